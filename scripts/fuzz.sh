#!/usr/bin/env bash
# Builds the libFuzzer target for the bytecode reader with clang-22
# (ASan + UBSan) in build-fuzz/ and runs it for a bounded time (default 60 s)
# seeded with every bytecode fixture. Longer by hand: ./scripts/fuzz.sh 3600
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
if ! command -v clang++-22 > /dev/null; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq clang-22 libclang-rt-22-dev
fi
if [ ! -f build-fuzz/build.ninja ]; then
  CC=clang-22 CXX=clang++-22 cmake -S . -B build-fuzz -G Ninja \
    -DTILEIR_ENABLE_FUZZER=ON -DTILEIR_INCLUDE_TESTS=OFF > /dev/null
fi
ninja -C build-fuzz tile-bytecode-fuzz
corpus=build-fuzz/corpus
mkdir -p "$corpus"
# The fixtures seed the corpus (read-only inputs; new finds go to $corpus).
# -error_exitcode: a crash, leak or sanitizer report fails the run.
build-fuzz/bin/tile-bytecode-fuzz -max_total_time="$seconds" -rss_limit_mb=2048 \
  -error_exitcode=77 -print_final_stats=1 "$corpus" test/Fixtures/python \
  test/Fixtures/cutile-rs test/Bytecode/Inputs 2>&1 | tail -n 25
