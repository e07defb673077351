#!/usr/bin/env bash
# Starts (or stops) the services `npm run test:e2e` needs, on loopback, with data under one folder:
# PostgreSQL 15 and Redis 7 from Debian's packages. Idempotent: a service already answering is kept.
#
#   bash scripts/services.sh start   # prints the export lines for WHOSAID_TEST_PG / WHOSAID_TEST_REDIS
#   bash scripts/services.sh stop
#
# Ports and folder: WHOSAID_PG_PORT (55432), WHOSAID_REDIS_PORT (56379), WHOSAID_SERVICES_DIR
# (/tmp/whosaid-services). Must run as root (PostgreSQL is run as the postgres user) or as postgres.
set -euo pipefail
action="${1:-start}"
dir="${WHOSAID_SERVICES_DIR:-/tmp/whosaid-services}"
pg_port="${WHOSAID_PG_PORT:-55432}"
redis_port="${WHOSAID_REDIS_PORT:-56379}"
pg_bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "$action" in
  start)
    [ -n "$pg_bin" ] || { echo "services.sh: PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; }
    command -v redis-server >/dev/null || { echo "services.sh: redis-server is not installed (apt-get install -y redis-server)" >&2; exit 1; }
    mkdir -p "$dir/pg" "$dir/pglog" "$dir/redis"
    if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$dir/pg" "$dir/pglog"; chmod 700 "$dir/pg"; fi
    if ! as_postgres "$pg_bin/pg_isready" -q -h 127.0.0.1 -p "$pg_port"; then
      [ -f "$dir/pg/PG_VERSION" ] || as_postgres "$pg_bin/initdb" -D "$dir/pg" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/pglog/initdb.log"
      as_postgres "$pg_bin/pg_ctl" -D "$dir/pg" -l "$dir/pglog/pg.log" -w \
        -o "-c listen_addresses=127.0.0.1 -p $pg_port -k $dir/pg -c max_connections=200 -c fsync=off" start >/dev/null
    fi
    if ! redis-cli -h 127.0.0.1 -p "$redis_port" ping >/dev/null 2>&1; then
      redis-server --bind 127.0.0.1 --port "$redis_port" --save '' --appendonly no --daemonize yes \
        --pidfile "$dir/redis/redis.pid" --logfile "$dir/redis/redis.log" --dir "$dir/redis"
      for _ in $(seq 50); do redis-cli -h 127.0.0.1 -p "$redis_port" ping >/dev/null 2>&1 && break; sleep 0.1; done
    fi
    echo "export WHOSAID_TEST_PG=postgres://postgres@127.0.0.1:$pg_port/postgres"
    echo "export WHOSAID_TEST_REDIS=redis://127.0.0.1:$redis_port"
    ;;
  stop)
    [ -f "$dir/pg/postmaster.pid" ] && as_postgres "$pg_bin/pg_ctl" -D "$dir/pg" -m fast stop >/dev/null || true
    redis-cli -h 127.0.0.1 -p "$redis_port" shutdown nosave >/dev/null 2>&1 || true
    ;;
  *) echo "usage: services.sh start|stop" >&2; exit 2 ;;
esac
