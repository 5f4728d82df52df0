#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (Playwright's own browser download needs the internet).
# Installs it when missing; quick and silent when it is already there.
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi

echo "ensure-chromium: installing Debian's chromium" >&2
if [ "$(id -u)" = 0 ]; then SUDO=(); else SUDO=(sudo); fi
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium
test -x "$CHROMIUM"
