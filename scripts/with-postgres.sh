#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: initdb in a temp
# directory, a free loopback port, DATABASE_URL exported, everything removed
# afterwards. PostgreSQL refuses to run as root, so as root the server runs as
# the `postgres` user. Usage: scripts/with-postgres.sh npm run test:db
# The cluster runs with fsync off (tests need no durability); PG_FSYNC=on starts
# it with fsync on, as a production server runs, for benchmarks that must count
# the cost of durable commits: PG_FSYNC=on scripts/with-postgres.sh npm run bench:import
# PG_SETTINGS adds server settings as name=value pairs separated by spaces, e.g. the memory and WAL
# of a production server (docs/benchmarks.md): PG_SETTINGS="shared_buffers=4GB max_wal_size=8GB"
set -euo pipefail

bindir="${PG_BINDIR:-}"
if [ -z "$bindir" ]; then
  bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
fi
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "PostgreSQL server binaries not found (looked in /usr/lib/postgresql/*/bin); install them with: apt-get install -y postgresql" >&2
  exit 1
fi

as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

workdir=$(mktemp -d /tmp/brandlens-pg.XXXXXX)
chmod 755 "$workdir"
[ "$(id -u)" = "0" ] && chown postgres:postgres "$workdir"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')

cleanup() {
  as_pg "$bindir/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

as_pg "$bindir/initdb" -D "$workdir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >/dev/null
fsync="${PG_FSYNC:-off}"
extra=""
for setting in ${PG_SETTINGS:-}; do
  case "$setting" in
    *=*) extra="$extra -c $setting" ;;
    *) echo "PG_SETTINGS holds name=value pairs (got '$setting')" >&2; exit 1 ;;
  esac
done
if [ "$fsync" != "on" ] && [ "$fsync" != "off" ]; then
  echo "PG_FSYNC must be on or off (got '$fsync')" >&2
  exit 1
fi
as_pg "$bindir/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $workdir -c fsync=$fsync -c max_connections=200$extra" start >/dev/null
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (throwaway cluster in $workdir, fsync $fsync${PG_SETTINGS:+, $PG_SETTINGS})"

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
