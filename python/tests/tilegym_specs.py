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
