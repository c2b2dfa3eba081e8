import { createOpenAI } from "@ai-sdk/openai";
import { stepCountIs, streamText, tool, type LanguageModel, type ModelMessage } from "ai";
import { z } from "zod";
import { CARD_CATEGORIES, EMPLOYMENT_TYPES, type CardCategory, type EmploymentType } from "../contracts/enums";
import { env } from "../env";

// The optional LLM: any OpenAI-compatible chat-completions server (OPENAI_BASE_URL), through the
// chat API (`.chat()`), not the Responses API that compatible servers rarely implement.
// Tools raise the same triggers as the deterministic rules, so the UI reacts the same way.

let cachedModel: LanguageModel | null | undefined;

/** The configured model, or null when no OPENAI_API_KEY is set (the built-in concierge answers). */
export function configuredModel(): LanguageModel | null {
  if (cachedModel !== undefined) return cachedModel;
  if (!env.OPENAI_API_KEY) return (cachedModel = null);
  const provider = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL });
  return (cachedModel = provider.chat(env.OPENAI_MODEL));
}

export type ToolTriggers = {
  portfolio?: boolean;
  reel?: boolean;
  awards?: boolean;
  cards?: CardCategory;
  employment?: boolean;
  employmentType?: EmploymentType | null;
};

/** A tool that opens one overlay on the visitor's screen. */
function overlayTool(collect: ToolTriggers, overlay: "portfolio" | "reel" | "awards", description: string) {
  return tool({
    description,
    inputSchema: z.object({}),
    execute: async () => {
      collect[overlay] = true;
      return { opened: overlay };
    },
  });
}

function conciergeTools(collect: ToolTriggers) {
  return {
    showPortfolio: overlayTool(
      collect,
      "portfolio",
      "Open the portfolio of case studies on the visitor's screen. Use when they ask to see the agency's work, portfolio or a case study.",
    ),
    playReel: overlayTool(collect, "reel", "Play the agency's reel full screen. Use when the visitor asks to see or watch the reel or showreel."),
    showAwards: overlayTool(collect, "awards", "Show the awards band (Clio, Telly, Shorty and more). Use when the visitor asks about awards or recognition."),
    showCards: tool({
      description:
        "Show example project cards of one kind of work. Food, restaurant and beverage brands map to social-media; video work to video-production; media campaigns and branding to branding; websites to web-design.",
      inputSchema: z.object({ category: z.enum(CARD_CATEGORIES) }),
      execute: async ({ category }) => {
        collect.cards = category;
        return { opened: "cards", category };
      },
    }),
    startEmploymentPath: tool({
      description: "Start the careers path for a job seeker: shows freelance, full-time and internship options and the resume upload.",
      inputSchema: z.object({ employmentType: z.enum(EMPLOYMENT_TYPES).nullable().describe("The path they asked for, if any") }),
      execute: async ({ employmentType }) => {
        collect.employment = true;
        collect.employmentType = employmentType;
        return { opened: "employment", employmentType };
      },
    }),
  };
}

export class LlmError extends Error {
  constructor(
    readonly original: unknown,
    readonly partialText: string,
  ) {
    super(original instanceof Error ? original.message : String(original));
    this.name = "LlmError";
  }
}

export type LlmRun = { text: string; totalTokens: number; triggers: ToolTriggers };

export type LlmRequest = {
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  onDelta?: (text: string) => void;
  timeoutMs?: number;
};

/** Runs the model with the concierge tools. Throws LlmError (carrying any partial text) on failure. */
export async function runLlm({ model, system, messages, onDelta, timeoutMs = env.LLM_TIMEOUT_MS }: LlmRequest): Promise<LlmRun> {
  const triggers: ToolTriggers = {};
  let text = "";
  try {
    const result = streamText({
      model,
      system,
      messages,
      tools: conciergeTools(triggers),
      stopWhen: stepCountIs(3),
      maxRetries: 0,
      timeout: timeoutMs,
      maxOutputTokens: 500,
      temperature: 0.4,
      onError: () => undefined, // errors arrive as "error" parts below; the caller logs the fallback
    });
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") {
        text += part.text;
        onDelta?.(part.text);
      } else if (part.type === "error") {
        throw part.error;
      } else if (part.type === "abort") {
        throw new Error("The model call was aborted (timeout)");
      }
    }
    const usage = await result.totalUsage;
    if (!text.trim()) throw new Error("The model returned no text");
    return { text, totalTokens: usage.totalTokens ?? 0, triggers };
  } catch (error) {
    throw new LlmError(error, text);
  }
}

/**
 * True when a model's reply says it does not have the answer (as the system prompt asks it to
 * when the site's content does not say): such a reply is logged as unanswered, like the built-in
 * concierge's honest fallback.
 */
export function saysItDoesNotKnow(reply: string): boolean {
  return (
    /\b(i (don't|do not) (have|know)|i'?m not sure|i (can't|cannot) (find|say|confirm)|not something i (have|know)|i don't see (that|this|anything))\b/i.test(
      reply,
    ) ||
    /(^|[^\p{L}])(no tengo (ese|esa|esos|esas|la|el) (dato|datos|información|respuesta)|no sé|no estoy segur[oa]|no puedo confirmar)(?![\p{L}])/iu.test(reply)
  );
}
