"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useContext } from "react";
import { buttonStyles, Button } from "@/components/ui/button";
import { resumeDetailUrl, resumeFileUrl, skillSummary } from "@/lib/admin/resumes";
import { resumeDetailSchema, resumePageSchema, type ResumeSummary as Resume } from "@/lib/contracts/resume";
import { formatFileSize } from "@/lib/file-size";
import { apiJson, HttpError } from "@/lib/api-client/client";
import { RESUMES_URL } from "../admin-api";
import { adminQuery } from "../queries";
import {
  AdminNavigationContext,
  Badge,
  CARD,
  EmptyState,
  ErrorState,
  longDate,
  MorePages,
  useListDetail,
  ViewsSection,
  shortDate,
  SkeletonRows,
} from "../shared/ui";
import { cn } from "@/components/ui/cn";

// 'Resume Management': the list of uploaded résumés ("Load more" asks for the next page) and one
// résumé's details, with the original file viewable inline or downloadable (served only through
// the admin API). The list carries no résumé text; the details load it from the résumé's own
// endpoint. A failed list read says 'Failed to fetch resumes: {status}'. Another tab can open one
// résumé's details by its id (`openId`: the Leads tab's link to a lead's résumé).

const PAGE_SIZE = 25;

const VIEWS = [
  { key: "list", label: "Resume List" },
  { key: "detail", label: "Resume Details" },
] as const;

export function ResumesTab({ openId = null }: { openId?: string | null }) {
  const { view, setView, selected, open, back } = useListDetail<Resume>(openId ? "detail" : "list");
  return (
    <ViewsSection
      title="Resume Management"
      description="Résumés candidates uploaded through the concierge, with what was read from them."
      label="Resume views"
      views={VIEWS}
      value={view}
      onChange={setView}
    >
      {view === "list" ? (
        <div className="space-y-3">
          <ResumeList onOpen={open} />
        </div>
      ) : !selected && openId ? (
        <ResumeById id={openId} onBack={back} />
      ) : (
        <ResumeDetails resume={selected} onBack={back} />
      )}
    </ViewsSection>
  );
}

function ResumeList({ onOpen }: { onOpen: (resume: Resume) => void }) {
  const list = useInfiniteQuery({
    queryKey: [RESUMES_URL],
    queryFn: ({ pageParam, signal }) =>
      apiJson("GET", `${RESUMES_URL}?limit=${PAGE_SIZE}&offset=${pageParam}`, resumePageSchema, undefined, { signal, cache: "no-store" }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset,
  });
  const pages = list.data?.pages;
  const error = list.error && !list.isFetching ? list.error : null;
  const failed = error ? (
    <ErrorState
      error={error}
      message={error instanceof HttpError ? `Failed to fetch resumes: ${error.status}` : undefined}
      onRetry={() => void (pages ? list.fetchNextPage() : list.refetch())}
    />
  ) : null;

  if (!pages) return failed ?? <SkeletonRows count={4} className="h-20" />;
  const resumes = pages.flatMap((page) => page.resumes);
  if (resumes.length === 0) return <EmptyState>No resumes uploaded yet.</EmptyState>;
  const total = pages[0].total;
  return (
    <>
      <p className="text-xs text-subtle">
        {total} {total === 1 ? "résumé" : "résumés"}
      </p>
      <ul className="space-y-3">
        {resumes.map((resume) => (
          <li key={resume.id}>
            <ResumeRow resume={resume} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      <MorePages list={list} failed={failed} label="Load more résumés" rowClassName="h-20" />
    </>
  );
}

function SkillList({ skills }: { skills: string[] }) {
  const { shown, more } = skillSummary(skills);
  if (shown.length === 0) return <span className="text-xs text-subtle">No skills found</span>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
      {shown.map((skill) => (
        <li key={skill}>
          <Badge>{skill}</Badge>
        </li>
      ))}
      {more ? (
        <li>
          <Badge tone="accent">{more}</Badge>
        </li>
      ) : null}
    </ul>
  );
}

function ResumeRow({ resume, onOpen }: { resume: Resume; onOpen: (resume: Resume) => void }) {
  const name = resume.candidateName ?? "Name not found";
  return (
    <article data-testid="resume-row" className={cn(CARD, "grid gap-4 p-5 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_auto] md:items-center")}>
      <div className="min-w-0">
        <h3 className="text-base font-medium">{name}</h3>
        <p className="mt-1 truncate text-sm text-muted">{resume.email ?? "No email found"}</p>
        <p className="mt-2 text-xs text-subtle">
          <time dateTime={resume.uploadDate}>{shortDate(resume.uploadDate)}</time> · {formatFileSize(resume.fileSize)}
          {resume.experience ? ` · ${resume.experience}` : ""}
        </p>
      </div>
      <SkillList skills={resume.skills} />
      <Button variant="secondary" size="xs" onClick={() => onOpen(resume)} aria-label={`Details for ${name}`}>
        Details
      </Button>
    </article>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-[0.2em] text-subtle">{label}</dt>
      <dd className="mt-1 break-words text-sm text-fg">{children}</dd>
    </div>
  );
}

const link = (href: string | null) =>
  href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-accent underline-offset-4 hover:underline">
      {href}
    </a>
  ) : (
    "—"
  );

function ResumeDetails({ resume, onBack }: { resume: Resume | null; onBack: () => void }) {
  const navigation = useContext(AdminNavigationContext);
  if (!resume) return <EmptyState>Choose a résumé in the list to see its details.</EmptyState>;
  return (
    <div className="space-y-5">
      <div className={cn(CARD, "p-6")}>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h3 className="font-display text-3xl">{resume.candidateName ?? "Name not found"}</h3>
            <p className="mt-1 text-sm text-muted">{resume.originalName}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <a href={resumeFileUrl(resume.id, "view")} target="_blank" rel="noopener" className={buttonStyles("secondary", "", "sm")}>
              View
            </a>
            <a href={resumeFileUrl(resume.id, "download")} download className={buttonStyles("primary", "", "sm")}>
              Download
            </a>
          </div>
        </div>
        <dl className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <Field label="Email">{resume.email ?? "—"}</Field>
          <Field label="Phone">{resume.phone ?? "—"}</Field>
          <Field label="Experience">{resume.experience ?? "—"}</Field>
          <Field label="LinkedIn">{link(resume.linkedin)}</Field>
          <Field label="Portfolio">{link(resume.portfolio)}</Field>
          <Field label="Uploaded">
            <time dateTime={resume.uploadDate}>{longDate(resume.uploadDate)}</time>
          </Field>
          <Field label="File">
            {formatFileSize(resume.fileSize)} · {resume.mimeType}
          </Field>
          <Field label="Conversation">
            {resume.conversationId ? (
              <button
                type="button"
                onClick={() => navigation.openConversation(resume.conversationId!)}
                className="text-accent underline-offset-4 hover:underline"
              >
                Open the conversation
              </button>
            ) : (
              "Uploaded outside a conversation"
            )}
          </Field>
          <Field label="Lead">
            {resume.leadId ? (
              <button type="button" onClick={() => navigation.openLead(resume.leadId!)} className="text-accent underline-offset-4 hover:underline">
                Open the lead
              </button>
            ) : (
              "No lead (no email address read)"
            )}
          </Field>
          <Field label="Skills">{resume.skills.length ? resume.skills.join(", ") : "—"}</Field>
        </dl>
      </div>
      <div className={cn(CARD, "p-6")}>
        <h4 id={`resume-text-heading-${resume.id}`} className="text-xs uppercase tracking-[0.2em] text-subtle">
          Extracted text
        </h4>
        <ExtractedText id={resume.id} labelledBy={`resume-text-heading-${resume.id}`} />
      </div>
      <Button variant="ghost" size="xs" onClick={onBack}>
        ← Back to the list
      </Button>
    </div>
  );
}

/** A résumé opened by its id: its record comes with its text, which ExtractedText then reads from the cache. */
function ResumeById({ id, onBack }: { id: string; onBack: () => void }) {
  const { data, error, isFetching, refetch } = useQuery(adminQuery(resumeDetailUrl(id), resumeDetailSchema));
  if (error && !isFetching) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <SkeletonRows count={3} className="h-28" />;
  return <ResumeDetails resume={data} onBack={onBack} />;
}

function ExtractedText({ id, labelledBy }: { id: string; labelledBy: string }) {
  const { data, error, isFetching, refetch } = useQuery(adminQuery(resumeDetailUrl(id), resumeDetailSchema));
  if (error && !isFetching) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <SkeletonRows count={3} className="mt-3 h-5" />;
  return (
    // A long text scrolls inside its box: focusable, so a keyboard can scroll it too.
    <pre
      data-testid="resume-text"
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
      className="mt-3 max-h-[28rem] overflow-auto whitespace-pre-wrap font-sans text-sm leading-relaxed text-muted"
    >
      {data.extractedText || "No text could be extracted from this file."}
    </pre>
  );
}
