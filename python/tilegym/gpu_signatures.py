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

from tgsig import A, K

bf, f16, f32, i32, i64 = "bf16", "f16", "f32", "i32", "i64"


@dataclasses.dataclass
class Case:
    name: str
    fixture: str
    grid: tuple
    over: dict

    def entry(self, base):
        params = {**base.params, **self.over}
        return K(base.module, base.kernel, grid=str(self.grid), factory=base.factory,
                 **params)


CASES = []


def case(fixture, grid, name=None, **over):
    CASES.append(Case(name or fixture, fixture, tuple(grid), over))


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
