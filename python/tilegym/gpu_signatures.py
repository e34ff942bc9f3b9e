"""GPU-test signatures of TileGym kernels (python/tests/test_tilegym_gpu.py).

Each case takes a corpus entry of signatures.py (by fixture name: same kernel object, same
factory) and overrides parameters with small test sizes: ragged where the kernel allows
(rows not a multiple of the row tile, columns not a multiple of the column tile, grids
smaller than the work for grid-stride loops), respecting what the kernel assumes (a tile
that must hold a whole row does). ``grid`` is the launch grid for those sizes. The dtype
is f32 where the kernel leaves it free and the arithmetic is worth checking tightly, bf16
elsewhere (conversions, bf16 arithmetic).
"""

import dataclasses

from tgsig import A, K, L

bf, f16, f32, i32, i64 = "bf16", "f16", "f32", "i32", "i64"


@dataclasses.dataclass
class Case:
    name: str
    fixture: str
    grid: tuple
    over: dict
    # The tilegym_specs entry that checks this case (None: the case's own name).
    spec: str = None
    # Hints TileGym's launcher lays on the kernel at launch (kernel.replace_hints: num_ctas,
    # occupancy, num_worker_warps), beside those of its decorator; None: none.
    hints: dict = None

    def entry(self, base):
        params = {**base.params, **self.over}
        return K(base.module, base.kernel, grid=str(self.grid), factory=base.factory,
                 **params)


CASES = []


def case(fixture, grid, name=None, spec=None, hints=None, **over):
    CASES.append(Case(name or fixture, fixture, tuple(grid), over, spec=spec, hints=hints))


def mix_seed(seed):
    """ops/cutile/dropout.py's host-side seed mix (Knuth hash, as a signed int32)."""
    m = (seed * 2654435761) & 0xFFFFFFFF
    return m - (1 << 32) if m >= 1 << 31 else m


# ---------------------------------------------------------------- ops/cutile: activations
_n = 5000
case("ops_activation_gelu__gelu_kernel", (5,),
     y=A(f32, _n), x=A(f32, _n), N_ELEMENTS=_n, BLOCK_SIZE=1024, APPROXIMATE=0)
case("ops_activation_gelu__gelu_kernel", (5,), name="ops_activation_gelu__gelu_kernel_tanh",
     y=A(bf, _n), x=A(bf, _n), N_ELEMENTS=_n, BLOCK_SIZE=1024, APPROXIMATE=1)
case("ops_activation_gelu__gelu_kernel_backward", (5,),
     dx=A(bf, _n), dy=A(bf, _n), x=A(bf, _n), N_ELEMENTS=_n, BLOCK_SIZE=1024, APPROXIMATE=0)
case("ops_activation_relu__relu_fwd_kernel", (3,),
     x=A(bf, 3001), y=A(bf, 3001), N_ELEMENTS=3001, BLOCK_SIZE=1024)
# geglu: rows of 2 * 300 (a | b), 7 rows -> 2100 outputs, BLOCK 256 -> 9 blocks.
_gR, _gN = 7, 300
case("ops_activation_geglu__geglu_fwd_kernel", ((_gR * _gN + 255) // 256,),
     y=A(f32, _gR * _gN), x=A(f32, _gR * 2 * _gN), N=_gN, M_STRIDE=2 * _gN, MY_STRIDE=_gN,
     BLOCK_SIZE=256, APPROXIMATE=0)
case("ops_activation_geglu__geglu_bwd_kernel", ((_gR * _gN + 255) // 256,),
     dx=A(f32, _gR * 2 * _gN), dy=A(f32, _gR * _gN), x=A(f32, _gR * 2 * _gN), N=_gN,
     M_STRIDE=2 * _gN, MY_STRIDE=_gN, BLOCK_SIZE=256, APPROXIMATE=1)
case("ops_dropout__dropout_kernel", (5,),
     x=A(f32, _n), output=A(f32, _n), P=0.3, SEED=mix_seed(1234), TILE_SIZE=1024,
     TRAINING=True)
case("ops_dropout__dropout_kernel", (5,), name="ops_dropout__dropout_kernel_bf16",
     x=A(bf, _n), output=A(bf, _n), P=0.5, SEED=mix_seed(42), TILE_SIZE=1024,
     TRAINING=True)

# ---------------------------------------------------------------- ops/cutile: softmax
case("ops_softmax__softmax_kernel", (8,),
     output=A(f32, 37, 1000), input=A(f32, 37, 1000), N_ROWS=37, TILE_SIZE=1024,
     DIM_COLS=1000)
case("ops_softmax__softmax_kernel_multi_wave_full_row_reg_cached_ldg", (37,),
     output=A(bf, 37, 1000), input=A(bf, 37, 1000), N=1000, TILE_SIZE=1024)
case("ops_softmax__softmax_kernel_tma", (8,),
     output=A(bf, 37, 1000), input=A(bf, 37, 1000), N_ROWS=37, N_COLS=1000, TILE_SIZE=1024)
case("ops_softmax__softmax_kernel_chunked", (4,),
     output=A(f32, 11, 5000), input=A(f32, 11, 5000), N_ROWS=11, N_COLS=5000, TILE_SIZE=1024)

# ---------------------------------------------------------------- ops/cutile: norms
case("ops_rms_norm__rms_norm_kernel_multi_wave_cached", (37,),
     x=A(f32, 37, 1000), w=A(f32, 1000), out=A(f32, 37, 1000), Rstd=A(f32, 37), N=1000,
     eps=1e-6, offset=0.0, TILE_SIZE=1024)
case("ops_rms_norm__rms_norm_kernel_gather", (19,),
     x=A(bf, 19, 3000), w=A(bf, 3000), out=A(bf, 19, 3000), Rstd=A(f32, 19), N=3000,
     EPS=1e-6, OFFSET=1.0, TILE_SIZE=1024)
case("ops_rms_norm__rms_norm_kernel_static_persistent", (5,),
     X=A(f32, 37, 1000), Y=A(f32, 37, 1000), W=A(f32, 1000), Rstd=A(f32, 37),
     TILE_SIZE_M=4, TILE_SIZE_N=1024, EPS=1e-6, OFFSET=0.0)
case("ops_layer_norm_legacy__layer_norm_fwd_kernel", (13,),
     X=A(f32, 13, 1000), Y=A(f32, 13, 1000), W=A(f32, 1000), B=A(f32, 1000),
     Mean=A(f32, 13), Rstd=A(f32, 13), N=1000, EPS=1e-5, WEIGHT_SHIFT=0.0, BLOCK_SIZE=256)
case("ops_layer_norm_legacy__persistent_layer_norm_fwd_kernel", (3,),
     X=A(bf, 37, 1000), Y=A(bf, 37, 1000), W=A(bf, 1000), B=A(bf, 1000), Mean=A(f32, 37),
     Rstd=A(f32, 37), N=37, D=1000, EPS=1e-5, STRIDE_X=1000, STRIDE_Y=1000, IS_SWISH=0,
     TRAINING=1, BLOCK_N=4, BLOCK_D=1024, COMPUTE_MEAN_AND_RSTD=1, NUM_SMS=3)

# ---------------------------------------------------------------- transformers/*/kernels
# Short causal convolutions (channels D, time T; the prefill input is left-padded by K - 1).
case("lfm2_moe_causal_conv1d_prefill__causal_conv1d_prefill_kernel", (37, 3),
     x=A(bf, 37, 600 + 2), weight=A(bf, 37, 3), output=A(bf, 37, 600), BLOCK_T=256)
case("lfm2_moe_causal_conv1d_update__causal_conv1d_update_kernel", (4,),
     x=A(f32, 1000), conv_state=A(f32, 1000, 3), weight=A(f32, 1000, 3), output=A(f32, 1000),
     BLOCK_D=256)
case("qwen3_5_causal_conv1d_prefill_silu__causal_conv1d_prefill_silu_kernel", (21, 4),
     x=A(f32, 21, 900 + 3), weight=A(f32, 21, 4), output=A(f32, 21, 900), T=900, BLOCK_T=256)
case("qwen3_5_causal_conv1d_update_silu__causal_conv1d_update_silu_kernel", (4,),
     x=A(bf, 1000), conv_state=A(bf, 1000, 4), weight=A(bf, 1000, 4), output=A(bf, 1000),
     BLOCK_D=256)
case("olmo3_dual_rms_norm__dual_rms_norm_kernel", (23,),
     q=A(bf, 23, 1000), k=A(bf, 23, 1000), q_weight=A(bf, 1000), k_weight=A(bf, 1000),
     eps=1e-6, D=1000, TILE_D=1024)
case("olmo3_rms_norm_residual_add__rms_norm_residual_add_kernel", (23,),
     x=A(f32, 23, 1000), residual=A(f32, 23, 1000), weight=A(f32, 1000),
     out=A(f32, 23, 1000), eps=1e-6, D=1000, TILE_D=1024)
case("olmoe_dual_rms_norm__olmoe_dual_rms_norm_kernel", (17,),
     q=A(f32, 17, 2000), k=A(f32, 17, 2000), q_weight=A(f32, 2000), k_weight=A(f32, 2000),
     eps=1e-5, D=2000, TILE_D=2048)
case("olmoe_residual_add_rms_norm__olmoe_residual_add_rms_norm_kernel", (17,),
     residual=A(bf, 17, 2000), x=A(bf, 17, 2000), weight=A(bf, 2000), sum_out=A(bf, 17, 2000),
     normed_out=A(bf, 17, 2000), eps=1e-5, D=2000, TILE_D=2048)
case("qwen3_5_residual_add_rms_norm__residual_add_rms_norm_kernel", (17,),
     residual=A(f32, 17, 2000), x=A(f32, 17, 2000), weight=A(f32, 2000),
     sum_out=A(f32, 17, 2000), normed_out=A(f32, 17, 2000), eps=1e-6, offset=1.0, D=2000,
     TILE_D=2048)
case("qwen3_5_rms_norm_gated__rms_norm_gated_silu_kernel", (300,),
     hidden_states=A(bf, 300, 128), gate=A(bf, 300, 128), weight=A(bf, 128),
     output=A(bf, 300, 128), eps=1e-6, D=128, TILE_D=128)
case("qwen3_5_gdr_preprocess__gdr_preprocess_kernel", (50,),
     b_in=A(bf, 50, 30), a_in=A(bf, 50, 30), A_log=A(f32, 30), dt_bias=A(f32, 30),
     beta_out=A(bf, 50, 30), g_out=A(f32, 50, 30), TILE_H=32)
case("qwen3_5_sigmoid_mul__sigmoid_mul_kernel", (29,),
     x=A(f32, 29, 1000), gate=A(f32, 29, 1000), output=A(f32, 29, 1000), TILE_D=1024)
case("qwen3_5_silu_and_mul_separate__silu_and_mul_separate_kernel", (29,),
     gate=A(bf, 29, 3000), up=A(bf, 29, 3000), output=A(bf, 29, 3000), TILE_D=4096)

# ---------------------------------------------------------------- ops/cutile: more
case("ops_layer_norm__layer_norm_fwd_kernel_gather", (13, 1),
     x=A(f32, 13 * 1000), y=A(f32, 13 * 1000), w=A(f32, 1000), b=A(f32, 1000),
     mean=A(f32, 13), rstd=A(f32, 13), STRIDE_N=1000, STRIDE_C=1, STRIDE_W=1, C=1000, W=1,
     EPS=1e-5, WEIGHT_SHIFT=1.0, BLOCK_SIZE_C=256, BLOCK_SIZE_W=1, N_ELEMENTS=13 * 1000,
     STAT_N_ELEMENTS=13)
case("ops_swiglu__swiglu_forward_kernel", (19,),
     a=A(bf, 19, 1000), b=A(bf, 19, 1000), c=A(bf, 19, 1000), TILE_SIZE=1024,
     check_bounds=True)
case("ops_transpose__transpose_kernel", (2, 5),
     input=A(f32, 100, 300), output=A(f32, 300, 100), M=100, N=300, BLOCK_M=64, BLOCK_N=64)
# MoE align (10 experts, 1900 routed tokens, block 16): 15 token programs of 127 tokens.
_aE, _aN, _aBS = 10, 1900, 16
_aP = max(_aE, (_aN + 127) // 128)
_aTPT = (_aN + _aP - 1) // _aP
_aPAD = _aN + _aE * (_aBS - 1)
_aCNT = A(i32, (_aP + 1) * _aE)
case("ops_moe_align_block__moe_align_block_size_stage1_kernel", (_aP,),
     topk_ids=A(i32, _aN), tokens_cnts=_aCNT, NUM_EXPERTS=_aE, NUMEL=_aN,
     TOKENS_PER_THREAD=_aTPT, SUB_CHUNK=128, NUM_EXPERTS_POW2=16)
case("ops_moe_align_block__moe_align_block_size_stage2_kernel", (_aE,),
     tokens_cnts=_aCNT, NUM_EXPERTS=_aE, NUM_EXPERTS_POW2=16)
case("ops_moe_align_block__moe_align_block_size_stage3_kernel", (1,),
     total_tokens_post_pad=A(i32, 1), max_expert_cnt=A(i32, 1), tokens_cnts=_aCNT,
     cumsum=A(i32, _aE + 1), NUM_EXPERTS=_aE, BLOCK_SIZE=_aBS, NUM_PROGRAMS=_aP)
case("ops_moe_align_block__moe_align_block_size_stage4b_scatter_kernel", (_aP,),
     topk_ids=A(i32, _aN), sorted_token_ids=A(i32, _aPAD),
     expert_ids=A(i32, (_aPAD + _aBS - 1) // _aBS), tokens_cnts=_aCNT, cumsum=A(i32, _aE + 1),
     NUM_EXPERTS=_aE, BLOCK_SIZE=_aBS, NUMEL=_aN, TOKENS_PER_THREAD=_aTPT, SUB_CHUNK=128,
     NUM_EXPERTS_POW2=16)
# Mamba2 chunked cumsum: 200 tokens in chunks of 64 (the last one partial), 10 heads in
# tiles of 4 (the last one partial).
case("ops_mamba2__chunk_cumsum_kernel", (4, 3, 2),
     a=A(f32, 10), dt=A(bf, 2, 200, 10), out_bth=A(f32, 2, 200, 10),
     out_bht=A(f32, 2, 10, 200), dt_bht=A(bf, 2, 10, 200), chunk_size=64, BLOCK_H=4)
case("ops_attention__fmha_bwd_preprocess_kernel", (3, 6, 1),
     O=A(bf, 2, 3, 48, 64), dO=A(bf, 2, 3, 48, 64), Delta=A(f32, 2 * 3 * 48), TILE_M=16,
     TILE_D=64, H=3, SEQ_LEN=48)
case("ops_experimental_fused_linear_cross_entropy__ce_online_kernel", (4,),
     logits=A(bf, 13, 5000), loss_out=A(f32, 13), target_logits=A(f32, 13), N_ROWS=13,
     VOCAB_SIZE=5000, TILE_V=1024)
case("ops_experimental_mhc__mhc_finalize_scale_bias_sigmoid_kernel", (2, 1, 1),
     Y_acc=A(f32, 2 * 128, 24), R_acc=A(f32, 2 * 128, 1), Y=A(f32, 100, 24), R=A(f32, 100, 1),
     n=4, alpha_pre=0.7, alpha_post=1.3, alpha_res=0.9, Bias=A(f32, 24), M=100, N=24, K=512,
     TILE_SIZE_M=64, TILE_SIZE_N=32, SPLIT_K=2)
case("ops_experimental_mhc__mhc_sinkhorn_kernel", (50,),
     Y=A(f32, 50, 16), N=4)

# ---------------------------------------------------------------- liger: rms norm family
case("liger_rms_norm__rms_norm_fwd_ct", (37,),
     Y=A(f32, 37, 1000), X=A(f32, 37, 1000), W=A(f32, 1000), RSTD=A(f32, 37), n_cols=1000,
     eps=1e-6, offset=0.0, BLOCK_SIZE=1024, casting_mode=0, elementwise_affine=True)
case("liger_rms_norm__rms_norm_fwd_large_ct", (21,),
     Y=A(bf, 21, 3000), X=A(bf, 21, 3000), W=A(bf, 3000), RSTD=A(f32, 21), n_cols=3000,
     eps=1e-6, offset=1.0, BLOCK_SIZE=4096, casting_mode=1, elementwise_affine=True)
for _kn, _dt in (("liger_rms_norm__rms_norm_bwd_large_ct", f32),
                 ("liger_rms_norm__rms_norm_bwd_large_ct_nww8", bf)):
    case(_kn, (5,),
         dY=A(_dt, 37, 1000), dX=A(_dt, 37, 1000), X=A(_dt, 37, 1000), RSTD=A(f32, 37),
         n_cols=1000, rows_per_program=8, BLOCK_SIZE=1024, casting_mode=0)
case("liger_rms_norm__rms_norm_bwd_w_large_ct", (5,),
     dY=A(f32, 37, 1000), dX=A(f32, 37, 1000), X=A(f32, 37, 1000), W=A(f32, 1000),
     RSTD=A(f32, 37), dW_partial=A(f32, 5, 1000), n_cols=1000, offset=0.5,
     rows_per_program=8, BLOCK_SIZE=1024, casting_mode=0)
case("liger_fused_add_rms_norm__fused_add_rms_norm_fwd_ct", (37,),
     Y=A(f32, 37, 1000), S=A(f32, 37, 1000), X=A(f32, 37, 1000), R=A(f32, 37, 1000),
     W=A(f32, 1000), RSTD=A(f32, 37), n_cols=1000, eps=1e-6, offset=0.0, BLOCK_SIZE=1024,
     casting_mode=0)
case("liger_fused_add_rms_norm__fused_add_rms_norm_fwd_large_ct", (21,),
     Y=A(bf, 21, 3000), S=A(bf, 21, 3000), X=A(bf, 21, 3000), R=A(bf, 21, 3000),
     W=A(bf, 3000), RSTD=A(f32, 21), n_cols=3000, eps=1e-6, offset=1.0, BLOCK_SIZE=1024,
     casting_mode=1)
case("liger_fused_add_rms_norm__fused_add_rms_norm_fwd_small_ct", (33,),
     Y=A(bf, 33, 500), S=A(bf, 33, 500), X=A(bf, 33, 500), R=A(bf, 33, 500),
     W=A(bf, 500), RSTD=A(f32, 33), n_cols=500, eps=1e-6, offset=0.0, BLOCK_SIZE=512,
     casting_mode=0)
case("liger_fused_add_rms_norm__fused_add_rms_norm_bwd_persistent_ct", (5,),
     dY=A(f32, 37, 1000), dS_out=A(f32, 37, 1000), dX=A(f32, 37, 1000), S=A(f32, 37, 1000),
     W=A(f32, 1000), RSTD=A(f32, 37), dW_partial=A(f32, 5, 1000), n_cols=1000, offset=0.0,
     num_iters=8, sm_count=5, n_rows=37, BLOCK_SIZE=1024, casting_mode=0)
case("liger_dyt__dyt_fwd_kernel", (4, 37),
     x_input=A(bf, 37, 1000), y_output=A(bf, 37, 1000), alpha_tensor=A(bf, 1),
     gamma_tensor=A(bf, 1000), beta_tensor=A(bf, 1000), HAVE_BETA=1, CHECK_BOUNDS=True,
     BLOCK_N=256)
for _kn, _dt in (("liger_dyt__dyt_bwd_kernel", f32), ("liger_dyt__dyt_bwd_kernel_nww8", bf)):
    case(_kn, (4, 6),
         dy_input=A(_dt, 37, 1000), dx_output=A(_dt, 37, 1000), da_partial=A(f32, 6, 4),
         dg_partial=A(f32, 6, 1000), db_partial=A(f32, 6, 1000), x_input=A(_dt, 37, 1000),
         alpha_tensor=A(_dt, 1), gamma_tensor=A(_dt, 1000), HAVE_BETA=1, M=37, BLOCK_N=256,
         NUM_SMS=6)

# ---------------------------------------------------------------- liger: modulated rms norm
# 37 rows, modulation rows of 10 (4 of them), or one per row, or one for all.
def _modf(kn, dt, n, blk, cm, aligned):
    case(kn, (37,),
         Y=A(dt, 37, n), X=A(dt, 37, n), W=A(dt, n), Scale=A(dt, 4, n), Shift=A(dt, 4, n),
         RSTD=A(f32, 37), n_cols=n, eps=1e-6, offset=0.25, BLOCK_SIZE=blk, casting_mode=cm,
         elementwise_affine=True, has_shift=True, rows_per_modulation=10, aligned=aligned)


_modf("liger_modulated_rms_norm__modulated_rms_norm_fwd_ct", f32, 1000, 1024, 1, False)
_modf("liger_modulated_rms_norm__modulated_rms_norm_fwd_ct_occ4", bf, 1024, 1024, 0, True)
_modf("liger_modulated_rms_norm__modulated_rms_norm_fwd_ct_occ3", bf, 2000, 2048, 1, False)


def _modb(kn, dt, w, rpm, single, cm):
    mods = 1 if single else (37 + rpm - 1) // rpm
    extra = dict(W=A(dt, 1000), dW_partial=A(f32, 5, 1000), offset=0.5) if w else {}
    case(kn, (5,),
         dY=A(dt, 37, 1000), dX=A(dt, 37, 1000), X=A(dt, 37, 1000), Scale=A(dt, mods, 1000),
         RSTD=A(f32, 37), dScale=A(f32, mods, 1000), dShift=A(f32, mods, 1000), n_cols=1000,
         rows_per_program=8, BLOCK_SIZE=1024, casting_mode=cm, has_shift=True,
         rows_per_modulation=rpm, single_mod=single, **extra)


_modb("liger_modulated_rms_norm__modulated_rms_norm_bwd_large_ct", f32, False, 10, False, 0)
_modb("liger_modulated_rms_norm__modulated_rms_norm_bwd_large_ct_nww8", bf, False, 1, False, 0)
_modb("liger_modulated_rms_norm__modulated_rms_norm_bwd_w_large_ct", f32, True, 37, True, 1)
_modb("liger_modulated_rms_norm__modulated_rms_norm_bwd_w_large_ct_nww8", bf, True, 10, False, 0)

# ---------------------------------------------------------------- liger: layer norm, poly norm
case("liger_layer_norm__layer_norm_fwd_kernel_ct", (37,),
     x=A(f32, 37, 1000), y=A(f32, 37, 1000), weight=A(f32, 1000), bias=A(f32, 1000),
     mean_out=A(f32, 37), rstd_out=A(f32, 37), n_cols=1000, eps=1e-6, BLOCK_SIZE=256,
     ALIGNED=False)
case("liger_layer_norm__layer_norm_bwd_dx_kernel_ct", (37,),
     x=A(f32, 37, 1000), dy=A(f32, 37, 1000), weight=A(f32, 1000), mean=A(f32, 37),
     rstd=A(f32, 37), dx=A(f32, 37, 1000), n_cols=1000, BLOCK_SIZE=1024, ALIGNED=False)
case("liger_layer_norm__layer_norm_bwd_combined_kernel_ct", (5,),
     x=A(bf, 37, 1000), dy=A(bf, 37, 1000), weight=A(bf, 1000), mean=A(bf, 37),
     rstd=A(bf, 37), dx=A(bf, 37, 1000), dw_partial=A(f32, 5, 1000),
     db_partial=A(f32, 5, 1000), n_rows=37, n_cols=1000, num_programs=5, rows_per_program=8,
     BLOCK_SIZE=1024, ALIGNED=False)


def _polyc(kn, dt, n, blk, bwd):
    x = A(dt, 29, n)
    common = dict(weights=A(dt, 3), rstd3=A(f32, 29), rstd2=A(f32, 29), rstd1=A(f32, 29),
                  N_COLS=n, BLOCK_SIZE=blk, ALIGNED=n % blk == 0)
    if bwd:
        case(kn, (29,), dy=x, dx=x, x_input=x, dwdb_output=A(f32, 4), **common)
    else:
        case(kn, (29,), x_input=x, y_output=x, bias=A(dt, 1), eps=1e-6, **common)


_polyc("liger_poly_norm__poly_norm_fwd_kernel", f32, 3000, 1024, False)
_polyc("liger_poly_norm__poly_norm_fwd_kernel_sc_large", bf, 1000, 1024, False)
_polyc("liger_poly_norm__poly_norm_bwd_kernel", f32, 1000, 1024, True)
_polyc("liger_poly_norm__poly_norm_bwd_kernel_large", bf, 3000, 1024, True)

# ---------------------------------------------------------------- liger: softmax
case("liger_softmax__softmax_single_tma", (37,),
     Y=A(f32, 37, 1000), X=A(f32, 37, 1000), n_cols=1000, BLOCK_SIZE=1024)
case("liger_softmax__softmax_single_gather", (37,),
     Y=A(bf, 37, 1000), X=A(bf, 37, 1000), n_cols=1000, BLOCK_SIZE=1024, ALIGNED=False)
case("liger_softmax__softmax_fwd_ct", (13,),
     Y=A(bf, 13, 5000), X=A(bf, 13, 5000), n_cols=5000, BLOCK_SIZE=1024)
case("liger_softmax__softmax_bwd_fused", (37,),
     DX=A(f32, 37, 1000), DY=A(f32, 37, 1000), Y=A(f32, 37, 1000), n_cols=1000,
     BLOCK_SIZE=1024, ALIGNED=False)
case("liger_softmax__softmax_bwd_ct", (13,),
     DX=A(bf, 13, 5000), DY=A(bf, 13, 5000), Y=A(bf, 13, 5000), n_cols=5000,
     BLOCK_SIZE=1024, ALIGNED=False)

# ---------------------------------------------------------------- liger: gated activations
for _kn, _dt, _n, _blk in (("liger_relu_squared__relu_squared_fwd_ct_aligned", bf, 1024, 512),
                           ("liger_relu_squared__relu_squared_fwd_ct", f32, 1000, 256)):
    case(_kn, (23,), X=A(_dt, 23, _n), Y=A(_dt, 23, _n), n_cols=_n, BLOCK_SIZE=_blk)
for _kn, _dt, _n, _blk in (("liger_relu_squared__relu_squared_bwd_ct_aligned", f32, 2048, 1024),
                           ("liger_relu_squared__relu_squared_bwd_ct", bf, 3000, 1024)):
    case(_kn, (23,), DY=A(_dt, 23, _n), X=A(_dt, 23, _n), DX=A(_dt, 23, _n), n_cols=_n,
         BLOCK_SIZE=_blk)
for _kn, _dt, _n, _blk in (("liger_swiglu__swiglu_fwd_ct_aligned", f32, 2048, 1024),
                           ("liger_swiglu__swiglu_fwd_ct", bf, 3000, 1024)):
    case(_kn, (23,), A=A(_dt, 23, _n), B=A(_dt, 23, _n), C=A(_dt, 23, _n), n_cols=_n,
         BLOCK_SIZE=_blk, gate_multiplier=1.5)
for _kn, _dt, _n, _blk in (("liger_swiglu__swiglu_bwd_ct_aligned", f32, 1024, 512),
                           ("liger_swiglu__swiglu_bwd_ct", f32, 1000, 256)):
    case(_kn, (23,), DC=A(_dt, 23, _n), A=A(_dt, 23, _n), B=A(_dt, 23, _n), n_cols=_n,
         BLOCK_SIZE=_blk, gate_multiplier=0.8)
case("liger_geglu__geglu_fwd_kernel_ct", (23,),
     a=A(bf, 23, 3000), b=A(bf, 23, 3000), c=A(bf, 23, 3000), n_cols=3000, BLOCK_SIZE=1024,
     CHECK_BOUNDS=True)
case("liger_geglu__geglu_bwd_kernel_ct", (23,),
     dc=A(f32, 23, 1000), a=A(f32, 23, 1000), b=A(f32, 23, 1000), n_cols=1000, BLOCK_SIZE=256,
     CHECK_BOUNDS=True)
case("liger_sparsemax__sparsemax_fwd_kernel", (29,),
     y_output=A(bf, 29, 1000), x_input=A(bf, 29, 1000), x_sorted=A(f32, 29, 1000),
     N_COLS=1000, BLOCK_SIZE=1024)
case("liger_sparsemax__sparsemax_bwd_kernel", (29,),
     grad_input=A(f32, 29, 3000), output=A(f32, 29, 3000), grad_output=A(f32, 29, 3000),
     N_COLS=3000, BLOCK_SIZE=1024)

# ---------------------------------------------------------------- losses (liger, unsloth)
_LR, _LV = 13, 5000
case("liger_cross_entropy__liger_cross_entropy_kernel", (_LR,),
     input=A(f32, _LR, _LV), target=A(i64, _LR), weight=A(f32, 1), loss=A(f32, _LR),
     z_loss=A(f32, _LR), token_accuracy=A(f32, _LR), predicted_tokens=A(i64, _LR),
     n_cols=_LV, inv_n_non_ignore=1.0 / 11, sum_non_ignore_weight=11.0, weight_sum=0.0,
     ignore_index=-100, label_smoothing=0.1, lse_square_scale=1e-3, softcap=0.0,
     BLOCK_SIZE=1024, HAS_GRADIENTS=1, REDUCTION_MEAN=1, HAS_WEIGHT=0, HAS_SOFTCAPPING=0,
     RETURN_Z_LOSS=1, RETURN_TOKEN_ACCURACY=1, RETURN_PREDICTED_TOKENS=1)
case("liger_jsd__jsd_kernel", (_LR,),
     x=A(bf, _LR, 3000), y=A(bf, _LR, 3000), loss=A(f32, _LR, 3000), dx=A(bf, _LR, 3000),
     label=A(i64, _LR), beta=0.5, inv_n_non_ignore=1.0 / 11, ignore_index=-100, n_cols=3000,
     BLOCK_SIZE=1024, HAS_LABEL=1)
case("liger_kl_div__kldiv_fwd_none_ct", (_LR,),
     Y=A(bf, _LR, _LV), GT=A(bf, _LR, _LV), LOSS=A(f32, _LR, _LV), n_cols=_LV, eps=1e-10,
     BLOCK_SIZE=1024, LOG_TARGET=0, N_FULL_CHUNKS=_LV // 1024)
case("liger_kl_div__kldiv_fwd_reduce_ct", (_LR,),
     Y=A(f32, _LR, _LV), GT=A(f32, _LR, _LV), LOSS=A(f32, _LR), n_cols=_LV, eps=1e-10,
     BLOCK_SIZE=1024, LOG_TARGET=1, N_FULL_CHUNKS=_LV // 1024)
case("liger_kl_div__kldiv_bwd_ct", (_LR,),
     GT=A(bf, _LR, _LV), GRADS=A(bf, _LR, _LV), n_cols=_LV, scale=1.0 / _LR, BLOCK_SIZE=1024,
     LOG_TARGET=0, N_FULL_CHUNKS=_LV // 1024)
for _kn, _v, _red in (("liger_tvd__tv_distance_kernel_ct_aligned", 2048, 3),
                      ("liger_tvd__tv_distance_kernel_ct", 3000, 0),
                      ("liger_tvd__tv_distance_kernel_ct_gather", 2999, 3)):
    case(_kn, (4,),
         P=A(bf, _LR, _v), Q=A(bf, _LR, _v), LOSS=A(f32, _LR, _v) if _red == 0 else A(f32, _LR),
         GRADS=A(bf, _LR, _v), LABEL=A(i64, _LR), scale=1.0 / 11, n_rows=_LR, n_cols=_v,
         ignore_index=-100, BLOCK_SIZE=1024, HAS_LABEL=1, reduction=_red)
_UCE = dict(DO_SOFTCAPPING=1, SOFTCAP=30.0, DO_LOGIT_SCALING=1, LOGIT_SCALE=0.5)
case("unsloth_cross_entropy_loss__chunked_cross_entropy_forward_ct", (_LR, 5),
     logits=A(bf, _LR, _LV), loss=A(f32, _LR), logsumexp_out=A(f32, _LR, 5),
     labels=A(i64, _LR), VOCAB_SIZE=_LV, N_CHUNKS=5, BLOCK_SIZE=1024, **_UCE)
case("unsloth_cross_entropy_loss__cross_entropy_backward_ct", (_LR, 5),
     logits=A(f32, _LR, _LV), grad_logits=A(f32, _LR, _LV), dloss=A(f32, _LR),
     logsumexp_in=A(f32, _LR), labels=A(i64, _LR), VOCAB_SIZE=_LV, BLOCK_SIZE=1024, **_UCE)

# ---------------------------------------------------------------- unsloth elementwise / norms
_uN = 5000
for _kn, _dt in (("unsloth_geglu__exact_forward_ct", f32), ("unsloth_geglu__approx_forward_ct", bf),
                 ("unsloth_swiglu__fg_kernel_ct", bf)):
    case(_kn, (5,), e=A(_dt, _uN), g=A(_dt, _uN), h=A(_dt, _uN), n_elements=_uN,
         BLOCK_SIZE=1024, LONG_INDEXING=0)
for _kn, _dt in (("unsloth_geglu__exact_backward_ct", f32), ("unsloth_geglu__approx_backward_ct", f32),
                 ("unsloth_swiglu__DWf_DW_dfg_kernel_ct", f32)):
    case(_kn, (5,), DW=A(_dt, _uN), e=A(_dt, _uN), g=A(_dt, _uN), n_elements=_uN,
         BLOCK_SIZE=1024, LONG_INDEXING=0)
case("unsloth_layernorm__layernorm_forward_ct_1d", (37,),
     Y=A(bf, 37, 1000), X=A(bf, 37, 1000), W=A(bf, 1000), b=A(bf, 1000), r=A(f32, 37),
     mu=A(f32, 37), n_cols=1000, eps=1e-6, TILE_N=1024)
case("unsloth_layernorm__layernorm_backward_ct_1d", (37,),
     dX=A(f32, 37, 1000), dY=A(f32, 37, 1000), X=A(f32, 37, 1000), W=A(f32, 1000),
     r=A(f32, 37), mu=A(f32, 37), n_cols=1000, TILE_N=1024)
case("unsloth_rms_layernorm__rms_layernorm_forward_ct_1d", (37,),
     Y=A(f32, 37, 1000), X=A(f32, 37, 1000), W=A(f32, 1000), r=A(f32, 37), n_cols=1000,
     eps=1e-6, OFFSET=1.0, TILE_N=1024)
case("unsloth_rms_layernorm__rms_layernorm_backward_ct_1d", (37,),
     dX=A(bf, 37, 1000), dY=A(bf, 37, 1000), X=A(bf, 37, 1000), W=A(bf, 1000), r=A(f32, 37),
     n_cols=1000, OFFSET=0.0, TILE_N=1024)

# ---------------------------------------------------------------- rope
# unsloth: q [B, H, S, D] flattened, D 96 (half 48 in a 64-wide tile: the masked lanes),
# cos / sin [S, 96]; QK with position indices, the single-tensor one backward (sin negated).
_rB, _rS, _rD, _rHQ, _rHK = 2, 10, 96, 4, 2
case("unsloth_rope_embedding__rope_embedding_QK_ct", (_rB * _rS, _rHQ),
     Q_in=A(f32, _rB * _rHQ * _rS * _rD), Q_out=A(f32, _rB * _rHQ * _rS * _rD),
     K_in=A(f32, _rB * _rHK * _rS * _rD), K_out=A(f32, _rB * _rHK * _rS * _rD),
     cos=A(f32, _rS * _rD), sin=A(f32, _rS * _rD), rope_embedding_indices=A(i32, _rB * _rS),
     seqlen=_rS, head_dim=_rD, n_heads_Q=_rHQ, n_heads_K=_rHK, cos_row_stride=_rD,
     BACKWARD_PASS=0, HAS_ROPE_INDICES=1, TILE_HD=64, NO_PADDING=0)
case("unsloth_rope_embedding__rope_embedding_ct", (_rB * _rS, _rHQ),
     Q_in=A(bf, _rB * _rS * _rHQ * _rD), Q_out=A(bf, _rB * _rS * _rHQ * _rD),
     cos=A(f32, _rS * _rD), sin=A(f32, _rS * _rD), seqlen=_rS, n_heads=_rHQ, head_dim=_rD,
     cos_row_stride=_rD, BACKWARD_PASS=1, TILE_HD=64, NO_PADDING=0)
# liger llama4 (interleaved pairs): head dim 96 in blocks of 32 pairs (the second partial).
case("liger_llama4_rope__llama4_rope_kernel", (_rB, _rS, 5),
     query=A(bf, _rB * _rS * 5, 96), key=A(bf, _rB * _rS * 3, 96), freqs=A(f32, _rS, 96),
     seq_len=_rS, HEAD_DIM_HALF=48, N_Q_HEADS=5, N_K_HEADS=3, imag_sign=-1.0, BLOCK_SIZE=32)

# ---------------------------------------------------------------- fp8 quantization
_f8 = "f8e4m3"
_qG = 50
_PQg = dict(y_input=A(bf, _qG * 128), y_quantized=A(_f8, _qG * 128), y_scale=A(f32, _qG),
            eps=1e-10, bit8_min=-448.0, bit8_max=448.0, BLOCK=128, y_array_size=_qG * 128,
            y_q_array_size=_qG * 128, y_s_array_size=_qG)
case("flashinfer_per_token_group_quant_8bit__per_token_group_quant_8bit_kernel", (_qG,),
     y_stride=128, n=128, **_PQg)
# column-major scales: 6 rows x 512 columns, groups of 128 -> 24 groups, scales [4, 6].
_PQc = dict(y_input=A(bf, 6 * 512), y_quantized=A(_f8, 6 * 512), y_scale=A(f32, 24),
            eps=1e-10, bit8_min=-448.0, bit8_max=448.0, BLOCK=128, y_array_size=6 * 512,
            y_q_array_size=6 * 512, y_s_array_size=24)
case("flashinfer_per_token_group_quant_8bit__per_token_group_quant_8bit_colmajor_kernel", (24,),
     group_size=128, y_num_columns=512, y_row_stride=512, y_s_col_stride=6, scale_ue8m0=1,
     **_PQc)
case("unsloth_fp8__weight_dequant_kernel_ct", (2, 3),
     x=A(_f8, 200, 300), s=A(f32, 2, 3), y=A(bf, 200, 300), M=200, N=300, BLOCK_SIZE=128)
case("unsloth_fp8__act_quant_kernel_ct", (20,),
     x=A(bf, 20 * 128), y=A(_f8, 20 * 128), s=A(f32, 20), BLOCK_SIZE=128)

# ---------------------------------------------------------------- liger multi-token attention
_mL, _mN = 100, 3
_mS = A(bf, _mN * _mL, _mL)
for _kn in ("liger_multi_token_attention__mask_inf_fwd_kernel",
            "liger_multi_token_attention__mask_zero_fwd_kernel"):
    case(_kn, (_mL, _mN, 1), scores_2d=_mS, output_2d=_mS, L=_mL, BLOCK=32)
case("liger_multi_token_attention__mask_bwd_kernel", (_mL, _mN, 1),
     grad_2d=A(f32, _mN * _mL, _mL), output_2d=A(f32, _mN * _mL, _mL), L=_mL, BLOCK=32)
case("liger_multi_token_attention__fused_softmax_zeromask_bwd_kernel", (_mL, _mN, 1),
     probs_2d=A(f32, _mN * _mL, _mL), grad_probs_2d=A(f32, _mN * _mL, _mL),
     output_2d=A(f32, _mN * _mL, _mL), L=_mL, BLOCK=32)
case("liger_fused_neighborhood_attention__fna_bwd_preprocess_kernel", (6, 2),
     output=A(bf, 2, 3, 100, 64), grad_output=A(bf, 2, 3, 100, 64), delta_cache=A(f32, 6 * 128),
     NUM_HEADS=3, SEQ_LEN=100, HEAD_DIM=64, BLOCK_M=64, LSE_STRIDE=128)

# ---------------------------------------------------------------- liger GRPO loss
# 3 sequences of 7 completion tokens (logits rows L + 1 per sequence), vocab 1000 in blocks
# of 256, temperature 0.9, KL (beta 0.04), a completion mask with holes.
_qB, _qL, _qN = 3, 7, 1000


def _grpo_case(kn, bwd, loss_type, dt, beta=0.04):
    bl = A(f32, _qB, _qL)
    d1 = A(f32, 1)
    logits = A(dt, _qB * (_qL + 1), _qN)
    common = dict(input_ids=A(i64, _qB, _qL), completion_mask=A(i32, _qB, _qL),
                  advantages=A(f32, _qB), B=_qB, L=_qL, N=_qN, temperature=0.9, beta=beta,
                  use_bias_correction_kl=0, HAS_COMPLETION_MASK=1, old_logp_input=bl,
                  ref_logp_input=bl, vllm_is_ratio=d1, phi_seq_input=A(f32, _qB), BLOCK_N=256,
                  eps_low=0.2, eps_high=0.28 if loss_type == 0 else 1.5, loss_type=loss_type,
                  sapo_temp_pos=1.0, sapo_temp_neg=1.05, delta=0.0, HAS_OLD_LOGP=1,
                  HAS_VLLM_IS_RATIO=0, vllm_is_ratio_stride=0)
    if bwd:
        p = dict(dloss_input=bl, dlogits_output=logits, logits_input=logits, lse_cache=bl)
    else:
        p = dict(logits_input=logits, loss_output=bl, lse_cache=bl, kl_output=bl,
                 is_clipped_output=bl)
    case(kn, (_qB, _qL), **common, **p)


_grpo_case("liger_grpo_loss__grpo_loss_fwd_ct", False, 0, f32)
_grpo_case("liger_grpo_loss__grpo_loss_bwd_ct", True, 0, f32)
_grpo_case("liger_grpo_loss__bwd_occ_small", True, 1, bf)      # CISPO
_grpo_case("liger_grpo_loss__bwd_occ_large", True, 2, f32)     # SAPO


def _grpo_seq_case(kn, bwd, dt, bias_kl=0, delta=0.0):
    bl = A(f32, _qB, _qL)
    bb = A(f32, _qB)
    logits = A(dt, _qB * (_qL + 1), _qN)
    common = dict(input_ids=A(i64, _qB, _qL), completion_mask=A(i32, _qB, _qL),
                  advantages=bb, B=_qB, L=_qL, N=_qN, temperature=0.9, beta=0.04,
                  use_bias_correction_kl=bias_kl, HAS_COMPLETION_MASK=1, BLOCK_N=256,
                  logits_input=logits, ref_logp_input=bl, lse_cache=bl, coef_1=bb)
    if bwd:
        p = dict(dloss_input=bl, dloss_sum_input=bb, dlogits_output=logits, seq_len=bb,
                 eps_low=0.2, eps_high=0.28, delta=delta)
    else:
        p = dict(coef_1_raw=bb, coef_2=bb, is_clipped_seq=bb, vllm_is_ratio=A(f32, 1),
                 loss_output=bl, kl_output=bl, is_clipped_output=bl, HAS_VLLM_IS_RATIO=0,
                 vllm_is_ratio_stride=0)
    case(kn, (_qB, _qL), **common, **p)


_grpo_seq_case("liger_grpo_loss__grpo_loss_fwd_seq_ct", False, f32, bias_kl=1)
_grpo_seq_case("liger_grpo_loss__grpo_loss_bwd_seq_ct", True, f32)
_grpo_seq_case("liger_grpo_loss__bwd_seq_occ_small", True, bf)
_grpo_seq_case("liger_grpo_loss__bwd_seq_occ_large", True, f32, bias_kl=1, delta=1.1)

# ---------------------------------------------------------------- liger group norm
# 3 samples x 12 channels in 4 groups of 3, 300 values per channel in chunks of 128.
case("liger_group_norm__group_norm_fwd_kernel", (3, 4, 1),
     x_input=A(f32, 36, 300), y_output=A(f32, 36, 300), weight=A(f32, 12), bias=A(f32, 12),
     mean_stats=A(f32, 12), rstd_stats=A(f32, 12), NUM_CHANNELS=12, NUM_GROUPS=4,
     CHANNELS_PER_GROUP=3, TOTAL_HIDDEN_SIZE=300, eps=1e-5, BLOCK_SIZE=128)
case("liger_group_norm__group_norm_bwd_kernel", (3, 4, 1),
     x_input=A(bf, 36, 300), upstream=A(bf, 36, 300), weight=A(bf, 12), mean_stats=A(f32, 12),
     rstd_stats=A(f32, 12), dx_output=A(bf, 36, 300), dw_partial=A(f32, 3, 12),
     db_partial=A(f32, 3, 12), NUM_CHANNELS=12, NUM_GROUPS=4, CHANNELS_PER_GROUP=3,
     TOTAL_HIDDEN_SIZE=300, BLOCK_SIZE=128)

# ---------------------------------------------------------------- rope (ops, liger, mrope)
# ops rope, partial: head dim 96 of which the first 64 rotate (TILE_RD 32), 5 q / 3 kv
# heads in tiles of 8 / 4, 2 x 7 tokens, one cos / sin row set per batch.
_oB, _oS = 2, 7
case("ops_rope__rope_kernel", (_oB * _oS, 1, 1),
     q=A(bf, _oB, 5, _oS, 96), k=A(bf, _oB, 3, _oS, 96), cos=A(bf, _oB, _oS, 64),
     sin=A(bf, _oB, _oS, 64), COS_BS=_oB, SEQ_LEN=_oS, TILE_QH=8, TILE_KH=4, TILE_RD=32)
# liger 4-D (aligned: head counts and half head dim are the tiles), f32, sin negated.
case("liger_rope__rope_4d_ct", (_oB * _oS,),
     Q=A(f32, _oB, 4, _oS, 64), K=A(f32, _oB, 2, _oS, 64), COS=A(f32, _oB, _oS, 64),
     SIN=A(f32, _oB, _oS, 64), cos_bs=_oB, seq_len=_oS, sin_sign=-1.0, TILE_QH=4, TILE_KH=2,
     TILE_HD=32)
# liger 5-D (q viewed [B, S, H, 2, half]): 5 / 3 heads in tiles of 8 / 4, half 48 in 64,
# one cos / sin batch for both sequences.
case("liger_rope__rope_5d_ct", (_oB * _oS,),
     Q=A(bf, _oB, _oS, 5, 2, 48), K=A(bf, _oB, _oS, 3, 2, 48), COS=A(bf, 1, _oS, 1, 48),
     SIN=A(bf, 1, _oS, 1, 48), cos_bs=1, seq_len=_oS, sin_sign=1.0, TILE_QH=8, TILE_KH=4,
     TILE_HD=64)
# qwen2vl M-RoPE, sections t / h / w = 8 / 12 / 12 of half 32 (4-D, aligned, f32 cos).
case("liger_qwen2vl_mrope__qwen2vl_mrope_4d_ct", (_oB * _oS,),
     Q=A(bf, _oB, 4, _oS, 64), K=A(bf, _oB, 2, _oS, 64), COS=A(f32, 3, _oB, _oS, 64),
     SIN=A(f32, 3, _oB, _oS, 64), seq_len=_oS, MROPE_SECTION_T=8, MROPE_SECTION_H=12,
     sin_sign=-1.0, TILE_QH=4, TILE_KH=2, TILE_HD=32)
# flat gather kernel: head dim 96 (half 48 in a 64-wide tile), 5 / 3 heads in 8 / 4,
# sections 16 / 16 / 16, backward (sin negated).
case("liger_qwen2vl_mrope__qwen2vl_mrope_kernel", (_oB, _oS),
     query=A(bf, _oB * _oS * 5 * 96), key=A(bf, _oB * _oS * 3 * 96),
     cos=A(bf, 3 * _oB * _oS * 96), sin=A(bf, 3 * _oB * _oS * 96), sl=_oS, BS_SL=_oB * _oS,
     N_QH=5, N_KH=3, MROPE_SECTION_T=16, MROPE_SECTION_H=16, BACKWARD=True, HEAD_DIM=96,
     HEAD_DIM_HALF=48, TILE_HD=64, TILE_QH=8, TILE_KH=4, HD_POW2=False)
# flashinfer rope + fp8 quantize (MLA: one kv head, 2-D k): 7 tokens in blocks of 4, 3 q
# heads, rope dim 64 (interleaved pairs), no-rope dim 200 in chunks of 128 ->
# 3 + 1 + 2 + 3 * 2 = 12 blocks in y; positions index a 20-row cos | sin cache.
_fT, _fH, _fNR = 7, 3, 200
case("flashinfer_rope_quantize_fp8__rope_quantize_fp8_kernel", (2, 12, 1),
     q_rope=A(bf, _fT, _fH, 64), k_rope=A(bf, _fT, 64), q_nope=A(bf, _fT, _fH, _fNR),
     k_nope=A(bf, _fT, _fNR), cos_sin_cache=A(f32, 20, 64), pos_ids=A(i64, _fT),
     q_rope_out=A("f8e4m3", _fT, _fH, 64), k_rope_out=A("f8e4m3", _fT, 64),
     q_nope_out=A("f8e4m3", _fT, _fH, _fNR), k_nope_out=A("f8e4m3", _fT, _fNR),
     quant_scale_q=0.75, quant_scale_kv=1.25, NUM_TOKENS=_fT, NUM_QO_HEADS=_fH,
     NUM_KV_HEADS=1, ROPE_DIM=64, NO_ROPE_DIM=_fNR, TOKENS_PER_BLOCK=4, NOPE_BLOCK=128)

# ---------------------------------------------------------------- split-K reductions
# ops: 3 batches x 5 heads, 3 splits (padded to 4), head dim 96 in tiles of 64.
case("ops_splitk_reduce__splitk_reduce_kernel", (3, 5, 2),
     attn_splitk_out=A(bf, 3, 5, 3, 96), lse_splitk_out=A(f32, 3, 5, 3),
     attn_out=A(bf, 3, 5, 96), B=3, S_KV=300, NUM_HEADS=5, HEAD_DIM=96, NUM_KV_SPLITS=3,
     NUM_KV_SPLITS_POW2=4, TILE_D=64, USE_DOT=False)
# flashinfer, head-tiled: 4 sequences, 8 heads in blocks of 4, 5 splits of 32 tokens
# (lse padded to 8), head dim 64; per-sequence split counts 4, 2, 1 and 5 (capped).
case("flashinfer_fmha_decode_bsr__splitk_reduce_kernel_htile", (4, 2, 1),
     attn_splitk_out=A(bf, 5, 4, 8, 64), lse_splitk_out=A(f32, 4, 8, 8),
     attn_out=A(bf, 4, 8, 64), actual_seq_lens=A(i32, 4), NUM_KV_LEN_PER_SPLIT=32,
     NUM_KV_SPLITS=5, NUM_KV_SPLITS_POW2=8, BLOCK_H=4, BLOCK_D=64)

# ---------------------------------------------------------------- rms norm bwd, mHC residual
case("ops_rms_norm__rms_bwd_kernel", (5,),
     dx=A(f32, 37, 1000), dy=A(f32, 37, 1000), x=A(f32, 37, 1000), weight=A(f32, 1000),
     Rstd=A(f32, 37), dw_partial=A(f32, 5, 1000), TILE_M=4, TILE_N=1024)
# y [5, 24] (pre | post | res), post / res the launcher's strided views; C 1500 in 1024s.
case("ops_experimental_mhc__mhc_apply_residual_kernel", (5, 2, 1),
     X=A(bf, 5, 4, 1500), F_out=A(bf, 5, 1500), Y_post=A(f32, 5, 4, strides=(24, 1)),
     Y_res=A(f32, 5, 4, 4, strides=(24, 4, 1)), Out=A(bf, 5, 4, 1500), C=1500, N=4,
     TILE_SIZE_C=1024)

# ---------------------------------------------------------------- recurrent gated delta rule
# 2 batches, 2 q/k heads shared by 4 v heads, key dim 100 (in 128), value dim 80 in
# blocks of 64 (or 76 in 16s streamed by 8s: the last block 12 wide), 3 steps.
def _gdr_case(kn, grid, dt, t, v, **over):
    case(kn, grid,
         Query=A(dt, 2, t, 2, 100), Key=A(dt, 2, t, 2, 100), Value=A(dt, 2, t, 4, v),
         Gate=A(f32, 2, t, 4), Beta=A(dt, 2, t, 4), Output=A(dt, 2, t, 4, v),
         StateIn=A(f32, 2, 4, 100, v), StateOut=A(f32, 2, 4, 100, v), scale=100 ** -0.5,
         HAS_INITIAL_STATE=True, OUTPUT_FINAL_STATE=True, USE_QK_L2NORM=True, BLOCK_K=128,
         SMALL_TILE_USE_TMA=False, LARGE_TILE_USE_TMA=True, **over)


_gdr_case("ops_recurrent_gated_delta_rule__recurrent_gated_delta_rule_fwd_kernel", (8, 2, 1),
          f32, 3, 80, BLOCK_V=64, T=3)
_gdr_case("ops_recurrent_gated_delta_rule__recurrent_gated_delta_rule_fwd_kernel_persistent",
          (5,), bf, 3, 80, BLOCK_V=64, T=3)
_gdr_case("ops_recurrent_gated_delta_rule__recurrent_gated_delta_rule_fwd_kernel_decode_vstream",
          (8, 5, 1), bf, 1, 76, BLOCK_V=16, STREAM_V_TILE=8)

# ---------------------------------------------------------------- large tiles
# The corpus tile constants of these kernels (thousands of elements per tile: the
# compiler pools their shared memory and converts their layouts in rounds) with small,
# ragged problems under them.
# liger fused add + rms norm backward, two chunks of 4096: 5000 columns (the high chunk
# partial), 37 rows over 5 programs of 8.
for _kn, _dt, _cm in (("liger_fused_add_rms_norm__fused_add_rms_norm_bwd_persistent_2c_ct", f32, 1),
                      ("liger_fused_add_rms_norm__fused_add_rms_norm_bwd_persistent_2c_ct_nww8",
                       bf, 0)):
    case(_kn, (5,),
         dY=A(_dt, 37, 5000), dS_out=A(_dt, 37, 5000), dX=A(_dt, 37, 5000),
         S=A(_dt, 37, 5000), W=A(_dt, 5000), RSTD=A(f32, 37), dW_partial=A(f32, 5, 5000),
         n_cols=5000, offset=0.5, num_iters=8, sm_count=5, n_rows=37, CHUNK_SIZE=4096,
         casting_mode=_cm)
# liger rms norm backward with weight, BLOCK 8192 over 5000 columns (llama casting, bf16).
case("liger_rms_norm__rms_norm_bwd_w_large_ct_nww8", (5,),
     dY=A(bf, 37, 5000), dX=A(bf, 37, 5000), X=A(bf, 37, 5000), W=A(bf, 5000),
     RSTD=A(f32, 37), dW_partial=A(f32, 5, 5000), n_cols=5000, offset=0.5,
     rows_per_program=8, BLOCK_SIZE=8192, casting_mode=0)
# ops layer norm over the channel axis of [N, C, W]: C 100 in tiles of 32 (the last 4
# deep), W 1500 in tiles of 1024 (the second partial).
case("ops_layer_norm__layer_norm_fwd_kernel", (2, 2),
     x=A(bf, 2, 100, 1500), y=A(bf, 2, 100, 1500), w=A(bf, 100), b=A(bf, 100),
     mean=A(f32, 2, 1500), rstd=A(f32, 2, 1500), C=100, W=1500, EPS=1e-5, WEIGHT_SHIFT=1.0,
     BLOCK_SIZE_C=32, BLOCK_SIZE_W=1024)
# silu_and_mul rows (a | b) of 2 * 9000 in a 16384 tile; swiglu backward 20000 columns in
# tiles of 16384 (the second partial).
case("ops_silu_and_mul__silu_and_mul_kernel_row_wise", (7,),
     input=A(bf, 7, 2 * 9000), output=A(bf, 7, 9000), TILE_SIZE=16384, TOTAL_HIDDEN_SIZE=9000)
case("ops_silu_and_mul__silu_and_mul_backward_kernel_row_wise", (7,),
     grad_output=A(f32, 7, 9000), input=A(f32, 7, 2 * 9000), grad_a=A(f32, 7, 9000),
     grad_b=A(f32, 7, 9000), TILE_SIZE=16384, TOTAL_HIDDEN_SIZE=9000)
case("ops_swiglu__swiglu_backward_kernel", (7, 2, 1),
     dc=A(bf, 7, 20000), a=A(bf, 7, 20000), b=A(bf, 7, 20000), da=A(bf, 7, 20000),
     db=A(bf, 7, 20000), TILE_SIZE=16384)
# unsloth single-chunk cross entropy: vocab 20000 in one 32768 tile.
case("unsloth_cross_entropy_loss__cross_entropy_forward_ct", (_LR,),
     logits=A(bf, _LR, 20000), loss=A(f32, _LR), logsumexp_out=A(f32, _LR),
     labels=A(i64, _LR), VOCAB_SIZE=20000, BLOCK_SIZE=32768, **_UCE)

# ==========================================================================================
# mmaf / mmai kernels (tensor cores): GEMMs, attention, ... (python/tests/tilegym_specs:
# gemm.py, attention.py, ...). Blocked on the mmaf lowering until it lands; sizes ragged
# against every tile (M, N, K not multiples of TILE_M, TILE_N, TILE_K) where the kernel
# zero-pads its loads; operands scaled by the specs so that results are O(1).
# ==========================================================================================
# ---------------------------------------------------------------- ops/cutile: matmul, bmm
_mM, _mN, _mK = 300, 330, 200
# _matmul_kernel: first Hopper config 128 x 128 x 32; 3 x 3 output tiles (GROUP_SIZE_M 8).
case("ops_matmul__matmul_kernel", (9, 1, 1),
     A=A(bf, _mM, _mK), B=A(bf, _mK, _mN), C=A(bf, _mM, _mN),
     TILE_SIZE_M=128, TILE_SIZE_N=128, TILE_SIZE_K=32)
# f32 operands: the kernel converts them to tf32.
case("ops_matmul__matmul_kernel", (9, 1, 1), name="ops_matmul__matmul_kernel_tf32",
     A=A(f32, _mM, _mK), B=A(f32, _mK, _mN), C=A(f32, _mM, _mN),
     TILE_SIZE_M=128, TILE_SIZE_N=128, TILE_SIZE_K=32)
case("ops_matmul__matmul_kernel", (9, 1, 1), name="ops_matmul__matmul_kernel_f16",
     A=A(f16, _mM, _mK), B=A(f16, _mK, _mN), C=A(f16, _mM, _mN),
     TILE_SIZE_M=128, TILE_SIZE_N=128, TILE_SIZE_K=32)
# static persistent: the small-GEMM config 128 x 128 x 64 over 3 x 3 tiles on 4 programs;
# transposed A ([K, M] loaded and ct.transpose'd) / B ([N, K]); the first Hopper config
# 128 x 512 x 64.
_spm = dict(M=_mM, N=_mN, K=_mK, TILE_SIZE_M=128, TILE_SIZE_N=128, TILE_SIZE_K=64,
            GROUP_SIZE_M=8, LOAD_LATENCY=-1)
case("ops_matmul__static_persistent_matmul_kernel", (4, 1, 1),
     A=A(bf, _mM, _mK), B=A(bf, _mK, _mN), C=A(bf, _mM, _mN),
     TRANSPOSE_A=False, TRANSPOSE_B=False, **_spm)
case("ops_matmul__static_persistent_matmul_kernel", (4, 1, 1),
     name="ops_matmul__static_persistent_matmul_kernel_tb",
     A=A(f16, _mM, _mK), B=A(f16, _mN, _mK), C=A(f16, _mM, _mN),
     TRANSPOSE_A=False, TRANSPOSE_B=True, **_spm)
# K of one ragged 48-deep tile: fewer K trips than the ring copies ahead, so a CTA's
# rings hold the next tiles' trips (across-tiles) as well as this one's.
case("ops_matmul__static_persistent_matmul_kernel", (4, 1, 1),
     name="ops_matmul__static_persistent_matmul_kernel_tb_k48",
     spec="ops_matmul__static_persistent_matmul_kernel_tb",
     A=A(f16, _mM, 48), B=A(f16, _mN, 48), C=A(f16, _mM, _mN),
     TRANSPOSE_A=False, TRANSPOSE_B=True, **{**_spm, "K": 48})
case("ops_matmul__static_persistent_matmul_kernel", (4, 1, 1),
     name="ops_matmul__static_persistent_matmul_kernel_ta_tf32",
     A=A(f32, _mK, _mM), B=A(f32, _mK, _mN), C=A(f32, _mM, _mN),
     TRANSPOSE_A=True, TRANSPOSE_B=False, **_spm)
case("ops_matmul__static_persistent_matmul_kernel", (2, 1, 1),
     name="ops_matmul__static_persistent_matmul_kernel_512",
     A=A(bf, _mM, _mK), B=A(bf, _mK, 700), C=A(bf, _mM, 700),
     TRANSPOSE_A=False, TRANSPOSE_B=False,
     **{**_spm, "N": 700, "TILE_SIZE_N": 512, "LOAD_LATENCY": 3})
# num_ctas (num_cta_in_cga) as TileGym's launchers add it: each tile block computed by a
# cluster of 2 / 4 CTAs (tile-split-clusters). The plain GEMM's grid counts its 9 output
# tiles, so a launch that counted CTAs instead of clusters would leave tiles unwritten.
case("ops_matmul__matmul_kernel", (9, 1, 1), name="ops_matmul__matmul_kernel_f16_cga2",
     spec="ops_matmul__matmul_kernel_f16", hints={"num_ctas": 2},
     A=A(f16, _mM, _mK), B=A(f16, _mK, _mN), C=A(f16, _mM, _mN),
     TILE_SIZE_M=128, TILE_SIZE_N=128, TILE_SIZE_K=32)
case("ops_matmul__static_persistent_matmul_kernel", (2, 1, 1),
     name="ops_matmul__static_persistent_matmul_kernel_512_cga4",
     spec="ops_matmul__static_persistent_matmul_kernel_512", hints={"num_ctas": 4},
     A=A(bf, _mM, _mK), B=A(bf, _mK, 700), C=A(bf, _mM, 700),
     TRANSPOSE_A=False, TRANSPOSE_B=False,
     **{**_spm, "N": 700, "TILE_SIZE_N": 512, "LOAD_LATENCY": 3})
# bmm: 3 batches of [150, 100] x [100, 140]; _bmm_kernel 128 x 128 x 32 (grid M, N, Q);
# persistent: first Hopper config 64 x 64 x 64 (LATENCY 3), 27 tiles on 5 programs.
_bQ, _bM, _bN, _bK = 3, 150, 140, 100
case("ops_bmm__bmm_kernel", (2, 2, _bQ),
     A=A(bf, _bQ, _bM, _bK), B=A(bf, _bQ, _bK, _bN), C=A(bf, _bQ, _bM, _bN),
     TM=128, TN=128, TK=32)
_spb = dict(Batch=_bQ, M=_bM, N=_bN, K=_bK, TILE_M=64, TILE_N=64, TILE_K=64,
            GROUP_SIZE_M=8, LATENCY=3)
case("ops_bmm__static_persistent_bmm_kernel", (5,),
     A=A(bf, _bQ, _bM, _bK), B=A(bf, _bQ, _bK, _bN), C=A(bf, _bQ, _bM, _bN),
     TRANSPOSE_A=False, TRANSPOSE_B=False, **_spb)
case("ops_bmm__static_persistent_bmm_kernel", (5,),
     name="ops_bmm__static_persistent_bmm_kernel_tatb",
     A=A(f16, _bQ, _bK, _bM), B=A(f16, _bQ, _bN, _bK), C=A(f16, _bQ, _bM, _bN),
     TRANSPOSE_A=True, TRANSPOSE_B=True, **_spb)
case("ops_bmm__static_persistent_bmm_kernel", (5,),
     name="ops_bmm__static_persistent_bmm_kernel_tatb_cga2",
     spec="ops_bmm__static_persistent_bmm_kernel_tatb", hints={"num_ctas": 2},
     A=A(f16, _bQ, _bK, _bM), B=A(f16, _bQ, _bN, _bK), C=A(f16, _bQ, _bM, _bN),
     TRANSPOSE_A=True, TRANSPOSE_B=True, **_spb)
# group GEMM (first Hopper config 128 x 128 x 128): three problems of different sizes in
# one launch on 4 persistent programs (NUM_SM = the grid). Lists of arrays travel as a
# pointer to per-array i64 descriptors (base, shapes, strides) and an i32 length; each
# group's M, N and K are runtime values. The compile-time facts come from the list's
# example element: odd sizes (nothing divisible: 9 + 6 + 2 = 17 tiles, every dim ragged),
# then multiples of 8 not of the tiles (the aligned path, B transposed: 6 + 6 + 1 tiles).
def _group_lists(dt, tb, example, mkn):
    def lists(f):
        return [f(m, k, n) for m, k, n in mkn]
    a = lists(lambda m, k, n: (m, k))
    b = lists(lambda m, k, n: (n, k) if tb else (k, n))
    c = lists(lambda m, k, n: (m, n))
    em, ek, en = example
    return dict(As=L(A(dt, em, ek), len(mkn), shapes=a),
                Bs=L(A(dt, *((en, ek) if tb else (ek, en))), len(mkn), shapes=b),
                Cs=L(A(dt, em, en), len(mkn), shapes=c))


_gg = dict(TILE_M=128, TILE_N=128, TILE_K=128, NUM_SM=4)
case("ops_group_gemm__group_gemm_kernel", (4, 1, 1), TRANSPOSE_B=False, **_gg,
     **_group_lists(bf, False, (129, 73, 131), [(300, 201, 331), (129, 73, 257), (77, 299, 131)]))
case("ops_group_gemm__group_gemm_kernel", (4, 1, 1), name="ops_group_gemm__group_gemm_kernel_tb",
     TRANSPOSE_B=True, **_gg,
     **_group_lists(f16, True, (200, 72, 136), [(200, 72, 264), (264, 328, 136), (72, 200, 40)]))

# ---------------------------------------------------------------- ops/cutile: attention
# 2 batches, 4 q heads on 2 kv heads (GQA group 2), head dim 128, causal. Forward: the
# second Hopper config 128 x 128 over 300 keys (EVEN_K false: the last key tile 44 deep);
# chunked prefill 200 queries on 300 keys (input_pos 100). LSE / Delta flat
# [B * H * padded_q_len] as the wrappers pad them (to the tile M; backward: to 64, the
# largest bwd tile M for head dim 128). Backward: the first configs for head dim 128
# (dK/dV 16 x 32, dQ 32 x 16).
_aB, _aH, _aHK, _aD, _aS = 2, 4, 2, 128, 300
_aQ, _aKV = A(bf, _aB, _aH, _aS, _aD), A(bf, _aB, _aHK, _aS, _aD)
_aF = dict(qk_scale=_aD ** -0.5, TILE_D=_aD, H=_aH, TILE_M=128, TILE_N=128,
           QUERY_GROUP_SIZE=_aH // _aHK, CAUSAL=True, EVEN_K=False)
case("ops_attention__fmha_kernel", (3, _aB * _aH, 1),
     Q=_aQ, K=_aKV, V=_aKV, Out=_aQ, input_pos=0, **_aF)
case("ops_attention__fmha_kernel", (2, _aB * _aH, 1), name="ops_attention__fmha_kernel_prefix",
     Q=A(bf, _aB, _aH, 200, _aD), K=_aKV, V=_aKV, Out=A(bf, _aB, _aH, 200, _aD),
     input_pos=100, **_aF)
case("ops_attention__fmha_kernel", (3, _aB * _aH, 1), name="ops_attention__fmha_kernel_noncausal_f16",
     Q=A(f16, _aB, _aH, _aS, _aD), K=A(f16, _aB, _aHK, _aS, _aD), V=A(f16, _aB, _aHK, _aS, _aD),
     Out=A(f16, _aB, _aH, _aS, _aD), input_pos=0, **{**_aF, "CAUSAL": False})
case("ops_attention__fmha_fwd_kernel_with_lse", (3, _aB * _aH, 1),
     Q=_aQ, K=_aKV, V=_aKV, Out=_aQ, LSE=A(f32, _aB * _aH * 384), input_pos=0, B=_aB,
     SEQ_LEN=384, **_aF)
_aBW = dict(Q=_aQ, K=_aKV, V=_aKV, dO=_aQ, LSE=A(f32, _aB * _aH * 320),
            Delta=A(f32, _aB * _aH * 320), qk_scale=_aD ** -0.5, TILE_D=_aD, SEQ_LEN=320,
            QUERY_GROUP_SIZE=_aH // _aHK, CAUSAL=True)
case("ops_attention__fmha_bwd_dkdv_kernel", (10, _aB * _aHK, 1),
     dK=_aKV, dV=_aKV, H_Q=_aH, H_KV=_aHK, TILE_M=16, TILE_N=32, **_aBW)
case("ops_attention__fmha_bwd_dq_kernel", (10, _aB * _aH, 1),
     dQ=_aQ, H=_aH, TILE_M=32, TILE_N=16, **_aBW)

# ---------------------------------------------------------------- ops/cutile: flash_decode
# 2 batches, 2 kv heads x 4 q heads (query group tile 8: the scatter path; 8 q heads per kv
# head: the store path), head dim 128, 700 keys in 3 splits of 256 (the last 188 deep:
# a partial key tile of 60).
def _fd_case(name, dt, g):
    case("ops_flash_decode__attention_decode_kernel_grouped", (2, 2, 3), name=name,
         Q=A(dt, 2, 2, g, 128), K=A(dt, 2, 2, 700, 128), V=A(dt, 2, 2, 700, 128),
         Att_Out=A(dt, 2, 2, g, 3, 128), LSE_Out=A(f32, 2, 2, g, 3),
         softmax_scale=128 ** -0.5, stride_mid_ob=2 * g * 3 * 128, stride_mid_oh=3 * 128,
         stride_mid_os=128, stride_mid_lseb=2 * g * 3, stride_mid_lsem=3,
         B=2, H_qo=2 * g, H_kv=2, S_kv=700, HEAD_DIM=128, TILE_N=128, KV_LEN_PER_SPLIT=256,
         NUM_Q_HEAD_PER_KV=g, QUERY_GROUP_TILE_SIZE=8, NUM_KV_SPLITS=3)


_fd_case("ops_flash_decode__attention_decode_kernel_grouped", bf, 4)
_fd_case("ops_flash_decode__attention_decode_kernel_grouped_g8_f16", f16, 8)

# ---------------------------------------------------------------- ops/cutile: moe
# fused_moe: 170 tokens x top-2 of 4 experts (skewed routing: expert 0 gets over one
# 128-row block, the tails are padding), hidden 192 (K a multiple of TILE_K: A is a flat
# gather whose row overrun the kernel does not mask), N 200 (ragged vs 128). Sorted ids as
# moe_align_block_size makes them (padding = num_valid_tokens), EM = 340 + 4 * 127 = 848
# -> 7 x 2 tiles. The first invoke (top-2, no routed weight) and the second's shape (top-1,
# routed weights multiplied).
_moT, _moE, _moH, _moN = 170, 4, 192, 200
for _nm, _tk, _mul in (("ops_moe__fused_moe_kernel", 2, 0),
                       ("ops_moe__fused_moe_kernel_routed_weight", 1, 1)):
    _num = _moT * _tk
    _em = _num + _moE * 127
    case("ops_moe__fused_moe_kernel", (((_em + 127) // 128) * 2,), name=_nm,
         a_ptr=A(bf, _moT * _moH), b_ptr=A(bf, _moE, _moN, _moH), c_ptr=A(bf, _num, _moN),
         a_scale_ptr=A(bf, 0), b_scale_ptr=A(bf, 0), topk_weights_ptr=A(f32, _num),
         sorted_token_ids_ptr=A(i32, _em), expert_ids_ptr=A(i32, (_em + 127) // 128),
         num_tokens_post_padded_ptr=A(i32, 1), N=_moN, K=_moH, EM=_em,
         num_valid_tokens=_num, GROUP_N=0, GROUP_K=0, TILE_SIZE_M=128, TILE_SIZE_N=128,
         TILE_SIZE_K=64, GROUP_SIZE_M=32, MUL_ROUTED_WEIGHT=_mul, TOP_K=_tk, USE_FP8_W8A8=0,
         USE_INT8_W8A16=0, EVEN_KS=1, A_STRIDE_1=_moH)

# ---------------------------------------------------------------- flashinfer GEMMs
# gemm_alpha_beta: C = alpha A B + beta C over [300, 200] x [200, 330], first Hopper config
# 128 x 128 x 64 on 4 persistent programs (9 tiles); B transposed ([N, K], the corpus
# call); A transposed with the split epilogue (EPILOGUE_SUBTILE).
case("flashinfer_gemm_gemm_alpha_beta__gemm_alpha_beta_kernel", (4, 1, 1),
     a=A(bf, _mM, _mK), b=A(bf, _mN, _mK), c=A(bf, _mM, _mN), alpha=1.5, beta=-0.5,
     TRANSPOSE_A=0, TRANSPOSE_B=1, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, GROUP_SIZE_M=8,
     EPILOGUE_SUBTILE=0)
case("flashinfer_gemm_gemm_alpha_beta__gemm_alpha_beta_kernel", (4, 1, 1),
     name="flashinfer_gemm_gemm_alpha_beta__gemm_alpha_beta_kernel_ta_sub",
     a=A(f16, _mK, _mM), b=A(f16, _mK, _mN), c=A(f16, _mM, _mN), alpha=0.75, beta=2.0,
     TRANSPOSE_A=1, TRANSPOSE_B=0, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, GROUP_SIZE_M=8,
     EPILOGUE_SUBTILE=1)
# masked_bmm: 3 batches of [300, 200] x [200, 330], valid rows 300 / 200 / 50 (tiles
# past the valid rows are not written); 128 x 128 x 64 on 5 programs.
case("flashinfer_gemm_masked_bmm__masked_bmm_kernel", (5, 1, 1),
     a=A(bf, 3, _mM, _mK), b=A(bf, 3, _mK, _mN), c=A(bf, 3, _mM, _mN), masked_m=A(i32, 3),
     TRANSPOSE_A=0, TRANSPOSE_B=0, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, GROUP_SIZE_M=8)
case("flashinfer_gemm_masked_bmm__masked_bmm_kernel", (5, 1, 1),
     name="flashinfer_gemm_masked_bmm__masked_bmm_kernel_tatb",
     a=A(bf, 3, _mK, _mM), b=A(bf, 3, _mN, _mK), c=A(bf, 3, _mM, _mN), masked_m=A(i32, 3),
     TRANSPOSE_A=1, TRANSPOSE_B=1, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, GROUP_SIZE_M=8)
# ragged_bmm: segments of 150, 0 and 200 rows (m_indptr [0, 150, 150, 350]) against
# b [3, 300, 200] (transpose_b, the corpus call), K 200; standard 128 x 256 x 64 and
# swap_ab 64 x 128 x 64 (the first Hopper configs); swap_ab with transposed A, plain B.
_RG = dict(m_indptr=A(i32, 4), q=3, max_m=200, max_m_device=A(i32, 1), n=300, BLOCK_K=64,
           GROUP_SIZE_M=8)
case("flashinfer_gemm_ragged_bmm__ragged_bmm_kernel", (4, 1, 1),
     a=A(bf, 350, 200), b=A(bf, 3, 300, 200), c=A(bf, 350, 300), TRANSPOSE_A=0,
     TRANSPOSE_B=1, BLOCK_M=128, BLOCK_N=256, **_RG)
case("flashinfer_gemm_ragged_bmm__ragged_bmm_swap_ab_kernel", (4, 1, 1),
     a=A(bf, 350, 200), b=A(bf, 3, 300, 200), c=A(bf, 350, 300), TRANSPOSE_A=0,
     TRANSPOSE_B=1, BLOCK_M=64, BLOCK_N=128, **_RG)
case("flashinfer_gemm_ragged_bmm__ragged_bmm_swap_ab_kernel", (4, 1, 1),
     name="flashinfer_gemm_ragged_bmm__ragged_bmm_swap_ab_kernel_ta",
     a=A(f16, 200, 350), b=A(f16, 3, 200, 300), c=A(f16, 350, 300), TRANSPOSE_A=1,
     TRANSPOSE_B=0, BLOCK_M=64, BLOCK_N=128, **_RG)

# ---------------------------------------------------------------- ops/cutile: linear_gluact
# x [300, 192] against w_act / w_noact [330, 192]: K a multiple of BLOCK_K (the loads do
# not zero-pad), M and N ragged. silu with the first Hopper config 128 x 128 x 64 (3 x 3
# tiles); gelu-tanh with 64 x 64 x 64 (5 x 6 tiles).
for _nm, _act, _bm in (("ops_linear_gluact_linear__linear_gluact_fwd_kernel", 0, 128),
                       ("ops_linear_gluact_linear__linear_gluact_fwd_kernel_gelu", 2, 64)):
    case("ops_linear_gluact_linear__linear_gluact_fwd_kernel",
         (-(-300 // _bm) * -(-330 // _bm), 1, 1), name=_nm,
         Input=A(bf, 300, 192), Weight_act=A(bf, 330, 192), Weight_noact=A(bf, 330, 192),
         Act_out=A(bf, 300, 330), Noact_out=A(bf, 300, 330), Mul_out=A(bf, 300, 330),
         M=300, N1=330, K=192, BLOCK_M=_bm, BLOCK_N=_bm, BLOCK_K=64, GROUP_M=8, ACT_TYPE=_act)

# ---------------------------------------------------------------- ops/cutile: mamba2
# compute_out: 2 batches, 3 heads of 64 in 1 group, state 32 (2 tiles of 16), chunks of
# 128 (compute_out_kernel, 256 tokens) / 64 (the swap kernel, 128 tokens): the kernel
# needs whole chunks and head / state tiles (it floors their counts). Persistent on 5
# programs (12 tiles).
for _kn, _cs, _ex in (("ops_mamba2__compute_out_kernel", 128, {}),
                      ("ops_mamba2__compute_out_swap_kernel", 64, {"LATENCY": 3})):
    _L = 2 * _cs
    case(_kn, (5, 1, 1),
         x=A(bf, 2, _L, 3, 64), b=A(bf, 2, _L, 1, 32), c=A(bf, 2, _L, 1, 32), d=A(f32, 3),
         dt=A(bf, 2, 3, _L), decay_cumsum=A(f32, 2, 3, _L), hiddens=A(bf, 2, 3, 2, 64, 32),
         out=A(bf, 2, _L, 3, 64), chunk_size=_cs, BLOCK_STATE=16, BLOCK_HEAD=64,
         num_heads_per_group=3, state_size=32, H_LAT=3, persistent=True, **_ex)

# ---------------------------------------------------------------- ops/cutile: attention_variant
# The second Hopper config 128 x 128; 2 batches, 4 q heads on 2 kv heads. bnsd: causal
# 300 x 300 keys (EVEN_N false), head dim 128; per-batch lengths (q 300 / 170, kv 300 /
# 260: a prefix of 90, the third query tile of batch 1 past its length stores zeros) with
# a window of 100 and a vector bias; non-causal 200 queries on 300 keys with a matrix bias,
# a random mask and a 64-wide V (OUT_TILE_D). nsbd: causal with alibi, f16 (below).
_vB, _vH, _vHK = 2, 4, 2


def _var_case(name, kn, q, kv, v, out, sq, skv, d, od, **over):
    p = dict(Bias=A(bf, 0), Random_mask=A("i8", 0), Q_lens=A(i32, 0), KV_lens=A(i32, 0),
             qk_scale=d ** -0.5, S_qo=sq, S_kv=skv, TILE_D=d, OUT_TILE_D=od, H=_vH,
             TILE_M=128, TILE_N=128, QUERY_GROUP_SIZE=_vH // _vHK, CAUSAL=True,
             EVEN_M=sq % over.get("TILE_M", 128) == 0,
             EVEN_N=skv % over.get("TILE_N", 128) == 0, USE_Q_LENS=False,
             USE_KV_LENS=False, WINDOW_SIZE=0, BIAS_TYPE=0, USE_RANDOM_MASK=False)
    p.update(over)
    case(kn, (-(-sq // p["TILE_M"]), _vB * _vH, 1), name=name, Q=q, K=kv, V=v, Out=out, **p)


_vbn = "ops_attention_variant__fmha_variant_kernel_bnsd"
_var_case(_vbn, _vbn, A(bf, 2, 4, 300, 128), A(bf, 2, 2, 300, 128), A(bf, 2, 2, 300, 128),
          A(bf, 2, 4, 300, 128), 300, 300, 128, 128)
_var_case(_vbn + "_lens_window_vbias", _vbn, A(bf, 2, 4, 300, 128), A(bf, 2, 2, 300, 128),
          A(bf, 2, 2, 300, 128), A(bf, 2, 4, 300, 128), 300, 300, 128, 128,
          Bias=A(bf, 2, 4, 1, 300), Q_lens=A(i32, 2), KV_lens=A(i32, 2), USE_Q_LENS=True,
          USE_KV_LENS=True, WINDOW_SIZE=100, BIAS_TYPE=1)
_var_case(_vbn + "_mbias_rmask", _vbn, A(bf, 2, 4, 200, 128), A(bf, 2, 2, 300, 128),
          A(bf, 2, 2, 300, 64), A(bf, 2, 4, 200, 64), 200, 300, 128, 64,
          Bias=A(bf, 2, 4, 200, 300), Random_mask=A("i8", 2, 4, 200, 300), CAUSAL=False,
          BIAS_TYPE=2, USE_RANDOM_MASK=True)
# nsbd loads K as shape (1, TILE_N, 1, TILE_D) at index (h, kv_tile, b, 0) with order
# (0, 3, 2, 1): shape and index are in the permuted (tile) axes, i.e. TILE_N runs along D
# and kv_tile indexes D blocks. That is right only for TILE_N == TILE_D and a single key
# tile (a TileGym bug for longer keys): 60 keys, head dim 64, the last config 64 x 64.
_vns = "ops_attention_variant__fmha_variant_kernel_nsbd"
_var_case(_vns + "_alibi", _vns, A(f16, 4, 60, 2, 64), A(f16, 2, 60, 2, 64),
          A(f16, 2, 60, 2, 64), A(f16, 4, 60, 2, 64), 60, 60, 64, 64,
          Bias=A(bf, 4), BIAS_TYPE=3, TILE_M=64, TILE_N=64)
# attention_varlen: per-batch lengths q 300 / 170, kv 300 / 260 (prefix 90), causal,
# head dim 128, 128 x 128 (a listed Hopper config); non-causal 64 x 64 (the launcher's
# pick below sm100) f16.
for _nm, _cz, _dt, _t in (("ops_attention_varlen__fmha_varlen_kernel", True, bf, 128),
                          ("ops_attention_varlen__fmha_varlen_kernel_noncausal_f16", False, f16, 64)):
    case("ops_attention_varlen__fmha_varlen_kernel", (-(-300 // _t), _vB * _vH, 1), name=_nm,
         Q=A(_dt, 2, 4, 300, 128), K=A(_dt, 2, 2, 300, 128), V=A(_dt, 2, 2, 300, 128),
         Q_lens=A(i32, 2), KV_lens=A(i32, 2), Out=A(_dt, 2, 4, 300, 128),
         qk_scale=128 ** -0.5, TILE_D=128, H=_vH, S_QO=300, S_KV=300, TILE_M=_t, TILE_N=_t,
         QUERY_GROUP_SIZE=2, CAUSAL=_cz, Q_LEN_MASK=True, KV_LEN_MASK=True)

# ---------------------------------------------------------------- ops/cutile: attention_sink
# Prefill: 2 batches, 4 q heads on 2 kv heads, head dim 64, 200 queries at positions
# 100.. of 300 keys (start_q 100), per-head sinks; 128 x 128 without a window, 64 x 64
# with a band of 100.
for _nm, _t, _bw in (("ops_attention_sink__attention_sink_kernel", 128, 0),
                     ("ops_attention_sink__attention_sink_kernel_band", 64, 100)):
    case("ops_attention_sink__attention_sink_kernel", (-(-200 // _t), 8, 1), name=_nm,
         Q=A(bf, 2, 4, 200, 64), K=A(bf, 2, 2, 300, 64), V=A(bf, 2, 2, 300, 64),
         Sinks=A(bf, 4), Out=A(bf, 2, 4, 200, 64), Start_q=A(i32, 1), qk_scale=0.125,
         TILE_D=64, H=4, N_KV_CTX=300, TILE_M=_t, TILE_N=_t, QUERY_GROUP_SIZE=2,
         BANDWIDTH=_bw)
# Decode: 2 batches, 2 kv heads x 4 q heads (group block 8), head dim 64, 700 cached keys
# of which 651 are visible (start_q 650), 3 splits of 256 (BLOCK_N 128), no band (a band
# moves a split's start past its first tile, and the split then runs into the next one).
case("ops_attention_sink_decode__attention_sink_decode_kernel", (2, 2, 3),
     Q=A(bf, 2, 2, 4, 64), K=A(bf, 2, 2, 700, 64), V=A(bf, 2, 2, 700, 64), Sinks=A(bf, 8),
     Att_Out=A(bf, 2, 2, 4, 3, 64), LSE_Out=A(f32, 2, 2, 4, 3), Start_q=A(i32, 1),
     softmax_scale=0.125, stride_mid_ob=8 * 3 * 64, stride_mid_oh=3 * 64, stride_mid_os=64,
     stride_mid_lseb=8 * 3, stride_mid_lsem=3, B=2, H_qo=8, H_kv=2, S_kv=700,
     KV_LEN_PER_SPLIT=256, HEAD_DIM=64, BLOCK_N=128, NUM_Q_HEAD_PER_KV=4,
     QUERY_GROUP_BLOCK_SIZE=8, NUM_KV_SPLITS=3, BANDWIDTH=0, HAS_SINKS=True)

# ---------------------------------------------------------------- ops/cutile: gemma attention
# Prefill: 2 batches, 4 q heads on 2 kv heads. Causal (STAGE 3) head dim 256 with
# configs[0] for wide heads, 64 x 32, 230 tokens (the diagonal block of the last query
# tile loads key tiles up to the tile's end: one wholly past the keys is undefined, so
# S mod 64 must exceed 32); causal head dim 128, 64 x 64, with a
# window of 100 and a soft cap of 30, 300 tokens; non-causal (STAGE 1) head dim 128,
# 128 x 128, 200 queries on 300 keys (EVEN_K false).
def _gemma_case(name, sq, skv, d, bm, bn, stage, window=0, cap=0.0):
    case("ops_gemma_attention__gemma_fmha_kernel", (-(-sq // bm), 8, 1), name=name,
         Q=A(bf, 2, 4, sq, d), K=A(bf, 2, 2, skv, d), V=A(bf, 2, 2, skv, d),
         Out=A(bf, 2, 4, sq, d), sm_scale=d ** -0.5, B=2, H=4, S_QO=sq, S_KV=skv, BLOCK_D=d,
         BLOCK_M=bm, BLOCK_N=bn, QUERY_GROUP_SIZE=2, STAGE=stage, WINDOW_SIZE=window,
         SOFT_CAP=cap, HAS_SOFT_CAP=cap > 0, EVEN_K=skv % bn == 0)


_gemma_case("ops_gemma_attention__gemma_fmha_kernel", 230, 230, 256, 64, 32, 3)
_gemma_case("ops_gemma_attention__gemma_fmha_kernel_window_softcap", 300, 300, 128, 64, 64, 3,
            window=100, cap=30.0)
_gemma_case("ops_gemma_attention__gemma_fmha_kernel_noncausal", 200, 300, 128, 128, 128, 1)
# Decode: 2 batches, 2 kv heads x 2 q heads (group block 8: the scatter path), head dim
# 256, 700 keys in 3 splits of 256 (BLOCK_N 128); no window (a split wholly outside the
# window averages its masked keys uniformly), with and without a soft cap of 30.
for _nm, _cap in (("ops_gemma_attention_decode__gemma_attention_decode_kernel_grouped", 0.0),
                  ("ops_gemma_attention_decode__gemma_attention_decode_kernel_grouped_softcap", 30.0)):
    case("ops_gemma_attention_decode__gemma_attention_decode_kernel_grouped", (2, 2, 3),
         name=_nm, Q=A(bf, 2, 2, 2, 256), K=A(bf, 2, 2, 700, 256), V=A(bf, 2, 2, 700, 256),
         Att_Out=A(bf, 2, 2, 2, 3, 256), LSE_Out=A(f32, 2, 2, 2, 3),
         softmax_scale=256 ** -0.5, B=2, H_QO=4, H_KV=2, S_KV=700, KV_LEN_PER_SPLIT=256,
         HEAD_DIM=256, BLOCK_N=128, NUM_Q_HEAD_PER_KV=2, QUERY_GROUP_BLOCK_SIZE=8,
         NUM_KV_SPLITS=3, WINDOW_SIZE=0, SOFT_CAP=_cap, HAS_SOFT_CAP=_cap > 0)

# ---------------------------------------------------------------- ops/cutile: MLA
# Prefill: 2 batches, 4 heads (no GQA: QUERY_GROUP_SIZE 0; and 2 kv heads, group 2), nope
# dim 128 + rope dim 64 (kpe shared by the heads), causal over 200 tokens; the first sm90
# config 64 x 64, and 128 x 128 for the GQA case.
for _nm, _hk, _t in (("ops_mla__prefill_mla_kernel", 4, 64), ("ops_mla__prefill_mla_kernel_gqa", 2, 128)):
    case("ops_mla__prefill_mla_kernel", (-(-200 // _t), 8, 1), name=_nm,
         Q=A(bf, 2, 4, 200, 128), QPE=A(bf, 2, 4, 200, 64), K=A(bf, 2, _hk, 200, 128),
         KPE=A(bf, 2, 1, 200, 64), V=A(bf, 2, _hk, 200, 128), Out=A(bf, 2, 4, 200, 128),
         qk_scale=192 ** -0.5, TILE_D=128, TILE_KPE=64, H=4, TILE_M=_t, TILE_N=_t,
         QUERY_GROUP_SIZE=0 if _hk == 4 else 4 // _hk)
# Absorbed decode: 2 batches, 20 heads (TILE_H 16: the second head tile partial), kv_lora
# 512 + rope 64, 300 cached tokens in tiles of 64 (EVEN_N false). TileGym passes the one
# kv cache as both K and V: the spec fills both with the same values.
case("ops_mla_decoding__naive_absorb_mla_transpose_kernel", (2, 2, 1),
     Q=A(bf, 2, 20, 512), QPE=A(bf, 2, 20, 64), K=A(bf, 2, 300, 512), V=A(bf, 2, 300, 512),
     KPE=A(bf, 2, 300, 64), Out=A(bf, 2, 20, 512), L=A(f32, 2, 20), sm_scale=576 ** -0.5,
     TILE_D=512, TILE_H=16, TILE_N=64, TILE_KPE=64, S_KV=300, EVEN_N=False)

# ---------------------------------------------------------------- experimental: swa, sparse_mla
# swa: fp16, 2 batches x 2 heads flattened to [B * H * S, D] (S 256: whole tiles, the
# flat indexing assumes it), head dim 128, trailing window 100; TILE 64 x 128; causal and
# not.
for _nm, _cz in (("ops_experimental_swa_attention__swa_fwd_kernel", True),
                 ("ops_experimental_swa_attention__swa_fwd_kernel_noncausal", False)):
    case("ops_experimental_swa_attention__swa_fwd_kernel", (4, 4, 1), name=_nm,
         Q=A(f16, 4 * 256, 128), K=A(f16, 4 * 256, 128), V=A(f16, 4 * 256, 128),
         Out=A(f16, 4 * 256, 128), qk_scale=128 ** -0.5, seq_k=256, window_size=100,
         stride_q=4, stride_kv=2, TILE_M=64, TILE_N=128, TILE_D=128, CAUSAL=_cz)
# sparse_mla: 1 batch, 8 heads on one kv head (latent 512 + rope 64), 40 queries over 96
# cached tokens, top-64 indices (those past the query position masked); TILE_H 1 x
# TILE_N 16 (the first config: a 1-row mma) and 8 x 32.
for _nm, _th, _tn in (("ops_experimental_sparse_mla__sparse_mla_fwd_kernel", 1, 16),
                      ("ops_experimental_sparse_mla__sparse_mla_fwd_kernel_h8", 8, 32)):
    case("ops_experimental_sparse_mla__sparse_mla_fwd_kernel", (40, 8 // _th, 1), name=_nm,
         Q=A(bf, 1, 8, 40, 512), K=A(bf, 1, 1, 96, 512), V=A(bf, 1, 1, 96, 512),
         Indices=A(i32, 1, 40, 1, 64), QPE=A(bf, 1, 8, 40, 64), KPE=A(bf, 1, 1, 96, 64),
         Out=A(bf, 1, 8, 40, 512), qk_scale=576 ** -0.5, TILE_D=512, TILE_KPE=64, H=8,
         TILE_N=_tn, NI=64 // _tn, QUERY_GROUP_SIZE=8, TILE_H=_th, NUM_H_BLOCKS=8 // _th)

# ---------------------------------------------------------------- unsloth grouped_gemm
# 3 experts with 100, 0 and 180 tokens (280 in all), N 256, K 200 (ragged vs BLOCK_K;
# N whole tiles: dW scatters a partial N tile's overrun into the next expert's rows, which
# another program writes: a race), BLOCK 128 x 128 x 128 (the corpus blocks), NUM_SMS 4.
# fwd also with PERMUTE_X (X gathered from 140 tokens x top-2 through gather_indices).
_ugT, _ugE, _ugN, _ugK = 280, 3, 256, 200
_UGG = dict(m_sizes=A(i32, _ugE), gather_indices=A(i32, _ugT), N=_ugN, K=_ugK,
            TOTAL_TOKENS=_ugT, NUM_EXPERTS=_ugE, BLOCK_M=128, BLOCK_N=128, BLOCK_K=128,
            PERMUTE_Y=0)
case("unsloth_grouped_gemm__grouped_gemm_fwd_kernel_ct", (4, 1, 1),
     X=A(bf, _ugT, _ugK), W_flat=A(bf, _ugE * _ugN, _ugK), Y=A(bf, _ugT, _ugN), NUM_SMS=4,
     TOPK=1, PERMUTE_X=0, **_UGG)
case("unsloth_grouped_gemm__grouped_gemm_fwd_kernel_ct", (4, 1, 1),
     name="unsloth_grouped_gemm__grouped_gemm_fwd_kernel_ct_permute_x",
     X=A(bf, _ugT // 2, _ugK), W_flat=A(bf, _ugE * _ugN, _ugK), Y=A(bf, _ugT, _ugN),
     NUM_SMS=4, TOPK=2, PERMUTE_X=1, **_UGG)
case("unsloth_grouped_gemm__grouped_gemm_dX_kernel_ct", (4, 1, 1),
     dY=A(bf, _ugT, _ugN), W_flat=A(bf, _ugE * _ugN, _ugK), dX=A(bf, _ugT, _ugK), NUM_SMS=4,
     PERMUTE_X=0, **_UGG)
case("unsloth_grouped_gemm__grouped_gemm_dW_kernel_ct", (4, 1, 1),
     X=A(bf, _ugT, _ugK), dY=A(bf, _ugT, _ugN), dW=A(bf, _ugE * _ugN, _ugK), TOPK=1,
     PERMUTE_X=0, **_UGG)

# ---------------------------------------------------------------- fp8 (e4m3) block-scaled GEMMs
# C = sum over 128-deep K groups of (A_k B_k^T) * As[m, k] * Bs[n // 128, k]; A [M, K] and
# B [N, K] e4m3, f32 scales. ops: the first config (BLOCK_M 16, swap_ab, gathers: K 320
# ragged, f16 out) and a TMA one (BLOCK_M 64, no swap, K 384: the TMA loads do not
# zero-pad, bf16 out). unsloth: the gather kernel 128 x 128 x 128 (K 320, f32 out) and the
# TMA kernel (K 384), normal and swap_ab.
_f8 = "f8e4m3"


def _w8a8_ops(name, K, bm, swap, tma, odt, out):
    case("ops_fp8_quantization_matmul__w8a8_block_fp8_matmul_kernel",
         (-(-50 // bm) * 3, 1, 1), name=name,
         A=A(_f8, 50, K), B=A(_f8, 300, K), C=A(out, 50, 300), As=A(f32, 50, -(-K // 128)),
         Bs=A(f32, 3, -(-K // 128)), M=50, N=300, K=K, GROUP_N=128, GROUP_K=128,
         STRIDE_AM=K, STRIDE_AK=1, STRIDE_BK=1, STRIDE_BN=K, STRIDE_CM=300, STRIDE_CN=1,
         STRIDE__AS_M=-(-K // 128), STRIDE__AS_K=1, STRIDE__BS_K=1,
         STRIDE__BS_N=-(-K // 128), BLOCK_SIZE_M=bm, BLOCK_SIZE_N=128, BLOCK_SIZE_K=128,
         GROUP_SIZE_M=16, OUTPUT_DTYPE=odt, SWAP_AB=swap, USE_TMA=tma)


_w8a8_ops("ops_fp8_quantization_matmul__w8a8_block_fp8_matmul_kernel", 320, 16, 1, 0, 1, f16)
_w8a8_ops("ops_fp8_quantization_matmul__w8a8_block_fp8_matmul_kernel_tma", 384, 64, 0, 1, 2, bf)


def _w8a8_unsloth(name, kn, K, **over):
    case(kn, (2 * 3, 1, 1), name=name,
         A=A(_f8, 200, K), B=A(_f8, 300, K), C=A(f32, 200, 300), As=A(f32, 200, -(-K // 128)),
         Bs=A(f32, 3, -(-K // 128)), M=200, N=300, K=K, group_n=128, group_k=128,
         BLOCK_SIZE_M=128, BLOCK_SIZE_N=128, BLOCK_SIZE_K=128, GROUP_SIZE_M=8, OUTPUT_DTYPE=0,
         **over)


_w8a8_unsloth("unsloth_fp8__w8a8_block_fp8_matmul_kernel_ct",
              "unsloth_fp8__w8a8_block_fp8_matmul_kernel_ct", 320)
_w8a8_unsloth("unsloth_fp8__w8a8_block_fp8_matmul_kernel_ct_tma",
              "unsloth_fp8__w8a8_block_fp8_matmul_kernel_ct_tma", 384, swap_ab=0)
_w8a8_unsloth("unsloth_fp8__w8a8_block_fp8_matmul_kernel_ct_tma_swap_ab",
              "unsloth_fp8__w8a8_block_fp8_matmul_kernel_ct_tma", 384, swap_ab=1)

# ---------------------------------------------------------------- chunk_gated_delta_rule
# Inter-chunk recurrence over 3 chunks of 64: 2 batches x 2 heads, key dim 100 (BLOCK_K
# 128), value dim 200 in 2 tiles of 128 (the second partial); ct.matmul through tf32.
# bf16 intermediates without an initial state (the prefill call: a dummy [1, 1, 1, 1]
# state); f32 intermediates from an initial state.
for _nm, _dt, _init in (("ops_chunk_gated_delta_rule__chunk_inter_recurrence_kernel", bf, False),
                        ("ops_chunk_gated_delta_rule__chunk_inter_recurrence_kernel_f32_init", f32, True)):
    _c5k, _c5v = A(_dt, 2, 2, 3, 64, 100), A(_dt, 2, 2, 3, 64, 200)
    case("ops_chunk_gated_delta_rule__chunk_inter_recurrence_kernel", (4, 2, 1), name=_nm,
         Q_ch=_c5k, K_ch=_c5k, V_corr=_c5v, K_cumdecay=_c5k, G_cum_in=A(f32, 2, 2, 3, 64),
         Output=A(f32, 2, 2, 3, 64, 200),
         InitState=A(f32, 2, 2, 100, 200) if _init else A(f32, 1, 1, 1, 1),
         FinalState=A(f32, 2, 2, 100, 200), num_chunks=3, K_dim=100, V_dim=200, NUM_HEADS=2,
         HAS_INITIAL_STATE=_init, OUTPUT_FINAL_STATE=True, CHUNK_SIZE=64, BLOCK_K=128,
         BLOCK_V=128)
# Intra-chunk prepare (the corpus flags: qk l2norm -> the serial triangular solve, bf16
# intermediates): 150 tokens in 3 chunks of 64 (the last partial), 2 x 2 heads, key dim
# 100 (BLOCK_K 128), value dim 200 (2 tiles of 128).
case("ops_chunk_gated_delta_rule__intra_chunk_prepare_kernel", (4, 3, 1),
     Q=A(bf, 2, 150, 2, 100), K=A(bf, 2, 150, 2, 100), V=A(bf, 2, 150, 2, 200),
     Beta=A(bf, 2, 150, 2), G=A(f32, 2, 150, 2), Q_out=A(bf, 2, 2, 3, 64, 100),
     K_out=A(bf, 2, 2, 3, 64, 100), V_corr=A(bf, 2, 2, 3, 64, 200),
     K_cumdecay=A(bf, 2, 2, 3, 64, 100), G_cum_out=A(f32, 2, 2, 3, 64), seq_len=150,
     K_dim=100, V_dim=200, scale=100 ** -0.5, NUM_HEADS=2, USE_QK_L2NORM=True,
     CHUNK_SIZE=64, BLOCK_K=128, SOLVE_STEPS=6, INTER_BF16=True)

# ---------------------------------------------------------------- liger neighborhood attention
# 1 batch x 2 heads, 200 tokens (ragged vs BLOCK_M 64: LSE / delta padded to 256), head
# dim 64; the corpus neighborhood (kernel 7, dilation 1) and kernel 9 dilation 2; the first
# forward config BLOCK_M 64 x BLOCK_N 32, reused by the backward.
for _sfx, _ks, _dil in (("", 7, 1), ("_k9_dil2", 9, 2)):
    _fnq = A(bf, 1, 2, 200, 64)
    _FNC = dict(qk_scale=0.125, NUM_HEADS=2, SEQ_LEN=200, HEAD_DIM=64, KERNEL_SIZE=_ks,
                DILATION=_dil, BLOCK_M=64, BLOCK_N=32, LSE_STRIDE=256)
    case("liger_fused_neighborhood_attention__fna_fused_forward_kernel", (2, 4, 1),
         name="liger_fused_neighborhood_attention__fna_fused_forward_kernel" + _sfx,
         query=_fnq, key=_fnq, value=_fnq, output=_fnq, lse_cache=A(f32, 2 * 256), **_FNC)
    case("liger_fused_neighborhood_attention__fna_bwd_dkdv_kernel", (2, 7, 1),
         name="liger_fused_neighborhood_attention__fna_bwd_dkdv_kernel" + _sfx,
         query=_fnq, key=_fnq, value=_fnq, grad_output=_fnq, grad_key=_fnq, grad_value=_fnq,
         lse_cache=A(f32, 2 * 256), delta_cache=A(f32, 2 * 256), **_FNC)
    case("liger_fused_neighborhood_attention__fna_bwd_dq_kernel", (2, 4, 1),
         name="liger_fused_neighborhood_attention__fna_bwd_dq_kernel" + _sfx,
         query=_fnq, key=_fnq, value=_fnq, grad_output=_fnq, grad_query=_fnq,
         lse_cache=A(f32, 2 * 256), delta_cache=A(f32, 2 * 256), **_FNC)
# Absorbed decode, split-KV: the same problem in 3 splits of 128 (TILE_N 128; the last
# split 44 deep).
case("ops_mla_decoding_split_kv__naive_absorb_mla_transpose_kernel", (2, 2, 3),
     Q=A(bf, 2, 20, 512), QPE=A(bf, 2, 20, 64), K=A(bf, 2, 300, 512), V=A(bf, 2, 300, 512),
     KPE=A(bf, 2, 300, 64), Att_Out=A(bf, 2, 20, 3, 512), LSE_Out=A(f32, 2, 20, 3),
     sm_scale=576 ** -0.5, B=2, NUM_HEADS=20, S_kv=300, NUM_KV_SPLITS=3,
     KV_LEN_PER_SPLIT=128, TILE_D=512, TILE_H=16, TILE_N=128, TILE_KPE=64, EVEN_N=False)
# ragged_block_scaled_bmm: e4m3 a [350, 320] in segments of 150, 0, 200 rows, b [3, 300,
# 320], f32 128-block scales a_scale [350, 3] / b_scale [3, 3, 3], bf16 out; the first
# Hopper configs: 256 x 128 x 128 (per-expert and uniform schedules), swap_ab 64 x 128 x
# 128 (GROUP 4); 4 persistent programs.
_RBSg = dict(a=A(_f8, 350, 320), b=A(_f8, 3, 300, 320), a_scale=A(f32, 350, 3),
             b_scale=A(f32, 3, 3, 3), c=A(bf, 350, 300), m_indptr=A(i32, 4), q=3, max_m=200,
             max_m_device=A(i32, 1), n=300, HAS_A_SCALE=1, BLOCK_K=128)
_rbs = "flashinfer_gemm_ragged_block_scaled_bmm__ragged_block_scaled_bmm_"
case(_rbs + "kernel", (4, 1, 1), BLOCK_M=256, BLOCK_N=128, GROUP_SIZE_M=8, **_RBSg)
case(_rbs + "uniform_kernel", (4, 1, 1), BLOCK_M=256, BLOCK_N=128, GROUP_SIZE_M=8, **_RBSg)
case(_rbs + "swap_ab_kernel", (4, 1, 1), BLOCK_M=64, BLOCK_N=128, GROUP_SIZE_M=4, **_RBSg)
# moe_actgrad_bwd: 3 experts with 100, 0 and 180 of 280 routed rows (140 tokens x top-2),
# hidden 192 (whole BLOCK_K tiles: the dout gather's column overrun is not masked),
# intermediate 200 (ragged vs BLOCK_N); the first Hopper config 128 x 128 x 64; grid
# (cdiv(max tokens per expert, 128), cdiv(I, 128), E). swiglu (the corpus) and geglu.
for _nm, _act in (("ops_moe_actgrad_bwd__moe_actgrad_bwd_kernel", 0),
                  ("ops_moe_actgrad_bwd__moe_actgrad_bwd_kernel_geglu", 1)):
    case("ops_moe_actgrad_bwd__moe_actgrad_bwd_kernel", (2, 2, 3), name=_nm,
         dout_ptr=A(bf, 140, 192), x_gather_idx_ptr=A(i32, 280), w2_trans_ptr=A(bf, 3, 200, 192),
         z_ptr=A(bf, 280, 400), topk_scores_ptr=A(f32, 280), s_scatter_idx_ptr=A(i32, 280),
         expert_offset_ptr=A(i32, 4), dz_ptr=A(bf, 280, 400), y1s_ptr=A(bf, 280, 200),
         ds_ptr=A(f32, 280), hidden_dim=192, intermediate_dim=200, BLOCK_M=128, BLOCK_N=128,
         BLOCK_K=64, ACTIVATION_TYPE=_act, IS_GLU=1, EPI_NSUB=1)
# fwd_pass_state: 2 batches, 3 heads of 64 in 1 group, state 32 (2 tiles of 16), 128
# tokens in 2 chunks of 64 (whole chunks: a partial one would read d_last from padding);
# grid (P // 64, N // 16, B * H). The corpus flags (no swap, [B, H, L] dt / decay, hiddens
# only, bf16) and swap + [B, L, H] + dual (f32 hiddens and a bf16 narrow copy).
for _nm, _sw, _dual in (("ops_mamba2__fwd_pass_state_kernel", False, False),
                        ("ops_mamba2__fwd_pass_state_kernel_swap_dual", True, True)):
    _dtl = (2, 128, 3) if _sw else (2, 3, 128)
    case("ops_mamba2__fwd_pass_state_kernel", (1, 2, 6), name=_nm,
         x=A(bf, 2, 128, 3, 64), b=A(bf, 2, 128, 1, 32), dt=A(bf, *_dtl),
         decay_cumsum=A(f32, *_dtl),
         init_state=A(f32, 2, 3, 64, 32), hiddens=A(f32 if _dual else bf, 2, 3, 2, 64, 32),
         hid_narrow=A(bf, 2, 3, 2, 64, 32), final_state=A(f32, 2, 3, 64, 32), chunk_size=64,
         BLOCK_STATE=16, BLOCK_HEAD=64, num_heads_per_group=3, LOAD_LAT=4, STORE_LAT=2,
         BDD_LAT=2, SWAP=_sw, BHT=not _sw, DUAL=_dual)

# ---------------------------------------------------------------- experimental: mHC
# split-K GEMM + RMS partials: X [100, 200] (ragged vs 64 x 64) times W [200, 24] (n 4:
# n (n + 2) outputs, in one 32-wide tile), SPLIT_K 2 (K tiles 0-1 / 2-3): partials stacked
# per split at row blocks of num_bid_m * 64 = 128; bf16, and f32 (tf32 mma).
for _nm, _dt in (("ops_experimental_mhc__mhc_split_gemm_rms_kernel", bf),
                 ("ops_experimental_mhc__mhc_split_gemm_rms_kernel_tf32", f32)):
    case("ops_experimental_mhc__mhc_split_gemm_rms_kernel", (2, 2, 1), name=_nm,
         X=A(_dt, 100, 200), W=A(_dt, 200, 24), Y_acc=A(f32, 256, 24), R_acc=A(f32, 256, 1),
         M=100, N=24, K=200, TILE_SIZE_M=64, TILE_SIZE_N=32, TILE_SIZE_K=64, SPLIT_K=2,
         GROUP_SIZE_M=8)

# ---------------------------------------------------------------- flashinfer fmha_decode_bsr
# split-K reduction (the per-head kernel: head counts not a multiple of 4): 3 sequences of
# 700 / 300 / 1000 tokens in 3 splits of 256 (valid splits 3 / 2 / 3; POW2 4, the padded
# split's LSE -inf as the wrapper pads it), 5 heads, head dim 128: a 1 x 4 by 4 x 128 f32
# mma (f32 operands, no tf32).
case("flashinfer_fmha_decode_bsr__splitk_reduce_kernel", (3, 5, 1),
     attn_splitk_out=A(bf, 3, 3, 5, 128), lse_splitk_out=A(f32, 3, 5, 4),
     attn_out=A(bf, 3, 5, 128), actual_seq_lens=A(i32, 3), NUM_HEADS=5,
     NUM_KV_LEN_PER_SPLIT=256, NUM_KV_SPLITS=3, NUM_KV_SPLITS_POW2=4, BLOCK_D=128)
# decode_attention_kv_paged: 2 sequences of 300 / 200 tokens in 16-token pages (page table
# stride 20, pages permuted), 8 q heads on 2 kv heads (group 4 = BLOCK_H: one head block
# per kv head), head dim 128, 3 splits of 128 (batch 1's split 2 is empty and returns
# before storing: its output stays poisoned), BLOCK_N 16 = the page (one page per block); TRANS_QK (the Hopper
# choice) and not.
for _nm, _tq in (("flashinfer_fmha_decode_bsr__decode_attention_kv_paged_kernel", True),
                 ("flashinfer_fmha_decode_bsr__decode_attention_kv_paged_kernel_no_trans", False)):
    case("flashinfer_fmha_decode_bsr__decode_attention_kv_paged_kernel", (2, 2, 3), name=_nm,
         q=A(bf, 2, 8, 128), k_cache=A(bf, 40, 16, 2, 128), v_cache=A(bf, 40, 16, 2, 128),
         actual_seq_lens=A(i32, 2), block_tables=A(i32, 40), output=A(bf, 3, 2, 8, 128),
         lse_out=A(f32, 2, 8, 3), K_SCALE=128 ** -0.5, V_SCALE=1.0, N_KV_HEADS=2,
         PAGE_SIZE=16, BLOCK_H=4, BLOCK_N=16, BLOCK_D=128, QUERY_GROUP_SIZE=4,
         NUM_KV_SPLITS=3, KV_LEN_PER_SPLIT=128, HAS_LSE_OUT=True, stride_block_table=20,
         NUM_HEAD_BLOCKS=1, TRANS_QK=_tq, LOAD_BLOCK_N=16, NUM_PAGES_PER_BLOCK=1,
         USE_GATHER_PAGE_LOAD=False)

# ---------------------------------------------------------------- flashinfer fmha_prefill_bsr
# prefill over a ragged (contiguous) cache: 2 causal sequences of 300 / 270 tokens packed in
# 570 rows (batch_offsets [0, 300, 570]; the kernel slices q, k, v and out at the same
# offsets, so q and kv lengths are equal). Both lengths fill all 3 query blocks: cuTile
# 1.7 hoists the q tile load above the helper's early `return` for blocks past q_len,
# a load wholly outside the slice (undefined; the interpreter stops on it). 4 q heads on
# 2 kv heads, head dim 128, the
# first config 128 x 32, two-loop (the ragged default) and single-loop; LPT schedule
# (reverse block order, head-batch swizzle 3 over 8: quotient 2, remainder 2) grid 3 * 8.
_PRr = dict(query=A(bf, 570, 4, 128), key_cache=A(bf, 570, 2, 128),
            value_cache=A(bf, 570, 2, 128), actual_seq_lens_q=A(i32, 2),
            actual_seq_lens_kv=A(i32, 2), batch_offsets=A(i32, 3), output=A(bf, 570, 4, 128),
            lse_output=A(f32, 570, 4), K_SCALE=128 ** -0.5, V_SCALE=1.0, N_KV_HEADS=2,
            BLOCK_M=128, BLOCK_N=32, BLOCK_D=128, BLOCK_R=0, QUERY_GROUP_SIZE=2,
            IS_CAUSAL=True)
_prr = "flashinfer_fmha_prefill_bsr__prefill_attention_ragged_"
case(_prr + "kernel", (3, 2, 4), USE_TWO_LOOP=True, **_PRr)
case(_prr + "kernel", (3, 2, 4), name=_prr + "kernel_one_loop", USE_TWO_LOOP=False, **_PRr)
case(_prr + "lpt_kernel", (24, 1, 1), USE_TWO_LOOP=True, NUM_HEADS=4, NUM_BATCH=2,
     MAX_SEQ_LEN=300, SWIZZLE=3, NUM_HB_QUOTIENT=2, NUM_HB_REMAINDER=2, **_PRr)
# prefill over a paged kv cache: 3 causal sequences, q lengths 200 / 137 / 181 packed in
# 518 rows (batch_offsets [0, 200, 337, 518]), kv lengths 250 / 301 / 181 (>= q: the kernel's
# causal mask is top-left, key j <= query i, so a kv length below the q length would attend
# tokens past the sequence; all q lengths > 128 fill both query blocks, as for the ragged
# kernel above). Pages permuted over a [B, stride] page table. 6 q heads on 2 kv heads
# (group 3), head dim 128, V_SCALE 0.5. Corpus config: 16-token pages, BLOCK_N 32 = 2 pages
# per block (LOAD_BLOCK_N 16: the page-level gather); also 64-token pages (one 32-token box
# inside a page), BLOCK_N 64 over 4 pages, and not causal (kv lengths 256 / 320 / 192: the
# kernel does not mask keys past the kv length in a last partial block, so whole blocks).
_pfq = A(bf, 518, 6, 128)


def _pf_paged(ps, stride, bn=32, causal=True):
    np_ = 3 * stride
    return dict(query=_pfq, key_cache=A(bf, np_, ps, 2, 128), value_cache=A(bf, np_, ps, 2, 128),
                actual_seq_lens_q=A(i32, 3), actual_seq_lens_kv=A(i32, 3),
                batch_offsets=A(i32, 4), block_tables=A(i32, np_), output=_pfq,
                lse_output=A(f32, 518, 6), K_SCALE=128 ** -0.5, V_SCALE=0.5, N_KV_HEADS=2,
                PAGE_SIZE=ps, BLOCK_M=128, BLOCK_N=bn, BLOCK_D=128, BLOCK_R=0,
                QUERY_GROUP_SIZE=3, stride_block_table=stride, IS_CAUSAL=causal,
                LOAD_BLOCK_N=min(bn, ps))


def _pf_lpt(max_seq_len, heads, batch, d_qk=128, d_vo=128, elt=2, l2=50 * 1024 * 1024):
    """prefill_attention_kv_paged's LPT constants (swizzle from the 50 MB L2 budget)."""
    one = max_seq_len * (d_qk + d_vo) * elt
    swz = 1 if l2 < one else 1 << ((l2 // one).bit_length() - 1)
    return dict(NUM_HEADS=heads, NUM_BATCH=batch, MAX_SEQ_LEN=max_seq_len, SWIZZLE=swz,
                NUM_HB_QUOTIENT=heads * batch // swz, NUM_HB_REMAINDER=max(heads * batch % swz, 1))


_pfp = "flashinfer_fmha_prefill_bsr__prefill_attention_paged_"
case(_pfp + "kernel", (3, 6, 2), **_pf_paged(16, 20))
case(_pfp + "kernel", (3, 6, 2), name=_pfp + "kernel_page64", **_pf_paged(64, 5))
case(_pfp + "kernel", (3, 6, 2), name=_pfp + "kernel_bn64", **_pf_paged(16, 20, bn=64))
case(_pfp + "kernel", (3, 6, 2), name=_pfp + "kernel_noncausal",
     **_pf_paged(16, 20, causal=False))
# LPT: grid cdiv(200, 128) * 6 * 3 = 36; the launcher's swizzle for these sizes (512: 18
# head-batches all in the remainder branch), and swizzle 4 (the launcher's choice for a
# smaller L2 budget: quotient 4, remainder 2, both branches).
case(_pfp + "lpt_kernel", (36, 1, 1), **_pf_paged(16, 20), **_pf_lpt(200, 6, 3))
case(_pfp + "lpt_kernel", (36, 1, 1), name=_pfp + "lpt_kernel_swizzle4",
     **_pf_paged(16, 20), **_pf_lpt(200, 6, 3, l2=200 * 256 * 2 * 4))
# decode_mla_kv_paged: 2 sequences of 300 / 200 tokens in 64-token pages (stride 5, pages
# permuted), 16 heads (BLOCK_H 16), latent 512 + rope 64 (TileGym passes one kv cache as
# both k_cache and v_cache: the spec fills both alike), 3 splits of 128 (batch 1's split 2
# empty: unwritten), BLOCK_N 16 within a page. The corpus flags (no TRANS_QK, one DV
# split, gather page load) and TRANS_QK with 2 DV splits.
for _nm, _tq, _dv in (("flashinfer_fmha_decode_bsr__decode_mla_kv_paged_kernel", False, 1),
                      ("flashinfer_fmha_decode_bsr__decode_mla_kv_paged_kernel_trans_dv2", True, 2)):
    case("flashinfer_fmha_decode_bsr__decode_mla_kv_paged_kernel", (2, 1, 3 * _dv), name=_nm,
         q_nope=A(bf, 2, 16, 512), q_rope=A(bf, 2, 16, 64), k_cache=A(bf, 10, 64, 512),
         v_cache=A(bf, 10, 64, 512), k_rope=A(bf, 10, 64, 64), actual_seq_lens=A(i32, 2),
         block_tables=A(i32, 10), output=A(bf, 3, 2, 16, 512), lse_out=A(f32, 2, 16, 3),
         K_SCALE=576 ** -0.5, V_SCALE=1.0, PAGE_SIZE=64, BLOCK_H=16, BLOCK_N=16,
         BLOCK_D=512, BLOCK_R=64, QUERY_GROUP_SIZE=16, NUM_KV_SPLITS=3, KV_LEN_PER_SPLIT=128,
         HAS_LSE_OUT=True, stride_block_table=5, LOAD_BLOCK_N=16, NUM_PAGES_PER_BLOCK=1,
         TRANS_QK=_tq, USE_GATHER_PAGE_LOAD=not _tq, DV_SPLITS=_dv)
# bwd_pass_state (the corpus flags: partials of hiddens * dhiddens regrouped by thread):
# the fwd_pass_state problem backwards, f32 hiddens, bf16 dhiddens.
case("ops_mamba2__bwd_pass_state_kernel", (1, 2, 6),
     c=A(bf, 2, 128, 1, 32), decay_cumsum=A(f32, 2, 128, 3), dout=A(bf, 2, 128, 3, 64),
     dfinal_state=A(f32, 2, 3, 64, 32), dhiddens=A(bf, 2, 3, 2, 64, 32),
     hiddens=A(f32, 2, 3, 2, 64, 32), dd_last_partials=A(f32, 2, 3, 2, 1, 2, 128),
     dinit_state=A(f32, 2, 3, 64, 32), chunk_size=64, BLOCK_STATE=16, BLOCK_HEAD=64,
     num_heads_per_group=3, LOAD_LAT=4, STORE_LAT=1, CD_LAT=3, HID_LAT=3, WITH_PARTIALS=True)
# compute_dd_dcb_dx: 2 batches, 3 heads of 128 (2 head tiles of 64), state 64 (2 tiles of
# 32, the corpus BLOCK_STATE), 128 tokens in 2 chunks of 64; persistent on 5 programs
# (12 tiles).
case("ops_mamba2__compute_dd_dcb_dx_kernel", (5, 1, 1),
     x=A(bf, 2, 128, 3, 128), b=A(bf, 2, 128, 1, 64), c=A(bf, 2, 128, 1, 64), d=A(f32, 3),
     dt=A(bf, 2, 3, 128), decay_cumsum=A(f32, 2, 3, 128), dout=A(bf, 2, 128, 3, 128),
     dhiddens=A(bf, 2, 3, 2, 128, 64), dx=A(bf, 2, 128, 3, 128), ddt=A(bf, 2, 128, 3),
     dd=A(f32, 2, 3, 2), ddecay_cumsum=A(f32, 2, 128, 3), dcb=A(bf, 2, 128, 3, 64),
     chunk_size=64, BLOCK_STATE=32, BLOCK_HEAD=64, num_heads_per_group=3, state_size=64,
     head_size=128, LOAD_LAT=4, STORE_LAT=1, DOUT_LAT=5, DHID_LAT=5, persistent=True)
# compute_da_db_dc_ddt: the same problem (state 32 in tiles of 16: ND_LEN 2 * 128
# partials), dcb / ddecay / ddt partials as inputs; db / dc reduced over the group's heads
# with tile atomics (zeroed first: REDUCE_HEADS, the corpus) or stored per head.
for _nm, _red in (("ops_mamba2__compute_da_db_dc_ddt_kernel", True),
                  ("ops_mamba2__compute_da_db_dc_ddt_kernel_per_head", False)):
    _dbc = A(f32, 2, 128, 1, 32) if _red else A(f32, 2, 128, 3, 32)
    case("ops_mamba2__compute_da_db_dc_ddt_kernel", (5, 1, 1), name=_nm,
         x=A(bf, 2, 128, 3, 128), a=A(f32, 3), b=A(bf, 2, 128, 1, 32), c=A(bf, 2, 128, 1, 32),
         dt=A(bf, 2, 3, 128), decay_cumsum=A(f32, 2, 3, 128), hiddens=A(bf, 2, 3, 2, 128, 32),
         dout=A(bf, 2, 128, 3, 128), dhiddens=A(bf, 2, 3, 2, 128, 32),
         dcb=A(bf, 2, 128, 3, 64), ddecay_cumsum=A(f32, 2, 128, 3),
         dd_last_partials=A(f32, 2, 3, 2, 256), da=A(f32, 2, 3, 2), db=_dbc, dc=_dbc,
         ddt_partial=A(bf, 2, 128, 3), ddt=A(bf, 2, 128, 3), chunk_size=64, BLOCK_STATE=16,
         BLOCK_HEAD=64, num_heads_per_group=3, state_size=32, head_size=128, ND_LEN=256,
         LOAD_LAT=3, STORE_LAT=1, persistent=True, REDUCE_HEADS=_red)

# ---------------------------------------------------------------- whole-tile variants
# These attention kernels load K / V (and sometimes Q) without a padding mode and rely on
# the out-of-bounds part of a ragged last tile being finite (TMA zero-fill) where the
# softmax weights are 0 (0 * NaN is NaN): under `tile-run --poison-undefined` their ragged
# cases above fail. The same kernels on whole tiles, which do not depend on it.
_aQe, _aKVe = A(bf, _aB, _aH, 256, _aD), A(bf, _aB, _aHK, 256, _aD)
case("ops_attention__fmha_kernel", (2, _aB * _aH, 1), name="ops_attention__fmha_kernel_even",
     Q=_aQe, K=_aKVe, V=_aKVe, Out=_aQe, input_pos=0, **{**_aF, "EVEN_K": True})
_var_case(_vbn + "_even", _vbn, A(bf, 2, 4, 256, 128), A(bf, 2, 2, 256, 128),
          A(bf, 2, 2, 256, 128), A(bf, 2, 4, 256, 128), 256, 256, 128, 128)
_gemma_case("ops_gemma_attention__gemma_fmha_kernel_even", 256, 256, 256, 64, 32, 3)
case("ops_gemma_attention_decode__gemma_attention_decode_kernel_grouped", (2, 2, 3),
     name="ops_gemma_attention_decode__gemma_attention_decode_kernel_grouped_even",
     Q=A(bf, 2, 2, 2, 256), K=A(bf, 2, 2, 768, 256), V=A(bf, 2, 2, 768, 256),
     Att_Out=A(bf, 2, 2, 2, 3, 256), LSE_Out=A(f32, 2, 2, 2, 3), softmax_scale=256 ** -0.5,
     B=2, H_QO=4, H_KV=2, S_KV=768, KV_LEN_PER_SPLIT=256, HEAD_DIM=256, BLOCK_N=128,
     NUM_Q_HEAD_PER_KV=2, QUERY_GROUP_BLOCK_SIZE=8, NUM_KV_SPLITS=3, WINDOW_SIZE=0,
     SOFT_CAP=0.0, HAS_SOFT_CAP=False)
case("ops_mla__prefill_mla_kernel", (4, 8, 1), name="ops_mla__prefill_mla_kernel_even",
     Q=A(bf, 2, 4, 256, 128), QPE=A(bf, 2, 4, 256, 64), K=A(bf, 2, 4, 256, 128),
     KPE=A(bf, 2, 1, 256, 64), V=A(bf, 2, 4, 256, 128), Out=A(bf, 2, 4, 256, 128),
     qk_scale=192 ** -0.5, TILE_D=128, TILE_KPE=64, H=4, TILE_M=64, TILE_N=64,
     QUERY_GROUP_SIZE=0)
case("ops_mla_decoding__naive_absorb_mla_transpose_kernel", (2, 2, 1),
     name="ops_mla_decoding__naive_absorb_mla_transpose_kernel_even",
     Q=A(bf, 2, 20, 512), QPE=A(bf, 2, 20, 64), K=A(bf, 2, 320, 512), V=A(bf, 2, 320, 512),
     KPE=A(bf, 2, 320, 64), Out=A(bf, 2, 20, 512), L=A(f32, 2, 20), sm_scale=576 ** -0.5,
     TILE_D=512, TILE_H=16, TILE_N=64, TILE_KPE=64, S_KV=320, EVEN_N=True)
case("ops_attention_sink__attention_sink_kernel", (3, 8, 1),
     name="ops_attention_sink__attention_sink_kernel_even",
     Q=A(bf, 2, 4, 284, 64), K=A(bf, 2, 2, 384, 64), V=A(bf, 2, 2, 384, 64),
     Sinks=A(bf, 4), Out=A(bf, 2, 4, 284, 64), Start_q=A(i32, 1), qk_scale=0.125,
     TILE_D=64, H=4, N_KV_CTX=384, TILE_M=128, TILE_N=128, QUERY_GROUP_SIZE=2, BANDWIDTH=0)
_fnqe = A(bf, 1, 2, 256, 64)
_FNCe = dict(qk_scale=0.125, NUM_HEADS=2, SEQ_LEN=256, HEAD_DIM=64, KERNEL_SIZE=7,
             DILATION=1, BLOCK_M=64, BLOCK_N=32, LSE_STRIDE=256)
case("liger_fused_neighborhood_attention__fna_fused_forward_kernel", (2, 4, 1),
     name="liger_fused_neighborhood_attention__fna_fused_forward_kernel_even",
     query=_fnqe, key=_fnqe, value=_fnqe, output=_fnqe, lse_cache=A(f32, 2 * 256), **_FNCe)
case("liger_fused_neighborhood_attention__fna_bwd_dkdv_kernel", (2, 8, 1),
     name="liger_fused_neighborhood_attention__fna_bwd_dkdv_kernel_even",
     query=_fnqe, key=_fnqe, value=_fnqe, grad_output=_fnqe, grad_key=_fnqe,
     grad_value=_fnqe, lse_cache=A(f32, 2 * 256), delta_cache=A(f32, 2 * 256), **_FNCe)
case("liger_fused_neighborhood_attention__fna_bwd_dq_kernel", (2, 4, 1),
     name="liger_fused_neighborhood_attention__fna_bwd_dq_kernel_even",
     query=_fnqe, key=_fnqe, value=_fnqe, grad_output=_fnqe, grad_query=_fnqe,
     lse_cache=A(f32, 2 * 256), delta_cache=A(f32, 2 * 256), **_FNCe)

# ---------------------------------------------------------------- experimental: nvfp4_quantize
# 128 x 64 tiles, 16-element groups -> one fp8 e4m3 scale each (swizzled 512-byte blocks),
# two e2m1 nibbles per byte. Ragged: 200 x 176 bf16 (last row block 72 rows, last col block
# 48 cols = 3 groups: both masks), grid (3, 2); even: 256 x 128 f32, no masks, grid (2, 2).
case("ops_experimental_nvfp4_quantize__nvfp4_quant_kernel", (3, 2, 1),
     x=A(bf, 200, 176), scales_out=A("u8", 6 * 512), packed_out=A("u8", 200, 88),
     s_enc=A(f32, 1), NUM_N_BLOCKS=3, NUM_M_BLOCKS=2, NUM_COLS=176, NUM_ROWS=200,
     USE_COL_MASK=True, USE_ROW_MASK=True)
case("ops_experimental_nvfp4_quantize__nvfp4_quant_kernel", (2, 2, 1),
     name="ops_experimental_nvfp4_quantize__nvfp4_quant_kernel_even_f32",
     x=A(f32, 256, 128), scales_out=A("u8", 4 * 512), packed_out=A("u8", 256, 64),
     s_enc=A(f32, 1), NUM_N_BLOCKS=2, NUM_M_BLOCKS=2, NUM_COLS=128, NUM_ROWS=256,
     USE_COL_MASK=False, USE_ROW_MASK=False)
