#!/bin/bash
# One device call: unmodified cuTile Python programs with TileIR as their
# compiler (issue 13). Carried (git-ignored): .whl (the cuda-tile and tilegym
# wheels), .dev/dropin/toolchain.tar.xz (python/pack_toolchain.sh: the
# tileiras compat driver and its libraries) and .dev/tilegym-tests (TileGym's
# own tests/, from NVIDIA/TileGym). cuTile finds `tileiras` on PATH: ours.
#   TILEGYM_TESTS: test files under tests/ops to run (default: the list below)
set -o pipefail
export PYTHONUNBUFFERED=1
OUT=${OUT:-/tmp}
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir \
  --upgrade --target /tmp/site .whl/*.whl || exit 1
export PYTHONPATH=/tmp/site
python3 -c "import tarfile; tarfile.open('.dev/dropin/toolchain.tar.xz').extractall('/tmp/tc')"
export TILEIR_COMPAT_DIR=/tmp/tc/bin/compat
export PATH=$TILEIR_COMPAT_DIR:$PATH LD_LIBRARY_PATH=/tmp/tc/lib
export TILEIR_CACHE_DIR=/tmp/tileir-cache
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
tileiras --version | head -1
python3 -c "import cuda.tile as ct, torch; print('cuda.tile', ct.__version__ if hasattr(ct, '__version__') else '?', 'torch', torch.__version__)"

# 1. The project's own cuTile Python kernels (python/fixtures/kernels.py).
python3 -m pytest -q -p no:cacheprovider --junitxml="$OUT/dropin.xml" \
  python/tests/test_cutile_dropin_gpu.py 2>&1 | tee "$OUT/dropin.log" | tail -${DROPIN_TAIL:-15}

# 2. TileGym's own tests of its cuTile ops, on the cutile backend.
[ "${SKIP_TILEGYM:-0}" = 1 ] && exit 0
# TILEGYM_DUMP=1: cuTile keeps every kernel's bytecode; they come back as one archive.
[ "${TILEGYM_DUMP:-0}" = 1 ] && export CUDA_TILE_DUMP_BYTECODE=/tmp/tilegym-bytecode
cd .dev/tilegym-tests || exit 1
for t in ${TILEGYM_TESTS:-test_rms_norm test_softmax test_silu_and_mul test_swiglu \
    test_rope test_layer_norm_legacy test_dropout test_matmul test_bmm test_attention \
    test_flash_decode test_group_gemm test_splitk_reduce activation/test_relu \
    activation/test_gelu activation/test_geglu}; do
  f=tests/ops/$t.py
  [ -f "$f" ] || { echo "$t: missing"; continue; }
  timeout ${TILEGYM_FILE_TIMEOUT:-240} python3 -m pytest -q -p no:cacheprovider -n 8 \
    --timeout=180 -k "cutile and not perf" --junitxml="$OUT/tilegym-$(basename $t).xml" "$f" \
    > "$OUT/tilegym-$(basename $t).log" 2>&1
  echo "$t: rc $? $(tail -1 "$OUT/tilegym-$(basename $t).log")"
done
[ -d /tmp/tilegym-bytecode ] && tar -C /tmp -czf "$OUT/tilegym-bytecode.tgz" tilegym-bytecode
