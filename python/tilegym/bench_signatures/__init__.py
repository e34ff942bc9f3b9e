"""TileGym kernels at TileGym's own benchmark sizes (tests/benchmark/bench_*.py of TileGym).

Each case takes a case of the GPU suite (gpu_signatures.py, by name: same kernel, same
constants) and overrides the sizes with one configuration of TileGym's benchmark sweeps
(its middle point, or its largest where the float64 reference still fits beside it on one
GPU), the grid and the launcher-chosen constants as TileGym's launcher would pick them on
a 132-SM Hopper. The GPU suite's reference (tilegym_specs) checks it: NAME.json records
that spec's name. Export and compile them with `python/tilegym/gpu_build.sh BUILD OUT
sm_90a large`; python/tests/test_tilegym_large_gpu.py runs them, python/bench/
bench_tilegym.py --set large times them against tileiras and torch.

Families live in the modules below, one per group of ops; each calls ``large``.
"""
import gpu_signatures

CASES = []
_GPU = {c.name: c for c in gpu_signatures.CASES}
# TileGym's launchers size persistent grids from the SM count: an H100 / H200 has 132.
NUM_SM = 132


def large(gpu_case, tag, grid, hints=None, **over):
    """A case named GPU_CASE__TAG: GPU_CASE's parameters with `over` laid on top; `hints`:
    those the launcher adds at launch for this configuration (kernel.replace_hints)."""
    base = _GPU[gpu_case]
    CASES.append(gpu_signatures.Case(f"{gpu_case}__{tag}", base.fixture, tuple(grid),
                                     {**base.over, **over}, spec=base.spec or base.name,
                                     hints=hints))


# Importing each family registers its cases.
from . import norms  # noqa: E402,F401
from . import matrix  # noqa: E402,F401
