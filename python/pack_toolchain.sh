#!/bin/bash
# Packs tile-translate with the shared libraries it needs (the GPU machine
# has no LLVM/MLIR) into OUT/toolchain.tar.xz for the first-call benchmark
# (xz: Python's tarfile unpacks it there, no zstd needed).
# Usage: pack_toolchain.sh BUILD_DIR OUT_DIR
#   there: python3 -c "import tarfile; tarfile.open('OUT/toolchain.tar.xz').extractall('/tmp/tc')"
#          LD_LIBRARY_PATH=/tmp/tc/lib /tmp/tc/bin/tile-translate ...
set -euo pipefail
BUILD=${1:?build dir}; OUT=${2:?output dir}
stage=$(mktemp -d)
mkdir -p "$stage/bin" "$stage/lib" "$OUT"
strip -o "$stage/bin/tile-translate" "$BUILD/bin/tile-translate"
# Everything ldd resolves outside libc's own set.
ldd "$BUILD/bin/tile-translate" | awk '/=> \// {print $3}' |
  grep -vE '/(libc|libm|libstdc\+\+|libgcc_s|ld-linux)[.-]' |
  while read -r lib; do cp -L "$lib" "$stage/lib/"; done
tar -C "$stage" -cf - bin lib | xz -6 -T2 > "$OUT/toolchain.tar.xz"
rm -rf "$stage"
ls -la "$OUT/toolchain.tar.xz"
