import { withAdmin } from "@/lib/auth/with-admin";
import { notificationsQuerySchema } from "@/lib/contracts/admin-requests";
import { listNotifications } from "@/lib/leads/store";
import { notificationSettings } from "@/lib/leads/notify";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/admin/leads/notifications — the notification outbox (sent, pending, failed and why) and what is configured (?status, ?limit, ?cursor).
export const GET = withAdmin(async (request) => {
  const query = notificationsQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return Response.json({ settings: notificationSettings(), ...(await listNotifications(query)) }, { headers: { "Cache-Control": "no-store" } });
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
