#!/usr/bin/env bash
# Writes the migrations of a change to prisma/schema.prisma since the last commit, one per engine,
# in folders of the same timestamp and name:
#   bash scripts/new-migration.sh <name>
#     prisma/migrations/<timestamp>_<name>/migration.sql             (SQLite)
#     prisma/postgresql/migrations/<timestamp>_<name>/migration.sql  (PostgreSQL)
# It regenerates prisma/postgresql/schema.prisma (scripts/db-schemas.mjs), then diffs each engine's
# schema at HEAD (the PostgreSQL one generated from HEAD's prisma/schema.prisma) against the working
# one. Review both files, add any data steps by hand, and commit them with the schemas;
# tests/api/migrations.test.ts checks that each engine's migrations build its schema.
#
# (`migrate diff --from-migrations` is not used: with the JS engine and the libSQL adapter it
# replays only the first statement of each earlier migration into the shadow database, and so
# re-creates tables that exist. The JS schema engine connects to DATABASE_URL's database even to
# diff two schema files, so the PostgreSQL diff runs against a throwaway server,
# scripts/servers/postgres.ts, or the existing database DIFF_POSTGRES_URL names; it only reads it.)
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:?usage: scripts/new-migration.sh <name>}
if [[ ! $name =~ ^[A-Za-z0-9_]+$ ]]; then
  echo "the name is a folder name: letters, digits and _ only" >&2
  exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

node scripts/db-schemas.mjs
git show "HEAD:prisma/schema.prisma" > "$tmp/base.prisma"
# (Importing db-schemas.mjs also runs it, which rewrites nothing after the line above.)
node --input-type=module -e '
  import fs from "node:fs";
  import { postgresSchema } from "./scripts/db-schemas.mjs";
  fs.writeFileSync(process.argv[2], postgresSchema(fs.readFileSync(process.argv[1], "utf8")));
' "$tmp/base.prisma" "$tmp/base-postgresql.prisma"

DATABASE_URL="file:$tmp/diff.db" npx prisma migrate diff \
  --from-schema-datamodel "$tmp/base.prisma" --to-schema-datamodel prisma/schema.prisma --script > "$tmp/sqlite.sql"

# Node 24 (npx: the project's node) loads the erasable TypeScript of scripts/servers/postgres.ts.
DIFF_FROM="$tmp/base-postgresql.prisma" DIFF_OUT="$tmp/postgresql.sql" npx node \
  --disable-warning=MODULE_TYPELESS_PACKAGE_JSON --input-type=module -e '
  import { spawnSync } from "node:child_process";
  import fs from "node:fs";
  import { startPostgres } from "./scripts/servers/postgres.ts";
  let server;
  const stop = () => server?.stop();
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => { stop(); process.exit(130); });
  try {
    let url = process.env.DIFF_POSTGRES_URL;
    if (!url) {
      server = await startPostgres();
      url = server.url;
    }
    const diff = spawnSync("npx", ["prisma", "migrate", "diff", "--from-schema-datamodel", process.env.DIFF_FROM,
      "--to-schema-datamodel", "prisma/postgresql/schema.prisma", "--script"],
      { env: { ...process.env, DATABASE_URL: url }, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
    if (diff.status !== 0) throw new Error(`prisma migrate diff (PostgreSQL) failed with ${diff.status ?? diff.signal}`);
    fs.writeFileSync(process.env.DIFF_OUT, diff.stdout);
  } finally {
    stop();
  }
'

# A migration has SQL when a line that is not a comment has a word ("-- This is an empty migration." otherwise).
has_sql() { grep -v '^--' "$1" | grep -q '[A-Za-z]'; }
if ! has_sql "$tmp/sqlite.sql" && ! has_sql "$tmp/postgresql.sql"; then
  echo "no schema change since HEAD" >&2
  exit 1
fi
for engine in sqlite postgresql; do
  if ! has_sql "$tmp/$engine.sql"; then
    echo "the schema change gives SQL on one engine only (none on $engine): write both migrations by hand" >&2
    exit 1
  fi
done

# The timestamp orders the migrations: after the newest of either engine, even if this clock is behind.
stamp=$(date -u +%Y%m%d%H%M%S)
newest=$(find prisma/migrations prisma/postgresql/migrations -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | grep -o '^[0-9]\{14\}' | sort | tail -n 1)
if [[ -n $newest && ! $stamp > $newest ]]; then
  stamp=$(date -u -d "${newest:0:8} ${newest:8:2}:${newest:10:2}:${newest:12:2} UTC + 1 second" +%Y%m%d%H%M%S)
fi
folder="${stamp}_${name}"
for target in "prisma/migrations/$folder:sqlite" "prisma/postgresql/migrations/$folder:postgresql"; do
  dir=${target%:*}
  mkdir -p "$dir"
  printf '%s\n' "$(<"$tmp/${target##*:}.sql")" > "$dir/migration.sql"
  echo "wrote $dir/migration.sql"
done
