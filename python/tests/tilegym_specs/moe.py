"""TileGym GPU specs: MoE kernels built on mma (beyond gemm.py's fused_moe)."""
import math

import torch

from .core import spec
from .attention import expect_mag, expect_rel


@spec("ops_moe_actgrad_bwd__moe_actgrad_bwd_kernel",
      "ops_moe_actgrad_bwd__moe_actgrad_bwd_kernel_geglu")
def _moe_actgrad_bwd(c):
    H, I = c.k("hidden_dim"), c.k("intermediate_dim")
    TK = c.shape("z_ptr")[0]
    topk = TK // c.shape("dout_ptr")[0]
    offs = [0, 100, 100, TK]
    perm = torch.randperm(TK)                          # sorted row -> flat (token, k) slot
    c.randn("dout_ptr", H ** -0.5)
    c.put("x_gather_idx_ptr", perm // topk)
    c.randn("w2_trans_ptr")
    c.randn("z_ptr")
    c.rand("topk_scores_ptr", 0.1, 1.0)
    c.put("s_scatter_idx_ptr", perm)
    c.put("expert_offset_ptr", torch.tensor(offs))
    c.full("ds_ptr", 0.0)                               # atomically accumulated
    c.inplace("ds_ptr")
    c.out("dz_ptr")
    c.out("y1s_ptr")
    yield
    dout, w2, z = c.x("dout_ptr"), c.x("w2_trans_ptr"), c.x("z_ptr")
    xi, si = c.x("x_gather_idx_ptr"), c.x("s_scatter_idx_ptr")
    s = c.x("topk_scores_ptr")[si][:, None]
    dy = torch.empty(TK, I, dtype=torch.float64, device=z.device)
    for e, (a, b) in enumerate(zip(offs, offs[1:])):
        dy[a:b] = dout[xi[a:b]] @ w2[e].T
    g, u = z[:, :I], z[:, I:]
    if c.k("ACTIVATION_TYPE") == 0:
        sg = torch.sigmoid(g)
        act, dact = g * sg, sg * (1 + g * (1 - sg))
    else:
        erf = torch.erf(g / math.sqrt(2))
        act = 0.5 * g * (1 + erf)
        dact = 0.5 * (1 + erf) + g * torch.exp(-0.5 * g * g) / math.sqrt(2 * math.pi)
    expect_rel(c, "dz_ptr", torch.cat([dy * u * dact * s, dy * act * s], 1))
    expect_rel(c, "y1s_ptr", act * u * s)
    expect_mag(c, "ds_ptr", (dy * act * u).sum(1), (dy * act * u).abs().sum(1), tol=2e-3)
