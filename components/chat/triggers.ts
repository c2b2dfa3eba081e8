import type { EmploymentType } from "@/lib/contracts/enums";
import type { ChatResponse } from "@/lib/contracts/chat";

// The one place a reply's fields become UI: each trigger calls the host's handler, if it has one.

export type TriggerHandlers = {
  /** Opens the portfolio, at a case study when the reply is about one. */
  portfolio?: (caseStudyId: string | null) => void;
  reel?: () => void;
  awards?: () => void;
  cards?: (card: ChatResponse["triggerCards"][number]) => void;
  employment?: (type: EmploymentType | null) => void;
  document?: () => void;
};

/** LLM replies may carry these markers; they are actions, not text. */
const MARKERS = /\b(SHOW_PORTFOLIO|SHOW_REEL)\b/g;

export function visibleReply(reply: string): string {
  return reply
    .replace(MARKERS, "")
    .replace(/[ \t]{2,}/g, " ")
    .trim();
}

export function dispatchTriggers(fields: ChatResponse, handlers: TriggerHandlers): void {
  const { messageType, reply } = fields;
  if (messageType === "portfolio-request" || reply.includes("SHOW_PORTFOLIO")) handlers.portfolio?.(fields.caseStudyId ?? null);
  if (messageType === "reel-request" || messageType === "reel-display" || reply.includes("SHOW_REEL")) handlers.reel?.();
  if (messageType === "awards-response" || fields.triggerAnimation === "awards") handlers.awards?.();
  for (const card of fields.triggerCards) handlers.cards?.(card);
  if (fields.isEmployment) handlers.employment?.(fields.employmentType);
  if (messageType === "document-request") handlers.document?.();
}
