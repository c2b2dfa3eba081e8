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
  // Three different visitors: no visitor is near their own limit.
  const ask = async () => POST(messageRequest({ message: "What awards have you won?" }, { cookie: await newVisitorCookie() }), context);
  expect((await (await ask()).json()).reply).toBe("Model answer one.");
  expect((await (await ask()).json()).reply).toBe("Model answer two.");

  const third = await ask();
  expect(third.status).toBe(200);
  const body = await third.json();
  expect(body.reply).toContain("Clio");
  expect(openai.requests).toHaveLength(2);
  const row = await prisma.conversationMessage.findFirstOrThrow({ where: { conversationId: body.conversationId } });
  expect(JSON.parse(row.tokenUsage ?? "{}")).toMatchObject({ faq_match: "fact:awards", fallback: "llm_ceiling" });
  expect(row.reply).toBe(body.reply);
});
