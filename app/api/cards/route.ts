import type { CardsResponse } from "@/lib/contracts/content";
import { listCards } from "@/lib/db/content";
import { route, unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/cards — the concierge's result cards (cardsResponseSchema in lib/contracts/content.ts), rich content
// sanitized. Fetched by the home page's card deck only when a reply first shows cards.
export const GET = route(async () =>
  Response.json({ cards: await listCards() } satisfies CardsResponse, { headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" } }),
);

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
