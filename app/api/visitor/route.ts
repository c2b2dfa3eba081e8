import { route, unservedMethods } from "@/lib/http/route";
import { identifyVisitor } from "@/lib/http/visitor";

export const dynamic = "force-dynamic";

// GET /api/visitor — hands a browser its visitor cookie when it has none (204 either way). Pages
// never set it, so every public page answers the same cacheable headers for every visitor; the
// chat, the contact form and the uploads ask here first (lib/api-client/visitor.ts), and their
// own endpoints mint one too for a client that did not.
export const GET = route({ visitor: identifyVisitor }, () => new Response(null, { status: 204, headers: { "Cache-Control": "private, no-store" } }));

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
