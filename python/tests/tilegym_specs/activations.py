"""TileGym GPU specs: ops/cutile activations and dropout."""
import torch

from .core import spec


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
