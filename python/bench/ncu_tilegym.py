"""ncu facts for TileGym cases: TileIR's launch and tileiras's on the same inputs, one
profiled launch each, in one ncu run.

For each case (those below --below in a bench_tilegym JSON, or --only substrings), the child
process prepares the case as bench/bench_tilegym.py does (fresh seeded inputs, poisoned
outputs), launches each compiler's kernel once unprofiled and checks its output against the
spec's float64 reference, then launches it once more between cuProfilerStart/Stop, so that
ncu (--profile-from-start off) profiles exactly those launches and no torch kernel. ncu
flushes the caches before the profiled launch (its default cache control), as the bench
flushes the L2 before each timed run; clocks are ncu's default (locked to base), the same for
both compilers.

Sections: SpeedOfLight, LaunchStats, Occupancy, WarpStateStats. The parent reads ncu's raw
CSV and writes, per case and compiler: duration, registers, shared memory, waves per SM,
achieved occupancy, SM and DRAM throughput, cycles per issued instruction, local-memory
(spill) instructions where ncu reports them, and the three largest warp stall reasons.

    cd python && TILEIR_TILEGYM_KERNELS=../.dev/s35/base TILEIRAS_KERNELS=../.dev/tileiras90 \\
      python3 bench/ncu_tilegym.py --from-json bench/results-tilegym-s35-h100.json --below 0.95 \\
        --json $OUT/ncu_tilegym.json --markdown $OUT/ncu_tilegym.md
"""
import argparse
import csv
import io
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

SECTIONS = ("SpeedOfLight", "LaunchStats", "Occupancy", "WarpStateStats")


def stall_reason(metric):
    """'barrier' for WarpStateStats's per-reason stall ratio metrics (cycles a warp spends
    stalled for that reason per issued instruction; ncu versions spell them
    smsp__average_warps_issue_stalled_<r>_per_issue_active.ratio or
    smsp__average_warp_latency_issue_stalled_<r>.ratio), else None."""
    if "issue_stalled_" not in metric or not metric.endswith(".ratio"):
        return None
    r = metric.split("issue_stalled_", 1)[1][:-len(".ratio")]
    r = r.replace("_per_issue_active", "").replace("_per_warp_active", "")
    return None if r in ("not_issued", "") or "." in r else r


def child(cases_file, done_file):
    """Runs under ncu: launches each case's kernels; profiles only the second launch."""
    import torch
    from cuda.bindings import driver as cu
    import bench_tilegym as bt
    from tilegym_specs import SPECS
    from tileir.runner import check
    torch.backends.cuda.matmul.allow_tf32 = True
    names = [n for n in open(cases_file).read().split() if n]
    done = open(done_file, "w")
    for name in names:
        meta_p = os.path.join(bt.KDIR, name + ".json")
        if not os.path.exists(meta_p):
            print(f"SKIP {name}: no TileIR kernel", flush=True)
            continue
        meta = json.load(open(meta_p))
        kmeta = json.load(open(os.path.join(bt.KDIR, name + ".manifest.json")))["kernels"][0]
        types = [p["type"] for p in kmeta["params"]]
        grid = meta["grid"]
        for impl in ("tileir", "tileiras"):
            try:
                ctx = bt._fresh_ctx(name, meta)
                if impl == "tileiras" and not os.path.exists(os.path.join(bt.TDIR, name + ".cubin")):
                    continue
                _, fn = bt.prepare_launch(impl, name, grid, types, ctx)
                fn()
                torch.cuda.synchronize()
                SPECS[bt.spec_of(name, meta)].check(ctx)
                ctx.finish()
                check(cu.cuProfilerStart())
                fn()
                torch.cuda.synchronize()
                check(cu.cuProfilerStop())
                done.write(f"{impl} {name}\n")
                done.flush()
            except Exception as e:  # noqa: BLE001 - one case's failure ends only that case
                print(f"FAILED {name} [{impl}]: {bt._first_line(e)}", flush=True)
                torch.cuda.synchronize()
    done.close()
    return 0


def _num(s):
    try:
        return float(s.replace(",", ""))
    except (AttributeError, ValueError):
        return None


def parse_raw_csv(text):
    """ncu --csv --page raw: a header row, a units row, then one row per profiled kernel."""
    lines = [ln for ln in text.splitlines() if ln.startswith('"')]
    if len(lines) < 2:
        return []
    rows = list(csv.reader(io.StringIO("\n".join(lines))))
    head, units, body = rows[0], rows[1], rows[2:]
    out = []
    for r in body:
        d = dict(zip(head, r))
        d["_units"] = dict(zip(head, units))
        out.append(d)
    return out


def facts(d):
    """The figures the BENCHMARKS table shows, from one raw row."""
    def get(*names):
        for n in names:
            if n in d and _num(d[n]) is not None:
                return _num(d[n])
        return None
    dur = get("gpu__time_duration.sum")
    unit = d["_units"].get("gpu__time_duration.sum", "")
    if dur is not None:
        dur *= {"nsecond": 1e-3, "ns": 1e-3, "msecond": 1e3, "ms": 1e3, "second": 1e6}.get(unit, 1.0)
    stalls = {}
    for k, v in d.items():
        reason = stall_reason(k)
        if reason and _num(v) is not None:
            stalls[reason] = _num(v)
    total = sum(stalls.values()) or None
    top = sorted(stalls.items(), key=lambda kv: -kv[1])[:3]
    return {
        "duration_us": dur,
        "registers": get("launch__registers_per_thread"),
        "block": get("launch__block_size"),
        "grid": get("launch__grid_size"),
        "smem_per_block": (get("launch__shared_mem_per_block_static") or 0) +
                          (get("launch__shared_mem_per_block_dynamic") or 0),
        "waves_per_sm": get("launch__waves_per_multiprocessor"),
        "achieved_occupancy_pct": get("sm__warps_active.avg.pct_of_peak_sustained_active"),
        "theoretical_occupancy_pct": get("sm__maximum_warps_per_active_cycle_pct"),
        "sm_throughput_pct": get("sm__throughput.avg.pct_of_peak_sustained_elapsed"),
        "dram_throughput_pct": get("gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed",
                                   "dram__throughput.avg.pct_of_peak_sustained_elapsed"),
        "cpi": get("smsp__average_warp_latency_per_inst_issued.ratio",
                   "smsp__average_warps_issue_stalled_per_issue_active.ratio"),
        "instructions": get("smsp__inst_executed.sum", "sm__inst_executed.sum"),
        "top_stalls": [(r, round(v / total, 3)) for r, v in top] if total else [],
    }


def markdown(results, ratios):
    rows = ["| case | ras/ir | compiler | us | regs | smem KB | waves | occ % | SM % | DRAM % "
            "| CPI | top stalls (share) |", "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    f = lambda v, p="{:.1f}": "-" if v is None else p.format(v)  # noqa: E731
    for name in sorted(results, key=lambda n: ratios.get(n, 9)):
        for impl in ("tileir", "tileiras"):
            x = results[name].get(impl)
            if not x:
                continue
            st = ", ".join(f"{r} {s:.0%}" for r, s in x["top_stalls"])
            rows.append(f"| {name if impl == 'tileir' else ''} | "
                        f"{f(ratios.get(name), '{:.2f}') if impl == 'tileir' else ''} | {impl} | "
                        f"{f(x['duration_us'])} | {f(x['registers'], '{:.0f}')} | "
                        f"{f(x['smem_per_block'] / 1024 if x['smem_per_block'] is not None else None)} | "
                        f"{f(x['waves_per_sm'], '{:.2f}')} | {f(x['achieved_occupancy_pct'])} | "
                        f"{f(x['sm_throughput_pct'])} | {f(x['dram_throughput_pct'])} | "
                        f"{f(x['cpi'])} | {st} |")
    return "\n".join(rows) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--from-json", help="a bench_tilegym JSON: its ratios pick the cases")
    ap.add_argument("--below", type=float, default=0.95, help="cases with tileiras/TileIR below this")
    ap.add_argument("--only", action="append", default=[], help="substring of case names")
    ap.add_argument("--limit", type=int, default=0, help="at most this many cases, worst first")
    ap.add_argument("--ncu", default="ncu")
    ap.add_argument("--json", default=os.path.join(os.environ.get("OUT", "."), "ncu_tilegym.json"))
    ap.add_argument("--markdown", default=None)
    ap.add_argument("--timeout-s", type=int, default=540)
    ap.add_argument("--child", nargs=2, metavar=("CASES", "DONE"), help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.child:
        return child(*a.child)

    ratios = {}
    if a.from_json:
        for r in json.load(open(a.from_json))["cases"]:
            if r.get("tileiras_over_tileir"):
                ratios[r["name"]] = r["tileiras_over_tileir"]
    names = sorted((n for n, v in ratios.items() if v < a.below), key=lambda n: ratios[n])
    if a.only:
        pool = names if a.from_json else sorted(os.path.splitext(f)[0] for f in os.listdir(
            os.environ.get("TILEIR_TILEGYM_KERNELS", ".")) if f.endswith(".cubin"))
        names = [n for n in pool if any(s in n for s in a.only)]
    if a.limit:
        names = names[:a.limit]
    if not names:
        sys.exit("no cases selected")
    work = os.path.dirname(os.path.abspath(a.json)) or "."
    cases_file, done_file = os.path.join(work, "ncu_cases.txt"), os.path.join(work, "ncu_done.txt")
    log = os.path.join(work, "ncu_raw.csv")
    with open(cases_file, "w") as f:
        f.write("\n".join(names) + "\n")
    cmd = [a.ncu, "--profile-from-start", "off", "--csv", "--page", "raw", "--log-file", log]
    for s in SECTIONS:
        cmd += ["--section", s]
    cmd += [sys.executable, os.path.abspath(__file__), "--child", cases_file, done_file]
    t0 = time.time()
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=a.timeout_s)
    print(p.stdout[-3000:], p.stderr[-3000:], sep="\n")
    text = open(log).read() if os.path.exists(log) else ""
    rows = parse_raw_csv(text)
    done = [ln.split() for ln in open(done_file).read().splitlines()] if os.path.exists(done_file) else []
    if len(rows) != len(done):
        print(f"ncu profiled {len(rows)} launches, the child made {len(done)}: matched in order "
              f"up to the shorter", flush=True)
    results = {}
    for (impl, name), d in zip(done, rows):
        results.setdefault(name, {})[impl] = facts(d)
    with open(a.json, "w") as f:
        json.dump({"cases": results, "columns": sorted(rows[0]) if rows else [], "ratios": {n: ratios.get(n) for n in results},
                   "sections": SECTIONS, "ncu_rc": p.returncode,
                   "wall_s": round(time.time() - t0, 1)}, f, indent=1)
    md = markdown(results, ratios)
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write(md)
    print(md)
    print(f"{len(results)} cases, ncu rc {p.returncode}, {time.time() - t0:.0f} s; wrote {a.json}")
    return 0 if p.returncode == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
