#!/usr/bin/env bash
# Regenerates (or with --check, verifies) test/Fixtures/python with the real
# cuTile Python front end, pinned in python/requirements-fixtures.txt. Uses a
# private virtualenv under build/ so nothing leaks into the system Python.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=build/fixtures-venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  # The disassembler (nvidia-cuda-tileiras, 40 MB) is optional: skip it here.
  grep -v '^nvidia-cuda-tileiras' python/requirements-fixtures.txt > "$venv/req.txt"
  "$venv/bin/pip" install -q -r "$venv/req.txt"
fi
exec "$venv/bin/python" python/fixtures/generate.py --out test/Fixtures/python "$@"
