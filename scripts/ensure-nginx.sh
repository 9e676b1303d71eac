#!/usr/bin/env bash
# The nginx tests serve a build through the generated config with Debian's stock nginx, over
# TLS with a throwaway certificate (openssl), and once more with the optional brotli include
# turned on (ngx_brotli's static module). Installs whatever of that is missing or does not fit
# together (a module built for another nginx version), as root with apt-get; otherwise names
# the command to run.
set -euo pipefail
nginx="${NGINX_BIN:-/usr/sbin/nginx}"
brotli_module="${NGINX_BROTLI_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}"
packages="nginx libnginx-mod-http-brotli-static openssl"

# True when nginx runs and loads the brotli module: nginx refuses a module built for another
# version, which a half-upgraded machine can have.
loads_brotli() {
  [ -x "$nginx" ] && [ -e "$brotli_module" ] || return 1
  local dir status=0
  dir="$(mktemp -d)"
  printf 'load_module %s;\npid %s/nginx.pid;\nerror_log stderr;\nevents {}\nhttp { brotli_static on; }\n' \
    "$brotli_module" "$dir" >"$dir/nginx.conf"
  "$nginx" -t -q -p "$dir" -c "$dir/nginx.conf" -e stderr 2>"$dir/log" || status=$?
  [ "$status" = 0 ] || sed 's/^/  /' "$dir/log" >&2
  rm -rf "$dir"
  return "$status"
}

if command -v openssl >/dev/null && loads_brotli; then
  exit 0
fi
if [ -n "${NGINX_BIN:-}${NGINX_BROTLI_MODULE:-}" ]; then
  echo "NGINX_BIN=$nginx cannot load the brotli module at $brotli_module (or openssl is missing)." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "nginx, its brotli module or openssl missing or out of step: installing Debian's $packages..."
  apt-get update -qq
  # Installs what is missing and upgrades nginx and the module to versions that fit together.
  # policy-rc.d (where present) keeps the package from starting a system nginx on port 80.
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null
  if command -v openssl >/dev/null && loads_brotli; then
    exit 0
  fi
  echo "Installed $packages, but $nginx still cannot load $brotli_module." >&2
  exit 1
fi
echo "The nginx tests need Debian's nginx, its brotli module and openssl. Install them with:" >&2
echo "  sudo apt-get install $packages" >&2
echo "(or point NGINX_BIN and NGINX_BROTLI_MODULE at an nginx and an ngx_brotli static module built for it)." >&2
exit 1
