"""Every front-end fixture kernel run on the CPU by tile-run against numpy.

CPU only: needs numpy and a built tile-run (TILE_RUN or build*/bin/tile-run).
    python3 -m pytest python/tests/interp_fixtures_test.py
"""
import itertools
import pathlib

import numpy as np
import pytest

import matrix_refs as mr
from interp_helpers import REPO, Array, RawPtr, Scalar, find_tile_run, run_kernel

PY = REPO / "test" / "Fixtures" / "python"
RS = REPO / "test" / "Fixtures" / "cutile-rs"

pytestmark = pytest.mark.skipif(find_tile_run() is None,
                                reason="tile-run is not built")

rng = np.random.default_rng(1234)


def f32(*shape):
    return rng.uniform(-2, 2, size=shape).astype(np.float32)


def f16(*shape):
    return rng.uniform(-2, 2, size=shape).astype(np.float16)


def cdiv(a, b):
    return -(-a // b)


def close(got, want, rtol=1e-5, atol=1e-5):
    np.testing.assert_allclose(got.astype(np.float64), want.astype(np.float64),
                               rtol=rtol, atol=atol)


def softmax(x):
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def layernorm(x, w, b):
    c = x - x.mean(axis=1, keepdims=True)
    return c / np.sqrt((c * c).mean(axis=1, keepdims=True) + 1e-5) * w + b


def rmsnorm(x, w):
    xf = x.astype(np.float32)
    r = xf / np.sqrt((xf * xf).mean(axis=1, keepdims=True) + 1e-6)
    return (r * w.astype(np.float32)).astype(np.float16)


def silu_mul(a, b):
    af, bf = a.astype(np.float32), b.astype(np.float32)
    return (af / (1 + np.exp(-af)) * bf).astype(np.float16)


# Each case: (launch parameters, output parameter index -> reference, grid).
# Python kernels take arrays in the order of the Python parameters; cutile-rs
# kernels take the output first. tile-run --params fills each array's
# pointer, extents and strides (and cutile-rs's partition ones) itself.
def elementwise_cases(rs):
    n = 3008 if not rs else 4096  # multiples of 16: .spec kernels assume it
    x, y = f32(n), f32(n)
    g = (cdiv(n, 1024), 1, 1)
    z = np.zeros(n, np.float32)
    cases = {}
    if rs:
        cases["vadd_f32"] = ([Array(z), Array(x), Array(y)], {0: x + y}, g)
        cases["saxpy_f32"] = ([Array(z), Scalar(2.5), Array(x), Array(y)],
                              {0: 2.5 * x + y}, g)
        cases["ew_chain_f32"] = ([Array(z), Array(x), Array(y)],
                                 {0: np.sqrt(np.abs(x)) * np.exp(-y) + np.sin(x)}, g)
        cases["masked_scale_f32"] = ([Array(z), Scalar(-1.5), Array(x)],
                                     {0: -1.5 * x}, g)
        cases["if_select_f32"] = ([Array(z), Array(x)],
                                  {0: np.where(x > 0, 2 * x, x / 2)}, g)
        cases["if_scalar_f32"] = ([Array(z), Array(x), Scalar(1)], {0: 2 * x}, g)
    else:
        cases["vadd_f32"] = ([Array(x), Array(y), Array(z)], {2: x + y}, g)
        cases["vadd_i64_f32"] = ([Array(x), Array(y), Array(z)], {2: x + y}, g)
        cases["saxpy_f32"] = ([Array(x), Array(y), Array(z), Scalar(2.5)],
                              {2: 2.5 * x + y}, g)
        cases["ew_chain_f32"] = ([Array(x), Array(y), Array(z)],
                                 {2: np.sqrt(np.abs(x)) * np.exp(-y) + np.sin(x)}, g)
        cases["masked_scale_f32"] = ([Array(x), Array(z), Scalar(-1.5)],
                                     {1: -1.5 * x}, g)
        cases["if_select_f32"] = ([Array(x), Array(z)],
                                  {1: np.where(x > 0, 2 * x, x / 2)}, g)
        cases["if_scalar_f32"] = ([Array(x), Array(z), Scalar(-1)], {1: x / 2}, g)
    return cases


def row_cases(rs):
    M = 32
    x = f32(M, 1024)
    w, b = f32(1024), f32(1024)
    y = np.zeros((M, 1024), np.float32)
    g = (cdiv(M, 4), 1, 1)
    xh, wh = f16(16, 2048), f16(2048)
    yh = np.zeros((16, 2048), np.float16)
    gh = (8, 1, 1)
    if rs:
        return {
            "softmax_rows_f32": ([Array(y), Array(x)], {0: softmax(x)}, g),
            "layernorm_rows_f32": ([Array(y), Array(x), Array(w), Array(b)],
                                   {0: layernorm(x, w, b)}, g),
            "rmsnorm_rows_f16": ([Array(yh), Array(xh), Array(wh)],
                                 {0: rmsnorm(xh, wh)}, gh),
            # What the cutile-rs IR computes: its Rust source scans axis 1,
            # but the IR it wrote scans dim 0 (a column prefix within each
            # 4-row tile) -- a front-end bug this suite found.
            "cumsum_f32": ([Array(y), Array(x)],
                           {0: np.cumsum(x.reshape(M // 4, 4, 1024), axis=1)
                               .reshape(M, 1024)}, g),
        }
    return {
        "softmax_rows_f32": ([Array(x), Array(y)], {1: softmax(x)}, g),
        "layernorm_rows_f32": ([Array(x), Array(w), Array(b), Array(y)],
                               {3: layernorm(x, w, b)}, g),
        "rmsnorm_rows_f16": ([Array(xh), Array(wh), Array(yh)],
                             {2: rmsnorm(xh, wh)}, gh),
        "cumsum_f32": ([Array(x), Array(y)], {1: np.cumsum(x, axis=1)}, g),
    }


def reduce_cases(rs):
    M, N = 48, 304
    x = f32(M, N)
    yt = np.zeros((N, M), np.float32)
    gt = (cdiv(N, 32), cdiv(M, 32), 1)
    rows, cols = np.zeros(M, np.float32), np.zeros(N, np.float32)
    if rs:
        return {
            "transpose_f32": ([Array(yt), Array(x)], {0: x.T}, gt),
            "rowsum_f32": ([Array(rows), Array(x)], {0: x.sum(axis=1)},
                           (cdiv(M, 16), 1, 1)),
            "colsum_f32": ([Array(cols), Array(x)], {0: x.sum(axis=0)},
                           (cdiv(N, 16), 1, 1)),
        }
    xb = x.copy()
    xb[3, 700 % N] = -1.0  # row 3 stops at its first negative 256-wide tile
    cases = {
        "transpose_f32": ([Array(x), Array(yt)], {1: x.T}, gt),
        "rowsum_f32": ([Array(x), Array(rows)], {1: x.sum(axis=1)}, (cdiv(M, 16), 1, 1)),
        "colsum_f32": ([Array(x), Array(cols)], {1: x.sum(axis=0)}, (cdiv(N, 16), 1, 1)),
    }
    xw = np.abs(f32(5, 1000))
    xw[1, 300] = -3.0
    xw[3, 10] = -1.0
    want = np.zeros(5, np.float32)
    for i in range(5):
        t = 0
        while t * 256 < 1000 and not (xw[i, t * 256:(t + 1) * 256] < 0).any():
            t += 1
        want[i] = xw[i, :t * 256].sum()
    cases["while_break_f32"] = ([Array(xw), Array(np.zeros(5, np.float32))],
                                {1: want}, (5, 1, 1))
    return cases


def matmul_cases(rs):
    M, N, K = 208, 144, 96
    a, b = f16(M, K), f16(K, N)
    ref = a.astype(np.float32) @ b.astype(np.float32)
    g = (cdiv(M, 128), cdiv(N, 128), 1)
    c32, c16 = np.zeros((M, N), np.float32), np.zeros((M, N), np.float16)
    P, Mb, Nb, Kb = 8, 80, 48, 64
    A, B = f16(P, Mb, Kb), f16(P, Kb, Nb)
    bref = np.einsum("pmk,pkn->pmn", A.astype(np.float32), B.astype(np.float32))
    gb = (P, cdiv(Mb, 64), cdiv(Nb, 64))
    cb = np.zeros((P, Mb, Nb), np.float16)
    if rs:
        return {
            "matmul_f16": ([Array(c32), Array(a), Array(b)], {0: ref}, g),
            "matmul_f16_out_f16": ([Array(c16), Array(a), Array(b)],
                                   {0: ref.astype(np.float16)}, g),
            "bmm_f16": ([Array(cb), Array(A), Array(B)],
                        {0: bref.astype(np.float16)}, gb),
        }
    return {
        "matmul_f16": ([Array(a), Array(b), Array(c32)], {2: ref}, g),
        "matmul_f16_out_f16": ([Array(a), Array(b), Array(c16)],
                               {2: ref.astype(np.float16)}, g),
        "bmm_f16": ([Array(A), Array(B), Array(cb)], {2: bref.astype(np.float16)}, gb),
    }


class Expect:
    """A reference checked by relative Frobenius error (the GPU tests' measure) plus
    elementwise bounds: `decode` turns the raw output (bf16 bits, ...) into floats."""

    def __init__(self, want, tol, decode=None, atol=0.0, rtol=2e-3):
        self.want, self.tol, self.decode = want, tol, decode
        self.atol, self.rtol = atol, rtol


def tensorcore_cases():
    """The tensor-core fixtures (mmaf / mmai) at ragged sizes: M, N and K are not
    multiples of the tiles (the kernels pad loads with zeros and clip stores), but
    multiples of 16 (and batch 8) as the .spec variants assume; these sizes run both.
    References and tolerances: matrix_refs (shared with the GPU specs)."""
    M, N, K = 208, 144, 80
    g = (cdiv(M, 128), cdiv(N, 128), 1)
    cases = {}
    # bf16 in / bf16 out (raw uint16 bits for tile-run)
    a, b = mr.bf16_bits(f32(M, K)), mr.bf16_bits(f32(K, N))
    cases["matmul_bf16"] = (
        [Array(a), Array(b), Array(np.zeros((M, N), np.uint16))],
        {2: Expect(mr.matmul(mr.bf16_value(a), mr.bf16_value(b)), mr.TOL["matmul_bf16"],
                    decode=mr.bf16_value, atol=0.05, rtol=8e-3)}, g)
    a, b = f32(M, K), f32(K, N)
    cases["matmul_tf32"] = (
        [Array(a), Array(b), Array(np.zeros((M, N), np.float32))],
        {2: Expect(mr.matmul_tf32(a, b), mr.TOL["matmul_tf32"], atol=1e-4, rtol=1e-4)}, g)
    a, b = mr.e4m3_bits(f32(M, K)), mr.e4m3_bits(f32(K, N))
    cases["matmul_fp8"] = (
        [Array(a), Array(b), Array(np.zeros((M, N), np.float16))],
        {2: Expect(mr.matmul(mr.e4m3_value(a), mr.e4m3_value(b)), mr.TOL["matmul_fp8"],
                    atol=0.05)}, g)
    a = rng.integers(-128, 128, size=(M, K)).astype(np.int8)
    b = rng.integers(-128, 128, size=(K, N)).astype(np.int8)
    cases["matmul_i8"] = (
        [Array(a), Array(b), Array(np.zeros((M, N), np.int32))],
        {2: mr.matmul(a, b).astype(np.int32)}, g)
    a, b, bias = f16(M, K), f16(K, N), f16(N)
    cases["matmul_bias_relu"] = (
        [Array(a), Array(b), Array(bias), Array(np.zeros((M, N), np.float16))],
        {3: Expect(mr.matmul_bias_relu(a, b, bias), mr.TOL["matmul_bias_relu"], atol=0.02)},
        g)
    Mg, Ng = 1040, 272        # 9 x 3 tile blocks: one group of 8 tile rows and one of 1
    a, b = f16(Mg, K), f16(K, Ng)
    cases["matmul_grouped_f16"] = (
        [Array(a), Array(b), Array(np.zeros((Mg, Ng), np.float16))],
        {2: Expect(mr.matmul(a, b), mr.TOL["matmul_grouped_f16"], atol=0.02)},
        (cdiv(Mg, 128) * cdiv(Ng, 128), 1, 1))
    P, Mb, Nb, Kb = 8, 144, 80, 48
    A, B = f16(P, Mb, Kb), f16(P, Nb, Kb)
    cases["bmm_bt_f16"] = (
        [Array(A), Array(B), Array(np.zeros((P, Mb, Nb), np.float16))],
        {2: Expect(mr.bmm_bt(A, B), mr.TOL["bmm_bt_f16"], atol=0.02)},
        (P, cdiv(Mb, 128), cdiv(Nb, 128)))
    BH, L, D = 8, 144, 64
    q, k, v = f16(BH, L, D), f16(BH, L, D), f16(BH, L, D)
    scale = 1.0 / np.sqrt(D)
    for name, causal in [("attention_fwd", False), ("attention_fwd_causal", True)]:
        cases[name] = (
            [Array(q), Array(k), Array(v), Array(np.zeros((BH, L, D), np.float16)),
             Scalar(np.float32(scale))],
            {3: Expect(mr.attention(q, k, v, scale, causal), mr.TOL[name], atol=0.01)},
            (cdiv(L, 64), BH, 1))
    return cases



def memory_cases():
    n = 1500
    x = np.abs(f32(n)) + 0.1
    nb = cdiv(n, 1024)
    pad = np.full(nb * 1024, np.nan, np.float32)
    pad[:n] = x
    blocks = pad.reshape(nb, 1024)
    fin = np.nan_to_num(blocks, nan=0.0)
    want = np.stack([fin.sum(1), fin.sum(1), np.isnan(blocks).sum(1).astype(np.float32),
                     np.where(np.isnan(blocks), np.inf, blocks).min(1),
                     np.where(np.isnan(blocks), -np.inf, blocks).max(1)])
    cases = {"padding_modes_f32": ([Array(x), Array(np.zeros((5, nb), np.float32))],
                                   {1: want}, (nb, 1, 1))}
    M, D, R = 20, 200, 12
    table = f32(R, D)
    idx = rng.integers(-2, R + 2, size=M).astype(np.int32)
    ok = (idx >= 0) & (idx < R)
    gathered = np.where(ok[:, None], table[np.clip(idx, 0, R - 1)], 0).astype(np.float32)
    cases["gather_rows_f32"] = ([Array(idx), Array(table),
                                 Array(np.zeros((M, D), np.float32))],
                                {2: gathered}, (cdiv(M, 8), cdiv(D, 128), 1))
    src = f32(M, D)
    perm = rng.permutation(30)[:M].astype(np.int32)
    perm[::4] = -1
    out = np.zeros((30, D), np.float32)
    for i in range(M):
        if perm[i] >= 0:
            out[perm[i]] = src[i]
    cases["scatter_rows_f32"] = ([Array(src), Array(perm),
                                  Array(np.zeros((30, D), np.float32))],
                                 {2: out}, (cdiv(M, 8), cdiv(D, 128), 1))
    vals = rng.integers(-3, 40, size=2500).astype(np.int32)
    hist = np.bincount(vals[(vals >= 0) & (vals < 32)], minlength=32).astype(np.int32)
    cases["histogram_i32"] = ([Array(vals), Array(np.zeros(32, np.int32))],
                              {1: hist}, (cdiv(2500, 1024), 1, 1))
    return cases


PY_CASES = {**elementwise_cases(False), **row_cases(False), **reduce_cases(False),
            **matmul_cases(False), **memory_cases(), **tensorcore_cases()}


def rs_memory_cases():
    # cutile-rs histogram: values tensor, then a raw `*mut i32` and nbins.
    vals = rng.integers(-3, 40, size=2500).astype(np.int32)
    hist = np.bincount(vals[(vals >= 0) & (vals < 32)], minlength=32).astype(np.int32)
    return {"histogram_i32": ([Array(vals), RawPtr(np.zeros(32, np.int32)), Scalar(32)],
                              {1: hist}, (cdiv(2500, 1024), 1, 1))}


RS_CASES = {**elementwise_cases(True), **row_cases(True), **reduce_cases(True),
            **matmul_cases(True), **rs_memory_cases()}

TOL = {"f16": dict(rtol=1e-2, atol=2e-2), "ew": dict(rtol=1e-5, atol=1e-5)}


def check(name, got, want):
    for i, ref in want.items():
        if isinstance(ref, Expect):
            out = ref.decode(got[i]) if ref.decode else got[i]
            err = mr.rel_err(out, ref.want)
            assert err <= ref.tol, f"{name}: relative error {err:.3e} > {ref.tol:.1e}"
            close(out, ref.want, rtol=ref.rtol, atol=ref.atol)
        elif got[i].dtype == np.float16 or "f16" in name:
            close(got[i], ref, **TOL["f16"])
        elif np.issubdtype(got[i].dtype, np.integer):
            np.testing.assert_array_equal(got[i], ref)
        else:
            close(got[i], ref, rtol=1e-4, atol=1e-4)


def present(folder, cases, variants, forms):
    """(name, variant, form) of every fixture file that exists: a kernel has a
    .spec variant only where its front end wrote one. test_every_case_has_files
    keeps a case from losing all of its files unnoticed."""
    return [(n, v, f) for n in sorted(cases) for v in variants for f in forms
            if (folder / f"{n}{v}{f}").exists()]


PY_FORMS = [".v13_3.tileir.txt", ".v13_3.tileirbc", ".v13_1.tileirbc"]
RS_FORMS = [".ir.txt", ".tileirbc"]


@pytest.mark.parametrize("folder,cases,forms", [(PY, PY_CASES, PY_FORMS), (RS, RS_CASES, RS_FORMS)],
                         ids=["python", "cutile-rs"])
def test_every_case_has_files(folder, cases, forms):
    missing = [n for n in cases if not present(folder, [n], [""], forms)]
    assert not missing, f"cases without a plain fixture file in {folder}: {missing}"


@pytest.mark.parametrize("name,variant,form", present(PY, PY_CASES, ["", ".spec"], PY_FORMS))
def test_cutile_python_fixture(name, variant, form):
    path = PY / f"{name}{variant}{form}"
    params, want, grid = PY_CASES[name]
    check(name, run_kernel(path, params, grid), want)


@pytest.mark.parametrize("name,variant,form", present(RS, RS_CASES, ["", ".spec"], RS_FORMS))
def test_cutile_rs_fixture(name, variant, form):
    path = RS / f"{name}{variant}{form}"
    # cutile-rs's own printer (identities=[0], ^bb0 blocks, ...) needs the
    # tolerant text import.
    extra = ["--cutile-rs-text"] if form == ".ir.txt" else []
    params, want, grid = RS_CASES[name]
    check(name, run_kernel(path, params, grid, extra=extra), want)


@pytest.mark.parametrize("name", ["vadd_f32", "softmax_rows_f32", "matmul_f16"])
def test_shuffled_blocks_agree(name):
    params, want, grid = PY_CASES[name]
    check(name, run_kernel(PY / f"{name}.v13_3.tileir.txt", params, grid,
                           extra=["--shuffle-blocks=7"]), want)


# The tensor-core benchmark kernels (python/bench/kernels, written by
# python/bench/make_bench_kernels.py from the fixtures with benchmark tiles and head dim
# 128), at small ragged sizes (multiples of 16 where the .spec kernels assume it).
BENCH = REPO / "python" / "bench" / "kernels"


def bench_cases():
    cases = {}
    M, N, K = 1040, 272, 80
    a, b = f16(M, K), f16(K, N)
    ah, bh = mr.bf16_bits(f32(M, K)), mr.bf16_bits(f32(K, N))
    for bn in (128, 256):
        g = (cdiv(M, 128) * cdiv(N, bn), 1, 1)       # grouped order, 1-D grid
        cases[f"gemm_f16_128x{bn}x64"] = (
            [Array(a), Array(b), Array(np.zeros((M, N), np.float16))],
            {2: Expect(mr.matmul(a, b), mr.TOL["matmul_f16_out_f16"], atol=0.02)}, g)
        cases[f"gemm_bf16_128x{bn}x64"] = (
            [Array(ah), Array(bh), Array(np.zeros((M, N), np.uint16))],
            {2: Expect(mr.matmul(mr.bf16_value(ah), mr.bf16_value(bh)), mr.TOL["matmul_bf16"],
                        decode=mr.bf16_value, atol=0.05, rtol=8e-3)}, g)
    BH, L, D = 16, 144, 128
    q, k, v = f16(BH, L, D), f16(BH, L, D), f16(BH, L, D)
    scale = 1.0 / np.sqrt(D)
    # The fixture's softmax, TileGym's (exp2 flush_to_zero; one FMA per score), and TileGym's
    # with 128-key tiles: one reference.
    for stem, causal in itertools.product(
            ("attention_fwd_d128", "attention_tg_d128", "attention_tgn128_d128"), (False, True)):
        name = stem + ("_causal" if causal else "")
        cases[name] = (
            [Array(q), Array(k), Array(v), Array(np.zeros((BH, L, D), np.float16)),
             Scalar(np.float32(scale))],
            {3: Expect(mr.attention(q, k, v, scale, causal), mr.TOL["attention_fwd"],
                        atol=0.01)}, (cdiv(L, 128), BH, 1))
    return cases


BENCH_CASES = bench_cases()


@pytest.mark.parametrize("name,variant,form", present(BENCH, BENCH_CASES, ["", ".spec"], [".mlir"]))
def test_bench_tensorcore_kernel(name, variant, form):
    path = BENCH / f"{name}{variant}{form}"
    params, want, grid = BENCH_CASES[name]
    check(name, run_kernel(path, params, grid), want)
