"""TileGym GPU specs: unsloth elementwise / norms; rope."""
import math

import torch

from .core import rnd, spec
from .activations import gelu_tanh, gelu_tanh_grad
from .ops_norms import layer_norm, rms, silu
from .liger_norms import _rstd_of, ln_bwd, rms_bwd


def gelu_erf(x):
    return 0.5 * x * (1 + torch.erf(x / math.sqrt(2)))


def gelu_erf_grad(x):
    return 0.5 * (1 + torch.erf(x / math.sqrt(2))) + x * torch.exp(-0.5 * x * x) / math.sqrt(2 * math.pi)


_UACT = {"exact": (gelu_erf, gelu_erf_grad), "approx": (gelu_tanh, gelu_tanh_grad),
         "fg": (silu, lambda x: torch.sigmoid(x) * (1 + x * (1 - torch.sigmoid(x))))}


def _uact(c):
    n = c.meta["name"]
    return _UACT["exact" if "exact" in n else "approx" if "approx" in n else "fg"]


@spec("unsloth_geglu__exact_forward_ct", "unsloth_geglu__approx_forward_ct", "unsloth_swiglu__fg_kernel_ct")
def _u_fwd(c):
    c.randn("e", 2.0)
    c.randn("g")
    c.out("h")
    yield
    f, _ = _uact(c)
    c.expect("h", rnd(f(c.x("e")), c.dtype("g")) * c.x("g"), atol=2e-5)


@spec("unsloth_geglu__exact_backward_ct", "unsloth_geglu__approx_backward_ct",
      "unsloth_swiglu__DWf_DW_dfg_kernel_ct")
def _u_bwd(c):
    for n in ("DW", "e", "g"):
        c.randn(n, 2.0 if n == "e" else 1.0)
        c.inplace(n)
    yield
    f, df = _uact(c)
    dw, e, g = c.x("DW"), c.x("e"), c.x("g")
    c.expect("DW", f(e) * g, atol=2e-5)
    c.expect("e", dw * f(e), atol=2e-5)
    c.expect("g", dw * g * df(e), atol=2e-5)


@spec("unsloth_layernorm__layernorm_forward_ct_1d")
def _uln_fwd(c):
    c.randn("X", 1.0, 0.5)
    c.randn("W")
    c.randn("b")
    for n in ("Y", "r", "mu"):
        c.out(n)
    yield
    y, mu, r = layer_norm(c.x("X"), c.x("W"), c.x("b"), c.k("eps"))
    c.expect("mu", mu)
    c.expect("r", r)
    c.expect("Y", y)


@spec("unsloth_layernorm__layernorm_backward_ct_1d")
def _uln_bwd(c):
    x = c.randn("X", 1.0, 0.5).double()
    c.randn("dY")
    c.randn("W")
    c.put("mu", x.mean(1))
    c.put("r", torch.rsqrt(x.var(1, unbiased=False) + 1e-6))
    c.out("dX")
    yield
    dx, _ = ln_bwd(c.x("X"), c.x("dY"), c.x("W"), c.x("mu"), c.x("r"))
    c.expect("dX", dx, atol=1e-4)


@spec("unsloth_rms_layernorm__rms_layernorm_forward_ct_1d")
def _urms_fwd(c):
    c.randn("X")
    c.randn("W")
    c.out("Y")
    c.out("r")
    yield
    x = c.x("X")
    r = rms(x, c.k("eps"))
    c.expect("r", r[:, 0])
    c.expect("Y", x * r * (c.k("OFFSET") + c.x("W")))


@spec("unsloth_rms_layernorm__rms_layernorm_backward_ct_1d")
def _urms_bwd(c):
    c.randn("X")
    c.randn("dY")
    c.randn("W")
    c.put("r", _rstd_of(c, "X"))
    c.out("dX")
    yield
    c.expect("dX", rms_bwd(c.x("X"), c.x("dY"), c.k("OFFSET") + c.x("W"), c.x("r")[:, None],
                           c.k("n_cols")))


def _cos_sin(c, S, D):
    pos = torch.arange(S, dtype=torch.float64)[:, None]
    inv = 10000.0 ** (-torch.arange(0, D // 2, dtype=torch.float64) / (D // 2))
    ang = torch.cat([pos * inv, pos * inv], 1)
    return torch.cos(ang), torch.sin(ang)


def rope_half(x, cos, sin):
    """x [..., D] with the half-split (rotate_half) pairing; cos / sin [..., D // 2]."""
    h = x.shape[-1] // 2
    x0, x1 = x[..., :h], x[..., h:]
    return torch.cat([x0 * cos - x1 * sin, x1 * cos + x0 * sin], -1)


@spec("unsloth_rope_embedding__rope_embedding_QK_ct")
def _urope_qk(c):
    S, D, HQ, HK = c.k("seqlen"), c.k("head_dim"), c.k("n_heads_Q"), c.k("n_heads_K")
    cos, sin = _cos_sin(c, S, D)
    c.put("cos", cos.reshape(-1))
    c.put("sin", sin.reshape(-1))
    c.randn("Q_in")
    c.randn("K_in")
    B = c.shape("Q_in")[0] // (HQ * S * D)
    idx = torch.randint(0, S, (B * S,))
    c.put("rope_embedding_indices", idx)
    c.out("Q_out")
    c.out("K_out")
    yield
    h = D // 2
    pos = c.x("rope_embedding_indices").view(B, 1, S)
    cs, sn = c.x("cos").view(S, D)[:, :h], c.x("sin").view(S, D)[:, :h]
    for n, H in (("Q", HQ), ("K", HK)):
        x = c.x(n + "_in").view(B, H, S, D)
        p = pos.expand(B, H, S)
        c.expect(n + "_out", rope_half(x, cs[p], sn[p]).reshape(-1), atol=1e-5)


@spec("unsloth_rope_embedding__rope_embedding_ct")
def _urope(c):
    S, D, H = c.k("seqlen"), c.k("head_dim"), c.k("n_heads")
    cos, sin = _cos_sin(c, S, D)
    c.put("cos", cos.reshape(-1))
    c.put("sin", sin.reshape(-1))
    c.randn("Q_in")
    c.out("Q_out")
    yield
    h = D // 2
    rows = c.shape("Q_in")[0] // (H * D)
    x = c.x("Q_in").view(rows, H, D)
    pos = torch.arange(rows, device=x.device) % S
    sign = -1.0 if c.k("BACKWARD_PASS") else 1.0
    cs = c.x("cos").view(S, D)[:, :h][pos][:, None]
    sn = sign * c.x("sin").view(S, D)[:, :h][pos][:, None]
    c.expect("Q_out", rope_half(x, cs, sn).reshape(-1))


@spec("liger_llama4_rope__llama4_rope_kernel")
def _llama4_rope(c):
    c.randn("query")
    c.randn("key")
    c.randn("freqs")
    c.inplace("query")
    c.inplace("key")
    yield
    S = c.k("seq_len")
    f = c.x("freqs").view(S, -1, 2)
    fr, fi = f[..., 0], f[..., 1] * c.k("imag_sign")
    for n, H in (("query", c.k("N_Q_HEADS")), ("key", c.k("N_K_HEADS"))):
        x = c.x(n).view(-1, S, H, f.shape[1], 2)
        xr, xi = x[..., 0], x[..., 1]
        a, b = fr[None, :, None], fi[None, :, None]
        out = torch.stack([xr * a - xi * b, xr * b + xi * a], -1)
        c.expect(n, out.reshape(c.shape(n)))
