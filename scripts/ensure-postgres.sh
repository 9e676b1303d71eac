#!/usr/bin/env bash
# The store tests start a throwaway PostgreSQL from Debian's postgresql package (any major
# version: they use whichever /usr/lib/postgresql/*/bin has initdb and postgres).
set -euo pipefail
# The store's search index needs the pg_trgm extension, which Debian ships in the server
# package (in postgresql-contrib before PostgreSQL 10).
for bin in /usr/lib/postgresql/*/bin; do
  major=$(basename "$(dirname "$bin")")
  if [ -x "$bin/initdb" ] && [ -x "$bin/postgres" ] &&
    [ -f "/usr/share/postgresql/$major/extension/pg_trgm.control" ]; then
    exit 0
  fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "PostgreSQL not found: installing Debian's postgresql package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql postgresql-contrib >/dev/null
  # The package starts a cluster of its own; the tests never use it.
  if command -v pg_lsclusters >/dev/null; then
    pg_lsclusters --no-header | while read -r version name _; do
      pg_ctlcluster "$version" "$name" stop || true
    done
  fi
  exit 0
fi
echo "PostgreSQL with its pg_trgm extension not found in /usr/lib/postgresql/*/bin. Install it with: sudo apt-get install postgresql postgresql-contrib" >&2
exit 1
