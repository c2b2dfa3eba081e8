"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { Button } from "@/components/ui/button";
import { conversationsUrl, describeTokenUsage, intentBadges } from "@/lib/admin/conversations";
import { conversationDetailSchema, conversationPageSchema, type ConversationSummary as Summary } from "@/lib/contracts/conversations";
import { apiJson } from "@/lib/http/client";
import { CONVERSATIONS_URL } from "./admin-api";
import { adminQuery } from "./queries";
import { Badge, CARD, EmptyState, ErrorState, FIELD, Joined, longDate, MorePages, useListDetail, ViewsSection, shortDate, SkeletonRows, useDebouncedValue } from "./ui";

// 'Conversation Monitor': Overview lists conversations newest first, a page at a time ("Load
// more" asks for the next); Detailed View reads one conversation's messages and replies in order
// (another tab can open one by its id).

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
  const failed = list.error && !list.isFetching ? <ErrorState error={list.error} onRetry={() => void (conversations ? list.fetchNextPage() : list.refetch())} /> : null;

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

function ConversationRow({ conversation, onOpen }: { conversation: Summary; onOpen: (id: string) => void }) {
  const contact = contactLabel(conversation);
  return (
    <article data-testid="conversation-row" className={`${CARD} grid gap-4 p-5 md:grid-cols-[minmax(0,1fr)_auto] md:items-center`}>
      <div className="min-w-0">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h3 className="text-base font-medium text-fg">{contact.name}</h3>
          {contact.email ? <span className="text-sm text-muted">{contact.email}</span> : null}
          {conversation.subject ? <span className="text-sm text-subtle">· {conversation.subject}</span> : null}
        </div>
        {conversation.lastMessage ? <p className="mt-2 line-clamp-2 text-sm text-muted">“{conversation.lastMessage}”</p> : null}
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
    ...adminQuery(`${CONVERSATIONS_URL}/${encodeURIComponent(id ?? "")}`, conversationDetailSchema),
    enabled: id !== null,
  });
  if (!id) return <EmptyState>Choose a conversation in Overview to read it here.</EmptyState>;
  if (error && !isFetching) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <SkeletonRows count={3} className="h-28" />;
  const { conversation, messages } = data;
  const contact = contactLabel(conversation);
  return (
    <div className="space-y-5">
      <div className={`${CARD} flex flex-wrap items-start justify-between gap-4 p-5`}>
        <div className="min-w-0">
          <h3 className="break-words text-lg font-medium">{contact.name}</h3>
          <p className="mt-1 break-words text-sm text-muted">
            {contact.email || conversation.company || conversation.subject || conversation.employmentType ? (
              <Joined values={[contact.email, conversation.company, conversation.subject, conversation.employmentType && `Employment: ${conversation.employmentType}`]} />
            ) : (
              "No contact details given"
            )}
          </p>
          <p className="mt-2 text-xs text-subtle">
            Started <time dateTime={conversation.createdAt}>{longDate(conversation.createdAt)}</time> · {messages.length}{" "}
            {messages.length === 1 ? "message" : "messages"}
          </p>
        </div>
        <Button variant="ghost" size="xs" onClick={onBack}>
          ← Back to overview
        </Button>
      </div>
      <ol className="space-y-4">
        {messages.map((message) => {
          const usage = describeTokenUsage(message.tokenUsage);
          return (
            <li key={message.id} data-testid="conversation-message" className={`${CARD} p-5`}>
              <div className="flex flex-wrap items-center gap-3 text-xs text-subtle">
                <time dateTime={message.timestamp}>{longDate(message.timestamp)}</time>
                <IntentBadge intent={message.intent} />
                {usage ? <span className="font-mono">{usage}</span> : null}
              </div>
              <p className="mt-3 whitespace-pre-wrap text-sm text-fg">
                <span className="mr-2 text-xs uppercase tracking-[0.2em] text-accent">Visitor</span>
                {message.message}
              </p>
              <p className="mt-3 whitespace-pre-wrap border-l border-line pl-4 text-sm text-muted">
                <span className="mr-2 text-xs uppercase tracking-[0.2em] text-subtle">Concierge</span>
                {message.reply ?? "(no reply recorded)"}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
