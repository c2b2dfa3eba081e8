"use client";

import { useEffect, useState } from "react";
import { CardDeck } from "@/components/cards/card-deck";
import type { PhysicsConfig } from "@/lib/cards/physics";
import { cardsForTriggers } from "@/lib/cards/select";
import type { TriggerCard } from "@/lib/contracts/chat";
import { cardsResponseSchema, physicsConfigResponseSchema, type Card } from "@/lib/contracts/content";
import { apiJson } from "@/lib/api-client/client";

type DeckData = { cards: Card[]; physics: PhysicsConfig | null };

// Fetched once per page, the first time a reply shows cards; the physics config may fail or
// arrive late, in which case the deck runs on the default springs (placeholder data).
let deckData: Promise<DeckData> | null = null;
function loadDeckData(): Promise<DeckData> {
  deckData ??= Promise.all([
    apiJson("GET", "/api/cards", cardsResponseSchema),
    apiJson("GET", "/api/physics-config/default", physicsConfigResponseSchema).then(
      ({ mass, tension, friction, precision }): PhysicsConfig => ({ mass, tension, friction, precision }),
      () => null,
    ),
  ]).then(([{ cards }, physics]) => ({ cards, physics }));
  deckData.catch(() => {
    deckData = null; // let a later reply try again
  });
  return deckData;
}

/**
 * The result cards a reply triggered, with the persona's springs: a grid where there is room, a
 * sideways row (or one column, for a single card) on a phone.
 */
export function ResultCards({ triggers, onVideoReel }: { triggers: TriggerCard[]; onVideoReel: (card: Card) => void }) {
  const [data, setData] = useState<DeckData | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadDeckData().then(
      (loaded) => live && setData(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  if (failed) return null;
  if (!data) {
    return (
      <div className="ml-11 grid grid-cols-1 gap-3 sm:grid-cols-3" aria-hidden="true" data-testid="cards-loading">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-56 animate-pulse rounded-card bg-white/5" />
        ))}
      </div>
    );
  }
  return (
    <div className="ml-11">
      <CardDeck
        cards={cardsForTriggers(triggers, data.cards)}
        allCards={data.cards}
        physics={data.physics}
        layout="auto"
        onSelect={(card) => {
          if (card?.isVideoReel) onVideoReel(card);
        }}
      />
    </div>
  );
}
