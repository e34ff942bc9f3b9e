"""TileGym GPU specs: liger GRPO loss."""
import torch

from .core import spec


def _grpo_inputs(c, per_token=False):
    """Logits, ids, completion mask, advantages and reference log-probs shared by the
    token- and sequence-level kernels; `per_token` adds the old log-probs (drawn before
    the reference ones), the vLLM ratio and phi the token-level kernels read."""
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
    if per_token:
        c.put("old_logp_input", logp + 0.3 * torch.randn(B, L, dtype=torch.float64))
    c.put("ref_logp_input", logp + 0.2 * torch.randn(B, L, dtype=torch.float64))
    if per_token:
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
    B, L, N, T, mask = _grpo_inputs(c, per_token=True)
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
    B, L, N, T, mask = _grpo_inputs(c, per_token=True)
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
    B, L, N, T, mask = _grpo_inputs(c)
    c.put("coef_1", torch.tensor([0.7, 1.05, 1.4]))       # below, inside, above the clip
    return B, L, N, T, mask


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
