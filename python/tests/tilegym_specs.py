"""What each TileGym kernel of the GPU suite computes: inputs and float64 references.

A spec is a generator function of a Ctx: it makes the inputs and poisoned outputs (named
as the kernel's parameters; shapes and dtypes come from the kernel's NAME.json, i.e.
python/tilegym/gpu_signatures.py), yields (the kernel runs), then checks the outputs with
``c.expect``. The references are written from the semantics of the kernels' Python source
(tilegym 1.5.1), in float64 from the very input values the kernel read.
"""
import math

import torch

DT = {"bf16": torch.bfloat16, "f16": torch.float16, "f32": torch.float32,
      "f64": torch.float64, "i8": torch.int8, "i16": torch.int16, "i32": torch.int32,
      "i64": torch.int64, "u8": torch.uint8, "bool": torch.bool,
      "f8e4m3": torch.float8_e4m3fn, "f8e5m2": torch.float8_e5m2}
# Element tolerances per output dtype (|got - ref| <= atol + rtol * |ref|).
TOL = {"f32": (1e-4, 1e-5), "bf16": (2e-2, 2e-2), "f16": (4e-3, 2e-3)}


class Ctx:
    def __init__(self, meta, dev):
        self.meta, self.dev = meta, dev
        self.p = {p["name"]: p for p in meta["params"]}
        self.t = {}             # name -> tensor passed to the kernel
        self.inputs = {}        # name -> copy of the input as launched
        self.outs = set()       # poisoned outputs that must be checked
        self.checked = set()
        self.scalars = {}

    # ---- parameters
    def k(self, name):
        """A constant's or scalar's value."""
        p = self.p[name]
        assert p["kind"] in ("const", "scalar"), name
        return self.scalars.get(name, p["value"])

    def shape(self, name):
        return tuple(self.p[name]["shape"])

    def dtype(self, name):
        return DT[self.p[name]["dtype"]]

    def _put(self, name, t):
        p = self.p[name]
        assert p["kind"] == "array", f"{name} is not an array parameter"
        assert tuple(t.shape) == tuple(p["shape"]), f"{name}: shape {tuple(t.shape)} != {p['shape']}"
        t = t.to(self.dev, DT[p["dtype"]]).contiguous()
        self.t[name] = t
        self.inputs[name] = t.clone()
        return t

    # ---- inputs
    def put(self, name, t):
        return self._put(name, t)

    def randn(self, name, scale=1.0, shift=0.0):
        return self._put(name, torch.randn(self.shape(name), dtype=torch.float64) * scale + shift)

    def rand(self, name, lo=0.0, hi=1.0):
        return self._put(name, torch.rand(self.shape(name), dtype=torch.float64) * (hi - lo) + lo)

    def randint(self, name, lo, hi):
        return self._put(name, torch.randint(lo, hi, self.shape(name), dtype=torch.int64))

    def full(self, name, v):
        return self._put(name, torch.full(self.shape(name), v, dtype=torch.float64)
                         if not isinstance(v, int) or DT[self.p[name]["dtype"]].is_floating_point
                         else torch.full(self.shape(name), v, dtype=torch.int64))

    def x(self, name):
        """The input as launched, in float64 (or int64)."""
        t = self.inputs[name]
        return t.double() if t.dtype.is_floating_point else t.long()

    # ---- outputs
    def out(self, name):
        """A poisoned output: NaN for floats, all-ones bytes for integers."""
        dt = self.dtype(name)
        if dt.is_floating_point and dt.itemsize >= 2:
            t = torch.full(self.shape(name), float("nan"), dtype=dt, device=self.dev)
        else:
            t = torch.full(self.shape(name), 0xFF, dtype=torch.uint8, device=self.dev) \
                .view(dt) if dt.itemsize == 1 else \
                torch.full(self.shape(name), -1, dtype=dt, device=self.dev)
        self.t[name] = t
        self.outs.add(name)
        return t

    def inplace(self, name):
        """An input the kernel overwrites: checked like an output."""
        self.outs.add(name)

    def got(self, name):
        t = self.t[name]
        return t.double() if t.dtype.is_floating_point else t.long()

    def expect(self, name, ref, rtol=None, atol=None, exact=False):
        """Output `name` (after the launch) against the float64 reference."""
        got = self.got(name)
        ref = ref.to(self.dev).reshape(got.shape)
        self.checked.add(name)
        if exact or not got.dtype.is_floating_point:
            bad = got != ref.to(got.dtype)
            if got.dtype.is_floating_point:         # NaN where the reference has NaN
                bad &= ~(torch.isnan(got) & torch.isnan(ref))
            if bad.any():
                i = bad.nonzero()[0].tolist()
                raise AssertionError(f"{name}: {int(bad.sum())} of {bad.numel()} differ; first"
                                     f" at {i}: got {got[tuple(i)].item()} want"
                                     f" {ref[tuple(i)].item()}")
            return
        r0, a0 = TOL[self.p[name]["dtype"]]
        rtol = r0 if rtol is None else rtol
        atol = a0 if atol is None else atol
        assert not torch.isnan(got).any() or torch.isnan(ref).any(), \
            f"{name}: {int(torch.isnan(got).sum())} NaN (unwritten or invalid) outputs"
        err = (got - ref).abs() - (atol + rtol * ref.abs())
        err = torch.where(torch.isnan(ref) & torch.isnan(got), torch.zeros_like(err), err)
        err = torch.nan_to_num(err, nan=float("inf"))
        if (err > 0).any():
            i = tuple(int(v) for v in torch.nonzero(err == err.max())[0])
            raise AssertionError(f"{name}: {int((err > 0).sum())} of {err.numel()} outside"
                                 f" rtol {rtol} atol {atol}; worst at {list(i)}: got"
                                 f" {got[i].item():.6g} want {ref[i].item():.6g}")

    def finish(self):
        missing = self.outs - self.checked
        assert not missing, f"outputs not checked: {sorted(missing)}"

    # ---- launch arguments (cutile_python_v2: per array ptr, shapes, strides)
    def args(self):
        a = []
        for p in self.meta["params"]:
            if p["kind"] == "array":
                t = self.t.get(p["name"])
                assert t is not None, f"no tensor for {p['name']}"
                assert list(t.stride()) == p["strides"], f"{p['name']}: strides {t.stride()}"
                a += [t, *t.shape, *t.stride()]
            elif p["kind"] == "scalar":
                v = self.k(p["name"])
                assert v is not None, f"no value for scalar {p['name']}"
                a.append(v)
            elif p["kind"] == "list":
                raise NotImplementedError("list parameters")
        return a


class Spec:
    def __init__(self, fn):
        self.fn = fn

    def prepare(self, c):
        self.gen = self.fn(c)
        next(self.gen)

    def check(self, c):
        try:
            next(self.gen)
        except StopIteration:
            return
        raise RuntimeError("spec yields more than once")


SPECS = {}


def spec(*names):
    def deco(fn):
        for n in names:
            SPECS[n] = Spec(fn)
        return fn
    return deco


def f32(t):
    """Round a float64 tensor through float32 (a value the kernel computed in f32)."""
    return t.float().double()


def rnd(t, dt):
    return t.to(dt).double()


# ==========================================================================================
# ops/cutile activations
# ==========================================================================================

S2PI = 0.7978845608028654


def gelu_tanh(x):
    return 0.5 * x * (1.0 + torch.tanh(S2PI * (x + 0.044715 * x ** 3)))


def gelu_tanh_grad(x):
    t = torch.tanh(S2PI * (x + 0.044715 * x ** 3))
    return 0.5 * (1 + t) + 0.5 * x * (1 - t * t) * S2PI * (1 + 3 * 0.044715 * x * x)


def gelu_tanh_grad_cdfpdf(x):
    # gelu_backward_ct: Phi(x) (the tanh form) + x * phi(x) (the true normal pdf)
    cdf = 0.5 * (1.0 + torch.tanh(S2PI * (x + 0.044715 * x ** 3)))
    return cdf + x * 0.3989422804014327 * torch.exp(-0.5 * x * x)


@spec("ops_activation_gelu__gelu_kernel", "ops_activation_gelu__gelu_kernel_tanh")
def _gelu(c):
    c.randn("x", 2.0)
    c.out("y")
    yield
    # Both modes evaluate the tanh form (the "exact" path's CDF is the tanh approximation).
    c.expect("y", gelu_tanh(c.x("x")))


@spec("ops_activation_gelu__gelu_kernel_backward")
def _gelu_bwd(c):
    c.randn("x", 2.0)
    c.randn("dy")
    c.out("dx")
    yield
    c.expect("dx", c.x("dy") * gelu_tanh_grad_cdfpdf(c.x("x")))


@spec("ops_activation_relu__relu_fwd_kernel")
def _relu(c):
    c.randn("x")
    c.out("y")
    yield
    c.expect("y", c.x("x").clamp_min(0), exact=True)


@spec("ops_activation_geglu__geglu_fwd_kernel")
def _geglu_fwd(c):
    N = c.k("N")
    c.randn("x", 2.0)
    c.out("y")
    yield
    x = c.x("x").view(-1, 2 * N)
    c.expect("y", x[:, :N] * gelu_tanh(x[:, N:]))


@spec("ops_activation_geglu__geglu_bwd_kernel")
def _geglu_bwd(c):
    N = c.k("N")
    c.randn("x", 2.0)
    c.randn("dy")
    c.out("dx")
    yield
    x = c.x("x").view(-1, 2 * N)
    a, b = x[:, :N], x[:, N:]
    dy = c.x("dy").view(-1, N)
    if c.k("APPROXIMATE") == 1:
        db = dy * a * gelu_tanh_grad(b)
    else:
        db = dy * a * gelu_tanh_grad_cdfpdf(b)
    c.expect("dx", torch.cat([dy * gelu_tanh(b), db], 1))


def dropout_keep(n, seed, p):
    """The kernel's counter-based hash, exactly (int32 wrap-around, arithmetic shifts)."""
    def i32(v):
        return ((v + (1 << 31)) % (1 << 32)) - (1 << 31)
    off = torch.arange(n, dtype=torch.int64)
    h = i32(off * 1103515245 + seed)
    h = i32(h ^ (h >> 16))
    h = i32(h ^ (h << 8))
    h = i32(h ^ (h >> 4))
    u = (h & 0x7FFFFFFF).to(torch.float32) / torch.tensor(2147483647.0, dtype=torch.float32)
    return u > torch.tensor(p, dtype=torch.float32)


@spec("ops_dropout__dropout_kernel", "ops_dropout__dropout_kernel_bf16")
def _dropout(c):
    x = c.randn("x")
    c.out("output")
    yield
    p = c.k("P")
    keep = dropout_keep(x.numel(), c.k("SEED"), p).to(c.dev)
    dt = c.dtype("x")
    scale = torch.tensor(1.0 / (1.0 - p), dtype=dt)
    kept = (c.inputs["x"] * scale.to(c.dev)).double()     # x * scale in the input dtype
    got = c.got("output")
    # the mask must be the hash's, bit for bit (a kept element is never 0 here)
    mask = got != 0
    assert torch.equal(mask.cpu(), keep.cpu()), \
        f"keep mask differs at {int((mask != keep).sum())} of {keep.numel()} elements"
    frac = keep.double().mean().item()
    assert abs(frac - (1 - p)) < 0.05, f"keep fraction {frac} for p={p}"
    c.expect("output", torch.where(keep, kept, torch.zeros_like(kept)), exact=True)


# ==========================================================================================
# ops/cutile softmax and norms
# ==========================================================================================

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


# ==========================================================================================
# ops/cutile: more norms, swiglu, transpose, MoE align, Mamba2, attention, experimental
# ==========================================================================================

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


# ==========================================================================================
# liger: rms norm, fused add + rms norm, dyt
# ==========================================================================================

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


# ==========================================================================================
# liger: softmax, relu^2, swiglu, geglu, sparsemax
# ==========================================================================================

@spec("liger_softmax__softmax_single_tma", "liger_softmax__softmax_single_gather",
      "liger_softmax__softmax_fwd_ct")
def _lsm_fwd(c):
    c.randn("X", 3.0)
    c.out("Y")
    yield
    c.expect("Y", torch.softmax(c.x("X"), -1),
             atol=1e-6 if c.dtype("X") == torch.float32 else 2e-3)


@spec("liger_softmax__softmax_bwd_fused", "liger_softmax__softmax_bwd_ct")
def _lsm_bwd(c):
    c.put("Y", torch.softmax(torch.randn(c.shape("Y"), dtype=torch.float64) * 3, -1))
    c.randn("DY")
    c.out("DX")
    yield
    y, dy = c.x("Y"), c.x("DY")
    c.expect("DX", y * (dy - (y * dy).sum(-1, keepdim=True)),
             atol=1e-6 if c.dtype("Y") == torch.float32 else 2e-3)


@spec("liger_relu_squared__relu_squared_fwd_ct_aligned", "liger_relu_squared__relu_squared_fwd_ct")
def _relu2(c):
    c.randn("X")
    c.out("Y")
    yield
    c.expect("Y", c.x("X").clamp_min(0) ** 2)


@spec("liger_relu_squared__relu_squared_bwd_ct_aligned", "liger_relu_squared__relu_squared_bwd_ct")
def _relu2_bwd(c):
    c.randn("X")
    c.randn("DY")
    c.out("DX")
    yield
    c.expect("DX", 2 * c.x("DY") * c.x("X").clamp_min(0))


@spec("liger_swiglu__swiglu_fwd_ct_aligned", "liger_swiglu__swiglu_fwd_ct")
def _lswiglu(c):
    c.randn("A", 2.0)
    c.randn("B")
    c.out("C")
    yield
    a = c.x("A") * c.k("gate_multiplier")
    c.expect("C", rnd(silu(a), c.dtype("B")) * c.x("B"))


@spec("liger_swiglu__swiglu_bwd_ct_aligned", "liger_swiglu__swiglu_bwd_ct")
def _lswiglu_bwd(c):
    c.randn("A", 2.0)
    c.randn("B")
    c.randn("DC")
    c.inplace("A")
    c.inplace("B")
    yield
    g = c.k("gate_multiplier")
    a0 = c.x("A") * g
    s = torch.sigmoid(a0)
    dc, b = c.x("DC"), c.x("B")
    c.expect("B", dc * a0 * s, atol=1e-5)
    c.expect("A", dc * (a0 * s * (1 - s) + s) * b * g, atol=1e-5)


@spec("liger_geglu__geglu_fwd_kernel_ct")
def _lgeglu(c):
    c.randn("a", 2.0)
    c.randn("b")
    c.out("c")
    yield
    c.expect("c", rnd(gelu_tanh(c.x("a")), c.dtype("b")) * c.x("b"))


@spec("liger_geglu__geglu_bwd_kernel_ct")
def _lgeglu_bwd(c):
    c.randn("a", 2.0)
    c.randn("b")
    c.randn("dc")
    c.inplace("a")
    c.inplace("b")
    yield
    a, b, dc = c.x("a"), c.x("b"), c.x("dc")
    c.expect("b", dc * gelu_tanh(a), atol=1e-5)
    c.expect("a", dc * b * gelu_tanh_grad(a), atol=1e-5)


def sparsemax(x):
    z, _ = torch.sort(x, -1, descending=True)
    k = torch.arange(1, x.shape[-1] + 1, dtype=x.dtype, device=x.device)
    css = z.cumsum(-1)
    support = z * k > css - 1
    kk = support.sum(-1, keepdim=True).clamp_min(1)
    tau = (torch.where(support, z, torch.zeros_like(z)).sum(-1, keepdim=True) - 1) / kk
    return (x - tau).clamp_min(0)


@spec("liger_sparsemax__sparsemax_fwd_kernel")
def _sparsemax_fwd(c):
    x = c.randn("x_input", 2.0)
    c.put("x_sorted", torch.sort(x.float(), -1, descending=True)[0])
    c.out("y_output")
    yield
    c.expect("y_output", sparsemax(c.x("x_input")), atol=2e-2)


@spec("liger_sparsemax__sparsemax_bwd_kernel")
def _sparsemax_bwd(c):
    y = sparsemax(torch.randn(c.shape("output"), dtype=torch.float64) * 4)
    c.put("output", y)
    c.randn("grad_output")
    c.out("grad_input")
    yield
    o, go = c.x("output"), c.x("grad_output")
    supp = (o > 0).double()
    mean = (supp * go).sum(-1, keepdim=True) / (supp.sum(-1, keepdim=True) + 1e-6)
    c.expect("grad_input", supp * (go - mean), atol=1e-5)


# ==========================================================================================
# losses: liger cross entropy, JSD, KL, TVD; unsloth cross entropy
# ==========================================================================================

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


# ==========================================================================================
# unsloth elementwise / norms; rope
# ==========================================================================================

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


# ==========================================================================================
# fp8 quantization (bit-exact against torch's float8_e4m3fn conversion), multi-token
# attention masks, neighborhood-attention preprocess
# ==========================================================================================

def _fp8_bits(t):
    return t.view(torch.uint8).long()


def _expect_fp8(c, name, ref_f32):
    """fp8 output bit for bit: the f32 value (computed as the kernel does, in f32) rounded
    by torch's e4m3 conversion."""
    got = _fp8_bits(c.t[name])
    want = _fp8_bits(ref_f32.to(torch.float8_e4m3fn))
    c.checked.add(name)
    bad = got != want
    assert not bad.any(), (f"{name}: {int(bad.sum())} of {bad.numel()} fp8 bytes differ; first"
                           f" at {int(bad.view(-1).nonzero()[0])}: got {int(got.view(-1)[bad.view(-1)][0])}"
                           f" want {int(want.view(-1)[bad.view(-1)][0])}")


def _f(x):
    return torch.tensor(x, dtype=torch.float32)


@spec("flashinfer_per_token_group_quant_8bit__per_token_group_quant_8bit_kernel")
def _ptq(c):
    x = torch.randn(c.shape("y_input"), dtype=torch.float64) * 3
    x[128 * 7:128 * 8] = 0.0                        # an all-zero group: the eps clamp
    c.put("y_input", x)
    c.out("y_quantized")
    c.out("y_scale")
    yield
    y = c.inputs["y_input"].float().view(-1, 128)
    amax = torch.maximum(y.abs().amax(1), _f(c.k("eps")).to(y.device))
    ys = (amax.double() / 448.0).float()                # f32 divisions, correctly rounded
    inv = (1.0 / ys.double()).float()
    q = torch.clamp(y * inv[:, None], -448.0, 448.0)
    c.expect("y_scale", ys.double(), exact=True)
    _expect_fp8(c, "y_quantized", q.view(-1))


@spec("flashinfer_per_token_group_quant_8bit__per_token_group_quant_8bit_colmajor_kernel")
def _ptq_col(c):
    c.randn("y_input", 3.0)
    c.out("y_quantized")
    c.out("y_scale")
    yield
    rows, cols, gs = 6, c.k("y_num_columns"), c.k("group_size")
    y = c.inputs["y_input"].float().view(rows, cols // gs, gs)
    amax = torch.maximum(y.abs().amax(2), _f(c.k("eps")).to(y.device))
    ys = (amax.double() / 448.0).float()
    ys = torch.exp2(torch.ceil(torch.log2(ys.clamp_min(1e-10))))      # scale_ue8m0
    q = torch.clamp((y.double() / ys[..., None].double()).float(), -448.0, 448.0)
    c.expect("y_scale", ys.t().reshape(-1).double(), exact=True)    # [groups, rows]
    _expect_fp8(c, "y_quantized", q.reshape(-1))


@spec("unsloth_fp8__weight_dequant_kernel_ct")
def _wdq(c):
    x = (torch.randn(c.shape("x")) * 40).clamp(-448, 448).to(torch.float8_e4m3fn)
    c.put("x", x.float())                          # exact e4m3 values: the same bytes
    c.rand("s", 0.01, 2.0)
    c.out("y")
    yield
    B = c.k("BLOCK_SIZE")
    s = c.inputs["s"].float()
    srow = s.repeat_interleave(B, 0)[:c.shape("x")[0]].repeat_interleave(B, 1)[:, :c.shape("x")[1]]
    want = (c.inputs["x"].float() * srow).to(torch.bfloat16).double()
    c.expect("y", want, exact=True)


@spec("unsloth_fp8__act_quant_kernel_ct")
def _aq(c):
    x = torch.randn(c.shape("x"), dtype=torch.float64) * 5
    x[128 * 3:128 * 4] = 0.0                        # an all-zero block: scale 1
    c.put("x", x)
    c.out("y")
    c.out("s")
    yield
    B = c.k("BLOCK_SIZE")
    xf = c.inputs["x"].float().view(-1, B)
    amax = xf.abs().amax(1)
    # IEEE f32 division (the kernel's RoundingMode.FULL): through f64, which rounds
    # correctly; torch itself divides by a Python scalar through its reciprocal
    s = torch.where(amax == 0, torch.ones_like(amax), (amax.double() / 448.0).float())
    q = torch.clamp((xf.double() / s[:, None].double()).float(), -448.0, 448.0)
    c.expect("s", s.double(), exact=True)
    _expect_fp8(c, "y", q.reshape(-1))


def _causal(c, L):
    i = torch.arange(L, device=c.dev)
    return (i[None, :] <= i[:, None])           # [row, col]: col <= row


@spec("liger_multi_token_attention__mask_inf_fwd_kernel", "liger_multi_token_attention__mask_zero_fwd_kernel")
def _mta_fwd(c):
    c.randn("scores_2d")
    c.out("output_2d")
    yield
    L = c.k("L")
    s = c.x("scores_2d").view(-1, L, L)
    fill = -1e9 if "inf" in c.meta["name"] else 0.0
    want = torch.where(_causal(c, L), s, torch.full_like(s, fill))
    # the zero mask passes values through exactly; -1e9 is rounded to bf16
    c.expect("output_2d", want.view(-1, L), exact=fill == 0.0)


@spec("liger_multi_token_attention__mask_bwd_kernel")
def _mta_bwd(c):
    c.randn("grad_2d")
    c.out("output_2d")
    yield
    L = c.k("L")
    g = c.x("grad_2d").view(-1, L, L)
    c.expect("output_2d", torch.where(_causal(c, L), g, torch.zeros_like(g)).view(-1, L), exact=True)


@spec("liger_multi_token_attention__fused_softmax_zeromask_bwd_kernel")
def _mta_sm_bwd(c):
    L = c.k("L")
    sc = torch.randn(c.shape("probs_2d"), dtype=torch.float64).view(-1, L, L)
    sc = torch.where(_causal(c, L).cpu(), sc, torch.full_like(sc, float("-inf")))
    c.put("probs_2d", torch.softmax(sc, -1).view(-1, L))
    c.randn("grad_probs_2d")
    c.out("output_2d")
    yield
    p, dp = c.x("probs_2d"), c.x("grad_probs_2d")
    dx = p * (dp - (p * dp).sum(-1, keepdim=True))
    dx = torch.where(_causal(c, L), dx.view(-1, L, L), torch.zeros_like(dx.view(-1, L, L)))
    c.expect("output_2d", dx.view(-1, L), atol=1e-6)


@spec("liger_fused_neighborhood_attention__fna_bwd_preprocess_kernel")
def _fna_pre(c):
    c.randn("output")
    c.randn("grad_output")
    c.out("delta_cache")
    yield
    S, P = c.k("SEQ_LEN"), c.k("LSE_STRIDE")
    d = (c.x("output") * c.x("grad_output")).sum(-1)                  # [B, H, S]
    want = torch.zeros(d.shape[0] * d.shape[1], P, dtype=torch.float64, device=d.device)
    want[:, :S] = d.reshape(-1, S)
    c.expect("delta_cache", want.view(-1), atol=1e-4)


# ==========================================================================================
# liger GRPO loss (per-token importance sampling)
# ==========================================================================================

def _grpo_inputs(c):
    B, L, N, T = c.k("B"), c.k("L"), c.k("N"), c.k("temperature")
    c.randn("logits_input", 2.0)
    ids = torch.randint(0, N, (B, L))
    c.put("input_ids", ids)
    mask = torch.ones(B, L, dtype=torch.int64)
    mask[0, 5:] = 0
    mask[2, 2] = 0
    c.put("completion_mask", mask)
    c.put("advantages", torch.tensor([0.7, -1.2, 0.4]))
    logits = c.inputs["logits_input"].double().cpu().view(B, L + 1, N)[:, :L] / T
    lse = torch.logsumexp(logits, -1)
    logp = logits.gather(-1, ids[..., None])[..., 0] - lse
    c.put("old_logp_input", logp + 0.3 * torch.randn(B, L, dtype=torch.float64))
    c.put("ref_logp_input", logp + 0.2 * torch.randn(B, L, dtype=torch.float64))
    c.put("vllm_is_ratio", torch.ones(1))
    c.put("phi_seq_input", torch.ones(B))
    return B, L, N, T, mask.bool().to(c.dev)


def _grpo_math(c):
    """logp, lse, coef_1, advantage per token from the launched inputs (float64)."""
    B, L, N, T = c.k("B"), c.k("L"), c.k("N"), c.k("temperature")
    x = c.x("logits_input").view(B, L + 1, N)[:, :L] / T
    lse = torch.logsumexp(x, -1)
    logp = x.gather(-1, c.x("input_ids")[..., None])[..., 0] - lse
    coef1 = torch.exp(logp - c.x("old_logp_input"))
    adv = c.x("advantages")[:, None].expand(B, L)
    return x, lse, logp, coef1, adv


@spec("liger_grpo_loss__grpo_loss_fwd_ct")
def _grpo_fwd(c):
    B, L, N, T, mask = _grpo_inputs(c)
    for n in ("loss_output", "lse_cache", "kl_output", "is_clipped_output"):
        c.out(n)
    yield
    assert c.k("loss_type") == 0
    x, lse, logp, coef1, adv = _grpo_math(c)
    el, eh, beta = c.k("eps_low"), c.k("eps_high"), c.k("beta")
    coef2 = coef1.clamp(1 - el, 1 + eh)
    loss = -torch.minimum(coef1 * adv, coef2 * adv)
    clipped = (((coef1 < 1 - el) & (adv < 0)) | ((coef1 > 1 + eh) & (adv > 0))).double()
    ref = c.x("ref_logp_input")
    kl = torch.exp(ref - logp) - (ref - logp) - 1
    loss = loss + beta * kl
    nan = torch.full_like(loss, float("nan"))       # masked tokens: nothing written
    c.expect("loss_output", torch.where(mask, loss, nan), atol=1e-5)
    c.expect("lse_cache", torch.where(mask, lse, nan))
    c.expect("kl_output", torch.where(mask, kl, nan), atol=1e-5)
    c.expect("is_clipped_output", torch.where(mask, clipped, nan), exact=True)


@spec("liger_grpo_loss__grpo_loss_bwd_ct", "liger_grpo_loss__bwd_occ_small", "liger_grpo_loss__bwd_occ_large")
def _grpo_bwd(c):
    B, L, N, T, mask = _grpo_inputs(c)
    # lse as the forward cached it
    x0 = c.inputs["logits_input"].double().view(B, L + 1, N)[:, :L] / T
    c.put("lse_cache", torch.logsumexp(x0, -1))
    c.randn("dloss_input")
    c.out("dlogits_output")
    yield
    x, _, _, _, adv = _grpo_math(c)
    lse = c.x("lse_cache")
    logp = x.gather(-1, c.x("input_ids")[..., None])[..., 0] - lse
    coef1 = torch.exp(logp - c.x("old_logp_input"))
    lt, el, eh, beta = c.k("loss_type"), c.k("eps_low"), c.k("eps_high"), c.k("beta")
    if lt == 0:
        l1, l2 = coef1 * adv, coef1.clamp(1 - el, 1 + eh) * adv
        dlogp = -coef1 * adv * (l2 >= l1).double()
    elif lt == 1:
        dlogp = -torch.clamp_max(coef1, eh) * adv
    else:
        tmp = torch.where(adv > 0, c.k("sapo_temp_pos"), c.k("sapo_temp_neg"))
        s = torch.sigmoid(tmp * (coef1 - 1))
        dlogp = -adv * 4 * s * (1 - s) * coef1
    dlogp = dlogp + beta * (1 - torch.exp(c.x("ref_logp_input") - logp))
    scaled = dlogp * c.x("dloss_input") / T
    probs = torch.exp(x - lse[..., None])
    onehot = torch.nn.functional.one_hot(c.x("input_ids"), N).double()
    g = (onehot - probs) * scaled[..., None]
    g = torch.where(mask[..., None], g, torch.zeros_like(g))
    full = torch.full((B, L + 1, N), float("nan"), dtype=torch.float64, device=g.device)
    full[:, :L] = g                                  # the extra logits row is not touched
    c.expect("dlogits_output", full.view(B * (L + 1), N),
             atol=1e-6 if c.dtype("logits_input") == torch.float32 else 1e-5)


def _grpo_seq_inputs(c):
    B, L, N, T, mask = _grpo_inputs_common(c)
    c.put("coef_1", torch.tensor([0.7, 1.05, 1.4]))       # below, inside, above the clip
    return B, L, N, T, mask


def _grpo_inputs_common(c):
    B, L, N, T = c.k("B"), c.k("L"), c.k("N"), c.k("temperature")
    c.randn("logits_input", 2.0)
    ids = torch.randint(0, N, (B, L))
    c.put("input_ids", ids)
    mask = torch.ones(B, L, dtype=torch.int64)
    mask[0, 5:] = 0
    mask[2, 2] = 0
    c.put("completion_mask", mask)
    c.put("advantages", torch.tensor([0.7, -1.2, 0.4]))
    logits = c.inputs["logits_input"].double().cpu().view(B, L + 1, N)[:, :L] / T
    lse = torch.logsumexp(logits, -1)
    logp = logits.gather(-1, ids[..., None])[..., 0] - lse
    c.put("ref_logp_input", logp + 0.2 * torch.randn(B, L, dtype=torch.float64))
    return B, L, N, T, mask.bool().to(c.dev)


@spec("liger_grpo_loss__grpo_loss_fwd_seq_ct")
def _grpo_fwd_seq(c):
    B, L, N, T, mask = _grpo_seq_inputs(c)
    c.put("coef_1_raw", torch.tensor([0.65, 1.1, 1.5]))
    c.put("coef_2", torch.tensor([0.8, 1.05, 1.28]))
    c.put("is_clipped_seq", torch.tensor([1.0, 0.0, 1.0]))
    c.put("vllm_is_ratio", torch.ones(1))
    for n in ("loss_output", "lse_cache", "kl_output", "is_clipped_output"):
        c.out(n)
    yield
    x = c.x("logits_input").view(B, L + 1, N)[:, :L] / T
    lse = torch.logsumexp(x, -1)
    logp = x.gather(-1, c.x("input_ids")[..., None])[..., 0] - lse
    adv = c.x("advantages")[:, None]
    loss = -torch.minimum(c.x("coef_1")[:, None] * adv, c.x("coef_2")[:, None] * adv)
    ref = c.x("ref_logp_input")
    kl = torch.exp(ref - logp) - (ref - logp) - 1
    if c.k("use_bias_correction_kl"):
        kl = kl * c.x("coef_1_raw")[:, None]
    loss = loss + c.k("beta") * kl
    nan = torch.full_like(loss, float("nan"))
    c.expect("loss_output", torch.where(mask, loss, nan), atol=1e-5)
    c.expect("lse_cache", torch.where(mask, lse, nan))
    c.expect("kl_output", torch.where(mask, kl, nan), atol=1e-5)
    c.expect("is_clipped_output", torch.where(mask, c.x("is_clipped_seq")[:, None].expand(B, L), nan),
             exact=True)


@spec("liger_grpo_loss__grpo_loss_bwd_seq_ct", "liger_grpo_loss__bwd_seq_occ_small",
      "liger_grpo_loss__bwd_seq_occ_large")
def _grpo_bwd_seq(c):
    B, L, N, T, mask = _grpo_seq_inputs(c)
    x0 = c.inputs["logits_input"].double().view(B, L + 1, N)[:, :L] / T
    c.put("lse_cache", torch.logsumexp(x0, -1))
    c.randn("dloss_input")
    c.randn("dloss_sum_input")
    c.put("seq_len", mask.sum(1).double().cpu())
    c.out("dlogits_output")
    yield
    x = c.x("logits_input").view(B, L + 1, N)[:, :L] / T
    lse = c.x("lse_cache")
    logp = x.gather(-1, c.x("input_ids")[..., None])[..., 0] - lse
    c1 = c.x("coef_1")[:, None]
    adv = c.x("advantages")[:, None]
    el, eh, delta, beta = c.k("eps_low"), c.k("eps_high"), c.k("delta"), c.k("beta")
    c2 = c1.clamp(1 - el, 1 + eh)
    c1l = torch.clamp_max(c1, delta) if delta != 0.0 else c1
    unclipped = (c2 * adv >= c1l * adv).double()
    dlogp = -c1 * adv / c.x("seq_len")[:, None] * unclipped * c.x("dloss_sum_input")[:, None]
    if delta != 0.0:
        dlogp = dlogp * (c1 <= delta).double()
    ref, dl = c.x("ref_logp_input"), c.x("dloss_input")
    if c.k("use_bias_correction_kl"):
        dlogp = dlogp + beta * c1 * (logp - ref) * dl
    else:
        dlogp = dlogp + beta * (1 - torch.exp(ref - logp)) * dl
    probs = torch.exp(x - lse[..., None])
    onehot = torch.nn.functional.one_hot(c.x("input_ids"), N).double()
    g = (onehot - probs) * (dlogp / T)[..., None]
    g = torch.where(mask[..., None], g, torch.zeros_like(g))
    full = torch.full((B, L + 1, N), float("nan"), dtype=torch.float64, device=g.device)
    full[:, :L] = g
    c.expect("dlogits_output", full.view(B * (L + 1), N),
             atol=1e-6 if c.dtype("logits_input") == torch.float32 else 1e-5)


# ==========================================================================================
# liger group norm
# ==========================================================================================

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


# ==========================================================================================
# rope (ops, liger, qwen2vl M-RoPE), flashinfer rope + fp8 quantize
# ==========================================================================================

def _rotate_halves(x, cos, sin):
    """[..., 2 * h] half-split pairs (x0, x1) rotated by cos / sin [..., h]."""
    h = cos.shape[-1]
    x0, x1 = x[..., :h], x[..., h:2 * h]
    return torch.cat([x0 * cos - x1 * sin, x1 * cos + x0 * sin], -1)


@spec("ops_rope__rope_kernel")
def _ops_rope(c):
    for n in ("q", "k", "cos", "sin"):
        c.randn(n)
    c.inplace("q")
    c.inplace("k")
    yield
    R = c.k("TILE_RD")
    cos = c.x("cos")[:, None, :, :R]                 # [B, 1, S, R]; COS_BS == B
    sin = c.x("sin")[:, None, :, :R]
    for n in ("q", "k"):
        x = c.x(n)
        # the first 2 * TILE_RD of the head dim rotate, the rest is left as it was
        want = torch.cat([_rotate_halves(x, cos, sin), x[..., 2 * R:]], -1)
        c.expect(n, want)
        assert torch.equal(c.t[n][..., 2 * R:], c.inputs[n][..., 2 * R:]), f"{n}: tail changed"


@spec("liger_rope__rope_4d_ct")
def _lrope4(c):
    for n in ("Q", "K", "COS", "SIN"):
        c.randn(n)
    c.inplace("Q")
    c.inplace("K")
    yield
    h = c.k("TILE_HD")
    cb = c.shape("COS")[0]
    B = c.shape("Q")[0]
    bi = torch.arange(B, device=c.dev) * (cb > 1)
    cos = c.x("COS")[bi][:, None, :, :h]
    sin = c.x("SIN")[bi][:, None, :, :h] * c.k("sin_sign")
    for n in ("Q", "K"):
        c.expect(n, _rotate_halves(c.x(n), cos, sin))


@spec("liger_rope__rope_5d_ct")
def _lrope5(c):
    for n in ("Q", "K", "COS", "SIN"):
        c.randn(n)
    c.inplace("Q")
    c.inplace("K")
    yield
    cb = c.shape("COS")[0]
    B = c.shape("Q")[0]
    bi = torch.arange(B, device=c.dev) * (cb > 1)
    cos = c.x("COS")[bi]                             # [B, S, 1, half]
    sin = c.x("SIN")[bi] * c.k("sin_sign")
    for n in ("Q", "K"):
        x = c.x(n)                                   # [B, S, H, 2, half]
        xr, xi = x[..., 0, :], x[..., 1, :]
        c.expect(n, torch.stack([xr * cos - xi * sin, xi * cos + xr * sin], -2))


def _mrope_select(cs, t_end, h_end):
    """cs [3, ..., h]: per column the temporal, height or width section's value."""
    col = torch.arange(cs.shape[-1], device=cs.device)
    return torch.where(col < t_end, cs[0], torch.where(col < h_end, cs[1], cs[2]))


@spec("liger_qwen2vl_mrope__qwen2vl_mrope_4d_ct")
def _mrope4(c):
    for n in ("Q", "K", "COS", "SIN"):
        c.randn(n)
    c.inplace("Q")
    c.inplace("K")
    yield
    h = c.k("TILE_HD")
    t_end = c.k("MROPE_SECTION_T")
    h_end = t_end + c.k("MROPE_SECTION_H")
    cos = _mrope_select(c.x("COS")[..., :h], t_end, h_end)[:, None]     # [B, 1, S, h]
    sin = _mrope_select(c.x("SIN")[..., :h], t_end, h_end)[:, None] * c.k("sin_sign")
    for n in ("Q", "K"):
        c.expect(n, _rotate_halves(c.x(n), cos, sin))


@spec("liger_qwen2vl_mrope__qwen2vl_mrope_kernel")
def _mrope_flat(c):
    for n in ("query", "key", "cos", "sin"):
        c.randn(n)
    c.inplace("query")
    c.inplace("key")
    yield
    D, h = c.k("HEAD_DIM"), c.k("HEAD_DIM_HALF")
    BS = c.k("BS_SL")
    t_end = c.k("MROPE_SECTION_T")
    h_end = t_end + c.k("MROPE_SECTION_H")
    cos = _mrope_select(c.x("cos").view(3, BS, 1, D)[..., :h], t_end, h_end)   # [BS, 1, h]
    sin = _mrope_select(c.x("sin").view(3, BS, 1, D)[..., :h], t_end, h_end)
    if c.k("BACKWARD"):
        sin = -sin
    for n, H in (("query", c.k("N_QH")), ("key", c.k("N_KH"))):
        x = c.x(n).view(BS, H, D)
        c.expect(n, _rotate_halves(x, cos, sin).reshape(-1))


def _expect_fp8_near(c, name, ref):
    """An fp8 output against an unrounded reference: within half an e4m3 step (2^-4
    relative for normals, 2^-10 absolute for subnormals), i.e. a correctly rounded value
    up to the f32 rounding of the intermediate products."""
    got = c.t[name].double()
    ref = ref.to(got.device).reshape(got.shape)
    c.checked.add(name)
    err = (got - ref).abs() - (2.0 ** -10 + (2.0 ** -4 + 1e-6) * ref.abs())
    err = torch.nan_to_num(err, nan=float("inf"))
    if (err > 0).any():
        i = tuple(int(v) for v in torch.nonzero(err == err.max())[0])
        raise AssertionError(f"{name}: {int((err > 0).sum())} of {err.numel()} fp8 values off;"
                             f" worst at {list(i)}: got {got[i].item():.6g} want"
                             f" {ref[i].item():.6g}")


@spec("flashinfer_rope_quantize_fp8__rope_quantize_fp8_kernel")
def _rope_q8(c):
    for n in ("q_rope", "k_rope", "q_nope", "k_nope"):
        c.randn(n, 2.0)
    c.randn("cos_sin_cache")
    c.put("pos_ids", torch.randint(0, c.shape("cos_sin_cache")[0], c.shape("pos_ids")))
    for n in ("q_rope_out", "k_rope_out", "q_nope_out", "k_nope_out"):
        c.out(n)
    yield
    half = c.k("ROPE_DIM") // 2
    cs = c.x("cos_sin_cache")[c.x("pos_ids")]                 # [T, ROPE_DIM]: cos | sin
    cos, sin = cs[:, :half], cs[:, half:]
    sq, skv = c.k("quant_scale_q"), c.k("quant_scale_kv")
    for n, s, cb, sb in (("q_rope", sq, cos[:, None], sin[:, None]), ("k_rope", skv, cos, sin)):
        x = c.x(n)
        xe, xo = x[..., 0::2], x[..., 1::2]                    # interleaved pairs
        out = torch.stack([(xe * cb - xo * sb) * s, (xo * cb + xe * sb) * s], -1)
        _expect_fp8_near(c, n + "_out", out.reshape(x.shape))
    # the no-rope parts: bf16 x scale is exact in f32, so the e4m3 bytes are determined
    for n, s in (("q_nope", sq), ("k_nope", skv)):
        _expect_fp8(c, n + "_out", c.inputs[n].float() * s)


# ==========================================================================================
# split-K reductions, ops rms norm backward, mHC residual, recurrent gated delta rule
# ==========================================================================================

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
