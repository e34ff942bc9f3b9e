"""End-to-end wall-clock of a first call, as a user feels it: compile a
kernel from front-end bytecode (tile-translate --cudatile-to-cubin, ptxas included),
load it, launch it and wait for the result. Measured next to Triton's first
call of the same work with an empty cache, in the same run.

Usage: first_call.py TILE_TRANSLATE  (on the GPU machine)
"""
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time

import torch
import triton
import triton.language as tl

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
from tileir.runner import Kernel  # noqa: E402

REPO = os.path.join(os.path.dirname(__file__), "..", "..")
FIX = os.path.join(REPO, "test", "Fixtures", "cutile-rs")


def tileir_first_call(tool, name, make_args, grid, tmp):
    """Seconds from bytecode to a finished launch, and the compile part."""
    cubin = os.path.join(tmp, name + ".cubin")
    manifest = os.path.join(tmp, name + ".json")
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    env = dict(os.environ)
    if os.environ.get("TILEIR_TOOL_LIBS"):  # the packed compiler's own libs
        env["LD_LIBRARY_PATH"] = os.environ["TILEIR_TOOL_LIBS"]
    subprocess.run([tool, "--cudatile-to-cubin", "--chip=sm_90", f"--manifest-out={manifest}",
                    os.path.join(FIX, name + ".tileirbc"), "-o", cubin], check=True, env=env)
    t1 = time.perf_counter()
    with open(cubin, "rb") as f, open(manifest) as m:
        k = Kernel(f.read(), json.load(m))
    args, out = make_args()
    k.launch(grid, args)
    torch.cuda.synchronize()
    t2 = time.perf_counter()
    return (t2 - t0) * 1e3, (t1 - t0) * 1e3, out


def triton_first_call(kernel, launch):
    d = tempfile.mkdtemp()
    os.environ["TRITON_CACHE_DIR"] = d
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    launch(kernel)
    torch.cuda.synchronize()
    ms = (time.perf_counter() - t0) * 1e3
    shutil.rmtree(d, ignore_errors=True)
    return ms


def make_softmax_triton():
    # A fresh function object per call, so nothing is cached in-process.
    @triton.jit
    def softmax_fresh(X, Y, N, B: tl.constexpr):
        r = tl.program_id(0)
        o = tl.arange(0, B)
        m = o < N
        v = tl.load(X + r * N + o, mask=m, other=-float("inf"))
        v = v - tl.max(v, 0)
        e = tl.exp(v)
        tl.store(Y + r * N + o, e / tl.sum(e, 0), mask=m)
    return softmax_fresh


def main():
    tool = sys.argv[1]
    torch.zeros(1, device="cuda")  # CUDA context up front, as for Triton
    M, N = 64, 1024
    x = torch.randn(M, N, device="cuda")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in ["softmax_rows_f32", "layernorm_rows_f32", "vadd_f32"]:
            if name == "vadd_f32":
                n = 1 << 20
                a, b = torch.randn(n, device="cuda"), torch.randn(n, device="cuda")

                def make_args():
                    z = torch.full((n,), float("nan"), device="cuda")
                    return [z, a, b], z
                grid, ref = (n // 1024, 1, 1), a.double() + b.double()
            elif name == "softmax_rows_f32":
                def make_args():
                    y = torch.full((M, N), float("nan"), device="cuda")
                    return [y, x], y
                grid, ref = (M // 4, 1, 1), torch.softmax(x.double(), -1)
            else:
                w, bb = torch.randn(N, device="cuda"), torch.randn(N, device="cuda")

                def make_args():
                    y = torch.full((M, N), float("nan"), device="cuda")
                    return [y, x, w, bb], y
                grid = (M // 4, 1, 1)
                ref = torch.nn.functional.layer_norm(x.double(), (N,), w.double(),
                                                     bb.double(), 1e-5)
            total, comp, out = tileir_first_call(tool, name, make_args, grid, tmp)
            err = ((out.double() - ref).norm() / ref.norm()).item()
            assert err < 1e-5, (name, err)
            rows.append((name, total, comp, err))
    y = torch.empty_like(x)
    tri = triton_first_call(make_softmax_triton(),
                            lambda k: k[(M,)](x, y, N, B=1024))
    assert torch.allclose(y, torch.softmax(x, -1), atol=1e-6)
    print(f"\n{'first call':28} {'total ms':>9} {'compile ms':>11} {'rel err':>8}")
    for name, total, comp, err in rows:
        print(f"{'tileir ' + name:28} {total:9.1f} {comp:11.1f} {err:8.1e}")
    print(f"{'triton softmax (cold cache)':28} {tri:9.1f} {'':>11}")


if __name__ == "__main__":
    main()
