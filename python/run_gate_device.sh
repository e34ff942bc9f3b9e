#!/bin/bash
# The translation gate with its device gate, on the GPU machine: every
# project fixture pair and every TileGym cutile-rs port compiled by TileIR,
# run on the same bytes, outputs compared, both timed (best of N CUDA-event
# times per configuration). Needs tile-gate packed here first:
#   python/pack_toolchain.sh build .dev/gate tile-gate
# Usage (device): bash python/run_gate_device.sh OUT_DIR
set -euo pipefail
OUT=${1:?output dir}
tc=/tmp/gate-tc
mkdir -p "$tc" /tmp/verdicts
python3 -c "import tarfile; tarfile.open('.dev/gate/toolchain.tar.xz').extractall('$tc')"
export LD_LIBRARY_PATH=$tc/lib
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for pairs in project-pairs tilegym-rs-pairs; do
  python3 utils/gate/run_pairs.py test/Gate/$pairs.txt --tile-gate=$tc/bin/tile-gate \
    --fixtures=test/Fixtures --specs=test/Gate/specs --out=/tmp/verdicts --device || true
done
tar -C /tmp -czf "$OUT/verdicts.tar.gz" verdicts
