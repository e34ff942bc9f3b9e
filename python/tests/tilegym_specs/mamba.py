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


@spec("ops_chunk_gated_delta_rule__chunk_inter_recurrence_kernel",
      "ops_chunk_gated_delta_rule__chunk_inter_recurrence_kernel_f32_init")
def _gdr_inter(c):
    from .attention import expect_rel
    B, H, NC, CS, K = c.shape("Q_ch")
    V = c.shape("V_corr")[-1]
    for n in ("Q_ch", "K_ch", "K_cumdecay"):
        c.randn(n, K ** -0.5)
    c.randn("V_corr")
    g = -torch.rand(B, H, NC, CS, dtype=torch.float64) * 0.05
    c.put("G_cum_in", g.cumsum(-1))
    init = c.k("HAS_INITIAL_STATE")
    if init:
        c.randn("InitState", 0.5)
    else:
        c.put("InitState", torch.zeros(1, 1, 1, 1))
    c.out("Output")
    c.out("FinalState")
    yield
    q, k, vc, kc = (c.x(n) for n in ("Q_ch", "K_ch", "V_corr", "K_cumdecay"))
    gc = c.x("G_cum_in")
    state = c.x("InitState").clone() if init else \
        torch.zeros(B, H, K, V, dtype=torch.float64, device=q.device)
    i = torch.arange(CS, device=q.device)
    causal = i[:, None] >= i[None, :]
    outs = []
    for ci in range(NC):
        gi = gc[:, :, ci]                                            # [B, H, CS]
        v_new = vc[:, :, ci] - kc[:, :, ci] @ state
        inter = (q[:, :, ci] * torch.exp(gi)[..., None]) @ state
        decay = torch.exp(gi[..., :, None] - gi[..., None, :]) * causal
        intra = ((q[:, :, ci] @ k[:, :, ci].transpose(-1, -2)) * decay) @ v_new
        outs.append(inter + intra)
        gl = gi[..., -1:]                                            # [B, H, 1]
        kw = k[:, :, ci] * torch.exp(gl - gi)[..., None]
        state = state * torch.exp(gl)[..., None] + kw.transpose(-1, -2) @ v_new
    # tf32 operands (10-bit mantissas, rounded or truncated) through a 3-step recurrence
    expect_rel(c, "Output", torch.stack(outs, 2), tol=1e-2)
    expect_rel(c, "FinalState", state, tol=1e-2)


@spec("ops_chunk_gated_delta_rule__intra_chunk_prepare_kernel")
def _gdr_intra(c):
    from .attention import expect_rel
    B, T, H, K = c.shape("Q")
    V = c.shape("V")[-1]
    NC, CS = c.shape("G_cum_out")[2:]
    c.randn("Q")
    c.randn("K")
    c.randn("V")
    c.rand("Beta", 0.1, 1.0)
    c.rand("G", -0.1, 0.0)
    for n in ("Q_out", "K_out", "V_corr", "K_cumdecay", "G_cum_out"):
        c.out(n)
    yield

    def chunks(t):                                  # [B, T, H, ...] -> [B, H, NC, CS, ...]
        pad = torch.zeros(B, NC * CS - T, *t.shape[2:], dtype=t.dtype, device=t.device)
        t = torch.cat([t, pad], 1).view(B, NC, CS, *t.shape[2:])
        return t.permute(0, 3, 1, 2, *range(4, t.dim())) if t.dim() == 5 else t.permute(0, 3, 1, 2)
    q, k, v = chunks(c.x("Q")), chunks(c.x("K")), chunks(c.x("V"))
    beta, g = chunks(c.x("Beta")), chunks(c.x("G"))
    k = k / torch.sqrt((k * k).sum(-1, keepdim=True) + 1e-6)
    q = q / torch.sqrt((q * q).sum(-1, keepdim=True) + 1e-6) * c.k("scale")
    gc = g.cumsum(-1)
    i = torch.arange(CS, device=q.device)
    decay = torch.exp(gc[..., :, None] - gc[..., None, :]) * (i[:, None] >= i[None, :])
    kb = k * beta[..., None]
    attn = -(kb @ k.transpose(-1, -2)) * decay * (i[:, None] > i[None, :])
    for r in range(1, CS):                          # the kernel's serial forward solve
        row = attn[..., r, :].clone()
        attn[..., r, :] = attn[..., r, :] + (row[..., :, None] * attn).sum(-2)
    attn = attn + torch.eye(CS, dtype=attn.dtype, device=attn.device)
    c.expect("G_cum_out", gc, rtol=1e-5, atol=1e-6)
    expect_rel(c, "Q_out", q)
    expect_rel(c, "K_out", k)
    expect_rel(c, "V_corr", attn @ (v * beta[..., None]))
    expect_rel(c, "K_cumdecay", attn @ (kb * torch.exp(gc)[..., None]))


@spec("ops_mamba2__fwd_pass_state_kernel", "ops_mamba2__fwd_pass_state_kernel_swap_dual")
def _fwd_pass_state(c):
    from .attention import expect_mag
    B, L, H, P = c.shape("x")
    G, N = c.shape("b")[2:]
    cs = c.k("chunk_size")
    nc = L // cs
    bht = c.k("BHT")
    c.randn("x")
    c.randn("b", cs ** -0.5)
    c.rand("dt", 0.02, 0.2)
    da = (-torch.rand(B, H, nc, cs, dtype=torch.float64) * 0.1).cumsum(-1).view(B, H, L)
    c.put("decay_cumsum", da if bht else da.transpose(1, 2))
    c.randn("init_state")
    c.put("hid_narrow", torch.zeros(c.shape("hid_narrow")))
    c.out("hiddens")
    c.out("final_state")
    if c.k("DUAL"):
        c.inplace("hid_narrow")
    yield
    hpg = c.k("num_heads_per_group")
    x = c.x("x").view(B, nc, cs, H, P)
    bb = c.x("b").view(B, nc, cs, G, N).repeat_interleave(hpg, 3)   # per head
    dt, dcs = c.x("dt"), c.x("decay_cumsum")
    if not bht:
        dt, dcs = dt.transpose(1, 2), dcs.transpose(1, 2)
    dt, dcs = dt.reshape(B, H, nc, cs), dcs.reshape(B, H, nc, cs)
    h = c.x("init_state")                                        # [B, H, P, N]
    m = h.abs()
    hs, ms = [], []
    for k in range(nc):
        hs.append(h)
        ms.append(m)
        dl = dcs[:, :, k, -1:]                                   # [B, H, 1]
        w = (dt[:, :, k] * torch.exp2(dl - dcs[:, :, k])).permute(0, 2, 1)[..., None]  # [B, cs, H, 1]
        bw = bb[:, k] * w                                        # [B, cs, H, N]
        xk = x[:, k]                                             # [B, cs, H, P]
        h = torch.exp2(dl)[..., None] * h + torch.einsum("bthp,bthn->bhpn", xk, bw)
        m = torch.exp2(dl)[..., None] * m + torch.einsum("bthp,bthn->bhpn", xk.abs(), bw.abs())
    expect_mag(c, "hiddens", torch.stack(hs, 2), torch.stack(ms, 2), rtol=2 ** -8 * 1.5
               if c.p["hiddens"]["dtype"] == "bf16" else 0.0)
    expect_mag(c, "final_state", h, m)
    if c.k("DUAL"):
        expect_mag(c, "hid_narrow", torch.stack(hs, 2), torch.stack(ms, 2), rtol=2 ** -8 * 1.5)


@spec("ops_mamba2__bwd_pass_state_kernel")
def _bwd_pass_state(c):
    from .attention import expect_mag
    B, L, H, P = c.shape("dout")
    G, N = c.shape("c")[2:]
    cs = c.k("chunk_size")
    nc = L // cs
    BH, BS = c.k("BLOCK_HEAD"), c.k("BLOCK_STATE")
    c.randn("c", cs ** -0.5)
    da = (-torch.rand(B, H, nc, cs, dtype=torch.float64) * 0.1).cumsum(-1).view(B, H, L)
    c.put("decay_cumsum", da.transpose(1, 2))
    c.randn("dout")
    c.randn("dfinal_state")
    c.randn("hiddens")
    for n in ("dhiddens", "dd_last_partials", "dinit_state"):
        c.out(n)
    yield
    hpg = c.k("num_heads_per_group")
    cc = c.x("c").view(B, nc, cs, G, N).repeat_interleave(hpg, 3)    # [B, nc, cs, H, N]
    dcs = c.x("decay_cumsum").transpose(1, 2).reshape(B, H, nc, cs)
    do = c.x("dout").view(B, nc, cs, H, P)
    hid = c.x("hiddens")                                             # [B, H, nc, P, N]
    dh, m = c.x("dfinal_state"), c.x("dfinal_state").abs()
    dhs, ms, parts, pms = [None] * nc, [None] * nc, [None] * nc, [None] * nc
    for k in reversed(range(nc)):
        dhs[k], ms[k] = dh, m
        # hiddens * dhiddens summed in 128 groups per 64 x 16 tile: (p, s) with
        # p = 32 a0 + 16 a1 + 2 a2... -> the kernel's (4, 2, 8 | 2, 4, 2) regrouping
        t = (hid[:, :, k] * dh).view(B, H, P // BH, BH, N // BS, BS)
        t = t.permute(0, 1, 2, 4, 3, 5).reshape(B, H, P // BH, N // BS, 4, 2, 8, BS // 8, 4, 2)
        t = t.permute(0, 1, 2, 3, 4, 6, 8, 5, 7, 9).reshape(B, H, P // BH, N // BS, 128, -1)
        ta = (hid[:, :, k] * dh).abs().view(B, H, P // BH, BH, N // BS, BS)
        ta = ta.permute(0, 1, 2, 4, 3, 5).reshape(B, H, P // BH, N // BS, 4, 2, 8, BS // 8, 4, 2)
        ta = ta.permute(0, 1, 2, 3, 4, 6, 8, 5, 7, 9).reshape(B, H, P // BH, N // BS, 128, -1)
        parts[k], pms[k] = t.sum(-1), ta.sum(-1)
        dl = dcs[:, :, k, -1:]                                        # [B, H, 1]
        cd = cc[:, k] * torch.exp2(dcs[:, :, k]).permute(0, 2, 1)[..., None]   # [B, cs, H, N]
        dh = torch.exp2(dl)[..., None] * dh + torch.einsum("bthp,bthn->bhpn", do[:, k], cd)
        m = torch.exp2(dl)[..., None] * m + torch.einsum("bthp,bthn->bhpn", do[:, k].abs(), cd.abs())
    expect_mag(c, "dhiddens", torch.stack(dhs, 2), torch.stack(ms, 2), rtol=2 ** -8 * 1.5)
    expect_mag(c, "dd_last_partials", torch.stack(parts, 2), torch.stack(pms, 2), tol=1e-2)
    expect_mag(c, "dinit_state", dh, m)


@spec("ops_mamba2__compute_dd_dcb_dx_kernel")
def _compute_dd_dcb_dx(c):
    from .attention import expect_mag
    B, L, H, P = c.shape("x")
    G, N = c.shape("b")[2:]
    cs = c.k("chunk_size")
    nc = L // cs
    c.randn("x", P ** -0.5)
    c.randn("b", N ** -0.25)
    c.randn("c", N ** -0.25)
    c.randn("d")
    c.rand("dt", 0.02, 0.2)
    da = (-torch.rand(B, H, nc, cs, dtype=torch.float64) * 0.1).cumsum(-1).view(B, H, L)
    c.put("decay_cumsum", da)
    c.randn("dout")
    c.randn("dhiddens", N ** -0.5)
    for n in ("dx", "ddt", "dd", "ddecay_cumsum", "dcb"):
        c.out(n)
    yield
    hpg = c.k("num_heads_per_group")
    x = c.x("x").view(B, nc, cs, H, P).permute(0, 3, 1, 2, 4)          # [B, H, nc, cs, P]
    do = c.x("dout").view(B, nc, cs, H, P).permute(0, 3, 1, 2, 4)
    bb = c.x("b").view(B, nc, cs, G, N).repeat_interleave(hpg, 3).permute(0, 3, 1, 2, 4)
    cc = c.x("c").view(B, nc, cs, G, N).repeat_interleave(hpg, 3).permute(0, 3, 1, 2, 4)
    dt = c.x("dt").view(B, H, nc, cs)
    dcs = c.x("decay_cumsum").view(B, H, nc, cs)
    dh = c.x("dhiddens")                                               # [B, H, nc, P, N]
    Dv = c.x("d")[None, :, None, None, None]
    i = torch.arange(cs, device=x.device)
    causal = i[None, :] >= i[:, None]                                  # [s, t]: t >= s
    W = torch.exp2(dcs[..., None, :] - dcs[..., :, None]) * causal     # [B, H, nc, s, t]
    coef = torch.exp2(dcs[..., -1:] - dcs)[..., None]                  # [B, H, nc, s, 1]
    xdo = x @ do.transpose(-1, -2)                                     # [.., s, t]
    xdo_m = x.abs() @ do.abs().transpose(-1, -2)
    raw = bb @ cc.transpose(-1, -2)
    raw_m = bb.abs() @ cc.abs().transpose(-1, -2)
    bdh = bb @ dh.transpose(-1, -2)                                    # [.., s, P]
    bdh_m = bb.abs() @ dh.abs().transpose(-1, -2)
    dtc = dt[..., None]
    dx = Dv * do + ((raw * W) @ do + bdh * coef) * dtc
    dx_m = (Dv * do).abs() + ((raw_m * W) @ do.abs() + bdh_m * coef) * dtc

    def bhl(t):                                                        # [B, H, nc, cs, *] -> [B, L, H, *]
        return t.permute(0, 2, 3, 1, *range(4, t.dim())).reshape(B, L, H, *t.shape[4:])
    expect_mag(c, "dx", bhl(dx), bhl(dx_m), rtol=2 ** -8 * 1.5)
    expect_mag(c, "dd", torch.diagonal(xdo, dim1=-2, dim2=-1).sum(-1),
               torch.diagonal(xdo_m, dim1=-2, dim2=-1).sum(-1), tol=1e-3)
    dcb = xdo * W * dtc
    dcb_m = xdo_m * W * dtc
    expect_mag(c, "dcb", bhl(dcb), bhl(dcb_m), rtol=2 ** -8 * 1.5)
    dd2 = dcb * raw
    dd2_m = dcb_m * raw_m
    rs, rs_m = dd2.sum(-1), dd2_m.sum(-1)
    expect_mag(c, "ddecay_cumsum", bhl((dd2.sum(-2) - rs)[..., None])[..., 0],
               bhl((dd2_m.sum(-2) + rs_m)[..., None])[..., 0], tol=1e-3)
    expect_mag(c, "ddt", bhl((rs / dt)[..., None])[..., 0], bhl((rs_m / dt)[..., None])[..., 0],
               tol=1e-3, rtol=2 ** -8 * 1.5)


@spec("ops_mamba2__compute_da_db_dc_ddt_kernel", "ops_mamba2__compute_da_db_dc_ddt_kernel_per_head")
def _compute_da_db_dc_ddt(c):
    from .attention import expect_mag
    B, L, H, P = c.shape("x")
    G, N = c.shape("b")[2:]
    cs = c.k("chunk_size")
    nc = L // cs
    red = c.k("REDUCE_HEADS")
    c.randn("x", P ** -0.5)
    c.randn("a")
    c.randn("b", N ** -0.25)
    c.randn("c", N ** -0.25)
    c.rand("dt", 0.02, 0.2)
    da0 = (-torch.rand(B, H, nc, cs, dtype=torch.float64) * 0.1).cumsum(-1).view(B, H, L)
    c.put("decay_cumsum", da0)
    c.randn("hiddens", N ** -0.5)
    c.randn("dout")
    c.randn("dhiddens", N ** -0.5)
    c.randn("dcb", cs ** -0.5)
    c.randn("ddecay_cumsum")
    c.randn("dd_last_partials", 0.1)
    c.randn("ddt_partial")
    c.out("da")
    c.out("ddt")
    for n in ("db", "dc"):
        if red:
            c.full(n, 0.0)                              # tile atomics accumulate into it
            c.inplace(n)
        else:
            c.out(n)
    yield
    hpg = c.k("num_heads_per_group")

    def grid(t, w):                                     # [B, L, w, *] -> [B, w, nc, cs, *]
        return t.view(B, nc, cs, w, *t.shape[3:]).permute(0, 3, 1, 2, *range(4, t.dim() + 1))

    def run(sgn, f):
        """The kernel's formulas; with sgn +1 and f = abs a magnitude bound."""
        x, do = f(grid(c.x("x"), H)), f(grid(c.x("dout"), H))               # [B, H, nc, cs, P]
        bb = f(grid(c.x("b"), G).repeat_interleave(hpg, 1))                  # [B, H, nc, cs, N]
        cc = f(grid(c.x("c"), G).repeat_interleave(hpg, 1))
        dcb = f(grid(c.x("dcb"), H))                                        # [B, H, nc, s, t]
        dt = c.x("dt").view(B, H, nc, cs)
        d = c.x("decay_cumsum").view(B, H, nc, cs)
        dd0 = f(grid(c.x("ddecay_cumsum")[..., None], H)[..., 0])            # [B, H, nc, cs]
        ddt0 = f(grid(c.x("ddt_partial")[..., None], H)[..., 0])
        hid, dh = f(c.x("hiddens")), f(c.x("dhiddens"))                      # [B, H, nc, P, N]
        dl = d[..., -1:]
        dd_last = f(c.x("dd_last_partials")).sum(-1) * torch.exp2(dl[..., 0])   # [B, H, nc]
        dbdtd = (x @ dh) * torch.exp2(dl - d)[..., None]                     # [.., s, N]
        dcd = (do @ hid) * torch.exp2(d)[..., None]
        db = dcb @ cc + dbdtd * dt[..., None]
        dc = dcb.transpose(-1, -2) @ bb + dcd
        r1 = (dbdtd * bb).sum(-1) * dt
        ddt = ddt0 + (dbdtd * bb).sum(-1)
        ddt_ = dd0 + (dcd * cc).sum(-1) + sgn * r1
        dd_last = dd_last + r1.sum(-1)
        ddt_ = dd_last[..., None] + ddt_.flip(-1).cumsum(-1).flip(-1)    # + the suffix sum
        ddt = ddt + ddt_ * f(c.x("a"))[None, :, None, None]
        da = (dt * ddt_).sum(-1)
        return da, ddt, db, dc

    da, ddt, db, dc = run(-1, lambda t: t)
    da_m, ddt_m, db_m, dc_m = run(1, torch.abs)

    def bl(t):                                          # [B, H, nc, cs, *] -> [B, L, H, *]
        return t.permute(0, 2, 3, 1, *range(4, t.dim())).reshape(B, L, H, *t.shape[4:])
    expect_mag(c, "da", da, da_m, tol=1e-3)
    expect_mag(c, "ddt", bl(ddt[..., None])[..., 0], bl(ddt_m[..., None])[..., 0], tol=1e-3,
               rtol=2 ** -8 * 1.5)
    for n, v, m in (("db", db, db_m), ("dc", dc, dc_m)):
        v, m = bl(v), bl(m)
        if red:                                         # summed over the group's heads
            v = v.view(B, L, G, hpg, N).sum(3)
            m = m.view(B, L, G, hpg, N).sum(3)
        expect_mag(c, n, v, m, tol=1e-3)
