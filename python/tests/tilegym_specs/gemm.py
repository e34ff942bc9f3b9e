"""TileGym GPU specs: matrix multiplies (ops matmul / bmm, flashinfer GEMMs, ...).

Operands are drawn at the kernel's dtype with values O(1) / sqrt(K) so that outputs are
O(1); the references are float64 products of the exact values the kernel read. The
kernels accumulate in f32 from bf16 / f16 (or tf32 from f32) operands.
"""
import torch

from .core import spec

# |got - ref| <= atol + rtol |ref| for outputs O(1), by operand precision.
GEMM_TOL = {"bf16": (1e-2, 1e-2), "f16": (1e-2, 1e-2), "f32": (2e-3, 2e-3)}


def gemm_tol(c, operand):
    return GEMM_TOL[c.p[operand]["dtype"]]


def expect_mm(c, name, ref, operand):
    rtol, atol = gemm_tol(c, operand)
    c.expect(name, ref, rtol=rtol, atol=atol)


def _mt(x, t):
    """The matrix as used: the stored one, or its transpose ([.., K, M] -> [.., M, K])."""
    return x.transpose(-1, -2) if t else x


@spec("ops_matmul__matmul_kernel", "ops_matmul__matmul_kernel_tf32",
      "ops_matmul__matmul_kernel_f16",
      "ops_matmul__static_persistent_matmul_kernel",
      "ops_matmul__static_persistent_matmul_kernel_tb",
      "ops_matmul__static_persistent_matmul_kernel_ta_tf32",
      "ops_matmul__static_persistent_matmul_kernel_512",
      "ops_bmm__bmm_kernel", "ops_bmm__static_persistent_bmm_kernel",
      "ops_bmm__static_persistent_bmm_kernel_tatb")
def _matmul(c):
    ta = "TRANSPOSE_A" in c.p and c.k("TRANSPOSE_A")
    tb = "TRANSPOSE_B" in c.p and c.k("TRANSPOSE_B")
    sa = c.shape("A")
    K = sa[-2] if ta else sa[-1]
    c.randn("A", K ** -0.5)
    c.randn("B")
    c.out("C")
    yield
    expect_mm(c, "C", _mt(c.x("A"), ta) @ _mt(c.x("B"), tb), "A")
