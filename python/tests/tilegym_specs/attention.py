"""TileGym GPU specs: attention kernels built on mma (prefill, training backward, decode).

Inputs are bf16 / f16 draws; the references are float64 softmax attention over the exact
input values. The kernels multiply in f32 from 16-bit operands, and round the softmax
probabilities P (and dS in the backward) to the input dtype before the second product:
tolerances are 1e-2 relative to the output's magnitude.
"""
import math

import torch

from .core import spec

LN2 = math.log(2)


def rms(t):
    return float(t.pow(2).mean().sqrt())


def expect_rel(c, name, ref, tol=1e-2, rtol=None):
    """got within tol * rms(ref) + rtol * |ref| (rtol defaults to tol)."""
    c.expect(name, ref, rtol=tol if rtol is None else rtol, atol=tol * max(rms(ref), 1e-30))


def expect_mag(c, name, ref, mag, tol=1e-2, rtol=0.0):
    """|got - ref| <= tol * mag + rtol * |ref| elementwise, mag the magnitude of the sum the
    element is (sum |a_i| |b_i| of its products: what 16-bit rounding of the operands can
    move); rtol for the rounding of the output alone. NaN in the reference: the element
    must still hold its NaN poison (not written)."""
    got = c.got(name)
    ref = ref.to(got.device).reshape(got.shape)
    mag = mag.to(got.device).reshape(got.shape)
    c.checked.add(name)
    bound = tol * mag + rtol * ref.abs() + tol * 1e-3 * max(rms(mag), 1e-30)
    err = (got - ref).abs() - bound
    err = torch.where(torch.isnan(ref) & torch.isnan(got), torch.zeros_like(err), err)
    err = torch.nan_to_num(err, nan=float("inf"))
    if (err > 0).any():
        i = tuple(int(v) for v in torch.nonzero(err == err.max())[0])
        raise AssertionError(f"{name}: {int((err > 0).sum())} of {err.numel()} outside {tol} x"
                             f" magnitude; worst at {list(i)}: got {got[i].item():.6g} want"
                             f" {ref[i].item():.6g} (magnitude {mag[i].item():.4g})")


def expect_where(c, name, ref, keep, **kw):
    """Checks `name` only where `keep` (a bool mask over the output) holds: elsewhere the
    kernel's own value stands in for the reference (padding the kernel writes but no
    consumer reads)."""
    got = c.got(name)
    keep = keep.to(got.device).reshape(got.shape)
    full = torch.where(keep, ref.to(got.device).reshape(got.shape), got)
    expect_rel(c, name, full, **kw) if kw.pop("rel", True) else c.expect(name, full, **kw)


def gqa(k, h):
    """[B, HK, S, D] -> [B, H, S, D]: each kv head serves H / HK consecutive q heads."""
    return k.repeat_interleave(h // k.shape[1], 1)


def attn_scores(q, k, scale, causal, input_pos=0):
    """Scaled scores [B, H, Sq, Sk] with -inf where masked (key > query + input_pos)."""
    s = q @ gqa(k, q.shape[1]).transpose(-1, -2) * scale
    if causal:
        i = torch.arange(q.shape[2], device=q.device)[:, None] + input_pos
        j = torch.arange(k.shape[2], device=q.device)[None, :]
        s = s.masked_fill(j > i, float("-inf"))
    return s


def attention(q, k, v, scale, causal, input_pos=0, mag=False):
    """(out [B, H, Sq, D], lse [B, H, Sq] natural log[, magnitude P @ |V|])."""
    s = attn_scores(q, k, scale, causal, input_pos)
    lse = torch.logsumexp(s, -1)
    p = torch.exp(s - lse[..., None])
    vv = gqa(v, q.shape[1])
    return (p @ vv, lse, p @ vv.abs()) if mag else (p @ vv, lse)


@spec("ops_attention__fmha_kernel", "ops_attention__fmha_kernel_prefix",
      "ops_attention__fmha_kernel_noncausal_f16", "ops_attention__fmha_kernel_even")
def _fmha(c):
    for n in ("Q", "K", "V"):
        c.randn(n)
    c.out("Out")
    yield
    o, _, m = attention(c.x("Q"), c.x("K"), c.x("V"), c.k("qk_scale"), c.k("CAUSAL"),
                        c.k("input_pos"), mag=True)
    expect_mag(c, "Out", o, m)


@spec("ops_attention__fmha_fwd_kernel_with_lse")
def _fmha_lse(c):
    for n in ("Q", "K", "V"):
        c.randn(n)
    c.out("Out")
    c.out("LSE")
    yield
    q = c.x("Q")
    B, H, S, _ = q.shape
    P = c.k("SEQ_LEN")
    o, lse, m = attention(q, c.x("K"), c.x("V"), c.k("qk_scale"), c.k("CAUSAL"),
                          c.k("input_pos"), mag=True)
    expect_mag(c, "Out", o, m)
    # LSE in the exp2 domain (m + log2 l of scores * scale / ln 2); rows past q_len (the
    # tile padding) are not read by the backward.
    want = torch.zeros(B, H, P, dtype=torch.float64, device=lse.device)
    want[:, :, :S] = lse / LN2
    keep = torch.zeros(B, H, P, dtype=torch.bool)
    keep[:, :, :S] = True
    expect_where(c, "LSE", want.view(-1), keep.view(-1), rel=False, rtol=1e-4, atol=1e-4)


def _bwd_inputs(c):
    """Q, K, V, dO and the forward's LSE (exp2 domain, +inf padding) and Delta
    (rowsum(O * dO), 0 padding), as the wrapper hands them to the backward kernels."""
    for n in ("Q", "K", "V"):
        c.randn(n)
    c.randn("dO", c.shape("dO")[-1] ** -0.5)
    q, k, v, do = (c.x(n) for n in ("Q", "K", "V", "dO"))
    B, H, S, _ = q.shape
    P = c.k("SEQ_LEN")
    o, lse = attention(q, k, v, c.k("qk_scale"), c.k("CAUSAL"))
    lp = torch.full((B, H, P), float("inf"), dtype=torch.float64)
    lp[:, :, :S] = lse / LN2
    dp = torch.zeros(B, H, P, dtype=torch.float64)
    dp[:, :, :S] = (o * do).sum(-1)
    c.put("LSE", lp.view(-1))
    c.put("Delta", dp.view(-1))


def _bwd_ref(c):
    """(dQ, dK, dV), each with its magnitude, from the inputs as launched (the given LSE
    and Delta)."""
    q, k, v, do = (c.x(n) for n in ("Q", "K", "V", "dO"))
    B, H, S, _ = q.shape
    P = c.k("SEQ_LEN")
    scale = c.k("qk_scale")
    lse = c.x("LSE").view(B, H, P)[:, :, :S] * LN2
    delta = c.x("Delta").view(B, H, P)[:, :, :S]
    s = attn_scores(q, k, scale, c.k("CAUSAL"))
    p = torch.exp(s - lse[..., None])
    dpp = do @ gqa(v, H).transpose(-1, -2)
    ds = p * (dpp - delta[..., None])
    HK = k.shape[1]

    def per_kv(t):
        return t.view(B, HK, H // HK, *k.shape[2:]).sum(2)
    dq = (scale * ds @ gqa(k, H), scale * ds.abs() @ gqa(k, H).abs())
    dk = (scale * per_kv(ds.transpose(-1, -2) @ q), scale * per_kv(ds.abs().transpose(-1, -2) @ q.abs()))
    dv = (per_kv(p.transpose(-1, -2) @ do), per_kv(p.transpose(-1, -2) @ do.abs()))
    return dq, dk, dv


@spec("ops_attention__fmha_bwd_dq_kernel")
def _fmha_dq(c):
    _bwd_inputs(c)
    c.out("dQ")
    yield
    dq, _, _ = _bwd_ref(c)
    expect_mag(c, "dQ", *dq)


@spec("ops_attention__fmha_bwd_dkdv_kernel")
def _fmha_dkdv(c):
    _bwd_inputs(c)
    c.out("dK")
    c.out("dV")
    yield
    _, dk, dv = _bwd_ref(c)
    expect_mag(c, "dK", *dk)
    expect_mag(c, "dV", *dv)


def split_attention(q, k, v, scale, L, nsplit):
    """Per-split decode attention: q [..., G, D], k / v [..., S, D] ->
    (out [..., G, nsplit, D], lse2 [..., G, nsplit] (log2), magnitude like out)."""
    outs, lses, mags = [], [], []
    S = k.shape[-2]
    for s in range(nsplit):
        kk, vv = k[..., s * L:min((s + 1) * L, S), :], v[..., s * L:min((s + 1) * L, S), :]
        sc = q @ kk.transpose(-1, -2) * scale
        lse = torch.logsumexp(sc, -1)
        p = torch.exp(sc - lse[..., None])
        outs.append(p @ vv)
        mags.append(p @ vv.abs())
        lses.append(lse / LN2)
    return torch.stack(outs, -2), torch.stack(lses, -1), torch.stack(mags, -2)


@spec("ops_flash_decode__attention_decode_kernel_grouped",
      "ops_flash_decode__attention_decode_kernel_grouped_g8_f16")
def _flash_decode(c):
    for n in ("Q", "K", "V"):
        c.randn(n)
    c.out("Att_Out")
    c.out("LSE_Out")
    yield
    o, lse, m = split_attention(c.x("Q"), c.x("K"), c.x("V"), c.k("softmax_scale"),
                                c.k("KV_LEN_PER_SPLIT"), c.k("NUM_KV_SPLITS"))
    expect_mag(c, "Att_Out", o, m)
    c.expect("LSE_Out", lse, rtol=1e-5, atol=1e-4)


def lens_attention(c, q, k, v, ql, kl, causal, window=0, bias=None, rmask=None):
    """Attention of batch b over its first ql[b] queries and kl[b] keys (the queries at the
    end of the keys: prefix kl - ql), q [B, H, Sq, D], k / v [B, HK, Skv, *]; (reference,
    magnitude) [B, H, Sq, Dv], NaN in the reference (and 0 magnitude) for rows past q_len in
    the tile that holds q_len (unspecified), 0 for the tiles past it (the kernels store
    zeros there)."""
    B, H, Sq, _ = q.shape
    dev = q.device
    want = torch.zeros(B, H, Sq, v.shape[-1], dtype=torch.float64, device=dev)
    mag = torch.zeros_like(want)
    TM = c.k("TILE_M")
    for b in range(B):
        qn, kn = ql[b], kl[b]
        pre = kn - qn
        s = (q[b:b + 1, :, :qn] @ gqa(k[b:b + 1, :, :kn], H).transpose(-1, -2))[0] * c.k("qk_scale")
        i = torch.arange(qn, device=dev)[:, None]
        j = torch.arange(kn, device=dev)[None, :]
        if bias is not None:
            s = bias(b, s, i, j, pre)
        ok = torch.ones(qn, kn, dtype=torch.bool, device=dev)
        if causal:
            ok &= j <= i + pre
        if window:
            ok &= (j - pre - i).abs() <= window
        ok = ok.expand(H, qn, kn)
        if rmask is not None:
            ok = ok & ~rmask(b, qn, kn)
        p = torch.softmax(s.masked_fill(~ok, float("-inf")), -1)
        vv = gqa(v[b:b + 1, :, :kn], H)[0]
        want[b, :, :qn] = p @ vv
        mag[b, :, :qn] = p @ vv.abs()
        want[b, :, qn:-(-qn // TM) * TM] = float("nan")
    return want, mag


def expect_mag_nan(c, name, want, mag, perm=None):
    """expect_mag where NaN in `want` marks elements not checked (the kernel's own value
    stands in, written or not); perm: the axes that turn the reference's layout into the
    output's."""
    if perm is not None:
        want, mag = want.permute(*perm), mag.permute(*perm)
    got = c.got(name)
    skip = torch.isnan(want)
    expect_mag(c, name, torch.where(skip, got, want), torch.where(skip, torch.zeros_like(mag), mag))


_VAR = ["ops_attention_variant__fmha_variant_kernel_bnsd",
        "ops_attention_variant__fmha_variant_kernel_bnsd_lens_window_vbias",
        "ops_attention_variant__fmha_variant_kernel_bnsd_mbias_rmask",
        "ops_attention_variant__fmha_variant_kernel_nsbd_alibi",
        "ops_attention_variant__fmha_variant_kernel_bnsd_even"]


@spec(*_VAR)
def _fmha_variant(c):
    nsbd = "nsbd" in c.meta["name"]
    for n in ("Q", "K", "V"):
        c.randn(n)
    Sq, Skv, B = c.k("S_qo"), c.k("S_kv"), 2
    H = c.k("H")
    bt = c.k("BIAS_TYPE")
    if bt == 3:
        c.rand("Bias", 0.01, 0.1)
    elif bt:
        c.randn("Bias")
    else:
        c.put("Bias", torch.empty(0))
    if c.k("USE_RANDOM_MASK"):
        rm = (torch.rand(c.shape("Random_mask")) < 0.1).long()
        i = torch.arange(Sq)
        rm[:, :, i, i + (Skv - Sq)] = 0               # the diagonal key stays: no empty row
        c.put("Random_mask", rm)
    else:
        c.put("Random_mask", torch.empty(0))
    ql = [Sq, 170] if c.k("USE_Q_LENS") else [Sq] * B
    kl = [Skv, 260] if c.k("USE_KV_LENS") else [Skv] * B
    c.put("Q_lens", torch.tensor(ql) if c.k("USE_Q_LENS") else torch.empty(0))
    c.put("KV_lens", torch.tensor(kl) if c.k("USE_KV_LENS") else torch.empty(0))
    c.out("Out")
    yield
    q, k, v = (c.x(n) for n in ("Q", "K", "V"))
    if nsbd:                                          # [H, S, B, D] -> [B, H, S, D]
        q, k, v = (t.permute(2, 0, 1, 3) for t in (q, k, v))

    def bias(b, s, i, j, pre):
        qn, kn = s.shape[-2:]
        if bt == 1:
            return s + c.x("Bias")[b, :, :, :kn]
        if bt == 2:
            return s + c.x("Bias")[b, :, :qn, :kn]
        if bt == 3:
            return s - c.x("Bias")[:, None, None] * (i + pre - j).abs()
        return s
    rmask = (lambda b, qn, kn: c.x("Random_mask")[b, :, :qn, :kn] != 0) \
        if c.k("USE_RANDOM_MASK") else None
    want, mag = lens_attention(c, q, k, v, ql, kl, c.k("CAUSAL"), c.k("WINDOW_SIZE"), bias, rmask)
    expect_mag_nan(c, "Out", want, mag, (1, 2, 0, 3) if nsbd else None)


@spec("ops_attention_varlen__fmha_varlen_kernel",
      "ops_attention_varlen__fmha_varlen_kernel_noncausal_f16")
def _fmha_varlen(c):
    for n in ("Q", "K", "V"):
        c.randn(n)
    ql, kl = [c.k("S_QO"), 170], [c.k("S_KV"), 260]
    c.put("Q_lens", torch.tensor(ql))
    c.put("KV_lens", torch.tensor(kl))
    c.out("Out")
    yield
    want, mag = lens_attention(c, c.x("Q"), c.x("K"), c.x("V"), ql, kl, c.k("CAUSAL"))
    expect_mag_nan(c, "Out", want, mag)


@spec("ops_attention_sink__attention_sink_kernel", "ops_attention_sink__attention_sink_kernel_band",
      "ops_attention_sink__attention_sink_kernel_even")
def _attention_sink(c):
    for n in ("Q", "K", "V", "Sinks"):
        c.randn(n)
    c.put("Start_q", torch.tensor([100]))
    c.out("Out")
    yield
    q, k, v = c.x("Q"), c.x("K"), c.x("V")
    H, Sq = q.shape[1], q.shape[2]
    Skv, bw = c.k("N_KV_CTX"), c.k("BANDWIDTH")
    s = q @ gqa(k, H).transpose(-1, -2) * c.k("qk_scale")
    qp = torch.arange(Sq, device=q.device)[:, None] + int(c.x("Start_q")[0])
    j = torch.arange(k.shape[2], device=q.device)[None, :]
    ok = (j <= qp) & (j < Skv)
    if bw:
        ok &= j >= qp - bw + 1
    e = torch.exp(s).masked_fill(~ok, 0.0)
    z = e.sum(-1, keepdim=True) + torch.exp(c.x("Sinks"))[None, :, None, None]
    vv = gqa(v, H)
    expect_mag(c, "Out", (e / z) @ vv, (e / z) @ vv.abs())


@spec("ops_attention_sink_decode__attention_sink_decode_kernel")
def _attention_sink_decode(c):
    for n in ("Q", "K", "V", "Sinks"):
        c.randn(n)
    sq = 650
    c.put("Start_q", torch.tensor([sq]))
    c.out("Att_Out")
    c.out("LSE_Out")
    yield
    q, k, v = c.x("Q"), c.x("K")[..., :sq + 1, :], c.x("V")[..., :sq + 1, :]
    L, ns = c.k("KV_LEN_PER_SPLIT"), c.k("NUM_KV_SPLITS")
    o, lse2, m = split_attention(q, k, v, c.k("softmax_scale"), L, ns)
    # split 0 also holds the sink: its normaliser gains exp(sink)
    G = q.shape[2]
    sink = c.x("Sinks").view(-1, G)[None, :, :]                    # [1, H_kv, G]
    z0 = torch.exp(lse2[..., 0] * LN2)                             # the split's sum of exp
    w = z0 / (z0 + torch.exp(sink))
    o[..., 0, :] = o[..., 0, :] * w[..., None]
    m[..., 0, :] = m[..., 0, :] * w[..., None]
    lse2[..., 0] = torch.log(z0 + torch.exp(sink)) / LN2
    expect_mag(c, "Att_Out", o, m)
    # the kernel rounds the LSE through the output dtype (bf16) before storing it
    c.expect("LSE_Out", lse2, rtol=8e-3, atol=1e-3)


def _softcap(s, cap):
    return cap * torch.tanh(s / cap) if cap else s


@spec("ops_gemma_attention__gemma_fmha_kernel",
      "ops_gemma_attention__gemma_fmha_kernel_window_softcap",
      "ops_gemma_attention__gemma_fmha_kernel_noncausal",
      "ops_gemma_attention__gemma_fmha_kernel_even")
def _gemma_fmha(c):
    for n in ("Q", "K", "V"):
        c.randn(n)
    c.out("Out")
    yield
    q, k, v = c.x("Q"), c.x("K"), c.x("V")
    H = q.shape[1]
    s = _softcap(q @ gqa(k, H).transpose(-1, -2) * c.k("sm_scale"),
                 c.k("SOFT_CAP") if c.k("HAS_SOFT_CAP") else 0)
    i = torch.arange(q.shape[2], device=q.device)[:, None]
    j = torch.arange(k.shape[2], device=q.device)[None, :]
    ok = torch.ones_like(i * j, dtype=torch.bool)
    if c.k("STAGE") == 3:
        ok &= j <= i
    if c.k("WINDOW_SIZE"):
        ok &= (j - i).abs() <= c.k("WINDOW_SIZE")
    p = torch.softmax(s.masked_fill(~ok, float("-inf")), -1)
    vv = gqa(v, H)
    expect_mag(c, "Out", p @ vv, p @ vv.abs())


@spec("ops_gemma_attention_decode__gemma_attention_decode_kernel_grouped",
      "ops_gemma_attention_decode__gemma_attention_decode_kernel_grouped_softcap",
      "ops_gemma_attention_decode__gemma_attention_decode_kernel_grouped_even")
def _gemma_decode(c):
    for n in ("Q", "K", "V"):
        c.randn(n)
    c.out("Att_Out")
    c.out("LSE_Out")
    yield
    cap = c.k("SOFT_CAP") if c.k("HAS_SOFT_CAP") else 0
    q, k, v = c.x("Q"), c.x("K"), c.x("V")
    L, S = c.k("KV_LEN_PER_SPLIT"), k.shape[-2]
    outs, lses, mags = [], [], []
    for s in range(c.k("NUM_KV_SPLITS")):
        kk, vv = k[..., s * L:min((s + 1) * L, S), :], v[..., s * L:min((s + 1) * L, S), :]
        sc = _softcap(q @ kk.transpose(-1, -2) * c.k("softmax_scale"), cap)
        lse = torch.logsumexp(sc, -1)
        p = torch.exp(sc - lse[..., None])
        outs.append(p @ vv)
        mags.append(p @ vv.abs())
        lses.append(lse / LN2)
    expect_mag(c, "Att_Out", torch.stack(outs, -2), torch.stack(mags, -2))
    # m + log2(l), the log2(l) part rounded to bf16 (half an ulp: 2^-5 below 16)
    c.expect("LSE_Out", torch.stack(lses, -1), rtol=1e-5, atol=4e-2)


@spec("ops_mla__prefill_mla_kernel", "ops_mla__prefill_mla_kernel_gqa",
      "ops_mla__prefill_mla_kernel_even")
def _mla_prefill(c):
    for n in ("Q", "QPE", "K", "KPE", "V"):
        c.randn(n)
    c.out("Out")
    yield
    q, qpe, k, kpe, v = (c.x(n) for n in ("Q", "QPE", "K", "KPE", "V"))
    H = q.shape[1]
    s = (q @ gqa(k, H).transpose(-1, -2) + qpe @ kpe.transpose(-1, -2)) * c.k("qk_scale")
    i = torch.arange(q.shape[2], device=q.device)
    s = s.masked_fill(i[None, :] > i[:, None], float("-inf"))
    p = torch.softmax(s, -1)
    vv = gqa(v, H)
    expect_mag(c, "Out", p @ vv, p @ vv.abs())


@spec("ops_mla_decoding__naive_absorb_mla_transpose_kernel",
      "ops_mla_decoding__naive_absorb_mla_transpose_kernel_even")
def _mla_decode(c):
    for n in ("Q", "QPE", "KPE"):
        c.randn(n)
    kv = c.randn("K")
    c.put("V", kv.double())
    c.out("Out")
    c.out("L")
    yield
    q, qpe, k, kpe, v = (c.x(n) for n in ("Q", "QPE", "K", "KPE", "V"))
    s = (q @ k.transpose(-1, -2) + qpe @ kpe.transpose(-1, -2)) * c.k("sm_scale")  # [B, NH, S]
    lse = torch.logsumexp(s, -1)
    p = torch.exp(s - lse[..., None])
    expect_mag(c, "Out", p @ v, p @ v.abs())
    c.expect("L", lse / LN2, rtol=1e-5, atol=1e-4)


@spec("ops_experimental_swa_attention__swa_fwd_kernel",
      "ops_experimental_swa_attention__swa_fwd_kernel_noncausal")
def _swa(c):
    for n in ("Q", "K", "V"):
        c.randn(n)
    c.out("Out")
    yield
    S, W = c.k("seq_k"), c.k("window_size")
    q, k, v = (c.x(n).view(-1, S, c.k("TILE_D")) for n in ("Q", "K", "V"))
    s = q @ k.transpose(-1, -2) * c.k("qk_scale")
    i = torch.arange(S, device=q.device)[:, None]
    j = torch.arange(S, device=q.device)[None, :]
    ok = j > i - W
    if c.k("CAUSAL"):
        ok &= j <= i
    p = torch.softmax(s.masked_fill(~ok, float("-inf")), -1)
    expect_mag(c, "Out", (p @ v).view(-1, q.shape[-1]), (p @ v.abs()).view(-1, q.shape[-1]))


@spec("ops_experimental_sparse_mla__sparse_mla_fwd_kernel",
      "ops_experimental_sparse_mla__sparse_mla_fwd_kernel_h8")
def _sparse_mla(c):
    for n in ("Q", "K", "V", "QPE", "KPE"):
        c.randn(n)
    B, S, HK, top = c.shape("Indices")
    Skv = c.shape("K")[2]
    idx = torch.stack([torch.randperm(Skv)[:top] for _ in range(B * S * HK)]).view(B, S, HK, top)
    s_pos = torch.arange(S)
    idx[:, :, :, 0] = (torch.rand(B, S, HK) * (s_pos[None, :, None] + 1)).long()   # one valid key
    c.put("Indices", idx)
    c.out("Out")
    yield
    q, qpe = c.x("Q"), c.x("QPE")                         # [B, H, S, *]
    k, v, kpe = c.x("K"), c.x("V"), c.x("KPE")            # [B, HK, Skv, *]
    ind = c.x("Indices")
    H = q.shape[1]
    g = H // HK
    want = torch.empty_like(q)
    mag = torch.empty_like(q)
    for b in range(B):
        for h in range(H):
            kh = h // g
            ix = ind[b, :, kh]                            # [S, top]
            kk, vv, kp = k[b, kh][ix], v[b, kh][ix], kpe[b, 0][ix]    # [S, top, *]
            sc = ((kk @ q[b, h][:, :, None]) + (kp @ qpe[b, h][:, :, None]))[..., 0] * c.k("qk_scale")
            sc = sc.masked_fill(ix > torch.arange(S, device=ix.device)[:, None], float("-inf"))
            p = torch.softmax(sc, -1)
            want[b, h] = (p[:, :, None] * vv).sum(1)
            mag[b, h] = (p[:, :, None] * vv.abs()).sum(1)
    expect_mag(c, "Out", want, mag)


def _fna_scores(c, q, k):
    """Scaled scores [B, H, S, S], -inf outside the (dilated) neighbourhood band."""
    S = q.shape[2]
    hk, dil = c.k("KERNEL_SIZE") // 2, c.k("DILATION")
    i = torch.arange(S, device=q.device)[:, None]
    j = torch.arange(S, device=q.device)[None, :]
    ok = ((j - i).abs() <= hk * dil) & ((j - i) % dil == 0)
    return (q @ k.transpose(-1, -2) * c.k("qk_scale")).masked_fill(~ok, float("-inf"))


_FNA = "liger_fused_neighborhood_attention__fna_"


@spec(_FNA + "fused_forward_kernel", _FNA + "fused_forward_kernel_k9_dil2",
      _FNA + "fused_forward_kernel_even")
def _fna_fwd(c):
    for n in ("query", "key", "value"):
        c.randn(n)
    c.out("output")
    c.out("lse_cache")
    yield
    q, k, v = c.x("query"), c.x("key"), c.x("value")
    s = _fna_scores(c, q, k)
    lse = torch.logsumexp(s, -1)
    p = torch.exp(s - lse[..., None])
    expect_mag(c, "output", p @ v, p @ v.abs())
    B, H, S, _ = q.shape
    want = torch.full((B * H, c.k("LSE_STRIDE")), 1e30, dtype=torch.float64, device=q.device)
    want[:, :S] = (lse / LN2).reshape(B * H, S)               # padding rows: 1e30
    c.expect("lse_cache", want.view(-1), rtol=1e-5, atol=1e-4)


def _fna_bwd(c):
    for n in ("query", "key", "value"):
        c.randn(n)
    c.randn("grad_output", c.shape("grad_output")[-1] ** -0.5)
    q, k, v, do = (c.x(n) for n in ("query", "key", "value", "grad_output"))
    B, H, S, _ = q.shape
    P = c.k("LSE_STRIDE")
    s = _fna_scores(c, q, k)
    lse = torch.logsumexp(s, -1)
    o = torch.exp(s - lse[..., None]) @ v
    lp = torch.full((B * H, P), 1e30, dtype=torch.float64)
    lp[:, :S] = (lse / LN2).reshape(B * H, S)
    dp = torch.zeros(B * H, P, dtype=torch.float64)
    dp[:, :S] = (o * do).sum(-1).reshape(B * H, S)
    c.put("lse_cache", lp.view(-1))
    c.put("delta_cache", dp.view(-1))


def _fna_grads(c):
    q, k, v, do = (c.x(n) for n in ("query", "key", "value", "grad_output"))
    B, H, S, _ = q.shape
    scale = c.k("qk_scale")
    lse = c.x("lse_cache").view(B, H, -1)[..., :S] * LN2
    delta = c.x("delta_cache").view(B, H, -1)[..., :S]
    p = torch.exp(_fna_scores(c, q, k) - lse[..., None])
    ds = p * (do @ v.transpose(-1, -2) - delta[..., None])
    return ((scale * ds @ k, scale * ds.abs() @ k.abs()),
            (scale * ds.transpose(-1, -2) @ q, scale * ds.abs().transpose(-1, -2) @ q.abs()),
            (p.transpose(-1, -2) @ do, p.transpose(-1, -2) @ do.abs()))


@spec(_FNA + "bwd_dq_kernel", _FNA + "bwd_dq_kernel_k9_dil2", _FNA + "bwd_dq_kernel_even")
def _fna_dq(c):
    _fna_bwd(c)
    c.out("grad_query")
    yield
    dq, _, _ = _fna_grads(c)
    expect_mag(c, "grad_query", *dq)


@spec(_FNA + "bwd_dkdv_kernel", _FNA + "bwd_dkdv_kernel_k9_dil2",
      _FNA + "bwd_dkdv_kernel_even")
def _fna_dkdv(c):
    _fna_bwd(c)
    c.out("grad_key")
    c.out("grad_value")
    yield
    _, dk, dv = _fna_grads(c)
    expect_mag(c, "grad_key", *dk)
    expect_mag(c, "grad_value", *dv)


@spec("ops_mla_decoding_split_kv__naive_absorb_mla_transpose_kernel")
def _mla_decode_split(c):
    for n in ("Q", "QPE", "KPE"):
        c.randn(n)
    kv = c.randn("K")
    c.put("V", kv.double())
    c.out("Att_Out")
    c.out("LSE_Out")
    yield
    q, qpe, k, kpe = (c.x(n) for n in ("Q", "QPE", "K", "KPE"))
    L, S = c.k("KV_LEN_PER_SPLIT"), k.shape[1]
    outs, mags, lses = [], [], []
    for s in range(c.k("NUM_KV_SPLITS")):
        r = slice(s * L, min((s + 1) * L, S))
        sc = (q @ k[:, r].transpose(-1, -2) + qpe @ kpe[:, r].transpose(-1, -2)) * c.k("sm_scale")
        lse = torch.logsumexp(sc, -1)
        p = torch.exp(sc - lse[..., None])
        outs.append(p @ k[:, r])
        mags.append(p @ k[:, r].abs())
        lses.append(lse / LN2)
    expect_mag(c, "Att_Out", torch.stack(outs, 2), torch.stack(mags, 2))
    c.expect("LSE_Out", torch.stack(lses, -1), rtol=1e-5, atol=1e-4)


@spec("flashinfer_fmha_decode_bsr__splitk_reduce_kernel")
def _fi_splitk_reduce(c):
    S, B, H, D = c.shape("attn_splitk_out")
    P = c.k("NUM_KV_SPLITS_POW2")
    lens = [700, 300, 1000][:B]
    c.randn("attn_splitk_out")
    lse = torch.randn(B, H, P, dtype=torch.float64) * 2 + 8
    lse[:, :, S:] = float("-inf")                     # the wrapper's padding
    c.put("lse_splitk_out", lse)
    c.put("actual_seq_lens", torch.tensor(lens))
    c.out("attn_out")
    yield
    o, l = c.x("attn_splitk_out"), c.x("lse_splitk_out")
    want = torch.empty(B, H, D, dtype=torch.float64, device=o.device)
    mag = torch.empty_like(want)
    L = c.k("NUM_KV_LEN_PER_SPLIT")
    for b, n in enumerate(lens):
        ns = min(-(-n // L), S)
        w = torch.softmax(l[b, :, :ns] * LN2, -1)     # [H, ns]
        want[b] = (w.T[:, :, None] * o[:ns, b]).sum(0)
        mag[b] = (w.T[:, :, None] * o[:ns, b].abs()).sum(0)
    expect_mag(c, "attn_out", want, mag, tol=1e-4, rtol=2 ** -8 * 1.5)


@spec("flashinfer_fmha_decode_bsr__decode_attention_kv_paged_kernel",
      "flashinfer_fmha_decode_bsr__decode_attention_kv_paged_kernel_no_trans")
def _fi_decode_paged(c):
    lens = [300, 200]
    NP, PS, HK, D = c.shape("k_cache")
    stride = c.k("stride_block_table")
    c.randn("q")
    c.randn("k_cache")
    c.randn("v_cache")
    c.put("actual_seq_lens", torch.tensor(lens))
    c.put("block_tables", torch.randperm(NP))
    c.out("output")
    c.out("lse_out")
    yield
    q, kc, vc = c.x("q"), c.x("k_cache"), c.x("v_cache")
    bt = c.x("block_tables")
    S, B, H, _ = c.shape("output")
    L, g = c.k("KV_LEN_PER_SPLIT"), H // HK
    want = torch.full((S, B, H, D), float("nan"), dtype=torch.float64, device=q.device)
    mag = torch.zeros_like(want)
    lse = torch.full((B, H, S), float("nan"), dtype=torch.float64, device=q.device)
    for b, n in enumerate(lens):
        t = torch.arange(n, device=q.device)
        pages = bt[b * stride + t // PS]
        k = kc[pages, t % PS]                             # [n, HK, D]
        v = vc[pages, t % PS]
        for s in range(S):
            lo, hi = s * L, min((s + 1) * L, n)
            if lo >= hi:
                continue                                  # empty split: nothing stored
            kk = gqa(k[lo:hi].permute(1, 0, 2)[None], H)[0]   # [H, m, D]
            vv = gqa(v[lo:hi].permute(1, 0, 2)[None], H)[0]
            sc = (q[b][:, None, :] * kk).sum(-1) * c.k("K_SCALE")   # [H, m]
            ls = torch.logsumexp(sc, -1)
            p = torch.exp(sc - ls[:, None])
            want[s, b] = (p[..., None] * vv).sum(1) * c.k("V_SCALE")
            mag[s, b] = (p[..., None] * vv.abs()).sum(1)
            lse[b, :, s] = ls / LN2
    expect_mag(c, "output", want, mag)               # NaN: the empty split stays unwritten
    c.expect("lse_out", lse, rtol=1e-5, atol=1e-4)


_PRR = "flashinfer_fmha_prefill_bsr__prefill_attention_ragged_"


@spec(_PRR + "kernel", _PRR + "kernel_one_loop", _PRR + "lpt_kernel")
def _fi_prefill_ragged(c):
    lens = [300, 270]
    offs = [0, 300, 570]
    for n in ("query", "key_cache", "value_cache"):
        c.randn(n)
    c.put("actual_seq_lens_q", torch.tensor(lens))
    c.put("actual_seq_lens_kv", torch.tensor(lens))
    c.put("batch_offsets", torch.tensor(offs))
    c.out("output")
    c.out("lse_output")
    yield
    q, k, v = c.x("query"), c.x("key_cache"), c.x("value_cache")     # [T, H(K), D]
    H = q.shape[1]
    want = torch.empty_like(q)
    mag = torch.empty_like(q)
    lse = torch.empty(q.shape[:2], dtype=torch.float64, device=q.device)
    for b, n in enumerate(lens):
        r = slice(offs[b], offs[b] + n)
        qq = q[r].transpose(0, 1)[None]                  # [1, H, n, D]
        kk, vv = k[r].transpose(0, 1)[None], v[r].transpose(0, 1)[None]
        s = attn_scores(qq, kk, c.k("K_SCALE"), True)[0]
        ls = torch.logsumexp(s, -1)                     # [H, n]
        p = torch.exp(s - ls[..., None])
        vg = gqa(vv, H)[0]
        want[r] = (p @ vg).transpose(0, 1) * c.k("V_SCALE")
        mag[r] = (p @ vg.abs()).transpose(0, 1)
        lse[r] = ls.T
    expect_mag(c, "output", want, mag)
    c.expect("lse_output", lse, rtol=1e-5, atol=1e-4)


_PFP = "flashinfer_fmha_prefill_bsr__prefill_attention_paged_"


@spec(_PFP + "kernel", _PFP + "kernel_page64", _PFP + "kernel_bn64", _PFP + "kernel_noncausal",
      _PFP + "lpt_kernel", _PFP + "lpt_kernel_swizzle4")
def _fi_prefill_paged(c):
    """Prefill over a paged kv cache (gpu_signatures.py): query rows of sequence b at
    batch_offsets[b] (q length lq[b]), its kv token t in page block_tables[b * stride +
    t // PAGE_SIZE] at slot t % PAGE_SIZE (kv length lkv[b]). Causal as the kernel masks:
    top-left, key j <= query i (i, j from the sequence starts); lse natural log."""
    causal = c.k("IS_CAUSAL")
    lq = [200, 137, 181]
    lkv = [250, 301, 181] if causal else [256, 320, 192]
    offs = [0, 200, 337, 518]
    NP, PS, HK, D = c.shape("key_cache")
    stride = c.k("stride_block_table")
    assert NP == len(lq) * stride and all(-(-n // PS) <= stride for n in lkv)
    assert c.shape("query")[0] == offs[-1]
    for n in ("query", "key_cache", "value_cache"):
        c.randn(n)
    c.put("actual_seq_lens_q", torch.tensor(lq))
    c.put("actual_seq_lens_kv", torch.tensor(lkv))
    c.put("batch_offsets", torch.tensor(offs))
    c.put("block_tables", torch.randperm(NP))
    c.out("output")
    c.out("lse_output")
    yield
    q, kc, vc = c.x("query"), c.x("key_cache"), c.x("value_cache")
    bt = c.x("block_tables")
    H = q.shape[1]
    vs = c.k("V_SCALE")
    want = torch.empty_like(q)
    mag = torch.empty_like(q)
    lse = torch.empty(q.shape[:2], dtype=torch.float64, device=q.device)
    for b, (nq, nk) in enumerate(zip(lq, lkv)):
        t = torch.arange(nk, device=q.device)
        pages = bt[b * stride + t // PS]
        kk = kc[pages, t % PS].transpose(0, 1)[None]      # [1, HK, nk, D]
        vv = vc[pages, t % PS].transpose(0, 1)[None]
        r = slice(offs[b], offs[b] + nq)
        qq = q[r].transpose(0, 1)[None]                   # [1, H, nq, D]
        sc = attn_scores(qq, kk, c.k("K_SCALE"), causal)[0]
        ls = torch.logsumexp(sc, -1)                      # [H, nq]
        p = torch.exp(sc - ls[..., None])
        vg = gqa(vv, H)[0]
        want[r] = (p @ vg).transpose(0, 1) * vs
        mag[r] = (p @ vg.abs()).transpose(0, 1) * vs
        lse[r] = ls.T
    expect_mag(c, "output", want, mag)
    c.expect("lse_output", lse, rtol=1e-5, atol=1e-4)


@spec("flashinfer_fmha_decode_bsr__decode_mla_kv_paged_kernel",
      "flashinfer_fmha_decode_bsr__decode_mla_kv_paged_kernel_trans_dv2")
def _fi_decode_mla_paged(c):
    lens = [300, 200]
    NP, PS, D = c.shape("k_cache")
    stride = c.k("stride_block_table")
    c.randn("q_nope")
    c.randn("q_rope")
    kv = c.randn("k_cache")
    c.put("v_cache", kv.double())
    c.randn("k_rope")
    c.put("actual_seq_lens", torch.tensor(lens))
    c.put("block_tables", torch.randperm(NP))
    c.out("output")
    c.out("lse_out")
    yield
    qn, qr, kc, kr = c.x("q_nope"), c.x("q_rope"), c.x("k_cache"), c.x("k_rope")
    bt = c.x("block_tables")
    S, B, H, _ = c.shape("output")
    L = c.k("KV_LEN_PER_SPLIT")
    want = torch.full((S, B, H, D), float("nan"), dtype=torch.float64, device=qn.device)
    mag = torch.zeros_like(want)
    lse = torch.full((B, H, S), float("nan"), dtype=torch.float64, device=qn.device)
    for b, n in enumerate(lens):
        t = torch.arange(n, device=qn.device)
        pages = bt[b * stride + t // PS]
        k, r = kc[pages, t % PS], kr[pages, t % PS]      # [n, D], [n, R]
        for s in range(S):
            lo, hi = s * L, min((s + 1) * L, n)
            if lo >= hi:
                continue
            sc = (qn[b] @ k[lo:hi].T + qr[b] @ r[lo:hi].T) * c.k("K_SCALE")   # [H, m]
            ls = torch.logsumexp(sc, -1)
            p = torch.exp(sc - ls[:, None])
            want[s, b] = p @ k[lo:hi] * c.k("V_SCALE")
            mag[s, b] = p @ k[lo:hi].abs()
            lse[b, :, s] = ls / LN2
    expect_mag(c, "output", want, mag)                # NaN: the empty split stays unwritten
    c.expect("lse_out", lse, rtol=1e-5, atol=1e-4)
