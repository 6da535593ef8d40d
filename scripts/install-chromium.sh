#!/usr/bin/env bash
# Debian's chromium for the browser tests and scripts/screenshots.ts (driven by playwright-core at
# /usr/bin/chromium; no browser download). Idempotent: nothing to do when it is already installed.
# Without root or apt it says so and exits 0: the browser suite then skips with that message.
set -uo pipefail
command -v chromium >/dev/null && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium && exit 0
  echo "apt-get could not install chromium" >&2
  exit 1
fi
echo "chromium is not installed and this user cannot install it (apt-get install chromium as root): browser tests will skip" >&2
