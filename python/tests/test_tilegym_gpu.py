"""GPU correctness of TileGym kernels compiled by TileIR, against float64 torch references.

Kernels come from $TILEIR_TILEGYM_KERNELS (default .dev/tilegym-gpu), written on the
compiler machine by python/tilegym/gpu_build.sh: per kernel NAME.cubin, NAME.manifest.json
and NAME.json (the entry's parameters with the test's shapes, scalars, constants, grid;
python/tilegym/gpu_signatures.py). The references (package tilegym_specs) follow the kernels'
Python source. Outputs are poisoned (NaN, or all-ones bytes for integers); a kernel that
has no cubin is a failure, never a skip.
"""
import json
import os
import sys
import zlib

import pytest
import torch

from tilegym_specs import SPECS, Ctx
from tileir.runner import load_kernel

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                "tilegym"))
import gpu_signatures  # noqa: E402

KDIR = os.environ.get("TILEIR_TILEGYM_KERNELS", ".dev/tilegym-gpu")
MUTATE = os.environ.get("TILEGYM_MUTATE") == "1"
pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="no GPU")


def launch_case(kdir, name):
    """Case `name` of `kdir` launched once on fresh seeded inputs and poisoned outputs:
    (its Ctx, the spec that checks it: its NAME.json's `spec`, else its own name's)."""
    path = os.path.join(kdir, name + ".json")
    assert os.path.exists(path) and os.path.exists(os.path.join(kdir, name + ".cubin")), \
        f"{name} not compiled (python/tilegym/gpu_build.sh)"
    with open(path) as f:
        meta = json.load(f)
    torch.manual_seed(zlib.crc32(name.encode()))
    ctx = Ctx(meta, "cuda")
    spec = SPECS[meta.get("spec", name)]
    spec.prepare(ctx)
    load_kernel(kdir, name).launch(meta["grid"], ctx.values())   # by the manifest's ABI
    torch.cuda.synchronize()
    return ctx, spec


# Every reference, and every case (some reuse another case's reference: NAME.json's spec).
@pytest.mark.parametrize("name", sorted(set(SPECS) | {c.name for c in gpu_signatures.CASES}))
def test_tilegym(name):
    ctx, spec = launch_case(KDIR, name)
    if MUTATE:
        # Self-test of the references: one corrupted element per output must fail.
        for n in sorted(ctx.outs):
            flat = ctx.t[n].view(-1)
            k = flat.numel() // 2
            if flat.dtype.itemsize == 1 and flat.dtype.is_floating_point:    # fp8: a bit
                flat.view(torch.uint8)[k] ^= 0x10
            else:
                flat[k] = flat[k] * 2 + 1 if flat.dtype.is_floating_point else flat[k] + 1
        with pytest.raises(AssertionError):
            spec.check(ctx)
        return
    spec.check(ctx)
    ctx.finish()
