"""Two builds of the TileGym GPU corpus against each other, in one device run.

Runs bench/bench_tilegym.py on build A's cubins and build B's, alternating A B A B
(--rounds times each) so that clock drift hits both alike, keeps each case's best
time per side, and prints B's speed-up over A per case, the geomean and the
cases that moved by more than 5%. Output checks are bench_tilegym's own (a case
whose output is wrong is reported, never timed as a win). Only TileIR's cubins
are timed (tileiras's figures are bench_tilegym's job).

    cd python && python3 bench/ab_tilegym.py --a ../.dev/tg-old --b ../.dev/tilegym90a \
        --only-differing --json $OUT/ab.json

--only-differing times only the cases whose cubins differ between A and B. --b may be
given several times (variant folders of python/bench/variant_build.sh): each round runs A
once and every B, and each B is reported against A on its own differing cases.
"""
import argparse
import json
import math
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def differing(a, b):
    names = []
    for f in sorted(os.listdir(b)):
        if not f.endswith(".cubin"):
            continue
        pa, pb = os.path.join(a, f), os.path.join(b, f)
        if not os.path.exists(pa) or open(pa, "rb").read() != open(pb, "rb").read():
            names.append(f[: -len(".cubin")])
    return names


def run(kdir, only, args, out):
    env = dict(os.environ, TILEIR_TILEGYM_KERNELS=kdir)
    cmd = [sys.executable, os.path.join(HERE, "bench_tilegym.py"), "--warmup-ms",
           str(args.warmup_ms), "--rep-ms", str(args.rep_ms), "--no-torch", "--no-tileiras",
           "--json", out, "--set", args.set]
    if args.budget_s:
        cmd += ["--budget-s", str(args.budget_s)]
    for n in only:
        cmd += ["--only", n]
    r = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if r.returncode != 0:
        print(r.stdout[-2000:], r.stderr[-2000:], file=sys.stderr)
        raise SystemExit(f"bench_tilegym.py failed on {kdir} (exit {r.returncode})")
    with open(out) as f:
        return {c["name"]: c for c in json.load(f)["cases"]}


def report(b_dir, best_a, best_b):
    both = sorted(set(best_a) & set(best_b))
    rows = sorted((best_a[n] / best_b[n], n) for n in both)
    print(f"== B = {b_dir}")
    print(f"{'case':70} {'A ms':>9} {'B ms':>9} {'A/B':>6}")
    for s, n in rows:
        if abs(s - 1) > 0.05:
            print(f"{n[:70]:70} {best_a[n]:9.4f} {best_b[n]:9.4f} {s:6.2f}")
    geo = math.exp(sum(math.log(s) for s, _ in rows) / len(rows)) if rows else float("nan")
    faster = sum(s > 1.05 for s, _ in rows)
    slower = sum(s < 0.95 for s, _ in rows)
    print(f"ab: {len(rows)} cases, geomean A/B {geo:.3f} (>1: B faster); "
          f"B faster by >5% in {faster}, slower by >5% in {slower}")
    return geo


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--a", required=True, help="cubin dir of build A (the baseline)")
    ap.add_argument("--b", required=True, action="append",
                    help="cubin dir of a build B (repeatable: each against A)")
    ap.add_argument("--tileiras", help="ignored: only TileIR's cubins are timed (earlier "
                    "command lines passed tileiras's folder)")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--set", choices=("gpu", "large"), default="gpu",
                    help="which case table the builds hold (bench_tilegym.py --set)")
    ap.add_argument("--only-differing", action="store_true")
    ap.add_argument("--warmup-ms", type=float, default=10.0)
    ap.add_argument("--rep-ms", type=float, default=40.0)
    ap.add_argument("--budget-s", type=float, default=0)
    ap.add_argument("--json", default=None)
    a = ap.parse_args()
    only = {b: (differing(a.a, b) if a.only_differing else []) for b in a.b}
    for b in a.b:
        if a.only_differing and not only[b]:
            print(f"ab: no cubin differs between {a.a} and {b}")
    bs = [b for b in a.b if only[b] or not a.only_differing]
    if not bs:
        return 0
    a_only = sorted(set().union(*(only[b] for b in bs)))
    best = {b: {} for b in ["A"] + bs}
    bad = []
    with tempfile.TemporaryDirectory() as tmp:
        for r in range(a.rounds):
            for i, (key, kdir, names) in enumerate([("A", a.a, a_only)] +
                                                   [(b, b, only[b]) for b in bs]):
                cases = run(kdir, names, a, os.path.join(tmp, f"{i}-{r}.json"))
                for name, c in cases.items():
                    # TileIR's own result: its error (a wrong output, a failed
                    # launch) is a finding.
                    if c.get("tileir_error") or not c.get("tileir_ms"):
                        bad.append((key, name, c.get("tileir_error") or c.get("status")))
                        continue
                    t = c["tileir_ms"]
                    best[key][name] = min(t, best[key].get(name, t))
    geos = {}
    for b in bs:
        geos[b] = report(b, best["A"], best[b])
    for side, name, status in sorted(set(bad)):
        print(f"ab: {side} {name}: {status}")
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"a": a.a, "b": bs, "rounds": a.rounds, "best_ms": best,
                       "not_timed": sorted(set(bad)), "geomean_a_over_b": geos}, f, indent=1)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
