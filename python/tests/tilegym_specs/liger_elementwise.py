"""TileGym GPU specs: liger: softmax, relu^2, swiglu, geglu, sparsemax."""
import torch

from .core import rnd, spec
from .activations import gelu_tanh, gelu_tanh_grad
from .ops_norms import silu


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
