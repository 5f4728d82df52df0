#!/usr/bin/env bash
# Makes a local PostgreSQL ready for the api's test suite and prints its DATABASE_URL on stdout
# (the last line; everything else goes to stderr). Idempotent and quick when already done.
#   --reset   drop and recreate the database, and drop the test databases and templates earlier
#             runs made from it (<database>_t_*, <database>_tpl_*), so a run starts clean
# The api's tests copy a seeded template into a database of their own per test file
# (api/src/test-support/postgres-copies.ts): the role may create databases.
# Debian's server refuses to run as root, so it is always driven as the cluster owner.
set -euo pipefail

DB_NAME="${TAVOLA_PG_DB:-tavola_test}"
DB_USER="${TAVOLA_PG_USER:-tavola_test}"
DB_PASSWORD="${TAVOLA_PG_PASSWORD:-tavola_test}"
RESET=0
[ "${1:-}" = "--reset" ] && RESET=1

log() { echo "ensure-postgres: $*" >&2; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi
}

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  log "installing Debian's postgresql"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >&2
fi

VERSION="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"

# pg_lsclusters -h: version cluster port status owner datadir logfile
if ! pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { found = 1 } END { exit !found }'; then
  log "creating cluster $VERSION/main"
  as_root pg_createcluster "$VERSION" main >&2
fi

STATUS="$(pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { print $4 }')"
PORT="$(pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { print $3 }')"
if [ "$STATUS" != "online" ]; then
  log "starting cluster $VERSION/main on port $PORT"
  as_root pg_ctlcluster "$VERSION" main start >&2
fi

psql_admin() {
  as_postgres psql -X -q -v ON_ERROR_STOP=1 -p "$PORT" "$@"
}

if [ "$(psql_admin -tAc "SELECT 1 FROM pg_roles WHERE rolname = '$DB_USER'")" != "1" ]; then
  log "creating role $DB_USER"
  psql_admin -c "CREATE ROLE \"$DB_USER\" LOGIN PASSWORD '$DB_PASSWORD'" >&2
fi

# Copies are made and dropped per test file; a commit need not wait for the disk (a lost test
# database is nothing), which only this role's sessions are told.
psql_admin -c "ALTER ROLE \"$DB_USER\" CREATEDB" >&2
psql_admin -c "ALTER ROLE \"$DB_USER\" SET synchronous_commit = off" >&2

if [ "$RESET" = 1 ]; then
  for copy in $(psql_admin -tAc "SELECT datname FROM pg_database WHERE starts_with(datname, '${DB_NAME}_t_') OR starts_with(datname, '${DB_NAME}_tpl_')"); do
    psql_admin -c "DROP DATABASE IF EXISTS \"$copy\" WITH (FORCE)" >&2
  done
  psql_admin -c "DROP DATABASE IF EXISTS \"$DB_NAME\" WITH (FORCE)" >&2
fi

if [ "$(psql_admin -tAc "SELECT 1 FROM pg_database WHERE datname = '$DB_NAME'")" != "1" ]; then
  log "creating database $DB_NAME"
  psql_admin -c "CREATE DATABASE \"$DB_NAME\" OWNER \"$DB_USER\"" >&2
  # earthdistance is not a trusted extension, so the api's role could not create it itself;
  # the migrations' CREATE EXTENSION IF NOT EXISTS then finds them in place.
  psql_admin -d "$DB_NAME" -c "CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS cube; CREATE EXTENSION IF NOT EXISTS earthdistance;" >&2
fi

echo "postgres://$DB_USER:$DB_PASSWORD@127.0.0.1:$PORT/$DB_NAME"
