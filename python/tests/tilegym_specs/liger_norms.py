"""TileGym GPU specs: liger: rms norm, fused add + rms norm, dyt, modulated rms norm, layer norm, poly norm."""
import torch

from .core import f32, rnd, spec
from .ops_norms import layer_norm, rms


@spec("liger_rms_norm__rms_norm_fwd_ct", "liger_rms_norm__rms_norm_fwd_large_ct")
def _lrms_fwd(c):
    c.randn("X")
    c.randn("W")
    c.out("Y")
    c.out("RSTD")
    yield
    x = c.x("X")
    r = rms(x, c.k("eps"))
    c.expect("RSTD", r[:, 0])
    c.expect("Y", x * r * (c.x("W") + c.k("offset")))


def rms_bwd(x, dy, w, r, n):
    """d/dx of x * r * w, r = rsqrt(mean(x^2) + eps): rows of x."""
    m = dy * w
    return r * m - r ** 3 / n * (m * x).sum(-1, keepdim=True) * x


def _rstd_of(c, name, eps=1e-6):
    x = c.inputs[name].double()
    return rms(x, eps)[:, 0]


def _partials(terms, programs, rows_per_program):
    """Per-program sums of row terms: rows [p * rpp, (p + 1) * rpp)."""
    out = torch.zeros(programs, terms.shape[1], dtype=torch.float64, device=terms.device)
    for p in range(programs):
        out[p] = terms[p * rows_per_program:(p + 1) * rows_per_program].sum(0)
    return out


@spec("liger_rms_norm__rms_norm_bwd_large_ct", "liger_rms_norm__rms_norm_bwd_large_ct_nww8")
def _lrms_bwd(c):
    c.randn("X")
    c.randn("dY")
    c.put("RSTD", _rstd_of(c, "X"))
    c.out("dX")
    yield
    x = c.x("X")
    c.expect("dX", rms_bwd(x, c.x("dY"), 1.0, c.x("RSTD")[:, None], c.k("n_cols")), atol=1e-4
             if c.dtype("X") == torch.float32 else None)


@spec("liger_rms_norm__rms_norm_bwd_w_large_ct")
def _lrms_bwd_w(c):
    c.randn("X")
    c.randn("dY")
    c.randn("W")
    c.put("RSTD", _rstd_of(c, "X"))
    c.out("dX")
    c.out("dW_partial")
    yield
    x, dy, r = c.x("X"), c.x("dY"), c.x("RSTD")[:, None]
    w = c.x("W") + c.k("offset")
    c.expect("dX", rms_bwd(x, dy, w, r, c.k("n_cols")), atol=1e-4)
    c.expect("dW_partial", _partials(dy * x * r, c.shape("dW_partial")[0],
                                     c.k("rows_per_program")), atol=1e-4)


def _llama_terms(c, x, dy, w, r):
    """Llama casting of the liger rms norm backwards: m = (dY * (W + offset) in dY's dtype)
    in f32, the dW term dY * (X * rstd rounded to f32, then to dY's dtype) in that dtype."""
    dt = c.dtype("dY")
    m = rnd(dy * rnd(w, dt), dt)
    return m, rnd(dy * rnd(f32(x * r), dt), dt)


@spec("liger_rms_norm__rms_norm_bwd_w_large_ct_nww8")
def _lrms_bwd_w_llama(c):
    c.randn("X")
    c.randn("dY")
    c.randn("W")
    c.put("RSTD", _rstd_of(c, "X"))
    c.out("dX")
    c.out("dW_partial")
    yield
    assert c.k("casting_mode") == 0
    x, dy, r = c.x("X"), c.x("dY"), c.x("RSTD")[:, None]
    m, dw = _llama_terms(c, x, dy, c.x("W") + c.k("offset"), r)
    c.expect("dX", rms_bwd(x, m, 1.0, r, c.k("n_cols")))
    c.expect("dW_partial", _partials(dw, c.shape("dW_partial")[0], c.k("rows_per_program")),
             atol=1e-4)


@spec("liger_fused_add_rms_norm__fused_add_rms_norm_fwd_ct",
      "liger_fused_add_rms_norm__fused_add_rms_norm_fwd_large_ct",
      "liger_fused_add_rms_norm__fused_add_rms_norm_fwd_small_ct")
def _fadd_fwd(c):
    for n in ("X", "R", "W"):
        c.randn(n)
    for n in ("Y", "S", "RSTD"):
        c.out(n)
    yield
    s = rnd(c.x("X") + c.x("R"), c.dtype("X"))      # S is summed in the input dtype
    r = rms(s, c.k("eps"))
    c.expect("S", s)
    c.expect("RSTD", r[:, 0])
    c.expect("Y", s * r * (c.x("W") + c.k("offset")))


@spec("liger_fused_add_rms_norm__fused_add_rms_norm_bwd_persistent_ct")
def _fadd_bwd(c):
    for n in ("dY", "dS_out", "S", "W"):
        c.randn(n)
    c.put("RSTD", _rstd_of(c, "S"))
    c.out("dX")
    c.out("dW_partial")
    yield
    s, dy, r = c.x("S"), c.x("dY"), c.x("RSTD")[:, None]
    w = c.x("W") + c.k("offset")
    c.expect("dX", rms_bwd(s, dy, w, r, c.k("n_cols")) + c.x("dS_out"), atol=1e-4)
    c.expect("dW_partial", _partials(dy * s * r, c.k("sm_count"), c.k("num_iters")), atol=1e-4)


@spec("liger_fused_add_rms_norm__fused_add_rms_norm_bwd_persistent_2c_ct",
      "liger_fused_add_rms_norm__fused_add_rms_norm_bwd_persistent_2c_ct_nww8")
def _fadd_bwd_2c(c):
    for n in ("dY", "dS_out", "S", "W"):
        c.randn(n)
    c.put("RSTD", _rstd_of(c, "S"))
    c.out("dX")
    c.out("dW_partial")
    yield
    s, dy, r = c.x("S"), c.x("dY"), c.x("RSTD")[:, None]
    w = c.x("W") + c.k("offset")
    if c.k("casting_mode") == 0:        # llama: bf16 products as in the rms norm backward
        m, dw = _llama_terms(c, s, dy, w, r)
    else:                               # gemma: all f32
        assert c.k("casting_mode") == 1
        m, dw = dy * w, dy * s * r
    f32_out = c.dtype("dX") == torch.float32
    c.expect("dX", rms_bwd(s, m, 1.0, r, c.k("n_cols")) + c.x("dS_out"),
             atol=1e-4 if f32_out else None)
    c.expect("dW_partial", _partials(dw, c.k("sm_count"), c.k("num_iters")), atol=1e-4)


@spec("liger_dyt__dyt_fwd_kernel")
def _dyt_fwd(c):
    c.randn("x_input", 2.0)
    c.put("alpha_tensor", torch.tensor([0.7]))
    c.randn("gamma_tensor")
    c.randn("beta_tensor")
    c.out("y_output")
    yield
    y = torch.tanh(c.x("alpha_tensor") * c.x("x_input")) * c.x("gamma_tensor") + c.x("beta_tensor")
    c.expect("y_output", y)


@spec("liger_dyt__dyt_bwd_kernel", "liger_dyt__dyt_bwd_kernel_nww8")
def _dyt_bwd(c):
    c.randn("x_input", 2.0)
    c.randn("dy_input")
    c.put("alpha_tensor", torch.tensor([0.7]))
    c.randn("gamma_tensor")
    for n in ("dx_output", "da_partial", "dg_partial", "db_partial"):
        c.out(n)
    yield
    x, dy, g = c.x("x_input"), c.x("dy_input"), c.x("gamma_tensor")
    a = c.x("alpha_tensor")
    t = torch.tanh(a * x)
    tmp = (1 - t * t) * dy * g
    c.expect("dx_output", a * tmp, rtol=2e-3 if c.dtype("x_input") == torch.float32 else None,
             atol=1e-3 if c.dtype("x_input") == torch.float32 else None)
    S, BN = c.k("NUM_SMS"), c.k("BLOCK_N")
    M, N = x.shape
    nb = c.shape("da_partial")[1]
    dg = torch.zeros(S, N, dtype=torch.float64, device=x.device)
    db = torch.zeros_like(dg)
    da = torch.zeros(S, nb, dtype=torch.float64, device=x.device)
    for s in range(S):
        rows = slice(s, M, S)
        dg[s] = (dy[rows] * t[rows]).sum(0)
        db[s] = dy[rows].sum(0)
        xt = (x[rows] * tmp[rows]).sum(0)
        for b in range(nb):
            da[s, b] = xt[b * BN:(b + 1) * BN].sum()
    c.expect("dg_partial", dg, rtol=2e-3, atol=2e-3)
    c.expect("db_partial", db, rtol=1e-5, atol=1e-4)
    c.expect("da_partial", da, rtol=2e-3, atol=5e-2)


# ==========================================================================================
# liger: modulated rms norm, layer norm, poly norm
# ==========================================================================================

def _mod_rows(c, t):
    """Expand per-modulation rows to per-row."""
    rpm = c.k("rows_per_modulation")
    n_rows = c.shape("X")[0]
    return t[torch.arange(n_rows, device=t.device) // rpm]


@spec("liger_modulated_rms_norm__modulated_rms_norm_fwd_ct",
      "liger_modulated_rms_norm__modulated_rms_norm_fwd_ct_occ4",
      "liger_modulated_rms_norm__modulated_rms_norm_fwd_ct_occ3")
def _mod_fwd(c):
    for n in ("X", "W"):
        c.randn(n)
    c.randn("Scale", 0.5)
    c.randn("Shift", 0.5)
    c.out("Y")
    c.out("RSTD")
    yield
    x = c.x("X")
    r = rms(x, c.k("eps"))
    y = x * r * (c.x("W") + c.k("offset"))
    y = y * (1 + _mod_rows(c, c.x("Scale"))) + _mod_rows(c, c.x("Shift"))
    c.expect("RSTD", r[:, 0])
    c.expect("Y", y, atol=1e-4 if c.dtype("X") == torch.float32 else 3e-2)


def _scatter_rows(c, terms, base):
    """Per-modulation-row sums of row terms (the kernel's atomics / scatters / final add)."""
    out = base.clone()
    rows = torch.arange(terms.shape[0], device=terms.device) // c.k("rows_per_modulation")
    if c.k("single_mod"):
        rows = torch.zeros_like(rows)
    out.index_add_(0, rows, terms)
    return out


@spec("liger_modulated_rms_norm__modulated_rms_norm_bwd_large_ct",
      "liger_modulated_rms_norm__modulated_rms_norm_bwd_large_ct_nww8",
      "liger_modulated_rms_norm__modulated_rms_norm_bwd_w_large_ct",
      "liger_modulated_rms_norm__modulated_rms_norm_bwd_w_large_ct_nww8")
def _mod_bwd(c):
    c.randn("X")
    c.randn("dY")
    c.randn("Scale", 0.5)
    has_w = "W" in c.p
    if has_w:
        c.randn("W")
        c.out("dW_partial")
    c.put("RSTD", _rstd_of(c, "X"))
    c.out("dX")
    accumulate = c.k("rows_per_modulation") != 1
    # the atomics add to what is there: start from known values, not zeros
    base = 0.25 if accumulate else None
    for n in ("dScale", "dShift"):
        if accumulate:
            c.full(n, base)
            c.inplace(n)
        else:
            c.out(n)
    yield
    x, dy, r = c.x("X"), c.x("dY"), c.x("RSTD")[:, None]
    w = 1.0
    if has_w:
        # W + offset: in the weight's dtype (llama / none casting) or in f32 (gemma)
        w = c.x("W") + c.k("offset")
        if c.k("casting_mode") != 1:
            w = rnd(w, c.dtype("W"))
    drms = dy * (1 + _mod_rows(c, c.x("Scale")) if not c.k("single_mod")
                 else 1 + c.x("Scale")[0])
    tol = dict(atol=2e-4) if c.dtype("X") == torch.float32 else {}
    c.expect("dX", rms_bwd(x, drms, w, r, c.k("n_cols")), **tol)
    dscale_rows = dy * x * r * w
    z = torch.zeros(c.shape("dScale"), dtype=torch.float64, device=x.device)
    b0 = z + base if accumulate else z
    c.expect("dScale", _scatter_rows(c, dscale_rows, b0), rtol=1e-4, atol=5e-4)
    c.expect("dShift", _scatter_rows(c, dy, b0), rtol=1e-4, atol=5e-4)
    if has_w:
        c.expect("dW_partial", _partials(drms * x * r, 5, c.k("rows_per_program")),
                 rtol=1e-4, atol=2e-4)


@spec("liger_layer_norm__layer_norm_fwd_kernel_ct")
def _lln_fwd(c):
    c.randn("x", 1.0, 0.5)
    c.randn("weight")
    c.randn("bias")
    for n in ("y", "mean_out", "rstd_out"):
        c.out(n)
    yield
    y, mu, r = layer_norm(c.x("x"), c.x("weight"), c.x("bias"), c.k("eps"))
    c.expect("mean_out", mu)
    c.expect("rstd_out", r, rtol=1e-3)          # E[x^2] - mean^2 in f32
    c.expect("y", y, rtol=1e-3, atol=1e-3)


def ln_bwd(x, dy, w, mu, r):
    xh = (x - mu[:, None]) * r[:, None]
    wdy = w * dy
    n = x.shape[1]
    c1 = (xh * wdy).sum(1, keepdim=True) / n
    c2 = wdy.sum(1, keepdim=True) / n
    return (wdy - (xh * c1 + c2)) * r[:, None], xh


def _ln_stats(c):
    x = c.inputs["x"].double()
    mu = x.mean(1)
    r = torch.rsqrt(x.var(1, unbiased=False) + 1e-6)
    c.put("mean", mu)
    c.put("rstd", r)


@spec("liger_layer_norm__layer_norm_bwd_dx_kernel_ct", "liger_layer_norm__layer_norm_bwd_combined_kernel_ct")
def _lln_bwd(c):
    c.randn("x", 1.0, 0.5)
    c.randn("dy")
    c.randn("weight")
    _ln_stats(c)
    c.out("dx")
    if "dw_partial" in c.p:
        c.out("dw_partial")
        c.out("db_partial")
    yield
    dx, xh = ln_bwd(c.x("x"), c.x("dy"), c.x("weight"), c.x("mean"), c.x("rstd"))
    c.expect("dx", dx, atol=1e-4 if c.dtype("x") == torch.float32 else None)
    if "dw_partial" in c.p:
        rpp = c.k("rows_per_program")
        c.expect("dw_partial", _partials(c.x("dy") * xh, 5, rpp), rtol=1e-4, atol=1e-3)
        c.expect("db_partial", _partials(c.x("dy"), 5, rpp), rtol=1e-4, atol=1e-4)


def poly(x, w, b, eps):
    r3 = torch.rsqrt((x ** 6).mean(1, keepdim=True) + eps)
    r2 = torch.rsqrt((x ** 4).mean(1, keepdim=True) + eps)
    r1 = torch.rsqrt((x ** 2).mean(1, keepdim=True) + eps)
    return w[0] * x ** 3 * r3 + w[1] * x ** 2 * r2 + w[2] * x * r1 + b, r3[:, 0], r2[:, 0], r1[:, 0]


@spec("liger_poly_norm__poly_norm_fwd_kernel", "liger_poly_norm__poly_norm_fwd_kernel_sc_large")
def _poly_fwd(c):
    c.randn("x_input")
    c.put("weights", torch.tensor([0.3, -0.7, 1.1]))
    c.put("bias", torch.tensor([0.2]))
    for n in ("y_output", "rstd3", "rstd2", "rstd1"):
        c.out(n)
    yield
    y, r3, r2, r1 = poly(c.x("x_input"), c.x("weights"), c.x("bias"), c.k("eps"))
    c.expect("rstd3", r3)
    c.expect("rstd2", r2)
    c.expect("rstd1", r1)
    c.expect("y_output", y, atol=1e-4 if c.dtype("x_input") == torch.float32 else None)


@spec("liger_poly_norm__poly_norm_bwd_kernel", "liger_poly_norm__poly_norm_bwd_kernel_large")
def _poly_bwd(c):
    x = c.randn("x_input")
    c.randn("dy")
    c.put("weights", torch.tensor([0.3, -0.7, 1.1]))
    _, r3, r2, r1 = poly(x.double().cpu(), torch.tensor([0.3, -0.7, 1.1]).double(), 0.0, 1e-6)
    c.put("rstd3", r3)
    c.put("rstd2", r2)
    c.put("rstd1", r1)
    c.out("dx")
    base = torch.tensor([0.5, -0.25, 1.0, 2.0])
    c.put("dwdb_output", base)
    c.inplace("dwdb_output")
    yield
    xx = c.x("x_input").clone().requires_grad_(True)
    w = c.x("weights")
    y, _, _, _ = poly(xx, w, 0.0, 1e-6)
    dy = c.x("dy")
    (y * dy).sum().backward()
    c.expect("dx", xx.grad, atol=1e-4 if c.dtype("x_input") == torch.float32 else 3e-2)
    x = c.x("x_input")
    r3, r2, r1 = c.x("rstd3")[:, None], c.x("rstd2")[:, None], c.x("rstd1")[:, None]
    dw = torch.stack([(r3 * dy * x ** 3).sum(), (r2 * dy * x ** 2).sum(), (r1 * dy * x).sum(),
                      dy.sum()])
    c.expect("dwdb_output", base.double().to(dw.device) + dw, rtol=1e-4, atol=1e-2)
