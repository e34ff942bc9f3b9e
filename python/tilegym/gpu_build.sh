#!/usr/bin/env bash
# Exports the TileGym kernels of the GPU suite with their test signatures
# (python/tilegym/gpu_signatures.py) and compiles each to cubin + manifest for the H200
# (python/tests/test_tilegym_gpu.py runs them). Fails if a chosen kernel does not compile.
# Usage: gpu_build.sh BUILD_DIR OUT_DIR [chip] [set]
#   set: gpu (default: the GPU suite's sizes) or large (TileGym's benchmark sizes,
#   python/tilegym/bench_signatures.py; python/tests/test_tilegym_large_gpu.py and
#   python/bench/bench_tilegym.py --set large run them).
#   TILEGYM_VENV: the pinned cuda-tile + tilegym virtualenv (default BUILD_DIR/tilegym-venv,
#   made by scripts/tilegym.sh).
set -euo pipefail
BUILD=${1:?build dir}; OUT=${2:?output dir}; CHIP=${3:-sm_90}; SET=${4:-gpu}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
VENV=${TILEGYM_VENV:-$BUILD/tilegym-venv}
[ -x "$VENV/bin/python" ] || { echo "gpu_build.sh: no $VENV (run scripts/tilegym.sh)" >&2; exit 2; }
mkdir -p "$OUT"
rm -f "$OUT"/*.tileirbc "$OUT"/*.cubin "$OUT"/*.manifest.json "$OUT"/*.json
# The chip's spill budget, where there is one: no kernel may spill more than it lists.
BUDGET=()
[ -f "$ROOT/python/tilegym/spill-budget.$CHIP.txt" ] &&
  BUDGET=(--spill-budget "$ROOT/python/tilegym/spill-budget.$CHIP.txt")
exec "$VENV/bin/python" "$ROOT/python/tilegym/gpu_export.py" --out "$OUT" \
  --translate "$BUILD/bin/tile-translate" --chip "$CHIP" --set "$SET" "${BUDGET[@]}"
