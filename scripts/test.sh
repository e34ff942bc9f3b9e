#!/usr/bin/env bash
# The README's test command: installs dependencies, builds, and runs every
# test (lit suite incl. the C API and install tests, then the regeneration
# check of the cuTile Python fixtures with the real front end, then the TileGym
# corpus: regeneration check and tile-translate + ptxas verdict per kernel).
set -euo pipefail
cd "$(dirname "$0")/.."
# The tests run on a sanitized build (clang-22, ASan + UBSan; TILEIR_SANITIZE=0
# for a plain one): a memory error or undefined behaviour anywhere in a test,
# the TileGym corpus or the kernel hunt fails it. The tools carry their
# sanitizer options (tools/SanitizerDefaults.cpp); test/lit.cfg.py sets the
# same for lit's own test programs.
export TILEIR_SANITIZE=${TILEIR_SANITIZE:-1}
./scripts/setup.sh
./scripts/build.sh

status=0
log=$(mktemp)
/usr/lib/llvm-22/bin/lit -sv build/test 2>&1 | tee "$log" || status=1
# lit's summary lines ("  Passed: N", "  Failed: N", ...) -> two counts.
passed=$(awk -F: '/^ *Passed *:/ {n += $2} END {print n + 0}' "$log")
failed=$(awk -F: '/^ *(Failed|Unresolved|Timed Out|Unexpectedly Passed) *:/ {n += $2} END {print n + 0}' "$log")

# The committed Python fixtures must equal what cuda-tile (pinned) writes now.
fixtures="fixtures: skipped"
if ./scripts/fixtures.sh --check > "$log.fix" 2>&1; then
  passed=$((passed + 1)); fixtures="fixtures: regenerated and identical"
else
  failed=$((failed + 1)); fixtures="fixtures: MISMATCH (see below)"; cat "$log.fix"; status=1
fi
echo "$fixtures"

# The TileGym corpus (test/Fixtures/tilegym): regenerated with the pinned cuda-tile and
# tilegym, byte-identical to the committed files ...
if ./scripts/tilegym.sh --check > "$log.tg" 2>&1; then
  passed=$((passed + 1)); echo "tilegym fixtures: regenerated and identical"
else
  failed=$((failed + 1)); status=1; echo "tilegym fixtures: MISMATCH (see below)"; cat "$log.tg"
fi
# ... and compiled by tile-translate + ptxas for sm_80, sm_90 and sm_90a, one line per kernel,
# against test/Fixtures/tilegym/EXPECTED_FAILURES.txt (XPASS counts as a failure).
# The sm_90a cubins' SASS too (cuobjdump and nvdisasm from pip's wheels, in the fixtures venv):
# no loop may overwrite the registers a wgmma reads A from while its next trip still needs
# them (python/tilegym/sass_check.py; ptxas 13.0 did, and an attention kernel computed
# wrong outputs on the GPU).
build/fixtures-venv/bin/pip install -q nvidia-cuda-cuobjdump==13.5.37 nvidia-cuda-nvdisasm==13.5.37
cuobjdump_bin=$(ls build/fixtures-venv/lib/python3*/site-packages/nvidia/cu13/bin/cuobjdump)
if python3 python/tilegym/check.py -j 2 --cuobjdump "$cuobjdump_bin" > "$log.tgc" 2>&1; then :; else status=1; fi
cat "$log.tgc"
# "tilegym: P passed, F failed, X expected failures (...)"; no summary line = 1 failure.
tg_passed=$(awk '/^tilegym: [0-9]+ passed, [0-9]+ failed/ {p = $2} END {print p + 0}' "$log.tgc")
tg_failed=$(awk '/^tilegym: [0-9]+ passed, [0-9]+ failed/ {f = $4; s = 1} END {print (s ? f + 0 : 1)}' "$log.tgc")
passed=$((passed + tg_passed)); failed=$((failed + tg_failed))

# The TileGym kernels of the GPU suite (python/tilegym/gpu_signatures.py), exported with
# their test signatures, and the same kernels at TileGym's benchmark sizes
# (python/tilegym/bench_signatures/: the specializations users run), compiled to sm_90a
# cubins: a chosen kernel that stops compiling, or spills more than
# python/tilegym/spill-budget.sm_90a.txt allows it, fails here, without a GPU
# (python/tests/test_tilegym_gpu.py and test_tilegym_large_gpu.py run them on the H200).
# Then their SASS, as the corpus's above (at these sets' own specializations).
for tg_set in gpu large; do
  tg_dir=$(mktemp -d)
  if python/tilegym/gpu_build.sh build "$tg_dir" sm_90a "$tg_set" > "$log.tg-$tg_set" 2>&1; then
    passed=$((passed + 1)); tail -n 1 "$log.tg-$tg_set"
    if python3 python/tilegym/sass_check.py --cuobjdump "$cuobjdump_bin" "$tg_dir"/*.cubin > "$log.sass-$tg_set" 2>&1; then
      passed=$((passed + 1)); tail -n 1 "$log.sass-$tg_set"
    else
      failed=$((failed + 1)); status=1; echo "tilegym $tg_set kernels' SASS: FAILED"; tail -n 40 "$log.sass-$tg_set"
    fi
  else
    failed=$((failed + 1)); status=1; echo "tilegym $tg_set kernels: FAILED"; grep -v '^ok' "$log.tg-$tg_set" | tail -n 40
  fi
  rm -rf "$tg_dir"
done
# The same check on the attention fixtures with the opt-in schedules (--overlap-values leaves
# P V, whose A operand P is in registers, running into the next trip; --release-slots;
# --overlap-values on TileGym's fna forward; --across-tiles on the persistent GEMMs;
# --tma-multicast on the persistent GEMM given num_cta_in_cga = 4), whose cubins no other
# SASS check sees. (Split to fit is a default: the large set's check sees TileGym's attention
# at 256-row tiles split over 2-CTA clusters.)
opt_in=$(mktemp -d)
for k in attention_fwd attention_fwd_causal; do
  build/bin/tile-translate --cudatile-to-cubin --chip=sm_90a --overlap-values --release-slots \
    "test/Fixtures/python/$k.spec.v13_3.tileirbc" -o "$opt_in/$k.cubin" >> "$log.optin" 2>&1
done
build/bin/tile-translate --cudatile-to-cubin --chip=sm_90a --overlap-values \
  test/Pipelines/Inputs/fna_fused_forward.tileirbc -o "$opt_in/fna_fused_forward.cubin" >> "$log.optin" 2>&1
for k in ops_bmm__static_persistent_bmm_kernel ops_matmul__static_persistent_matmul_kernel; do
  build/bin/tile-translate --cudatile-to-cubin --chip=sm_90a --across-tiles \
    "test/Fixtures/tilegym/$k.tileirbc" -o "$opt_in/$k.cubin" >> "$log.optin" 2>&1
done
build/bin/tile-translate --cudatilebc-to-mlir test/Fixtures/tilegym/ops_matmul__static_persistent_matmul_kernel.tileirbc |
  sed 's/optimization_hints=<default = {}>/optimization_hints=<default = {num_cta_in_cga = 4}>/' > "$opt_in/pm4.mlir"
build/bin/tile-translate --mlir-to-cudatilebc "$opt_in/pm4.mlir" -o "$opt_in/pm4.tileirbc" >> "$log.optin" 2>&1
build/bin/tile-translate --cudatile-to-cubin --chip=sm_90a --tma-multicast \
  "$opt_in/pm4.tileirbc" -o "$opt_in/persistent_matmul_multicast.cubin" >> "$log.optin" 2>&1
if python3 python/tilegym/sass_check.py --cuobjdump "$cuobjdump_bin" "$opt_in"/*.cubin >> "$log.optin" 2>&1; then
  passed=$((passed + 1)); tail -n 1 "$log.optin"
else
  failed=$((failed + 1)); status=1; echo "opt-in attention SASS: FAILED"; tail -n 20 "$log.optin"
fi
rm -rf "$opt_in"

# Every fixture kernel of both front ends run on the CPU by tile-run, against
# numpy (python/tests/interp_fixtures_test.py). Same private virtualenv.
venv=build/fixtures-venv
"$venv/bin/pip" install -q numpy==2.2.6 pytest==8.3.5
# With them, cuTile Python's own probe, version read, cubin compile and error
# parsing against bin/compat/tileiras (python/tests/tileiras_cutile_test.py).
if "$venv/bin/python" -m pytest -q python/tests/interp_fixtures_test.py \
     python/tests/tileiras_cutile_test.py python/tests/sass_check_test.py \
     python/tests/load_schedule_test.py python/tests/ncu_parse_test.py \
     python/tests/cubin_launch_test.py > "$log.py" 2>&1; then :; else status=1; fi
tail -n 15 "$log.py"
# pytest's summary: "231 passed in 40.1s"
py_passed=$(grep -oE '[0-9]+ passed' "$log.py" | tail -1 | grep -oE '[0-9]+' || true)
# (awk alone: a grep that matches nothing would end the script under pipefail)
py_failed=$(awk '{for (i = 2; i <= NF; i++) if ($i ~ /^(failed|errors?),?$/) s += $(i-1)} END {print s + 0}' "$log.py")
passed=$((passed + ${py_passed:-0})); failed=$((failed + ${py_failed:-0}))
# The bytecode reader under libFuzzer (ASan + UBSan) for a bounded time.
if ./scripts/fuzz.sh "${TILEIR_FUZZ_SECONDS:-60}" > "$log.fuzz" 2>&1; then
  passed=$((passed + 1)); echo "fuzz: no crash ($(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log.fuzz" | grep -oE '[0-9]+$' || echo '?') executions)"
else
  failed=$((failed + 1)); status=1; echo "fuzz: FAILED"; tail -n 40 "$log.fuzz"
fi

# The kernel crash hunt (issue 16): generated valid kernels through the whole
# lowering and ptxas, and through tile-normalize, canonicalize and
# tile-specialize under the interpreter, for a bounded time, all under the
# sanitizers; a failure leaves its seed, kernel, spec and a reduced kernel.
hunt_out=$(mktemp -d)
if python3 utils/fuzz/hunt.py --bin=build/bin --seconds="${TILEIR_HUNT_SECONDS:-120}" \
     --out="$hunt_out" --interp > "$log.hunt" 2>&1; then
  passed=$((passed + 1)); tail -n 4 "$log.hunt"
else
  failed=$((failed + 1)); status=1; echo "kernel hunt: FAILED"; tail -n 40 "$log.hunt"
  for d in "$hunt_out"/seed-*; do
    [ -d "$d" ] || continue
    echo "== $d"; head -30 "$d/log.txt"
    if [ -f "$d/reduced.mlir" ]; then echo "-- reduced:"; cat "$d/reduced.mlir"; else cat "$d/k.mlir"; fi
  done
fi
rm -rf "$hunt_out"

echo "tests: ${passed} passed, ${failed} failed"
exit $status
