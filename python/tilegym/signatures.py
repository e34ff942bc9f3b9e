"""Launch signatures of TileGym's cuTile kernels (tilegym==1.5.1), one per kernel.

Each entry is what TileGym's own launcher (the code next to the kernel) passes to
``ct.launch`` for one representative problem: the launcher's default / first
configuration (for autotuned kernels: the first config of the search space on Hopper,
capability 9.0), realistic sizes (below), bf16 activations unless the launcher fixes the
dtype. The language is described in tgsig.py. ``grid`` is the launcher's grid formula and
its value for these sizes.
"""

from tgsig import A, L, K, cdiv, next_pow2

NUM_SMS = 132           # H100 / H200 SXM

# Problem sizes (a Llama-style 7-8B layer, 2 x 2048 tokens).
T = 4096                # tokens (batch x sequence) for row-wise ops
HID = 4096              # hidden size
INTER = 11008           # MLP intermediate size
B, S_, HQ, HKV, D = 2, 2048, 32, 8, 128     # attention: batch, seq, q heads, kv heads, dim
VOCAB = 32000
EPS = 1e-6

bf, f16, f32, i32, i64 = "bf16", "f16", "f32", "i32", "i64"

ENTRIES = []
add = ENTRIES.append

# ==========================================================================================
# tilegym/ops/cutile/activation
# ==========================================================================================

# geglu(x [T, 2*INTER], dim=-1, approximate="none"): flat views, BLOCK_SIZE 256.
add(K("ops/cutile/activation/geglu", "_geglu_fwd_kernel",
      grid=f"(cdiv(n_elements, 256), 1, 1) = ({cdiv(T * INTER, 256)}, 1, 1)",
      y=A(bf, T * INTER), x=A(bf, T * 2 * INTER),
      N=INTER, M_STRIDE=2 * INTER, MY_STRIDE=INTER, BLOCK_SIZE=256, APPROXIMATE=0))
add(K("ops/cutile/activation/geglu", "_geglu_bwd_kernel",
      grid=f"(cdiv(n_elements, 256), 1, 1) = ({cdiv(T * INTER, 256)}, 1, 1)",
      dx=A(bf, T * 2 * INTER), dy=A(bf, T * INTER), x=A(bf, T * 2 * INTER),
      N=INTER, M_STRIDE=2 * INTER, MY_STRIDE=INTER, BLOCK_SIZE=256, APPROXIMATE=0))
# gelu(x [T, HID]): BLOCK_SIZE 4096 if numel >= 2^24 else 1024 (forward), 1024 (backward).
add(K("ops/cutile/activation/gelu", "_gelu_kernel",
      grid=f"(ceil(n / BLOCK_SIZE), 1, 1) = ({cdiv(T * HID, 4096)}, 1, 1)",
      y=A(bf, T * HID), x=A(bf, T * HID), N_ELEMENTS=T * HID, BLOCK_SIZE=4096, APPROXIMATE=0))
add(K("ops/cutile/activation/gelu", "_gelu_kernel_backward",
      grid=f"(ceil(n / 1024), 1, 1) = ({cdiv(T * HID, 1024)}, 1, 1)",
      dx=A(bf, T * HID), dy=A(bf, T * HID), x=A(bf, T * HID),
      N_ELEMENTS=T * HID, BLOCK_SIZE=1024, APPROXIMATE=0))
add(K("ops/cutile/activation/relu", "_relu_fwd_kernel",
      grid=f"(cdiv(n, 1024), 1, 1) = ({cdiv(T * HID, 1024)}, 1, 1)",
      x=A(bf, T * HID), y=A(bf, T * HID), N_ELEMENTS=T * HID, BLOCK_SIZE=1024))

# ==========================================================================================
# tilegym/ops/cutile: GEMM family
# ==========================================================================================

# bmm(a [Q, M, K], b [Q, K, N]), static_persistent=False path: TILE 128 x 128 x 32.
add(K("ops/cutile/bmm", "_bmm_kernel",
      grid="(ceil(M / TM), ceil(N / TN), Q) = (16, 16, 8)",
      A=A(bf, 8, 2048, 2048), B=A(bf, 8, 2048, 2048), C=A(bf, 8, 2048, 2048),
      TM=128, TN=128, TK=32))
# bmm(..., static_persistent=True) (the default): first Hopper config
# TILE 64 x 64 x 64, GROUP_SIZE_M 8, occupancy 1, num_ctas 2 (LATENCY default 3).
add(K("ops/cutile/bmm", "_static_persistent_bmm_kernel",
      grid="(min(NUM_SMS // num_ctas, tiles) * occupancy,) = (66,)",
      A=A(bf, 8, 2048, 2048), B=A(bf, 8, 2048, 2048), C=A(bf, 8, 2048, 2048),
      Batch=8, M=2048, N=2048, K=2048, TILE_M=64, TILE_N=64, TILE_K=64, GROUP_SIZE_M=8,
      LATENCY=3, TRANSPOSE_A=False, TRANSPOSE_B=False))
# matmul(a [M, K], b [K, N]) default (not persistent): first Hopper config 128 x 128 x 32.
add(K("ops/cutile/matmul", "_matmul_kernel",
      grid="(ceil(M / 128) * ceil(N / 128), 1, 1) = (1024, 1, 1)",
      A=A(bf, 4096, 4096), B=A(bf, 4096, 4096), C=A(bf, 4096, 4096),
      TILE_SIZE_M=128, TILE_SIZE_N=128, TILE_SIZE_K=32))
# matmul(..., static_persistent=True): first Hopper config 128 x 512 x 64, num_ctas 4.
add(K("ops/cutile/matmul", "_static_persistent_matmul_kernel",
      grid="(min(NUM_SMS // num_ctas, tiles) * occupancy, 1, 1) = (33, 1, 1)",
      A=A(bf, 4096, 4096), B=A(bf, 4096, 4096), C=A(bf, 4096, 4096),
      M=4096, N=4096, K=4096, TILE_SIZE_M=128, TILE_SIZE_N=512, TILE_SIZE_K=64,
      TRANSPOSE_A=False, TRANSPOSE_B=False, GROUP_SIZE_M=8, LOAD_LATENCY=-1))

# ==========================================================================================
# tilegym/ops/cutile: simple elementwise / data movement
# ==========================================================================================

# transpose(inp [4096, 4096] bf16): 128 x 128 blocks for 16-bit inputs >= 4096 x 4096.
add(K("ops/cutile/transpose", "_transpose_kernel",
      grid="(ceil(M / 128), ceil(N / 128), 1) = (32, 32, 1)",
      input=A(bf, 4096, 4096), output=A(bf, 4096, 4096), M=4096, N=4096,
      BLOCK_M=128, BLOCK_N=128))
# dropout(x, seed=42, p=0.5, training=True): SEED is _mix_seed(42) (Knuth hash, as int32).
add(K("ops/cutile/dropout", "_dropout_kernel",
      grid=f"(ceil(n / 1024), 1, 1) = ({cdiv(T * HID, 1024)}, 1, 1)",
      x=A(bf, T * HID), output=A(bf, T * HID), P=0.5,
      SEED=((42 * 2654435761) & 0xFFFFFFFF) - (1 << 32), TILE_SIZE=1024, TRAINING=True))

# ==========================================================================================
# tilegym/ops/cutile: decode attention (split-KV) + the shared split-K reduction
# ==========================================================================================

# fmha_decode(q [4, 32, 1, 128], k/v [4, 8, 4096, 128]): TILE_N 128,
# NUM_KV_SPLITS = max(1, 132 // (4 * 8)) -> KV_LEN_PER_SPLIT 1024, 4 splits, 4 q heads per
# kv head, query group tile 8.
_DB, _DS = 4, 4096
add(K("ops/cutile/flash_decode", "_attention_decode_kernel_grouped",
      grid=f"(B, H_kv, NUM_KV_SPLITS) = ({_DB}, {HKV}, 4)",
      Q=A(bf, _DB, HKV, HQ // HKV, D), K=A(bf, _DB, HKV, _DS, D), V=A(bf, _DB, HKV, _DS, D),
      Att_Out=A(bf, _DB, HKV, HQ // HKV, 4, D), LSE_Out=A(f32, _DB, HKV, HQ // HKV, 4),
      softmax_scale=D ** -0.5, stride_mid_ob=HQ * 4 * D, stride_mid_oh=4 * D,
      stride_mid_os=D, stride_mid_lseb=HQ * 4, stride_mid_lsem=4,
      B=_DB, H_qo=HQ, H_kv=HKV, S_kv=_DS, HEAD_DIM=D, TILE_N=128, KV_LEN_PER_SPLIT=1024,
      NUM_Q_HEAD_PER_KV=HQ // HKV, QUERY_GROUP_TILE_SIZE=8, NUM_KV_SPLITS=4))
# splitk_reduce(Att_Mid_Out [4, 32, 4, 128], LSE [4, 32, 4], O [4, 32, 128], S_kv) as
# fmha_decode calls it. USE_DOT: NUM_KV_SPLITS_POW2 >= 16 on Hopper -> False.
add(K("ops/cutile/splitk_reduce", "_splitk_reduce_kernel",
      grid=f"(B, num_heads, cdiv(head_dim, TILE_D)) = ({_DB}, {HQ}, 1)",
      attn_splitk_out=A(bf, _DB, HQ, 4, D), lse_splitk_out=A(f32, _DB, HQ, 4),
      attn_out=A(bf, _DB, HQ, D), B=_DB, S_KV=_DS, NUM_HEADS=HQ, HEAD_DIM=D,
      NUM_KV_SPLITS=4, NUM_KV_SPLITS_POW2=4, TILE_D=128, USE_DOT=False))
# attention_sink_decode (gpt-oss: 64 q heads, 8 kv heads, head dim 64, sinks per head):
# q [4, 1, 8, 8, 64], k/v [4, 4096, 8, 64] (transposed to [4, 8, 4096, 64]), start_q [1],
# bandwidth None -> 0, 4 splits of 1024.
add(K("ops/cutile/attention_sink_decode", "_attention_sink_decode_kernel",
      grid=f"(bs, n_kv_heads, NUM_KV_SPLITS) = ({_DB}, 8, 4)",
      guess="start_q dtype (int32) and sinks dtype (bf16) are the caller's",
      Q=A(bf, _DB, 8, 8, 64), K=A(bf, _DB, 8, _DS, 64), V=A(bf, _DB, 8, _DS, 64),
      Sinks=A(bf, 64), Att_Out=A(bf, _DB, 8, 8, 4, 64), LSE_Out=A(f32, _DB, 8, 8, 4),
      Start_q=A(i32, 1), softmax_scale=0.125, stride_mid_ob=64 * 4 * 64,
      stride_mid_oh=4 * 64, stride_mid_os=64, stride_mid_lseb=64 * 4, stride_mid_lsem=4,
      B=_DB, H_qo=64, H_kv=8, S_kv=_DS, KV_LEN_PER_SPLIT=1024, HEAD_DIM=64, BLOCK_N=128,
      NUM_Q_HEAD_PER_KV=8, QUERY_GROUP_BLOCK_SIZE=8, NUM_KV_SPLITS=4, BANDWIDTH=0,
      HAS_SINKS=True))
# gemma_attention_decode (Gemma 2 9B: 16 q heads, 8 kv heads, head dim 256), defaults
# window_size=0, soft_cap=None; 4 splits of 1024, query group block 8.
add(K("ops/cutile/gemma_attention_decode", "_gemma_attention_decode_kernel_grouped",
      grid=f"(B, H_kv, NUM_KV_SPLITS) = ({_DB}, 8, 4)",
      Q=A(bf, _DB, 8, 2, 256), K=A(bf, _DB, 8, _DS, 256), V=A(bf, _DB, 8, _DS, 256),
      Att_Out=A(bf, _DB, 8, 2, 4, 256), LSE_Out=A(f32, _DB, 8, 2, 4),
      softmax_scale=256 ** -0.5, B=_DB, H_QO=16, H_KV=8, S_KV=_DS, KV_LEN_PER_SPLIT=1024,
      HEAD_DIM=256, BLOCK_N=128, NUM_Q_HEAD_PER_KV=2, QUERY_GROUP_BLOCK_SIZE=8,
      NUM_KV_SPLITS=4, WINDOW_SIZE=0, SOFT_CAP=0.0, HAS_SOFT_CAP=False))

# ==========================================================================================
# tilegym/ops/cutile: prefill attention
# ==========================================================================================

_Q = A(bf, B, HQ, S_, D)
_KV = A(bf, B, HKV, S_, D)
_SCALE = D ** -0.5
# tile_fmha(q [2, 32, 2048, 128], k/v [2, 8, 2048, 128], causal): autotuned; first Hopper
# config TILE_M 256, TILE_N 128. EVEN_K = S_kv % max TILE_N == 0, input_pos = S_kv - S_q.
add(K("ops/cutile/attention", "_fmha_kernel",
      grid=f"(ceil(q_len / TILE_M), B * H, 1) = ({cdiv(S_, 256)}, {B * HQ}, 1)",
      Q=_Q, K=_KV, V=_KV, Out=_Q, qk_scale=_SCALE, input_pos=0, TILE_D=D, H=HQ,
      TILE_M=256, TILE_N=128, QUERY_GROUP_SIZE=HQ // HKV, CAUSAL=True, EVEN_K=True))
# fmha_forward_with_lse (training forward): configs[0], LSE flat [B * H * padded_q_len].
add(K("ops/cutile/attention", "_fmha_fwd_kernel_with_lse",
      grid=f"(ceil(q_len / TILE_M), B * H, 1) = ({cdiv(S_, 256)}, {B * HQ}, 1)",
      Q=_Q, K=_KV, V=_KV, Out=_Q, LSE=A(f32, B * HQ * S_), qk_scale=_SCALE, input_pos=0,
      TILE_D=D, H=HQ, B=B, SEQ_LEN=S_, TILE_M=256, TILE_N=128,
      QUERY_GROUP_SIZE=HQ // HKV, CAUSAL=True, EVEN_K=True))
# _fmha_backward, head dim 128: preprocess with the first bwd tile M (16); dK/dV first
# config (TILE_M 16, TILE_N 32); dQ first config (TILE_M 32, TILE_N 16).
add(K("ops/cutile/attention", "_fmha_bwd_preprocess_kernel",
      grid=f"(ceil(q_len / 16), B * H, 1) = ({S_ // 16}, {B * HQ}, 1)",
      O=_Q, dO=_Q, Delta=A(f32, B * HQ * S_), TILE_M=16, TILE_D=D, H=HQ, SEQ_LEN=S_))
add(K("ops/cutile/attention", "_fmha_bwd_dkdv_kernel",
      grid=f"(ceil(k_len / TILE_N), B * H_kv, 1) = ({S_ // 32}, {B * HKV}, 1)",
      Q=_Q, K=_KV, V=_KV, dO=_Q, dK=_KV, dV=_KV, LSE=A(f32, B * HQ * S_),
      Delta=A(f32, B * HQ * S_), qk_scale=_SCALE, TILE_D=D, H_Q=HQ, H_KV=HKV, SEQ_LEN=S_,
      TILE_M=16, TILE_N=32, QUERY_GROUP_SIZE=HQ // HKV, CAUSAL=True))
add(K("ops/cutile/attention", "_fmha_bwd_dq_kernel",
      grid=f"(ceil(q_len / TILE_M), B * H, 1) = ({S_ // 32}, {B * HQ}, 1)",
      Q=_Q, K=_KV, V=_KV, dO=_Q, dQ=_Q, LSE=A(f32, B * HQ * S_), Delta=A(f32, B * HQ * S_),
      qk_scale=_SCALE, TILE_D=D, H=HQ, SEQ_LEN=S_, TILE_M=32, TILE_N=16,
      QUERY_GROUP_SIZE=HQ // HKV, CAUSAL=True))
# fmha_variant defaults (causal, no bias / random mask / lengths: empty tensors), autotuned:
# first Hopper config 256 x 128.
_VARIANT = dict(Bias=A(bf, 0), Random_mask=A("i8", 0), Q_lens=A(i32, 0), KV_lens=A(i32, 0),
                qk_scale=_SCALE, S_qo=S_, S_kv=S_, TILE_D=D, OUT_TILE_D=D, H=HQ, TILE_M=256,
                TILE_N=128, QUERY_GROUP_SIZE=HQ // HKV, CAUSAL=True, EVEN_M=True, EVEN_N=True,
                USE_Q_LENS=False, USE_KV_LENS=False, WINDOW_SIZE=0, BIAS_TYPE=0,
                USE_RANDOM_MASK=False)
add(K("ops/cutile/attention_variant", "_fmha_variant_kernel_bnsd",
      grid=f"(ceil(S_qo / TILE_M), B * H, 1) = ({cdiv(S_, 256)}, {B * HQ}, 1)",
      Q=_Q, K=_KV, V=_KV, Out=_Q, **_VARIANT))
add(K("ops/cutile/attention_variant", "_fmha_variant_kernel_nsbd",
      grid=f"(ceil(S_qo / TILE_M), B * H, 1) = ({cdiv(S_, 256)}, {B * HQ}, 1)",
      Q=A(bf, HQ, S_, B, D), K=A(bf, HKV, S_, B, D), V=A(bf, HKV, S_, B, D),
      Out=A(bf, HQ, S_, B, D), **_VARIANT))
# tile_fmha_varlen with per-batch lengths (int32 [B]), autotuned: first config 256 x 128.
add(K("ops/cutile/attention_varlen", "_fmha_varlen_kernel",
      grid=f"(ceil(S_qo / TILE_M), B * H, 1) = ({cdiv(S_, 256)}, {B * HQ}, 1)",
      Q=_Q, K=_KV, V=_KV, Q_lens=A(i32, B), KV_lens=A(i32, B), Out=_Q, qk_scale=_SCALE,
      TILE_D=D, H=HQ, S_QO=S_, S_KV=S_, TILE_M=256, TILE_N=128,
      QUERY_GROUP_SIZE=HQ // HKV, CAUSAL=True, Q_LEN_MASK=True, KV_LEN_MASK=True))
# attention_sink prefill (gpt-oss: 64 q heads in 8 groups, head dim 64, sinks per head,
# start_q -> int32 [1], sliding_window None -> 0), autotuned: first Hopper config 256 x 128.
add(K("ops/cutile/attention_sink", "_attention_sink_kernel",
      grid=f"(ceil(n_ctx / TILE_M), bs * n_heads, 1) = ({cdiv(S_, 256)}, {B * 64}, 1)",
      guess="sinks dtype (bf16) is the caller's",
      Q=A(bf, B, 64, S_, 64), K=A(bf, B, 8, S_, 64), V=A(bf, B, 8, S_, 64), Sinks=A(bf, 64),
      Out=A(bf, B, 64, S_, 64), Start_q=A(i32, 1), qk_scale=0.125, TILE_D=64, H=64,
      N_KV_CTX=S_, TILE_M=256, TILE_N=128, QUERY_GROUP_SIZE=8, BANDWIDTH=0))
# gemma_attention (Gemma 2 9B: 16 q / 8 kv heads, head dim 256), defaults: causal (STAGE 3),
# no window, no soft cap, use_autotune=False -> configs[0] = 64 x 32 for BLOCK_D > 128.
add(K("ops/cutile/gemma_attention", "_gemma_fmha_kernel",
      grid=f"(cdiv(S_qo, BLOCK_M), B * H, 1) = ({S_ // 64}, {B * 16}, 1)",
      Q=A(bf, B, 16, S_, 256), K=A(bf, B, 8, S_, 256), V=A(bf, B, 8, S_, 256),
      Out=A(bf, B, 16, S_, 256), sm_scale=256 ** -0.5, B=B, H=16, S_QO=S_, S_KV=S_,
      BLOCK_D=256, BLOCK_M=64, BLOCK_N=32, QUERY_GROUP_SIZE=2, STAGE=3, WINDOW_SIZE=0,
      SOFT_CAP=0.0, HAS_SOFT_CAP=False, EVEN_K=True))
# tile_mla prefill (DeepSeek-V2-Lite-like: 16 heads, nope dim 128, rope dim 64, kpe shared
# [B, 1, S, 64], no GQA -> QUERY_GROUP_SIZE 0), autotuned: first sm90 config 64 x 64.
add(K("ops/cutile/mla", "_prefill_mla_kernel",
      grid=f"(ceil(S_qo / TILE_M), B * H, 1) = ({S_ // 64}, {B * 16}, 1)",
      Q=A(bf, B, 16, S_, 128), QPE=A(bf, B, 16, S_, 64), K=A(bf, B, 16, S_, 128),
      KPE=A(bf, B, 1, S_, 64), V=A(bf, B, 16, S_, 128), Out=A(bf, B, 16, S_, 128),
      qk_scale=192 ** -0.5, TILE_D=128, TILE_KPE=64, H=16, TILE_M=64, TILE_N=64,
      QUERY_GROUP_SIZE=0))
# mla_decoding (DeepSeek-V3 absorbed: 128 heads, kv_lora 512, rope 64; kv passed as both K
# and V), Hopper tiles TILE_H 16, TILE_N 64.
add(K("ops/cutile/mla_decoding", "_naive_absorb_mla_transpose_kernel",
      grid=f"(ceil(num_head / TILE_H), B, 1) = (8, {_DB}, 1)",
      Q=A(bf, _DB, 128, 512), QPE=A(bf, _DB, 128, 64), K=A(bf, _DB, _DS, 512, alias="kv"),
      V=A(bf, _DB, _DS, 512, alias="kv"), KPE=A(bf, _DB, _DS, 64), Out=A(bf, _DB, 128, 512),
      L=A(f32, _DB, 128), sm_scale=576 ** -0.5, TILE_D=512, TILE_H=16, TILE_N=64,
      TILE_KPE=64, S_KV=_DS, EVEN_N=True))
# mla_decoding_split_kv: kv_len_per_split = max(128, next_pow2(S_kv // (132 // B))) = 128,
# 32 splits; then splitk_reduce.
add(K("ops/cutile/mla_decoding_split_kv", "_naive_absorb_mla_transpose_kernel",
      grid=f"(cdiv(NUM_HEADS, TILE_H), B, NUM_KV_SPLITS) = (8, {_DB}, 32)",
      Q=A(bf, _DB, 128, 512), QPE=A(bf, _DB, 128, 64), K=A(bf, _DB, _DS, 512, alias="kv"),
      V=A(bf, _DB, _DS, 512, alias="kv"), KPE=A(bf, _DB, _DS, 64),
      Att_Out=A(bf, _DB, 128, 32, 512), LSE_Out=A(f32, _DB, 128, 32), sm_scale=576 ** -0.5,
      B=_DB, NUM_HEADS=128, S_kv=_DS, NUM_KV_SPLITS=32, KV_LEN_PER_SPLIT=128, TILE_D=512,
      TILE_H=16, TILE_N=128, TILE_KPE=64, EVEN_N=True))

# ==========================================================================================
# tilegym/ops/cutile: normalization, softmax, rope, gated activations (x [T, HID] bf16)
# ==========================================================================================

_X = A(bf, T, HID)
_W = A(bf, HID)
_ROW = A(f32, T)
# rms_norm(x [4096, 4096], mode=None): M > 2 * NUM_SMS -> static persistent, TILE 4 x 4096.
add(K("ops/cutile/rms_norm", "_rms_norm_kernel_static_persistent",
      grid=f"(min(NUM_SMS, cdiv(M, 4) * cdiv(N, 4096)),) = ({NUM_SMS},)",
      X=_X, Y=_X, W=_W, Rstd=_ROW, TILE_SIZE_M=4, TILE_SIZE_N=HID, EPS=EPS, OFFSET=0.0))
add(K("ops/cutile/rms_norm", "_rms_norm_kernel_multi_wave_cached",
      grid=f"(M,) = ({T},)", note="mode='multi_wave_cached'",
      x=_X, w=_W, out=_X, Rstd=_ROW, N=HID, eps=EPS, offset=0.0, TILE_SIZE=HID))
# mode='multi_wave_reload' (the default for M <= 2 * NUM_SMS): TILE = min(4096 // 2, 4096).
add(K("ops/cutile/rms_norm", "_rms_norm_kernel_gather",
      grid=f"(M,) = ({T},)", note="mode='multi_wave_reload'",
      x=_X, w=_W, out=_X, Rstd=_ROW, N=HID, EPS=EPS, OFFSET=0.0, TILE_SIZE=2048))
# rms_norm backward: _bwd_tiles(4096, 4096) -> TILE_M 1, TILE_N 4096, grid min(132, 4096).
add(K("ops/cutile/rms_norm", "_rms_bwd_kernel",
      grid=f"(min(NUM_SMS, cdiv(M, TILE_M)),) = ({NUM_SMS},)",
      dx=_X, dy=_X, x=_X, weight=_W, Rstd=_ROW, dw_partial=A(f32, NUM_SMS, HID),
      TILE_M=1, TILE_N=HID))
# layer_norm(x, start_dim, end_dim, w, b, eps=1e-5): the tiled kernel for an [N, C, W]
# view with W >= 16 (GroupNorm-style x [8, 512, 64 * 64]): BLOCK_W 1024, BLOCK_C 32.
add(K("ops/cutile/layer_norm", "_layer_norm_fwd_kernel",
      grid="(N, cdiv(W, BLOCK_SIZE_W)) = (8, 4)",
      x=A(bf, 8, 512, 4096), y=A(bf, 8, 512, 4096), w=A(bf, 512), b=A(bf, 512),
      mean=A(f32, 8, 4096), rstd=A(f32, 8, 4096), C=512, W=4096, EPS=1e-5,
      WEIGHT_SHIFT=0.0, BLOCK_SIZE_C=32, BLOCK_SIZE_W=1024))
# ... and the gather kernel for W < 16: a row layer norm x [4096, 4096] (W = 1).
add(K("ops/cutile/layer_norm", "_layer_norm_fwd_kernel_gather",
      grid=f"(N, cdiv(W, BLOCK_SIZE_W)) = ({T}, 1)",
      x=A(bf, T * HID), y=A(bf, T * HID), w=_W, b=_W, mean=_ROW, rstd=_ROW,
      STRIDE_N=HID, STRIDE_C=1, STRIDE_W=1, C=HID, W=1, EPS=1e-5, WEIGHT_SHIFT=0.0,
      BLOCK_SIZE_C=HID, BLOCK_SIZE_W=1, N_ELEMENTS=T * HID, STAT_N_ELEMENTS=T))
add(K("ops/cutile/layer_norm_legacy", "_layer_norm_fwd_kernel",
      grid=f"(M,) = ({T},)",
      X=_X, Y=_X, W=_W, B=_W, Mean=_ROW, Rstd=_ROW, N=HID, EPS=1e-5, WEIGHT_SHIFT=0.0,
      BLOCK_SIZE=HID))
# persistent_layer_norm, autotuned: first config after pruning BLOCK_N 1 (4 worker warps).
add(K("ops/cutile/layer_norm_legacy", "_persistent_layer_norm_fwd_kernel",
      grid=f"(min(NUM_SMS, cdiv(N, BLOCK_N)), 1, 1) = ({NUM_SMS}, 1, 1)",
      X=_X, Y=_X, W=_W, B=_W, Mean=_ROW, Rstd=_ROW, N=T, D=HID, EPS=1e-5, STRIDE_X=HID,
      STRIDE_Y=HID, IS_SWISH=0, TRAINING=1, BLOCK_N=1, BLOCK_D=HID, COMPUTE_MEAN_AND_RSTD=1,
      NUM_SMS=NUM_SMS))
# softmax(x [4096, 4096]): default gather kernel, TILE = next_pow2(n_cols).
add(K("ops/cutile/softmax", "_softmax_kernel",
      grid=f"(min(NUM_SMS * 4, n_rows), 1, 1) = ({NUM_SMS * 4}, 1, 1)",
      output=_X, input=_X, N_ROWS=T, TILE_SIZE=HID, DIM_COLS=HID))
add(K("ops/cutile/softmax", "_softmax_kernel_multi_wave_full_row_reg_cached_ldg",
      grid=f"(n_rows, 1, 1) = ({T}, 1, 1)", note="use_multi_wave=True",
      output=_X, input=_X, N=HID, TILE_SIZE=HID))
# use_tma=True: occupancy candidates (2, 4, 6, 8), the first -> grid min(132 * 2, rows).
add(K("ops/cutile/softmax", "_softmax_kernel_tma",
      grid=f"(min(NUM_SMS * occupancy, n_rows), 1, 1) = ({NUM_SMS * 2}, 1, 1)",
      note="use_tma=True", output=_X, input=_X, N_ROWS=T, N_COLS=HID, TILE_SIZE=HID))
# use_chunked=True, meant for long rows: x [4096, 32000], TILE = min(32768, 8192).
add(K("ops/cutile/softmax", "_softmax_kernel_chunked",
      grid=f"(min(NUM_SMS * 4, n_rows), 1, 1) = ({NUM_SMS * 4}, 1, 1)",
      note="use_chunked=True", output=A(bf, T, VOCAB), input=A(bf, T, VOCAB), N_ROWS=T,
      N_COLS=VOCAB, TILE_SIZE=8192))
# apply_rope_base(q [2, 32, 2048, 128], k [2, 8, 2048, 128], cos/sin [2, 2048, 128]) (in
# place): TILE_QH 32, TILE_KH 8, TILE_RD 64.
add(K("ops/cutile/rope", "_rope_kernel",
      grid=f"(B * S, 1, 1) = ({B * S_}, 1, 1)",
      q=_Q, k=_KV, cos=A(bf, B, S_, D), sin=A(bf, B, S_, D), COS_BS=B, SEQ_LEN=S_,
      TILE_QH=HQ, TILE_KH=HKV, TILE_RD=D // 2))
# silu_and_mul(input [4096, 2 * 11008]) -> [4096, 11008]: TILE = next_pow2(11008).
add(K("ops/cutile/silu_and_mul", "_silu_and_mul_kernel_row_wise",
      grid=f"(rows,) = ({T},)",
      input=A(bf, T, 2 * INTER), output=A(bf, T, INTER), TILE_SIZE=next_pow2(INTER),
      TOTAL_HIDDEN_SIZE=INTER))
add(K("ops/cutile/silu_and_mul", "_silu_and_mul_backward_kernel_row_wise",
      grid=f"(rows,) = ({T},)",
      grad_output=A(bf, T, INTER), input=A(bf, T, 2 * INTER), grad_a=A(bf, T, INTER),
      grad_b=A(bf, T, INTER), TILE_SIZE=next_pow2(INTER), TOTAL_HIDDEN_SIZE=INTER))
# swiglu(a, b [4096, 11008]): TILE = next_pow2(n_cols), check_bounds = TILE != n_cols.
add(K("ops/cutile/swiglu", "_swiglu_forward_kernel",
      grid=f"(n_rows,) = ({T},)",
      a=A(bf, T, INTER), b=A(bf, T, INTER), c=A(bf, T, INTER), TILE_SIZE=next_pow2(INTER),
      check_bounds=True))
# backward: TILE_N = cdiv(132, 4096) = 1 -> TILE = next_pow2(11008).
add(K("ops/cutile/swiglu", "_swiglu_backward_kernel",
      grid=f"(n_rows, cdiv(n_cols, TILE_SIZE), 1) = ({T}, 1, 1)",
      dc=A(bf, T, INTER), a=A(bf, T, INTER), b=A(bf, T, INTER), da=A(bf, T, INTER),
      db=A(bf, T, INTER), TILE_SIZE=next_pow2(INTER)))

# ==========================================================================================
# tilegym/ops/cutile: MoE, grouped / quantized / fused GEMMs
# ==========================================================================================

# fused_experts_impl (DeepSeek-V2-Lite MoE: hidden 2048, moe_intermediate 1408, 64 experts,
# top-6) for 4096 tokens: moe_align_block_size(topk_ids [4096, 6], block 128, 64) then
# the first invoke_fused_moe_kernel (A = hidden, B = w1 [64, 2816, 2048]) with the cutile
# config TILE 128 x 128 x 64, GROUP_SIZE_M 32.
_MT, _ME, _MK, _MH, _MI = 4096, 64, 6, 2048, 1408
_MNUM = _MT * _MK                                   # 24576 routed tokens
_MPAD = _MNUM + _ME * (128 - 1)                     # 32704 sorted ids
_MPROG = max(_ME, cdiv(_MNUM, 128))                 # 192 programs
_TOPK_GUESS = "topk_ids / index tensors int32 (vLLM convention), topk weights f32"
add(K("ops/cutile/moe", "_fused_moe_kernel",
      grid=f"(cdiv(EM, 128) * cdiv(N, 128),) = ({cdiv(_MPAD, 128) * cdiv(2 * _MI, 128)},)",
      guess=_TOPK_GUESS,
      a_ptr=A(bf, _MT * _MH), b_ptr=A(bf, _ME, 2 * _MI, _MH), c_ptr=A(bf, _MNUM, 2 * _MI),
      a_scale_ptr=A(bf, 0), b_scale_ptr=A(bf, 0), topk_weights_ptr=A(f32, _MNUM),
      sorted_token_ids_ptr=A(i32, _MPAD), expert_ids_ptr=A(i32, cdiv(_MPAD, 128)),
      num_tokens_post_padded_ptr=A(i32, 1), N=2 * _MI, K=_MH, EM=_MPAD,
      num_valid_tokens=_MNUM, GROUP_N=0, GROUP_K=0, TILE_SIZE_M=128, TILE_SIZE_N=128,
      TILE_SIZE_K=64, GROUP_SIZE_M=32, MUL_ROUTED_WEIGHT=0, TOP_K=_MK, USE_FP8_W8A8=0,
      USE_INT8_W8A16=0, EVEN_KS=1, A_STRIDE_1=_MH))
_CNT = A(i32, (_MPROG + 1) * _ME)
add(K("ops/cutile/moe_align_block", "_moe_align_block_size_stage1_kernel",
      grid=f"(num_programs,) = ({_MPROG},)", guess=_TOPK_GUESS,
      topk_ids=A(i32, _MNUM), tokens_cnts=_CNT, NUM_EXPERTS=_ME, NUMEL=_MNUM,
      TOKENS_PER_THREAD=128, SUB_CHUNK=128, NUM_EXPERTS_POW2=64))
add(K("ops/cutile/moe_align_block", "_moe_align_block_size_stage2_kernel",
      grid=f"(num_experts,) = ({_ME},)",
      tokens_cnts=_CNT, NUM_EXPERTS=_ME, NUM_EXPERTS_POW2=next_pow2(_MPROG)))
add(K("ops/cutile/moe_align_block", "_moe_align_block_size_stage3_kernel",
      grid="(1,)",
      total_tokens_post_pad=A(i32, 1), max_expert_cnt=A(i32, 1), tokens_cnts=_CNT,
      cumsum=A(i32, _ME + 1), NUM_EXPERTS=_ME, BLOCK_SIZE=128, NUM_PROGRAMS=_MPROG))
add(K("ops/cutile/moe_align_block", "_moe_align_block_size_stage4b_scatter_kernel",
      grid=f"(num_programs,) = ({_MPROG},)", guess=_TOPK_GUESS,
      topk_ids=A(i32, _MNUM), sorted_token_ids=A(i32, _MPAD),
      expert_ids=A(i32, cdiv(_MPAD, 128)), tokens_cnts=_CNT, cumsum=A(i32, _ME + 1),
      NUM_EXPERTS=_ME, BLOCK_SIZE=128, NUMEL=_MNUM, TOKENS_PER_THREAD=128, SUB_CHUNK=128,
      NUM_EXPERTS_POW2=64))
# moe_actgrad_bwd (same MoE, swiglu: h [TK, 2I], w2 [E, I, H]), autotuned: first Hopper
# config 128 x 128 x 64; max_tokens_per_expert 512 sizes the grid.
add(K("ops/cutile/moe_actgrad_bwd", "_moe_actgrad_bwd_kernel",
      grid=f"(cdiv(max_tokens_per_expert, 128), cdiv(I, 128), E) = (4, {cdiv(_MI, 128)}, {_ME})",
      guess="index tensors int32, routing scores f32, max_tokens_per_expert 512",
      dout_ptr=A(bf, _MT, _MH), x_gather_idx_ptr=A(i32, _MNUM), w2_trans_ptr=A(bf, _ME, _MI, _MH),
      z_ptr=A(bf, _MNUM, 2 * _MI), topk_scores_ptr=A(f32, _MNUM), s_scatter_idx_ptr=A(i32, _MNUM),
      expert_offset_ptr=A(i32, _ME + 1), dz_ptr=A(bf, _MNUM, 2 * _MI), y1s_ptr=A(bf, _MNUM, _MI),
      ds_ptr=A(f32, _MNUM), hidden_dim=_MH, intermediate_dim=_MI, BLOCK_M=128, BLOCK_N=128,
      BLOCK_K=64, ACTIVATION_TYPE=0, IS_GLU=1, EPI_NSUB=1))
# group_gemm(4 x (A [2048, 4096], B [4096, 4096])), autotuned: first Hopper config
# 128 x 128 x 128, 1 CTA, occupancy 1 -> NUM_SM = 132 persistent programs.
add(K("ops/cutile/group_gemm", "_group_gemm_kernel",
      grid=f"(NUM_SMS // num_ctas * occupancy, 1, 1) = ({NUM_SMS}, 1, 1)",
      As=L(A(bf, 2048, 4096), 4), Bs=L(A(bf, 4096, 4096), 4), Cs=L(A(bf, 2048, 4096), 4),
      TILE_M=128, TILE_N=128, TILE_K=128, NUM_SM=NUM_SMS, TRANSPOSE_B=False))
# w8a8_block_fp8_matmul(A [4096, 4096] e4m3, B [4096, 4096] e4m3, As [4096, 32],
# Bs [32, 32], block [128, 128], output fp16), autotuned: first config BLOCK_M 16,
# occupancy 1, swap_ab, no TMA.
add(K("ops/cutile/fp8_quantization_matmul", "_w8a8_block_fp8_matmul_kernel",
      grid="(cdiv(M, 16) * cdiv(N, 128), 1, 1) = (8192, 1, 1)",
      A=A("f8e4m3", 4096, 4096), B=A("f8e4m3", 4096, 4096), C=A(f16, 4096, 4096),
      As=A(f32, 4096, 32), Bs=A(f32, 32, 32), M=4096, N=4096, K=4096, GROUP_N=128,
      GROUP_K=128, STRIDE_AM=4096, STRIDE_AK=1, STRIDE_BK=1, STRIDE_BN=4096, STRIDE_CM=4096,
      STRIDE_CN=1, STRIDE__AS_M=32, STRIDE__AS_K=1, STRIDE__BS_K=1, STRIDE__BS_N=32,
      BLOCK_SIZE_M=16, BLOCK_SIZE_N=128, BLOCK_SIZE_K=128, GROUP_SIZE_M=16, OUTPUT_DTYPE=1,
      SWAP_AB=1, USE_TMA=0))
# linear_gluact_linear(x [4096, 4096], w_act / w_noact [11008, 4096], silu), autotuned:
# first Hopper config 128 x 128 x 64, GROUP_M 8.
add(K("ops/cutile/linear_gluact_linear", "_linear_gluact_fwd_kernel",
      grid=f"(ceil(M / 128) * ceil(N1 / 128), 1, 1) = ({32 * cdiv(INTER, 128)}, 1, 1)",
      Input=_X, Weight_act=A(bf, INTER, HID), Weight_noact=A(bf, INTER, HID),
      Act_out=A(bf, T, INTER), Noact_out=A(bf, T, INTER), Mul_out=A(bf, T, INTER),
      M=T, N1=INTER, K=HID, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, GROUP_M=8, ACT_TYPE=0))

# ==========================================================================================
# tilegym/ops/cutile/mamba2: chunked SSD (batch 2, 2048 tokens, 32 heads x 64, 1 group,
# state 128, chunk 64; x / b / c / dt bf16, a / d / states f32). Each kernel with the first
# config of its search space.
# ==========================================================================================

_mB, _mL, _mH, _mP, _mG, _mN, _mC = 2, 2048, 32, 64, 1, 128, 64
_mNC = _mL // _mC
_mx = A(bf, _mB, _mL, _mH, _mP)
_mbc = A(bf, _mB, _mL, _mG, _mN)
_mbth = A(f32, _mB, _mL, _mH)
_mbht = A(f32, _mB, _mH, _mL)
_mdt_bht = A(bf, _mB, _mH, _mL)
_mstate = A(f32, _mB, _mH, _mP, _mN)
add(K("ops/cutile/mamba2", "chunk_cumsum_kernel",
      grid=f"(num_chunks, cdiv(H, 4), B) = ({_mNC}, {_mH // 4}, {_mB})",
      a=A(f32, _mH), dt=A(bf, _mB, _mL, _mH), out_bth=_mbth, out_bht=_mbht, dt_bht=_mdt_bht,
      chunk_size=_mC, BLOCK_H=4))
# mamba2_chunk_forward: hiddens in c.dtype, passed as both hiddens and hid_narrow.
_mhid = A(bf, _mB, _mH, _mNC, _mP, _mN, alias="hiddens")
add(K("ops/cutile/mamba2", "fwd_pass_state_kernel",
      grid=f"(P // 64, N // 16, B * H) = (1, {_mN // 16}, {_mB * _mH})",
      x=_mx, b=_mbc, dt=_mdt_bht, decay_cumsum=_mbht, init_state=_mstate, hiddens=_mhid,
      hid_narrow=_mhid, final_state=_mstate, chunk_size=_mC, BLOCK_STATE=16, BLOCK_HEAD=64,
      num_heads_per_group=_mH // _mG, LOAD_LAT=4, STORE_LAT=2, BDD_LAT=2, SWAP=False,
      BHT=True, DUAL=False))
# _compute_out uses the swap kernel for chunk 64 and this one otherwise: chunk 128 here.
add(K("ops/cutile/mamba2", "compute_out_kernel",
      grid=f"(occupancy * NUM_SMS, 1, 1) = ({NUM_SMS}, 1, 1)", note="chunk_size=128",
      x=_mx, b=_mbc, c=_mbc, d=A(f32, _mH), dt=_mdt_bht, decay_cumsum=_mbht,
      hiddens=A(bf, _mB, _mH, _mL // 128, _mP, _mN), out=_mx, chunk_size=128, BLOCK_STATE=16,
      BLOCK_HEAD=64, num_heads_per_group=_mH // _mG, state_size=_mN, H_LAT=3,
      persistent=True))
add(K("ops/cutile/mamba2", "compute_out_swap_kernel",
      grid=f"(occupancy * NUM_SMS, 1, 1) = ({NUM_SMS}, 1, 1)",
      x=_mx, b=_mbc, c=_mbc, d=A(f32, _mH), dt=_mdt_bht, decay_cumsum=_mbht,
      hiddens=A(bf, _mB, _mH, _mNC, _mP, _mN), out=_mx, chunk_size=_mC, BLOCK_STATE=16,
      BLOCK_HEAD=64, num_heads_per_group=_mH // _mG, state_size=_mN, LATENCY=3, H_LAT=3,
      persistent=True))
# mamba2_chunk_backward (state_dtype f32, narrow bf16).
_mdhid = A(bf, _mB, _mH, _mNC, _mP, _mN)
_mpart = A(f32, _mB, _mH, _mNC, 1, _mN // 16, 128)
add(K("ops/cutile/mamba2", "bwd_pass_state_kernel",
      grid=f"(P // 64, N // 16, B * H) = (1, {_mN // 16}, {_mB * _mH})",
      c=_mbc, decay_cumsum=_mbth, dout=_mx, dfinal_state=_mstate, dhiddens=_mdhid,
      hiddens=A(f32, _mB, _mH, _mNC, _mP, _mN), dd_last_partials=_mpart, dinit_state=_mstate,
      chunk_size=_mC, BLOCK_STATE=16, BLOCK_HEAD=64, num_heads_per_group=_mH // _mG,
      LOAD_LAT=4, STORE_LAT=1, CD_LAT=3, HID_LAT=3, WITH_PARTIALS=True))
add(K("ops/cutile/mamba2", "compute_dd_dcb_dx_kernel",
      grid=f"(occupancy * NUM_SMS, 1, 1) = ({NUM_SMS}, 1, 1)",
      x=_mx, b=_mbc, c=_mbc, d=A(f32, _mH), dt=_mdt_bht, decay_cumsum=_mbht, dout=_mx,
      dhiddens=_mdhid, dx=_mx, ddt=A(bf, _mB, _mL, _mH), dd=A(f32, _mB, _mH, _mNC),
      ddecay_cumsum=_mbth, dcb=A(bf, _mB, _mL, _mH, _mC), chunk_size=_mC, BLOCK_STATE=32,
      BLOCK_HEAD=_mP, num_heads_per_group=_mH // _mG, state_size=_mN, head_size=_mP,
      LOAD_LAT=4, STORE_LAT=1, DOUT_LAT=5, DHID_LAT=5, persistent=True))
add(K("ops/cutile/mamba2", "compute_da_db_dc_ddt_kernel",
      grid=f"(occupancy * NUM_SMS, 1, 1) = ({2 * NUM_SMS}, 1, 1)",
      x=_mx, a=A(f32, _mH), b=_mbc, c=_mbc, dt=_mdt_bht, decay_cumsum=_mbht,
      hiddens=_mdhid, dout=_mx, dhiddens=_mdhid, dcb=A(bf, _mB, _mL, _mH, _mC),
      ddecay_cumsum=_mbth, dd_last_partials=A(f32, _mB, _mH, _mNC, _mN // 16 * 128),
      da=A(f32, _mB, _mH, _mNC), db=A(f32, _mB, _mL, _mG, _mN), dc=A(f32, _mB, _mL, _mG, _mN),
      ddt_partial=A(bf, _mB, _mL, _mH), ddt=A(bf, _mB, _mL, _mH), chunk_size=_mC,
      BLOCK_STATE=16, BLOCK_HEAD=64, num_heads_per_group=_mH // _mG, state_size=_mN,
      head_size=_mP, ND_LEN=_mN // 16 * 128, LOAD_LAT=3, STORE_LAT=1, persistent=True,
      REDUCE_HEADS=True))

# ==========================================================================================
# tilegym/ops/cutile: gated delta rule (Qwen3-Next / Qwen3.5 linear attention, as
# tilegym/transformers/qwen3_5 calls it: q/k repeated to the 32 v heads, head dims 128,
# use_qk_l2norm_in_kernel=True, output_final_state=True; g f32, beta bf16)
# ==========================================================================================

_gB, _gT, _gH, _gK, _gC = 2, 2048, 32, 128, 64
_gNC = _gT // _gC
_gq = A(bf, _gB, _gT, _gH, _gK)
_g5 = A(bf, _gB, _gH, _gNC, _gC, _gK)
add(K("ops/cutile/chunk_gated_delta_rule", "_intra_chunk_prepare_kernel",
      grid=f"(B * H, num_chunks, 1) = ({_gB * _gH}, {_gNC}, 1)",
      Q=_gq, K=_gq, V=_gq, Beta=A(bf, _gB, _gT, _gH), G=A(f32, _gB, _gT, _gH), Q_out=_g5,
      K_out=_g5, V_corr=_g5, K_cumdecay=_g5, G_cum_out=A(f32, _gB, _gH, _gNC, _gC),
      seq_len=_gT, K_dim=_gK, V_dim=_gK, scale=_gK ** -0.5, NUM_HEADS=_gH,
      USE_QK_L2NORM=True, CHUNK_SIZE=_gC, BLOCK_K=_gK, SOLVE_STEPS=6, INTER_BF16=True))
# prefill: no initial state (dummy [1, 1, 1, 1] f32), final state [B, H, K, V] f32.
add(K("ops/cutile/chunk_gated_delta_rule", "_chunk_inter_recurrence_kernel",
      grid=f"(B * H, cdiv(V, 128), 1) = ({_gB * _gH}, 1, 1)",
      Q_ch=_g5, K_ch=_g5, V_corr=_g5, K_cumdecay=_g5, G_cum_in=A(f32, _gB, _gH, _gNC, _gC),
      Output=A(f32, _gB, _gH, _gNC, _gC, _gK), InitState=A(f32, 1, 1, 1, 1),
      FinalState=A(f32, _gB, _gH, _gK, _gK), num_chunks=_gNC, K_dim=_gK, V_dim=_gK,
      NUM_HEADS=_gH, HAS_INITIAL_STATE=False, OUTPUT_FINAL_STATE=True, CHUNK_SIZE=_gC,
      BLOCK_K=_gK, BLOCK_V=128))
# recurrent (decode, T = 1, batch 8, state in/out f32), autotuned; each candidate kernel
# with its first config: standard / persistent BLOCK_V 64 (no TMA for small tiles),
# decode_vstream BLOCK_V 16, STREAM_V_TILE 8.
_rB = 8
_RGDR = dict(Query=A(bf, _rB, 1, _gH, _gK), Key=A(bf, _rB, 1, _gH, _gK),
             Value=A(bf, _rB, 1, _gH, _gK), Gate=A(f32, _rB, 1, _gH), Beta=A(bf, _rB, 1, _gH),
             Output=A(bf, _rB, 1, _gH, _gK), StateIn=A(f32, _rB, _gH, _gK, _gK),
             StateOut=A(f32, _rB, _gH, _gK, _gK), scale=_gK ** -0.5, HAS_INITIAL_STATE=True,
             OUTPUT_FINAL_STATE=True, USE_QK_L2NORM=True, BLOCK_K=_gK)
add(K("ops/cutile/recurrent_gated_delta_rule", "_recurrent_gated_delta_rule_fwd_kernel",
      grid=f"(B * HV, cdiv(V, 64), 1) = ({_rB * _gH}, 2, 1)",
      **_RGDR, BLOCK_V=64, SMALL_TILE_USE_TMA=False, LARGE_TILE_USE_TMA=True, T=1))
add(K("ops/cutile/recurrent_gated_delta_rule",
      "_recurrent_gated_delta_rule_fwd_kernel_persistent",
      grid=f"(min(NUM_SMS, B * HV * cdiv(V, 64)),) = ({NUM_SMS},)",
      **_RGDR, BLOCK_V=64, SMALL_TILE_USE_TMA=False, LARGE_TILE_USE_TMA=True, T=1))
add(K("ops/cutile/recurrent_gated_delta_rule",
      "_recurrent_gated_delta_rule_fwd_kernel_decode_vstream",
      grid=f"(B * HV, cdiv(V, 16), 1) = ({_rB * _gH}, 8, 1)",
      **_RGDR, BLOCK_V=16, SMALL_TILE_USE_TMA=False, LARGE_TILE_USE_TMA=True,
      STREAM_V_TILE=8))

# ==========================================================================================
# tilegym/ops/cutile/experimental
# ==========================================================================================

# fused_linear_cross_entropy(h [4096, 4096], weight [32000, 4096]): one 4096-row chunk of
# logits (bf16), TILE_V 4096.
add(K("ops/cutile/experimental/fused_linear_cross_entropy", "_ce_online_kernel",
      grid=f"(min(NUM_SMS * 4, n_rows),) = ({NUM_SMS * 4},)",
      logits=A(bf, T, VOCAB), loss_out=A(f32, T), target_logits=A(f32, T), N_ROWS=T,
      VOCAB_SIZE=VOCAB, TILE_V=4096))
# mHC (DeepSeek manifold hyper-connections, n = 4 streams of C = 4096): x [4096, 4 * 4096],
# w [16384, 2n + n^2 = 24]; first split-GEMM config TILE 64 x 32 x 64, SPLIT_K 1, GROUP 8.
_hM, _hn, _hC = 4096, 4, 4096
_hN = 2 * _hn + _hn * _hn
_HC_GUESS = "bias / outputs f32, alphas 1.0 (the caller's)"
add(K("ops/cutile/experimental/mhc", "_mhc_split_gemm_rms_kernel",
      grid=f"(ceil(M / 64) * ceil(N / 32), SPLIT_K, 1) = ({_hM // 64}, 1, 1)",
      X=A(bf, _hM, _hn * _hC), W=A(bf, _hn * _hC, _hN), Y_acc=A(f32, _hM, _hN),
      R_acc=A(f32, _hM, 1), M=_hM, N=_hN, K=_hn * _hC, TILE_SIZE_M=64, TILE_SIZE_N=32,
      TILE_SIZE_K=64, SPLIT_K=1, GROUP_SIZE_M=8))
add(K("ops/cutile/experimental/mhc", "_mhc_finalize_scale_bias_sigmoid_kernel",
      grid=f"(ceil(M / 64), ceil(N / 32), 1) = ({_hM // 64}, 1, 1)", guess=_HC_GUESS,
      Y_acc=A(f32, _hM, _hN), R_acc=A(f32, _hM, 1), Y=A(f32, _hM, _hN), R=A(f32, _hM, 1),
      n=_hn, alpha_pre=1.0, alpha_post=1.0, alpha_res=1.0, Bias=A(f32, _hN), M=_hM, N=_hN,
      K=_hn * _hC, TILE_SIZE_M=64, TILE_SIZE_N=32, SPLIT_K=1))
# mhc_apply_residual: y_post = y[:, n:2n], y_res = y[:, 2n:].view(B, n, n) (strided views).
add(K("ops/cutile/experimental/mhc", "_mhc_apply_residual_kernel",
      grid=f"(B, C // 1024, 1) = ({_hM}, {_hC // 1024}, 1)", guess=_HC_GUESS,
      X=A(bf, _hM, _hn, _hC), F_out=A(bf, _hM, _hC), Y_post=A(f32, _hM, _hn, strides=(_hN, 1)),
      Y_res=A(f32, _hM, _hn, _hn, strides=(_hN, _hn, 1)), Out=A(bf, _hM, _hn, _hC), C=_hC,
      N=_hn, TILE_SIZE_C=1024))
add(K("ops/cutile/experimental/mhc", "_mhc_sinkhorn_kernel",
      grid=f"(M,) = ({_hM},)", guess=_HC_GUESS,
      Y=A(f32, _hM, _hn * _hn, strides=(_hN, 1)), N=_hn))
# nvfp4_quantize(x [4096, 4096] bf16): the kernel _make_nvfp4_kernel(occupancy=6) builds.
add(K("ops/cutile/experimental/nvfp4_quantize", "_nvfp4_quant_kernel",
      factory=lambda m: m._make_nvfp4_kernel(6),
      grid="(num_n_blocks, num_m_blocks, 1) = (64, 32, 1)",
      x=A(bf, 4096, 4096), scales_out=A("u8", 32 * 64 * 512), packed_out=A("u8", 4096, 2048),
      s_enc=A(f32, 1), NUM_N_BLOCKS=64, NUM_M_BLOCKS=32, NUM_COLS=4096, NUM_ROWS=4096,
      USE_COL_MASK=False, USE_ROW_MASK=False))
# tile_sparse_mla (DeepSeek-V3.2 sparse attention: 128 heads, latent 512, rope 64, one kv
# group, top-2048 indices int32), autotuned: first config TILE_H 1, TILE_N 16.
_sS, _sKV, _sTOP = 1024, 2048, 2048
add(K("ops/cutile/experimental/sparse_mla", "_sparse_mla_fwd_kernel",
      grid=f"(S, B * H // TILE_H, 1) = ({_sS}, 128, 1)",
      Q=A(bf, 1, 128, _sS, 512), K=A(bf, 1, 1, _sKV, 512), V=A(bf, 1, 1, _sKV, 512),
      Indices=A(i32, 1, _sS, 1, _sTOP), QPE=A(bf, 1, 128, _sS, 64), KPE=A(bf, 1, 1, _sKV, 64),
      Out=A(bf, 1, 128, _sS, 512), qk_scale=576 ** -0.5, TILE_D=512, TILE_KPE=64, H=128,
      TILE_N=16, NI=_sTOP // 16, QUERY_GROUP_SIZE=128, TILE_H=1, NUM_H_BLOCKS=128))
# tile_swa_attention (Mistral: fp16 only, window 4096, q/k/v [2, 32, 4096, 128] flattened to
# [B * H * S, D]): TILE_M 64, TILE_N 128.
_wS = 4096
add(K("ops/cutile/experimental/swa_attention", "_swa_fwd_kernel",
      grid=f"(cdiv(S_Q, 64), B * H, 1) = ({_wS // 64}, {B * HQ}, 1)",
      Q=A(f16, B * HQ * _wS, D), K=A(f16, B * HQ * _wS, D), V=A(f16, B * HQ * _wS, D),
      Out=A(f16, B * HQ * _wS, D), qk_scale=_SCALE, seq_k=_wS, window_size=4096,
      stride_q=_wS // 64, stride_kv=_wS // 128, TILE_M=64, TILE_N=128, TILE_D=D, CAUSAL=True))

# ==========================================================================================
# tilegym/transformers/*/kernels (the model integrations' fused kernels; N = 4096 tokens)
# ==========================================================================================

# LFM2-MoE short conv (D 2048, kernel 3, B = 1): prefill input left-padded by 2.
add(K("transformers/lfm2_moe/kernels/causal_conv1d_prefill", "_causal_conv1d_prefill_kernel",
      grid="(D, cdiv(L, 256)) = (2048, 8)",
      x=A(bf, 2048, 2048 + 2), weight=A(bf, 2048, 3), output=A(bf, 2048, 2048), BLOCK_T=256))
add(K("transformers/lfm2_moe/kernels/causal_conv1d_update", "_causal_conv1d_update_kernel",
      grid="(cdiv(D, 256),) = (8,)",
      x=A(bf, 2048), conv_state=A(bf, 2048, 3), weight=A(bf, 2048, 3), output=A(bf, 2048),
      BLOCK_D=256))
# OLMo 3 (7B: QK-norm over the whole 4096-wide projections, eps 1e-6).
add(K("transformers/olmo3/kernels/dual_rms_norm", "_dual_rms_norm_kernel",
      grid=f"(N,) = ({T},)",
      q=_X, k=_X, q_weight=_W, k_weight=_W, eps=EPS, D=HID, TILE_D=HID))
add(K("transformers/olmo3/kernels/rms_norm_residual_add", "_rms_norm_residual_add_kernel",
      grid=f"(N,) = ({T},)",
      x=_X, residual=_X, weight=_W, out=_X, eps=EPS, D=HID, TILE_D=HID))
# OLMoE (1B-7B: hidden 2048, eps 1e-5).
_oX = A(bf, T, 2048)
add(K("transformers/olmoe/kernels/dual_rms_norm", "_olmoe_dual_rms_norm_kernel",
      grid=f"(N,) = ({T},)",
      q=_oX, k=_oX, q_weight=A(bf, 2048), k_weight=A(bf, 2048), eps=1e-5, D=2048, TILE_D=2048))
add(K("transformers/olmoe/kernels/residual_add_rms_norm", "_olmoe_residual_add_rms_norm_kernel",
      grid=f"(N,) = ({T},)",
      residual=_oX, x=_oX, weight=A(bf, 2048), sum_out=_oX, normed_out=_oX, eps=1e-5, D=2048,
      TILE_D=2048))
# Qwen3.5 (Qwen3-Next geometry: hidden 2048, linear attention 16 k / 32 v heads x 128, conv
# dim 2 * 2048 + 4096 = 8192 with kernel 4, gated attention 16 x 256).
add(K("transformers/qwen3_5/kernels/causal_conv1d_prefill_silu", "_causal_conv1d_prefill_silu_kernel",
      grid="(D, cdiv(seq_len, 256)) = (8192, 8)",
      x=A(bf, 8192, 2048 + 3), weight=A(bf, 8192, 4), output=A(bf, 8192, 2048), T=2048,
      BLOCK_T=256))
add(K("transformers/qwen3_5/kernels/causal_conv1d_update_silu", "_causal_conv1d_update_silu_kernel",
      grid="(cdiv(D, 256),) = (32,)",
      x=A(bf, 8192), conv_state=A(bf, 8192, 4), weight=A(bf, 8192, 4), output=A(bf, 8192),
      BLOCK_D=256))
add(K("transformers/qwen3_5/kernels/gdr_preprocess", "_gdr_preprocess_kernel",
      grid=f"(N,) = ({T},)",
      b_in=A(bf, T, 32), a_in=A(bf, T, 32), A_log=A(f32, 32), dt_bias=A(f32, 32),
      beta_out=A(bf, T, 32), g_out=A(f32, T, 32), TILE_H=32))
add(K("transformers/qwen3_5/kernels/residual_add_rms_norm", "_residual_add_rms_norm_kernel",
      grid=f"(N,) = ({T},)",
      residual=_oX, x=_oX, weight=A(bf, 2048), sum_out=_oX, normed_out=_oX, eps=EPS,
      offset=1.0, D=2048, TILE_D=2048))
# the gated norm runs on core_attn_out.reshape(-1, head_v_dim): N = 4096 tokens x 32 heads.
add(K("transformers/qwen3_5/kernels/rms_norm_gated", "_rms_norm_gated_silu_kernel",
      grid=f"(N,) = ({T * 32},)",
      hidden_states=A(bf, T * 32, 128), gate=A(bf, T * 32, 128), weight=A(bf, 128),
      output=A(bf, T * 32, 128), eps=EPS, D=128, TILE_D=128))
add(K("transformers/qwen3_5/kernels/sigmoid_mul", "_sigmoid_mul_kernel",
      grid=f"(N,) = ({T},)", x=_X, gate=_X, output=_X, TILE_D=HID))
add(K("transformers/qwen3_5/kernels/silu_and_mul_separate", "_silu_and_mul_separate_kernel",
      grid=f"(N,) = ({T},)",
      gate=A(bf, T, INTER), up=A(bf, T, INTER), output=A(bf, T, INTER), TILE_D=next_pow2(INTER)))

# ==========================================================================================
# tilegym/suites/liger/cutile (Liger-Kernel ports; x [4096, 4096] bf16 unless said)
# ==========================================================================================

_RPP = cdiv(T, NUM_SMS)         # rows per program of the SM-partitioned backward kernels


def _liger_rms_fwd(kernel, n, note=None):
    return K("suites/liger/cutile/rms_norm", kernel, note=note,
             grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
             Y=A(bf, T, n), X=A(bf, T, n), W=A(bf, n), RSTD=A(f32, T), n_cols=n, eps=EPS,
             offset=0.0, BLOCK_SIZE=next_pow2(n), casting_mode=0, elementwise_affine=True)


# liger rms_norm(X, W, eps, casting_mode="llama", in_place=True): the *_large / *_nww8
# objects (num_worker_warps=8) are what the launcher picks for BLOCK_SIZE >= 16384 (forward)
# and >= 8192 (backward): shown with hidden 16384 / 8192. in_place: dX is dY.
add(_liger_rms_fwd("_rms_norm_fwd_ct", HID))
add(_liger_rms_fwd("_rms_norm_fwd_large_ct", 16384, note="hidden 16384 (BLOCK_SIZE >= 16384)"))
for _kn, _n in (("_rms_norm_bwd_large_ct", HID), ("_rms_norm_bwd_large_ct_nww8", 8192)):
    add(K("suites/liger/cutile/rms_norm", _kn, grid=f"(sm_count, 1, 1) = ({NUM_SMS}, 1, 1)",
          note="W=None (elementwise_affine=False); in_place",
          dY=A(bf, T, _n, alias="dy"), dX=A(bf, T, _n, alias="dy"), X=A(bf, T, _n),
          RSTD=A(f32, T), n_cols=_n, rows_per_program=_RPP, BLOCK_SIZE=_n, casting_mode=0))
for _kn, _n in (("_rms_norm_bwd_w_large_ct", HID), ("_rms_norm_bwd_w_large_ct_nww8", 8192)):
    add(K("suites/liger/cutile/rms_norm", _kn, grid=f"(sm_count, 1, 1) = ({NUM_SMS}, 1, 1)",
          note="in_place",
          dY=A(bf, T, _n, alias="dy"), dX=A(bf, T, _n, alias="dy"), X=A(bf, T, _n),
          W=A(bf, _n), RSTD=A(f32, T), dW_partial=A(f32, NUM_SMS, _n), n_cols=_n, offset=0.0,
          rows_per_program=_RPP, BLOCK_SIZE=_n, casting_mode=0))

# liger fused_add_rms_norm(X, R, W, eps=1e-6, casting_mode="llama"): forward uses the nww=4
# object below BLOCK_SIZE 2048 (hidden 1024 here) and the nww=8 one otherwise; the plain
# object is their base (shown with the hidden 4096 launch). Forward tile = BLOCK_SIZE (// 2
# above 4096). Backward: BLOCK_SIZE <= 4096 -> persistent kernel with the first autotune
# config (1 block per SM); above -> the two-chunk nww=8 kernel (hidden 8192, CHUNK 4096).
def _fused_add_fwd(kernel, n, note=None):
    return K("suites/liger/cutile/fused_add_rms_norm", kernel, note=note,
             grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
             Y=A(bf, T, n), S=A(bf, T, n), X=A(bf, T, n), R=A(bf, T, n), W=A(bf, n),
             RSTD=A(f32, T), n_cols=n, eps=EPS, offset=0.0, BLOCK_SIZE=next_pow2(n),
             casting_mode=0)


add(_fused_add_fwd("_fused_add_rms_norm_fwd_ct", HID,
                   note="base object of the _large / _small variants"))
add(_fused_add_fwd("_fused_add_rms_norm_fwd_large_ct", HID))
add(_fused_add_fwd("_fused_add_rms_norm_fwd_small_ct", 1024, note="hidden 1024"))
add(K("suites/liger/cutile/fused_add_rms_norm", "_fused_add_rms_norm_bwd_persistent_ct",
      grid=f"(min(sm_count * 1, n_rows), 1, 1) = ({NUM_SMS}, 1, 1)",
      dY=_X, dS_out=_X, dX=_X, S=_X, W=_W, RSTD=A(f32, T), dW_partial=A(f32, NUM_SMS, HID),
      n_cols=HID, offset=0.0, num_iters=_RPP, sm_count=NUM_SMS, n_rows=T, BLOCK_SIZE=HID,
      casting_mode=0))
for _kn, _note in (("_fused_add_rms_norm_bwd_persistent_2c_ct",
                    "hidden 8192; base object of the _nww8 variant the launcher uses"),
                   ("_fused_add_rms_norm_bwd_persistent_2c_ct_nww8", "hidden 8192")):
    _x8 = A(bf, T, 8192)
    add(K("suites/liger/cutile/fused_add_rms_norm", _kn, note=_note,
          grid=f"(sm_count, 1, 1) = ({NUM_SMS}, 1, 1)",
          dY=_x8, dS_out=_x8, dX=_x8, S=_x8, W=A(bf, 8192), RSTD=A(f32, T),
          dW_partial=A(f32, NUM_SMS, 8192), n_cols=8192, offset=0.0, num_iters=_RPP,
          sm_count=NUM_SMS, n_rows=T, CHUNK_SIZE=4096, casting_mode=0))


# liger modulated_rms_norm (adaLN: X [2, 2048, n], scale / shift [2, 1, n] -> 2 modulation
# rows of 2048 rows each, in_place backward): forward uses _occ4 for BLOCK_SIZE 4096, _occ3
# for >= 16384, the plain object otherwise (hidden 2048 here); backward always the _nww8
# objects (their bases shown with the same launch).
def _mod_fwd(kernel, n, note=None):
    return K("suites/liger/cutile/modulated_rms_norm", kernel, note=note,
             grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
             Y=A(bf, T, n), X=A(bf, T, n), W=A(bf, n), Scale=A(bf, 2, n), Shift=A(bf, 2, n),
             RSTD=A(f32, T), n_cols=n, eps=EPS, offset=0.0, BLOCK_SIZE=next_pow2(n),
             casting_mode=0, elementwise_affine=True, has_shift=True,
             rows_per_modulation=T // 2, aligned=True)


add(_mod_fwd("_modulated_rms_norm_fwd_ct", 2048, note="hidden 2048"))
add(_mod_fwd("_modulated_rms_norm_fwd_ct_occ4", HID))
add(_mod_fwd("_modulated_rms_norm_fwd_ct_occ3", 16384, note="hidden 16384"))
for _kn in ("_modulated_rms_norm_bwd_large_ct", "_modulated_rms_norm_bwd_large_ct_nww8"):
    add(K("suites/liger/cutile/modulated_rms_norm", _kn, note="W=None",
          grid=f"(sm_count, 1, 1) = ({NUM_SMS}, 1, 1)",
          dY=A(bf, T, HID, alias="dy"), dX=A(bf, T, HID, alias="dy"), X=_X, Scale=A(bf, 2, HID),
          RSTD=A(f32, T), dScale=A(f32, 2, HID), dShift=A(f32, 2, HID), n_cols=HID,
          rows_per_program=_RPP, BLOCK_SIZE=HID, casting_mode=0, has_shift=True,
          rows_per_modulation=T // 2, single_mod=False))
for _kn in ("_modulated_rms_norm_bwd_w_large_ct", "_modulated_rms_norm_bwd_w_large_ct_nww8"):
    add(K("suites/liger/cutile/modulated_rms_norm", _kn,
          grid=f"(sm_count, 1, 1) = ({NUM_SMS}, 1, 1)",
          dY=A(bf, T, HID, alias="dy"), dX=A(bf, T, HID, alias="dy"), X=_X, W=_W,
          Scale=A(bf, 2, HID), RSTD=A(f32, T), dW_partial=A(f32, NUM_SMS, HID),
          dScale=A(f32, 2, HID), dShift=A(f32, 2, HID), n_cols=HID, offset=0.0,
          rows_per_program=_RPP, BLOCK_SIZE=HID, casting_mode=0, has_shift=True,
          rows_per_modulation=T // 2, single_mod=False))

# liger dyt(x, alpha [1], gamma [n], beta [n]): forward BLOCK_N = next_pow2(n); backward
# BLOCK_N min(next_pow2(n), 1024), the _nww8 object (its base shown with the same launch).
add(K("suites/liger/cutile/dyt", "_dyt_fwd_kernel",
      grid=f"(num_col_blocks, M, 1) = (1, {T}, 1)", guess="alpha dtype bf16 (the caller's)",
      x_input=_X, y_output=_X, alpha_tensor=A(bf, 1), gamma_tensor=_W, beta_tensor=_W,
      HAVE_BETA=1, CHECK_BOUNDS=False, BLOCK_N=HID))
for _kn in ("_dyt_bwd_kernel", "_dyt_bwd_kernel_nww8"):
    add(K("suites/liger/cutile/dyt", _kn,
          grid=f"(num_col_blocks, NUM_SMS, 1) = (4, {NUM_SMS}, 1)",
          guess="alpha dtype bf16 (the caller's)",
          dy_input=_X, dx_output=_X, da_partial=A(f32, NUM_SMS, 4),
          dg_partial=A(f32, NUM_SMS, HID), db_partial=A(f32, NUM_SMS, HID), x_input=_X,
          alpha_tensor=A(bf, 1), gamma_tensor=_W, HAVE_BETA=1, M=T, BLOCK_N=1024,
          NUM_SMS=NUM_SMS))

# liger group_norm(X [8, 512, 4096], 512 channels, 32 groups, eps=1e-5).
_gnX = A(bf, 8 * 512, 4096)
add(K("suites/liger/cutile/group_norm", "_group_norm_fwd_kernel",
      grid="(batch, num_groups, 1) = (8, 32, 1)",
      x_input=_gnX, y_output=_gnX, weight=A(bf, 512), bias=A(bf, 512), mean_stats=A(f32, 256),
      rstd_stats=A(f32, 256), NUM_CHANNELS=512, NUM_GROUPS=32, CHANNELS_PER_GROUP=16,
      TOTAL_HIDDEN_SIZE=4096, eps=1e-5, BLOCK_SIZE=4096))
add(K("suites/liger/cutile/group_norm", "_group_norm_bwd_kernel",
      grid="(batch, num_groups, 1) = (8, 32, 1)",
      x_input=_gnX, upstream=_gnX, weight=A(bf, 512), mean_stats=A(f32, 256),
      rstd_stats=A(f32, 256), dx_output=_gnX, dw_partial=A(bf, 8, 512), db_partial=A(bf, 8, 512),
      NUM_CHANNELS=512, NUM_GROUPS=32, CHANNELS_PER_GROUP=16, TOTAL_HIDDEN_SIZE=4096,
      BLOCK_SIZE=4096))

# liger layer_norm(X, W, B, eps=1e-6): mean / rstd in X.dtype; backward = combined kernel
# (dx-only kernel when neither dW nor dB is needed).
add(K("suites/liger/cutile/layer_norm", "_layer_norm_fwd_kernel_ct",
      grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
      x=_X, y=_X, weight=_W, bias=_W, mean_out=A(bf, T), rstd_out=A(bf, T), n_cols=HID,
      eps=EPS, BLOCK_SIZE=HID, ALIGNED=True))
add(K("suites/liger/cutile/layer_norm", "_layer_norm_bwd_dx_kernel_ct",
      grid=f"(n_rows, 1, 1) = ({T}, 1, 1)", note="compute_dW=compute_dB=False",
      x=_X, dy=_X, weight=_W, mean=A(bf, T), rstd=A(bf, T), dx=_X, n_cols=HID,
      BLOCK_SIZE=HID, ALIGNED=True))
add(K("suites/liger/cutile/layer_norm", "_layer_norm_bwd_combined_kernel_ct",
      grid=f"(sm_count, 1, 1) = ({NUM_SMS}, 1, 1)",
      x=_X, dy=_X, weight=_W, mean=A(bf, T), rstd=A(bf, T), dx=_X,
      dw_partial=A(f32, NUM_SMS, HID), db_partial=A(f32, NUM_SMS, HID), n_rows=T, n_cols=HID,
      num_programs=NUM_SMS, rows_per_program=_RPP, BLOCK_SIZE=HID, ALIGNED=True))

# liger poly_norm(x, weight [3], bias [1], eps=1e-6): forward autotuned over bodies; for
# hidden 4096 the first config is the single-chunk body with BLOCK 4096; the multi-chunk
# body is a candidate only for hidden >= 8192 (BLOCK 2048). Backward: BLOCK min(4096, ...),
# the _large object (occupancy 4, nww 8) for hidden >= 8192.
def _poly(kernel, n, blk, bwd, note=None):
    x = A(bf, T, n)
    common = dict(weights=A(bf, 3), rstd3=A(f32, T), rstd2=A(f32, T), rstd1=A(f32, T),
                  N_COLS=n, BLOCK_SIZE=blk, ALIGNED=n % blk == 0)
    if bwd:
        return K("suites/liger/cutile/poly_norm", kernel, note=note,
                 grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
                 dy=x, dx=x, x_input=x, dwdb_output=A(f32, 4), **common)
    return K("suites/liger/cutile/poly_norm", kernel, note=note,
             grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
             x_input=x, y_output=x, bias=A(bf, 1), eps=EPS, **common)


add(_poly("_poly_norm_fwd_kernel_sc_large", HID, HID, False))
add(_poly("_poly_norm_fwd_kernel", 8192, 2048, False, note="hidden 8192"))
add(_poly("_poly_norm_bwd_kernel", HID, HID, True))
add(_poly("_poly_norm_bwd_kernel_large", 8192, 4096, True, note="hidden 8192"))

# liger softmax(x [4096, n]): single-chunk forward for n <= 32768 (f32 -> TMA kernel, else
# gather), multi-chunk (BLOCK 4096) above; backward single-chunk fused for n <= 16384,
# multi-chunk (BLOCK 8192) above. Occupancy / worker warps are autotuned at launch.
add(K("suites/liger/cutile/softmax", "_softmax_single_tma",
      grid=f"(n_rows, 1, 1) = ({T}, 1, 1)", note="f32 input",
      Y=A(f32, T, HID), X=A(f32, T, HID), n_cols=HID, BLOCK_SIZE=HID))
add(K("suites/liger/cutile/softmax", "_softmax_single_gather",
      grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
      Y=_X, X=_X, n_cols=HID, BLOCK_SIZE=HID, ALIGNED=True))
add(K("suites/liger/cutile/softmax", "_softmax_fwd_ct",
      grid=f"(n_rows, 1, 1) = ({T}, 1, 1)", note="n_cols 65536 (> 32768)",
      Y=A(bf, T, 65536), X=A(bf, T, 65536), n_cols=65536, BLOCK_SIZE=4096))
add(K("suites/liger/cutile/softmax", "_softmax_bwd_fused",
      grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
      DX=_X, DY=_X, Y=_X, n_cols=HID, BLOCK_SIZE=HID, ALIGNED=True))
add(K("suites/liger/cutile/softmax", "_softmax_bwd_ct",
      grid=f"(n_rows, 1, 1) = ({T}, 1, 1)", note="n_cols 32768 (> 16384)",
      DX=A(bf, T, 32768), DY=A(bf, T, 32768), Y=A(bf, T, 32768), n_cols=32768,
      BLOCK_SIZE=8192, ALIGNED=True))
# liger relu_squared: the _aligned kernels when n_cols % BLOCK_SIZE == 0 (hidden 4096,
# BLOCK 4096), the others otherwise (the MLP width 11008, BLOCK 4096).
for _kn, _n in (("_relu_squared_fwd_ct_aligned", HID), ("_relu_squared_fwd_ct", INTER)):
    add(K("suites/liger/cutile/relu_squared", _kn, grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
          X=A(bf, T, _n), Y=A(bf, T, _n), n_cols=_n, BLOCK_SIZE=4096))
for _kn, _n in (("_relu_squared_bwd_ct_aligned", HID), ("_relu_squared_bwd_ct", INTER)):
    add(K("suites/liger/cutile/relu_squared", _kn, grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
          DY=A(bf, T, _n), X=A(bf, T, _n), DX=A(bf, T, _n), n_cols=_n, BLOCK_SIZE=4096))

# liger swiglu(a, b [4096, n], gate_multiplier=1.0): _aligned kernels when n is a multiple
# of the chosen block (Llama-3 width 14336: forward BLOCK 2048, backward 1024), the others
# otherwise (11008: BLOCK 4096 / 1024). Backward writes da / db into a / b.
for _kn, _n, _blk in (("_swiglu_fwd_ct_aligned", 14336, 2048), ("_swiglu_fwd_ct", INTER, 4096)):
    add(K("suites/liger/cutile/swiglu", _kn, grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
          note=f"n_cols {_n}",
          A=A(bf, T, _n), B=A(bf, T, _n), C=A(bf, T, _n), n_cols=_n, BLOCK_SIZE=_blk,
          gate_multiplier=1.0))
for _kn, _n in (("_swiglu_bwd_ct_aligned", 14336), ("_swiglu_bwd_ct", INTER)):
    add(K("suites/liger/cutile/swiglu", _kn, grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
          note=f"n_cols {_n}",
          DC=A(bf, T, _n), A=A(bf, T, _n), B=A(bf, T, _n), n_cols=_n, BLOCK_SIZE=1024,
          gate_multiplier=1.0))
# liger geglu(a, b [4096, 11008]): BLOCK 4096 forward / 512 backward, bounds-checked
# (11008 is not a multiple of either).
add(K("suites/liger/cutile/geglu", "_geglu_fwd_kernel_ct",
      grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
      a=A(bf, T, INTER), b=A(bf, T, INTER), c=A(bf, T, INTER), n_cols=INTER, BLOCK_SIZE=4096,
      CHECK_BOUNDS=True))
add(K("suites/liger/cutile/geglu", "_geglu_bwd_kernel_ct",
      grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
      dc=A(bf, T, INTER), a=A(bf, T, INTER), b=A(bf, T, INTER), n_cols=INTER, BLOCK_SIZE=512,
      CHECK_BOUNDS=True))
# liger sparsemax(x [4096, 4096], dim=-1): x_sorted is the f32 descending sort.
add(K("suites/liger/cutile/sparsemax", "_sparsemax_fwd_kernel",
      grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
      y_output=_X, x_input=_X, x_sorted=A(f32, T, HID), N_COLS=HID, BLOCK_SIZE=HID))
add(K("suites/liger/cutile/sparsemax", "_sparsemax_bwd_kernel",
      grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
      grad_input=_X, output=_X, grad_output=_X, N_COLS=HID, BLOCK_SIZE=HID))

# liger cross_entropy(logits [4096, 32000], target int64, reduction mean), training
# (HAS_GRADIENTS 1): BLOCK min(4096 on Hopper, next_pow2(V)); unused outputs are 1-element
# dummies.
_V = A(bf, T, VOCAB)
add(K("suites/liger/cutile/cross_entropy", "_liger_cross_entropy_kernel",
      grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
      input=_V, target=A(i64, T), weight=A(f32, 1), loss=A(bf, T), z_loss=A(f32, 1),
      token_accuracy=A(f32, 1), predicted_tokens=A(i64, 1), n_cols=VOCAB,
      inv_n_non_ignore=1.0 / T, sum_non_ignore_weight=float(T), weight_sum=0.0,
      ignore_index=-100, label_smoothing=0.0, lse_square_scale=0.0, softcap=0.0,
      BLOCK_SIZE=4096, HAS_GRADIENTS=1, REDUCTION_MEAN=1, HAS_WEIGHT=0, HAS_SOFTCAPPING=0,
      RETURN_Z_LOSS=0, RETURN_TOKEN_ACCURACY=0, RETURN_PREDICTED_TOKENS=0))
# liger jsd(log q, log p [4096, 32000], beta 0.5, no labels): BLOCK 4096.
add(K("suites/liger/cutile/jsd", "_jsd_kernel",
      grid=f"(num_rows, 1, 1) = ({T}, 1, 1)",
      x=_V, y=_V, loss=A(f32, T, VOCAB), dx=_V, label=A(i64, 1), beta=0.5,
      inv_n_non_ignore=1.0 / T, ignore_index=-100, n_cols=VOCAB, BLOCK_SIZE=4096, HAS_LABEL=0))
# liger kl_div(y_pred, y_true [4096, 32000], reduction "batchmean", eps 1e-10): BLOCK 4096,
# 7 full chunks; the per-element kernel is reduction "none".
add(K("suites/liger/cutile/kl_div", "_kldiv_fwd_none_ct",
      grid=f"(BT, 1, 1) = ({T}, 1, 1)", note="reduction='none'",
      Y=_V, GT=_V, LOSS=A(f32, T, VOCAB), n_cols=VOCAB, eps=1e-10, BLOCK_SIZE=4096,
      LOG_TARGET=0, N_FULL_CHUNKS=VOCAB // 4096))
add(K("suites/liger/cutile/kl_div", "_kldiv_fwd_reduce_ct",
      grid=f"(BT, 1, 1) = ({T}, 1, 1)",
      Y=_V, GT=_V, LOSS=A(f32, T), n_cols=VOCAB, eps=1e-10, BLOCK_SIZE=4096, LOG_TARGET=0,
      N_FULL_CHUNKS=VOCAB // 4096))
add(K("suites/liger/cutile/kl_div", "_kldiv_bwd_ct",
      grid=f"(BT, 1, 1) = ({T}, 1, 1)",
      GT=_V, GRADS=_V, n_cols=VOCAB, scale=1.0 / T, BLOCK_SIZE=4096, LOG_TARGET=0,
      N_FULL_CHUNKS=VOCAB // 4096))
# liger tvd(p, q, reduction "batchmean", no labels): TMA kernels when V * 2 bytes is a
# multiple of 16 (BLOCK min(8192, ...); _aligned when V % BLOCK == 0: V 32768 here; V 32000
# otherwise), the gather kernel when not (GPT-2's V 50257, BLOCK 4096).
for _kn, _v, _blk in (("_tv_distance_kernel_ct_aligned", 32768, 8192),
                      ("_tv_distance_kernel_ct", VOCAB, 8192),
                      ("_tv_distance_kernel_ct_gather", 50257, 4096)):
    _p = A(bf, T, _v)
    add(K("suites/liger/cutile/tvd", _kn, grid=f"(BT, 1, 1) = ({T}, 1, 1)", note=f"V {_v}",
          P=_p, Q=_p, LOSS=A(f32, T), GRADS=_p, LABEL=A(i64, 1), scale=1.0 / T, n_rows=T,
          n_cols=_v, ignore_index=-100, BLOCK_SIZE=_blk, HAS_LABEL=0, reduction=3))

# liger grpo_loss (logits [B=4, L+1=1025, V=32000] bf16 viewed 2-D, old_logp and a
# completion mask given, beta 0 -> no ref_logp / KL (1-element dummies), temperature 0.9,
# eps 0.2, loss_type "grpo", inplace backward: dlogits is the logits buffer). Forward
# occupancy is autotuned (the plain object is the base); backward uses _bwd_occ_large for
# B > 2 and _bwd_occ_small (B = 2 here) otherwise; the plain object is their base.
# importance_sampling_level="sequence" selects the *_seq kernels.
_GRPO_GUESS = "delta None -> 0.0 and vllm_is_ratio_stride 0 passed as scalars"


def _grpo(kernel, b, seq, bwd, note=None):
    L_, N_ = 1024, VOCAB
    bl = A(f32, b, L_)
    d1 = A(f32, 1)
    logits = A(bf, b * (L_ + 1), N_, alias="logits" if bwd else ())
    common = dict(input_ids=A(i64, b, L_), completion_mask=A(i32, b, L_),
                  advantages=A(f32, b), B=b, L=L_, N=N_, temperature=0.9, beta=0.0,
                  use_bias_correction_kl=0, HAS_COMPLETION_MASK=1)
    if not seq and not bwd:
        p = dict(logits_input=logits, old_logp_input=bl, ref_logp_input=d1, vllm_is_ratio=d1,
                 phi_seq_input=d1, loss_output=bl, lse_cache=bl, kl_output=d1,
                 is_clipped_output=bl, BLOCK_N=8192, eps_low=0.2, eps_high=0.2, loss_type=0,
                 sapo_temp_pos=1.0, sapo_temp_neg=1.05, delta=0.0, HAS_OLD_LOGP=1,
                 HAS_VLLM_IS_RATIO=0, vllm_is_ratio_stride=0)
    elif not seq:
        p = dict(dloss_input=bl, dlogits_output=logits, logits_input=logits, old_logp_input=bl,
                 ref_logp_input=d1, lse_cache=bl, vllm_is_ratio=d1, phi_seq_input=d1,
                 BLOCK_N=4096, eps_low=0.2, eps_high=0.2, loss_type=0, sapo_temp_pos=1.0,
                 sapo_temp_neg=1.05, delta=0.0, HAS_OLD_LOGP=1, HAS_VLLM_IS_RATIO=0,
                 vllm_is_ratio_stride=0)
    elif not bwd:
        bb = A(f32, b)
        p = dict(logits_input=logits, ref_logp_input=d1, coef_1=bb, coef_1_raw=bb, coef_2=bb,
                 is_clipped_seq=bb, vllm_is_ratio=d1, loss_output=bl, lse_cache=bl,
                 kl_output=d1, is_clipped_output=bl, BLOCK_N=4096, HAS_VLLM_IS_RATIO=0,
                 vllm_is_ratio_stride=0)
    else:
        p = dict(dloss_input=bl, dloss_sum_input=A(f32, b), dlogits_output=logits,
                 logits_input=logits, ref_logp_input=d1, lse_cache=bl, coef_1=A(f32, b),
                 seq_len=A(f32, b), BLOCK_N=4096, eps_low=0.2, eps_high=0.2, delta=0.0)
    return K("suites/liger/cutile/grpo_loss", kernel, grid=f"(B, L, 1) = ({b}, {L_}, 1)",
             guess=_GRPO_GUESS if "delta" in p or "vllm_is_ratio_stride" in p else None,
             note=note, **common, **p)


add(_grpo("_grpo_loss_fwd_ct", 4, False, False))
add(_grpo("_grpo_loss_bwd_ct", 4, False, True, note="base object of _bwd_occ_*"))
add(_grpo("_bwd_occ_small", 2, False, True, note="B = 2"))
add(_grpo("_bwd_occ_large", 4, False, True))
add(_grpo("_grpo_loss_fwd_seq_ct", 4, True, False, note="importance_sampling_level='sequence'"))
add(_grpo("_grpo_loss_bwd_seq_ct", 4, True, True, note="base object of _bwd_seq_occ_*"))
add(_grpo("_bwd_seq_occ_small", 2, True, True, note="B = 2"))
add(_grpo("_bwd_seq_occ_large", 4, True, True))

# liger rope(q [2, H, 2048, 128], k, cos / sin [2, 2048, 128]): the 4-D kernel when the head
# counts and half head dim are powers of two (32 / 8 heads), the 5-D transposed one otherwise
# (Qwen2-7B: 28 / 4 heads; q viewed [B, S, H, 2, 64], cos [B, S, 1, 64]).
add(K("suites/liger/cutile/rope", "_rope_4d_ct",
      grid=f"(bsz * seq_len,) = ({B * S_},)",
      Q=_Q, K=_KV, COS=A(bf, B, S_, D), SIN=A(bf, B, S_, D), cos_bs=B, seq_len=S_,
      sin_sign=1.0, TILE_QH=HQ, TILE_KH=HKV, TILE_HD=D // 2))
add(K("suites/liger/cutile/rope", "_rope_5d_ct",
      grid=f"(bsz * seq_len,) = ({B * S_},)", note="28 q / 4 kv heads",
      Q=A(bf, B, S_, 28, 2, 64), K=A(bf, B, S_, 4, 2, 64), COS=A(bf, B, S_, 1, 64),
      SIN=A(bf, B, S_, 1, 64), cos_bs=B, seq_len=S_, sin_sign=1.0, TILE_QH=32, TILE_KH=4,
      TILE_HD=64))
# liger llama4_rope (Llama 4 Scout: 40 q / 8 kv heads, head dim 128, interleaved pairs;
# q [2, 2048, 40, 128] flattened to rows, freqs f32 [S, 128]): BLOCK_SIZE 64.
add(K("suites/liger/cutile/llama4_rope", "_llama4_rope_kernel",
      grid=f"(B, S, max(H_q, H_k)) = ({B}, {S_}, 40)",
      query=A(bf, B * S_ * 40, 128), key=A(bf, B * S_ * 8, 128), freqs=A(f32, S_, 128),
      seq_len=S_, HEAD_DIM_HALF=64, N_Q_HEADS=40, N_K_HEADS=8, imag_sign=1.0, BLOCK_SIZE=64))
# liger qwen2vl_mrope (cos / sin [3, B, S, 128], mrope_section [16, 24, 24]): the 4-D kernel
# for power-of-two head counts (32 / 8), the flat kernel otherwise (Qwen2-VL-7B: 28 / 4).
add(K("suites/liger/cutile/qwen2vl_mrope", "_qwen2vl_mrope_4d_ct",
      grid=f"(bsz * seq_len,) = ({B * S_},)",
      Q=_Q, K=_KV, COS=A(bf, 3, B, S_, D), SIN=A(bf, 3, B, S_, D), seq_len=S_,
      MROPE_SECTION_T=16, MROPE_SECTION_H=24, sin_sign=1.0, TILE_QH=HQ, TILE_KH=HKV,
      TILE_HD=D // 2))
add(K("suites/liger/cutile/qwen2vl_mrope", "_qwen2vl_mrope_kernel",
      grid=f"(bsz, seq_len) = ({B}, {S_})", note="28 q / 4 kv heads",
      query=A(bf, B * S_ * 28 * 128), key=A(bf, B * S_ * 4 * 128), cos=A(bf, 3 * B * S_ * 128),
      sin=A(bf, 3 * B * S_ * 128), sl=S_, BS_SL=B * S_, N_QH=28, N_KH=4, MROPE_SECTION_T=16,
      MROPE_SECTION_H=24, BACKWARD=False, HEAD_DIM=128, HEAD_DIM_HALF=64, TILE_HD=64,
      TILE_QH=32, TILE_KH=4, HD_POW2=True))

# liger multi_token_attention(scores [2, 8, 1024, 1024], conv weight): the mask / fused
# softmax kernels run on the [N * L, L] view with BLOCK min(next_pow2(L), 128).
_mtaL, _mtaN = 1024, 16
_mta = A(bf, _mtaN * _mtaL, _mtaL)
for _kn in ("_mask_inf_fwd_kernel", "_mask_zero_fwd_kernel", "_mask_bwd_kernel"):
    add(K("suites/liger/cutile/multi_token_attention", _kn,
          grid=f"(L, N, 1) = ({_mtaL}, {_mtaN}, 1)",
          **{("grad_2d" if "bwd" in _kn else "scores_2d"): _mta}, output_2d=_mta, L=_mtaL,
          BLOCK=128))
add(K("suites/liger/cutile/multi_token_attention", "_fused_softmax_zeromask_bwd_kernel",
      grid=f"(L, N, 1) = ({_mtaL}, {_mtaN}, 1)",
      probs_2d=_mta, grad_probs_2d=_mta, output_2d=_mta, L=_mtaL, BLOCK=128))
# liger fused_neighborhood_attention(q/k/v [2, 16, 2048, 64], kernel_size 7, dilation 1):
# forward autotuned, first config BLOCK_M 64, BLOCK_N 32; backward reuses those tiles.
_fq = A(bf, 2, 16, 2048, 64)
_flse = A(f32, 2 * 16 * 2048)
_FNA = dict(NUM_HEADS=16, SEQ_LEN=2048, HEAD_DIM=64, BLOCK_M=64, LSE_STRIDE=2048)
add(K("suites/liger/cutile/fused_neighborhood_attention", "_fna_fused_forward_kernel",
      grid="(B * H, cdiv(S, 64), 1) = (32, 32, 1)",
      query=_fq, key=_fq, value=_fq, output=_fq, lse_cache=_flse, qk_scale=0.125,
      KERNEL_SIZE=7, DILATION=1, BLOCK_N=32, **_FNA))
add(K("suites/liger/cutile/fused_neighborhood_attention", "_fna_bwd_preprocess_kernel",
      grid="(B * H, cdiv(S, 64), 1) = (32, 32, 1)",
      output=_fq, grad_output=_fq, delta_cache=_flse, **_FNA))
add(K("suites/liger/cutile/fused_neighborhood_attention", "_fna_bwd_dkdv_kernel",
      grid="(B * H, cdiv(S, 32), 1) = (32, 64, 1)",
      query=_fq, key=_fq, value=_fq, grad_output=_fq, grad_key=_fq, grad_value=_fq,
      lse_cache=_flse, delta_cache=_flse, qk_scale=0.125, KERNEL_SIZE=7, DILATION=1,
      BLOCK_N=32, **_FNA))
add(K("suites/liger/cutile/fused_neighborhood_attention", "_fna_bwd_dq_kernel",
      grid="(B * H, cdiv(S, 64), 1) = (32, 32, 1)",
      query=_fq, key=_fq, value=_fq, grad_output=_fq, grad_query=_fq, lse_cache=_flse,
      delta_cache=_flse, qk_scale=0.125, KERNEL_SIZE=7, DILATION=1, BLOCK_N=32, **_FNA))

# ==========================================================================================
# tilegym/suites/unsloth/cutile (Unsloth ports)
# ==========================================================================================

# unsloth geglu / swiglu on gate / up [2, 2048, 11008] flattened: BLOCK 1024, int32 indexing.
_un = T * INTER
_ue = A(bf, _un)
for _kn in ("_exact_forward_ct", "_approx_forward_ct"):
    add(K("suites/unsloth/cutile/geglu", _kn, grid=f"(cdiv(n, 1024),) = ({cdiv(_un, 1024)},)",
          e=_ue, g=_ue, h=_ue, n_elements=_un, BLOCK_SIZE=1024, LONG_INDEXING=0))
for _kn in ("_exact_backward_ct", "_approx_backward_ct"):
    add(K("suites/unsloth/cutile/geglu", _kn, grid=f"(cdiv(n, 1024),) = ({cdiv(_un, 1024)},)",
          DW=_ue, e=_ue, g=_ue, n_elements=_un, BLOCK_SIZE=1024, LONG_INDEXING=0))
add(K("suites/unsloth/cutile/swiglu", "_fg_kernel_ct",
      grid=f"(cdiv(n, 1024),) = ({cdiv(_un, 1024)},)",
      e=_ue, g=_ue, h=_ue, n_elements=_un, BLOCK_SIZE=1024, LONG_INDEXING=0))
add(K("suites/unsloth/cutile/swiglu", "_DWf_DW_dfg_kernel_ct",
      grid=f"(cdiv(n, 1024),) = ({cdiv(_un, 1024)},)",
      DW=_ue, e=_ue, g=_ue, n_elements=_un, BLOCK_SIZE=1024, LONG_INDEXING=0))
# unsloth layernorm / rms_layernorm (x [4096, 4096], eps 1e-6; occupancy autotuned at launch).
add(K("suites/unsloth/cutile/layernorm", "_layernorm_forward_ct_1d",
      grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
      Y=_X, X=_X, W=_W, b=_W, r=A(f32, T), mu=A(f32, T), n_cols=HID, eps=EPS, TILE_N=HID))
add(K("suites/unsloth/cutile/layernorm", "_layernorm_backward_ct_1d",
      grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
      dX=_X, dY=_X, X=_X, W=_W, r=A(f32, T), mu=A(f32, T), n_cols=HID, TILE_N=HID))
add(K("suites/unsloth/cutile/rms_layernorm", "_rms_layernorm_forward_ct_1d",
      grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
      Y=_X, X=_X, W=_W, r=A(f32, T), n_cols=HID, eps=EPS, OFFSET=0.0, TILE_N=HID))
add(K("suites/unsloth/cutile/rms_layernorm", "_rms_layernorm_backward_ct_1d",
      grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
      dX=_X, dY=_X, X=_X, W=_W, r=A(f32, T), n_cols=HID, OFFSET=0.0, TILE_N=HID))
# unsloth cross_entropy_loss(logits [4096, V], labels int64, no softcapping / scaling):
# single-chunk forward for V <= 65536 (V 32000, BLOCK 32768), chunked for larger vocabularies
# (Llama 3's 128256: BLOCK 4096, 32 chunks); backward BLOCK 8192 for V 32000.
_CE0 = dict(DO_SOFTCAPPING=0, SOFTCAP=0.0, DO_LOGIT_SCALING=0, LOGIT_SCALE=0.0)
add(K("suites/unsloth/cutile/cross_entropy_loss", "_cross_entropy_forward_ct",
      grid=f"(n_rows, 1, 1) = ({T}, 1, 1)",
      logits=_V, loss=A(f32, T), logsumexp_out=A(f32, T), labels=A(i64, T), VOCAB_SIZE=VOCAB,
      BLOCK_SIZE=32768, **_CE0))
add(K("suites/unsloth/cutile/cross_entropy_loss", "_chunked_cross_entropy_forward_ct",
      grid=f"(n_rows, n_chunks, 1) = ({T}, 32, 1)", note="vocab 128256",
      logits=A(bf, T, 128256), loss=A(f32, T), logsumexp_out=A(f32, T, 32), labels=A(i64, T),
      VOCAB_SIZE=128256, N_CHUNKS=32, BLOCK_SIZE=4096, **_CE0))
add(K("suites/unsloth/cutile/cross_entropy_loss", "_cross_entropy_backward_ct",
      grid=f"(n_rows, cdiv(V, 8192), 1) = ({T}, 4, 1)",
      logits=_V, grad_logits=_V, dloss=A(f32, T), logsumexp_in=A(f32, T), labels=A(i64, T),
      VOCAB_SIZE=VOCAB, BLOCK_SIZE=8192, **_CE0))
# unsloth rope_embedding(_qk) (q [2, 32, 2048, 128], k [2, 8, 2048, 128], cos / sin [2048,
# 128] after squeeze, no position indices -> int32 dummy): TILE_HD 64, autotuned occupancy.
_uq, _uk = B * HQ * S_ * D, B * HKV * S_ * D
add(K("suites/unsloth/cutile/rope_embedding", "_rope_embedding_QK_ct",
      grid=f"(B * S, n_heads_Q, 1) = ({B * S_}, {HQ}, 1)",
      Q_in=A(bf, _uq), Q_out=A(bf, _uq), K_in=A(bf, _uk), K_out=A(bf, _uk), cos=A(bf, S_ * D),
      sin=A(bf, S_ * D), rope_embedding_indices=A(i32, 1), seqlen=S_, head_dim=D,
      n_heads_Q=HQ, n_heads_K=HKV, cos_row_stride=D, BACKWARD_PASS=0, HAS_ROPE_INDICES=0,
      TILE_HD=D // 2, NO_PADDING=1))
add(K("suites/unsloth/cutile/rope_embedding", "_rope_embedding_ct",
      grid=f"(B * S, n_heads, 1) = ({B * S_}, {HQ}, 1)",
      Q_in=A(bf, _uq), Q_out=A(bf, _uq), cos=A(bf, S_ * D), sin=A(bf, S_ * D), seqlen=S_,
      n_heads=HQ, head_dim=D, cos_row_stride=D, BACKWARD_PASS=0, TILE_HD=D // 2,
      NO_PADDING=1))
# unsloth fp8 (DeepSeek-style 128 x 128 blocks): weight_dequant(x [4096, 4096] e4m3 -> bf16),
# act_quant(x [4096, 4096] bf16), w8a8_block_fp8_matmul (TMA kernel, BLOCK_M 128, output f32;
# the non-TMA kernel, not called by the launcher, with the same launch minus swap_ab).
_f8 = "f8e4m3"
add(K("suites/unsloth/cutile/fp8", "weight_dequant_kernel_ct",
      grid="(cdiv(M, 128), cdiv(N, 128), 1) = (32, 32, 1)",
      x=A(_f8, 4096, 4096), s=A(f32, 32, 32), y=A(bf, 4096, 4096), M=4096, N=4096,
      BLOCK_SIZE=128))
add(K("suites/unsloth/cutile/fp8", "act_quant_kernel_ct",
      grid=f"(n_blocks, 1, 1) = ({T * HID // 128}, 1, 1)",
      x=A(bf, T * HID), y=A(_f8, T * HID), s=A(f32, T * HID // 128), BLOCK_SIZE=128))
_UW8 = dict(A=A(_f8, 4096, 4096), B=A(_f8, 4096, 4096), C=A(f32, 4096, 4096),
            As=A(f32, 4096, 32), Bs=A(f32, 32, 32), M=4096, N=4096, K=4096, group_n=128,
            group_k=128, BLOCK_SIZE_M=128, BLOCK_SIZE_N=128, BLOCK_SIZE_K=128,
            GROUP_SIZE_M=8, OUTPUT_DTYPE=0)
add(K("suites/unsloth/cutile/fp8", "w8a8_block_fp8_matmul_kernel_ct",
      grid="(cdiv(M, 128) * cdiv(N, 128), 1, 1) = (1024, 1, 1)",
      note="not launched by TileGym's wrapper (it uses the _tma kernel)", **_UW8))
add(K("suites/unsloth/cutile/fp8", "w8a8_block_fp8_matmul_kernel_ct_tma",
      grid="(cdiv(M, 128) * cdiv(N, 128), 1, 1) = (1024, 1, 1)", **_UW8, swap_ab=0))
# unsloth grouped_gemm (MoE: 64 experts, 32768 routed rows = 4096 tokens x top-8, K 2048,
# N 2816 = 2 x 1408, no permutation): BLOCK 128 x 128 x 128 from _gemm_block_sizes.
_gT, _gE, _gN, _gKd = 32768, 64, 2816, 2048
_GG = dict(m_sizes=A(i32, _gE), gather_indices=A(i32, _gT), N=_gN, K=_gKd, TOTAL_TOKENS=_gT,
           NUM_EXPERTS=_gE, BLOCK_M=128, BLOCK_N=128, BLOCK_K=128, PERMUTE_X=0, PERMUTE_Y=0)
add(K("suites/unsloth/cutile/grouped_gemm", "_grouped_gemm_fwd_kernel_ct",
      grid=f"(NUM_SMS, 1, 1) = ({NUM_SMS}, 1, 1)",
      X=A(bf, _gT, _gKd), W_flat=A(bf, _gE * _gN, _gKd), Y=A(bf, _gT, _gN), NUM_SMS=NUM_SMS,
      TOPK=8, **_GG))
add(K("suites/unsloth/cutile/grouped_gemm", "_grouped_gemm_dX_kernel_ct",
      grid=f"(NUM_SMS, 1, 1) = ({NUM_SMS}, 1, 1)",
      dY=A(bf, _gT, _gN), W_flat=A(bf, _gE * _gN, _gKd), dX=A(bf, _gT, _gKd), NUM_SMS=NUM_SMS,
      **_GG))
add(K("suites/unsloth/cutile/grouped_gemm", "_grouped_gemm_dW_kernel_ct",
      grid=f"(cdiv(N, 128) * cdiv(K, 128), 1, 1) = ({cdiv(_gN, 128) * cdiv(_gKd, 128)}, 1, 1)",
      X=A(bf, _gT, _gKd), dY=A(bf, _gT, _gN), dW=A(bf, _gE * _gN, _gKd), TOPK=8, **_GG))

# ==========================================================================================
# tilegym/suites/flashinfer/cutile (FlashInfer API ports)
# ==========================================================================================

# per_token_group_quant_8bit(x [4096, 7168] bf16, group 128, e4m3, eps 1e-10): one program
# per group; row-major scales, or column-major (DeepGEMM layout [groups, tokens] viewed
# flat).
_pq = 4096 * 7168
_PQ = dict(y_input=A(bf, _pq), y_quantized=A("f8e4m3", _pq), y_scale=A(f32, _pq // 128),
           eps=1e-10, bit8_min=-448.0, bit8_max=448.0, BLOCK=128, y_array_size=_pq,
           y_q_array_size=_pq, y_s_array_size=_pq // 128)
add(K("suites/flashinfer/cutile/per_token_group_quant_8bit", "_per_token_group_quant_8bit_kernel",
      grid=f"(M, 1, 1) = ({_pq // 128}, 1, 1)", y_stride=128, n=128, **_PQ))
add(K("suites/flashinfer/cutile/per_token_group_quant_8bit",
      "_per_token_group_quant_8bit_colmajor_kernel",
      grid=f"(M, 1, 1) = ({_pq // 128}, 1, 1)", note="column_major_scales=True",
      group_size=128, y_num_columns=7168, y_row_stride=7168, y_s_col_stride=4096,
      scale_ue8m0=0, **_PQ))
# rope_quantize_fp8 (DeepSeek MLA: q_rope [4096, 128, 64], k_rope [4096, 64], q_nope
# [4096, 128, 512], k_nope [4096, 512], cos_sin_cache f32 [4096, 64], e4m3 outputs),
# autotuned: first config 1 token per block; NOPE_BLOCK 128 -> 645 blocks in y.
add(K("suites/flashinfer/cutile/rope_quantize_fp8", "_rope_quantize_fp8_kernel",
      grid="(cdiv(num_tokens, 1), total_blocks_y, 1) = (4096, 645, 1)",
      guess="pos_ids int64 (torch.arange's default)",
      q_rope=A(bf, 4096, 128, 64), k_rope=A(bf, 4096, 64), q_nope=A(bf, 4096, 128, 512),
      k_nope=A(bf, 4096, 512), cos_sin_cache=A(f32, 4096, 64), pos_ids=A(i64, 4096),
      q_rope_out=A("f8e4m3", 4096, 128, 64), k_rope_out=A("f8e4m3", 4096, 64),
      q_nope_out=A("f8e4m3", 4096, 128, 512), k_nope_out=A("f8e4m3", 4096, 512),
      quant_scale_q=1.0, quant_scale_kv=1.0, NUM_TOKENS=4096, NUM_QO_HEADS=128,
      NUM_KV_HEADS=1, ROPE_DIM=64, NO_ROPE_DIM=512, TOKENS_PER_BLOCK=1, NOPE_BLOCK=128))
# gemm_alpha_beta(a [4096, 4096], b [4096, 4096] (trans_b), c, alpha 1, beta 0), autotuned:
# first Hopper config 128 x 128 x 64, GROUP 8.
add(K("suites/flashinfer/cutile/gemm/gemm_alpha_beta", "_gemm_alpha_beta_kernel",
      grid=f"(min(NUM_SMS, tiles) * occupancy, 1, 1) = ({NUM_SMS}, 1, 1)",
      a=A(bf, 4096, 4096), b=A(bf, 4096, 4096), c=A(bf, 4096, 4096), alpha=1.0, beta=0.0,
      TRANSPOSE_A=0, TRANSPOSE_B=1, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, GROUP_SIZE_M=8,
      EPILOGUE_SUBTILE=0))
# masked_bmm(a [8, 1024, 4096], b [8, 4096, 4096], masked_m int32 [8]), autotuned: first
# Hopper config 128 x 128 x 64, 1 CTA.
add(K("suites/flashinfer/cutile/gemm/masked_bmm", "_masked_bmm_kernel",
      grid=f"(min(NUM_SMS, tiles) * occupancy, 1, 1) = ({NUM_SMS}, 1, 1)",
      a=A(bf, 8, 1024, 4096), b=A(bf, 8, 4096, 4096), c=A(bf, 8, 1024, 4096),
      masked_m=A(i32, 8), TRANSPOSE_A=0, TRANSPOSE_B=0, BLOCK_M=128, BLOCK_N=128,
      BLOCK_K=64, GROUP_SIZE_M=8))
# ragged_bmm(a [8192, 4096] = 8 segments of up to max_m 2048 rows, b [8, 4096, 4096]
# (transpose_b), m_indptr [9]), autotuned over both kernels: first Hopper configs
# 128 x 256 x 64 (standard) and 64 x 128 x 64 (swap_ab), occupancy 1.
_RAG = dict(a=A(bf, 8192, 4096), b=A(bf, 8, 4096, 4096), c=A(bf, 8192, 4096),
            m_indptr=A(i32, 9), q=8, max_m=2048, max_m_device=A(i32, 1), n=4096,
            TRANSPOSE_A=0, TRANSPOSE_B=1, BLOCK_K=64, GROUP_SIZE_M=8)
_RAG_GUESS = "m_indptr int32"
add(K("suites/flashinfer/cutile/gemm/ragged_bmm", "_ragged_bmm_kernel",
      grid=f"(min(NUM_SMS, tiles) * occupancy, 1, 1) = ({NUM_SMS}, 1, 1)", guess=_RAG_GUESS,
      BLOCK_M=128, BLOCK_N=256, **_RAG))
add(K("suites/flashinfer/cutile/gemm/ragged_bmm", "_ragged_bmm_swap_ab_kernel",
      grid=f"(min(NUM_SMS, tiles) * occupancy, 1, 1) = ({NUM_SMS}, 1, 1)", guess=_RAG_GUESS,
      BLOCK_M=64, BLOCK_N=128, **_RAG))
# ragged_block_scaled_bmm (e4m3 a [8192, 4096] / b [8, 4096, 4096], 128-blocks: a_scale
# [8192, 32], b_scale [8, 32, 32], bf16 out), autotuned over the three kernels: first Hopper
# configs 256 x 128 x 128 (2 CTAs) for the two non-swap kernels, 64 x 128 x 128 (GROUP 4)
# for swap_ab.
_RBS = dict(a=A("f8e4m3", 8192, 4096), b=A("f8e4m3", 8, 4096, 4096), a_scale=A(f32, 8192, 32),
            b_scale=A(f32, 8, 32, 32), c=A(bf, 8192, 4096), m_indptr=A(i32, 9), q=8,
            max_m=2048, max_m_device=A(i32, 1), n=4096, HAS_A_SCALE=1, BLOCK_K=128)
for _kn in ("_ragged_block_scaled_bmm_kernel", "_ragged_block_scaled_bmm_uniform_kernel"):
    add(K("suites/flashinfer/cutile/gemm/ragged_block_scaled_bmm", _kn,
          grid=f"(min(NUM_SMS // 2, tiles) * occupancy, 1, 1) = ({NUM_SMS // 2}, 1, 1)",
          guess=_RAG_GUESS, BLOCK_M=256, BLOCK_N=128, GROUP_SIZE_M=8, **_RBS))
add(K("suites/flashinfer/cutile/gemm/ragged_block_scaled_bmm",
      "_ragged_block_scaled_bmm_swap_ab_kernel",
      grid=f"(min(NUM_SMS, tiles) * occupancy, 1, 1) = ({NUM_SMS}, 1, 1)", guess=_RAG_GUESS,
      BLOCK_M=64, BLOCK_N=128, GROUP_SIZE_M=4, **_RBS))
# decode_attention_kv_paged (GQA: 8 sequences of 4096 tokens, 32 q / 8 kv heads, head dim
# 128, pages of 16 tokens, block table int32 [8, 256]): split-KV (max_seq_len > 2048):
# 16 splits of 256; query group 4 -> the fallback config BLOCK_H 4, BLOCK_N 16; then the
# head-tiled split-K reduction (heads % 4 == 0; the per-head one otherwise).
_pgB, _pgS, _pgP = 8, 4096, 16
_pgPages = _pgB * _pgS // _pgP
_PG_GUESS = "actual_seq_lens / block_tables int32"
add(K("suites/flashinfer/cutile/fmha_decode_bsr", "_decode_attention_kv_paged_kernel",
      grid=f"(B, H_kv * max(QGS // BLOCK_H, 1), NUM_KV_SPLITS) = ({_pgB}, 8, 16)",
      guess=_PG_GUESS,
      q=A(bf, _pgB, HQ, D), k_cache=A(bf, _pgPages, _pgP, HKV, D),
      v_cache=A(bf, _pgPages, _pgP, HKV, D), actual_seq_lens=A(i32, _pgB),
      block_tables=A(i32, _pgPages), output=A(bf, 16, _pgB, HQ, D),
      lse_out=A(f32, _pgB, HQ, 16), K_SCALE=1.0, V_SCALE=1.0, N_KV_HEADS=HKV, PAGE_SIZE=_pgP,
      BLOCK_H=4, BLOCK_N=16, BLOCK_D=D, QUERY_GROUP_SIZE=4, NUM_KV_SPLITS=16,
      KV_LEN_PER_SPLIT=256, HAS_LSE_OUT=True, stride_block_table=_pgS // _pgP,
      NUM_HEAD_BLOCKS=1, TRANS_QK=True, LOAD_BLOCK_N=16, NUM_PAGES_PER_BLOCK=1,
      USE_GATHER_PAGE_LOAD=True))
add(K("suites/flashinfer/cutile/fmha_decode_bsr", "_splitk_reduce_kernel_htile",
      grid=f"(B, num_heads // 4, 1) = ({_pgB}, {HQ // 4}, 1)", guess=_PG_GUESS,
      attn_splitk_out=A(bf, 16, _pgB, HQ, D), lse_splitk_out=A(f32, _pgB, HQ, 16),
      attn_out=A(bf, _pgB, HQ, D), actual_seq_lens=A(i32, _pgB), NUM_KV_LEN_PER_SPLIT=256,
      NUM_KV_SPLITS=16, NUM_KV_SPLITS_POW2=16, BLOCK_H=4, BLOCK_D=D))
add(K("suites/flashinfer/cutile/fmha_decode_bsr", "_splitk_reduce_kernel",
      grid=f"(B, num_heads, 1) = ({_pgB}, 28, 1)", guess=_PG_GUESS,
      note="28 q heads (not a multiple of 4)",
      attn_splitk_out=A(bf, 16, _pgB, 28, D), lse_splitk_out=A(f32, _pgB, 28, 16),
      attn_out=A(bf, _pgB, 28, D), actual_seq_lens=A(i32, _pgB), NUM_HEADS=28,
      NUM_KV_LEN_PER_SPLIT=256, NUM_KV_SPLITS=16, NUM_KV_SPLITS_POW2=16, BLOCK_D=D))
# decode_mla_kv_paged (DeepSeek MLA: 128 heads, latent 512 + rope 64, pages of 64, kv_cache
# passed as both K and V): split-KV 16 x 256, first autotune config BLOCK_H 16, BLOCK_N 16,
# no transposed QK (group 128 >= 64), DV_SPLITS 1.
_mlP = 64
_mlPages = _pgB * _pgS // _mlP
add(K("suites/flashinfer/cutile/fmha_decode_bsr", "_decode_mla_kv_paged_kernel",
      grid=f"(B, cdiv(128, 16), NUM_KV_SPLITS * DV_SPLITS) = ({_pgB}, 8, 16)",
      guess=_PG_GUESS,
      q_nope=A(bf, _pgB, 128, 512), q_rope=A(bf, _pgB, 128, 64),
      k_cache=A(bf, _mlPages, _mlP, 512, alias="kv"), v_cache=A(bf, _mlPages, _mlP, 512, alias="kv"),
      k_rope=A(bf, _mlPages, _mlP, 64), actual_seq_lens=A(i32, _pgB),
      block_tables=A(i32, _mlPages), output=A(bf, 16, _pgB, 128, 512),
      lse_out=A(f32, _pgB, 128, 16), K_SCALE=1.0, V_SCALE=1.0, PAGE_SIZE=_mlP, BLOCK_H=16,
      BLOCK_N=16, BLOCK_D=512, BLOCK_R=64, QUERY_GROUP_SIZE=128, NUM_KV_SPLITS=16,
      KV_LEN_PER_SPLIT=256, HAS_LSE_OUT=True, stride_block_table=_pgS // _mlP,
      LOAD_BLOCK_N=16, NUM_PAGES_PER_BLOCK=1, TRANS_QK=False, USE_GATHER_PAGE_LOAD=True,
      DV_SPLITS=1))
# prefill_attention_kv_paged / _ragged (4 sequences of 2048 tokens, q packed [8192, 32, 128],
# 8 kv heads, paged cache with 16-token pages or a ragged [8192, 8, 128] cache, causal):
# autotuned, first config BLOCK_M 128, BLOCK_N 32 (two-loop variant first for ragged);
# the LPT-scheduled kernels (use_lpt_scheduler=True, the default) get swizzle 32 for these
# sizes (50 MB / 1 MB of K+V per head), the others are use_lpt_scheduler=False.
_prB, _prS, _prP = 4, 2048, 16
_prT = _prB * _prS
_prPages = _prT // _prP
_PR_GUESS = "sequence lengths / offsets / block tables int32; offsets [B + 1]"
_PR = dict(query=A(bf, _prT, HQ, D), actual_seq_lens_q=A(i32, _prB),
           actual_seq_lens_kv=A(i32, _prB), batch_offsets=A(i32, _prB + 1),
           output=A(bf, _prT, HQ, D), lse_output=A(f32, _prT, HQ), K_SCALE=1.0, V_SCALE=1.0,
           N_KV_HEADS=HKV, BLOCK_M=128, BLOCK_N=32, BLOCK_D=D, BLOCK_R=0,
           QUERY_GROUP_SIZE=HQ // HKV, IS_CAUSAL=True)
_PR_PAGED = dict(key_cache=A(bf, _prPages, _prP, HKV, D), value_cache=A(bf, _prPages, _prP, HKV, D),
                 block_tables=A(i32, _prPages), PAGE_SIZE=_prP, stride_block_table=_prS // _prP,
                 LOAD_BLOCK_N=16)
_PR_RAGGED = dict(key_cache=A(bf, _prT, HKV, D), value_cache=A(bf, _prT, HKV, D),
                  USE_TWO_LOOP=True)
_PR_LPT = dict(NUM_HEADS=HQ, NUM_BATCH=_prB, MAX_SEQ_LEN=_prS, SWIZZLE=32, NUM_HB_QUOTIENT=4,
               NUM_HB_REMAINDER=1)
_prG = _prS // 128 * HQ * _prB
add(K("suites/flashinfer/cutile/fmha_prefill_bsr", "_prefill_attention_paged_kernel",
      grid=f"(B, H, cdiv(max_seq_len, 128)) = ({_prB}, {HQ}, {_prS // 128})",
      note="use_lpt_scheduler=False", guess=_PR_GUESS, **_PR, **_PR_PAGED))
add(K("suites/flashinfer/cutile/fmha_prefill_bsr", "_prefill_attention_paged_lpt_kernel",
      grid=f"(cdiv(max_seq_len, 128) * H * B, 1, 1) = ({_prG}, 1, 1)", guess=_PR_GUESS,
      **_PR, **_PR_PAGED, **_PR_LPT))
add(K("suites/flashinfer/cutile/fmha_prefill_bsr", "_prefill_attention_ragged_kernel",
      grid=f"(cdiv(max_seq_len, 128), B, H) = ({_prS // 128}, {_prB}, {HQ})",
      note="use_lpt_scheduler=False", guess=_PR_GUESS, **_PR, **_PR_RAGGED))
add(K("suites/flashinfer/cutile/fmha_prefill_bsr", "_prefill_attention_ragged_lpt_kernel",
      grid=f"(cdiv(max_seq_len, 128) * H * B, 1, 1) = ({_prG}, 1, 1)", guess=_PR_GUESS,
      **_PR, **_PR_RAGGED, **_PR_LPT))
