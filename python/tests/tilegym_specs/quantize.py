"""TileGym GPU specs: NVFP4 quantisation (ops/cutile/experimental/nvfp4_quantize.py).

Per 128 x 64 tile of x (zero-padded past the edges) and 16-element column group g of row r:
scale_pre = max(f32(f32(amax / 6) * s_enc), E4M3_EPS), zeroed for the groups / rows past
NUM_COLS / NUM_ROWS when USE_COL_MASK / USE_ROW_MASK; the scale is its fp8 e4m3 (round to
nearest even, saturating at 448), stored swizzled: byte (r % 32) * 16 + (r // 32) * 4 + g
of the tile's 512-byte block (tile blk_m * NUM_N_BLOCKS + blk_n). Each element becomes the
e2m1 (round to nearest even, saturating at 6, sign kept for values rounding to zero) of
f32(x * f32(s_enc / scale)); two per byte, the even column in the low nibble.

Every f32 operation of the kernel (one division, one product, then one more division and
product) is emulated exactly: the operands are f32, the exact result rounded once to f32
(float64 holds every product of two f32 exactly, and rounding a float64 quotient to f32 is
the correctly rounded f32 quotient), and the fp8 / e2m1 roundings are done on the exact
f32 values; so the bytes are compared exactly, ties included (the inputs place values on
e4m3 and e2m1 rounding ties on purpose). The only freedom the kernel has is in bytes it
never stores (out-of-bounds padding of packed_out, clipped by the store).
"""
import torch

from .core import spec

E2M1 = torch.tensor([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0], dtype=torch.float64)


def f32(t):
    return t.float().double()


def round_fp(v, mant, emin, maxv):
    """v (float64) rounded to nearest even on the grid of a binary format with `mant`
    mantissa bits and minimum normal exponent `emin`, saturating at +-maxv (no inf / NaN);
    the sign of zero kept."""
    a = v.abs()
    _, e = torch.frexp(a)                                   # a = m 2^e, m in [0.5, 1)
    ex = torch.clamp(e.double() - 1, min=emin)              # exponent of the leading bit
    step = torch.pow(2.0, ex - mant)
    q = torch.clamp(torch.round(a / step) * step, max=maxv)   # torch.round: half to even
    return torch.copysign(q, v)


def nvfp4_reference(x, s_enc, nbm, nbn, rows, cols, col_mask, row_mask):
    """(scales [nbm * nbn * 512] uint8 values, codes [rows, cols] e2m1 nibbles)."""
    R, C = x.shape
    xp = torch.zeros(nbm * 128, nbn * 64, dtype=torch.float64)
    xp[:R, :C] = x
    g = xp.view(nbm * 128, nbn * 4, 16)
    amax = g.abs().amax(-1)                                 # [rows', groups']
    s = torch.tensor(s_enc, dtype=torch.float64)
    eps = f32(torch.tensor(1.5258789e-05, dtype=torch.float64))
    sp = torch.maximum(f32(f32(amax / 6.0) * s), eps)
    if col_mask:
        valid = (cols % 64) // 16
        loc = torch.arange(nbn * 4) - (nbn - 1) * 4         # group index in the last block
        sp[:, (loc >= 0) & (loc >= valid)] = 0.0
    if row_mask:
        valid = rows % 128
        loc = torch.arange(nbm * 128) - (nbm - 1) * 128
        sp[(loc >= 0) & (loc >= valid), :] = 0.0
    sc = round_fp(sp, 3, -6, 448.0)                         # fp8 e4m3 values (>= 0)
    sbytes = sc.float().to(torch.float8_e4m3fn).view(torch.uint8).long()
    blocks = sbytes.view(nbm, 128, nbn, 4).permute(0, 2, 1, 3)            # [bm, bn, 128, 4]
    swz = blocks.reshape(nbm, nbn, 4, 32, 4).permute(0, 1, 3, 2, 4).reshape(-1)
    enc = f32(s / sc)                                       # inf where the scale is 0
    v = f32(g * enc[..., None]).view(nbm * 128, nbn * 64)[:R, :C]
    assert not torch.isnan(v).any(), "inputs with a zero scale on stored elements"
    q = round_fp(v, 1, 0, 6.0)
    code = torch.searchsorted(E2M1, q.abs()) + 8 * torch.signbit(q).long()
    assert (E2M1[code % 8] == q.abs()).all()
    return swz, code


@spec("ops_experimental_nvfp4_quantize__nvfp4_quant_kernel",
      "ops_experimental_nvfp4_quantize__nvfp4_quant_kernel_even_f32")
def _nvfp4_quant(c):
    R, C = c.shape("x")
    bf = c.dtype("x") == torch.bfloat16
    if bf:
        # rows of magnitudes 2^-11 .. 2^3 (2^-11: fp8 subnormal scales), one row 2^5
        # (scales past 448: saturated, elements past 6), s_enc 64 (a power of two: the
        # tie groups below are exact).
        u = torch.randint(-11, 4, (R, 1)).double()
        u[20:30] = -11
        u[5] = 5
        x = torch.randn(R, C, dtype=torch.float64) * torch.pow(2.0, u)
        # e2m1 ties: amax 3 -> scale exactly 32, enc 2: x = t / 2 puts x * enc on t.
        t = torch.tensor([6, 0.25, -0.25, 0.75, -0.75, 1.25, -1.25, 1.75, -1.75, 2.5, -2.5,
                          3.5, -3.5, 5, -5, 0.1], dtype=torch.float64)
        x[10, 0:16] = t / 2
        x[10, 16:32] = -t.flip(0) / 2 * 4                   # scale 128, enc 1 / 2
        # e4m3 ties: amax 51 / 16 -> scale_pre 34 (between 32 and 36: to 32), amax 57 / 16
        # -> 38 (between 36 and 40: to 40).
        for grp, amax in ((0, 51 / 16), (1, 57 / 16), (2, -51 / 16)):
            row = torch.rand(16, dtype=torch.float64) * 1.98 - 0.99
            row[3] = 1.0
            x[11, grp * 16:(grp + 1) * 16] = row * amax
        s_enc = 64.0
    else:
        u = torch.randint(-6, 3, (R, 1)).double()
        x = torch.randn(R, C, dtype=torch.float64) * torch.pow(2.0, u)
        s_enc = float(torch.tensor(448 * 6 / float(x.float().abs().max()),
                                   dtype=torch.float32))   # the usual global scale
    c.put("x", x)
    c.put("s_enc", torch.tensor([s_enc]))
    c.out("scales_out")
    c.out("packed_out")
    yield
    swz, code = nvfp4_reference(c.x("x").cpu(), s_enc, c.k("NUM_M_BLOCKS"),
                                c.k("NUM_N_BLOCKS"), c.k("NUM_ROWS"), c.k("NUM_COLS"),
                                c.k("USE_COL_MASK"), c.k("USE_ROW_MASK"))
    c.expect("scales_out", swz, exact=True)
    c.expect("packed_out", code[:, 0::2] | (code[:, 1::2] << 4), exact=True)
