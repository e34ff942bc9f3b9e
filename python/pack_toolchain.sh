#!/bin/bash
# Packs tile-translate and the tileiras compat driver (bin/compat/tileiras)
# with the shared libraries they need (the GPU machine has no LLVM/MLIR) into
# OUT/toolchain.tar.xz, for the first-call benchmark and the drop-in run of
# cuTile Python (xz: Python's tarfile unpacks it there, no zstd needed).
# Usage: pack_toolchain.sh BUILD_DIR OUT_DIR [TOOL...]
#   TOOL: paths under BUILD_DIR/bin (default: tile-translate and both
#         programs of the compat driver, compat/tileiras and its compiler
#         compat/tileiras-compile)
#   there: python3 -c "import tarfile; tarfile.open('OUT/toolchain.tar.xz').extractall('/tmp/tc')"
#          LD_LIBRARY_PATH=/tmp/tc/lib /tmp/tc/bin/tile-translate ...
#          PATH=/tmp/tc/bin/compat:$PATH LD_LIBRARY_PATH=/tmp/tc/lib python3 ...
set -euo pipefail
BUILD=${1:?build dir}; OUT=${2:?output dir}; shift 2
TOOLS=("$@"); [ ${#TOOLS[@]} -gt 0 ] || TOOLS=(tile-translate compat/tileiras compat/tileiras-compile)
stage=$(mktemp -d)
mkdir -p "$stage/bin/compat" "$stage/lib" "$OUT"
for t in "${TOOLS[@]}"; do strip -o "$stage/bin/$t" "$BUILD/bin/$t"; done
# Everything ldd resolves outside libc's own set.
(cd "$BUILD/bin" && ldd "${TOOLS[@]}") |
  awk '/=> \// {print $3}' | sort -u |
  grep -vE '/(libc|libm|libstdc\+\+|libgcc_s|ld-linux)[.-]' |
  while read -r lib; do cp -L "$lib" "$stage/lib/"; done
tar -C "$stage" -cf - bin lib | xz -6 -T2 > "$OUT/toolchain.tar.xz"
rm -rf "$stage"
ls -la "$OUT/toolchain.tar.xz"
