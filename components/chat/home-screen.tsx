"use client";

import dynamic from "next/dynamic";
import { useCallback, useMemo, useRef, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { Tooltip } from "@/components/ui/tooltip";
import { BackgroundReel, type ReelSource } from "./background-reel";
import { COMPOSER_ID } from "./composer-ids";
import { Concierge, type ConciergeHandle, type PanelActions } from "./concierge";
import { Menu, type MenuEntry } from "./menu";
import { playWarningChime } from "./sound";
import type { TriggerHandlers } from "./triggers";
import { clearSavedState } from "./chat-storage";

// Everything below loads on demand: none of it is in the home page's first-load JavaScript.
const PortfolioModal = dynamic(() => import("@/components/portfolio/portfolio-modal").then((module) => module.PortfolioModal), { ssr: false });
const AwardsStrip = dynamic(() => import("./awards-strip").then((module) => module.AwardsStrip), { ssr: false });
const WordLimitModal = dynamic(() => import("./word-limit-modal").then((module) => module.WordLimitModal), { ssr: false });
const FullscreenReel = dynamic(() => import("@/components/panels/fullscreen-reel").then((module) => module.FullscreenReel), { ssr: false });
const VideoModal = dynamic(() => import("@/components/panels/video-modal").then((module) => module.VideoModal), { ssr: false });
const loadStartOver = () => import("./start-over-dialog");
const StartOverDialog = dynamic(() => loadStartOver().then((module) => module.StartOverDialog), { ssr: false });

type Video = { src: string; title: string; poster?: string };

export type HomeScreenProps = {
  siteName: string;
  email: string;
  heading: string;
  intro: string;
  prompts: string[];
  rotationMs: number;
  starters: string[];
  reel: ReelSource;
  /** The background in employment mode. */
  employmentReel: ReelSource;
};

const GET_IN_TOUCH_MESSAGE = "I'd like to get in touch about a project.";

/**
 * Where focus goes when an overlay closes and what opened it is gone: the composer (a reply opened
 * it, and the send button that had focus disabled itself as the message went).
 */
const focusComposer = () => document.getElementById(COMPOSER_ID);

/**
 * The home screen: the reel, the menu, the reset logo and the concierge, plus the panels the
 * conversation or the menu opens. The server renders a fresh conversation; the browser then
 * swaps in the one saved in this tab (sessionStorage), so a refresh keeps it and a new visit
 * starts clean.
 */
export function HomeScreen({ siteName, email, heading, intro, prompts, rotationMs, starters, reel, employmentReel }: HomeScreenProps) {
  const hydrated = useHydrated();
  const [generation, setGeneration] = useState(0);

  const [portfolio, setPortfolio] = useState<{ loaded: boolean; open: boolean; slug: string | null }>({ loaded: false, open: false, slug: null });
  const [awards, setAwards] = useState<number | null>(null);
  const [wordLimit, setWordLimit] = useState<number | null>(null);
  const [fullscreen, setFullscreen] = useState<Video | null>(null);
  const [video, setVideo] = useState<Video | null>(null);
  const [employment, setEmployment] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const concierge = useRef<ConciergeHandle>(null);

  const openPortfolio = useCallback((slug: string | null = null) => setPortfolio({ loaded: true, open: true, slug }), []);
  const showAwards = useCallback(() => setAwards(Date.now()), []);
  const hideAwards = useCallback(() => setAwards(null), []);
  const playReel = useCallback(() => setFullscreen({ src: reel.src, poster: reel.poster, title: `${siteName} reel` }), [reel, siteName]);

  // The overlays a reply's triggers open; panels inside the conversation are the Concierge's.
  const handlers = useMemo<TriggerHandlers>(() => ({ portfolio: openPortfolio, awards: showAwards, reel: playReel }), [openPortfolio, showAwards, playReel]);
  const actions = useMemo<PanelActions>(() => ({ playReel: setFullscreen, playVideo: setVideo, employmentMode: setEmployment }), []);

  const reset = () => {
    clearSavedState();
    setGeneration((value) => value + 1);
    setPortfolio((current) => ({ ...current, open: false, slug: null }));
    setAwards(null);
    setWordLimit(null);
    setFullscreen(null);
    setVideo(null);
    setEmployment(false);
    setConfirmingReset(false);
  };

  // The logo wipes a conversation only once the visitor confirms; with nothing to lose it just resets.
  const startOver = () => {
    if (concierge.current?.hasConversation()) setConfirmingReset(true);
    else reset();
  };

  const menu: MenuEntry[] = [
    { label: "Awards", onSelect: showAwards },
    { label: "Contact", href: "/contact" },
    { label: "Portfolio", onSelect: () => openPortfolio(null) },
    { label: "Email", href: `mailto:${email}` },
  ];

  return (
    <main className="relative isolate h-dvh min-h-[32rem] overflow-hidden" data-hydrated={hydrated}>
      <BackgroundReel reel={employment ? employmentReel : reel} />
      <Menu entries={menu} />
      <div className="fixed right-4 top-4 z-40 md:right-8 md:top-6">
        <Tooltip label="Start over" side="left">
          <button
            type="button"
            onClick={startOver}
            // The confirmation's code starts loading as a pointer or keyboard reaches the logo.
            onPointerEnter={() => void loadStartOver()}
            onFocus={() => void loadStartOver()}
            aria-label={`${siteName}: start over and return to the home screen`}
            className="inline-flex h-11 items-center gap-2.5 rounded-full pl-1.5 pr-1.5 text-fg transition-colors hover:bg-white/5 sm:pr-4"
          >
            {/* The monogram is drawn by CSS, not text: the button's visible label stays the wordmark
                (or none on a phone), which its accessible name starts with. */}
            <span
              aria-hidden="true"
              className="flex h-8 w-8 items-center justify-center rounded-full bg-accent font-display text-xl leading-none text-ink before:content-['N']"
            />
            <span aria-hidden="true" className="hidden font-display text-2xl leading-none tracking-tight sm:inline">
              {siteName}
            </span>
          </button>
        </Tooltip>
      </div>

      <div className="absolute inset-x-0 bottom-0 top-16 md:top-20">
        {awards !== null ? (
          <div className="absolute inset-x-0 top-2 z-30">
            <AwardsStrip key={awards} onClose={hideAwards} />
          </div>
        ) : null}
        <Concierge
          // A reset (a new generation) remounts the conversation with a new session.
          key={generation}
          ref={concierge}
          persist={hydrated}
          email={email}
          actions={actions}
          heading={heading}
          intro={intro}
          prompts={prompts}
          rotationMs={rotationMs}
          starters={starters}
          handlers={handlers}
          onTooLong={(words) => {
            setWordLimit(words);
            playWarningChime();
          }}
        />
      </div>

      {fullscreen ? (
        <FullscreenReel
          src={fullscreen.src}
          poster={fullscreen.poster}
          title={fullscreen.title}
          onClose={() => setFullscreen(null)}
          returnFocusTo={focusComposer}
        />
      ) : null}
      {video ? <VideoModal src={video.src} title={video.title} poster={video.poster} onClose={() => setVideo(null)} returnFocusTo={focusComposer} /> : null}
      {confirmingReset ? <StartOverDialog onConfirm={reset} onCancel={() => setConfirmingReset(false)} /> : null}
      {wordLimit !== null ? <WordLimitModal words={wordLimit} onClose={() => setWordLimit(null)} /> : null}
      {portfolio.loaded ? (
        <PortfolioModal
          open={portfolio.open}
          initialSlug={portfolio.slug}
          returnFocusTo={focusComposer}
          onOpenChange={(open) => setPortfolio((current) => ({ ...current, open, slug: open ? current.slug : null }))}
          onGetInTouch={() => {
            setPortfolio((current) => ({ ...current, open: false, slug: null }));
            concierge.current?.sendWithContact(GET_IN_TOUCH_MESSAGE);
          }}
        />
      ) : null}
    </main>
  );
}
