"""TileGym GPU specs: fp8 quantization, multi-token attention masks, neighborhood-attention preprocess."""
import torch

from .core import spec


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
