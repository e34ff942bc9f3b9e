"""TileGym GPU specs: liger group norm."""
import torch

from .core import spec


def _gn_view(c, t):
    """[B * C, H] -> [B, G, C/G * H] groups."""
    G = c.k("NUM_GROUPS")
    B = t.shape[0] // c.k("NUM_CHANNELS")
    return t.reshape(B, G, -1)


@spec("liger_group_norm__group_norm_fwd_kernel")
def _gn_fwd(c):
    c.randn("x_input", 1.0, 0.5)
    c.randn("weight")
    c.randn("bias")
    for n in ("y_output", "mean_stats", "rstd_stats"):
        c.out(n)
    yield
    x = c.x("x_input")
    g = _gn_view(c, x)
    mu = g.mean(-1)
    r = torch.rsqrt(g.var(-1, unbiased=False) + c.k("eps"))
    C = c.k("NUM_CHANNELS")
    ch = torch.arange(x.shape[0], device=x.device) % C
    cpg = c.k("CHANNELS_PER_GROUP")
    grp = torch.arange(x.shape[0], device=x.device) // cpg            # [B * G] row of stats
    y = (x - mu.reshape(-1)[grp][:, None]) * r.reshape(-1)[grp][:, None] * c.x("weight")[ch][:, None] \
        + c.x("bias")[ch][:, None]
    c.expect("mean_stats", mu.reshape(-1), atol=1e-5)
    c.expect("rstd_stats", r.reshape(-1), rtol=1e-3)                 # E[x^2] - mean^2 in f32
    c.expect("y_output", y, rtol=1e-3, atol=1e-3)


@spec("liger_group_norm__group_norm_bwd_kernel")
def _gn_bwd(c):
    x = c.randn("x_input", 1.0, 0.5).double()
    c.randn("upstream")
    c.randn("weight")
    g = _gn_view(c, x)
    c.put("mean_stats", g.mean(-1).reshape(-1))
    c.put("rstd_stats", torch.rsqrt(g.var(-1, unbiased=False) + 1e-5).reshape(-1))
    for n in ("dx_output", "dw_partial", "db_partial"):
        c.out(n)
    yield
    x, dy = c.x("x_input"), c.x("upstream")
    C, cpg = c.k("NUM_CHANNELS"), c.k("CHANNELS_PER_GROUP")
    rows = torch.arange(x.shape[0], device=x.device)
    grp = rows // cpg
    mu, r = c.x("mean_stats")[grp][:, None], c.x("rstd_stats")[grp][:, None]
    w = c.x("weight")[rows % C][:, None]
    xh = (x - mu) * r
    wdy = w * dy
    n = cpg * x.shape[1]
    c1 = (xh * wdy).reshape(-1, cpg * x.shape[1]).sum(1)[grp][:, None] / n
    c2 = wdy.reshape(-1, cpg * x.shape[1]).sum(1)[grp][:, None] / n
    c.expect("dx_output", (wdy - (xh * c1 + c2)) * r)
    c.expect("dw_partial", (dy * xh).sum(1).view(-1, C), rtol=1e-4, atol=1e-3)
    c.expect("db_partial", dy.sum(1).view(-1, C), rtol=1e-4, atol=1e-3)
