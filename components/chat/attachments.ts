import { EMPLOYMENT_TYPES, isOneOf, type EmploymentType } from "@/lib/contracts/chat-values";
import type { MessageType } from "@/lib/contracts/enums";
import type { ChatResponse, TriggerCard } from "@/lib/contracts/chat";

// Panels that belong to one reply and sit under it in the conversation (they scroll with it and
// survive a refresh): result cards, the employment options and the Creative Showcase. Overlays
// (portfolio, reel, awards) are opened by the host through the trigger handlers instead.

export type Attachment = { kind: "cards"; cards: TriggerCard[] } | { kind: "employment"; suggested: EmploymentType | null } | { kind: "showcase" };

const VIDEO_TALK = /\b(video|videos|film|films|commercial|commercials|spot|spots|shoot|shoots|production|footage|tv|ctv|youtube|tiktok)\b/i;
const NO_SHOWCASE = new Set<MessageType>(["employment-inquiry", "vendor-inquiry", "reel-request", "reel-display", "portfolio-request", "clarification"]);

/** The attachments a reply carries, given the visitor's message it answers. */
export function attachmentsFor(fields: ChatResponse, userText: string): Attachment[] {
  const attachments: Attachment[] = [];
  if (fields.triggerCards.length > 0) attachments.push({ kind: "cards", cards: fields.triggerCards });
  if (fields.isEmployment) attachments.push({ kind: "employment", suggested: fields.employmentType });
  const videoCards = fields.triggerCards.some((card) => "type" in card && card.type === "video-production");
  if (!fields.isEmployment && !NO_SHOWCASE.has(fields.messageType) && (videoCards || VIDEO_TALK.test(userText))) {
    attachments.push({ kind: "showcase" });
  }
  return attachments;
}

/** Keeps only well-formed attachments from storage. */
export function restoreAttachments(value: unknown): Attachment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): Attachment[] => {
    if (!item || typeof item !== "object") return [];
    const candidate = item as Record<string, unknown>;
    if (candidate.kind === "showcase") return [{ kind: "showcase" }];
    if (candidate.kind === "employment") {
      const suggested = isOneOf(EMPLOYMENT_TYPES, candidate.suggested) ? candidate.suggested : null;
      return [{ kind: "employment", suggested }];
    }
    if (candidate.kind === "cards" && Array.isArray(candidate.cards)) {
      const cards = candidate.cards.filter(
        (card): card is TriggerCard =>
          !!card && typeof card === "object" && (typeof (card as { type?: unknown }).type === "string" || typeof (card as { id?: unknown }).id === "string"),
      );
      return cards.length ? [{ kind: "cards", cards }] : [];
    }
    return [];
  });
}
