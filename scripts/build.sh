#!/usr/bin/env bash
# Configures and builds TileIR in ./build (Release, ninja).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f build/build.ninja ] || cmake -S . -B build -G Ninja
ninja -C build
