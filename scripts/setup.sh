#!/usr/bin/env bash
# Installs what TileIR needs on a fresh Debian 12 machine (root or sudo).
set -euo pipefail
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
# clang-22 and its runtimes: the test command's sanitized build and the fuzzer.
PKGS="llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools ninja-build cmake python3-jsonschema clang-22 libclang-rt-22-dev"
missing=""
for p in $PKGS; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
if [ -n "$missing" ]; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing
fi
