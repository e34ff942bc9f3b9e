#!/usr/bin/env python3
"""Parse + verify + print throughput of tile-opt on a generated module of N
cuda_tile ops, next to upstream mlir-opt on a module of N arith ops, measured
in one run (issue 2's benchmark; not a test).

  python3 python/bench/parse_bench.py [--ops 100000] [--repeat 5]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def cuda_tile_module(n):
    # A chain of float ops over tiles so every op depends on the previous one
    # (verification and printing see real use lists).
    lines = ["cuda_tile.module @bench {",
             "  testing$func @f(%a: tile<128xf32>, %b: tile<128xf32>) {"]
    ops = ["addf", "mulf", "subf", "maxf"]
    prev = "%a"
    for i in range(n):
        lines.append(f"    %v{i} = {ops[i % 4]} {prev}, %b : tile<128xf32>")
        prev = f"%v{i}"
    lines += ["  }", "}"]
    return "\n".join(lines) + "\n"


def arith_module(n):
    lines = ["func.func @f(%a: vector<128xf32>, %b: vector<128xf32>) {"]
    ops = ["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf"]
    prev = "%a"
    for i in range(n):
        lines.append(f"  %v{i} = {ops[i % 4]} {prev}, %b : vector<128xf32>")
        prev = f"%v{i}"
    lines += ["  return", "}"]
    return "\n".join(lines) + "\n"


def time_tool(cmd, path, repeat):
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        r = subprocess.run(cmd + [path, "-o", os.devnull], capture_output=True)
        times.append(time.perf_counter() - t0)
        if r.returncode != 0:
            sys.exit(f"{cmd[0]} failed: {r.stderr.decode()[:500]}")
    return statistics.median(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ops", type=int, default=100000)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--tile-opt", default=os.path.join(ROOT, "build", "bin", "tile-opt"))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        ct, ar = os.path.join(d, "ct.mlir"), os.path.join(d, "arith.mlir")
        open(ct, "w").write(cuda_tile_module(args.ops))
        open(ar, "w").write(arith_module(args.ops))
        t_ct = time_tool([args.tile_opt], ct, args.repeat)
        t_ar = time_tool([args.mlir_opt], ar, args.repeat)
    print(f"ops: {args.ops}  (median of {args.repeat} runs, parse + verify + print)")
    print(f"{'tool':<10} {'seconds':>8} {'ops/s':>12}")
    print(f"{'tile-opt':<10} {t_ct:8.3f} {args.ops / t_ct:12.0f}")
    print(f"{'mlir-opt':<10} {t_ar:8.3f} {args.ops / t_ar:12.0f}")
    print(f"ratio tile-opt / mlir-opt time: {t_ct / t_ar:.2f}")


if __name__ == "__main__":
    main()
