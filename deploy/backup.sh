#!/usr/bin/env bash
# deploy/backup.sh: the shop's nightly backup (docs/deploy.md, "Backups"). Run from the Mitumba directory (it uses the
# project's media copy command), with the instance's environment, e.g. from cron or a systemd timer:
#   set -a; . /etc/mitumba/mitumba.env; set +a; BACKUP_DIR=/var/backups/mitumba /opt/mitumba/deploy/backup.sh
#
# What it writes under BACKUP_DIR:
#   db/mitumba-<UTC time>.dump   pg_dump's custom format of DATABASE_URL, one per run, the last BACKUP_KEEP_DAYS days
#   media/                       a mirror of every photo: the S3 bucket (S3_BUCKET set) or DATA_DIR/uploads. Photos are
#                                never changed in place (every upload gets a new name), so each run copies only new ones
#                                and a photo deleted in the shop stays in the mirror (a restore of an older dump needs it).
# pg_dump must be the server's major version or newer (Debian: apt-get install postgresql-client-16 for a 16 server).
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's own Node 24 (npm ci installs it), whatever `node` the PATH has.
node_bin=node_modules/.bin/node
[ -x "$node_bin" ] || node_bin=node

: "${DATABASE_URL:?DATABASE_URL must name the shop database}"
backup_dir=${BACKUP_DIR:-/var/backups/mitumba}
keep_days=${BACKUP_KEEP_DAYS:-14}
stamp=$(date -u +%Y%m%dT%H%M%SZ)

mkdir -p "$backup_dir/db" "$backup_dir/media"
# Written under a temporary name and renamed once complete, so a dump that is there is whole.
dump="$backup_dir/db/mitumba-$stamp.dump"
pg_dump --format=custom --no-owner --no-privileges --file "$dump.partial" "$DATABASE_URL"
mv "$dump.partial" "$dump"
echo "database: $dump ($(du -h "$dump" | cut -f1))"

if [ -n "${S3_BUCKET:-}" ]; then
  "$node_bin" apps/api/src/lib/storage/copy-cli.ts --from s3 --to "$backup_dir/media"
elif [ -d "${DATA_DIR:-./data}/uploads" ]; then
  # Never overwrites: a file that is in the mirror stays as it is.
  cp -Rn "${DATA_DIR:-./data}/uploads/." "$backup_dir/media/"
  echo "media: DATA_DIR/uploads mirrored into $backup_dir/media"
fi

# Old dumps go; the media mirror stays whole.
find "$backup_dir/db" -maxdepth 1 -name 'mitumba-*.dump' -mtime "+$keep_days" -print -delete
echo "backup done: $backup_dir"
