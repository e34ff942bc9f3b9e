#!/usr/bin/env python3
"""Bytecode import throughput of tile-translate (a benchmark, not a test).

Measures `tile-translate --cudatile-verify` (read + verify, no
printing) on the largest fixture and on a generated module of N ops, and
reports MB/s and ops/s. Startup cost (an empty module) is subtracted.

  python3 python/bench/bytecode_import.py --tool build/bin/tile-translate
"""
import argparse
import glob
import os
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def best_time(cmd, repeats):
    best = float("inf")
    for _ in range(repeats):
        t = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        best = min(best, time.perf_counter() - t)
    return best


def generated_module(n):
    """One entry with a chain of n assume ops (each carries a self-contained
    attribute and a value reference), in generic form."""
    lines = ['cuda_tile.module @bench {', '  entry @chain(%v0: tile<i32>) {']
    for i in range(1, n + 1):
        lines.append(f'    %v{i} = "cuda_tile.assume"(%v{i - 1}) <{{predicate = '
                     f'#cuda_tile.bounded<{i % 7}, ?>}}> : (!cuda_tile.tile<i32>) '
                     f'-> !cuda_tile.tile<i32>')
    lines += ['    return', '  }', '}']
    return "\n".join(lines) + "\n"


def count_ops(tool, path):
    out = subprocess.run([tool, "--cudatilebc-to-mlir", "-mlir-print-op-generic", path],
                         check=True, capture_output=True, text=True).stdout
    return sum(1 for line in out.splitlines() if '"cuda_tile.' in line)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", default=os.path.join(ROOT, "build/bin/tile-translate"))
    ap.add_argument("--ops", type=int, default=1_000_000)
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    tmp = tempfile.mkdtemp()

    empty = os.path.join(tmp, "empty.mlir")
    open(empty, "w").write('cuda_tile.module @e {\n}\n')
    empty_bc = os.path.join(tmp, "empty.tileirbc")
    subprocess.run([args.tool, "--mlir-to-cudatilebc", empty, "-o", empty_bc], check=True)
    startup = best_time([args.tool, "--cudatile-verify", empty_bc],
                        args.repeats)

    fixtures = glob.glob(os.path.join(ROOT, "test/Fixtures/*/*.tileirbc"))
    largest = max((f for f in fixtures if open(f, "rb").read(10)[9] <= 3),
                  key=os.path.getsize)
    gen_txt = os.path.join(tmp, "gen.mlir")
    open(gen_txt, "w").write(generated_module(args.ops))
    gen_bc = os.path.join(tmp, "gen.tileirbc")
    t = time.perf_counter()
    subprocess.run([args.tool, "--mlir-to-cudatilebc", gen_txt, "-o", gen_bc], check=True)
    export_s = time.perf_counter() - t

    print(f"startup (empty module): {startup * 1e3:.1f} ms")
    for label, path, nops in ((os.path.relpath(largest, ROOT), largest, None),
                              (f"generated {args.ops} ops", gen_bc, args.ops + 2)):
        if nops is None:
            nops = count_ops(args.tool, path)
        size = os.path.getsize(path)
        total = best_time([args.tool, "--cudatile-verify", path],
                          args.repeats)
        net = total - startup
        if net < 0.005:
            print(f"{label}: {size / 1e6:.3f} MB, {nops} ops, import {total * 1e3:.1f} ms "
                  f"(within the startup noise: under 5 ms net)")
            continue
        print(f"{label}: {size / 1e6:.3f} MB, {nops} ops, import {total * 1e3:.1f} ms "
              f"({net * 1e3:.1f} ms net): {size / 1e6 / net:.1f} MB/s, "
              f"{nops / net / 1e6:.2f} M ops/s")
    print(f"(export of the generated module, text parse included: {export_s:.2f} s)")


main()
