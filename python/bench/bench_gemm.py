"""Tensor-core benchmarks: GEMM and attention forward, TileIR against its peers in one run.

    python3 python/bench/bench_gemm.py [--only gemm|attention] [--quick]

GEMM C = A @ B (A [M, K], B [K, N], C [M, N], f16 or bf16 in and out, f32 accumulator) at
4096^3, 8192^3 and TileGym's LLM shapes, TileIR kernels against torch.matmul (cuBLAS) and
a Triton matmul written from the structure of Triton's matmul tutorial (grouped program
order, autotuned over the tutorial's configs; plus one fixed 128x128x64 config with our
tile shape). Attention forward B=4 H=32 L=4096 D=128 f16, non-causal and causal, TileIR
against torch SDPA.

Kernels (cubin + manifest) come from $TILEIR_KERNELS (default .dev/kernels), compiled by
python/compile_kernels.sh: the bench kernels python/bench/kernels/gemm_*_128x128x64[.spec]
and gemm_*_128x256x64[.spec] (the tiles cuBLAS and Triton's autotuner pick at these sizes),
attention_fwd_d128[_causal][.spec] (python/bench/make_bench_kernels.py) and the
fixtures py_matmul_f16_out_f16 / py_matmul_bf16[.spec]. A `.spec` kernel assumes every
shape, stride and base address divisible by 16 and is used only where that holds.

Every measurement: the output is NaN-poisoned, the kernel run once and checked against a
float64 reference (full GEMM; for attention a sample of heads, and no NaN anywhere), then
timed with triton.testing.do_bench (CUDA events, warmup, median), then checked again for
poison (the timed runs wrote it). Inputs are random normal, never zeros. A kernel that is
missing (did not compile), fails to launch or is wrong is a FAILED line and is not timed;
the rest still runs. Results: a table on stdout and $OUT/bench_gemm.json (default .).
"""
import argparse
import json
import math
import os
import re
import sys
import traceback

import torch
import triton
import triton.language as tl
from triton.testing import do_bench

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
from tileir.runner import load_kernel  # noqa: E402

KDIR = os.environ.get("TILEIR_KERNELS", ".dev/kernels")
dev = "cuda"

GEMM_SHAPES = [(4096, 4096, 4096), (8192, 8192, 8192),
               # TileGym's LLM shapes (M x N x K)
               (4096, 8192, 2728), (4096, 4096, 5440), (12288, 2048, 2560), (3072, 6144, 2720)]
ATTN_SHAPES = [(4, 32, 4096, 128)]          # B, H, L, D
GEMM_TOL = {torch.float16: 2e-3, torch.bfloat16: 8e-3}
ATTN_TOL = 3e-3


def bench(fn):
    return do_bench(fn, warmup=25, rep=100, return_mode="median")


# ----------------------------------------------------------------------------------------
# Triton peer: the matmul tutorial's kernel (grouped ordering for L2 reuse, masked K tail)
# ----------------------------------------------------------------------------------------

def _tutorial_configs():
    cfg = [(128, 256, 64, 3, 8), (64, 256, 32, 4, 4), (128, 128, 32, 4, 4), (128, 64, 32, 4, 4),
           (64, 128, 32, 4, 4), (128, 32, 32, 4, 4), (64, 32, 32, 5, 2), (32, 64, 32, 5, 2),
           (128, 128, 64, 4, 4), (128, 128, 64, 4, 8)]
    return [triton.Config({"BLOCK_SIZE_M": m, "BLOCK_SIZE_N": n, "BLOCK_SIZE_K": k,
                           "GROUP_SIZE_M": 8}, num_stages=s, num_warps=w)
            for m, n, k, s, w in cfg]


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
                  stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                  BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr,
                  BLOCK_SIZE_K: tl.constexpr, GROUP_SIZE_M: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    num_pid_in_group = GROUP_SIZE_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_SIZE_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m
    offs_am = (pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M
    offs_bn = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    a_ptrs = a_ptr + (offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak)
    b_ptrs = b_ptr + (offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn)
    accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_SIZE_K)):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BLOCK_SIZE_K, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_SIZE_K, other=0.0)
        accumulator = tl.dot(a, b, accumulator)
        a_ptrs += BLOCK_SIZE_K * stride_ak
        b_ptrs += BLOCK_SIZE_K * stride_bk
    c = accumulator.to(c_ptr.dtype.element_ty)
    offs_cm = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    c_ptrs = c_ptr + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :]
    c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
    tl.store(c_ptrs, c, mask=c_mask)


matmul_autotuned = triton.autotune(configs=_tutorial_configs(), key=["M", "N", "K"])(
    matmul_kernel)


def triton_matmul(a, b, c, fixed=None):
    M, K = a.shape
    N = b.shape[1]
    args = (a, b, c, M, N, K, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
            c.stride(0), c.stride(1))
    if fixed is None:
        grid = lambda META: (triton.cdiv(M, META["BLOCK_SIZE_M"]) *  # noqa: E731
                             triton.cdiv(N, META["BLOCK_SIZE_N"]),)
        return lambda: matmul_autotuned[grid](*args)
    bm, bn, bk, st, w = fixed
    grid = (triton.cdiv(M, bm) * triton.cdiv(N, bn),)
    return lambda: matmul_kernel[grid](*args, BLOCK_SIZE_M=bm, BLOCK_SIZE_N=bn,
                                       BLOCK_SIZE_K=bk, GROUP_SIZE_M=8, num_stages=st,
                                       num_warps=w)


# ----------------------------------------------------------------------------------------
# Measurement
# ----------------------------------------------------------------------------------------

results = []


def rel_err(got, ref):
    got, ref = got.double(), ref.double()
    return ((got - ref).norm() / ref.norm().clamp_min(1e-30)).item()


def record(work, impl, kind, flops, ms=None, err=None, status="ok", note=None):
    r = {"work": work, "impl": impl, "kind": kind, "ms": ms,
         "TFLOPs": None if ms is None else flops / ms / 1e9, "err": err, "status": status}
    if note:
        r["note"] = note
    results.append(r)
    shown = f"{ms:.4f} ms, {r['TFLOPs']:.1f} TFLOP/s" if ms is not None else status
    print(f"  {impl:44} {shown}" + (f", rel err {err:.1e}" if err is not None else ""),
          flush=True)


def measure(work, impl, kind, flops, run, out, check, poison=float("nan")):
    """Poison `out`, run once, `check()` -> (err, problem or None); if good, time `run`
    and make sure the timed runs wrote `out`. Any exception is a FAILED line."""
    try:
        out.fill_(poison)
        run()
        torch.cuda.synchronize()
        err, problem = check()
        if problem:
            return record(work, impl, kind, flops, err=err, status="FAILED: " + problem)
        out.fill_(poison)
        ms = bench(run)
        torch.cuda.synchronize()
        if torch.isnan(out).any():
            return record(work, impl, kind, flops, err=err,
                          status="FAILED: NaN-poisoned outputs left after the timed runs")
        return record(work, impl, kind, flops, ms=ms, err=err)
    except Exception as e:      # noqa: BLE001 -- report and go on with the next one
        msg = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
        traceback.print_exc(limit=2, file=sys.stdout)
        return record(work, impl, kind, flops, status="FAILED: " + msg)


def have(name):
    return os.path.exists(os.path.join(KDIR, name + ".cubin"))


def aligned(*tensors):
    """Every shape, stride and base address divisible by 16: what a .spec kernel assumes."""
    for t in tensors:
        if t.data_ptr() % 16 or any(s % 16 for s in t.shape) or \
                any(s % 16 for s in t.stride()[:-1]):
            return False
    return True


def tileir_variants(work, base_names, tensors, flops):
    """The compiled TileIR kernels to measure: the .spec one where its assumptions hold,
    else the plain one; a missing kernel is a FAILED line."""
    out = []
    for base in base_names:
        name = base + ".spec" if aligned(*tensors) else base
        if have(name):
            out.append(name)
        else:
            record(work, "tileir " + name, "tileir", flops,
                   status=f"FAILED: not compiled ({KDIR}/{name}.cubin missing)")
    return out


def gemm_tiles(name):
    """(BM, BN) of a gemm_<tag>_<BM>x<BN>x<BK>... bench kernel."""
    bm, bn = re.search(r"_(\d+)x(\d+)x\d+", name).groups()
    return int(bm), int(bn)


def gemm(dtype, shape, triton_peers=True):
    M, N, K = shape
    tag = {torch.float16: "f16", torch.bfloat16: "bf16"}[dtype]
    work = f"gemm {tag} {M}x{N}x{K}"
    flops = 2.0 * M * N * K
    print(work, flush=True)
    a = torch.randn(M, K, device=dev, dtype=dtype)
    b = torch.randn(K, N, device=dev, dtype=dtype)
    c = torch.empty(M, N, device=dev, dtype=dtype)
    ref = a.double() @ b.double()
    tol = GEMM_TOL[dtype]

    def check(bound=tol):
        if torch.isnan(c).any():
            return None, "NaN-poisoned outputs remain (unwritten)"
        err = rel_err(c, ref)
        return err, (f"relative error {err:.2e} > {bound:.0e}" if err > bound else None)

    # The peers are checked too, with a looser bound (cuBLAS may reduce in f16/bf16).
    peer_check = lambda: check(10 * tol)  # noqa: E731
    measure(work, "torch.matmul (cuBLAS)", "torch", flops,
            lambda: torch.matmul(a, b, out=c), c, peer_check)
    if triton_peers:
        measure(work, "triton tutorial matmul (autotuned)", "triton", flops,
                triton_matmul(a, b, c), c, peer_check)
        measure(work, "(triton 128x128x64, 4 stages, 4 warps)", "triton-fixed", flops,
                triton_matmul(a, b, c, fixed=(128, 128, 64, 4, 4)), c, peer_check)
    fixture = {torch.float16: "py_matmul_f16_out_f16", torch.bfloat16: "py_matmul_bf16"}[dtype]
    # GEMM_VARIANTS: more gemm_<tag>_* bench kernels (e.g. compiled with other pipeline
    # options) measured beside the default ones.
    extra = [n for n in os.environ.get("GEMM_VARIANTS", "").split()
             if n.startswith(f"gemm_{tag}_")]
    for name in tileir_variants(work, [f"gemm_{tag}_128x128x64", f"gemm_{tag}_128x256x64",
                                       fixture] + extra, (a, b, c), flops):
        try:
            k = load_kernel(KDIR, name)
        except Exception as e:  # noqa: BLE001
            record(work, "tileir " + name, "tileir", flops, status=f"FAILED: load: {e}")
            continue
        args = [a, b, c]
        grid = (math.ceil(M / 128), math.ceil(N / 128), 1)
        if name.startswith("gemm_"):        # matmul_grouped_f16: 1-D grid, grouped order
            bm, bn = gemm_tiles(name)
            grid = (math.ceil(M / bm) * math.ceil(N / bn), 1, 1)
        measure(work, "tileir " + name, "tileir", flops,
                lambda: k.launch(grid, args), c, check)
    del a, b, c, ref
    torch.cuda.empty_cache()


def attention(shape, causal):
    B, H, L, D = shape
    work = f"attention fwd f16 B{B} H{H} L{L} D{D}" + (" causal" if causal else "")
    flops = 4.0 * B * H * L * L * D * (0.5 if causal else 1.0)
    print(work, flush=True)
    q, k, v = (torch.randn(B, H, L, D, device=dev, dtype=torch.float16) for _ in range(3))
    out = torch.empty_like(q)
    scale = 1.0 / math.sqrt(D)
    # float64 reference on a sample of heads (first, last, one in between)
    heads = sorted({0, (B * H) // 2 + 1, B * H - 1})
    qs, ks, vs = (t.view(B * H, L, D)[heads].double() for t in (q, k, v))
    s = qs @ ks.transpose(1, 2) * scale
    if causal:
        keep = torch.ones(L, L, device=dev).tril().bool()
        s = s.masked_fill(~keep, float("-inf"))
    ref = torch.softmax(s, -1) @ vs
    del s

    def check(bound=ATTN_TOL):
        if torch.isnan(out).any():
            return None, "NaN-poisoned outputs remain (unwritten)"
        err = rel_err(out.view(B * H, L, D)[heads], ref)
        return err, (f"relative error {err:.2e} > {bound:.0e}" if err > bound else None)

    sdpa = torch.nn.functional.scaled_dot_product_attention
    measure(work, "torch SDPA", "torch", flops,
            lambda: out.copy_(sdpa(q, k, v, is_causal=causal)), out,
            lambda: check(10 * ATTN_TOL))
    # SDPA allocates its output: time it alone as well (the copy above is for the check).
    try:
        ms = bench(lambda: sdpa(q, k, v, is_causal=causal))
        record(work, "torch SDPA (no copy)", "torch", flops, ms=ms,
               note="same call without the copy into the poisoned buffer; the ratio uses it")
    except Exception as e:  # noqa: BLE001
        record(work, "torch SDPA (no copy)", "torch", flops, status=f"FAILED: {e}")
    base = "attention_fwd_d128" + ("_causal" if causal else "")
    # ATTN_VARIANTS: more attention_<tag>_d128[_causal] bench kernels measured beside.
    extra = [n for n in os.environ.get("ATTN_VARIANTS", "").split()
             if n.startswith("attention_") and n.endswith("_causal") == causal]
    q3, k3, v3, o3 = (t.view(B * H, L, D) for t in (q, k, v, out))
    for name in tileir_variants(work, [base] + extra, (q3, k3, v3, o3), flops):
        try:
            kern = load_kernel(KDIR, name)
        except Exception as e:  # noqa: BLE001
            record(work, "tileir " + name, "tileir", flops, status=f"FAILED: load: {e}")
            continue
        args = [q3, k3, v3, o3, scale]
        grid = (math.ceil(L / 128), B * H, 1)
        measure(work, "tileir " + name, "tileir", flops,
                lambda: kern.launch(grid, args), out, check)
    del q, k, v, out, ref
    torch.cuda.empty_cache()


def table():
    def peer(work, kind):
        ms = [r["ms"] for r in results if r["work"] == work and r["kind"] == kind
              and r["ms"] is not None and "no copy" not in r["impl"]]
        if kind == "torch":     # attention: the SDPA call without the copy
            nc = [r["ms"] for r in results if r["work"] == work and "no copy" in r["impl"]
                  and r["ms"] is not None]
            ms = nc or ms
        return ms[0] if ms else None

    print(f"\n{'work':44} {'impl':44} {'ms':>9} {'TFLOP/s':>8} {'vs torch':>8} "
          f"{'vs triton':>9} {'rel err':>8}")
    for r in results:
        if r["ms"] is None:
            print(f"{r['work']:44} {r['impl']:44} {r['status']}")
            continue
        ratios = []
        for kind in ("torch", "triton"):
            p = peer(r["work"], kind)
            ratios.append(f"{p / r['ms']:.2f}" if p else "-")
        r["vs_torch"] = None if ratios[0] == "-" else float(ratios[0])
        r["vs_triton"] = None if ratios[1] == "-" else float(ratios[1])
        err = "" if r["err"] is None else f"{r['err']:.1e}"
        print(f"{r['work']:44} {r['impl']:44} {r['ms']:9.4f} {r['TFLOPs']:8.1f} "
              f"{ratios[0]:>8} {ratios[1]:>9} {err:>8}")
    print("(vs X = X's time / this time: above 1 is faster than X. torch = cuBLAS for GEMM,"
          " SDPA for attention; triton = the autotuned tutorial kernel)")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", choices=["gemm", "attention"])
    ap.add_argument("--quick", action="store_true", help="4096^3 GEMMs and attention only")
    ap.add_argument("--shapes", help="GEMM shapes to measure, MxNxK[,MxNxK...] "
                    "(default: all of GEMM_SHAPES)")
    ap.add_argument("--no-triton", action="store_true",
                    help="GEMM against cuBLAS only (A/B runs of TileIR builds)")
    args = ap.parse_args()
    torch.manual_seed(0)
    torch.backends.cuda.matmul.allow_tf32 = False
    shapes = GEMM_SHAPES[:1] if args.quick else GEMM_SHAPES
    if args.shapes:
        shapes = [tuple(int(d) for d in s.split("x")) for s in args.shapes.split(",")]
    if args.only in (None, "gemm"):
        for dtype in (torch.float16, torch.bfloat16):
            for shape in shapes:
                try:
                    gemm(dtype, shape, triton_peers=not args.no_triton)
                except Exception as e:  # noqa: BLE001 -- e.g. out of memory: next shape
                    record(f"gemm {dtype} {shape}", "(setup)", "setup", 1,
                           status=f"FAILED: {type(e).__name__}: {e}")
    if args.only in (None, "attention"):
        for shape in ATTN_SHAPES:
            for causal in (False, True):
                try:
                    attention(shape, causal)
                except Exception as e:  # noqa: BLE001
                    record(f"attention {shape} causal={causal}", "(setup)", "setup", 1,
                           status=f"FAILED: {type(e).__name__}: {e}")
    table()
    out = os.environ.get("OUT", ".")
    with open(os.path.join(out, "bench_gemm.json"), "w") as f:
        json.dump({"gpu": torch.cuda.get_device_name(), "torch": torch.__version__,
                   "triton": triton.__version__, "results": results}, f, indent=1)
    failed = [r for r in results if r["status"] != "ok"]
    print(f"\nbench_gemm: {len(results) - len(failed)} measured, {len(failed)} failed")


if __name__ == "__main__":
    main()
