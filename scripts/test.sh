#!/usr/bin/env bash
# Installs dependencies, builds, and runs every test (the README's test command).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
./scripts/build.sh
ninja -C build check-tileir
