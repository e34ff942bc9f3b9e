"""TileGym GPU specs: rope (ops, liger, qwen2vl M-RoPE), flashinfer rope + fp8 quantize."""
import torch

from .core import spec
from .fp8_attention import _expect_fp8


def _rotate_halves(x, cos, sin):
    """[..., 2 * h] half-split pairs (x0, x1) rotated by cos / sin [..., h]."""
    h = cos.shape[-1]
    x0, x1 = x[..., :h], x[..., h:2 * h]
    return torch.cat([x0 * cos - x1 * sin, x1 * cos + x0 * sin], -1)


def _rope_inputs(c, q, k, cos, sin):
    """Random q, k, cos and sin (drawn in that order); q and k rotate in place."""
    for n in (q, k, cos, sin):
        c.randn(n)
    c.inplace(q)
    c.inplace(k)


@spec("ops_rope__rope_kernel")
def _ops_rope(c):
    _rope_inputs(c, "q", "k", "cos", "sin")
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
    _rope_inputs(c, "Q", "K", "COS", "SIN")
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
    _rope_inputs(c, "Q", "K", "COS", "SIN")
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
    _rope_inputs(c, "Q", "K", "COS", "SIN")
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
    _rope_inputs(c, "query", "key", "cos", "sin")
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
