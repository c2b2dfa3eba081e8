"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useContext, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { Button } from "@/components/ui/button";
import { conversationsUrl, describeTokenUsage, intentBadges, transcriptEntry } from "@/lib/admin/conversations";
import {
  conversationPageSchema,
  conversationViewSchema,
  type ConversationAttachment,
  type ConversationSummary as Summary,
  type ConversationView,
} from "@/lib/contracts/conversations";
import { formatFileSize } from "@/lib/file-size";
import { apiJson } from "@/lib/api-client/client";
import { CONVERSATIONS_URL } from "../admin-api";
import { adminQuery } from "../queries";
import { AutomaticLabel, ContactSubmission } from "../shared/transcript";
import {
  AdminNavigationContext,
  Badge,
  CARD,
  EmptyState,
  ErrorState,
  FIELD,
  FileActions,
  Joined,
  longDate,
  MorePages,
  useListDetail,
  ViewsSection,
  shortDate,
  SkeletonRows,
  useDebouncedValue,
} from "../shared/ui";
import { cn } from "@/components/ui/cn";

// 'Conversation Monitor': Overview lists conversations newest first, a page at a time ("Load
// more" asks for the next); Detailed View reads one conversation's messages and replies in order,
// each with what answered it in plain words (the stored usage folded away beside it), the files
// sent in it and its lead (another tab can open one by its id). A contact-page submission shows as
// the form, without the reply the API logged, which its visitor never saw.

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

const INTENT_TONE = { employment: "info", "service-inquiry": "accent", webchat: "neutral", vendor: "success" } as const;

function IntentBadge({ intent, count }: { intent: string; count?: number }) {
  return (
    <Badge tone={INTENT_TONE[intent as keyof typeof INTENT_TONE] ?? "neutral"}>
      {intent}
      {count !== undefined ? <span className="tabular-nums opacity-80">{count}</span> : null}
    </Badge>
  );
}

const VIEWS = [
  { key: "list", label: "Overview" },
  { key: "detail", label: "Detailed View" },
] as const;

/** `openId`: a conversation another tab opened (the Knowledge tab's example messages), shown in Detailed View. */
export function ConversationsTab({ openId = null }: { openId?: string | null }) {
  const { view, setView, selected, open, back } = useListDetail<string>(openId ? "detail" : "list", openId);
  return (
    <ViewsSection
      title="Conversation Monitor"
      description="Every message visitors sent the concierge, with the reply they got."
      label="Conversation views"
      views={VIEWS}
      value={view}
      onChange={setView}
    >
      {view === "list" ? <Overview onOpen={open} /> : <DetailedView id={selected} onBack={back} />}
    </ViewsSection>
  );
}

function Overview({ onOpen }: { onOpen: (id: string) => void }) {
  const [input, setInput] = useState("");
  const hydrated = useHydrated();
  const q = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);

  return (
    <div>
      <label className="block max-w-md">
        <span className="sr-only">Search conversations</span>
        <input
          type="search"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          // In the server's HTML before hydration: what was typed then would not search.
          disabled={!hydrated}
          placeholder="Search by name, email, subject or message"
          className={FIELD}
        />
      </label>
      <div className="mt-5 space-y-3">
        <ConversationList q={q} onOpen={onOpen} />
      </div>
    </div>
  );
}

function ConversationList({ q, onOpen }: { q: string; onOpen: (id: string) => void }) {
  const list = useInfiniteQuery({
    queryKey: [CONVERSATIONS_URL, { q }],
    queryFn: ({ pageParam, signal }) =>
      apiJson("GET", conversationsUrl({ limit: PAGE_SIZE, cursor: pageParam, q }), conversationPageSchema, undefined, { signal, cache: "no-store" }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const conversations = list.data?.pages.flatMap((page) => page.conversations);
  const failed =
    list.error && !list.isFetching ? <ErrorState error={list.error} onRetry={() => void (conversations ? list.fetchNextPage() : list.refetch())} /> : null;

  if (!conversations) return failed ?? <SkeletonRows count={5} className="h-24" />;
  if (conversations.length === 0) return <EmptyState>{q ? "No conversations match this search." : "No conversations found"}</EmptyState>;
  return (
    <>
      <ul className="space-y-3">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow conversation={conversation} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      <MorePages list={list} failed={failed} label="Load more conversations" rowClassName="h-24" />
    </>
  );
}

function contactLabel(conversation: Pick<Summary, "clientName" | "clientEmail">) {
  if (conversation.clientName || conversation.clientEmail) {
    return { name: conversation.clientName ?? conversation.clientEmail ?? "", email: conversation.clientName ? conversation.clientEmail : null };
  }
  return { name: "Anonymous visitor", email: null };
}

/** The row's last message: the contact page's form by its message, anything else as written. */
function lastMessagePreview(conversation: Summary) {
  const text = conversation.lastMessage ?? "";
  const entry = transcriptEntry({ sessionId: conversation.sessionId, message: text });
  if (entry.kind !== "contact-form") return `“${text}”`;
  const message = entry.fields.find((field) => field.label === "Message")?.value;
  return message ? `Contact form submitted: “${message}”` : "Contact form submitted";
}

function ConversationRow({ conversation, onOpen }: { conversation: Summary; onOpen: (id: string) => void }) {
  const contact = contactLabel(conversation);
  return (
    <article data-testid="conversation-row" className={cn(CARD, "grid gap-4 p-5 md:grid-cols-[minmax(0,1fr)_auto] md:items-center")}>
      <div className="min-w-0">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h3 className="text-base font-medium text-fg">
            <bdi>{contact.name}</bdi>
          </h3>
          {contact.email ? (
            <span className="text-sm text-muted">
              <bdi>{contact.email}</bdi>
            </span>
          ) : null}
          {conversation.subject ? (
            <span className="text-sm text-subtle">
              · <bdi>{conversation.subject}</bdi>
            </span>
          ) : null}
        </div>
        {conversation.lastMessage ? (
          <p className="mt-2 line-clamp-2 text-sm text-muted">
            <bdi>{lastMessagePreview(conversation)}</bdi>
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {intentBadges(conversation.intents).map(({ intent, count }) => (
            <IntentBadge key={intent} intent={intent} count={count} />
          ))}
        </div>
      </div>
      <div className="flex items-center justify-between gap-6 md:flex-col md:items-end md:gap-3">
        <dl className="flex gap-5 text-right text-xs text-subtle">
          <div>
            <dt className="sr-only">Messages</dt>
            <dd>
              <span className="tabular-nums text-fg">{conversation.messageCount}</span> {conversation.messageCount === 1 ? "message" : "messages"}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Last activity</dt>
            <dd>
              <time dateTime={conversation.lastActivity}>{shortDate(conversation.lastActivity)}</time>
            </dd>
          </div>
        </dl>
        <Button variant="secondary" size="xs" onClick={() => onOpen(conversation.id)} aria-label={`View conversation with ${contact.name}`}>
          View
        </Button>
      </div>
    </article>
  );
}

function DetailedView({ id, onBack }: { id: string | null; onBack: () => void }) {
  const { data, error, isFetching, refetch } = useQuery({
    ...adminQuery(`${CONVERSATIONS_URL}/${encodeURIComponent(id ?? "")}`, conversationViewSchema),
    enabled: id !== null,
  });
  if (!id) return <EmptyState>Choose a conversation in Overview to read it here.</EmptyState>;
  if (error && !isFetching) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <SkeletonRows count={3} className="h-28" />;
  return <Transcript view={data} onBack={onBack} />;
}

function Transcript({ view: { conversation, messages, attachments }, onBack }: { view: ConversationView; onBack: () => void }) {
  const navigation = useContext(AdminNavigationContext);
  const contact = contactLabel(conversation);
  return (
    <div className="space-y-5">
      <div className={cn(CARD, "flex flex-wrap items-start justify-between gap-4 p-5")}>
        <div className="min-w-0">
          <h3 className="break-words text-lg font-medium">{contact.name}</h3>
          <p className="mt-1 break-words text-sm text-muted">
            {contact.email || conversation.company || conversation.subject || conversation.employmentType ? (
              <Joined
                values={[
                  contact.email,
                  conversation.company,
                  conversation.subject,
                  conversation.employmentType && `Employment: ${conversation.employmentType}`,
                ]}
              />
            ) : (
              "No contact details given"
            )}
          </p>
          <p className="mt-2 text-xs text-subtle">
            Started <time dateTime={conversation.createdAt}>{longDate(conversation.createdAt)}</time> · {messages.length}{" "}
            {messages.length === 1 ? "message" : "messages"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {conversation.leadId ? (
            <Button variant="secondary" size="xs" onClick={() => navigation.openLead(conversation.leadId!)}>
              Open lead →
            </Button>
          ) : null}
          <Button variant="ghost" size="xs" onClick={onBack}>
            ← Back to overview
          </Button>
        </div>
      </div>
      {attachments.length ? <Attachments attachments={attachments} leadId={conversation.leadId} /> : null}
      <ol className="space-y-4">
        {messages.map((message) => {
          const entry = transcriptEntry(message);
          const usage = describeTokenUsage(message.tokenUsage);
          return (
            <li key={message.id} data-testid="conversation-message" className={cn(CARD, "p-5")}>
              <div className="flex flex-wrap items-center gap-3 text-xs text-subtle">
                <time dateTime={message.timestamp}>{longDate(message.timestamp)}</time>
                <IntentBadge intent={message.intent} />
              </div>
              {entry.kind === "contact-form" ? (
                <div className="mt-3">
                  <ContactSubmission fields={entry.fields} />
                </div>
              ) : (
                <>
                  <p className="mt-3 whitespace-pre-wrap break-words text-sm text-fg">
                    <span className="mr-2 text-xs uppercase tracking-[0.2em] text-accent">Visitor</span>
                    {entry.kind === "automatic" ? (
                      <>
                        <AutomaticLabel entry={entry} />
                        <br />
                      </>
                    ) : null}
                    <bdi>{message.message}</bdi>
                  </p>
                  <p className="mt-3 whitespace-pre-wrap break-words border-l border-line pl-4 text-sm text-muted">
                    <span className="mr-2 text-xs uppercase tracking-[0.2em] text-subtle">Concierge</span>
                    {message.reply ?? "(no reply recorded)"}
                  </p>
                  {message.answeredFrom ? (
                    <p data-testid="answered-from" className="mt-3 text-xs text-fg/80">
                      {message.answeredFrom}
                    </p>
                  ) : null}
                </>
              )}
              {usage ? (
                <details className="mt-2 text-xs">
                  <summary className="w-fit cursor-pointer select-none text-subtle underline-offset-4 hover:text-fg hover:underline">Technical details</summary>
                  <code className="mt-1.5 block break-words font-mono text-subtle">{usage}</code>
                </details>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The files sent in the conversation: a résumé opens in the Resumes tab; each can be viewed or downloaded. */
function Attachments({ attachments, leadId }: { attachments: ConversationAttachment[]; leadId: string | null }) {
  const navigation = useContext(AdminNavigationContext);
  return (
    <section aria-label="Files sent in this conversation" className={cn(CARD, "p-5")}>
      <h4 className="text-xs font-medium uppercase tracking-[0.25em] text-subtle">Files</h4>
      <ul className="mt-3 space-y-3">
        {attachments.map((file) => (
          <li key={`${file.kind}-${file.id}`} data-testid="conversation-attachment" className="flex flex-wrap items-center justify-between gap-3">
            <p className="min-w-0 text-sm">
              <span className="break-all text-fg">{file.name}</span>
              <span className="ml-2 text-xs text-subtle">
                {file.kind === "resume" ? "Résumé" : "PDF"} · {formatFileSize(file.size)} · <time dateTime={file.uploadedAt}>{shortDate(file.uploadedAt)}</time>
              </span>
            </p>
            <FileActions file={file}>
              {file.leadId && file.leadId !== leadId ? (
                <Button variant="ghost" size="2xs" onClick={() => navigation.openLead(file.leadId!)} aria-label={`Open the lead ${file.name} names`}>
                  Open lead →
                </Button>
              ) : null}
            </FileActions>
          </li>
        ))}
      </ul>
    </section>
  );
}
