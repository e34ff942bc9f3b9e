#!/usr/bin/env python3
"""The GPU differential run (issue 16): generated kernels compiled by TileIR,
run on the GPU on their spec's inputs, and compared with what the CPU
interpreter computes on the same inputs (tile-gate's device gate with the
kernel as its own port). Runs on the GPU machine, kernels in parallel.

    gpu_diff.py --bin=DIR --seconds=S --jobs=J --out=DIR [--start=N] [--seeds=A,B]
                [--gen-args=...] [--lowering="fit-clusters=2"]

Prints one line per mismatch or error and a summary; keeps each failing
seed's kernel, spec and verdict under OUT/fails/.
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor


def one(args, seed):
    d = tempfile.mkdtemp(prefix=f"gd{seed}-")
    k, spec = os.path.join(d, "k.mlir"), os.path.join(d, "k.json")
    p = subprocess.run([os.path.join(args.bin, "tile-gen"), f"--seed={seed}", "-o", k,
                        f"--spec-out={spec}", *args.gen_args.split()],
                       capture_output=True, text=True)
    if p.returncode:
        return seed, "gen-error", p.stderr[-500:], d, "other"
    with open(k) as f:  # "// tile-gen --seed=N: mmaf f16->f32 tile 64x32x16 transposed-A"
        first = f.readline()
        shape = first.split(": ", 1)[-1].split(" tile")[0].strip()
        shape += " transposed-A" if "transposed-A" in first else ""
    kind = "matmul " + shape if shape.startswith("mma") else "other"
    return (*check(args, seed, k, spec, d), kind)


def check(args, seed, k, spec, d):
    try:
        lowering = [f"--lowering={args.lowering}"] if args.lowering else []
        p = subprocess.run([os.path.join(args.bin, "tile-gate"), f"--reference={k}", f"--port={k}",
                            f"--spec={spec}", "--gates=numeric,device", *lowering],
                           capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        return seed, "timeout", "", d
    try:
        v = json.loads(p.stdout)
    except ValueError:
        return seed, "crash", (p.stderr or "")[-800:], d
    with open(os.path.join(d, "verdict.json"), "w") as f:
        f.write(p.stdout)
    dev, num = v["gates"]["device"], v["gates"]["numeric"]
    if num["status"] != "PASS":
        why = "; ".join(r["message"] for r in num["reasons"])[:500]
        return seed, "interp-" + num["status"], why, d
    if dev["status"] == "FAIL":
        why = "; ".join(r["message"] for r in dev["reasons"] if r["severity"] == "fail")[:800]
        return seed, "mismatch", why, d
    if dev["status"] == "COULD_NOT_RUN":
        why = "; ".join(r["message"] for r in dev["reasons"])[:500]
        return seed, "device-could-not-run", why, d
    return seed, "pass", "", d


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--seconds", type=float, default=300)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 4)
    ap.add_argument("--out", required=True)
    ap.add_argument("--start", type=int, default=100000)
    ap.add_argument("--seeds", default="", help="comma-separated seeds to run first (earlier failures)")
    ap.add_argument("--gen-args", default="", help="extra tile-gen options (e.g. --matmul-share=1)")
    ap.add_argument("--lowering", default="",
                    help="further lowering options for the device compile (e.g. fit-clusters=2)")
    args = ap.parse_args()
    fails = os.path.join(args.out, "fails")
    os.makedirs(fails, exist_ok=True)
    start = time.time()
    counts = collections.Counter()
    shapes = collections.defaultdict(lambda: [0, 0])  # kind -> [not passed, passed]
    seed = args.start
    first = [int(x) for x in args.seeds.split(",") if x]
    with ThreadPoolExecutor(args.jobs) as pool:
        pending = {pool.submit(one, args, s) for s in first}
        while True:
            while len(pending) < 2 * args.jobs and time.time() - start < args.seconds:
                pending.add(pool.submit(one, args, seed))
                seed += 1
            if not pending:
                break
            done = [f for f in pending if f.done()]
            if not done:
                time.sleep(0.05)
                continue
            for f in done:
                pending.discard(f)
                s, kind, why, d, shape = f.result()
                counts[kind] += 1
                shapes[shape][kind == "pass"] += 1
                if kind != "pass":
                    print(f"{kind} seed {s}: {why}", flush=True)
                    dest = os.path.join(fails, f"seed-{s}")
                    os.makedirs(dest, exist_ok=True)
                    for n in os.listdir(d):
                        os.replace(os.path.join(d, n), os.path.join(dest, n))
                else:
                    for n in os.listdir(d):
                        os.remove(os.path.join(d, n))
                os.rmdir(d) if os.path.isdir(d) and not os.listdir(d) else None
    total = sum(counts.values())
    secs = time.time() - start
    print(f"gpu differential: {total} kernels in {secs:.0f} s ({total / secs:.1f}/s), seeds "
          f"{args.start}-{seed - 1}{' and ' + args.seeds if first else ''}: " + ", ".join(f"{k} {c}" for k, c in counts.most_common()))
    print("by kind (passed/all): " + ", ".join(f"{k} {p}/{n + p}" for k, (n, p) in sorted(shapes.items())))
    return 0 if counts["pass"] == total else 1


if __name__ == "__main__":
    sys.exit(main())
