import "server-only";
import { randomUUID } from "node:crypto";
import type { ChatResponse } from "../contracts/chat";
import type { ContactFormMessage } from "../contracts/chat-request";
import { CONTACT_PAGE_SESSION } from "../contracts/conversations";
import { insertMessage, upsertConversation } from "../conversations/store";
import { sqlTransaction } from "../db/sql";
import { env } from "../env";
import { rateLimited } from "../http/errors";
import { countLimits, MESSAGE_RATE_LIMITED, requesterLimits, worstRefusal } from "../http/rate-limit";
import { admitNewcomer, captureConversationLead } from "../leads";

// The contact page's form, received once: the message route hands it here in typed fields (the
// name, email address and company the page sends beside its summary), and the concierge never reads
// it. In one transaction: the conversation (the one the form's PDF opened, when it is the visitor's
// own, or a new one) stored as the contact page's, its lead and the new-lead notification
// (lib/leads), the rate limits, and the summary logged as sent, with the acknowledgement the page
// receives. Over a limit, nothing is written (the transaction rolls back with the 429).

/** What a contact-page submission is logged as: a prospective client's inquiry, whatever it says. */
const CONTACT_INTENT = "service-inquiry";

/** The acknowledgement the API answers the page with (the page shows its own thanks). */
function acknowledgement(name: string | undefined): string {
  return `Thank you${name ? `, ${name}` : ""}. Your message has been sent to the team: we'll review your inquiry and get back to you soon.`;
}

/**
 * The buckets a submission counts in: a known visitor's own contact bucket (so nobody else's flood
 * can fail their form), or, without a visitor cookie, the chat's shared ones; and the conversation's.
 */
function contactLimits(visitor: { id: string; known: boolean }, ip: string | null, conversationId: string) {
  const sender = visitor.known
    ? requesterLimits("contact", { visitorId: visitor.id, ip }, env.RATE_LIMIT_CONTACT_PER_MINUTE)
    : requesterLimits("chat", { visitorId: null, ip }, env.RATE_LIMIT_CHAT_PER_MINUTE);
  return [...sender, { key: `chat:conversation:${conversationId}`, limit: env.RATE_LIMIT_CHAT_PER_MINUTE }];
}

/** Stores a contact-page submission and its lead; answers as the message API answers (its fields, for the page's ok). */
export async function submitContactForm(form: ContactFormMessage, visitor: { id: string; known: boolean }, ip: string | null): Promise<ChatResponse> {
  const requestedId = form.conversationId ?? randomUUID();
  // A newcomer's new lead counts against the newcomers' allowance first, outside the transaction.
  const requester = await admitNewcomer({ visitorId: visitor.id, known: visitor.known, ip }, form.email ?? null, form.conversationId ?? null);
  const reply = acknowledgement(form.name);
  const saved = await sqlTransaction(async (sql) => {
    const now = new Date();
    const conversation = await upsertConversation(
      sql,
      {
        conversationId: requestedId,
        sessionId: CONTACT_PAGE_SESSION,
        personaSlug: form.personaSlug,
        visitorId: visitor.id,
        contact: { name: form.name, email: form.email, company: form.company },
      },
      now,
    );
    await captureConversationLead(sql, conversation, { source: "contact-form", at: now, requester });
    const refused = worstRefusal((await countLimits(sql, contactLimits(visitor, ip, conversation.conversationId))).values());
    if (refused) throw rateLimited(refused.retryAfterMs, MESSAGE_RATE_LIMITED);
    await insertMessage(
      sql,
      {
        conversationId: conversation.conversationId,
        sessionId: CONTACT_PAGE_SESSION,
        message: form.summary,
        intent: CONTACT_INTENT,
        messageType: CONTACT_INTENT,
        userIp: ip,
        reply,
        tokenUsage: null,
      },
      now,
    );
    return conversation;
  });
  return {
    reply,
    messageType: CONTACT_INTENT,
    conversationId: saved.conversationId,
    triggerAnimation: null,
    triggerCards: [],
    isEmployment: false,
    employmentType: null,
    confidence: 1,
    hasCompleteContact: saved.hasCompleteContact,
    caseStudyId: null,
    lang: "en",
  };
}
