import type { PrismaClient } from "@/lib/db/prisma";
import { context, loadMessageHandler, messageRequest } from "../helpers/chat";
import { prepareTestDatabase } from "../helpers/db";
import { startMockOpenAi, type MockOpenAi } from "../helpers/mock-openai";
import { newVisitorCookie } from "../helpers/visitor";

// The site-wide ceiling on LLM calls (LLM_CALLS_PER_MINUTE), counted in the turn's transaction:
// past it, visitors still get an answer, from the built-in concierge, and no model call is made.
// Its own file: the ceiling counts every model call in the database this file owns.

let prisma: PrismaClient;
let openai: MockOpenAi;

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  openai = await startMockOpenAi();
  // A staff answer, in the database before the chat first reads its knowledge.
  await prisma.knowledgeEntry.create({
    data: {
      id: "can-i-bring-my-dog",
      question: "Can I bring my dog to the studio?",
      answer: "Well-behaved dogs are welcome at the studio.",
      variants: ["Are dogs allowed at the studio?"],
      topic: "general",
      position: 99,
      updatedAt: new Date(),
    },
  });
});
afterAll(async () => {
  await openai.close();
  await prisma.$disconnect();
});

it("answers with the built-in concierge once the site's LLM calls per minute are used up", async () => {
  const POST = await loadMessageHandler({ OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: openai.baseURL, OPENAI_MODEL: "mock-model", LLM_CALLS_PER_MINUTE: "2" });
  openai.script([
    { kind: "text", text: "Model answer one." },
    { kind: "text", text: "Model answer two." },
    { kind: "text", text: "Model answer three." },
  ]);
  const entry = () => prisma.knowledgeEntry.findUniqueOrThrow({ where: { id: "can-i-bring-my-dog" } });
  // Three different visitors: no visitor is near their own limit.
  const ask = async (message = "What awards have you won?") => POST(messageRequest({ message }, { cookie: await newVisitorCookie() }), context);
  // Under the ceiling the model answers, even a question a staff answer covers: the entry is not counted.
  expect((await (await ask("Can I bring my dog to the studio?")).json()).reply).toBe("Model answer one.");
  expect((await entry()).answeredCount).toBe(0);
  expect((await (await ask()).json()).reply).toBe("Model answer two.");

  const third = await ask();
  expect(third.status).toBe(200);
  const body = await third.json();
  expect(body.reply).toContain("Clio");
  expect(openai.requests).toHaveLength(2);
  const row = await prisma.conversationMessage.findFirstOrThrow({ where: { conversationId: body.conversationId } });
  expect(JSON.parse(row.tokenUsage ?? "{}")).toMatchObject({ faq_match: "fact:awards", fallback: "llm_ceiling" });
  expect(row.reply).toBe(body.reply);

  // Over it, the staff answer answers, and counts as the built-in concierge's answers do.
  const dog = await (await ask("Can I bring my dog to the studio?")).json();
  expect(dog.reply).toContain("Well-behaved dogs are welcome");
  const logged = await prisma.conversationMessage.findFirstOrThrow({ where: { conversationId: dog.conversationId } });
  expect(logged).toMatchObject({ reply: dog.reply, knowledgeEntryId: "can-i-bring-my-dog", unanswered: false });
  expect(JSON.parse(logged.tokenUsage ?? "{}")).toMatchObject({ fallback: "llm_ceiling" });
  expect((await entry()).answeredCount).toBe(1);
  expect(openai.requests).toHaveLength(2);
});
