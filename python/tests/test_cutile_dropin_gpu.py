"""Unmodified cuTile Python kernels, launched with ct.launch, compiled by TileIR.

Device only. cuda-tile (carried as a wheel) finds its compiler as `tileiras`
on PATH; python/run_dropin.sh puts TileIR's bin/compat/tileiras there. Every
kernel of python/fixtures/kernels.py that has a GPU spec is launched exactly
as a cuTile user launches it: torch tensors, Python scalars and the kernel's
constants, a grid, and cuTile's default block of (1, 1, 1), which relies on
the cubin's required block shape. The references are kernel_specs.py's
float64 ones (the same as for our own runner), on NaN-poisoned outputs.
"""
import os
import pathlib
import sys

import pytest
import torch

ct = pytest.importorskip("cuda.tile")
compile_mod = pytest.importorskip("cuda.tile._compile")

from kernel_specs import SIZES, SPECS  # noqa: E402

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "fixtures"))
import kernels  # noqa: E402  python/fixtures/kernels.py

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="no GPU")

FIXTURES = {f.name: f for f in kernels.FIXTURES}
# Specs of fixture kernels in the Python launch ABI ("py_" + fixture name).
CASES = [(n, s) for n, spec in SPECS.items()
         if spec.name.startswith("py_") and spec.name[3:] in FIXTURES
         for s in SIZES[n]]


def python_args(fixture, abi_args):
    """The cuTile call's arguments from the entry ABI's: one tensor per array
    (its shape and stride entries dropped), scalars as they are, constants."""
    args, i = [], 0
    for p in fixture.params:
        if isinstance(p, kernels.Arr):
            assert isinstance(abi_args[i], torch.Tensor), p.name
            args.append(abi_args[i])
            i += 1 + 2 * p.ndim
        elif isinstance(p, kernels.Scalar):
            args.append(abi_args[i])
            i += 1
        else:
            args.append(p.value)
    assert i == len(abi_args), f"{fixture.name}: {len(abi_args) - i} ABI arguments left"
    return args


def test_cutile_compiles_with_tileir():
    # The run means nothing if cuTile found NVIDIA's tileiras instead.
    path = compile_mod._find_compiler_bin().path
    assert os.environ.get("TILEIR_COMPAT_DIR", "") in path, path
    assert compile_mod._get_compiler_version_string().startswith("tileiras: TileIR")


def test_cases_exist():
    # Every fixture kernel the GPU specs know runs here; a new one must not drop out.
    assert len({n for n, _ in CASES}) >= 30, sorted({n for n, _ in CASES})


@pytest.mark.parametrize("name,size", CASES, ids=[f"{n}-{s}" for n, s in CASES])
def test_ct_launch(name, size):
    spec = SPECS[name]
    fixture = FIXTURES[spec.name[3:]]
    out, ins, abi_args = spec.make(size, "cuda")
    stream = torch.cuda.current_stream()
    ct.launch(stream, spec.grid(size), fixture.kernel, tuple(python_args(fixture, abi_args)))
    torch.cuda.synchronize()
    spec.check(out.double(), ins)
