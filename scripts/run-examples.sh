#!/usr/bin/env bash
# The README's main job: installs dependencies, builds, then for every
# bundled example kernel (examples/*.mlir, IR as the front ends print it):
# parse, verify, canonicalize and show the result; then lower it to PTX for
# sm_90 (a kernel the lowering refuses says why and the next one follows).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
./scripts/build.sh
bin=build/bin
out=build/examples
mkdir -p "$out"
for f in examples/*.mlir; do
  name=$(basename "$f" .mlir)
  echo "=== $name: parse + verify + canonicalize ==="
  "$bin/tile-opt" --canonicalize --cse "$f" -o "$out/$name.canonical.mlir"
  cat "$out/$name.canonical.mlir"
  echo "=== $name: lowered to PTX (sm_90) ==="
  if "$bin/tile-translate" --cudatile-to-ptx --chip=sm_90 "$f" -o "$out/$name.ptx"; then
    head -n 40 "$out/$name.ptx"
    echo "... ($(wc -l < "$out/$name.ptx") lines in $out/$name.ptx)"
  fi
done
