"""TileGym GPU specs: losses: liger cross entropy, JSD, KL, TVD; unsloth cross entropy."""
import torch

from .core import spec


IGNORED_ROWS = (3, 8)           # rows whose label is the ignore index (-100)


def _labels(c, name, n_cols):
    lab = torch.randint(0, n_cols, c.shape(name))
    lab[list(IGNORED_ROWS)] = -100
    return c.put(name, lab)


@spec("liger_cross_entropy__liger_cross_entropy_kernel")
def _lce(c):
    V = c.k("n_cols")
    c.randn("input", 3.0)
    c.inplace("input")
    _labels(c, "target", V)
    c.put("weight", torch.zeros(1))
    for n in ("loss", "z_loss", "token_accuracy", "predicted_tokens"):
        c.out(n)
    yield
    x, y = c.x("input"), c.x("target")
    ls, zs, inv = c.k("label_smoothing"), c.k("lse_square_scale"), c.k("inv_n_non_ignore")
    ok = y != -100
    ys = y.clamp_min(0)
    lse = torch.logsumexp(x, 1)
    eps = ls / V
    tgt = x.gather(1, ys[:, None])[:, 0]
    loss = (lse - tgt) * (1 - ls) + (-eps * x.sum(1) + ls * lse)
    z = zs * lse * lse
    loss = loss * inv + z * inv
    sm = torch.softmax(x, 1)
    grad = sm + 2 * zs * lse[:, None] * sm - eps
    grad[torch.arange(x.shape[0], device=x.device), ys] -= 1 - ls
    grad = grad * inv
    grad[~ok] = 0
    zero = torch.zeros_like(loss)
    nan = torch.full_like(loss, float("nan"))
    am = x.argmax(1)
    c.expect("loss", torch.where(ok, loss, zero))
    c.expect("z_loss", torch.where(ok, z * inv, nan))      # not written for ignored rows
    c.expect("token_accuracy", torch.where(ok, (am == y).double(), zero))
    c.expect("predicted_tokens", torch.where(ok, am, torch.full_like(am, -1)))
    c.expect("input", grad, atol=1e-6)


def _logprobs(c, name, scale=2.0):
    return c.put(name, torch.log_softmax(torch.randn(c.shape(name), dtype=torch.float64) * scale, -1))


@spec("liger_jsd__jsd_kernel")
def _jsd(c):
    _logprobs(c, "x")
    _logprobs(c, "y")
    _labels(c, "label", 10)
    c.full("loss", 0.0)           # the launcher's zeroed accumulator (ignored rows keep it)
    c.inplace("loss")
    c.out("dx")
    yield
    x, y, beta, inv = c.x("x"), c.x("y"), c.k("beta"), c.k("inv_n_non_ignore")
    ok = (c.x("label") != -100)[:, None]
    q, p = torch.exp(x), torch.exp(y)
    m = beta * p + (1 - beta) * q
    lm = torch.log(m)
    loss = (beta * p * y + (1 - beta) * q * x - m * lm) * inv
    dx = (1 - beta) * q * (x - lm) * inv
    c.expect("loss", torch.where(ok, loss, torch.zeros_like(loss)), atol=1e-7)
    c.expect("dx", torch.where(ok, dx, torch.zeros_like(dx)), atol=1e-6)


def _kl_terms(c):
    y, gt = c.x("Y"), c.x("GT")
    if c.k("LOG_TARGET"):
        return torch.exp(gt) * (gt - y)
    return gt * (torch.log(gt.clamp_min(c.k("eps"))) - y)


def _kl_inputs(c, name_y="Y", name_gt="GT"):
    if name_y in c.p:
        _logprobs(c, name_y)
    p = torch.softmax(torch.randn(c.shape(name_gt), dtype=torch.float64) * 2, -1)
    if c.k("LOG_TARGET"):
        p = torch.log(p)
    else:
        p[0, :7] = 0.0            # zero targets: the eps clip
    c.put(name_gt, p)


@spec("liger_kl_div__kldiv_fwd_none_ct")
def _kl_none(c):
    _kl_inputs(c)
    c.out("LOSS")
    yield
    c.expect("LOSS", _kl_terms(c), atol=1e-7)


@spec("liger_kl_div__kldiv_fwd_reduce_ct")
def _kl_reduce(c):
    _kl_inputs(c)
    c.out("LOSS")
    yield
    c.expect("LOSS", _kl_terms(c).sum(1), atol=1e-6)


@spec("liger_kl_div__kldiv_bwd_ct")
def _kl_bwd(c):
    _kl_inputs(c, name_y=None)
    c.out("GRADS")
    yield
    gt = c.x("GT")
    g = -torch.exp(gt) if c.k("LOG_TARGET") else -gt
    c.expect("GRADS", g * c.k("scale"), atol=1e-7)


@spec("liger_tvd__tv_distance_kernel_ct_aligned", "liger_tvd__tv_distance_kernel_ct",
      "liger_tvd__tv_distance_kernel_ct_gather")
def _tvd(c):
    for n in ("P", "Q"):
        c.put(n, torch.softmax(torch.randn(c.shape(n), dtype=torch.float64) * 2, -1))
    _labels(c, "LABEL", 10)
    c.out("LOSS")
    c.out("GRADS")
    yield
    p, q, s = c.x("P"), c.x("Q"), c.k("scale")
    ok = (c.x("LABEL") != -100)[:, None]
    tv = (p - q).abs() * 0.5
    g = torch.where(p > q, 0.5, -0.5).double() * s
    c.expect("GRADS", torch.where(ok, g, torch.zeros_like(g)))
    if c.k("reduction") == 0:
        c.expect("LOSS", torch.where(ok, tv, torch.zeros_like(tv)), atol=1e-8)
    else:
        c.expect("LOSS", torch.where(ok[:, 0], tv.sum(1) * s, torch.zeros_like(tv[:, 0])),
                 atol=1e-7)


def _uce_logits(c, x):
    x = x * c.k("LOGIT_SCALE") if c.k("DO_LOGIT_SCALING") else x
    if c.k("DO_SOFTCAPPING"):
        x = c.k("SOFTCAP") * torch.tanh(x / c.k("SOFTCAP"))
    return x


@spec("unsloth_cross_entropy_loss__chunked_cross_entropy_forward_ct")
def _uce_fwd(c):
    c.randn("logits", 4.0)
    lab = _labels(c, "labels", c.k("VOCAB_SIZE"))
    c.out("loss")
    c.out("logsumexp_out")
    yield
    x = _uce_logits(c, c.x("logits"))
    B = c.k("BLOCK_SIZE")
    pad = c.k("N_CHUNKS") * B - x.shape[1]
    # padded lanes read -inf, which the softcap maps to -SOFTCAP
    padv = _uce_logits(c, torch.tensor(float("-inf"), dtype=torch.float64)).item()
    xp = torch.cat([x, torch.full((x.shape[0], pad), padv, dtype=x.dtype, device=x.device)], 1)
    lse = torch.logsumexp(xp.view(x.shape[0], -1, B), 2)
    y = c.x("labels")
    tgt = x.gather(1, y.clamp_min(0)[:, None])[:, 0]
    c.expect("loss", torch.where(y != -100, -tgt, torch.zeros_like(tgt)))
    c.expect("logsumexp_out", lse)


@spec("unsloth_cross_entropy_loss__cross_entropy_forward_ct")
def _uce_fwd1(c):
    c.randn("logits", 4.0)
    _labels(c, "labels", c.k("VOCAB_SIZE"))
    c.out("loss")
    c.out("logsumexp_out")
    yield
    x = _uce_logits(c, c.x("logits"))
    pad = c.k("BLOCK_SIZE") - x.shape[1]
    # padded lanes read -inf, which the softcap maps to -SOFTCAP
    padv = _uce_logits(c, torch.tensor(float("-inf"), dtype=torch.float64)).item()
    xp = torch.cat([x, torch.full((x.shape[0], pad), padv, dtype=x.dtype, device=x.device)], 1)
    lse = torch.logsumexp(xp, 1)
    y = c.x("labels")
    tgt = x.gather(1, y.clamp_min(0)[:, None])[:, 0]
    c.expect("loss", torch.where(y != -100, lse - tgt, torch.zeros_like(tgt)))
    c.expect("logsumexp_out", lse)


@spec("unsloth_cross_entropy_loss__cross_entropy_backward_ct")
def _uce_bwd(c):
    x0 = c.randn("logits", 4.0)
    _labels(c, "labels", c.k("VOCAB_SIZE"))
    c.randn("dloss")
    xs = x0.double() * c.k("LOGIT_SCALE")
    part = torch.tanh(xs / c.k("SOFTCAP"))
    c.put("logsumexp_in", torch.logsumexp(c.k("SOFTCAP") * part, 1))
    c.out("grad_logits")
    yield
    xs = c.x("logits") * c.k("LOGIT_SCALE")
    part = torch.tanh(xs / c.k("SOFTCAP"))
    xc = c.k("SOFTCAP") * part
    yl = c.x("labels")
    g = torch.exp(xc - c.x("logsumexp_in")[:, None])
    rows = torch.arange(g.shape[0], device=g.device)
    ok = yl != -100
    g[rows[ok], yl[ok]] -= 1.0
    g = g * c.k("LOGIT_SCALE") * (1 - part * part)
    dl = torch.where(ok, c.x("dloss"), torch.zeros_like(c.x("dloss")))
    c.expect("grad_logits", dl[:, None] * g, atol=1e-6)
