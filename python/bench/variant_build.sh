#!/usr/bin/env bash
# Builds an A/B variant of a TileGym kernel folder: every NAME.tileirbc of BASE_DIR compiled
# again for sm_90a with extra tile-translate flags; only the kernels whose cubin differs from
# BASE_DIR's are kept in OUT_DIR (cubin, manifest, NAME.json, NAME.tileirbc), so that
# `bench/ab_tilegym.py --a BASE_DIR --b OUT_DIR --only-differing` times exactly what the
# flags change. Prints each changed kernel's registers and spill (ptxas -v, from its manifest).
# Usage: variant_build.sh BASE_DIR OUT_DIR "FLAGS" [NAME...]     (no NAME: every kernel)
#   BASE_DIR: a folder python/tilegym/gpu_build.sh wrote (the GPU suite, or --set large)
#   TRANSLATE: tile-translate binary (default build/bin/tile-translate)
set -euo pipefail
BASE=${1:?base dir}; OUT=${2:?output dir}; FLAGS=${3?flags}; shift 3
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TRANSLATE=${TRANSLATE:-$ROOT/build/bin/tile-translate}
mkdir -p "$OUT"
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for f in "$BASE"/*.tileirbc; do n=$(basename "$f"); names+=("${n%.tileirbc}"); done
fi
changed=0
for n in "${names[@]}"; do
  # shellcheck disable=SC2086
  if ! "$TRANSLATE" --cudatile-to-cubin --chip=sm_90a $FLAGS \
       --manifest-out="$OUT/$n.manifest.json" "$BASE/$n.tileirbc" -o "$OUT/$n.cubin" \
       2> "$OUT/$n.err"; then
    echo "FAILED $n: $(head -n 1 "$OUT/$n.err")"; rm -f "$OUT/$n".*; continue
  fi
  rm -f "$OUT/$n.err"
  if cmp -s "$OUT/$n.cubin" "$BASE/$n.cubin"; then
    rm -f "$OUT/$n.cubin" "$OUT/$n.manifest.json"; continue
  fi
  cp "$BASE/$n.json" "$BASE/$n.tileirbc" "$OUT/"
  changed=$((changed + 1))
  python3 - "$OUT/$n.manifest.json" "$BASE/$n.manifest.json" "$n" <<'PY'
import json, sys
new, old, name = sys.argv[1:]
def facts(p):
    k = json.load(open(p))["kernels"][0]
    a = k.get("ptxas", {})
    return a.get("registers"), a.get("spill_store_bytes"), \
        (k.get("static_shared_memory", 0) + k.get("dynamic_shared_memory", 0)) // 1024
(r0, s0, m0), (r1, s1, m1) = facts(old), facts(new)
print(f"changed {name}: registers {r0} -> {r1}, spill {s0} -> {s1} B, shared {m0} -> {m1} KB")
PY
done
echo "variant_build: ${#names[@]} kernels, $changed changed by '$FLAGS' (in $OUT)"
