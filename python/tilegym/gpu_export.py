#!/usr/bin/env python3
"""Export + compile the TileGym kernels of the GPU correctness suite (python/tests/test_tilegym_gpu.py).

    python3 python/tilegym/gpu_export.py --out .dev/tilegym-gpu --translate build/bin/tile-translate
    python3 python/tilegym/gpu_export.py --out X --translate T --only ops_softmax__softmax_kernel
    python3 python/tilegym/gpu_export.py --out X --no-compile     (export only: no cubin)

Each kernel of gpu_signatures.py is exported like the corpus (export.py: same stand-in torch,
same kernel objects, same bytecode options) but with its GPU-test signature (small, ragged
sizes), then compiled with `tile-translate --cudatile-to-cubin --chip=sm_90 --manifest-out=...`.
Per kernel the output folder gets NAME.tileirbc, NAME.cubin, NAME.manifest.json (the
compiler's launch manifest) and NAME.json: the entry's parameters in order (arrays with
dtype, shape and strides; scalars with their value; constants), and the launch grid.
Exit status 1 when any chosen kernel fails to export or compile.
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import bench_signatures             # noqa: E402
import export                       # noqa: E402
import gpu_signatures               # noqa: E402

# The case tables: the GPU suite's small ragged sizes, or the benchmark sizes.
SETS = {"gpu": gpu_signatures, "large": bench_signatures}


def _jsonable(v):
    if isinstance(v, (bool, int, float, str)) or v is None:
        return v
    return repr(v)


def layout_json(layout):
    out = []
    for p in layout:
        q = {k: v for k, v in p.items() if k != "value"}
        if p["kind"] in ("scalar", "const"):
            q["value"] = _jsonable(p["value"])
        out.append(q)
    return out


def compile_one(translate, out, name, chip, timeout):
    """(name, None) or (name, first error line)."""
    src = os.path.join(out, name + ".tileirbc")
    cmd = [translate, "--cudatile-to-cubin", f"--chip={chip}",
           f"--manifest-out={os.path.join(out, name + '.manifest.json')}", src,
           "-o", os.path.join(out, name + ".cubin")]
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout,
                           errors="replace")
    except subprocess.TimeoutExpired:
        return name, f"timeout after {timeout} s"
    if r.returncode != 0:
        lines = [ln for ln in r.stderr.splitlines() if ln.strip()] or ["no output"]
        err = next((ln for ln in lines if "error" in ln), lines[0])
        return name, f"exit {r.returncode}: {err[:300]}"
    return name, None


def read_budget(path):
    """{name: spill-store bytes allowed} from a budget file ("NAME BYTES  # why")."""
    budget = {}
    with open(path) as f:
        for line in f:
            line = line.split("#", 1)[0].split()
            if line:
                budget[line[0]] = int(line[1])
    return budget


def spill_of(out, name):
    """Spill-store bytes ptxas reported for NAME's cubin (its manifest), None if unknown."""
    try:
        with open(os.path.join(out, name + ".manifest.json")) as f:
            kernels = json.load(f)["kernels"]
        return sum(k["ptxas"]["spill_store_bytes"] for k in kernels)
    except (OSError, KeyError, ValueError):
        return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--translate", help="tile-translate binary (not needed with --no-compile)")
    ap.add_argument("--no-compile", action="store_true",
                    help="only export: write NAME.tileirbc + NAME.json, no cubin")
    ap.add_argument("--chip", default="sm_90")
    ap.add_argument("--set", choices=sorted(SETS), default="gpu",
                    help="gpu: the GPU suite's sizes (gpu_signatures.py); large: TileGym's "
                         "benchmark sizes (bench_signatures.py)")
    ap.add_argument("--only", nargs="+")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("--spill-budget", metavar="FILE",
                    help="fail a kernel whose cubin spills more than FILE allows it "
                         "(kernels not named there: none)")
    args = ap.parse_args()
    if not args.no_compile and not args.translate:
        ap.error("--translate is required unless --no-compile")
    err = export.check_versions()
    if err:
        print(err)
        return 2
    from tgsig import signature, entry_layout
    t0 = time.time()
    ct, modules, kernels, import_errors = export.load_kernels()
    base = {export.fixture_name(e.module, e.kernel): e for e in export_entries()}
    os.makedirs(args.out, exist_ok=True)
    failed = {}
    table = SETS[args.set]
    chosen = [c for c in table.CASES if not args.only or c.name in args.only]
    names = [c.name for c in chosen]
    if len(set(names)) != len(names):
        print(f"ERROR: {table.__name__}.py names a case twice")
        return 1
    exported = []
    for case in chosen:
        e0 = base.get(case.fixture)
        if e0 is None:
            failed[case.name] = f"no corpus entry {case.fixture}"
            continue
        entry = case.entry(e0)
        kern = export.resolve_kernel(entry, modules, kernels)
        if kern is None:
            failed[case.name] = "kernel not found"
            continue
        if case.hints:
            kern = kern.replace_hints(**case.hints)
        try:
            sig = signature(entry, kern)
            layout = entry_layout(entry, kern)
        except Exception as ex:     # noqa: BLE001 -- a mistake in the table
            failed[case.name] = f"bad signature: {type(ex).__name__}: {ex}"
            continue
        data, why = export.export_one(kern, sig)
        if data is None:
            failed[case.name] = f"refused by cuda-tile: {why}"
            continue
        with open(os.path.join(args.out, case.name + ".tileirbc"), "wb") as f:
            f.write(data)
        meta = dict(name=case.name, fixture=case.fixture, spec=case.spec or case.name,
                    hints=case.hints or {},
                    symbol=sig.symbol, grid=list(case.grid), params=layout_json(layout))
        with open(os.path.join(args.out, case.name + ".json"), "w") as f:
            json.dump(meta, f, indent=1)
        exported.append(case.name)
    t1 = time.time()
    with concurrent.futures.ThreadPoolExecutor(max(1, args.j)) as pool:
        for name, why in pool.map(lambda n: compile_one(args.translate, args.out, n,
                                                        args.chip, args.timeout),
                                  [] if args.no_compile else exported):
            if why:
                failed[name] = f"compile: {why}"
    # No spills in the corpus: a kernel spills at most what the budget file says it
    # did when last measured (the list only shrinks); one under its budget is named.
    tighter, spilling = [], {}
    if args.spill_budget and not args.no_compile:
        budget = read_budget(args.spill_budget)
        for name in exported:
            if name in failed:
                continue
            spill, allowed = spill_of(args.out, name), budget.get(name, 0)
            if spill:
                spilling[name] = spill
            if spill is None:
                failed[name] = "no ptxas report in the manifest"
            elif spill > allowed:
                failed[name] = f"spills {spill} bytes (budget {allowed}, {args.spill_budget})"
            elif spill < allowed:
                tighter.append(f"{name} {spill}")
    for c in chosen:
        print(f"{'FAILED' if c.name in failed else 'ok':7s} {c.name}"
              + (f": {failed[c.name]}" if c.name in failed else ""))
    for t in tighter:
        print(f"under its spill budget (lower it): {t}")
    spills = (f", {len(spilling)} spill {sum(spilling.values())} bytes"
              f" (budget {sum(budget.values())})" if args.spill_budget and not args.no_compile
              else "")
    print(f"tilegym-{args.set}: {len(chosen)} chosen, {len(chosen) - len(failed)}"
          f" {'exported' if args.no_compile else 'compiled'},"
          f" {len(failed)} failed{spills} (export {t1 - t0:.1f} s, compile {time.time() - t1:.1f} s)")
    return 1 if failed else 0


def export_entries():
    import signatures
    return signatures.ENTRIES


if __name__ == "__main__":
    sys.exit(main())
