#!/usr/bin/env bash
# The cluster (scripts/cluster.mjs) puts Debian's HAProxy in front of its gateways. Installs it
# when missing and prints its path on stdout; quick and silent when it is already there.
set -euo pipefail

HAPROXY="${HAPROXY_PATH:-/usr/sbin/haproxy}"
if [ ! -x "$HAPROXY" ]; then
  echo "ensure-haproxy: installing Debian's haproxy" >&2
  if [ "$(id -u)" = 0 ]; then SUDO=(); else SUDO=(sudo); fi
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q >&2
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q haproxy >&2
  # Only the binary is wanted: the cluster runs its own HAProxy in the foreground.
  if command -v systemctl >/dev/null 2>&1; then
    "${SUDO[@]}" systemctl disable --now haproxy >/dev/null 2>&1 || true
  fi
fi
test -x "$HAPROXY"
echo "$HAPROXY"
