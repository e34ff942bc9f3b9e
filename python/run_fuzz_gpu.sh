#!/bin/bash
# The GPU differential run of generated kernels (issue 16), on the GPU
# machine: tile-gen makes each kernel and its launch spec, tile-gate runs it
# in the interpreter and compiled by TileIR on the GPU, on the same inputs.
# Pack first (here): python/pack_toolchain.sh build .dev/fuzz tile-gen tile-gate
# Usage (device): bash python/run_fuzz_gpu.sh OUT_DIR SECONDS [START_SEED] [SEEDS_FIRST] [GEN_ARGS] [LOWERING]
#   LOWERING: further lowering options for TileIR's compile (e.g. "fit-clusters=2": every
#   matrix kernel's tile blocks split over 2-CTA clusters on sm_90+)
set -euo pipefail
OUT=${1:?output dir}; SECONDS_BUDGET=${2:-300}; START=${3:-100000}; FIRST=${4:-}; GEN=${5:-}
LOWERING=${6:-}
tc=/tmp/fuzz-tc
mkdir -p "$tc"
python3 -c "import tarfile; tarfile.open('.dev/fuzz/toolchain.tar.xz').extractall('$tc')"
export LD_LIBRARY_PATH=$tc/lib
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
{ python3 utils/fuzz/gpu_diff.py --bin=$tc/bin --seconds="$SECONDS_BUDGET" --jobs="$(nproc)" \
    --out=/tmp/gpu-diff --start="$START" --seeds="$FIRST" --gen-args="$GEN" --lowering="$LOWERING" || true; } 2>&1 | tee "$OUT/gpu-diff.log"
tar -C /tmp/gpu-diff -czf "$OUT/gpu-diff-fails.tar.gz" fails
