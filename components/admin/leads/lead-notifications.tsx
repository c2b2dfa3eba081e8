"use client";

import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useId, useState, type ReactNode } from "react";
import {
  CHANNEL_LABELS,
  deliveryBanners,
  KIND_LABELS,
  NOTIFICATION_STATUS_LABELS,
  NOTIFICATIONS_URL,
  notificationsUrl,
  plainDeliveryError,
} from "@/lib/admin/leads";
import {
  NOTIFICATION_STATUSES,
  notificationsResponseSchema,
  type LeadNotification,
  type NotificationSettings,
  type NotificationStatus,
  type NotificationsResponse,
  type OutboxEntry,
  type Undelivered,
} from "@/lib/contracts/leads";
import { apiJson } from "@/lib/api-client/client";
import { adminQuery } from "../queries";
import { Badge, CARD, EmptyState, ErrorState, Joined, MorePages, optionsOf, SelectField, shortDate, SkeletonRows } from "../shared/ui";
import { cn } from "@/components/ui/cn";

// Who was told about leads: a banner in plain words when a channel's notifications are not getting
// through; each notification's channel, status, attempts and, when it failed or was skipped, why
// (in plain words, the recorded reason beside it); and what is configured (email, webhook,
// retention), without any secret.

/** The recorded reason as it is, folded away for whoever fixes the settings. */
function TechnicalDetails({ error }: { error: string }) {
  return (
    <details className="group mt-1.5 text-xs">
      <summary className="w-fit cursor-pointer select-none text-subtle underline-offset-4 hover:text-fg hover:underline">Technical details</summary>
      <code className="mt-1.5 block break-words rounded-lg border border-line bg-ink/60 px-3 py-2 font-mono text-muted">{error}</code>
    </details>
  );
}

/** One banner per channel whose lead notifications are not getting through, in plain words, as of `now` (when the outbox was read). */
function DeliveryBanners({ undelivered, now }: { undelivered: Undelivered[]; now: number }) {
  const banners = deliveryBanners(undelivered, now);
  if (banners.length === 0) return null;
  return (
    <div className="space-y-3">
      {banners.map((banner) => (
        <div
          key={banner.channel}
          role="status"
          data-testid="delivery-banner"
          className="flex gap-4 rounded-card border border-danger/45 bg-danger/10 px-5 py-4 md:px-6"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 text-danger" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M12 3.5 2.5 20h19L12 3.5Z" strokeLinejoin="round" />
            <path d="M12 10v4.5M12 17.2v.3" strokeLinecap="round" />
          </svg>
          <div className="min-w-0">
            <p className="text-sm font-medium text-fg">{banner.text}</p>
            <p className="mt-1 text-sm text-muted">{banner.detail}</p>
            {banner.error ? <TechnicalDetails error={banner.error} /> : null}
          </div>
        </div>
      ))}
    </div>
  );
}

/** The banners for the Leads tab, from the outbox's state (one small read: the counts, not the list). */
export function DeliveryAlert() {
  const { data, dataUpdatedAt } = useQuery(adminQuery(notificationsUrl({ limit: 1 }), notificationsResponseSchema));
  return data ? <DeliveryBanners undelivered={data.undelivered} now={dataUpdatedAt} /> : null;
}

const PAGE_SIZE = 30;

const STATUS_TONE = { pending: "accent", held: "accent", sent: "success", failed: "danger", skipped: "neutral" } as const;

function NotificationItem({ notification, lead }: { notification: LeadNotification; lead?: { label: ReactNode; onOpen: () => void } }) {
  const { status } = notification;
  return (
    <li
      data-testid="notification"
      data-status={status}
      className="grid gap-3 rounded-xl border border-line bg-white/[0.02] p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-6"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONE[status]}>{NOTIFICATION_STATUS_LABELS[status]}</Badge>
          <span className="text-sm text-fg">{CHANNEL_LABELS[notification.channel]}</span>
          <span className="text-xs text-subtle">· {KIND_LABELS[notification.kind]}</span>
          {notification.otherVisitor ? <Badge tone="danger">From another visitor</Badge> : null}
        </div>
        {lead ? (
          <button
            type="button"
            onClick={lead.onOpen}
            className="mt-2 break-all text-left text-sm text-muted underline-offset-4 transition-colors hover:text-accent hover:underline motion-reduce:transition-none"
          >
            {lead.label}
          </button>
        ) : null}
        {notification.lastError ? (
          <div className="mt-2">
            <p className={cn("break-words text-xs leading-relaxed", status === "failed" ? "text-danger" : "text-muted")}>
              <span className="text-subtle">Why: </span>
              {plainDeliveryError(notification.channel, notification.lastError)}
            </p>
            <TechnicalDetails error={notification.lastError} />
          </div>
        ) : null}
      </div>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-subtle sm:flex-col sm:items-end sm:text-right">
        <div>
          <dt className="sr-only">Attempts</dt>
          <dd>
            <span className="tabular-nums text-fg/90">{notification.attempts}</span> {notification.attempts === 1 ? "attempt" : "attempts"}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{notification.sentAt ? "Sent" : "Created"}</dt>
          <dd>
            {notification.sentAt ? "Sent " : ""}
            <time dateTime={notification.sentAt ?? notification.createdAt}>{shortDate(notification.sentAt ?? notification.createdAt)}</time>
          </dd>
        </div>
        {status === "pending" ? (
          <div>
            <dt className="sr-only">Next attempt</dt>
            <dd>
              Next try <time dateTime={notification.nextAttemptAt}>{shortDate(notification.nextAttemptAt)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/** A lead's notifications, newest first. */
export function NotificationList({ notifications, empty }: { notifications: LeadNotification[]; empty: string }) {
  if (notifications.length === 0) return <p className="text-sm text-subtle">{empty}</p>;
  return (
    <ul className="space-y-2">
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </ul>
  );
}

function Setting({ title, configured, children }: { title: string; configured: boolean; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <div className="flex items-center justify-between gap-3">
        <h4 className="text-xs font-medium uppercase tracking-[0.25em] text-subtle">{title}</h4>
        <Badge tone={configured ? "success" : "neutral"}>{configured ? "On" : "Off"}</Badge>
      </div>
      <p className="mt-3 break-words text-sm leading-relaxed text-muted">{children}</p>
    </div>
  );
}

function Settings({ settings, counts }: { settings: NotificationSettings; counts: NotificationsResponse["counts"] }) {
  const { email, webhook, retentionDays } = settings;
  return (
    <div className="space-y-4">
      <section aria-label="Notification settings" data-testid="notification-settings" className={cn(CARD, "grid gap-6 p-6 md:grid-cols-3 md:gap-8")}>
        <Setting title="Email" configured={email.configured}>
          {email.configured ? (
            <>
              To <span className="text-fg">{email.to.join(", ")}</span> through {email.server}, from {email.from}.
            </>
          ) : (
            "Nobody is emailed: set SMTP_URL and LEAD_NOTIFY_TO."
          )}
        </Setting>
        <Setting title="Webhook" configured={webhook.configured}>
          {webhook.configured ? (
            <>
              Posts each lead to <span className="text-fg">{webhook.host}</span>.
            </>
          ) : (
            "No webhook: set LEAD_WEBHOOK_URL to a Slack or Teams incoming webhook."
          )}
        </Setting>
        <Setting title="Retention" configured={retentionDays !== null}>
          {retentionDays !== null
            ? `Conversations without contact details are deleted after ${retentionDays} days.`
            : "Every conversation is kept (RETENTION_DAYS is off)."}
        </Setting>
      </section>
      <dl aria-label="Notifications by status" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {NOTIFICATION_STATUSES.map((status) => (
          <div key={status} className={cn(CARD, "px-5 py-4")}>
            <dt className="text-xs uppercase tracking-[0.2em] text-subtle">{NOTIFICATION_STATUS_LABELS[status]}</dt>
            <dd className={cn("mt-1 font-display text-4xl tabular-nums", status === "failed" && counts[status] > 0 ? "text-danger" : "text-fg")}>
              {counts[status]}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The outbox, newest first, a page at a time, filtered by status; with the settings and the counts. */
export function NotificationsPanel({ onOpenLead }: { onOpenLead: (id: string) => void }) {
  const id = useId();
  const [status, setStatus] = useState<NotificationStatus | "">("");
  const list = useInfiniteQuery({
    queryKey: [NOTIFICATIONS_URL, { status }],
    queryFn: ({ pageParam, signal }) =>
      apiJson("GET", notificationsUrl({ limit: PAGE_SIZE, cursor: pageParam, status: status || undefined }), notificationsResponseSchema, undefined, {
        signal,
        cache: "no-store",
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Another status keeps the settings and the current list on screen while it loads.
    placeholderData: keepPreviousData,
  });
  const pages = list.data?.pages;
  const failed = list.error && !list.isFetching ? <ErrorState error={list.error} onRetry={() => void (pages ? list.fetchNextPage() : list.refetch())} /> : null;
  if (!pages) return failed ?? <SkeletonRows count={4} className="h-24" />;
  const notifications: OutboxEntry[] = pages.flatMap((page) => page.notifications);

  return (
    <div className="space-y-8">
      <Settings settings={pages[0].settings} counts={pages[0].counts} />
      <section aria-labelledby={`${id}-heading`} className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h3 id={`${id}-heading`} className="font-display text-2xl md:text-3xl">
            Outbox
          </h3>
          <SelectField
            id={`${id}-status`}
            label="Show"
            value={status}
            onChange={setStatus}
            options={optionsOf(NOTIFICATION_STATUSES, NOTIFICATION_STATUS_LABELS, "All notifications")}
            className="w-full sm:w-48"
          />
        </div>
        {notifications.length === 0 ? (
          <EmptyState>{status ? "No notifications with this status." : "No notifications yet."}</EmptyState>
        ) : (
          <>
            <ul aria-label="Notifications" className="space-y-2">
              {notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  lead={{ label: <Joined values={[notification.leadName, notification.leadEmail]} />, onOpen: () => onOpenLead(notification.leadId) }}
                />
              ))}
            </ul>
            <MorePages list={list} failed={failed} label="Load more notifications" rowClassName="h-24" />
          </>
        )}
      </section>
    </div>
  );
}
