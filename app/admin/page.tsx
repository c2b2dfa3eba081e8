import { headers } from "next/headers";
import { AdminApp } from "@/components/admin/admin-app";
import { hasLiveSession } from "@/lib/auth/session";

// GET /admin — the dashboard for a live session, else the login screen, decided here on the
// server (rendered per request): the browser never asks who it is after the page loads.
export default async function AdminPage() {
  return (
    <main id="main" data-admin>
      <AdminApp signedIn={await hasLiveSession(await headers())} />
    </main>
  );
}
