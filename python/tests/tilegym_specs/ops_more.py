"""TileGym GPU specs: ops/cutile: more norms, swiglu, transpose, MoE align, Mamba2, attention, experimental."""
import torch

from .core import rnd, spec
from .ops_norms import layer_norm, silu


@spec("ops_layer_norm__layer_norm_fwd_kernel_gather")
def _ln_gather(c):
    c.randn("x", 1.0, 0.5)
    c.randn("w")
    c.randn("b")
    for n in ("y", "mean", "rstd"):
        c.out(n)
    yield
    C = c.k("C")
    y, mu, r = layer_norm(c.x("x").view(-1, C), c.x("w") + c.k("WEIGHT_SHIFT"), c.x("b"),
                          c.k("EPS"))
    c.expect("mean", mu)
    c.expect("rstd", r)
    c.expect("y", y)


@spec("ops_layer_norm__layer_norm_fwd_kernel")
def _ln_channels(c):
    c.randn("x", 1.0, 0.5)
    c.randn("w")
    c.randn("b")
    for n in ("y", "mean", "rstd"):
        c.out(n)
    yield
    # [N, C, W] normalized over C: the channel axis last for layer_norm
    y, mu, r = layer_norm(c.x("x").transpose(1, 2), c.x("w") + c.k("WEIGHT_SHIFT"),
                          c.x("b"), c.k("EPS"))
    c.expect("mean", mu)
    c.expect("rstd", r)
    c.expect("y", y.transpose(1, 2))


@spec("ops_swiglu__swiglu_forward_kernel")
def _ops_swiglu(c):
    c.randn("a", 2.0)
    c.randn("b")
    c.out("c")
    yield
    c.expect("c", rnd(silu(c.x("a")), c.dtype("a")) * c.x("b"))


def silu_grad(a):
    s = torch.sigmoid(a)
    return s * (1 + a * (1 - s))


@spec("ops_silu_and_mul__silu_and_mul_kernel_row_wise")
def _silu_and_mul(c):
    c.randn("input", 2.0)
    c.out("output")
    yield
    H = c.k("TOTAL_HIDDEN_SIZE")
    x = c.x("input")
    c.expect("output", silu(x[:, :H]) * x[:, H:])


@spec("ops_silu_and_mul__silu_and_mul_backward_kernel_row_wise")
def _silu_and_mul_bwd(c):
    c.randn("grad_output")
    c.randn("input", 2.0)
    c.out("grad_a")
    c.out("grad_b")
    yield
    H = c.k("TOTAL_HIDDEN_SIZE")
    x, dc = c.x("input"), c.x("grad_output")
    a, b = x[:, :H], x[:, H:]
    c.expect("grad_b", dc * silu(a))
    c.expect("grad_a", dc * b * silu_grad(a))


@spec("ops_swiglu__swiglu_backward_kernel")
def _ops_swiglu_bwd(c):
    c.randn("dc")
    c.randn("a", 2.0)
    c.randn("b")
    c.out("da")
    c.out("db")
    yield
    a, dc = c.x("a"), c.x("dc")
    c.expect("db", dc * silu(a))
    c.expect("da", dc * c.x("b") * silu_grad(a))


@spec("ops_transpose__transpose_kernel")
def _transpose(c):
    c.randn("input")
    c.out("output")
    yield
    c.expect("output", c.x("input").t(), exact=True)


def moe_align_ref(ids, E, P, TPT, BS):
    """The four stages of ops/cutile/moe_align_block.py, on the host."""
    n = ids.numel()
    cnt = torch.zeros(P + 1, E, dtype=torch.int64)
    for p in range(P):
        chunk = ids[p * TPT:min(n, (p + 1) * TPT)]
        cnt[p + 1] = torch.bincount(chunk, minlength=E)[:E]
    after1 = cnt.clone()
    cnt[1:] = cnt[1:].cumsum(0)
    after2 = cnt.clone()
    tot = cnt[P]
    padded = (tot + BS - 1) // BS * BS
    cums = torch.zeros(E + 1, dtype=torch.int64)
    cums[1:] = padded.cumsum(0)
    return after1, after2, cums, int(tot.max())


def _moe_setup(c):
    E, BS = c.k("NUM_EXPERTS"), 16
    P = c.shape("tokens_cnts")[0] // E - 1
    n = c.shape("topk_ids")[0] if "topk_ids" in c.p else 1900
    TPT = (n + P - 1) // P
    g = torch.Generator().manual_seed(5)
    # skewed expert popularity, one expert never chosen
    prob = torch.tensor([8, 1, 3, 0, 5, 2, 2, 9, 1, 4], dtype=torch.float64)[:E]
    ids = torch.multinomial(prob, n, replacement=True, generator=g)
    return (ids, E, P, TPT, BS) + moe_align_ref(ids, E, P, TPT, BS)


@spec("ops_moe_align_block__moe_align_block_size_stage1_kernel")
def _moe1(c):
    ids, E, P, TPT, BS, after1, after2, cums, mx = _moe_setup(c)
    c.put("topk_ids", ids)
    c.out("tokens_cnts")                  # row 0 is not the kernel's: stays poisoned
    yield
    want = after1.clone()
    want[0] = -1
    c.expect("tokens_cnts", want.view(-1))


@spec("ops_moe_align_block__moe_align_block_size_stage2_kernel")
def _moe2(c):
    ids, E, P, TPT, BS, after1, after2, cums, mx = _moe_setup(c)
    c.put("tokens_cnts", after1.view(-1))
    c.inplace("tokens_cnts")
    yield
    c.expect("tokens_cnts", after2.view(-1))


@spec("ops_moe_align_block__moe_align_block_size_stage3_kernel")
def _moe3(c):
    ids, E, P, TPT, BS, after1, after2, cums, mx = _moe_setup(c)
    assert c.k("BLOCK_SIZE") == BS
    c.put("tokens_cnts", after2.view(-1))
    cs = torch.full((E + 1,), -1, dtype=torch.int64)
    cs[0] = 0                             # the launcher's zero-initialised entry 0
    c.put("cumsum", cs)
    c.inplace("cumsum")
    c.out("total_tokens_post_pad")
    c.out("max_expert_cnt")
    yield
    c.expect("cumsum", cums)
    c.expect("total_tokens_post_pad", cums[-1:])
    c.expect("max_expert_cnt", torch.tensor([mx]))


@spec("ops_moe_align_block__moe_align_block_size_stage4b_scatter_kernel")
def _moe4(c):
    ids, E, P, TPT, BS, after1, after2, cums, mx = _moe_setup(c)
    c.put("topk_ids", ids)
    c.put("tokens_cnts", after2.view(-1))
    c.put("cumsum", cums)
    c.out("sorted_token_ids")
    c.out("expert_ids")
    yield
    st = torch.full(c.shape("sorted_token_ids"), -1, dtype=torch.int64)
    ex = torch.full(c.shape("expert_ids"), -1, dtype=torch.int64)
    for e in range(E):
        tok = (ids == e).nonzero()[:, 0]
        st[cums[e]:cums[e] + tok.numel()] = tok
        ex[cums[e] // BS:cums[e + 1] // BS] = e
    c.expect("sorted_token_ids", st)
    c.expect("expert_ids", ex)


LOG2E = 1.4426950408889634


@spec("ops_mamba2__chunk_cumsum_kernel")
def _chunk_cumsum(c):
    c.randn("a")
    c.rand("dt", 0.0, 1.0)
    for n in ("out_bth", "out_bht", "dt_bht"):
        c.out(n)
    yield
    cs = c.k("chunk_size")
    a, dt = c.x("a"), c.x("dt")
    B, L, H = dt.shape
    d = torch.zeros_like(dt)
    for s in range(0, L, cs):
        d[:, s:s + cs] = (a * dt[:, s:s + cs]).cumsum(1) * LOG2E
    c.expect("out_bth", d, atol=1e-4)
    c.expect("out_bht", d.transpose(1, 2), atol=1e-4)
    c.expect("dt_bht", dt.transpose(1, 2), exact=True)


@spec("ops_attention__fmha_bwd_preprocess_kernel")
def _fmha_pre(c):
    c.randn("O")
    c.randn("dO")
    c.out("Delta")
    yield
    c.expect("Delta", (c.x("O") * c.x("dO")).sum(-1).reshape(-1), atol=1e-4)


@spec("ops_experimental_fused_linear_cross_entropy__ce_online_kernel")
def _ce_online(c):
    c.randn("logits", 3.0)
    c.randn("target_logits", 3.0)
    c.inplace("logits")
    c.out("loss_out")
    yield
    x = c.x("logits")
    c.expect("loss_out", torch.logsumexp(x, -1) - c.x("target_logits"))
    c.expect("logits", torch.softmax(x, -1), atol=1e-3)


@spec("ops_experimental_mhc__mhc_finalize_scale_bias_sigmoid_kernel")
def _mhc_fin(c):
    c.randn("Y_acc")
    c.rand("R_acc", 0.5, 4.0)
    c.randn("Bias")
    c.out("Y")
    c.out("R")
    yield
    M, N, K, n = c.k("M"), c.k("N"), c.k("K"), c.k("n")
    half = c.shape("Y_acc")[0] // 2
    y = c.x("Y_acc")[:M] + c.x("Y_acc")[half:half + M]
    rr = c.x("R_acc")[:M] + c.x("R_acc")[half:half + M]
    r = torch.sqrt(rr / K)
    col = torch.arange(N)
    scale = torch.where(col < n, c.k("alpha_pre"),
                        torch.where(col < 2 * n, c.k("alpha_post"), c.k("alpha_res"))).double()
    lin = y * scale.to(c.dev) / r + c.x("Bias")
    s = torch.sigmoid(lin)
    out = torch.where((col < n).to(c.dev), s, torch.where((col < 2 * n).to(c.dev), 2 * s, lin))
    c.expect("R", r)
    c.expect("Y", out)


@spec("ops_experimental_mhc__mhc_sinkhorn_kernel")
def _sinkhorn(c):
    c.randn("Y")
    c.inplace("Y")
    yield
    N = c.k("N")
    m = torch.exp(c.x("Y").view(-1, N, N))
    for _ in range(20):
        m = m / m.sum(2, keepdim=True)
        m = m / m.sum(1, keepdim=True)
    c.expect("Y", m.reshape(-1, N * N))
