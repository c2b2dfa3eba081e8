"use client";

import { EMPLOYMENT_TYPES, type EmploymentType } from "@/lib/contracts/enums";
import type { ResumeUpload } from "@/lib/contracts/resume";
import { ResumeUploadCard } from "./resume-upload-card";
import { cn } from "@/components/ui/cn";

// Every path has its words: a new employment type does not compile until it is described here.
const WORDS: Record<EmploymentType, { label: string; detail: string }> = {
  freelancer: { label: "Freelancer", detail: "Project by project" },
  "full-time": { label: "Full-time", detail: "A seat in the studio" },
  internship: { label: "Internship", detail: "Learn on real work" },
};
const OPTIONS = EMPLOYMENT_TYPES.map((type) => ({ type, ...WORDS[type] }));

type EmploymentPanelProps = {
  /** What the concierge read from the message, if anything: shown as a hint, never chosen for them. */
  suggested: EmploymentType | null;
  chosen: EmploymentType | null;
  onChoose: (type: EmploymentType) => void;
  onResume: (result: ResumeUpload) => void;
  /** The conversation the résumé joins (so the concierge knows this visitor has applied). */
  conversationId: string | null;
};

/** The careers path: pick a kind of role, then upload a résumé. */
export function EmploymentPanel({ suggested, chosen, onChoose, onResume, conversationId }: EmploymentPanelProps) {
  return (
    <div className="ml-11 max-w-md space-y-3 motion-safe:animate-rise-in" data-testid="employment-panel">
      <fieldset className="rounded-3xl border border-white/12 bg-ink/75 p-5 backdrop-blur-xl">
        <legend className="sr-only">What kind of role are you looking for?</legend>
        <p aria-hidden="true" className="text-[15px] text-fg/90">
          What kind of role are you looking for?
        </p>
        <div className="mt-3 grid gap-2 sm:grid-cols-3">
          {OPTIONS.map((option) => (
            <button
              key={option.type}
              type="button"
              aria-pressed={chosen === option.type}
              onClick={() => onChoose(option.type)}
              className={cn(
                "flex min-h-11 flex-col items-start rounded-2xl border px-3.5 py-2.5 text-left transition-colors",
                chosen === option.type
                  ? "border-accent bg-accent/15 text-fg"
                  : suggested === option.type
                    ? "border-accent/50 bg-white/5 text-fg hover:bg-white/10"
                    : "border-line bg-white/5 text-fg/90 hover:bg-white/10",
              )}
            >
              <span className="text-sm font-medium">{option.label}</span>
              <span className="text-xs text-muted">{option.detail}</span>
            </button>
          ))}
        </div>
      </fieldset>
      {chosen ? <ResumeUploadCard onUploaded={onResume} conversationId={conversationId} /> : null}
    </div>
  );
}
