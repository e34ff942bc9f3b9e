"""float64 references of the tensor-core fixture kernels (numpy only).

Shared by the CPU interpreter test (interp_fixtures_test.py, numpy arrays) and
the GPU specs (kernel_specs.py, torch tensors on the device: no numpy needed
there), so both check the kernels against the same formula. Every reference
takes numpy arrays or torch tensors of the *values* (bf16 / fp8 / f16 / int8
as themselves or decoded to floats) and computes in float64 in the same
library; what a kernel rounds its operands to (tf32) is applied here.

Also: conversions between float arrays and the raw-bit arrays tile-run reads
for the narrow float types numpy lacks (bf16 as uint16, float8_e4m3fn as
uint8).
"""
try:
    import numpy as np
except ImportError:     # the GPU machine may lack numpy: only the torch paths run there
    np = None

# ------------------------------------------------------------------------------------
# Narrow float encodings (tile-run: bf16 = uint16 bits, e4m3fn = uint8 bits)
# ------------------------------------------------------------------------------------


def bf16_bits(x):
    """float array -> bf16 bits (uint16), round to nearest even."""
    u = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32).astype(np.uint64)
    r = (u + 0x7FFF + ((u >> 16) & 1)) >> 16
    return r.astype(np.uint16)


def bf16_value(bits):
    """bf16 bits (uint16) -> float32."""
    return (np.asarray(bits, np.uint16).astype(np.uint32) << 16).view(np.float32)


def _e4m3_table():
    b = np.arange(256)
    s = np.where(b & 0x80, -1.0, 1.0)
    e = (b >> 3) & 0xF
    m = b & 0x7
    v = np.where(e == 0, m / 8.0 * 2.0 ** -6, (1 + m / 8.0) * 2.0 ** (e - 7.0))
    v = s * v
    v[(e == 15) & (m == 7)] = np.nan          # fn: only S.1111.111 is NaN, no inf
    return v


E4M3 = _e4m3_table() if np is not None else None


def e4m3_value(bits):
    return E4M3[np.asarray(bits, np.uint8)]


def e4m3_bits(x):
    """float array -> nearest finite float8_e4m3fn bits (ties: lower code)."""
    finite = np.flatnonzero(~np.isnan(E4M3))
    vals = E4M3[finite]
    x = np.asarray(x, np.float64)
    idx = np.abs(x[..., None] - vals).argmin(-1)
    return finite[idx].astype(np.uint8)




# ------------------------------------------------------------------------------------
# References (numpy arrays or torch tensors in; float64 of the same library out)
# ------------------------------------------------------------------------------------


def _torch(x):
    return type(x).__module__.startswith("torch")


def f64(x):
    if _torch(x):
        return x.float().double() if x.is_floating_point() else x.double()
    return np.asarray(x, np.float64)


def tf32_round(x):
    """f32 -> the f32 value of its tf32 rounding (10-bit mantissa, nearest even), as
    float64; int32 bit arithmetic (two's complement wrap-around) in either library."""
    if _torch(x):
        u = x.float().contiguous().view(__import__("torch").int32)
    else:
        u = np.ascontiguousarray(x, dtype=np.float32).view(np.int32)
    r = (u + 0xFFF + ((u >> 13) & 1)) & -8192
    return f64(r.view(__import__("torch").float32) if _torch(x) else r.view(np.float32))


def _swap(x):
    return x.swapaxes(-1, -2)


def matmul(a, b):
    """C = A @ B for [M, K] x [K, N] (any of the f16/bf16/fp8/i8 fixtures)."""
    return f64(a) @ f64(b)


def matmul_tf32(a, b):
    """The tf32 fixture rounds both operands to tf32 before the product."""
    return tf32_round(a) @ tf32_round(b)


def matmul_bias_relu(a, b, bias):
    r = matmul(a, b) + f64(bias)[None, :]
    return (r + abs(r)) / 2                      # relu, exact in float64


def bmm(a, b):
    return f64(a) @ f64(b)


def bmm_bt(a, b):
    """C[p] = A[p] @ B[p]^T, B given as [P, N, K]."""
    return f64(a) @ _swap(f64(b))


def attention(q, k, v, sm_scale, causal):
    """softmax(sm_scale * Q K^T [+ causal mask]) V per leading index; [BH, L, D]."""
    q, k, v = f64(q), f64(k), f64(v)
    s = (q @ _swap(k)) * sm_scale
    L = s.shape[-1]
    if _torch(s):
        import torch
        if causal:
            keep = torch.ones(L, L, device=s.device).tril().bool()
            s = s.masked_fill(~keep, float("-inf"))
        p = torch.exp(s - s.amax(-1, keepdim=True))
        return (p / p.sum(-1, keepdim=True)) @ v
    if causal:
        s = np.where(np.tril(np.ones((L, L), bool)), s, -np.inf)
    p = np.exp(s - s.max(-1, keepdims=True))
    return (p / p.sum(-1, keepdims=True)) @ v


def rel_err(got, want):
    """Relative Frobenius error, the GPU tests' measure."""
    got, want = f64(got), f64(want)
    if _torch(got):
        return float((got - want).norm() / want.norm().clamp_min(1e-30))
    return float(np.linalg.norm(got - want) / max(np.linalg.norm(want), 1e-30))


# Relative Frobenius error bounds per fixture (float64 reference vs kernel output),
# used by both the interpreter test and the GPU specs. Output rounding dominates:
# bf16 ~2^-9, f16 ~2^-11; tf32 operands are rounded in the reference as well.
TOL = {
    "matmul_f16": 1e-5,
    "matmul_f16_out_f16": 1e-3,
    "bmm_f16": 1e-3,
    "matmul_bf16": 4e-3,
    "matmul_tf32": 1e-5,
    "matmul_fp8": 2e-3,        # Hopper fp8 MMA accumulates with fewer bits than f32
    "matmul_i8": 0,            # exact
    "matmul_bias_relu": 1e-3,
    "matmul_grouped_f16": 1e-3,
    "bmm_bt_f16": 1e-3,
    "attention_fwd": 2e-3,     # P rounded to f16 before P @ V
    "attention_fwd_causal": 2e-3,
}
