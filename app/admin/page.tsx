import { AdminApp } from "@/components/admin/admin-app";

export default function AdminPage() {
  return (
    <main id="main">
      <AdminApp />
    </main>
  );
}
