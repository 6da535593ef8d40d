#!/usr/bin/env bash
# Installs FerretDB v1 (MongoDB wire protocol on SQLite or PostgreSQL) into .tools/bin for the
# MongoDB test suites. No MongoDB server exists in the registries we can reach, so FerretDB stands in.
#
# Why not `go install github.com/FerretDB/FerretDB/cmd/ferretdb@v1.24.2`: the module proxy answers
# 403 for the module's version list, which `go install` reads to check for deprecation, so it fails.
# The v1.24.2 module itself downloads fine, so we fetch it with `go mod download` and build it.
# FerretDB also panics without build/version/version.txt (normally written by its own task runner).
set -euo pipefail
VERSION=v1.24.2
cd "$(dirname "$0")/.."
# FERRETDB_BIN (an absolute path, also read by test/helpers/ferretdb.ts) puts the binary elsewhere,
# e.g. a copy for a test.
BIN=${FERRETDB_BIN:-$PWD/.tools/bin/ferretdb}

# The first line of `ferretdb --version` ("version: vX.Y.Z"). The output is read whole first: piped
# into `grep -q` or `head -1`, the reader could exit while ferretdb still wrote its next lines, and
# under pipefail that SIGPIPE (141) failed the check (a needless rebuild) or the whole script.
version_line() {
  local out
  out=$("$BIN" --version 2>/dev/null) || return 1
  printf '%s\n' "${out%%$'\n'*}"
}

if [ -x "$BIN" ] && [ "$(version_line)" = "version: $VERSION" ]; then
  exit 0
fi
command -v go >/dev/null || { echo "install-ferretdb: Go is needed to build FerretDB" >&2; exit 1; }

echo "install-ferretdb: building FerretDB $VERSION (first time only, about a minute)" >&2
dir=$(go mod download -json "github.com/FerretDB/FerretDB@$VERSION" | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p')
[ -n "$dir" ] || { echo "install-ferretdb: go mod download gave no module folder" >&2; exit 1; }
src=$(mktemp -d)
trap 'rm -rf "$src"' EXIT
cp -r "$dir/." "$src"
chmod -R u+w "$src"
echo "$VERSION" > "$src/build/version/version.txt"
mkdir -p "$(dirname "$BIN")"
(cd "$src" && CGO_ENABLED=0 go build -trimpath -o "$BIN" ./cmd/ferretdb)
built=$(version_line) || true
[ "$built" = "version: $VERSION" ] || { echo "install-ferretdb: the built binary reports '$built'" >&2; exit 1; }
echo "install-ferretdb: $built" >&2
