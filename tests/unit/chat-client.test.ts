import { needsContactGate } from "@/components/chat/contact-gate";
import { readConciergeStream, StreamError } from "@/components/chat/stream";
import { dispatchTriggers, visibleReply, type TriggerHandlers } from "@/components/chat/triggers";
import { attachmentsFor, restoreAttachments } from "@/components/chat/attachments";
import { resumeMessage } from "@/components/chat/chat-copy";
import { freshState } from "@/components/chat/chat-state";
import { restoreState } from "@/components/chat/chat-storage";
import type { ResumeUpload } from "@/lib/contracts/resume";
import { countWords, WORD_LIMIT } from "@/lib/contracts/words";
import { conciergeDataPartSchema, type ChatResponse } from "@/lib/contracts/chat";

// The home screen's client logic that needs no browser: the contact gate, reply triggers, the
// SSE reader and the sessionStorage restore.

const fields = (overrides: Partial<ChatResponse> = {}): ChatResponse => ({
  reply: "Hello",
  lang: "en",
  messageType: "webchat",
  conversationId: "0b9f3f5e-1d9a-4a8e-9d7e-5d8b1c2a3f4e",
  triggerAnimation: null,
  triggerCards: [],
  isEmployment: false,
  employmentType: null,
  confidence: 0.8,
  hasCompleteContact: false,
  caseStudyId: null,
  ...overrides,
});

describe("needsContactGate", () => {
  const words = [
    "contact",
    "quote",
    "proposal",
    "project",
    "advertising",
    "marketing",
    "campaign",
    "commercial",
    "video",
    "film",
    "production",
    "shoot",
    "spot",
  ];

  it.each(words)("gates a message about %s", (word) => {
    expect(needsContactGate(`Could we talk about a ${word.toUpperCase()} next month?`, { hasContact: false, employmentMode: false })).toBe(true);
  });

  it("gates plurals but not words that merely contain a gate word", () => {
    expect(needsContactGate("We have three projects", { hasContact: false, employmentMode: false })).toBe(true);
    expect(needsContactGate("Who is in the spotlight?", { hasContact: false, employmentMode: false })).toBe(false);
    expect(needsContactGate("I love filmmaking documentaries", { hasContact: false, employmentMode: false })).toBe(false);
    expect(needsContactGate("Hi, who are you?", { hasContact: false, employmentMode: false })).toBe(false);
  });

  it("gates every message in employment mode, and none once contact is known", () => {
    expect(needsContactGate("Hi there", { hasContact: false, employmentMode: true })).toBe(true);
    expect(needsContactGate("We need a campaign", { hasContact: true, employmentMode: false })).toBe(false);
    expect(needsContactGate("Hi there", { hasContact: true, employmentMode: true })).toBe(false);
  });

  it("asks no more once the visitor skipped the form in this conversation", () => {
    expect(needsContactGate("We need a campaign", { hasContact: false, employmentMode: false, skipped: true })).toBe(false);
    expect(needsContactGate("Hi there", { hasContact: false, employmentMode: true, skipped: true })).toBe(false);
  });

  it("lets an applicant in employment mode ask to see the work, but not talk about a project", () => {
    const employment = { hasContact: false, employmentMode: true };
    for (const message of [
      "Show me your portfolio",
      "Can I see your work?",
      "I'd like to see some case studies",
      "Play the reel",
      "¿Puedo ver su portafolio?",
      "Muéstrame sus trabajos",
    ]) {
      expect(needsContactGate(message, employment)).toBe(false);
    }
    expect(needsContactGate("What is it like to work there?", employment)).toBe(true);
    expect(needsContactGate("Show me your video work", employment)).toBe(true); // a project word still gates
    expect(needsContactGate("Show me your portfolio", { hasContact: false, employmentMode: false })).toBe(false);
  });
});

describe("reply triggers", () => {
  const spies = () => {
    const calls: string[] = [];
    const handlers: TriggerHandlers = {
      portfolio: (caseStudyId) => calls.push(caseStudyId ? `portfolio:${caseStudyId}` : "portfolio"),
      reel: () => calls.push("reel"),
      awards: () => calls.push("awards"),
      cards: (card) => calls.push(`card:${"type" in card ? card.type : card.id}`),
      employment: (type) => calls.push(`employment:${type}`),
      document: () => calls.push("document"),
    };
    return { calls, handlers };
  };

  it("removes action markers from the visible reply", () => {
    expect(visibleReply("Here is our work. SHOW_PORTFOLIO")).toBe("Here is our work.");
    expect(visibleReply("SHOW_REEL Take a look  at this")).toBe("Take a look at this");
    expect(visibleReply("SHOW_REEL")).toBe("");
  });

  it("opens each panel from its message type or marker", () => {
    const cases: [Partial<ChatResponse>, string[]][] = [
      [{ messageType: "portfolio-request" }, ["portfolio"]],
      [{ messageType: "portfolio-request", caseStudyId: "imax" }, ["portfolio:imax"]],
      [{ reply: "Have a look. SHOW_PORTFOLIO" }, ["portfolio"]],
      [{ messageType: "reel-request" }, ["reel"]],
      [{ messageType: "reel-display" }, ["reel"]],
      [{ reply: "SHOW_REEL" }, ["reel"]],
      [{ messageType: "awards-response" }, ["awards"]],
      [{ triggerAnimation: "awards" }, ["awards"]],
      [{ isEmployment: true, employmentType: "internship" }, ["employment:internship"]],
      [{ messageType: "document-request" }, ["document"]],
      [{}, []],
    ];
    for (const [overrides, expected] of cases) {
      const { calls, handlers } = spies();
      dispatchTriggers(fields(overrides), handlers);
      expect(calls).toEqual(expected);
    }
  });

  it("passes each triggered card on, and tolerates a host without handlers", () => {
    const { calls, handlers } = spies();
    dispatchTriggers(fields({ triggerCards: [{ type: "social media" }, { id: "card-7" }] }), handlers);
    expect(calls).toEqual(["card:social media", "card:card-7"]);
    expect(() => dispatchTriggers(fields({ messageType: "portfolio-request", triggerAnimation: "awards" }), {})).not.toThrow();
  });
});

describe("readConciergeStream", () => {
  const streamOf = (...chunks: string[]) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          const encoder = new TextEncoder();
          for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
          controller.close();
        },
      }),
    );
  const event = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`;
  const contract = Promise.resolve(conciergeDataPartSchema);

  it("passes text deltas on in order and returns the data part's fields, across chunk boundaries", async () => {
    const body =
      event({ type: "start", messageId: "m" }) +
      event({ type: "text-delta", id: "r", delta: "Hello " }) +
      event({ type: "text-delta", id: "r", delta: "there" }) +
      event({ type: "data-concierge", data: fields({ reply: "Hello there" }) }) +
      "data: [DONE]\n\n";
    const cut = [17, 60, 61, 140];
    const chunks = [0, ...cut].map((start, index) => body.slice(start, cut[index] ?? body.length));
    const deltas: string[] = [];
    const result = await readConciergeStream(streamOf(...chunks), (delta) => deltas.push(delta), contract);
    expect(deltas).toEqual(["Hello ", "there"]);
    expect(result?.reply).toBe("Hello there");
    expect(result?.conversationId).toBe(fields().conversationId);
  });

  it("refuses fields that break the answer's contract (the chat then shows its send failure)", async () => {
    const broken = event({ type: "data-concierge", data: { ...fields(), messageType: "show-everything" } });
    await expect(readConciergeStream(streamOf(broken), () => {}, contract)).rejects.toThrow("is not what its contract describes");
  });

  it("returns null when the stream carries no fields, and throws on an error part", async () => {
    await expect(readConciergeStream(streamOf(event({ type: "finish" })), () => {}, contract)).resolves.toBeNull();
    await expect(readConciergeStream(streamOf(event({ type: "error", errorText: "boom" })), () => {}, contract)).rejects.toBeInstanceOf(StreamError);
    await expect(readConciergeStream(new Response(null), () => {}, contract)).rejects.toBeInstanceOf(StreamError);
  });
});

describe("restoreState", () => {
  it("restores a saved conversation and drops what does not fit", () => {
    const saved = {
      ...freshState("session-1"),
      conversationId: "c-1",
      contact: { name: "Dana", email: "dana@example.com", subject: "" },
      employmentType: "full-time",
      messages: [
        { id: "1", role: "user", text: "Hi", status: "done" },
        { id: "2", role: "robot", text: "??", status: "done" },
        { id: "3", role: "assistant", text: "Hello", status: "done" },
      ],
    };
    const state = restoreState(JSON.stringify(saved));
    expect(state?.sessionId).toBe("session-1");
    expect(state?.conversationId).toBe("c-1");
    expect(state?.contact?.email).toBe("dana@example.com");
    expect(state?.employmentType).toBe("full-time");
    expect(state?.messages.map((message) => message.id)).toEqual(["1", "3"]);
    expect(state?.sending).toBe(false);
    expect(state?.held).toBeNull();
    expect(state?.contactSkipped).toBe(false);
  });

  it("keeps the contact form's confirmation line a line, and a Skip skipped, across a refresh", () => {
    const saved = {
      ...freshState("session-2"),
      contactSkipped: true,
      messages: [
        { id: "1", role: "assistant", kind: "note", text: "Thanks, Dana. The team will follow up at dana@example.com.", status: "done" },
        { id: "2", role: "assistant", kind: "banner", text: "Hello", status: "done" },
      ],
    };
    const state = restoreState(JSON.stringify(saved));
    expect(state?.contactSkipped).toBe(true);
    expect(state?.messages[0]).toMatchObject({ kind: "note" });
    expect(state?.messages[1]).not.toHaveProperty("kind");
    expect(restoreState(JSON.stringify({ ...saved, contactSkipped: "yes" }))?.contactSkipped).toBe(false);
  });

  it("rejects missing, malformed or foreign data", () => {
    expect(restoreState(null)).toBeNull();
    expect(restoreState("{not json")).toBeNull();
    expect(restoreState(JSON.stringify({ messages: [] }))).toBeNull();
    expect(restoreState(JSON.stringify({ ...freshState("s"), employmentType: "pirate" }))?.employmentType).toBeNull();
  });
});

describe("attachmentsFor", () => {
  it("attaches cards, the employment options and the showcase to the replies that call for them", () => {
    expect(attachmentsFor(fields({ messageType: "cards-response", triggerCards: [{ type: "branding" }] }), "Show me branding")).toEqual([
      { kind: "cards", cards: [{ type: "branding" }] },
    ]);
    expect(
      attachmentsFor(fields({ isEmployment: true, employmentType: "freelancer", messageType: "employment-inquiry" }), "Do you hire video editors?"),
    ).toEqual([{ kind: "employment", suggested: "freelancer" }]);
    expect(attachmentsFor(fields({ messageType: "service-inquiry" }), "We need a 30-second commercial")).toEqual([{ kind: "showcase" }]);
    expect(attachmentsFor(fields({ messageType: "cards-response", triggerCards: [{ type: "video-production" }] }), "Show me examples")).toEqual([
      { kind: "cards", cards: [{ type: "video-production" }] },
      { kind: "showcase" },
    ]);
  });

  it("keeps the showcase out of job, vendor and reel replies, and of talk that is not about video", () => {
    expect(attachmentsFor(fields({ messageType: "vendor-inquiry" }), "We sell video gear to agencies")).toEqual([]);
    expect(attachmentsFor(fields({ messageType: "reel-request" }), "Show me your video reel")).toEqual([]);
    expect(attachmentsFor(fields({ messageType: "service-inquiry" }), "We need a new logo")).toEqual([]);
  });

  it("restores only well-formed attachments", () => {
    expect(
      restoreAttachments([
        { kind: "showcase" },
        { kind: "cards", cards: [{ id: "x" }, 3] },
        { kind: "employment", suggested: "pirate" },
        { kind: "nope" },
        null,
      ]),
    ).toEqual([{ kind: "showcase" }, { kind: "cards", cards: [{ id: "x" }] }, { kind: "employment", suggested: null }]);
    expect(restoreAttachments("garbage")).toEqual([]);
  });
});

describe("resumeMessage", () => {
  const upload: ResumeUpload = {
    extractedContact: { name: "Jordan Ellis", email: "jordan@example.com", portfolio: "https://jordan.design", linkedin: null },
    resumeData: { originalName: "cv.pdf", experience: "7 years", skills: ["After Effects", "Cinema 4D", "Figma"], phone: null },
  };

  it("says who, for what role, how experienced and with which skills", () => {
    expect(resumeMessage(upload, "full-time")).toBe(
      "I just uploaded my resume for a full-time role. My name is Jordan Ellis. I have 7 years of experience. My skills include After Effects, Cinema 4D, Figma. Portfolio: https://jordan.design",
    );
    expect(resumeMessage({ ...upload, extractedContact: { ...upload.extractedContact, name: null, portfolio: null } }, null)).toBe(
      "I just uploaded my resume for a role. I have 7 years of experience. My skills include After Effects, Cinema 4D, Figma.",
    );
  });

  it("stays within the chat's word limit however long the skill list", () => {
    const many = { ...upload, resumeData: { ...upload.resumeData, skills: Array.from({ length: 80 }, (_, index) => `Skill number ${index}`) } };
    expect(countWords(resumeMessage(many, "internship"))).toBeLessThanOrEqual(WORD_LIMIT);
  });
});
