"""Device time of TileIR kernels against Triton and torch, measured in one run.

Times are medians of CUDA-event-timed runs (triton.testing.do_bench,
return_mode="median"); bandwidth counts each input read once and each
output written once. Every kernel's output is checked before it is timed.
"""
import json
import math
import os
import sys

import torch
import triton
import triton.language as tl
from triton.testing import do_bench

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
from tileir.runner import load_kernel  # noqa: E402

KDIR = os.environ.get("TILEIR_KERNELS", ".dev/kernels")
dev = "cuda"


def bench(fn):
    return do_bench(fn, warmup=25, rep=200, return_mode="median")


@triton.jit
def add_k(x, y, z, n, B: tl.constexpr):
    o = tl.program_id(0) * B + tl.arange(0, B)
    m = o < n
    tl.store(z + o, tl.load(x + o, mask=m) + tl.load(y + o, mask=m), mask=m)


@triton.jit
def softmax_k(X, Y, ncols, B: tl.constexpr):
    r = tl.program_id(0)
    o = tl.arange(0, B)
    m = o < ncols
    v = tl.load(X + r * ncols + o, mask=m, other=-float("inf"))
    v = v - tl.max(v, 0)
    e = tl.exp(v)
    tl.store(Y + r * ncols + o, e / tl.sum(e, 0), mask=m)


@triton.jit
def layernorm_k(X, Y, W, Bb, N, eps, B: tl.constexpr):
    r = tl.program_id(0)
    o = tl.arange(0, B)
    x = tl.load(X + r * N + o)
    mu = tl.sum(x, 0) / N
    c = x - mu
    var = tl.sum(c * c, 0) / N
    y = c * (1.0 / tl.sqrt(var + eps)) * tl.load(W + o) + tl.load(Bb + o)
    tl.store(Y + r * N + o, y)


@triton.jit
def ln_mixed_k(X, Y, W, Bb, N, eps, B: tl.constexpr):
    # The anchor's layernorm (shared/anchors/h200_peers2.py): f32 statistics
    # for any storage type.
    r = tl.program_id(0)
    o = tl.arange(0, B)
    x = tl.load(X + r * N + o).to(tl.float32)
    mu = tl.sum(x, 0) / N
    d = x - mu
    var = tl.sum(d * d, 0) / N
    y = d * (1 / tl.sqrt(var + eps)) * tl.load(W + o).to(tl.float32) + \
        tl.load(Bb + o).to(tl.float32)
    tl.store(Y + r * N + o, y.to(Y.dtype.element_ty))


@triton.jit
def rmsnorm_k(X, Y, W, N, eps, B: tl.constexpr):
    r = tl.program_id(0)
    o = tl.arange(0, B)
    x = tl.load(X + r * N + o).to(tl.float32)
    s = tl.sum(x * x, 0) / N
    y = x * (1.0 / tl.sqrt(s + eps)) * tl.load(W + o).to(tl.float32)
    tl.store(Y + r * N + o, y.to(tl.float16))


@triton.jit
def transpose_k(X, Y, M, N, BM: tl.constexpr, BN: tl.constexpr,
                FIXTURE_ORDER: tl.constexpr = False):
    # FIXTURE_ORDER: the transpose fixture's block order, program_id(0)
    # walking X's column blocks (consecutive programs read along X's rows).
    if FIXTURE_ORDER:
        pm, pn = tl.program_id(1), tl.program_id(0)
    else:
        pm, pn = tl.program_id(0), tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    t = tl.load(X + rm[:, None] * N + rn[None, :])
    tl.store(Y + rn[:, None] * M + rm[None, :], tl.trans(t))


@triton.jit
def colsum_k(X, Y, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pn = tl.program_id(0)
    rn = pn * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for i in range(0, M, BM):
        rm = i + tl.arange(0, BM)
        acc += tl.load(X + rm[:, None] * N + rn[None, :])
    tl.store(Y + rn, tl.sum(acc, 0))


def rel_err(got, ref):
    got, ref = got.double(), ref.double()
    return ((got - ref).norm() / ref.norm()).item()


def have(name):
    return os.path.exists(os.path.join(KDIR, name + ".cubin"))


results = []


def record(work, impl, ms, nbytes, err=None):
    results.append({"work": work, "impl": impl, "ms": ms,
                    "TBps": nbytes / ms / 1e9, "err": err})


def vadd():
    n = 1 << 28
    x, y = torch.randn(n, device=dev), torch.randn(n, device=dev)
    z = torch.empty_like(x)
    nb = 3 * n * 4
    for kname in ["vadd_f32", "vadd_f32.spec"]:
        if not have(kname):
            continue
        k = load_kernel(KDIR, kname)
        args = [z, x, y]
        grid = (math.ceil(n / 1024), 1, 1)
        z.fill_(float("nan"))
        k.launch(grid, args)
        torch.cuda.synchronize()
        record("vadd f32 2^28", "tileir " + kname, bench(lambda: k.launch(grid, args)),
               nb, rel_err(z, x.double() + y.double()))
    record("vadd f32 2^28", "triton B=1024",
           bench(lambda: add_k[(triton.cdiv(n, 1024),)](x, y, z, n, B=1024)), nb)
    record("vadd f32 2^28", "torch.add", bench(lambda: torch.add(x, y, out=z)), nb)


def rows(work, kname, M, N, rows_per, make_args, tri, tor, ref, dtype=torch.float32):
    x = torch.randn(M, N, device=dev, dtype=dtype)
    w = torch.randn(N, device=dev, dtype=dtype)
    b = torch.randn(N, device=dev, dtype=dtype)
    y = torch.empty_like(x)
    nb = 2 * M * N * x.element_size()
    for kn in [kname, kname + ".spec"]:
        if not have(kn):
            continue
        k = load_kernel(KDIR, kn)
        args = make_args(y, x, w, b)
        grid = (math.ceil(M / rows_per), 1, 1)
        y.fill_(float("nan"))
        k.launch(grid, args)
        torch.cuda.synchronize()
        record(work, "tileir " + kn, bench(lambda: k.launch(grid, args)), nb,
               rel_err(y, ref(x, w, b)))
    record(work, "triton 1 row/program", bench(lambda: tri(x, y, w, b)), nb)
    record(work, "torch", bench(lambda: tor(x, w, b)), nb)


def bench_kernel(work, kname, grid, args, out, ref, nb):
    """Checks one TileIR kernel's output (NaN-poisoned first) against `ref`,
    then times it."""
    if not have(kname):
        return
    k = load_kernel(KDIR, kname)
    out.fill_(float("nan"))
    k.launch(grid, args)
    torch.cuda.synchronize()
    record(work, "tileir " + kname, bench(lambda: k.launch(grid, args)), nb,
           rel_err(out, ref))


def wide_rows():
    """Rows wider than the fixtures': softmax 8192x8192, layernorm 4096 wide
    in f32 and bf16 (the anchors' shapes), one row per program everywhere."""
    M = N = 8192
    x = torch.randn(M, N, device=dev)
    y = torch.empty_like(x)
    nb = 2 * M * N * 4
    work = "softmax f32 8192x8192"
    bench_kernel(work, "softmax_wide_f32", (M, 1, 1), [y, x, M], y,
                 torch.softmax(x.double(), -1), nb)
    record(work, "triton 1 row/program",
           bench(lambda: softmax_k[(M,)](x, y, N, B=N, num_warps=8)), nb)
    record(work, "torch", bench(lambda: torch.softmax(x, -1)), nb)
    del x, y
    M, N = 32768, 4096
    for dt, tag in [(torch.float32, "f32"), (torch.bfloat16, "bf16")]:
        x = torch.randn(M, N, device=dev, dtype=dt)
        w = torch.randn(N, device=dev, dtype=dt)
        b = torch.randn(N, device=dev, dtype=dt)
        y = torch.empty_like(x)
        nb = 2 * M * N * x.element_size()
        work = f"layernorm {tag} 32768x4096"
        ref = torch.nn.functional.layer_norm(x.double(), (N,), w.double(), b.double(), 1e-5)
        bench_kernel(work, f"layernorm_w4096_{tag}", (M, 1, 1), [y, x, w, b, M], y, ref, nb)
        record(work, "triton 1 row/program",
               bench(lambda: ln_mixed_k[(M,)](x, y, w, b, N, 1e-5, B=N, num_warps=8)), nb)
        record(work, "torch",
               bench(lambda: torch.nn.functional.layer_norm(x, (N,), w, b, 1e-5)), nb)


def main():
    torch.manual_seed(0)
    vadd()
    M, N = 32768, 1024
    rows("softmax f32 32768x1024", "softmax_rows_f32", M, N, 4, lambda y, x, w, b: [y, x],
         lambda x, y, w, b: softmax_k[(M,)](x, y, N, B=N, num_warps=4),
         lambda x, w, b: torch.softmax(x, -1),
         lambda x, w, b: torch.softmax(x.double(), -1))
    rows("layernorm f32 32768x1024", "layernorm_rows_f32", M, N, 4,
         lambda y, x, w, b: [y, x, w, b],
         lambda x, y, w, b: layernorm_k[(M,)](x, y, w, b, N, 1e-5, B=N, num_warps=4),
         lambda x, w, b: torch.nn.functional.layer_norm(x, (N,), w, b, 1e-5),
         lambda x, w, b: torch.nn.functional.layer_norm(x.double(), (N,), w.double(),
                                                        b.double(), 1e-5))
    N2 = 2048
    rows("rmsnorm f16 32768x2048", "rmsnorm_rows_f16", M, N2, 2,
         lambda y, x, w, b: [y, x, w],
         lambda x, y, w, b: rmsnorm_k[(M,)](x, y, w, N2, 1e-6, B=N2, num_warps=8),
         lambda x, w, b: torch.nn.functional.rms_norm(x, (N2,), w, 1e-6),
         lambda x, w, b: torch.nn.functional.rms_norm(x.double(), (N2,), w.double(), 1e-6),
         dtype=torch.float16)
    wide_rows()
    S = 16384
    x = torch.randn(S, S, device=dev)
    y = torch.empty_like(x)
    nb = 2 * S * S * 4
    # TRANSPOSE_VARIANTS: more builds of the same fixture (e.g. other warp
    # counts), timed in the same run.
    for kname in ["transpose_f32"] + [v for v in os.environ.get(
            "TRANSPOSE_VARIANTS", "").split(",") if v]:
        bench_kernel("transpose f32 16384^2", kname, (S // 32, S // 32, 1),
                     [y, x], y, x.t(), nb)
    record("transpose f32 16384^2", "triton 64x64",
           bench(lambda: transpose_k[(S // 64, S // 64)](x, y, S, S, BM=64, BN=64)), nb)
    # The fixture's own tile shape, to separate tile choice from code quality.
    record("transpose f32 16384^2", "(triton 32x32 tiles)",
           bench(lambda: transpose_k[(S // 32, S // 32)](x, y, S, S, BM=32, BN=32)), nb)
    record("transpose f32 16384^2", "(triton 32x32, the fixture's block order)",
           bench(lambda: transpose_k[(S // 32, S // 32)](x, y, S, S, BM=32, BN=32,
                                                   FIXTURE_ORDER=True)),
           nb)
    record("transpose f32 16384^2", "torch x.t().contiguous()",
           bench(lambda: x.t().contiguous()), nb)
    cs = torch.empty(S, device=dev)
    nb = S * S * 4
    bench_kernel("column sum f32 16384^2", "colsum_f32", (S // 16, 1, 1),
                 [cs, x], cs, x.double().sum(0), nb)
    record("column sum f32 16384^2", "triton 64x64 slabs",
           bench(lambda: colsum_k[(S // 64,)](x, cs, S, S, BM=64, BN=64)), nb)
    record("column sum f32 16384^2", "torch x.sum(0)", bench(lambda: x.sum(0)), nb)

    out = os.environ.get("OUT", ".")
    with open(os.path.join(out, "bench.json"), "w") as f:
        json.dump({"gpu": torch.cuda.get_device_name(), "torch": torch.__version__,
                   "triton": triton.__version__, "results": results}, f, indent=1)
    tri = {r["work"]: r["ms"] for r in results if r["impl"].startswith("triton")}
    print(f"\n{'work':28} {'impl':28} {'ms':>9} {'TB/s':>6} {'vs triton':>9} {'rel err':>9}")
    for r in results:
        ratio = tri[r["work"]] / r["ms"]
        err = "" if r["err"] is None else f"{r['err']:.1e}"
        print(f"{r['work']:28} {r['impl']:28} {r['ms']:9.4f} {r['TBps']:6.2f} {ratio:9.2f} {err:>9}")


if __name__ == "__main__":
    main()
