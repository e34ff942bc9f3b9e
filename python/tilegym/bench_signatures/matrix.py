"""GEMMs and attention: TileGym's bench_matrix_multiplication.py, bench_persistent_matmul.py,
bench_bmm.py, bench_group_gemm.py, bench_fused_attention.py, bench_gemma_attention.py,
bench_mla.py, bench_mla_decoding.py (and the experimental attention benchmarks)."""
from gpu_signatures import _group_lists
from tgsig import A

from . import NUM_SM, large

bf, f16, f32, i32 = "bf16", "f16", "f32", "i32"
_f8 = "f8e4m3"


def _cdiv(a, b):
    return -(-a // b)


# ---------------------------------------------------------------- matmul
# bench_matrix_multiplication.py: f16 M = N = K; _matmul_kernel with the first Hopper
# config 128 x 128 x 32, one program per output tile (1-D grid, GROUP_SIZE_M 8 inside).
for _n in (4096, 8192):
    large("ops_matmul__matmul_kernel_f16", str(_n), (_cdiv(_n, 128) ** 2, 1, 1),
          hints=dict(num_ctas=1, occupancy=1),
          A=A(f16, _n, _n), B=A(f16, _n, _n), C=A(f16, _n, _n),
          TILE_SIZE_M=128, TILE_SIZE_N=128, TILE_SIZE_K=32)
# bench_persistent_matmul.py: f16 4096^3, A [M, K] @ B [K, N] (no transposes); static
# persistent with the first Hopper config 128 x 512 x 64 (num_ctas 4, occupancy 1): grid
# min(NUM_SM // 4, 32 * 8 tiles) = 33.
_n = 4096
large("ops_matmul__static_persistent_matmul_kernel", "f16_4096",
      (min(NUM_SM // 4, _cdiv(_n, 128) * _cdiv(_n, 512)), 1, 1),
      hints=dict(num_ctas=4, occupancy=1),
      A=A(f16, _n, _n), B=A(f16, _n, _n), C=A(f16, _n, _n), M=_n, N=_n, K=_n,
      TILE_SIZE_M=128, TILE_SIZE_N=512, TILE_SIZE_K=64, GROUP_SIZE_M=8, LOAD_LATENCY=-1,
      TRANSPOSE_A=False, TRANSPOSE_B=False)

# ---------------------------------------------------------------- bmm
# bench_bmm.py: f16, batch 8 of 2048^3; static persistent (the default) with the first sm_90
# config 64 x 64 x 64 (GROUP_SIZE_M 8, num_ctas 2, occupancy 1, LATENCY 3): grid
# min(NUM_SM // 2, 8 * 32 * 32 tiles) = 66. Plain and both operands transposed.
_bQ, _bS = 8, 2048
_spb = dict(Batch=_bQ, M=_bS, N=_bS, K=_bS, TILE_M=64, TILE_N=64, TILE_K=64, GROUP_SIZE_M=8,
            LATENCY=3)
_bA = A(f16, _bQ, _bS, _bS)
large("ops_bmm__static_persistent_bmm_kernel", "f16_b8x2048", (NUM_SM // 2,),
      hints=dict(num_ctas=2, occupancy=1),
      A=_bA, B=_bA, C=_bA, TRANSPOSE_A=False, TRANSPOSE_B=False, **_spb)
large("ops_bmm__static_persistent_bmm_kernel_tatb", "b8x2048", (NUM_SM // 2,),
      hints=dict(num_ctas=2, occupancy=1),
      A=_bA, B=_bA, C=_bA, TRANSPOSE_A=True, TRANSPOSE_B=True, **_spb)

# ---------------------------------------------------------------- group GEMM
# bench_group_gemm.py: 4 groups of f16 2048^3, B [K, N] and transposed [N, K]; first Hopper
# config 128 x 128 x 128 (num_ctas 1, occupancy 1): NUM_SM persistent programs.
_gS = 2048
_gg = dict(TILE_M=128, TILE_N=128, TILE_K=128, NUM_SM=NUM_SM)
large("ops_group_gemm__group_gemm_kernel", "f16_g4x2048", (NUM_SM, 1, 1), TRANSPOSE_B=False,
      hints=dict(num_ctas=1, occupancy=1),
      **_gg, **_group_lists(f16, False, (_gS, _gS, _gS), [(_gS, _gS, _gS)] * 4))
large("ops_group_gemm__group_gemm_kernel_tb", "g4x2048", (NUM_SM, 1, 1), TRANSPOSE_B=True,
      hints=dict(num_ctas=1, occupancy=1),
      **_gg, **_group_lists(f16, True, (_gS, _gS, _gS), [(_gS, _gS, _gS)] * 4))

# ---------------------------------------------------------------- fused attention
# bench_fused_attention.py: f16 B 4, H 32 (MHA: kv heads = q heads, group 1), head dim 128,
# L 2048, causal and not; the first Hopper config TILE_M 256 x TILE_N 128 (occupancy 1):
# grid (L / 256, B * H); EVEN_K = L % 128 == 0.
_aB, _aH, _aD, _aL = 4, 32, 128, 2048
_aT = A(f16, _aB, _aH, _aL, _aD)
_aF = dict(Q=_aT, K=_aT, V=_aT, Out=_aT, input_pos=0, qk_scale=_aD ** -0.5, TILE_D=_aD,
           H=_aH, TILE_M=256, TILE_N=128, QUERY_GROUP_SIZE=1, EVEN_K=True)
large("ops_attention__fmha_kernel", "f16_b4h32l2048", (_cdiv(_aL, 256), _aB * _aH, 1),
      hints=dict(num_ctas=1, occupancy=1), CAUSAL=True, **_aF)
large("ops_attention__fmha_kernel_noncausal_f16", "b4h32l2048", (_cdiv(_aL, 256), _aB * _aH, 1),
      hints=dict(num_ctas=1, occupancy=1), CAUSAL=False, **_aF)
# The autotune list's other Hopper tile, 128 x 128 (occupancy 2).
_aF128 = {**_aF, "TILE_M": 128}
large("ops_attention__fmha_kernel", "f16_b4h32l2048_m128", (_cdiv(_aL, 128), _aB * _aH, 1),
      hints=dict(num_ctas=1, occupancy=2), CAUSAL=True, **_aF128)
large("ops_attention__fmha_kernel_noncausal_f16", "b4h32l2048_m128",
      (_cdiv(_aL, 128), _aB * _aH, 1), hints=dict(num_ctas=1, occupancy=2), CAUSAL=False,
      **_aF128)

# ---------------------------------------------------------------- attention backward
# experimental bench_attention_backward.py (tile_fmha_with_backward): f16 MHA B 2, H 16,
# head dim 128, L 2048, causal. The head-dim-128 tables' first configs: preprocess TILE_M
# 16 (grid L / 16, B * H), dK/dV 16 x 32 (grid L / 32, B * H_kv), dQ 32 x 16 (grid L / 32,
# B * H). LSE / Delta flat [B * H * SEQ_LEN], SEQ_LEN = L padded to 64 (the largest bwd
# TILE_M) = L.
_wB, _wH, _wD, _wL = 2, 16, 128, 2048
_wT = A(f16, _wB, _wH, _wL, _wD)
_wF = A(f32, _wB * _wH * _wL)
_wBW = dict(Q=_wT, K=_wT, V=_wT, dO=_wT, LSE=_wF, Delta=_wF, qk_scale=_wD ** -0.5,
            TILE_D=_wD, SEQ_LEN=_wL, QUERY_GROUP_SIZE=1, CAUSAL=True)
large("ops_attention__fmha_bwd_preprocess_kernel", "f16_b2h16l2048", (_wL // 16, _wB * _wH, 1),
      O=_wT, dO=_wT, Delta=_wF, TILE_M=16, TILE_D=_wD, H=_wH, SEQ_LEN=_wL)
large("ops_attention__fmha_bwd_dkdv_kernel", "f16_b2h16l2048", (_wL // 32, _wB * _wH, 1),
      dK=_wT, dV=_wT, H_Q=_wH, H_KV=_wH, TILE_M=16, TILE_N=32, **_wBW)
large("ops_attention__fmha_bwd_dq_kernel", "f16_b2h16l2048", (_wL // 32, _wB * _wH, 1),
      dQ=_wT, H=_wH, TILE_M=32, TILE_N=16, **_wBW)

# ---------------------------------------------------------------- gemma attention
# bench_gemma_attention.py: bf16 B 2, 8 q heads on 1 kv head (group 8), head dim 256, L 2048,
# causal (STAGE 3), soft cap 50, no window; the launcher's default (no autotune) for head
# dim > 128: configs[0] 64 x 32, grid (L / 64, B * H); EVEN_K = L % 32 == 0.
_gB, _gH, _gD, _gL = 2, 8, 256, 2048
large("ops_gemma_attention__gemma_fmha_kernel", "softcap_b2h8l2048", (_gL // 64, _gB * _gH, 1),
      Q=A(bf, _gB, _gH, _gL, _gD), K=A(bf, _gB, 1, _gL, _gD), V=A(bf, _gB, 1, _gL, _gD),
      Out=A(bf, _gB, _gH, _gL, _gD), sm_scale=_gD ** -0.5, B=_gB, H=_gH, S_QO=_gL, S_KV=_gL,
      BLOCK_D=_gD, BLOCK_M=64, BLOCK_N=32, QUERY_GROUP_SIZE=_gH, STAGE=3, WINDOW_SIZE=0,
      SOFT_CAP=50.0, HAS_SOFT_CAP=True, EVEN_K=True)

# ---------------------------------------------------------------- MLA
# bench_mla.py: bf16 B 4, 16 heads (no GQA: QUERY_GROUP_SIZE 0), nope dim 128 + rope 64 (kpe
# shared by the heads), S 2048, causal; the first sm_90 config 64 x 64: grid (S / 64, B * H).
_mB, _mH, _mS = 4, 16, 2048
_mT = A(bf, _mB, _mH, _mS, 128)
large("ops_mla__prefill_mla_kernel", "b4h16s2048", (_mS // 64, _mB * _mH, 1),
      Q=_mT, QPE=A(bf, _mB, _mH, _mS, 64), K=_mT, KPE=A(bf, _mB, 1, _mS, 64), V=_mT, Out=_mT,
      qk_scale=192 ** -0.5, TILE_D=128, TILE_KPE=64, H=_mH, TILE_M=64, TILE_N=64,
      QUERY_GROUP_SIZE=0)
# bench_mla_decoding.py (split-KV): f16 B 1, 16 heads, kv_lora 512 + rope 64, 16384 cached
# tokens; TILE_H 16, TILE_N 128, kv_len_per_split = max(128, next_pow2(S // (NUM_SM // B)))
# = 128 -> 128 splits: grid (H / 16, B, 128); EVEN_N (S % 128 == 0).
_dB, _dH, _dS = 1, 16, 16384
_dL = max(128, 1 << ((_dS // (NUM_SM // _dB)) - 1).bit_length())
_dN = _cdiv(_dS, _dL)
large("ops_mla_decoding_split_kv__naive_absorb_mla_transpose_kernel", f"f16_b1h16s{_dS}",
      (_cdiv(_dH, 16), _dB, _dN),
      Q=A(f16, _dB, _dH, 512), QPE=A(f16, _dB, _dH, 64), K=A(f16, _dB, _dS, 512),
      V=A(f16, _dB, _dS, 512), KPE=A(f16, _dB, _dS, 64), Att_Out=A(f16, _dB, _dH, _dN, 512),
      LSE_Out=A(f32, _dB, _dH, _dN), sm_scale=576 ** -0.5, B=_dB, NUM_HEADS=_dH, S_kv=_dS,
      NUM_KV_SPLITS=_dN, KV_LEN_PER_SPLIT=_dL, TILE_D=512, TILE_H=16, TILE_N=128,
      TILE_KPE=64, EVEN_N=True)

# ---------------------------------------------------------------- sliding-window attention
# experimental bench_swa_attention.py: f16 B 1, H 32, head dim 128, S 4096, window 4096,
# causal; the launcher's TILE_M 64 x TILE_N 128, q / k / v flattened to [B * H * S, D]:
# grid (S / 64, B * H), stride_q = S / 64, stride_kv = S / 128 (tiles per head).
_sH, _sS = 32, 4096
_sT = A(f16, _sH * _sS, 128)
large("ops_experimental_swa_attention__swa_fwd_kernel", "b1h32s4096", (_sS // 64, _sH, 1),
      Q=_sT, K=_sT, V=_sT, Out=_sT, qk_scale=128 ** -0.5, seq_k=_sS, window_size=4096,
      stride_q=_sS // 64, stride_kv=_sS // 128, TILE_M=64, TILE_N=128, TILE_D=128, CAUSAL=True)

# ---------------------------------------------------------------- unsloth fp8 / grouped GEMM
# suites/unsloth bench_fp8.py: e4m3 A [1024, 2048] x B [2048, 2048]^T, 128 x 128 blocks
# (As [M, K / 128], Bs [N / 128, K / 128]), the wrapper's default f32 output; BLOCK 128 x
# 128 x 128 (M >= 128), GROUP_SIZE_M 8: grid (M / 128) * (N / 128). The TMA kernel (what
# the wrapper launches, swap_ab 0) and the gather kernel with the same launch.
_uM, _uN, _uK = 1024, 2048, 2048
_u8 = dict(A=A(_f8, _uM, _uK), B=A(_f8, _uN, _uK), C=A(f32, _uM, _uN),
           As=A(f32, _uM, _uK // 128), Bs=A(f32, _uN // 128, _uK // 128), M=_uM, N=_uN, K=_uK)
for _kn in ("unsloth_fp8__w8a8_block_fp8_matmul_kernel_ct",
            "unsloth_fp8__w8a8_block_fp8_matmul_kernel_ct_tma"):
    large(_kn, f"{_uM}x{_uN}x{_uK}", ((_uM // 128) * (_uN // 128), 1, 1), **_u8)
# suites/unsloth bench_grouped_gemm.py (forward): 8 experts x 256 tokens (2048 rows, no
# permutation), N 2048, K 1024; _gemm_block_sizes -> 128 x 128 x 128; NUM_SM programs.
# (Its spec splits the tokens evenly over the experts here.)
_eE, _eT, _eN, _eK = 8, 256, 2048, 1024
large("unsloth_grouped_gemm__grouped_gemm_fwd_kernel_ct", "e8t256", (NUM_SM, 1, 1),
      X=A(bf, _eE * _eT, _eK), W_flat=A(bf, _eE * _eN, _eK), Y=A(bf, _eE * _eT, _eN),
      m_sizes=A(i32, _eE), gather_indices=A(i32, _eE * _eT), N=_eN, K=_eK,
      TOTAL_TOKENS=_eE * _eT, NUM_EXPERTS=_eE, NUM_SMS=NUM_SM, BLOCK_M=128, BLOCK_N=128,
      BLOCK_K=128, TOPK=1, PERMUTE_X=0, PERMUTE_Y=0)
