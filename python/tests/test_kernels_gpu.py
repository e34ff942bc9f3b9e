"""GPU correctness of compiled fixture kernels against float64 torch.

Kernels come from $TILEIR_KERNELS (default .dev/kernels): <name>.cubin and
<name>.manifest.json, compiled on a machine with the compiler. Outputs are
poisoned with NaN, inputs are fresh random numbers, sizes are ragged.
"""
import os

import pytest
import torch

from kernel_specs import MATRIX_SPEC_CASES, SIZES, SPECS
from tileir.runner import load_kernel

KDIR = os.environ.get("TILEIR_KERNELS", ".dev/kernels")
pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="no GPU")


def available(name):
    return os.path.exists(os.path.join(KDIR, name + ".cubin"))


def run_case(kname, spec, size, launch_block=None):
    k = load_kernel(KDIR, kname, launch_block=launch_block)
    out, ins, values = spec.make(size, "cuda")
    k.launch(spec.grid(size), values)   # one value per launch-ABI parameter
    torch.cuda.synchronize()
    spec.check(out.double(), ins)


CASES = [(n, s) for n in SPECS for s in SIZES[n]]


@pytest.mark.parametrize("name,size", CASES, ids=[f"{n}-{s}" for n, s in CASES])
def test_plain(name, size):
    # A kernel that should have compiled and did not is a failure, not a skip.
    kname = SPECS[name].name        # a spec may run another spec's kernel (other scalars)
    assert available(kname), f"{kname} not compiled (python/compile_kernels.sh)"
    run_case(kname, SPECS[name], size)


SPEC_CASES = [("vadd_f32", 1 << 20), ("vadd_f32", 4096), ("saxpy_f32", 1 << 16),
              ("softmax_rows_f32", 256), ("layernorm_rows_f32", 64),
              ("rmsnorm_rows_f16", 128), ("masked_scale_f32", 65536)] + MATRIX_SPEC_CASES


@pytest.mark.parametrize("name,size", SPEC_CASES, ids=[f"{n}.spec-{s}" for n, s in SPEC_CASES])
def test_specialized(name, size):
    assert available(name + ".spec"), f"{name}.spec not compiled"
    run_case(name + ".spec", SPECS[name], size)


# The same .spec matrix kernels with B's ring filled by the tensor memory
# accelerator (python/compile_kernels.sh: py_<name>.spec.tma, sm_90a): the
# manifest asks for a CUtensorMap of B, which the runner encodes per launch.
TMA_NAMES = ("py_matmul_f16", "py_matmul_f16_out_f16", "py_matmul_bf16", "py_matmul_bias_relu",
             "py_matmul_grouped_f16", "py_bmm_f16", "py_bmm_bt_f16")
TMA_CASES = [(n, s) for n, s in MATRIX_SPEC_CASES if n in TMA_NAMES]


@pytest.mark.parametrize("name,size", TMA_CASES, ids=[f"{n}.spec.tma-{s}" for n, s in TMA_CASES])
def test_tma(name, size):
    import torch
    if torch.cuda.get_device_capability() != (9, 0):
        pytest.skip("sm_90a cubins run on compute capability 9.0 only")
    kname = name + ".spec.tma"
    assert available(kname), f"{kname} not compiled (python/compile_kernels.sh)"
    k = load_kernel(KDIR, kname)
    assert any(p["type"] == "tensormap" for p in k.meta["params"]), \
        f"{kname}: no ring is filled by the tensor memory accelerator"
    run_case(kname, SPECS[name], size)


# cutile-rs's own bytecode compiled by bin/compat/tileiras with cutile-rs's
# command line (python/compile_kernels.sh: rsbc_<name>), launched with block
# (1,1,1) as cutile-rs does. Its gather_rows dump is invalid front-end IR.
RS_FIXTURES = os.path.join(os.path.dirname(__file__), "..", "..", "test", "Fixtures", "cutile-rs")
RS_CASES = [(n, s) for n in SPECS
            if os.path.exists(os.path.join(RS_FIXTURES, SPECS[n].name + ".tileirbc"))
            and SPECS[n].name != "gather_rows_f32"
            for s in SIZES[n]]


@pytest.mark.parametrize("name,size", RS_CASES, ids=[f"rsbc_{n}-{s}" for n, s in RS_CASES])
def test_cutile_rs_bytecode(name, size):
    kname = "rsbc_" + SPECS[name].name
    assert available(kname), f"{kname} not compiled (python/compile_kernels.sh)"
    assert load_kernel(KDIR, kname, launch_block="one").block == (1, 1, 1)
    run_case(kname, SPECS[name], size, launch_block="one")


# Grid dependency control (13.4): the same kernel twice, x -> y -> z, the
# second launched as a programmatic dependent of the first (the manifest asks
# for it). Each launch releases its dependents before doing any work, so
# without gdc_wait the second would read y unwritten (NaN).
@pytest.mark.parametrize("size", [1000, 1 << 20, 3 * (1 << 20) + 7])
def test_gdc_chain(size):
    assert available("gdc_chain_f32"), "gdc_chain_f32 not compiled"
    k = load_kernel(KDIR, "gdc_chain_f32")
    assert k.meta.get("programmatic_dependent_launch"), k.meta
    x = torch.randn(size, device="cuda")
    y = torch.full((size,), float("nan"), device="cuda")
    z = torch.full((size,), float("nan"), device="cuda")
    grid = ((size + 1023) // 1024, 1, 1)
    stream = torch.cuda.Stream()
    with torch.cuda.stream(stream):
        for _ in range(3):      # repeat: a race would show in some round
            y.fill_(float("nan"))
            z.fill_(float("nan"))
            k.launch(grid, [y, x, size], stream.cuda_stream)
            k.launch(grid, [z, y, size], stream.cuda_stream)
            stream.synchronize()
            ref = (x.double() * 2 + 1) * 2 + 1
            torch.testing.assert_close(z.double(), ref, rtol=1e-6, atol=1e-6)
