#!/usr/bin/env bash
# Configures and builds TileIR in ./build (Release, ninja).
# TILEIR_SANITIZE=1 (the test command sets it): clang-22 with AddressSanitizer
# and UndefinedBehaviorSanitizer, so every test and the kernel hunt run
# instrumented. A build of the other kind in ./build is replaced (CMake cannot
# change compilers in place).
set -euo pipefail
cd "$(dirname "$0")/.."
want=""
[ "${TILEIR_SANITIZE:-0}" = 1 ] && want="Address;Undefined"
if [ -f build/CMakeCache.txt ]; then
  have=$(sed -n 's/^LLVM_USE_SANITIZER:[A-Z]*=//p' build/CMakeCache.txt)
  if [ "$have" != "$want" ]; then
    echo "build.sh: ./build was configured with sanitizers '${have}', now '${want}': rebuilding it"
    rm -rf build
  fi
fi
if [ ! -f build/build.ninja ]; then
  if [ -n "$want" ]; then
    CC=clang-22 CXX=clang++-22 cmake -S . -B build -G Ninja "-DLLVM_USE_SANITIZER=$want"
  else
    cmake -S . -B build -G Ninja
  fi
fi
ninja -C build
