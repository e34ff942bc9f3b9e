#!/bin/bash
# One device call: GPU correctness tests, then benchmarks with peers.
# Kernels (cubin + manifest) are compiled beforehand by compile_kernels.sh
# into $TILEIR_KERNELS (default .dev/kernels), the TileGym suite's by
# python/tilegym/gpu_build.sh into $TILEIR_TILEGYM_KERNELS (default
# .dev/tilegym-gpu), and carried along.
set -o pipefail
export PYTHONUNBUFFERED=1
export TILEIR_KERNELS=${TILEIR_KERNELS:-.dev/kernels}
export TILEIR_TILEGYM_KERNELS=${TILEIR_TILEGYM_KERNELS:-.dev/tilegym-gpu}
OUT=${OUT:-/tmp}
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv,noheader
python3 -m pytest -q -p no:cacheprovider python/tests 2>&1 | tee "$OUT/pytest.log" | tail -${PYTEST_TAIL:-25}
[ "${SKIP_BENCH:-0}" = 1 ] || python3 python/bench/bench_kernels.py 2>&1 | tee "$OUT/bench.log" | tail -30
# Tensor-core GEMM and attention against cuBLAS / Triton / SDPA (BENCH_GEMM_ARGS: e.g.
# "--quick" or "--only attention"); writes $OUT/bench_gemm.json.
[ "${SKIP_BENCH:-0}" = 1 ] || [ "${SKIP_GEMM_BENCH:-0}" = 1 ] ||
  OUT="$OUT" python3 python/bench/bench_gemm.py ${BENCH_GEMM_ARGS:-} 2>&1 |
  tee "$OUT/bench_gemm.log" | tail -45
# First-call wall-clock (compile from bytecode + load + launch) when the
# packed compiler came along (python/pack_toolchain.sh).
if [ -f .dev/toolchain.tar.xz ] && [ "${SKIP_FIRST_CALL:-0}" != 1 ]; then
  python3 -c "import tarfile; tarfile.open('.dev/toolchain.tar.xz').extractall('/tmp/tc')"
  TILEIR_TOOL_LIBS=/tmp/tc/lib python3 python/bench/first_call.py /tmp/tc/bin/tile-translate 2>&1 |
    tee "$OUT/first_call.log" | tail -8
fi
