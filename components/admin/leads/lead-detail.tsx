"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useContext, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { showToast } from "@/components/ui/toast";
import { FACT_SOURCE_LABELS, LEADS_URL, leadDetailUrl, PATH_LABELS, qualificationGroups, SOURCE_LABELS, STATUS_LABELS } from "@/lib/admin/leads";
import {
  LEAD_NOTE_MAX_CHARS,
  LEAD_STATUSES,
  leadDetailResponseSchema,
  leadUpdateResponseSchema,
  type AlsoGivenEntry,
  type LeadAttachment,
  type LeadDetail,
  type LeadPath,
  type LeadSource,
  type LeadStatus,
} from "@/lib/contracts/leads";
import { formatFileSize } from "@/lib/file-size";
import { transcriptEntry } from "@/lib/admin/conversations";
import { apiJson } from "@/lib/api-client/client";
import { describeFailure } from "../admin-api";
import { NotificationList } from "./lead-notifications";
import { adminQuery } from "../queries";
import { AutomaticLabel, ContactSubmission } from "../shared/transcript";
import {
  AdminNavigationContext,
  Badge,
  CARD,
  EmptyState,
  FileActions,
  ErrorState,
  FIELD,
  LABEL,
  longDate,
  optionsOf,
  SelectField,
  shortDate,
  SkeletonRows,
  useSignInAgainAction,
} from "../shared/ui";
import { cn } from "@/components/ui/cn";

// One lead: who they are, what they said and sent (in order), the qualification read from it with
// the sentence each fact came from, staff's status and note, and who was told about them.

const STATUS_TONE = { new: "accent", contacted: "info", qualified: "success", won: "success", lost: "neutral", spam: "danger" } as const;

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge tone={STATUS_TONE[status]}>
      <span className="sr-only">Status: </span>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** Which path the lead came by: a client, or an applicant (only a résumé or the careers path), kept apart at a glance. */
export function PathBadge({ path }: { path: LeadPath }) {
  return (
    <span data-testid="lead-path" data-path={path}>
      <Badge tone={path === "applicant" ? "info" : "neutral"}>
        <span className="sr-only">Path: </span>
        {PATH_LABELS[path]}
      </Badge>
    </span>
  );
}

export function SourceBadges({ sources }: { sources: LeadSource[] }) {
  return (
    <ul aria-label="Sources" className="flex flex-wrap gap-1.5">
      {sources.map((source) => (
        <li key={source}>
          <Badge>{SOURCE_LABELS[source]}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** A card's heading: small capitals over the card's content. */
function CardHeading({ id, children, aside }: { id: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <h4 id={id} className="text-xs font-medium uppercase tracking-[0.25em] text-subtle">
        {children}
      </h4>
      {aside ? <span className="text-xs tabular-nums text-subtle">{aside}</span> : null}
    </div>
  );
}

export function LeadDetailView({ id, focusName, onBack }: { id: string | null; focusName: boolean; onBack: () => void }) {
  const { data, error, isFetching, refetch } = useQuery({ ...adminQuery(leadDetailUrl(id ?? ""), leadDetailResponseSchema), enabled: id !== null });
  if (!id) return <EmptyState>Choose a lead in the list to see everything they sent.</EmptyState>;
  if (error && !isFetching) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <SkeletonRows count={3} className="h-36" />;
  return <Lead lead={data.lead} focusName={focusName} onBack={onBack} />;
}

function Lead({ lead, focusName, onBack }: { lead: LeadDetail; focusName: boolean; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const name = lead.name ?? lead.email;
  // Opened from a list: the reader starts at the lead's name.
  useEffect(() => {
    if (focusName) heading.current?.focus();
  }, [focusName]);
  return (
    <div className="space-y-5">
      <div className={cn(CARD, "p-6 md:p-8")}>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <PathBadge path={lead.path} />
              <StatusBadge status={lead.status} />
              <SourceBadges sources={lead.sources} />
            </div>
            <h3 ref={heading} tabIndex={-1} className="mt-4 break-words font-display text-4xl leading-none focus:outline-none md:text-5xl">
              {name}
            </h3>
            <p className="mt-3 break-words text-muted">
              <a href={`mailto:${lead.email}`} className="text-fg underline-offset-4 hover:text-accent hover:underline">
                <bdi>{lead.email}</bdi>
              </a>
              {lead.phone ? (
                <span>
                  {" "}
                  ·{" "}
                  <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className="text-fg underline-offset-4 hover:text-accent hover:underline">
                    <bdi>{lead.phone}</bdi>
                  </a>
                </span>
              ) : null}
              {lead.company ? (
                <span>
                  {" "}
                  · <bdi>{lead.company}</bdi>
                </span>
              ) : null}
            </p>
          </div>
          <Button variant="ghost" size="xs" className="-ml-4 sm:ml-0" onClick={onBack}>
            ← Back to the list
          </Button>
        </div>
        <dl className="mt-7 grid grid-cols-2 gap-5 border-t border-line pt-6 sm:grid-cols-4">
          <Stat label="First contact">
            <time dateTime={lead.firstContactAt}>{shortDate(lead.firstContactAt)}</time>
          </Stat>
          <Stat label="Last contact">
            <time dateTime={lead.lastContactAt}>{shortDate(lead.lastContactAt)}</time>
          </Stat>
          <Stat label="Messages">{lead.counts.messages}</Stat>
          <Stat label="Files">{lead.counts.attachments}</Stat>
        </dl>
      </div>
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="space-y-5">
          <QualificationCard lead={lead} />
          <MessagesCard lead={lead} />
        </div>
        <div className="space-y-5">
          {lead.alsoGiven.length ? <AlsoGivenCard lead={lead} /> : null}
          <FollowUp key={lead.id} lead={lead} />
          <AttachmentsCard attachments={lead.attachments} />
          <section aria-labelledby={`lead-notifications-${lead.id}`} className={cn(CARD, "p-6")}>
            <CardHeading id={`lead-notifications-${lead.id}`} aside={lead.notifications.length}>
              Notifications
            </CardHeading>
            <div className="mt-4">
              <NotificationList notifications={lead.notifications} empty="Nobody has been told about this lead yet." />
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-[0.2em] text-subtle">{label}</dt>
      <dd className="mt-1.5 text-lg tabular-nums text-fg">{children}</dd>
    </div>
  );
}

function QualificationCard({ lead }: { lead: LeadDetail }) {
  const id = `lead-qualification-${lead.id}`;
  return (
    <section aria-labelledby={id} data-testid="lead-qualification" className={cn(CARD, "p-6 md:p-7")}>
      <CardHeading id={id}>Qualification</CardHeading>
      <p className="mt-2 text-sm text-muted">Read from what they wrote and sent, each with the sentence it came from.</p>
      <dl className="mt-4 divide-y divide-line">
        {qualificationGroups(lead.qualification).map((group) => (
          <div key={group.label} className="grid gap-2 py-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-6">
            <dt className="pt-0.5 text-xs uppercase tracking-[0.2em] text-subtle">{group.label}</dt>
            <dd>
              {group.facts.length ? (
                <ul className="space-y-4">
                  {group.facts.map((fact) => (
                    <li key={`${fact.value}-${fact.source.id}`}>
                      <p className="text-base text-fg">{fact.value}</p>
                      <figure className="mt-1.5 border-l-2 border-accent/40 pl-3">
                        <blockquote className="text-sm italic leading-relaxed text-muted">“{fact.sentence}”</blockquote>
                        <figcaption className="mt-1 text-xs text-subtle">From {FACT_SOURCE_LABELS[fact.source.kind]}</figcaption>
                      </figure>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-subtle">Not mentioned</p>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function MessagesCard({ lead }: { lead: LeadDetail }) {
  const id = `lead-messages-${lead.id}`;
  return (
    <section aria-labelledby={id} className={cn(CARD, "p-6 md:p-7")}>
      <CardHeading id={id} aside={lead.messages.length}>
        Messages
      </CardHeading>
      {lead.messages.length ? (
        <ol className="mt-5 space-y-6">
          {lead.messages.map((message) => {
            const entry = transcriptEntry(message);
            return (
              <li key={message.id} data-testid="lead-message" className="border-l border-line pl-4">
                <div className="flex flex-wrap items-center gap-2 text-xs text-subtle">
                  <time dateTime={message.timestamp}>{longDate(message.timestamp)}</time>
                  <Badge>{SOURCE_LABELS[message.source]}</Badge>
                  {message.otherVisitor ? <Badge tone="danger">{OTHER_VISITOR}</Badge> : null}
                </div>
                {entry.kind === "contact-form" ? (
                  <div className="mt-3">
                    <ContactSubmission fields={entry.fields} />
                  </div>
                ) : (
                  <>
                    {entry.kind === "automatic" ? (
                      <p className="mt-2">
                        <AutomaticLabel entry={entry} />
                      </p>
                    ) : null}
                    <p className="mt-2 whitespace-pre-wrap break-words text-sm leading-relaxed text-fg">{message.message}</p>
                    {message.reply ? (
                      <p className="mt-2 whitespace-pre-wrap break-words text-sm leading-relaxed text-muted">
                        <span className="mr-2 text-xs uppercase tracking-[0.2em] text-subtle">Concierge</span>
                        {message.reply}
                      </p>
                    ) : null}
                  </>
                )}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-subtle">No messages: they left their details without writing.</p>
      )}
    </section>
  );
}

function AttachmentsCard({ attachments }: { attachments: LeadAttachment[] }) {
  const navigation = useContext(AdminNavigationContext);
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn(CARD, "p-6")}>
      <CardHeading id={id} aside={attachments.length}>
        Attachments
      </CardHeading>
      {attachments.length ? (
        <ul className="mt-4 space-y-3">
          {attachments.map((file) => (
            <li key={`${file.kind}-${file.id}`} data-testid="lead-attachment" className="rounded-xl border border-line bg-white/[0.02] p-4">
              <p className="break-all text-sm font-medium text-fg">{file.name}</p>
              <p className="mt-1 text-xs text-subtle">
                {file.kind === "resume" ? "Résumé" : "Contact PDF"} · {formatFileSize(file.size)} ·{" "}
                <time dateTime={file.uploadedAt}>{shortDate(file.uploadedAt)}</time>
              </p>
              {file.otherVisitor ? (
                <p className="mt-2">
                  <Badge tone="danger">{OTHER_VISITOR}</Badge>
                </p>
              ) : null}
              {file.detail ? <p className="mt-2 line-clamp-3 text-sm text-muted">{file.detail}</p> : null}
              <FileActions file={file} className="mt-3 flex flex-wrap gap-2">
                {file.conversationId ? (
                  <Button
                    variant="ghost"
                    size="2xs"
                    onClick={() => navigation.openConversation(file.conversationId!)}
                    aria-label={`Open the conversation ${file.name} was sent in`}
                  >
                    Open conversation →
                  </Button>
                ) : null}
              </FileActions>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-subtle">No files.</p>
      )}
    </section>
  );
}

/** The badge on what another visitor than the address's first sent with the lead's address. */
const OTHER_VISITOR = "From another visitor";

/**
 * What later contacts from other visitors gave with this lead's address: anyone can type an
 * address, so none of it changed the lead. Staff accept an entry to make its name and company the lead's.
 */
function AlsoGivenCard({ lead }: { lead: LeadDetail }) {
  const id = useId();
  const queryClient = useQueryClient();
  const signInAgain = useSignInAgainAction();
  const detailKey = adminQuery(leadDetailUrl(lead.id), leadDetailResponseSchema).queryKey;
  const accept = useMutation({
    mutationFn: (entry: AlsoGivenEntry) =>
      apiJson("PATCH", leadDetailUrl(lead.id), leadUpdateResponseSchema, { accept: { name: entry.name, company: entry.company } }),
    onSuccess: ({ lead: saved }) => {
      void queryClient.invalidateQueries({ queryKey: detailKey });
      void queryClient.invalidateQueries({ queryKey: [LEADS_URL] });
      showToast({ title: "Accepted", description: `The lead is now ${[saved.name, saved.company].filter(Boolean).join(", ") || saved.email}` });
    },
    onError: (error) => {
      const failure = describeFailure(error);
      showToast({ title: "Failed to accept", description: failure.detail ?? failure.message, action: signInAgain(error), variant: "destructive" });
    },
  });
  return (
    <section aria-labelledby={id} data-testid="also-given" className={cn(CARD, "p-6")}>
      <CardHeading id={id} aside={lead.alsoGiven.length}>
        Also given
      </CardHeading>
      <p className="mt-3 text-sm leading-relaxed text-muted">Other visitors typed this address. It may not be them: nothing they gave changed the lead.</p>
      <ul className="mt-4 space-y-3">
        {lead.alsoGiven.map((entry) => (
          <li key={`${entry.at}-${entry.source}-${entry.name}-${entry.company}`} className="rounded-xl border border-line bg-white/[0.02] p-4">
            <p className="break-words text-sm text-fg">
              <bdi>{entry.name ?? "No name"}</bdi>
              {entry.company ? (
                <span className="text-muted">
                  {" "}
                  · <bdi>{entry.company}</bdi>
                </span>
              ) : null}
            </p>
            <p className="mt-1 text-xs text-subtle">
              {SOURCE_LABELS[entry.source]} · <time dateTime={entry.at}>{shortDate(entry.at)}</time>
              {entry.times > 1 ? ` · ${entry.times} times` : ""}
            </p>
            {entry.name || entry.company ? (
              <div className="mt-3">
                <Button variant="ghost" size="2xs" disabled={accept.isPending} onClick={() => accept.mutate(entry)}>
                  Accept<span className="sr-only"> {[entry.name, entry.company].filter(Boolean).join(", ")} as the lead&apos;s</span>
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Staff's status and note for the lead, saved together; the lists read again once saved. */
function FollowUp({ lead }: { lead: LeadDetail }) {
  const id = useId();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [note, setNote] = useState(lead.note);
  const queryClient = useQueryClient();
  const signInAgain = useSignInAgainAction();
  const detailKey = adminQuery(leadDetailUrl(lead.id), leadDetailResponseSchema).queryKey;

  const save = useMutation({
    mutationFn: (update: { status: LeadStatus; note: string }) => apiJson("PATCH", leadDetailUrl(lead.id), leadUpdateResponseSchema, update),
    onSuccess: ({ lead: saved }) => {
      queryClient.setQueryData(detailKey, (old) => (old ? { lead: { ...old.lead, ...saved } } : old));
      void queryClient.invalidateQueries({ queryKey: [LEADS_URL] });
      showToast({ title: "Lead updated", description: `${saved.name ?? saved.email}: ${STATUS_LABELS[saved.status]}` });
    },
    onError: (error) => {
      const failure = describeFailure(error);
      showToast({ title: "Failed to update lead", description: failure.detail ?? failure.message, action: signInAgain(error), variant: "destructive" });
    },
  });
  const dirty = status !== lead.status || note !== lead.note;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty && !save.isPending) save.mutate({ status, note });
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-heading`} className={cn(CARD, "p-6")}>
      <CardHeading id={`${id}-heading`}>Follow-up</CardHeading>
      <div className="mt-5 space-y-4">
        <SelectField id={`${id}-status`} label="Status" value={status} onChange={setStatus} options={optionsOf(LEAD_STATUSES, STATUS_LABELS)} />
        <div>
          <label htmlFor={`${id}-note`} className={LABEL}>
            Staff note
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={5}
            maxLength={LEAD_NOTE_MAX_CHARS}
            placeholder="What was agreed, who follows up, and when."
            aria-describedby={`${id}-note-count`}
            className={cn(FIELD, "min-h-32 resize-y leading-relaxed")}
          />
          <p id={`${id}-note-count`} className="mt-1.5 text-right text-xs tabular-nums text-subtle">
            {note.length.toLocaleString("en-US")} / {LEAD_NOTE_MAX_CHARS.toLocaleString("en-US")} characters
          </p>
        </div>
      </div>
      <div className="mt-5 flex justify-end">
        <Button type="submit" disabled={!dirty || save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
