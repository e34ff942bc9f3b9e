#!/bin/bash
# Compiles the fixture kernels to cubin + manifest (host side, needs the
# built tile-opt and ptxas). Usage: compile_kernels.sh BUILD_DIR OUT_DIR [chip]
set -e
BUILD=${1:?build dir}; OUT=${2:?output dir}; CHIP=${3:-sm_90}
SRC=$(cd "$(dirname "$0")/.." && pwd)/test/Fixtures/cutile-rs
mkdir -p "$OUT"
for f in "$SRC"/*.ir.txt; do
  name=$(basename "$f" .ir.txt)
  if "$BUILD/bin/tile-opt" --cutile-rs-text "$f" --tile-to-ptx="chip=$CHIP" \
      --tile-emit-ptx="output=$OUT/$name.ptx cubin=$OUT/$name.cubin manifest=$OUT/$name.manifest.json" \
      -o /dev/null 2> "$OUT/$name.err"; then
    echo "ok      $name"; rm -f "$OUT/$name.err"
  else
    echo "FAILED  $name: $(head -1 "$OUT/$name.err")"
  fi
done
# Benchmark-only kernels written in cuda_tile text; each names its pipeline
# options on a `// tile-to-ptx: ...` line (e.g. num-warps=8).
for f in "$(dirname "$0")"/bench/kernels/*.mlir; do
  name=$(basename "$f" .mlir)
  opts=$(sed -n 's|^// tile-to-ptx: *||p' "$f" | head -1)
  if "$BUILD/bin/tile-opt" "$f" --tile-to-ptx="chip=$CHIP${opts:+ $opts}" \
      --tile-emit-ptx="output=$OUT/$name.ptx cubin=$OUT/$name.cubin manifest=$OUT/$name.manifest.json" \
      -o /dev/null 2> "$OUT/$name.err"; then
    echo "ok      $name"; rm -f "$OUT/$name.err"
  else
    echo "FAILED  $name: $(head -1 "$OUT/$name.err")"
  fi
done
# Python-sourced fixtures without a (valid) Rust twin (loop/break, rank-0
# reductions, i64 views, gather, scatter) and the Python cumsum (1024-wide
# scan), as py_<name>: their
# launch ABI is in test/Fixtures/python/MANIFEST.md.
PYSRC=$(cd "$(dirname "$0")/.." && pwd)/test/Fixtures/python
for k in while_break_f32 padding_modes_f32 vadd_i64_f32 cumsum_f32 gather_rows_f32 scatter_rows_f32; do
  f="$PYSRC/$k.v13_3.tileirbc"; name=py_$k
  if "$BUILD/bin/tile-translate" --emit=cubin --chip="$CHIP" "$f" -o "$OUT/$name.cubin" 2> "$OUT/$name.err" &&
     "$BUILD/bin/tile-translate" --emit=manifest --chip="$CHIP" "$f" -o "$OUT/$name.manifest.json" 2>> "$OUT/$name.err"; then
    echo "ok      $name"; rm -f "$OUT/$name.err"
  else
    echo "FAILED  $name: $(head -1 "$OUT/$name.err")"
  fi
done
