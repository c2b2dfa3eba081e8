"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { showToast } from "@/components/ui/toast";
import { confirmsEmail, describeCounts, dispositionName, PRIVACY_URL, STATUS_LABELS, totalOf } from "@/lib/admin/leads";
import {
  deleteNamedFilesResponseSchema,
  deletionLogResponseSchema,
  eraseResponseSchema,
  personFindResponseSchema,
  type DeletionCounts,
  type ErasedFile,
  type MentionKind,
  type PersonFindResponse,
} from "@/lib/contracts/leads";
import { apiJson, apiRequest } from "@/lib/api-client/client";
import { describeFailure } from "../admin-api";
import { adminQuery } from "../queries";
import { Badge, CARD, EmptyState, ErrorState, FIELD, LABEL, shortDate, SkeletonRows, useSignInAgainAction } from "../shared/ui";
import { cn } from "@/components/ui/cn";

// A person's data, on request: everything stored about an email address, found and counted,
// exported as one ZIP, or deleted (rows and files) after staff type the address again. The
// address travels in request bodies only. The deletion log lists every erasure, with counts.

const FIND_URL = `${PRIVACY_URL}/find`;
const EXPORT_URL = `${PRIVACY_URL}/export`;
const ERASE_URL = `${PRIVACY_URL}/erase`;
const LOG_URL = `${PRIVACY_URL}/log`;
const FILES_URL = `${PRIVACY_URL}/files`;

/** How long a downloaded blob's URL is kept: the browser has read it long before. */
const BLOB_URL_LIFETIME_MS = 60_000;

/** Hands a blob to the browser as a download named `name` (the answer was a POST, so no link can ask for it). */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}

function CountList({ counts, label, onlyFound = false }: { counts: DeletionCounts; label: string; onlyFound?: boolean }) {
  const items = describeCounts(counts).filter((item) => !onlyFound || item.count > 0);
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map((item) => (
        <li
          key={item.key}
          data-testid="count"
          className={cn("rounded-xl border border-line px-3 py-2 text-sm", item.count ? "bg-white/[0.04] text-fg" : "text-subtle")}
        >
          {item.label}
        </li>
      ))}
    </ul>
  );
}

export function PrivacyRequests() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [erased, setErased] = useState<{ email: string; counts: DeletionCounts; files: ErasedFile[] } | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const signInAgain = useSignInAgainAction();
  const failureToast = (title: string, error: unknown) => {
    const failure = describeFailure(error);
    showToast({ title, description: failure.detail ?? failure.message, action: signInAgain(error), variant: "destructive" });
  };

  const find = useMutation({
    mutationFn: (address: string) => apiJson("POST", FIND_URL, personFindResponseSchema, { email: address }, { cache: "no-store" }),
    onMutate: () => setErased(null),
  });
  const found = find.data;

  const exportZip = useMutation({
    mutationFn: async (address: string) => {
      const response = await apiRequest("POST", EXPORT_URL, { email: address }, { cache: "no-store" });
      return { blob: await response.blob(), name: dispositionName(response.headers.get("content-disposition"), "personal-data.zip") };
    },
    onSuccess: ({ blob, name }) => {
      saveBlob(blob, name);
      showToast({ title: "Export ready", description: `${name} is downloading.` });
    },
    onError: (error) => failureToast("Failed to export the data", error),
  });

  const erase = useMutation({
    mutationFn: (address: string) => apiJson("POST", ERASE_URL, eraseResponseSchema, { email: address, confirmEmail: address, confirm: true }),
    onSuccess: ({ erased: counts, files }, address) => {
      setErased({ email: address, counts, files });
      setConfirming(false);
      // Leads, conversations, résumés, notifications and the log all changed.
      void queryClient.invalidateQueries();
      showToast({ title: "Personal data deleted", description: `Everything stored about ${address} is gone.` });
    },
    onError: (error) => failureToast("Failed to delete the data", error),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (address) find.mutate(address);
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
      <div className="space-y-5">
        <section aria-labelledby={`${id}-heading`} className={cn(CARD, "p-6 md:p-8")}>
          <h3 id={`${id}-heading`} className="font-display text-3xl md:text-4xl">
            A person’s data
          </h3>
          <p className="mt-3 max-w-xl text-sm leading-relaxed text-muted">
            Find everything stored about an email address: their lead, conversations, messages, contact PDFs and résumés. Export it as one ZIP, or delete all of
            it.
          </p>
          <form onSubmit={submit} className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor={`${id}-email`} className={LABEL}>
                Email address
              </label>
              <input
                id={`${id}-email`}
                type="email"
                required
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                placeholder="name@company.com"
                maxLength={254}
                className={FIELD}
              />
            </div>
            <Button type="submit" disabled={find.isPending}>
              {find.isPending ? "Finding..." : "Find"}
            </Button>
          </form>
        </section>

        {find.error ? <ErrorState error={find.error} onRetry={() => find.mutate(find.variables ?? email.trim())} /> : null}
        {found && !erased ? (
          <FoundCard found={found} exporting={exportZip.isPending} onExport={() => exportZip.mutate(found.email)} onDelete={() => setConfirming(true)} />
        ) : null}
        {erased ? (
          <section role="status" aria-labelledby={`${id}-erased`} data-testid="erase-result" className={cn(CARD, "border-success/30 p-6")}>
            <h4 ref={resultHeading} id={`${id}-erased`} tabIndex={-1} className="font-display text-2xl focus:outline-none">
              Deleted everything stored about {erased.email}
            </h4>
            <div className="mt-4">
              <CountList counts={erased.counts} label="What was deleted" />
            </div>
            {erased.files.length ? <NamedFiles key={erased.email} files={erased.files} onFailure={failureToast} /> : null}
          </section>
        ) : null}
      </div>

      <DeletionLog />

      {found ? (
        <EraseDialog
          key={found.email}
          open={confirming}
          found={found}
          pending={erase.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => erase.mutate(found.email)}
          // After an erasure the Delete button is gone: the focus goes to the result instead.
          onClosed={(event) => {
            if (!resultHeading.current) return;
            event.preventDefault();
            resultHeading.current.focus();
          }}
        />
      ) : null}
    </div>
  );
}

const MENTION_LABELS: Record<MentionKind, string> = {
  message: "Chat message",
  conversation: "Contact details",
  resume: "Résumé",
  upload: "Contact form",
  lead: "Another lead",
  notification: "Notification",
  knowledge: "Knowledge",
};

/**
 * Other people's stored files whose text named the erased address: their rows no longer hold it,
 * the files still do. Staff delete them here, or keep them.
 */
function NamedFiles({ files, onFailure }: { files: ErasedFile[]; onFailure: (title: string, error: unknown) => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () =>
      apiJson("POST", FILES_URL, deleteNamedFilesResponseSchema, { files: files.map(({ kind, id: fileId }) => ({ kind, id: fileId })), confirm: true }),
    onSuccess: ({ deleted }) => {
      void queryClient.invalidateQueries();
      showToast({ title: "Files deleted", description: `${deleted.files} ${deleted.files === 1 ? "file" : "files"} deleted.` });
    },
    onError: (error) => onFailure("Failed to delete the files", error),
  });
  return (
    <div data-testid="erase-named-files" className="mt-6 border-t border-line pt-5">
      <h5 id={`${id}-files`} className="text-xs font-medium uppercase tracking-[0.25em] text-subtle">
        Someone else&apos;s files still name it · {files.length}
      </h5>
      <p className="mt-2 text-sm text-muted">
        Their text in the admin no longer holds the address, but the stored files do. Delete them, or keep them as they are.
      </p>
      <ul aria-labelledby={`${id}-files`} className="mt-3 space-y-2">
        {files.map((file) => (
          <li key={`${file.kind}-${file.id}`} className="rounded-lg border border-line bg-white/[0.02] px-3 py-2 text-sm">
            <span className="mr-2 text-xs uppercase tracking-[0.2em] text-subtle">{file.kind === "upload" ? "Contact PDF" : "Résumé"}</span>
            <span className="text-fg [overflow-wrap:anywhere]">{file.name}</span>
          </li>
        ))}
      </ul>
      {remove.isSuccess ? (
        <p className="mt-3 text-sm text-muted">Deleted: {remove.data.deleted.files === 1 ? "1 file" : `${remove.data.deleted.files} files`}.</p>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => remove.mutate()} disabled={remove.isPending} className="bg-danger text-ink hover:bg-danger/85">
            {remove.isPending ? "Deleting..." : files.length === 1 ? "Delete this file" : `Delete these ${files.length} files`}
          </Button>
        </div>
      )}
    </div>
  );
}

function FoundCard({ found, exporting, onExport, onDelete }: { found: PersonFindResponse; exporting: boolean; onExport: () => void; onDelete: () => void }) {
  const total = totalOf(found.counts);
  return (
    <section aria-label={`Stored about ${found.email}`} data-testid="person-found" className={cn(CARD, "p-6 md:p-8")}>
      <p className="text-xs uppercase tracking-[0.25em] text-subtle">Stored about</p>
      <p className="mt-2 break-all font-display text-2xl md:text-3xl">{found.email}</p>
      {total === 0 ? (
        <p className="mt-4 text-sm text-muted">Nothing is stored about this address.</p>
      ) : (
        <>
          <div className="mt-5">
            <CountList counts={found.counts} label="What is stored" />
          </div>
          <ul className="mt-5 space-y-1.5 text-sm text-muted">
            {found.leads.map((lead) => (
              <li key={lead.id}>
                Lead {lead.name ? <span className="text-fg">{lead.name}</span> : null} · {STATUS_LABELS[lead.status]}
              </li>
            ))}
            {found.conversations.map((conversation) => (
              <li key={conversation.id}>
                Conversation started <time dateTime={conversation.createdAt}>{shortDate(conversation.createdAt)}</time> · {conversation.messages}{" "}
                {conversation.messages === 1 ? "message" : "messages"}
              </li>
            ))}
            {found.uploads.map((upload) => (
              <li key={upload.id} className="break-all">
                Contact PDF {upload.originalName}
              </li>
            ))}
            {found.resumes.map((resume) => (
              <li key={resume.id} className="break-all">
                Résumé {resume.originalName}
              </li>
            ))}
          </ul>
          {found.mentions.length ? (
            <div data-testid="person-mentions" className="mt-6 border-t border-line pt-5">
              <h4 className="text-xs font-medium uppercase tracking-[0.25em] text-subtle">Named in someone else&apos;s text · {found.counts.redacted}</h4>
              <p className="mt-2 text-sm text-muted">
                Not this person&apos;s data: the export carries only these lines, and deleting replaces the address in them with “[erased]”.
              </p>
              <ul className="mt-3 space-y-2">
                {found.mentions.map((mention) => (
                  <li key={`${mention.kind}-${mention.id}`} className="rounded-lg border border-line bg-white/[0.02] px-3 py-2 text-sm">
                    <span className="mr-2 text-xs uppercase tracking-[0.2em] text-subtle">{MENTION_LABELS[mention.kind]}</span>
                    <q className="text-fg [overflow-wrap:anywhere]">{mention.excerpt}</q>
                  </li>
                ))}
              </ul>
              {found.counts.redacted > found.mentions.length ? (
                <p className="mt-2 text-xs text-subtle">and {found.counts.redacted - found.mentions.length} more</p>
              ) : null}
            </div>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <Button variant="secondary" onClick={onExport} disabled={exporting}>
              {exporting ? "Exporting..." : "Export ZIP"}
            </Button>
            <Button onClick={onDelete} className="bg-danger text-ink hover:bg-danger/85">
              Delete everything…
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function EraseDialog({
  open,
  found,
  pending,
  onCancel,
  onConfirm,
  onClosed,
}: {
  open: boolean;
  found: PersonFindResponse;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  onClosed: (event: Event) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const confirmed = confirmsEmail(typed, found.email);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed && !pending) onConfirm();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/80 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={onClosed}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(92vw,34rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card border border-line bg-surface p-7 shadow-2xl outline-none motion-safe:animate-rise-in"
        >
          <Dialog.Title className="font-display text-3xl">Delete this person’s data?</Dialog.Title>
          <Dialog.Description className="mt-3 text-sm leading-relaxed text-muted">
            Everything stored about <span className="break-all text-fg">{found.email}</span> is deleted for good, files included. Where someone else’s message
            or résumé only quotes the address, their text is kept with the address replaced by “[erased]”. The deletion log keeps only who did it, when, and
            these counts.
          </Dialog.Description>
          <div className="mt-5">
            <CountList counts={found.counts} label="What will be deleted" onlyFound />
          </div>
          <form onSubmit={submit} className="mt-6">
            <label htmlFor={`${id}-confirm`} className={LABEL}>
              Type the email address to confirm
            </label>
            <input
              id={`${id}-confirm`}
              type="email"
              autoComplete="off"
              autoFocus
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              className={FIELD}
            />
            <div className="mt-7 flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={pending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={!confirmed || pending} className="bg-danger text-ink hover:bg-danger/85">
                {pending ? "Deleting..." : "Delete permanently"}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DeletionLog() {
  const id = useId();
  const { data, error, isFetching, refetch } = useQuery(adminQuery(LOG_URL, deletionLogResponseSchema));
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} className="font-display text-2xl md:text-3xl">
        Deletion log
      </h3>
      {error && !isFetching ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <SkeletonRows count={3} className="h-20" />
      ) : data.entries.length === 0 ? (
        <EmptyState>No deletions yet.</EmptyState>
      ) : (
        <ol aria-label="Deletions" className="space-y-2">
          {data.entries.map((entry) => {
            const deleted = describeCounts(entry.counts).filter((item) => item.count > 0);
            return (
              <li key={entry.id} data-testid="deletion-log-entry" className={cn(CARD, "p-4")}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Badge tone={entry.reason === "request" ? "danger" : "neutral"}>{entry.reason === "request" ? "Request" : "Retention"}</Badge>
                  <time dateTime={entry.at} className="text-xs tabular-nums text-subtle">
                    {shortDate(entry.at)}
                  </time>
                </div>
                <p className="mt-2 text-sm text-fg/90">{deleted.length ? deleted.map((item) => item.label).join(" · ") : "Nothing was stored"}</p>
                <p className="mt-1 break-all text-xs text-subtle">by {entry.actor}</p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
