#!/usr/bin/env bash
# Writes a new migration from the change to prisma/schema.prisma since the last commit:
#   bash scripts/new-migration.sh <name>
# It diffs the committed schema against the working one. (`migrate diff --from-migrations` is not
# used: with the JS engine and the libSQL adapter it replays only the first statement of each
# earlier migration into the shadow database, and so re-creates tables that exist.)
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:?usage: scripts/new-migration.sh <name>}
base=$(mktemp --suffix=.prisma)
trap 'rm -f "$base"' EXIT
git show "HEAD:prisma/schema.prisma" > "$base"
sql=$(npx prisma migrate diff --from-schema-datamodel "$base" --to-schema-datamodel prisma/schema.prisma --script)
if ! grep -q '[A-Za-z]' <<<"$(grep -v '^--' <<<"$sql")"; then
  echo "no schema change since HEAD" >&2
  exit 1
fi
dir="prisma/migrations/$(date -u +%Y%m%d%H%M%S)_${name}"
mkdir -p "$dir"
printf '%s\n' "$sql" > "$dir/migration.sql"
echo "wrote $dir/migration.sql"
