"""TileGym's real cuTile kernels: TileIR against NVIDIA's tileiras on the same bytecode, and
against torch where torch has a native equivalent; every output checked against float64.

For each case of tilegym_specs.SPECS with both cubins (TileIR's in $TILEIR_TILEGYM_KERNELS,
written by python/tilegym/gpu_build.sh; tileiras's in $TILEIRAS_KERNELS, written by
python/bench/tileiras_build.sh from the same NAME.tileirbc):

1. each implementation gets a fresh Ctx seeded as the test seeds it (python/tests/
   test_tilegym_gpu.py), so all three see the same input values (checked: the inputs of the
   later ones are compared with the first's) and freshly poisoned outputs (NaN, or all-ones
   bytes for integers);
2. one launch, then the spec's float64 check (and every output must have been checked);
3. only if that passed: the time, as triton.testing.do_bench(return_mode="median") takes it
   (the L2 flushed by zeroing 256 MB before each run, one pair of CUDA events around each
   run, the median), with the kernel's parameter buffer packed once so that no Python
   packing lands inside the events. A case that fails is printed as FAILED and not timed.

tileiras cubins are launched with block (1, 1, 1) as cuTile Python launches them (the driver
takes the block shape from the cubin's REQNTID); with the default --tileiras-block auto a
case whose check fails that way is tried once more with the recorded shape (the row says
which block ran); "one" or "ntid" forces one. The parameter buffer follows the TileIR
manifest's types, checked against the sizes in the tileiras cubin (python/bench/cubin_launch.py). The torch column uses the small TORCH table below (only where one torch op,
or an obvious composition of native ops, computes exactly what the kernel's spec checks;
each such output goes through the same spec check before it is timed). torch is eager
(each op one or more launches) with TF32 allowed for float32 matmuls, as the kernels use.

Ratios are other / TileIR: above 1 means TileIR is faster. The GPU suite's cases (the
default --set gpu) have the test suite's small shapes (a few thousand to a few million
elements), so many times are launch- and latency-bound; the bytecode bakes the shapes in,
so they cannot be scaled here. --set large runs python/tilegym/bench_signatures/'s cases
instead: the same kernels specialized at TileGym's own benchmark sizes (built by
`gpu_build.sh BUILD OUT sm_90a large`), each checked by its GPU-suite case's reference.

Usage (from python/):
  TILEIR_TILEGYM_KERNELS=../.dev/tilegym-gpu TILEIRAS_KERNELS=../.dev/tileiras-gpu \\
    python3 bench/bench_tilegym.py [--set large] [--only SUBSTR]... [--rep-ms 40] [--budget-s 270]
  python3 bench/bench_tilegym.py --from-json bench_tilegym.json --ncu-list   (no GPU needed)
Writes $OUT/bench_tilegym.json (or --json PATH) after every case.
"""
import argparse
import ctypes
import datetime
import json
import math
import os
import statistics
import sys
import time
import traceback
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
PY = os.path.dirname(HERE)
ROOT = os.path.dirname(PY)
for p in (HERE, PY, os.path.join(PY, "tests")):
    if p not in sys.path:
        sys.path.insert(0, p)

KDIR = os.environ.get("TILEIR_TILEGYM_KERNELS", os.path.join(ROOT, ".dev", "tilegym-gpu"))
TDIR = os.environ.get("TILEIRAS_KERNELS", os.path.join(ROOT, ".dev", "tileiras-gpu"))


# ==========================================================================================
# torch equivalents: name -> fn(ctx) returning {output name: tensor}, or None where this
# instance's constants make the kernel something else. fn reads ctx.t (the device inputs).
# ==========================================================================================

TORCH = {}


def torch_eq(*names):
    def deco(fn):
        for n in names:
            TORCH[n] = fn
        return fn
    return deco


def _F():
    import torch.nn.functional as F
    return F


@torch_eq("ops_activation_relu__relu_fwd_kernel")
def _t_relu(c):
    import torch
    return {"y": torch.relu(c.t["x"])}


# The spec: both APPROXIMATE modes of this kernel evaluate the tanh form.
@torch_eq("ops_activation_gelu__gelu_kernel", "ops_activation_gelu__gelu_kernel_tanh")
def _t_gelu(c):
    return {"y": _F().gelu(c.t["x"], approximate="tanh")}


@torch_eq("ops_softmax__softmax_kernel", "ops_softmax__softmax_kernel_multi_wave_full_row_reg_cached_ldg",
          "ops_softmax__softmax_kernel_tma", "ops_softmax__softmax_kernel_chunked")
def _t_softmax_ops(c):
    import torch
    return {"output": torch.softmax(c.t["input"], -1)}


@torch_eq("liger_softmax__softmax_single_tma", "liger_softmax__softmax_single_gather",
          "liger_softmax__softmax_fwd_ct")
def _t_softmax_liger(c):
    import torch
    return {"Y": torch.softmax(c.t["X"], -1)}


@torch_eq("liger_softmax__softmax_bwd_fused", "liger_softmax__softmax_bwd_ct")
def _t_softmax_bwd(c):
    import torch
    y = c.t["Y"]
    return {"DX": torch._softmax_backward_data(c.t["DY"], y, -1, y.dtype)}


@torch_eq("liger_relu_squared__relu_squared_fwd_ct_aligned", "liger_relu_squared__relu_squared_fwd_ct")
def _t_relu2(c):
    import torch
    return {"Y": torch.square(torch.relu(c.t["X"]))}


@torch_eq("liger_swiglu__swiglu_fwd_ct_aligned", "liger_swiglu__swiglu_fwd_ct")
def _t_liger_swiglu(c):
    g = c.k("gate_multiplier")
    a = c.t["A"] if g == 1 else c.t["A"] * g
    return {"C": _F().silu(a) * c.t["B"]}


@torch_eq("liger_geglu__geglu_fwd_kernel_ct")
def _t_liger_geglu(c):
    return {"c": _F().gelu(c.t["a"], approximate="tanh") * c.t["b"]}


@torch_eq("unsloth_geglu__exact_forward_ct")
def _t_u_geglu_exact(c):
    return {"h": _F().gelu(c.t["e"]) * c.t["g"]}


@torch_eq("unsloth_geglu__approx_forward_ct")
def _t_u_geglu_approx(c):
    return {"h": _F().gelu(c.t["e"], approximate="tanh") * c.t["g"]}


@torch_eq("unsloth_swiglu__fg_kernel_ct")
def _t_u_swiglu(c):
    return {"h": _F().silu(c.t["e"]) * c.t["g"]}


@torch_eq("ops_swiglu__swiglu_forward_kernel")
def _t_ops_swiglu(c):
    return {"c": _F().silu(c.t["a"]) * c.t["b"]}


@torch_eq("ops_silu_and_mul__silu_and_mul_kernel_row_wise")
def _t_silu_and_mul(c):
    H = c.k("TOTAL_HIDDEN_SIZE")
    x = c.t["input"]
    return {"output": _F().silu(x[:, :H]) * x[:, H:]}


@torch_eq("qwen3_5_silu_and_mul_separate__silu_and_mul_separate_kernel")
def _t_silu_mul_sep(c):
    return {"output": _F().silu(c.t["gate"]) * c.t["up"]}


@torch_eq("qwen3_5_sigmoid_mul__sigmoid_mul_kernel")
def _t_sigmoid_mul(c):
    import torch
    return {"output": c.t["x"] * torch.sigmoid(c.t["gate"])}


@torch_eq("ops_transpose__transpose_kernel")
def _t_transpose(c):
    return {"output": c.t["input"].t().contiguous()}


def _native_ln(x, w, b, eps):
    import torch
    y, mu, r = torch.native_layer_norm(x, (x.shape[-1],), w, b, eps)
    return y, mu.view(-1), r.view(-1)


@torch_eq("ops_layer_norm_legacy__layer_norm_fwd_kernel",
          "ops_layer_norm_legacy__persistent_layer_norm_fwd_kernel")
def _t_ln_legacy(c):
    if "WEIGHT_SHIFT" in c.p and c.k("WEIGHT_SHIFT") != 0:
        return None
    if "IS_SWISH" in c.p and c.k("IS_SWISH"):
        return None
    y, mu, r = _native_ln(c.t["X"], c.t["W"], c.t["B"], c.k("EPS"))
    return {"Y": y, "Mean": mu, "Rstd": r}


@torch_eq("unsloth_layernorm__layernorm_forward_ct_1d")
def _t_ln_unsloth(c):
    y, mu, r = _native_ln(c.t["X"], c.t["W"], c.t["b"], c.k("eps"))
    return {"Y": y, "mu": mu, "r": r}


@torch_eq("liger_layer_norm__layer_norm_fwd_kernel_ct")
def _t_ln_liger(c):
    y, mu, r = _native_ln(c.t["x"], c.t["weight"], c.t["bias"], c.k("eps"))
    return {"y": y, "mean_out": mu, "rstd_out": r}


def _fused_rms(x, w, eps):
    """aten::_fused_rms_norm: (y, rstd), the native op that also returns the statistic."""
    import torch
    y, r = torch.ops.aten._fused_rms_norm(x, [x.shape[-1]], w, eps)
    return y, r.reshape(-1)


@torch_eq("ops_rms_norm__rms_norm_kernel_multi_wave_cached", "ops_rms_norm__rms_norm_kernel_gather")
def _t_rms_ops(c):
    off = c.k("offset") if "offset" in c.p else c.k("OFFSET")
    if off != 0:
        return None
    y, r = _fused_rms(c.t["x"], c.t["w"], c.k("eps") if "eps" in c.p else c.k("EPS"))
    return {"out": y, "Rstd": r}


@torch_eq("ops_rms_norm__rms_norm_kernel_static_persistent")
def _t_rms_ops_sp(c):
    if c.k("OFFSET") != 0:
        return None
    y, r = _fused_rms(c.t["X"], c.t["W"], c.k("EPS"))
    return {"Y": y, "Rstd": r}


@torch_eq("liger_rms_norm__rms_norm_fwd_ct", "liger_rms_norm__rms_norm_fwd_large_ct")
def _t_rms_liger(c):
    if c.k("offset") != 0:
        return None
    y, r = _fused_rms(c.t["X"], c.t["W"], c.k("eps"))
    return {"Y": y, "RSTD": r}


@torch_eq("olmo3_dual_rms_norm__dual_rms_norm_kernel", "olmoe_dual_rms_norm__olmoe_dual_rms_norm_kernel")
def _t_dual_rms(c):
    F, eps = _F(), c.k("eps")
    return {n: F.rms_norm(c.t[n], (c.t[n].shape[-1],), c.t[n + "_weight"], eps) for n in ("q", "k")}


@torch_eq("olmo3_rms_norm_residual_add__rms_norm_residual_add_kernel")
def _t_rms_res(c):
    x = c.t["x"]
    return {"out": c.t["residual"] + _F().rms_norm(x, (x.shape[-1],), c.t["weight"], c.k("eps"))}


def _mt(x, t):
    return x.transpose(-1, -2) if t else x


@torch_eq("ops_matmul__matmul_kernel", "ops_matmul__matmul_kernel_tf32", "ops_matmul__matmul_kernel_f16",
          "ops_matmul__static_persistent_matmul_kernel", "ops_matmul__static_persistent_matmul_kernel_tb",
          "ops_matmul__static_persistent_matmul_kernel_ta_tf32",
          "ops_matmul__static_persistent_matmul_kernel_512",
          "ops_bmm__bmm_kernel", "ops_bmm__static_persistent_bmm_kernel",
          "ops_bmm__static_persistent_bmm_kernel_tatb")
def _t_matmul(c):
    import torch
    ta = "TRANSPOSE_A" in c.p and c.k("TRANSPOSE_A")
    tb = "TRANSPOSE_B" in c.p and c.k("TRANSPOSE_B")
    return {"C": torch.matmul(_mt(c.t["A"], ta), _mt(c.t["B"], tb))}


@torch_eq("flashinfer_gemm_gemm_alpha_beta__gemm_alpha_beta_kernel",
          "flashinfer_gemm_gemm_alpha_beta__gemm_alpha_beta_kernel_ta_sub")
def _t_addmm(c):
    import torch
    a, b = _mt(c.t["a"], c.k("TRANSPOSE_A")), _mt(c.t["b"], c.k("TRANSPOSE_B"))
    return {"c": torch.addmm(c.t["c"], a, b, beta=c.k("beta"), alpha=c.k("alpha"))}


@torch_eq("ops_attention__fmha_kernel", "ops_attention__fmha_kernel_noncausal_f16",
          "ops_attention__fmha_kernel_even", "ops_attention__fmha_kernel_prefix")
def _t_sdpa(c):
    q, k, v = c.t["Q"], c.t["K"], c.t["V"]
    causal = bool(c.k("CAUSAL"))
    # SDPA's causal mask is aligned top-left: only the same as the kernel's with no offset.
    if causal and (c.k("input_pos") != 0 or q.shape[2] != k.shape[2]):
        return None
    return {"Out": _F().scaled_dot_product_attention(q, k, v, is_causal=causal,
                                                      scale=c.k("qk_scale"), enable_gqa=True)}


# ==========================================================================================
# launching and timing
# ==========================================================================================

class Prepared:
    """A kernel launch with its parameter buffer packed once (the timed call is one
    cuLaunchKernel)."""

    def __init__(self, function, grid, block, smem, types, args):
        from cuda.bindings import driver as cu
        from tileir.runner import check, pack_params
        self.cu, self.check = cu, check
        self.function, self.block, self.smem = function, tuple(block), int(smem)
        self.grid = tuple(grid) + (1,) * (3 - len(grid))
        self.holders, self.arr = pack_params(types, args)
        self.args = args            # keep the tensors alive
        self.stream = cu.CUstream(0)

    def __call__(self):
        self.check(self.cu.cuLaunchKernel(self.function, *self.grid, *self.block, self.smem,
                                          self.stream, ctypes.addressof(self.arr), 0))


def prepare_launch(impl, name, grid, types, ctx, tileiras_block="one"):
    """(kernel, Prepared launch) of `impl` ("tileir" or "tileiras") for case `name` with
    ctx's arguments: TileIR's cubin and manifest from KDIR, or tileiras's cubin from TDIR
    (its parameters are the Tile IR ABI's, without tensor maps)."""
    if impl == "tileir":
        from tileir.runner import load_kernel
        k = load_kernel(KDIR, name)
        return k, Prepared(k.function, grid, k.block, k.dyn_smem, types, k.expand(ctx.values()))
    from cubin_launch import load_tileiras
    k = load_tileiras(TDIR, name, types, tileiras_block)
    return k, Prepared(k.function, grid, k.block, 0, k.types, ctx.args())


def _regs(function):
    from cuda.bindings import driver as cu
    from tileir.runner import check
    return int(check(cu.cuFuncGetAttribute(
        cu.CUfunction_attribute.CU_FUNC_ATTRIBUTE_NUM_REGS, function)))


_FLUSH = None


def bench(fn, warmup_ms, rep_ms, max_iters=2000):
    """triton.testing.do_bench(fn, warmup, rep, return_mode="median"), inlined: the median
    of CUDA-event-timed runs, each after the L2 is flushed."""
    import torch
    global _FLUSH
    if _FLUSH is None:
        _FLUSH = torch.empty(256 << 20, dtype=torch.int8, device="cuda")
    fn()
    torch.cuda.synchronize()
    s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    s.record()
    for _ in range(5):
        _FLUSH.zero_()
        fn()
    e.record()
    torch.cuda.synchronize()
    est = max(s.elapsed_time(e) / 5, 1e-4)
    n_warm = max(1, int(warmup_ms / est))
    n_rep = max(5, min(max_iters, int(rep_ms / est)))
    for _ in range(n_warm):
        fn()
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(n_rep)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(n_rep)]
    for i in range(n_rep):
        _FLUSH.zero_()
        starts[i].record()
        fn()
        ends[i].record()
    torch.cuda.synchronize()
    times = sorted(a.elapsed_time(b) for a, b in zip(starts, ends))
    return statistics.median(times), n_rep, times[len(times) // 10], times[(9 * len(times)) // 10]


def _first_line(e):
    s = f"{type(e).__name__}: {e}"
    return s.splitlines()[0][:300] if s else type(e).__name__


def _fresh_ctx(name, meta):
    import torch
    from tilegym_specs import SPECS, Ctx
    torch.manual_seed(zlib.crc32(name.encode()))
    ctx = Ctx(meta, "cuda")
    SPECS[spec_of(name, meta)].prepare(ctx)
    return ctx


def spec_of(name, meta):
    """The tilegym_specs entry that checks case `name` (a benchmark-size case names its
    GPU-suite case's)."""
    return meta.get("spec", name)


def _same_inputs(a, b):
    """None if b's inputs are a's bit for bit, else what differs."""
    import torch
    for n, t in a.inputs.items():
        u = b.inputs.get(n)
        if u is None or u.shape != t.shape or u.dtype != t.dtype:
            return f"input {n} differs in shape or dtype"
        if not torch.equal(t.reshape(-1).view(torch.uint8), u.reshape(-1).view(torch.uint8)):
            return f"input {n} differs"
    return None


def run_case(name, a):
    import torch
    from tilegym_specs import SPECS
    row = {"name": name}
    meta_p = os.path.join(KDIR, name + ".json")
    if not (os.path.exists(meta_p) and os.path.exists(os.path.join(KDIR, name + ".cubin"))):
        row["status"] = "no TileIR cubin"
        return row
    tj = os.path.join(TDIR, name + ".tileiras.json")
    tinfo = json.load(open(tj)) if os.path.exists(tj) else None
    # A kernel tileiras refuses is still timed on TileIR (and torch): the row
    # says why it has no tileiras figure.
    have_tileiras = not (a.no_tileiras or tinfo is None or tinfo.get("rc") != 0 or
                         not os.path.exists(os.path.join(TDIR, name + ".cubin")))
    if a.no_tileiras:
        row["status"] = "tileiras not run (--no-tileiras)"
    elif not have_tileiras:
        row["status"] = "no tileiras cubin" + (f" (rc {tinfo['rc']})" if tinfo else "")
    with open(meta_p) as f:
        meta = json.load(f)
    with open(os.path.join(KDIR, name + ".manifest.json")) as f:
        kmeta = json.load(f)["kernels"][0]
    types = [p["type"] for p in kmeta["params"]]
    grid = meta["grid"]
    row.update(grid=grid, tileir_block=kmeta["block"],
               tileiras_ntid=tinfo.get("ntid") if have_tileiras else None,
               tileir_smem=kmeta.get("static_shared_memory", 0) + kmeta.get("dynamic_shared_memory", 0))
    checked_by = spec_of(name, meta)
    spec, torch_fn = SPECS[checked_by], TORCH.get(checked_by)
    first = None
    # tileiras: block (1, 1, 1) as cuTile Python launches; "auto" retries a failed check once
    # with the cubin's recorded thread shape (and says so in the row).
    plan = [("tileir", None)]
    if have_tileiras:
        plan += [("tileiras", b) for b in (("one", "ntid") if a.tileiras_block == "auto"
                                           else (a.tileiras_block,))]
    if not a.no_torch and torch_fn:
        plan.append(("torch", None))
    for impl, blk in plan:
        if impl == "tileiras" and blk == "ntid" and a.tileiras_block == "auto":
            if "tileiras_ms" in row or row.get("tileiras_error", "timing").startswith("timing"):
                continue
            row["tileiras_error_block_one"] = row.pop("tileiras_error")
        t_impl = torch_fn if impl == "torch" else None
        try:
            ctx = _fresh_ctx(name, meta)
            if first is None:
                first = ctx
            else:
                diff = _same_inputs(first, ctx)
                if diff:
                    raise RuntimeError(f"inputs not reproduced: {diff}")
            if impl != "torch":
                k, fn = prepare_launch(impl, name, grid, types, ctx, blk)
                if impl == "tileiras":
                    row["tileiras_block"] = list(k.block)
                    row["tileiras_regs"] = k.num_regs
                    row["tileiras_static_smem"] = k.static_smem
            else:
                res = t_impl(ctx)
                if res is None:
                    row["torch_note"] = "no equivalent at these constants"
                    continue
                fn = (lambda f=t_impl, c=ctx: f(c))
            if impl != "torch":
                fn()
            else:
                for n, t in res.items():
                    ctx.t[n].copy_(t.reshape(ctx.t[n].shape))
            torch.cuda.synchronize()
            spec.check(ctx)
            ctx.finish()
        except Exception as e:  # noqa: BLE001 - recorded, the run goes on
            row[impl + "_error"] = _first_line(e)
            tag = f"{impl}, block {blk}" if blk else impl
            print(f"FAILED {name} [{tag}]: {row[impl + '_error']}", flush=True)
            if a.verbose:
                traceback.print_exc()
            try:
                torch.cuda.synchronize()
            except Exception:   # a sticky CUDA error: nothing further can run
                row["status"] = "cuda context lost"
                raise
            continue
        if impl == "tileir":
            row["tileir_regs"] = _regs(k.function)
        try:
            ms, n, p10, p90 = bench(fn, a.warmup_ms, a.rep_ms)
            row[impl + "_ms"], row[impl + "_iters"] = ms, n
            row[impl + "_p10_ms"], row[impl + "_p90_ms"] = p10, p90
        except Exception as e:  # noqa: BLE001
            row[impl + "_error"] = "timing: " + _first_line(e)
            print(f"FAILED {name} [{impl}] timing: {row[impl + '_error']}", flush=True)
            torch.cuda.synchronize()
        del ctx, fn
    t0, t1 = row.get("tileir_ms"), row.get("tileiras_ms")
    if t0 and t1:
        row["tileiras_over_tileir"] = t1 / t0
    if t0 and row.get("torch_ms"):
        row["torch_over_tileir"] = row["torch_ms"] / t0
    if have_tileiras:
        row["status"] = "ok" if t0 and t1 else "failed"
    elif not t0:
        row["status"] += "; TileIR failed"
    return row


# ==========================================================================================
# report
# ==========================================================================================

def _fmt(v, f="{:.4f}"):
    return "-" if v is None else f.format(v)


def summarize(rows):
    both = [r for r in rows if r.get("tileiras_over_tileir")]
    tor = [r for r in rows if r.get("torch_over_tileir")]
    g = lambda xs: math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None  # noqa: E731
    rs = [r["tileiras_over_tileir"] for r in both]
    return {
        "cases": len(rows),
        "timed_both": len(both),
        "geomean_tileiras_over_tileir": g(rs),
        "tileir_faster": sum(x > 1 for x in rs),
        "tileir_slower": sum(x < 1 for x in rs),
        "tileir_faster_by_5pct": sum(x > 1.05 for x in rs),
        "tileir_slower_by_5pct": sum(x < 1 / 1.05 for x in rs),
        "timed_torch": len(tor),
        "geomean_torch_over_tileir": g([r["torch_over_tileir"] for r in tor]),
        "failed_tileir": sorted(r["name"] for r in rows if "tileir_error" in r),
        "failed_tileiras": sorted(r["name"] for r in rows if "tileiras_error" in r),
        "failed_torch": sorted(r["name"] for r in rows if "torch_error" in r),
        "not_run": sorted(r["name"] for r in rows if r.get("status", "").startswith("no ")),
    }


def print_table(rows, summary, worst=10):
    w = max([len(r["name"]) for r in rows] + [4])
    w = min(w, 72)
    print(f"{'case':<{w}} {'tileir ms':>10} {'tileiras ms':>11} {'ras/ir':>7} {'torch ms':>9} {'torch/ir':>8}")
    for r in rows:
        if not (r.get("tileir_ms") or r.get("tileiras_ms")):
            continue
        print(f"{r['name'][:w]:<{w}} {_fmt(r.get('tileir_ms')):>10} {_fmt(r.get('tileiras_ms')):>11} "
              f"{_fmt(r.get('tileiras_over_tileir'), '{:.2f}'):>7} {_fmt(r.get('torch_ms')):>9} "
              f"{_fmt(r.get('torch_over_tileir'), '{:.2f}'):>8}")
    s = summary
    print(f"\n{s['timed_both']} of {s['cases']} cases timed with both compilers; geomean "
          f"tileiras/TileIR {_fmt(s['geomean_tileiras_over_tileir'], '{:.3f}')} (>1: TileIR faster)")
    print(f"TileIR faster in {s['tileir_faster']}, slower in {s['tileir_slower']} "
          f"(by more than 5%: {s['tileir_faster_by_5pct']} faster, {s['tileir_slower_by_5pct']} slower)")
    print(f"torch: {s['timed_torch']} cases, geomean torch/TileIR "
          f"{_fmt(s['geomean_torch_over_tileir'], '{:.3f}')}")
    for k in ("failed_tileir", "failed_tileiras", "failed_torch", "not_run"):
        if s[k]:
            print(f"{k}: {len(s[k])}: {' '.join(s[k])}")
    both = sorted((r for r in rows if r.get("tileiras_over_tileir")), key=lambda r: r["tileiras_over_tileir"])
    if both:
        print(f"\nworst {worst} for TileIR (tileiras/TileIR):")
        for r in both[:worst]:
            print(f"  {r['tileiras_over_tileir']:.3f}  {r['name']}  ({r['tileir_ms']:.4f} vs {r['tileiras_ms']:.4f} ms)")


def ncu_list(rows):
    slow = sorted((r for r in rows if r.get("tileiras_over_tileir", 2) < 1.0),
                  key=lambda r: r["tileiras_over_tileir"])
    print(f"\n# {len(slow)} cases where TileIR is slower than tileiras (ratio, case, TileIR ms, tileiras ms)")
    for r in slow:
        print(f"{r['tileiras_over_tileir']:.3f} {r['name']} {r['tileir_ms']:.4f} {r['tileiras_ms']:.4f}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", action="append", default=[], help="substring of case names (repeatable)")
    ap.add_argument("--set", choices=("gpu", "large"), default="gpu",
                    help="gpu: the GPU suite's cases (tilegym_specs.SPECS, the test sizes); "
                         "large: python/tilegym/bench_signatures.py's (TileGym's benchmark "
                         "sizes; build them with gpu_build.sh ... large)")
    ap.add_argument("--warmup-ms", type=float, default=10.0)
    ap.add_argument("--rep-ms", type=float, default=40.0)
    ap.add_argument("--present", action="store_true",
                    help="only the cases whose TileIR cubin is in the kernel folder")
    ap.add_argument("--budget-s", type=float, default=0, help="stop starting new cases after this")
    ap.add_argument("--no-torch", action="store_true")
    ap.add_argument("--no-tileiras", action="store_true",
                    help="time TileIR (and torch) only: A/B runs of two TileIR builds")
    ap.add_argument("--tileiras-block", choices=("one", "ntid", "auto"), default="auto")
    ap.add_argument("--json", default=None, help="default $OUT/bench_tilegym.json or ./bench_tilegym.json")
    ap.add_argument("--from-json", default=None, help="print the table of a saved run; run nothing")
    ap.add_argument("--ncu-list", action="store_true", help="also list the cases below 1.0x")
    ap.add_argument("--worst", type=int, default=10)
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()

    if a.from_json:
        with open(a.from_json) as f:
            d = json.load(f)
        print_table(d["cases"], summarize(d["cases"]), a.worst)
        if a.ncu_list:
            ncu_list(d["cases"])
        return 0

    import torch
    from tilegym_specs import SPECS
    torch.backends.cuda.matmul.allow_tf32 = True
    torch.backends.cudnn.allow_tf32 = True
    out = a.json or os.path.join(os.environ.get("OUT", "."), "bench_tilegym.json")
    if a.set == "large":
        sys.path.insert(0, os.path.join(PY, "tilegym"))
        import bench_signatures
        pool = [c.name for c in bench_signatures.CASES]
    else:
        pool = list(SPECS)
    names = sorted(n for n in pool if not a.only or any(s in n for s in a.only))
    if a.present:
        names = [n for n in names if os.path.exists(os.path.join(KDIR, n + ".cubin"))]
    tver = None
    for n in names:
        p = os.path.join(TDIR, n + ".tileiras.json")
        if os.path.exists(p):
            tver = json.load(open(p)).get("tileiras")
            break
    meta = {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "device": torch.cuda.get_device_name(0), "torch": torch.__version__,
            "tileiras": tver, "tileir_kernels": KDIR, "tileiras_kernels": TDIR,
            "tileiras_block": a.tileiras_block, "warmup_ms": a.warmup_ms, "rep_ms": a.rep_ms,
            "timer": "median of CUDA-event-timed runs, L2 flushed before each (do_bench's method)"}
    print(f"{meta['device']}, torch {meta['torch']}, tileiras {tver}, {len(names)} cases", flush=True)
    rows, t_start = [], time.time()
    for i, n in enumerate(names):
        if a.budget_s and time.time() - t_start > a.budget_s:
            rows.append({"name": n, "status": "no time (budget)"})
            continue
        t0 = time.time()
        try:
            r = run_case(n, a)
        except Exception as e:  # the CUDA context is gone: record and stop
            rows.append({"name": n, "status": "cuda context lost", "error": _first_line(e)})
            print(f"FAILED {n}: CUDA context lost ({_first_line(e)}); stopping", flush=True)
            break
        r["wall_s"] = round(time.time() - t0, 2)
        rows.append(r)
        print(f"[{i + 1}/{len(names)}] {n}: {r['status']} ir {_fmt(r.get('tileir_ms'))} "
              f"ras {_fmt(r.get('tileiras_ms'))} torch {_fmt(r.get('torch_ms'))} ({r['wall_s']} s)",
              flush=True)
        with open(out, "w") as f:
            json.dump({"meta": meta, "cases": rows, "summary": summarize(rows)}, f, indent=1)
    summary = summarize(rows)
    with open(out, "w") as f:
        json.dump({"meta": meta, "cases": rows, "summary": summary}, f, indent=1)
    print()
    print_table(rows, summary, a.worst)
    if a.ncu_list:
        ncu_list(rows)
    print(f"\nwrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
