import type { Metadata, Viewport } from "next";
import { EarlyComposer } from "@/components/chat/early-composer";
import { HomeScreen } from "@/components/chat/home-screen";
import { ErrorBoundary } from "@/components/layout/error-boundary";
import { JsonLdScript } from "@/components/ui/json-ld";
import { examplePrompts, PROMPT_ROTATION_MS } from "@/lib/content/prompts";
import { siteConfig } from "@/lib/content/site";
import { organizationJsonLd } from "@/lib/seo/json-ld";
import { templateMetadata } from "@/lib/seo/metadata";
import { pageSeo } from "@/lib/seo/templates";

export const metadata: Metadata = templateMetadata(pageSeo.home);

// With the on-screen keyboard open, the chat should shrink to fit rather than hide under it.
export const viewport: Viewport = { interactiveWidget: "resizes-content" };

const STARTERS = ["Show me your work", "What awards have you won?", "Are you hiring?"];

export default function HomePage() {
  return (
    <>
      <JsonLdScript data={organizationJsonLd()} />
      <ErrorBoundary>
        <HomeScreen
          siteName={siteConfig.name}
          email={siteConfig.email}
          heading={siteConfig.tagline}
          intro="Tell our concierge what you're making: a campaign, a film, a launch. We'll show you the work, the team and how we'd make yours impossible to ignore."
          prompts={examplePrompts}
          rotationMs={PROMPT_ROTATION_MS}
          starters={STARTERS}
          reel={{ src: "/media/reel.mp4", poster: "/media/reel-poster.webp" }}
          employmentReel={{ src: "/media/reel-alt.mp4", poster: "/media/reel-alt-poster.webp" }}
        />
      </ErrorBoundary>
      <EarlyComposer />
    </>
  );
}
