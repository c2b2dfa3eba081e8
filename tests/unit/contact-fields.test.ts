import { checkFields, FIELD_LIMITS, FIELD_MESSAGES, Refusal, refusalOf } from "@/components/forms/contact-fields";
import { chatRequestSchema } from "@/lib/contracts/chat-request";
import { CONTACT_FORM_WORD_LIMIT } from "@/lib/contracts/contact";

// The contact fields' words: the forms' own checks, and the server's refusals read for the visitor.

/** The message API's refusal of this body, as its error envelope says it (lib/http/route.ts: zodMessage). */
function serverSays(body: Record<string, unknown>): string {
  const result = chatRequestSchema.safeParse({ message: "We need a launch film", ...body });
  if (result.success) throw new Error("the server would take it");
  const issue = result.error.issues[0];
  return `${issue.path.join(".")}: ${issue.message}`;
}

describe("refusalOf", () => {
  it("puts the server's refusal of an address on the email field, in the visitor's words", () => {
    const said = serverSays({ clientName: "Maya", clientEmail: "maya@studio" });
    expect(said).toBe("clientEmail: must be a valid email address");
    const refusal = refusalOf(400, said);
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).toMatchObject({ field: "email", message: FIELD_MESSAGES.email });
    expect(refusal?.message).toMatch(/^Check your email address/);
  });

  it("says each field's limit, read from the refusal itself", () => {
    expect(refusalOf(400, serverSays({ clientName: "x".repeat(FIELD_LIMITS.name + 1) }))).toMatchObject({
      field: "name",
      message: "Keep your name to 120 characters or fewer.",
    });
    expect(refusalOf(400, serverSays({ company: "x".repeat(FIELD_LIMITS.company + 1) }))).toMatchObject({
      field: "company",
      message: "Keep your company name to 160 characters or fewer.",
    });
    expect(refusalOf(400, serverSays({ subject: "x".repeat(FIELD_LIMITS.subject + 1) }))).toMatchObject({
      field: "subject",
      message: "Keep your subject to 200 characters or fewer.",
    });
    expect(refusalOf(400, `message: must be ${CONTACT_FORM_WORD_LIMIT} words or fewer`)).toMatchObject({
      field: "message",
      message: "Keep your message to 1,000 words or fewer.",
    });
    expect(refusalOf(400, "message: is too long")).toMatchObject({ field: "message", message: "Keep your message to 2,000 characters or fewer." });
  });

  it("reads the PDF upload's refusals too (its own words for the same fields)", () => {
    expect(refusalOf(400, "clientEmail: A valid email address is required")).toMatchObject({ field: "email" });
    expect(refusalOf(400, "clientName: Your name is required")).toMatchObject({ field: "name", message: "Enter your name." });
    expect(refusalOf(413, "The PDF must be 20MB or smaller.")).toMatchObject({ field: null, message: "The PDF must be 20MB or smaller." });
    expect(refusalOf(415, "Only PDF files can be attached. Please select a PDF file.")).toMatchObject({ field: null });
  });

  it("keeps a 429's own words, and says something useful for a field it cannot place", () => {
    expect(refusalOf(429, "You're sending messages quickly. Please wait a moment and try again.")).toMatchObject({
      field: null,
      message: FIELD_MESSAGES.rateLimited,
    });
    expect(refusalOf(429, null)).toMatchObject({ field: null, message: FIELD_MESSAGES.rateLimited });
    expect(refusalOf(400, "conversationId: may contain only letters, digits and _ . : -")).toMatchObject({ field: null, message: FIELD_MESSAGES.unknown });
    expect(refusalOf(400, null)).toMatchObject({ field: null, message: FIELD_MESSAGES.unknown });
  });

  it("is null for a failure that is not the visitor's to fix", () => {
    for (const status of [500, 502, 503, 401, 403, 404]) expect(refusalOf(status, "boom")).toBeNull();
  });
});

describe("checkFields", () => {
  it("marks each missing required field, in the order given", () => {
    const errors = checkFields({ name: " ", email: "", company: "", message: "\n" }, ["name", "email", "message"]);
    expect(Object.keys(errors)).toEqual(["name", "email", "message"]);
    expect(errors).toEqual({ name: "Enter your name.", email: "Enter your email address.", message: "Enter your message." });
  });

  it("catches an address with no @ or with spaces, and leaves the domain to the server", () => {
    expect(checkFields({ email: "maya" }, ["email"])).toEqual({ email: FIELD_MESSAGES.email });
    expect(checkFields({ email: "maya @studio.com" }, ["email"])).toEqual({ email: FIELD_MESSAGES.email });
    expect(checkFields({ email: "maya@studio" }, ["email"])).toEqual({});
    expect(checkFields({ email: " maya@studio.com " }, ["email"])).toEqual({});
  });

  it("holds each field to its limit, after trimming", () => {
    expect(checkFields({ message: "x".repeat(FIELD_LIMITS.message) }, ["message"])).toEqual({});
    expect(checkFields({ message: ` ${"x".repeat(FIELD_LIMITS.message)} ` }, ["message"])).toEqual({});
    expect(checkFields({ message: "x".repeat(FIELD_LIMITS.message + 1) }, ["message"])).toEqual({ message: "Keep your message to 2,000 characters or fewer." });
    expect(checkFields({ name: "x".repeat(121), company: "y".repeat(161) }, [])).toEqual({
      name: "Keep your name to 120 characters or fewer.",
      company: "Keep your company name to 160 characters or fewer.",
    });
  });

  it("lets an optional field stay blank", () => {
    expect(checkFields({ name: "Ana", email: "ana@ruiz.co", company: "", message: "Hi" }, ["name", "email", "message"])).toEqual({});
  });
});

describe("the limits the forms show", () => {
  it("are the limits the message API enforces", () => {
    expect(chatRequestSchema.safeParse({ message: "Hi", clientName: "x".repeat(FIELD_LIMITS.name) }).success).toBe(true);
    expect(chatRequestSchema.safeParse({ message: "Hi", clientName: "x".repeat(FIELD_LIMITS.name + 1) }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ message: "Hi", company: "x".repeat(FIELD_LIMITS.company) }).success).toBe(true);
    expect(chatRequestSchema.safeParse({ message: "Hi", company: "x".repeat(FIELD_LIMITS.company + 1) }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ message: "Hi", subject: "x".repeat(FIELD_LIMITS.subject + 1) }).success).toBe(false);
  });
});
