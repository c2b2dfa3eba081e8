import { submitContactForm } from "@/lib/contact";
import { handleChatMessage } from "@/lib/concierge/http";
import { chatRequestSchemaFor, contactFormOf, MESSAGE_BODY_LIMIT_BYTES } from "@/lib/contracts/chat-request";
import { readJson } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { route, unservedMethods } from "@/lib/http/route";
import { identifyVisitor } from "@/lib/http/visitor";

export const dynamic = "force-dynamic";

// POST /api/conversations/message — read once, then one of two paths: the contact page's form
// (its session id) is stored as a contact with its lead (lib/contact); any other message is the
// concierge's: classify, log, answer (JSON or streamed).
export const POST = route({ visitor: identifyVisitor }, async (request, { visitor }) => {
  const body = await readJson(request, { schema: chatRequestSchemaFor(visitor), maxBytes: MESSAGE_BODY_LIMIT_BYTES });
  const contact = contactFormOf(body);
  if (contact) return Response.json(await submitContactForm(contact, visitor, clientIp(request.headers)));
  return handleChatMessage(request, body, visitor);
});

// Every other method: 405 in the error envelope, with Allow.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["POST"]);
