// Writes prisma/postgresql/schema.prisma from the one schema source, prisma/schema.prisma: the same
// models on PostgreSQL, its client generated beside the SQLite one (lib/generated/prisma-pg). The
// Kysely table types come from the source schema only (both engines' drivers return the same values).
//   node scripts/db-schemas.mjs          write it
//   node scripts/db-schemas.mjs --check  exit 1 when the committed file is not what the source makes
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(root, "prisma", "schema.prisma");
const target = path.join(root, "prisma", "postgresql", "schema.prisma");

export function postgresSchema(text) {
  let out = text
    .replace(/\ngenerator kysely \{[^}]*\}\n/, "\n")
    .replace(/\n\/\/ Table types for the typed query layer[^\n]*\n(\/\/[^\n]*\n)*/, "\n")
    .replace('output       = "../lib/generated/prisma"', 'output       = "../../lib/generated/prisma-pg"')
    .replace('provider = "sqlite"', 'provider = "postgresql"');
  if (out === text || !out.includes('provider = "postgresql"') || !out.includes("prisma-pg")) {
    throw new Error("prisma/schema.prisma no longer has the generator and datasource lines this script rewrites");
  }
  out = out.replace(/\n\n\n+/g, "\n\n");
  return `// GENERATED from prisma/schema.prisma by scripts/db-schemas.mjs: edit the source, then run\n// \`npm run db:schemas\`.\n${out}`;
}

const wanted = postgresSchema(fs.readFileSync(source, "utf8"));
if (process.argv.includes("--check")) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : "";
  if (current !== wanted) {
    console.error("prisma/postgresql/schema.prisma is out of date: run `npm run db:schemas`");
    process.exit(1);
  }
} else {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (!fs.existsSync(target) || fs.readFileSync(target, "utf8") !== wanted) fs.writeFileSync(target, wanted);
}
