#!/usr/bin/env bash
# deploy/restore.sh DUMP: puts a backup made by deploy/backup.sh back (docs/deploy.md, "Restore"). Run from the Mitumba
# directory with the environment of the shop being restored: DATABASE_URL (an EMPTY database: it refuses one that has
# tables), and S3_* (the bucket the photos go to) or DATA_DIR (photos go to DATA_DIR/uploads). BACKUP_DIR: where the
# backup is (its media/ mirror). Start the instances afterwards; they find the schema up to date or migrate it.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's own Node 24 (npm ci installs it), whatever `node` the PATH has.
node_bin=node_modules/.bin/node
[ -x "$node_bin" ] || node_bin=node

dump=${1:?usage: deploy/restore.sh BACKUP_DIR/db/mitumba-<time>.dump}
: "${DATABASE_URL:?DATABASE_URL must name the (empty) database to restore into}"
backup_dir=${BACKUP_DIR:-$(dirname "$(dirname "$dump")")}
[ -f "$dump" ] || { echo "No such dump: $dump" >&2; exit 1; }

tables=$(psql "$DATABASE_URL" -Atc "select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')")
if [ "$tables" != "0" ]; then
  echo "The database has $tables tables: restore into an empty database (createdb), never over a live shop." >&2
  exit 1
fi

pg_restore --no-owner --no-privileges --exit-on-error --dbname "$DATABASE_URL" "$dump"
echo "database restored from $dump"

if [ -n "${S3_BUCKET:-}" ]; then
  "$node_bin" apps/api/src/lib/storage/copy-cli.ts --from "$backup_dir/media" --to s3
else
  mkdir -p "${DATA_DIR:-./data}/uploads"
  cp -Rn "$backup_dir/media/." "${DATA_DIR:-./data}/uploads/"
  echo "media: copied into ${DATA_DIR:-./data}/uploads"
fi
echo "restore done"
