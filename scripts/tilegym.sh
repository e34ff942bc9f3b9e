#!/usr/bin/env bash
# Regenerates (or with --check, verifies) test/Fixtures/tilegym: every cuTile kernel of
# TileGym exported to Tile IR bytecode 13.3 (python/tilegym/export.py). The pinned
# packages (python/requirements-tilegym.txt) go into a private virtualenv under build/;
# TileGym itself is installed from PyPI with --no-deps and never copied into the repo.
#   scripts/tilegym.sh            regenerate the committed fixtures + MANIFEST.md
#   scripts/tilegym.sh --check    regenerate into a temp dir, compare byte for byte
set -euo pipefail
cd "$(dirname "$0")/.."
venv=build/tilegym-venv
req=python/requirements-tilegym.txt
if [ ! -x "$venv/bin/python" ] || ! cmp -s "$req" "$venv/requirements.txt"; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  # Everything but tilegym with its dependencies, then tilegym alone (--no-deps).
  awk '!/^[[:space:]]*(#|$)/ && !/^tilegym==/' "$req" > "$venv/req-deps.txt"
  "$venv/bin/pip" install -q --disable-pip-version-check -r "$venv/req-deps.txt"
  "$venv/bin/pip" install -q --disable-pip-version-check --no-deps \
    "$(awk '/^tilegym==/ {print $1}' "$req")"
  cp "$req" "$venv/requirements.txt"
fi
exec "$venv/bin/python" python/tilegym/export.py --out test/Fixtures/tilegym "$@"
