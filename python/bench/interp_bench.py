"""Speed of the CPU interpreter (tile-run), not a test.

    python3 python/bench/interp_bench.py [--repeat 3]

Runs the cuTile Python fixture kernels vadd_f32 on 2^20 elements and
matmul_f16 (f16 in, f32 accumulator, 128x128x32 tiles) on 512x512x512,
checks the results against numpy and prints the wall time of each run
(the whole tile-run process: parse, inputs, grid, outputs).
"""
import argparse
import pathlib
import sys
import time

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "tests"))
from interp_helpers import REPO, Array, run_kernel  # noqa: E402

PY = REPO / "test" / "Fixtures" / "python"


def bench(name, fn, repeat):
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    print(f"{name:40s} best {min(times):.3f} s  (runs: "
          + ", ".join(f"{t:.3f}" for t in times) + ")")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    rng = np.random.default_rng(0)

    n = 1 << 20
    x = rng.standard_normal(n, dtype=np.float32)
    y = rng.standard_normal(n, dtype=np.float32)

    def vadd():
        out = run_kernel(PY / "vadd_f32.v13_3.tileir.txt",
                         [Array(x), Array(y), Array(np.zeros(n, np.float32))],
                         (n // 1024, 1, 1))
        np.testing.assert_array_equal(out[6], x + y)

    M = N = K = 512
    a = rng.uniform(-1, 1, (M, K)).astype(np.float16)
    b = rng.uniform(-1, 1, (K, N)).astype(np.float16)
    ref = a.astype(np.float32) @ b.astype(np.float32)

    def matmul():
        out = run_kernel(PY / "matmul_f16.v13_3.tileir.txt",
                         [Array(a), Array(b), Array(np.zeros((M, N), np.float32))],
                         (M // 128, N // 128, 1))
        np.testing.assert_allclose(out[10], ref, rtol=1e-4, atol=1e-3)

    bench("vadd_f32, 2^20 elements (1024 blocks)", vadd, args.repeat)
    bench("matmul_f16 512x512x512 (16 blocks)", matmul, args.repeat)


if __name__ == "__main__":
    main()
