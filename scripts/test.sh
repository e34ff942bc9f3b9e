#!/usr/bin/env bash
# The README's test command: installs dependencies, builds, and runs every
# test (lit suite incl. the C API and install tests, then the regeneration
# check of the cuTile Python fixtures with the real front end).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
./scripts/build.sh

status=0
log=$(mktemp)
/usr/lib/llvm-22/bin/lit -sv build/test 2>&1 | tee "$log" || status=1
# lit's summary lines ("  Passed: N", "  Failed: N", ...) -> two counts.
passed=$(awk -F: '/^ *Passed *:/ {n += $2} END {print n + 0}' "$log")
failed=$(awk -F: '/^ *(Failed|Unresolved|Timed Out|Unexpectedly Passed) *:/ {n += $2} END {print n + 0}' "$log")

# The committed Python fixtures must equal what cuda-tile (pinned) writes now.
fixtures="fixtures: skipped"
if ./scripts/fixtures.sh --check > "$log.fix" 2>&1; then
  passed=$((passed + 1)); fixtures="fixtures: regenerated and identical"
else
  failed=$((failed + 1)); fixtures="fixtures: MISMATCH (see below)"; cat "$log.fix"; status=1
fi
echo "$fixtures"
echo "tests: ${passed} passed, ${failed} failed"
exit $status
