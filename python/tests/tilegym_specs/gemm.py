"""TileGym GPU specs: matrix multiplies (ops matmul / bmm, flashinfer GEMMs, ...).

Operands are drawn at the kernel's dtype with values O(1) / sqrt(K) so that outputs are
O(1); the references are float64 products of the exact values the kernel read. The
kernels accumulate in f32 from bf16 / f16 (or tf32 from f32) operands.
"""
import torch

from .core import spec

# |got - ref| <= atol + rtol |ref| for outputs O(1), by operand precision.
GEMM_TOL = {"bf16": (1e-2, 1e-2), "f16": (1e-2, 1e-2), "f32": (2e-3, 2e-3)}


def gemm_tol(c, operand):
    return GEMM_TOL[c.p[operand]["dtype"]]


def expect_mm(c, name, ref, operand):
    rtol, atol = gemm_tol(c, operand)
    c.expect(name, ref, rtol=rtol, atol=atol)


def _mt(x, t):
    """The matrix as used: the stored one, or its transpose ([.., K, M] -> [.., M, K])."""
    return x.transpose(-1, -2) if t else x


@spec("ops_matmul__matmul_kernel", "ops_matmul__matmul_kernel_tf32",
      "ops_matmul__matmul_kernel_f16",
      "ops_matmul__static_persistent_matmul_kernel",
      "ops_matmul__static_persistent_matmul_kernel_tb",
      "ops_matmul__static_persistent_matmul_kernel_ta_tf32",
      "ops_matmul__static_persistent_matmul_kernel_512",
      "ops_bmm__bmm_kernel", "ops_bmm__static_persistent_bmm_kernel",
      "ops_bmm__static_persistent_bmm_kernel_tatb")
def _matmul(c):
    ta = "TRANSPOSE_A" in c.p and c.k("TRANSPOSE_A")
    tb = "TRANSPOSE_B" in c.p and c.k("TRANSPOSE_B")
    sa = c.shape("A")
    K = sa[-2] if ta else sa[-1]
    c.randn("A", K ** -0.5)
    c.randn("B")
    c.out("C")
    yield
    a, b = _mt(c.x("A"), ta), _mt(c.x("B"), tb)
    if c.p["A"]["dtype"] == "f32":
        # tf32 operands: each rounded (or, by a lowering that feeds f32 bits to the tensor
        # cores, truncated) to 10 mantissa bits, at most 2 * 2^-10 of each product
        from .attention import expect_mag
        expect_mag(c, "C", a @ b, a.abs() @ b.abs(), tol=2.5e-3, rtol=1e-6)
    else:
        expect_mm(c, "C", a @ b, "A")


@spec("ops_group_gemm__group_gemm_kernel", "ops_group_gemm__group_gemm_kernel_tb")
def _group_gemm(c):
    tb = c.k("TRANSPOSE_B")
    groups = list(zip(c.items("As"), c.items("Bs"), c.items("Cs")))
    for a, b, o in groups:
        c.randn(a, c.shape(a)[1] ** -0.5)
        c.randn(b)
        c.out(o)
    yield
    for a, b, o in groups:
        expect_mm(c, o, c.x(a) @ _mt(c.x(b), tb), "As[0]")


def _moe_align(topk_ids, E, BM, em):
    """moe_align_block_size: routed indices grouped by expert, each group padded to a
    multiple of BM with num_valid (the padding id); (sorted ids [em], expert per block,
    total padded)."""
    flat = topk_ids.reshape(-1)
    num = flat.numel()
    ids, experts = [], []
    for e in range(E):
        mine = (flat == e).nonzero().view(-1).tolist()
        n = -(-len(mine) // BM) * BM
        ids += mine + [num] * (n - len(mine))
        experts += [e] * (n // BM)
    total = len(ids)
    ids += [num] * (em - total)
    experts += [0] * (-(-em // BM) - len(experts))
    return torch.tensor(ids), torch.tensor(experts), total


@spec("ops_moe__fused_moe_kernel", "ops_moe__fused_moe_kernel_routed_weight")
def _fused_moe(c):
    K, N, TK, BM = c.k("K"), c.k("N"), c.k("TOP_K"), c.k("TILE_SIZE_M")
    E = c.shape("b_ptr")[0]
    T = c.shape("a_ptr")[0] // K
    # top-k distinct experts per token, skewed towards expert 0
    prob = torch.tensor([0.85, 0.08, 0.05, 0.02][:E])
    topk = torch.stack([torch.multinomial(prob, TK) for _ in range(T)])
    sid, eid, total = _moe_align(topk, E, BM, c.shape("sorted_token_ids_ptr")[0])
    c.randn("a_ptr", K ** -0.5)
    c.randn("b_ptr")
    c.put("a_scale_ptr", torch.empty(0))
    c.put("b_scale_ptr", torch.empty(0))
    c.rand("topk_weights_ptr", 0.1, 1.0)
    c.put("sorted_token_ids_ptr", sid)
    c.put("expert_ids_ptr", eid)
    c.put("num_tokens_post_padded_ptr", torch.tensor([total]))
    c.out("c_ptr")
    yield
    a = c.x("a_ptr").view(T, K)
    b = c.x("b_ptr")
    e = topk.reshape(-1).to(b.device)
    tok = torch.arange(T * TK, device=b.device) // TK
    ref = torch.einsum("ik,ink->in", a[tok], b[e])
    if c.k("MUL_ROUTED_WEIGHT"):
        ref = ref * c.x("topk_weights_ptr")[:, None]
    expect_mm(c, "c_ptr", ref, "a_ptr")


@spec("flashinfer_gemm_gemm_alpha_beta__gemm_alpha_beta_kernel",
      "flashinfer_gemm_gemm_alpha_beta__gemm_alpha_beta_kernel_ta_sub")
def _gemm_alpha_beta(c):
    ta, tb = c.k("TRANSPOSE_A"), c.k("TRANSPOSE_B")
    K = c.shape("a")[0 if ta else 1]
    c.randn("a", K ** -0.5)
    c.randn("b")
    c.randn("c")
    c.inplace("c")
    yield
    ref = c.k("alpha") * (_mt(c.x("a"), ta) @ _mt(c.x("b"), tb)) + c.k("beta") * c.x("c")
    expect_mm(c, "c", ref, "a")


@spec("flashinfer_gemm_masked_bmm__masked_bmm_kernel",
      "flashinfer_gemm_masked_bmm__masked_bmm_kernel_tatb")
def _masked_bmm(c):
    ta, tb = c.k("TRANSPOSE_A"), c.k("TRANSPOSE_B")
    K = c.shape("a")[1 if ta else 2]
    c.randn("a", K ** -0.5)
    c.randn("b")
    Q, M, _ = c.shape("c")
    c.put("masked_m", torch.tensor([M, 200, 50][:Q]))
    c.out("c")
    yield
    ref = _mt(c.x("a"), ta) @ _mt(c.x("b"), tb)
    BM = c.k("BLOCK_M")
    for q, vm in enumerate(c.x("masked_m").tolist()):
        ref[q, -(-vm // BM) * BM:] = float("nan")          # tiles past the valid rows: unwritten
    expect_mm(c, "c", ref, "a")


@spec("flashinfer_gemm_ragged_bmm__ragged_bmm_kernel",
      "flashinfer_gemm_ragged_bmm__ragged_bmm_swap_ab_kernel",
      "flashinfer_gemm_ragged_bmm__ragged_bmm_swap_ab_kernel_ta")
def _ragged_bmm(c):
    ta, tb = c.k("TRANSPOSE_A"), c.k("TRANSPOSE_B")
    K = c.shape("a")[0 if ta else 1]
    ind = [0, 150, 150, 350]
    c.randn("a", K ** -0.5)
    c.randn("b")
    c.put("m_indptr", torch.tensor(ind))
    c.put("max_m_device", torch.tensor([max(y - x for x, y in zip(ind, ind[1:]))]))
    c.out("c")
    yield
    a, b = _mt(c.x("a"), ta), c.x("b")
    ref = torch.cat([a[x:y] @ _mt(b[q], tb) for q, (x, y) in enumerate(zip(ind, ind[1:]))])
    expect_mm(c, "c", ref, "a")


def _gelu_tanh(x):
    return 0.5 * x * (1 + torch.tanh(0.7978845608028654 * (x + 0.044715 * x ** 3)))


@spec("ops_linear_gluact_linear__linear_gluact_fwd_kernel",
      "ops_linear_gluact_linear__linear_gluact_fwd_kernel_gelu")
def _linear_gluact(c):
    K = c.k("K")
    c.randn("Input", 2 * K ** -0.5)
    c.randn("Weight_act")
    c.randn("Weight_noact")
    for n in ("Act_out", "Noact_out", "Mul_out"):
        c.out(n)
    yield
    x = c.x("Input")
    a = x @ c.x("Weight_act").T
    na = x @ c.x("Weight_noact").T
    act = {0: lambda t: t * torch.sigmoid(t), 1: torch.relu, 2: _gelu_tanh}[c.k("ACT_TYPE")](a)
    expect_mm(c, "Act_out", act, "Input")
    expect_mm(c, "Noact_out", na, "Input")
    # the product of two bf16-rounded factors, itself rounded
    c.expect("Mul_out", act * na, rtol=2e-2, atol=2e-2)


_UG_SIZES = [100, 0, 180]


def _ug_sizes(c):
    """Rows per expert: the GPU suite's 3 uneven experts (one empty), or at the benchmark
    sizes (more experts) TOTAL_TOKENS split evenly, as TileGym's benchmark routes them."""
    e = c.shape("m_sizes")[0]
    if e == len(_UG_SIZES):
        return _UG_SIZES
    return [c.k("TOTAL_TOKENS") // e] * e


def _ug_segments(c):
    out, s = [], 0
    for e, m in enumerate(_ug_sizes(c)):
        out.append((e, s, s + m))
        s += m
    return out


def _ug_inputs(c, scale_names):
    c.put("m_sizes", torch.tensor(_ug_sizes(c)))
    T = c.k("TOTAL_TOKENS")
    c.put("gather_indices", torch.randperm(T) if c.k("PERMUTE_X") else torch.arange(T))
    for n, sc in scale_names:
        c.randn(n, sc)


@spec("unsloth_grouped_gemm__grouped_gemm_fwd_kernel_ct",
      "unsloth_grouped_gemm__grouped_gemm_fwd_kernel_ct_permute_x")
def _ug_fwd(c):
    K, N = c.k("K"), c.k("N")
    _ug_inputs(c, [("X", K ** -0.5), ("W_flat", 1.0)])
    c.out("Y")
    yield
    x, w = c.x("X"), c.x("W_flat").view(-1, N, K)
    gi = c.x("gather_indices")
    ref = torch.empty(c.shape("Y"), dtype=torch.float64, device=x.device)
    for e, a, b in _ug_segments(c):
        rows = gi[a:b] // c.k("TOPK") if c.k("PERMUTE_X") else torch.arange(a, b, device=x.device)
        ref[a:b] = x[rows] @ w[e].T
    expect_mm(c, "Y", ref, "X")


@spec("unsloth_grouped_gemm__grouped_gemm_dX_kernel_ct")
def _ug_dx(c):
    K, N = c.k("K"), c.k("N")
    _ug_inputs(c, [("dY", N ** -0.5), ("W_flat", 1.0)])
    c.out("dX")
    yield
    dy, w = c.x("dY"), c.x("W_flat").view(-1, N, K)
    ref = torch.empty(c.shape("dX"), dtype=torch.float64, device=dy.device)
    for e, a, b in _ug_segments(c):
        ref[a:b] = dy[a:b] @ w[e]
    expect_mm(c, "dX", ref, "dY")


@spec("unsloth_grouped_gemm__grouped_gemm_dW_kernel_ct")
def _ug_dw(c):
    K, N = c.k("K"), c.k("N")
    _ug_inputs(c, [("X", max(_ug_sizes(c)) ** -0.5), ("dY", 1.0)])
    c.out("dW")
    yield
    x, dy = c.x("X"), c.x("dY")
    ref = torch.zeros(c.shape("dW"), dtype=torch.float64, device=x.device).view(-1, N, K)
    for e, a, b in _ug_segments(c):
        ref[e] = dy[a:b].T @ x[a:b]
    expect_mm(c, "dW", ref.view(-1, K), "X")


@spec("ops_fp8_quantization_matmul__w8a8_block_fp8_matmul_kernel",
      "ops_fp8_quantization_matmul__w8a8_block_fp8_matmul_kernel_tma",
      "unsloth_fp8__w8a8_block_fp8_matmul_kernel_ct",
      "unsloth_fp8__w8a8_block_fp8_matmul_kernel_ct_tma",
      "unsloth_fp8__w8a8_block_fp8_matmul_kernel_ct_tma_swap_ab")
def _w8a8(c):
    from .attention import expect_mag
    for n in ("A", "B"):                              # e4m3 values (exact as decoded)
        c.put(n, (torch.randn(c.shape(n)) * 2).clamp(-448, 448).to(torch.float8_e4m3fn))
    K = c.k("K")
    c.rand("As", 0.5, 1.5)
    c.rand("Bs", 0.5 * K ** -0.5, 1.5 * K ** -0.5)
    c.out("C")
    yield
    a, b, As, Bs = c.x("A"), c.x("B"), c.x("As"), c.x("Bs")
    M, N = a.shape[0], b.shape[0]
    ref = torch.zeros(M, N, dtype=torch.float64, device=a.device)
    mag = torch.zeros_like(ref)
    for g in range(As.shape[1]):
        ks = slice(g * 128, (g + 1) * 128)
        s = As[:, g][:, None] * Bs[:, g].repeat_interleave(128)[:N][None, :]
        ref += (a[:, ks] @ b[:, ks].T) * s
        mag += (a[:, ks].abs() @ b[:, ks].abs().T) * s
    # fp8 products are exact and each 128-deep group is summed in f32 (2e-4 of the
    # magnitude leaves room for a tensor core's narrower fp8 accumulation), then the
    # output is rounded (its half ulp)
    rtol = {"f32": 1e-6, "f16": 2 ** -11 * 1.5, "bf16": 2 ** -8 * 1.5}[c.p["C"]["dtype"]]
    expect_mag(c, "C", ref, mag, tol=2e-4, rtol=rtol)


_RBS = "flashinfer_gemm_ragged_block_scaled_bmm__ragged_block_scaled_bmm_"


@spec(_RBS + "kernel", _RBS + "uniform_kernel", _RBS + "swap_ab_kernel")
def _ragged_block_scaled(c):
    from .attention import expect_mag
    for n in ("a", "b"):
        c.put(n, (torch.randn(c.shape(n)) * 2).clamp(-448, 448).to(torch.float8_e4m3fn))
    K = c.shape("a")[1]
    ind = [0, 150, 150, 350]
    c.rand("a_scale", 0.5, 1.5)
    c.rand("b_scale", 0.5 * K ** -0.5, 1.5 * K ** -0.5)
    c.put("m_indptr", torch.tensor(ind))
    c.put("max_m_device", torch.tensor([200]))
    c.out("c")
    yield
    a, b, sa, sb = c.x("a"), c.x("b"), c.x("a_scale"), c.x("b_scale")
    N = b.shape[1]
    ref = torch.zeros(c.shape("c"), dtype=torch.float64, device=a.device)
    mag = torch.zeros_like(ref)
    for q, (x, y) in enumerate(zip(ind, ind[1:])):
        for g in range(sa.shape[1]):
            ks = slice(g * 128, (g + 1) * 128)
            s = sa[x:y, g][:, None] * sb[q, :, g].repeat_interleave(128)[:N][None, :]
            ref[x:y] += (a[x:y, ks] @ b[q, :, ks].T) * s
            mag[x:y] += (a[x:y, ks].abs() @ b[q, :, ks].abs().T) * s
    expect_mag(c, "c", ref, mag, tol=2e-4, rtol=2 ** -8 * 1.5)


@spec("ops_experimental_mhc__mhc_split_gemm_rms_kernel",
      "ops_experimental_mhc__mhc_split_gemm_rms_kernel_tf32")
def _mhc_split(c):
    from .attention import expect_mag
    M, K = c.k("M"), c.k("K")
    c.randn("X")
    c.randn("W", K ** -0.5)
    c.out("Y_acc")
    c.out("R_acc")
    yield
    x, w = c.x("X"), c.x("W")
    TM, TK, S = c.k("TILE_SIZE_M"), c.k("TILE_SIZE_K"), c.k("SPLIT_K")
    rows = -(-M // TM) * TM
    per = -(-(-(-K // TK)) // S) * TK                 # K columns per split
    y = torch.zeros(S * rows, w.shape[1], dtype=torch.float64, device=x.device)
    ym, r = torch.zeros_like(y), torch.zeros(S * rows, 1, dtype=torch.float64, device=x.device)
    for s in range(S):
        ks = slice(s * per, min((s + 1) * per, K))
        y[s * rows:s * rows + M] = x[:, ks] @ w[ks]
        ym[s * rows:s * rows + M] = x[:, ks].abs() @ w[ks].abs()
        r[s * rows:s * rows + M, 0] = (x[:, ks] ** 2).sum(1)
    tf32 = c.p["X"]["dtype"] == "f32"
    expect_mag(c, "Y_acc", y, ym, tol=2.5e-3 if tf32 else 1e-4)    # tf32: 2 x 2^-10
    c.expect("R_acc", r, rtol=1e-5, atol=1e-6)
