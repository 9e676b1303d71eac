#!/usr/bin/env bash
# The nginx test serves a build with the generated config through Debian's nginx and its
# brotli module (the config turns on brotli_static).
set -euo pipefail
nginx="${NGINX_BIN:-/usr/sbin/nginx}"
brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if [ -x "$nginx" ] && { [ -n "${NGINX_BIN:-}" ] || [ -e "$brotli_module" ]; }; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "nginx or its brotli module not found: installing Debian's packages..."
  apt-get update -qq
  # policy-rc.d (where present) keeps the package from starting a system nginx on port 80.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null
  exit 0
fi
echo "nginx with the brotli module not found. Install it with:" >&2
echo "  sudo apt-get install nginx libnginx-mod-http-brotli-static" >&2
echo "(or point NGINX_BIN at another nginx that has ngx_brotli)." >&2
exit 1
