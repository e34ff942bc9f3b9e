"""TileGym GPU specs: ops/cutile softmax and norms; transformers/*/kernels."""
import torch

from .core import spec


def softmax_rows(x):
    return torch.softmax(x, -1)


@spec("ops_softmax__softmax_kernel", "ops_softmax__softmax_kernel_multi_wave_full_row_reg_cached_ldg",
      "ops_softmax__softmax_kernel_tma", "ops_softmax__softmax_kernel_chunked")
def _ops_softmax(c):
    c.randn("input", 3.0)
    c.out("output")
    yield
    c.expect("output", softmax_rows(c.x("input")), atol=1e-6 if c.dtype("input") == torch.float32
             else 2e-3)


def rms(x, eps):
    return torch.rsqrt((x * x).mean(-1, keepdim=True) + eps)


@spec("ops_rms_norm__rms_norm_kernel_multi_wave_cached", "ops_rms_norm__rms_norm_kernel_gather")
def _ops_rms(c):
    c.randn("x")
    c.randn("w")
    c.out("out")
    c.out("Rstd")
    yield
    eps = c.k("eps") if "eps" in c.p else c.k("EPS")
    off = c.k("offset") if "offset" in c.p else c.k("OFFSET")
    x = c.x("x")
    r = rms(x, eps)
    c.expect("Rstd", r[:, 0])
    c.expect("out", x * r * (off + c.x("w")))


@spec("ops_rms_norm__rms_norm_kernel_static_persistent")
def _ops_rms_sp(c):
    c.randn("X")
    c.randn("W")
    c.out("Y")
    c.out("Rstd")
    yield
    x = c.x("X")
    r = rms(x, c.k("EPS"))
    c.expect("Rstd", r[:, 0])
    c.expect("Y", x * r * (c.k("OFFSET") + c.x("W")))


def layer_norm(x, w, b, eps):
    mu = x.mean(-1, keepdim=True)
    var = ((x - mu) ** 2).mean(-1, keepdim=True)
    r = torch.rsqrt(var + eps)
    return (x - mu) * r * w + b, mu[..., 0], r[..., 0]


@spec("ops_layer_norm_legacy__layer_norm_fwd_kernel",
      "ops_layer_norm_legacy__persistent_layer_norm_fwd_kernel")
def _ops_ln(c):
    c.randn("X", 1.0, 0.5)
    c.randn("W")
    c.randn("B")
    for n in ("Y", "Mean", "Rstd"):
        c.out(n)
    yield
    shift = c.k("WEIGHT_SHIFT") if "WEIGHT_SHIFT" in c.p else 0.0
    y, mu, r = layer_norm(c.x("X"), c.x("W") + shift, c.x("B"), c.k("EPS"))
    c.expect("Mean", mu)
    c.expect("Rstd", r, rtol=1e-3 if "D" in c.p else None)   # E[x^2] - mean^2 form
    c.expect("Y", y)


# ==========================================================================================
# transformers/*/kernels
# ==========================================================================================

def silu(x):
    return x * torch.sigmoid(x)


@spec("lfm2_moe_causal_conv1d_prefill__causal_conv1d_prefill_kernel",
      "qwen3_5_causal_conv1d_prefill_silu__causal_conv1d_prefill_silu_kernel")
def _conv_prefill(c):
    c.randn("x")
    c.randn("weight", 0.5)
    c.out("output")
    yield
    x, w = c.x("x"), c.x("weight")
    K = w.shape[1]
    T = c.shape("output")[1]
    y = sum(x[:, j:j + T] * w[:, j:j + 1] for j in range(K))
    if "silu" in c.meta["name"]:
        y = silu(y)
    c.expect("output", y)


@spec("lfm2_moe_causal_conv1d_update__causal_conv1d_update_kernel",
      "qwen3_5_causal_conv1d_update_silu__causal_conv1d_update_silu_kernel")
def _conv_update(c):
    c.randn("x")
    c.randn("conv_state")
    c.randn("weight", 0.5)
    c.inplace("conv_state")
    c.out("output")
    yield
    x, s, w = c.x("x"), c.x("conv_state"), c.x("weight")
    win = torch.cat([s[:, 1:], x[:, None]], 1)       # the window after the shift
    y = (win * w).sum(1)
    if "silu" in c.meta["name"]:
        y = silu(y)
    c.expect("output", y)
    c.expect("conv_state", win, exact=True)


@spec("olmo3_dual_rms_norm__dual_rms_norm_kernel", "olmoe_dual_rms_norm__olmoe_dual_rms_norm_kernel")
def _dual_rms(c):
    for n in ("q", "k"):
        c.randn(n)
        c.randn(n + "_weight")
        c.inplace(n)
    yield
    for n in ("q", "k"):
        x = c.x(n)
        c.expect(n, x * rms(x, c.k("eps")) * c.x(n + "_weight"))


@spec("olmo3_rms_norm_residual_add__rms_norm_residual_add_kernel")
def _rms_res(c):
    c.randn("x")
    c.randn("residual")
    c.randn("weight")
    c.out("out")
    yield
    x = c.x("x")
    c.expect("out", c.x("residual") + x * rms(x, c.k("eps")) * c.x("weight"))


@spec("olmoe_residual_add_rms_norm__olmoe_residual_add_rms_norm_kernel",
      "qwen3_5_residual_add_rms_norm__residual_add_rms_norm_kernel")
def _res_rms(c):
    c.randn("residual")
    c.randn("x")
    c.randn("weight")
    c.out("sum_out")
    c.out("normed_out")
    yield
    off = c.k("offset") if "offset" in c.p else 0.0
    s = c.x("residual") + c.x("x")
    c.expect("sum_out", s)
    # the kernel normalizes the f32 sum, not the rounded sum_out
    c.expect("normed_out", s * rms(s, c.k("eps")) * (off + c.x("weight")))


@spec("qwen3_5_rms_norm_gated__rms_norm_gated_silu_kernel")
def _rms_gated(c):
    c.randn("hidden_states")
    c.randn("gate", 2.0)
    c.randn("weight")
    c.out("output")
    yield
    h = c.x("hidden_states")
    c.expect("output", c.x("weight") * h * rms(h, c.k("eps")) * silu(c.x("gate")))


@spec("qwen3_5_gdr_preprocess__gdr_preprocess_kernel")
def _gdr(c):
    c.randn("b_in", 2.0)
    c.randn("a_in", 2.0)
    c.randn("A_log", 0.5)
    c.randn("dt_bias", 0.5)
    c.out("beta_out")
    c.out("g_out")
    yield
    c.expect("beta_out", torch.sigmoid(c.x("b_in")))
    sp = torch.nn.functional.softplus(c.x("a_in") + c.x("dt_bias"))
    c.expect("g_out", -torch.exp(c.x("A_log")) * sp)


@spec("qwen3_5_sigmoid_mul__sigmoid_mul_kernel")
def _sigmul(c):
    c.randn("x")
    c.randn("gate", 2.0)
    c.out("output")
    yield
    c.expect("output", c.x("x") * torch.sigmoid(c.x("gate")))


@spec("qwen3_5_silu_and_mul_separate__silu_and_mul_separate_kernel")
def _silu_mul_sep(c):
    c.randn("gate", 2.0)
    c.randn("up")
    c.out("output")
    yield
    c.expect("output", silu(c.x("gate")) * c.x("up"))
