import path from "node:path";
import { loadEnvConfig } from "@next/env";
import { defineConfig } from "prisma/config";

// The CLI reads .env files the way Next does, and gets the embedded default database when
// DATABASE_URL is unset (without it, `prisma generate` falls back to downloading an engine).
loadEnvConfig(process.cwd());
process.env.DATABASE_URL ||= "file:./data/app.db";

// Prisma 6.19 with the JS schema engine: migrations run through the libSQL driver adapter,
// so no engine binary is downloaded (these machines are offline).
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    const { createLibsqlAdapter } = await import("./lib/db/adapter");
    return createLibsqlAdapter();
  },
});
