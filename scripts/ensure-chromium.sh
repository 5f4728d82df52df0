#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium headless shell and the web bench its full browser
# (Playwright's own browser download needs the internet). Installs whichever is missing; quick and
# silent when both are there.
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
HEADLESS_SHELL="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
[ -x "$HEADLESS_SHELL" ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "ensure-chromium: installing Debian's ${missing[*]}" >&2
if [ "$(id -u)" = 0 ]; then SUDO=(); else SUDO=(sudo); fi
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
test -x "$CHROMIUM"
test -x "$HEADLESS_SHELL"
