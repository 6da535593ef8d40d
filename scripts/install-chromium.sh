#!/usr/bin/env bash
# Debian's chromium for the browser tests and scripts/screenshots.ts (driven by playwright-core at
# /usr/bin/chromium; no browser download), and Debian's CJK fonts (fonts-noto-cjk) so Chinese text
# renders as glyphs, not empty boxes. Idempotent: nothing to do when both are installed.
# Without root or apt it says so and exits 0: the browser suite then skips with that message.
set -uo pipefail
have_fonts() { command -v fc-list >/dev/null && fc-list :lang=zh 2>/dev/null | grep -qi 'noto'; }
command -v chromium >/dev/null && have_fonts && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk fontconfig && exit 0
  echo "apt-get could not install chromium and fonts-noto-cjk" >&2
  exit 1
fi
echo "chromium or the CJK fonts are not installed and this user cannot install them (apt-get install chromium fonts-noto-cjk as root): browser tests will skip" >&2
