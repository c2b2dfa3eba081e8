import path from "node:path";
import { loadEnvConfig } from "@next/env";
import { defineConfig } from "prisma/config";

// The CLI reads .env files the way Next does, and gets the embedded default database when
// DATABASE_URL is unset (without it, `prisma generate` falls back to downloading an engine).
loadEnvConfig(process.cwd());
process.env.DATABASE_URL ||= "file:./data/app.db";
const postgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL);

// Prisma 6.19 with the JS schema engine: migrations run through the driver adapter of the
// database's engine, so no engine binary is downloaded (these machines are offline). Each engine
// has its schema (the PostgreSQL one generated from prisma/schema.prisma) and its migrations.
const dir = postgres ? path.join("prisma", "postgresql") : "prisma";
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join(dir, "schema.prisma"),
  migrations: { path: path.join(dir, "migrations") },
  async adapter() {
    const { createMigrationAdapter } = await import("./lib/db/adapter");
    return createMigrationAdapter();
  },
});
