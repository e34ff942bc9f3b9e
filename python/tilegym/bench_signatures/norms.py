"""Softmax, norms, activations, dropout, rope: TileGym's bench_softmax.py, bench_rmsnorm.py,
bench_layernorm.py, bench_swiglu.py, bench_silu_and_mul.py, bench_dropout.py, bench_rope.py
(and the experimental backward benchmarks)."""
from tgsig import A

from . import NUM_SM, large

bf, f16, f32, i64 = "bf16", "f16", "f32", "i64"

# ---------------------------------------------------------------- ops/cutile: softmax
# bench_softmax.py: x [4096, N], N 1024 .. 65536.
# _softmax_kernel runs min(4 * SMs, rows) programs over rows, TILE_SIZE = next_pow2(N).
large("ops_softmax__softmax_kernel", "4096x4096", (min(4 * NUM_SM, 4096),),
      output=A(f32, 4096, 4096), input=A(f32, 4096, 4096), N_ROWS=4096, TILE_SIZE=4096,
      DIM_COLS=4096)
# TMA softmax: one whole-row tile (next_pow2(N)); untuned occupancy 2 -> min(2 * SMs, rows)
# programs.
large("ops_softmax__softmax_kernel_tma", "4096x4096", (min(2 * NUM_SM, 4096),),
      output=A(bf, 4096, 4096), input=A(bf, 4096, 4096), N_ROWS=4096, N_COLS=4096,
      TILE_SIZE=4096)
# chunked (3-pass) softmax at the top of the sweep: chunks of min(next_pow2(N), 8192),
# min(4 * SMs, rows) programs.
large("ops_softmax__softmax_kernel_chunked", "4096x16384", (min(4 * NUM_SM, 4096),),
      output=A(f32, 4096, 16384), input=A(f32, 4096, 16384), N_ROWS=4096, N_COLS=16384,
      TILE_SIZE=8192)
# multi-wave: one program per row, TILE_SIZE = next_pow2(N) (== N: no bounds checks).
large("ops_softmax__softmax_kernel_multi_wave_full_row_reg_cached_ldg", "4096x4096", (4096,),
      output=A(bf, 4096, 4096), input=A(bf, 4096, 4096), N=4096, TILE_SIZE=4096)

# ---------------------------------------------------------------- ops/cutile: layer norm
# bench_layernorm.py, bf16 4096 x 4096. Legacy launcher: one program per row, BLOCK_SIZE the
# largest power of two <= N (capped at 64 KiB / element).
large("ops_layer_norm_legacy__layer_norm_fwd_kernel", "4096x4096", (4096,),
      X=A(bf, 4096, 4096), Y=A(bf, 4096, 4096), W=A(bf, 4096), B=A(bf, 4096),
      Mean=A(f32, 4096), Rstd=A(f32, 4096), N=4096, BLOCK_SIZE=4096)
# persistent layer norm, 30000 rows (ragged against BLOCK_N) x 4096: untuned Hopper config
# BLOCK_N 8, BLOCK_D = next_pow2(D), min(SMs, cdiv(rows, BLOCK_N)) programs == NUM_SMS.
_lnM, _lnD = 30000, 4096
large("ops_layer_norm_legacy__persistent_layer_norm_fwd_kernel", "30000x4096", (NUM_SM,),
      X=A(bf, _lnM, _lnD), Y=A(bf, _lnM, _lnD), W=A(bf, _lnD), B=A(bf, _lnD),
      Mean=A(f32, _lnM), Rstd=A(f32, _lnM), N=_lnM, D=_lnD, STRIDE_X=_lnD, STRIDE_Y=_lnD,
      BLOCK_N=8, BLOCK_D=4096, NUM_SMS=min(NUM_SM, (_lnM + 7) // 8))

# ---------------------------------------------------------------- ops/cutile: rms norm
# bench_rmsnorm.py: M 4096, N 1024 .. 16384, f16 / bf16.
# static persistent: TILE_SIZE_N = next_pow2(N), TILE_SIZE_M 4 (16 at N <= 1024, 2 at
# >= 16384), min(SMs, row tiles) programs.
large("ops_rms_norm__rms_norm_kernel_static_persistent", "4096x4096", (min(NUM_SM, 4096 // 4),),
      X=A(bf, 4096, 4096), Y=A(bf, 4096, 4096), W=A(bf, 4096), Rstd=A(f32, 4096),
      TILE_SIZE_M=4, TILE_SIZE_N=4096)
# multi-wave reload (gather): one program per row, TILE_SIZE = min(4096 / element size,
# next_pow2(N)) = 2048 for 16-bit types: two column chunks.
large("ops_rms_norm__rms_norm_kernel_gather", "4096x4096", (4096,),
      x=A(bf, 4096, 4096), w=A(bf, 4096), out=A(bf, 4096, 4096), Rstd=A(f32, 4096), N=4096,
      TILE_SIZE=2048)
# multi-wave cached: one program per row, TILE_SIZE = next_pow2(N).
large("ops_rms_norm__rms_norm_kernel_multi_wave_cached", "4096x4096", (4096,),
      x=A(f16, 4096, 4096), w=A(f16, 4096), out=A(f16, 4096, 4096), Rstd=A(f32, 4096),
      N=4096, TILE_SIZE=4096)
# bench_rmsnorm_backward.py (standalone backward), M 4096, N 4096 bf16: _bwd_tiles gives
# TILE_N = next_pow2(N), TILE_M 1 (T 4096 with M < 8192), min(SMs, row tiles) programs, one
# f32 dw partial row per program.
large("ops_rms_norm__rms_bwd_kernel", "4096x4096", (NUM_SM,),
      dx=A(bf, 4096, 4096), dy=A(bf, 4096, 4096), x=A(bf, 4096, 4096), weight=A(bf, 4096),
      Rstd=A(f32, 4096), dw_partial=A(f32, NUM_SM, 4096), TILE_M=1, TILE_N=4096)

# ---------------------------------------------------------------- ops/cutile: swiglu, silu_and_mul
# bench_swiglu.py: a, b [batch 4, 4096, N 4096] bf16, flattened to 16384 rows; one program
# per row, TILE_SIZE = next_pow2(N) (== N: no bounds checks).
large("ops_swiglu__swiglu_forward_kernel", "4x4096x4096", (4 * 4096,),
      a=A(bf, 4 * 4096, 4096), b=A(bf, 4 * 4096, 4096), c=A(bf, 4 * 4096, 4096),
      TILE_SIZE=4096, check_bounds=False)
# swiglu backward, 4096 x 4096 bf16: TILE_N = cdiv(SMs, rows) = 1, TILE_SIZE =
# next_pow2(N / TILE_N), grid (rows, cdiv(N, TILE_SIZE)).
large("ops_swiglu__swiglu_backward_kernel", "4096x4096", (4096, 1, 1),
      dc=A(bf, 4096, 4096), a=A(bf, 4096, 4096), b=A(bf, 4096, 4096), da=A(bf, 4096, 4096),
      db=A(bf, 4096, 4096), TILE_SIZE=4096)
# bench_silu_and_mul.py: input [4096, 2 * 2048] f16 -> [4096, 2048]; one program per row,
# TILE_SIZE = next_pow2(hidden).
large("ops_silu_and_mul__silu_and_mul_kernel_row_wise", "4096x2x2048", (4096,),
      input=A(f16, 4096, 2 * 2048), output=A(f16, 4096, 2048), TILE_SIZE=2048,
      TOTAL_HIDDEN_SIZE=2048)
# backward, input [4096, 2 * 4096] f16.
large("ops_silu_and_mul__silu_and_mul_backward_kernel_row_wise", "4096x2x4096", (4096,),
      grad_output=A(f16, 4096, 4096), input=A(f16, 4096, 2 * 4096), grad_a=A(f16, 4096, 4096),
      grad_b=A(f16, 4096, 4096), TILE_SIZE=4096, TOTAL_HIDDEN_SIZE=4096)

# ---------------------------------------------------------------- ops/cutile: dropout, activations
# bench_dropout.py: 2^24 elements; launcher TILE_SIZE 1024, cdiv(n, 1024) programs.
_e = 1 << 24
large("ops_dropout__dropout_kernel", "2p24", (_e // 1024,),
      x=A(f32, _e), output=A(f32, _e), TILE_SIZE=1024)
large("ops_dropout__dropout_kernel_bf16", "2p24", (_e // 1024,),
      x=A(bf, _e), output=A(bf, _e), TILE_SIZE=1024)
# Elementwise at 16M elements (no TileGym benchmark). gelu: BLOCK_SIZE 4096 from 2^24
# elements up (1024 below), cdiv(n, BLOCK_SIZE) programs.
large("ops_activation_gelu__gelu_kernel_tanh", "2p24", (_e // 4096,),
      y=A(bf, _e), x=A(bf, _e), N_ELEMENTS=_e, BLOCK_SIZE=4096)
# relu: BLOCK_SIZE 1024, cdiv(n, 1024) programs; also a ragged count (the last block 1021
# deep).
large("ops_activation_relu__relu_fwd_kernel", "2p24", (_e // 1024,),
      x=A(bf, _e), y=A(bf, _e), N_ELEMENTS=_e, BLOCK_SIZE=1024)
large("ops_activation_relu__relu_fwd_kernel", "2p24m3", ((_e - 3 + 1023) // 1024,),
      x=A(bf, _e - 3), y=A(bf, _e - 3), N_ELEMENTS=_e - 3, BLOCK_SIZE=1024)

# ---------------------------------------------------------------- ops/cutile: rope
# bench_rope.py: q, k [B 1, H 16, S 8192, D 64] f16, cos / sin [B, S, D] (full rotation:
# rope_dim = D). Launcher: TILE_RD = next_pow2(D / 2), TILE_QH / TILE_KH = next_pow2(heads),
# COS_BS = cos.shape[0], one program per (batch, token).
_rB, _rH, _rS, _rD = 1, 16, 8192, 64
large("ops_rope__rope_kernel", "1x16x8192x64", (_rB * _rS, 1, 1),
      q=A(f16, _rB, _rH, _rS, _rD), k=A(f16, _rB, _rH, _rS, _rD), cos=A(f16, _rB, _rS, _rD),
      sin=A(f16, _rB, _rS, _rD), COS_BS=_rB, SEQ_LEN=_rS, TILE_QH=16, TILE_KH=16, TILE_RD=32)

# ---------------------------------------------------------------- unsloth suite
# suites/unsloth bench_layernorm.py / bench_rms_layernorm.py, 4096 x 4096 bf16: one program
# per row, TILE_N = next_pow2(n_cols) (== n_cols: no bounds checks); rms without the gemma
# offset.
large("unsloth_layernorm__layernorm_forward_ct_1d", "4096x4096", (4096,),
      Y=A(bf, 4096, 4096), X=A(bf, 4096, 4096), W=A(bf, 4096), b=A(bf, 4096), r=A(f32, 4096),
      mu=A(f32, 4096), n_cols=4096, TILE_N=4096)
large("unsloth_rms_layernorm__rms_layernorm_forward_ct_1d", "4096x4096", (4096,),
      Y=A(bf, 4096, 4096), X=A(bf, 4096, 4096), W=A(bf, 4096), r=A(f32, 4096), n_cols=4096,
      OFFSET=0.0, TILE_N=4096)
# unsloth cross entropy, 16 rows x V 128256 (Llama 3) bf16: V > 64 Ki -> the chunked
# forward, chunks of 4096 (32, the last partial), grid (rows, chunks).
_cR, _cV = 16, 128256
_cC = (_cV + 4095) // 4096
large("unsloth_cross_entropy_loss__chunked_cross_entropy_forward_ct", "16x128256", (_cR, _cC),
      logits=A(bf, _cR, _cV), loss=A(f32, _cR), logsumexp_out=A(f32, _cR, _cC),
      labels=A(i64, _cR), VOCAB_SIZE=_cV, N_CHUNKS=_cC, BLOCK_SIZE=4096)
# its backward: BLOCK_SIZE 4096 (V > 64 Ki), grid (rows, cdiv(V, 4096)); f32 logits as the
# GPU case.
large("unsloth_cross_entropy_loss__cross_entropy_backward_ct", "16x128256", (_cR, _cC),
      logits=A(f32, _cR, _cV), grad_logits=A(f32, _cR, _cV), dloss=A(f32, _cR),
      logsumexp_in=A(f32, _cR), labels=A(i64, _cR), VOCAB_SIZE=_cV, BLOCK_SIZE=4096)
# unsloth swiglu / geglu, [4, 512, 8192] = 2^24 elements: BLOCK_SIZE 1024, cdiv(n, 1024)
# programs, 32-bit indexing (n below 2^31 - 4 * 1024).
for _kn, _dt in (("unsloth_swiglu__fg_kernel_ct", bf), ("unsloth_geglu__exact_forward_ct", bf),
                 ("unsloth_geglu__approx_forward_ct", bf)):
    large(_kn, "4x512x8192", (_e // 1024,), e=A(_dt, _e), g=A(_dt, _e), h=A(_dt, _e),
          n_elements=_e, BLOCK_SIZE=1024, LONG_INDEXING=0)
# the swiglu backward (in place on DW, e, g), f32 as the GPU case.
large("unsloth_swiglu__DWf_DW_dfg_kernel_ct", "4x512x8192", (_e // 1024,),
      DW=A(f32, _e), e=A(f32, _e), g=A(f32, _e), n_elements=_e, BLOCK_SIZE=1024,
      LONG_INDEXING=0)

# ---------------------------------------------------------------- experimental: fused linear CE
# bench_fused_linear_cross_entropy.py: V 32768 bf16, BT chunks of 512 rows; the CE kernel
# runs min(4 * SMs, rows) programs, TILE_V 4096.
large("ops_experimental_fused_linear_cross_entropy__ce_online_kernel", "512x32768",
      (min(4 * NUM_SM, 512),),
      logits=A(bf, 512, 32768), loss_out=A(f32, 512), target_logits=A(f32, 512), N_ROWS=512,
      VOCAB_SIZE=32768, TILE_V=4096)
