"""GPU correctness of TileGym kernels at TileGym's benchmark sizes (python/tilegym/
bench_signatures.py), against the same float64 references as the GPU suite.

Kernels come from $TILEIR_TILEGYM_LARGE (default .dev/tilegym-large), written on the
compiler machine by `python/tilegym/gpu_build.sh BUILD OUT sm_90a large`. Each case's
NAME.json names the tilegym_specs entry that checks it (its GPU-suite case). A kernel that
has no cubin is a failure, never a skip.
"""
import os
import sys

import pytest
import torch

from test_tilegym_gpu import launch_case

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                "tilegym"))
import bench_signatures  # noqa: E402

KDIR = os.environ.get("TILEIR_TILEGYM_LARGE", ".dev/tilegym-large")
pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="no GPU")


@pytest.mark.parametrize("name", [c.name for c in bench_signatures.CASES])
def test_tilegym_large(name):
    ctx, spec = launch_case(KDIR, name)
    spec.check(ctx)
    ctx.finish()
    # The references hold float64 copies of large inputs: give them back between cases.
    del ctx
    torch.cuda.empty_cache()
