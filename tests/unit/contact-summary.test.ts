import fc from "fast-check";
import { chatRequestSchemaFor, contactFormOf } from "@/lib/contracts/chat-request";
import {
  CONTACT_FORM_SESSION,
  contactFormRequest,
  contactSummary,
  contactSummaryFields,
  contactSummaryMessage,
  isContactFormSession,
  type ContactFormFields,
} from "@/lib/contracts/contact";
import { CONTACT_PAGE_SESSION, isContactPageConversation } from "@/lib/contracts/conversations";

// The contact page's message: the browser builds it with the contract's format, the server reads
// its typed fields from the wire, and staff and the lead's qualification read the stored summary
// with the same contract's reading of that format.

/** One line the contact page's inputs can hold (no line break), possibly blank. */
const line = fc.string({ maxLength: 60 }).map((text) => text.replace(/[\r\n]/g, " "));
/** The message: any lines, a "PDF: …" or "Name: …" line among them too. */
const message = fc
  .array(
    fc.oneof(
      line,
      line.map((text) => `PDF: ${text}`),
      line.map((text) => `Name: ${text}`),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((lines) => lines.join("\n"));
const fields = fc.record({ name: line, email: line, company: line, message });
const pdfName = fc.option(
  line.filter((text) => text.length > 0),
  { nil: null },
);

describe("the contact page's summary", () => {
  it("reads back as the fields it was built from, whatever the message's lines say", () => {
    fc.assert(
      fc.property(fields, pdfName, (sent: ContactFormFields, pdf) => {
        const summary = contactSummary(sent, pdf);
        expect(contactSummaryFields(summary)).toEqual([
          { label: "Name", value: sent.name },
          { label: "Email", value: sent.email },
          { label: "Company", value: sent.company || "Not provided" },
          { label: "Message", value: sent.message },
          { label: "PDF", value: pdf ?? "No PDF attached" },
        ]);
        expect(contactSummaryMessage(summary)).toBe(sent.message);
      }),
    );
  });

  it("reads a text that is no summary as its message", () => {
    expect(contactSummaryFields("Do you do podcasts?")).toEqual([{ label: "Message", value: "Do you do podcasts?" }]);
    expect(contactSummaryMessage("Name: Ana\nMessage: hi")).toBe("Name: Ana\nMessage: hi");
  });
});

describe("the contact page's message to the API", () => {
  const sent = { name: "Ana Ruiz", email: "ana@ruiz.co", company: "", message: "We need a launch film.\nBudget is $40k." };

  it("reaches the server as the contact form, in typed fields, with the summary as sent", () => {
    const wire = JSON.parse(JSON.stringify(contactFormRequest(sent, "brief.pdf", "conv-1"))) as unknown;
    const request = chatRequestSchemaFor({ known: true }).parse(wire);
    expect(contactFormOf(request)).toEqual({
      summary: contactSummary(sent, "brief.pdf"),
      name: "Ana Ruiz",
      email: "ana@ruiz.co",
      company: undefined,
      personaSlug: "default",
      conversationId: "conv-1",
    });
    expect(contactFormOf(chatRequestSchemaFor({ known: true }).parse({ ...(wire as object), sessionId: "chat-1" }))).toBeNull();
  });

  it("is stored under the session id it was sent with, so rows stored before the contact path read the same", () => {
    expect(CONTACT_PAGE_SESSION).toBe(CONTACT_FORM_SESSION);
    expect(isContactPageConversation({ sessionId: CONTACT_FORM_SESSION })).toBe(true);
    expect(isContactFormSession(contactFormRequest(sent, null, null).sessionId)).toBe(true);
    expect(isContactPageConversation({ sessionId: "chat-1" })).toBe(false);
    expect(isContactPageConversation({ sessionId: null })).toBe(false);
  });
});
