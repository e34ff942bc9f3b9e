#!/bin/bash
# Compiles the fixture kernels to cubin + manifest (host side, needs the
# built tile-opt / tile-translate and ptxas).
# Usage: compile_kernels.sh BUILD_DIR OUT_DIR [chip]
set -e
BUILD=${1:?build dir}; OUT=${2:?output dir}; CHIP=${3:-sm_90}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$OUT"

# Kernels that cannot compile, on purpose: the Rust gather_rows dump (invalid
# front-end IR). Any other failure makes this script exit non-zero.
EXPECTED_FAIL=" gather_rows_f32 rsbc_gather_rows_f32 "
# The tensor-core fixtures, compiled as py_<name>[.spec] below.
MATRIX_PY="matmul_f16 matmul_f16_out_f16 bmm_f16 matmul_bf16 matmul_tf32 matmul_fp8 matmul_i8
           matmul_bias_relu matmul_grouped_f16 bmm_bt_f16 attention_fwd attention_fwd_causal"
unexpected=0

# run NAME CMD...: one kernel's compile, reported as ok / FAILED / xfail.
run() {
  local name=$1; shift
  if "$@" 2> "$OUT/$name.err"; then
    echo "ok      $name"; rm -f "$OUT/$name.err"
  elif [[ "$EXPECTED_FAIL" == *" $name "* ]]; then
    echo "xfail   $name: $(head -1 "$OUT/$name.err")"
  else
    echo "FAILED  $name: $(head -1 "$OUT/$name.err")"; unexpected=$((unexpected + 1))
  fi
}

# tile-opt with the pipeline and the PTX/cubin/manifest emission in one go.
opt() {
  local name=$1 f=$2 pipeline=$3; shift 3
  run "$name" "$BUILD/bin/tile-opt" "$@" "$f" --tile-to-ptx="$pipeline" \
    --tile-emit-ptx="output=$OUT/$name.ptx cubin=$OUT/$name.cubin manifest=$OUT/$name.manifest.json" \
    -o /dev/null
}

# The cutile-rs dumps, as cutile-rs printed them.
for f in "$ROOT"/test/Fixtures/cutile-rs/*.ir.txt; do
  opt "$(basename "$f" .ir.txt)" "$f" "chip=$CHIP" --cutile-rs-text
done
# Benchmark-only kernels written in cuda_tile text; each names its pipeline
# options on a `// tile-to-ptx: ...` line (e.g. num-warps=8).
for f in "$ROOT"/python/bench/kernels/*.mlir; do
  opts=$(sed -n 's|^// tile-to-ptx: *||p' "$f" | head -1)
  opt "$(basename "$f" .mlir)" "$f" "chip=$CHIP${opts:+ $opts}"
done
# GPU-test-only kernels in cuda_tile text (same `// tile-to-ptx:` line).
for f in "$ROOT"/python/tests/kernels/*.mlir; do
  opts=$(sed -n 's|^// tile-to-ptx: *||p' "$f" | head -1)
  opt "$(basename "$f" .mlir)" "$f" "chip=$CHIP${opts:+ $opts}"
done
# Python-sourced fixtures without a (valid) Rust twin (loop/break, rank-0
# reductions, i64 views, gather, scatter) and the Python cumsum (1024-wide
# scan), as py_<name>, straight from bytecode: their launch ABI is in
# test/Fixtures/python/MANIFEST.md.
# The other Python fixtures too, as py_<name> (the Rust twins' GPU tests in Python ABI).
for k in while_break_f32 padding_modes_f32 vadd_i64_f32 cumsum_f32 gather_rows_f32 scatter_rows_f32 \
         vadd_f32 saxpy_f32 ew_chain_f32 masked_scale_f32 if_select_f32 if_scalar_f32 \
         silu_mul_f16 softmax_rows_f32 layernorm_rows_f32 rmsnorm_rows_f16 transpose_f32 \
         rowsum_f32 colsum_f32 histogram_i32; do
  run "py_$k" "$BUILD/bin/tile-translate" --cudatile-to-cubin --chip="$CHIP" \
    --manifest-out="$OUT/py_$k.manifest.json" \
    "$ROOT/test/Fixtures/python/$k.v13_3.tileirbc" -o "$OUT/py_$k.cubin"
done
# The tensor-core fixtures (MATRIX_PY), plain and .spec (div_by 16), as py_<name>[.spec].
for k in $MATRIX_PY; do
  for v in "" .spec; do
    run "py_$k$v" "$BUILD/bin/tile-translate" --cudatile-to-cubin --chip="$CHIP" \
      --manifest-out="$OUT/py_$k$v.manifest.json" \
      "$ROOT/test/Fixtures/python/$k$v.v13_3.tileirbc" -o "$OUT/py_$k$v.cubin"
  done
done
# The tensor memory accelerator (tile-translate --tma, sm_90a: it fills only
# wgmma's swizzled rings) on the matrix fixtures whose B it can fill, as
# py_<name>.spec.tma; tests/test_kernels_gpu.py::test_tma runs them.
TMA_PY="matmul_f16 matmul_f16_out_f16 matmul_bf16 matmul_bias_relu matmul_grouped_f16 bmm_f16 bmm_bt_f16"
for k in $TMA_PY; do
  run "py_$k.spec.tma" "$BUILD/bin/tile-translate" --cudatile-to-cubin --chip=sm_90a --tma \
    --manifest-out="$OUT/py_$k.spec.tma.manifest.json" \
    "$ROOT/test/Fixtures/python/$k.spec.v13_3.tileirbc" -o "$OUT/py_$k.spec.tma.cubin"
done
# cutile-rs's own bytecode through cutile-rs's own command line (its runtime
# runs `tileiras --gpu-name sm_XX --opt-level N -o OUT IN`) with bin/compat's
# tileiras, as rsbc_<name>[.spec]: the drop-in path, launched with block
# (1,1,1) as cutile-rs launches.
for f in "$ROOT"/test/Fixtures/cutile-rs/*.tileirbc; do
  b=$(basename "$f" .tileirbc)
  case $b in *.v13_1) continue ;; esac
  run "rsbc_$b" env TILEIR_CACHE=0 "$BUILD/bin/compat/tileiras" --gpu-name "$CHIP" \
    --opt-level 3 -o "$OUT/rsbc_$b.cubin" "$f" --manifest-output-file="$OUT/rsbc_$b.manifest.json"
done
if [ "$unexpected" -gt 0 ]; then
  echo "compile_kernels.sh: $unexpected kernel(s) failed to compile" >&2
  exit 1
fi
