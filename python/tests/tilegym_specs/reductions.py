"""TileGym GPU specs: split-K reductions, ops rms norm backward, mHC residual, recurrent gated delta rule."""
import math

import torch

from .core import spec
from .liger_norms import _rstd_of, rms_bwd


@spec("ops_splitk_reduce__splitk_reduce_kernel")
def _splitk_ops(c):
    c.randn("attn_splitk_out")
    c.randn("lse_splitk_out", 3.0)
    c.out("attn_out")
    yield
    w = torch.softmax(c.x("lse_splitk_out") * math.log(2.0), -1)       # exp2 weights
    c.expect("attn_out", (c.x("attn_splitk_out") * w[..., None]).sum(-2))


@spec("flashinfer_fmha_decode_bsr__splitk_reduce_kernel_htile")
def _splitk_htile(c):
    S, B, H, D = c.shape("attn_splitk_out")
    P = c.shape("lse_splitk_out")[2]
    per = c.k("NUM_KV_LEN_PER_SPLIT")
    lens = torch.tensor([per * 3 + 4, per + 1, 1, per * 16])[:B]
    c.put("actual_seq_lens", lens)
    n = ((lens + per - 1) // per).clamp_max(S)                          # splits per sequence
    lse = torch.randn(B, H, P, dtype=torch.float64) * 3
    x = torch.randn(S, B, H, D, dtype=torch.float64)
    for b in range(B):
        lse[b, :, n[b]:] = float("nan")      # scratch rows past the split count: garbage
        x[n[b]:, b] = float("nan")
    lse[:, :, S:] = float("-inf")            # the launcher's padding to a power of two
    c.put("lse_splitk_out", lse)
    c.put("attn_splitk_out", x)
    c.out("attn_out")
    yield
    valid = torch.arange(P)[None, :] < n[:, None]                       # [B, P]
    lse = torch.where(valid.to(c.dev)[:, None], c.x("lse_splitk_out"),
                      torch.full_like(c.x("lse_splitk_out"), -1e30))
    w = torch.softmax(lse * math.log(2.0), -1)[..., :S]                 # [B, H, S]
    x = torch.nan_to_num(c.x("attn_splitk_out").permute(1, 2, 0, 3), nan=0.0)
    c.expect("attn_out", (x * w[..., None]).sum(-2))


@spec("ops_rms_norm__rms_bwd_kernel")
def _ops_rms_bwd(c):
    c.randn("x")
    c.randn("dy")
    c.randn("weight")
    c.put("Rstd", _rstd_of(c, "x"))
    c.out("dx")
    c.out("dw_partial")
    yield
    x, dy, r = c.x("x"), c.x("dy"), c.x("Rstd")[:, None]
    N, TM = x.shape[1], c.k("TILE_M")
    c.expect("dx", rms_bwd(x, dy, c.x("weight"), r, N), atol=1e-4)
    # program p takes row tiles p, p + grid, ...: rows [TM * t, TM * (t + 1))
    G = c.shape("dw_partial")[0]
    terms = dy * x * r
    tile = torch.arange(x.shape[0], device=x.device) // TM
    want = torch.zeros(G, N, dtype=torch.float64, device=x.device)
    want.index_add_(0, tile % G, terms)
    c.expect("dw_partial", want, atol=1e-4)


@spec("ops_experimental_mhc__mhc_apply_residual_kernel")
def _mhc_res(c):
    c.randn("X")
    c.randn("F_out")
    c.out("Out")
    # Y_post / Y_res: the launcher's strided views into one y [B, 2n + n^2]
    B, n = c.shape("Y_post")
    y = torch.randn(B, 2 * n + n * n, dtype=torch.float64).float().to(c.dev)
    for name, v in (("Y_post", y.narrow(1, n, n)),
                    ("Y_res", y.narrow(1, 2 * n, n * n).view(B, n, n))):
        assert list(v.stride()) == c.p[name]["strides"] and list(v.shape) == list(c.shape(name))
        c.t[name] = v
        c.inputs[name] = v.clone()
    yield
    x = c.x("X")                                                        # [B, n, C]
    out = torch.einsum("bij,bjc->bic", c.x("Y_res"), x) + c.x("Y_post")[..., None] * c.x("F_out")[:, None]
    c.expect("Out", out)
    assert torch.equal(y.narrow(1, n, n), c.inputs["Y_post"]), "Y_post changed"


def _gdr_ref(c, T):
    """The recurrence per (batch, v head), float64: state [K, V]."""
    q, k, v = c.x("Query"), c.x("Key"), c.x("Value")                   # [B, T, H|HV, K|V]
    g, beta = c.x("Gate"), c.x("Beta")                                  # [B, T, HV]
    HV, H = v.shape[2], q.shape[2]
    hq = torch.arange(HV, device=q.device) // (HV // H)
    q, k = q[:, :, hq], k[:, :, hq]                                     # per v head
    q = q * torch.rsqrt((q * q).sum(-1, keepdim=True) + 1e-6) * c.k("scale")
    k = k * torch.rsqrt((k * k).sum(-1, keepdim=True) + 1e-6)
    s = c.x("StateIn").clone()                                          # [B, HV, K, V]
    outs = []
    for t in range(T):
        s = s * torch.exp(g[:, t])[..., None, None]
        kt = k[:, t]                                                    # [B, HV, K]
        kv = (s * kt[..., None]).sum(-2)                                # [B, HV, V]
        delta = (v[:, t] - kv) * beta[:, t][..., None]
        s = s + kt[..., None] * delta[..., None, :]
        outs.append((s * q[:, t][..., None]).sum(-2))
    return torch.stack(outs, 1), s


@spec("ops_recurrent_gated_delta_rule__recurrent_gated_delta_rule_fwd_kernel",
      "ops_recurrent_gated_delta_rule__recurrent_gated_delta_rule_fwd_kernel_persistent",
      "ops_recurrent_gated_delta_rule__recurrent_gated_delta_rule_fwd_kernel_decode_vstream")
def _gdr_fwd(c):
    for n in ("Query", "Key", "Value"):
        c.randn(n)
    c.rand("Gate", -0.7, -0.05)                      # log decays
    c.rand("Beta", 0.1, 0.9)
    c.randn("StateIn", 0.5)
    c.out("Output")
    c.out("StateOut")
    yield
    o, s = _gdr_ref(c, c.shape("Query")[1])
    c.expect("Output", o, atol=1e-4 if c.dtype("Output") == torch.float32 else None)
    c.expect("StateOut", s, atol=1e-4)
