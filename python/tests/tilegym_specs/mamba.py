"""TileGym GPU specs: Mamba-2 chunked SSD kernels built on mma."""
import torch

from .core import spec
from .attention import expect_mag


@spec("ops_mamba2__compute_out_kernel", "ops_mamba2__compute_out_swap_kernel")
def _compute_out(c):
    B, L, H, P = c.shape("x")
    G, N = c.shape("b")[2:]
    cs = c.k("chunk_size")
    nc = L // cs
    c.randn("x")
    c.randn("b", N ** -0.25)
    c.randn("c", N ** -0.25)
    c.randn("d")
    c.rand("dt", 0.02, 0.2)
    # chunk-local cumulative log2 decay (non-increasing along the chunk)
    da = -torch.rand(B, H, nc, cs, dtype=torch.float64) * 0.1
    c.put("decay_cumsum", da.cumsum(-1).view(B, H, L))
    c.randn("hiddens", N ** -0.25)
    c.out("out")
    yield
    hpg = c.k("num_heads_per_group")
    x = c.x("x").view(B, nc, cs, H, P)
    bb = c.x("b").view(B, nc, cs, G, N).repeat_interleave(hpg, 3)     # per head
    cc = c.x("c").view(B, nc, cs, G, N).repeat_interleave(hpg, 3)
    dt = c.x("dt").view(B, H, nc, cs)
    dcs = c.x("decay_cumsum").view(B, H, nc, cs)
    h = c.x("hiddens")                                            # [B, H, nc, P, N]
    cb = torch.einsum("bkihn,bkjhn->bhkij", cc, bb)
    i = torch.arange(cs, device=x.device)
    causal = (i[:, None] >= i[None, :])
    w = torch.exp2(dcs[..., :, None] - dcs[..., None, :]).where(causal, torch.zeros((), dtype=x.dtype, device=x.device))
    dtx = dt.permute(0, 2, 3, 1)[..., None] * x                  # [B, nc, cs, H, P]
    y_in = torch.einsum("bhkij,bkjhp->bkihp", cb * w, dtx)
    m_in = torch.einsum("bhkij,bkjhp->bkihp", (cb * w).abs(), dtx.abs())
    dec = torch.exp2(dcs).permute(0, 2, 3, 1)[..., None]          # [B, nc, cs, H, 1]
    y_st = torch.einsum("bkihn,bhkpn->bkihp", cc, h) * dec
    m_st = torch.einsum("bkihn,bhkpn->bkihp", cc.abs(), h.abs()) * dec
    dx = c.x("d")[None, None, None, :, None] * x
    expect_mag(c, "out", (y_in + y_st + dx).reshape(B, L, H, P),
               (m_in + m_st + dx.abs()).reshape(B, L, H, P))
