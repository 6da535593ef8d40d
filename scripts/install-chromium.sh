#!/usr/bin/env bash
# Debian's chromium for the browser tests and scripts/screenshots.ts (driven by playwright-core at
# /usr/bin/chromium; no browser download). Idempotent: nothing to do when it is already installed.
set -euo pipefail
command -v chromium >/dev/null || (apt-get update && apt-get install -y chromium)
