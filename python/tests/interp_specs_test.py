"""The GPU specs of the tensor-core fixtures (kernel_specs.py) run on the CPU by tile-run.

Each spec's own `make` (inputs, NaN-poisoned output, launch arguments), `grid` and float64
`ref` are applied to the fixture's bytecode under the interpreter, with the GPU test's
acceptance rule (test_kernels_gpu.run_case): so a spec that disagrees with the kernel's ABI
or with the interpreter fails here, before any GPU run. Needs torch (CPU is enough) and
tile-run; skipped otherwise.

    python3 -m pytest python/tests/interp_specs_test.py
"""
import os
import subprocess
import tempfile

import pytest

torch = pytest.importorskip("torch")
np = pytest.importorskip("numpy")

from interp_helpers import REPO, find_tile_run  # noqa: E402
from kernel_specs import MATRIX_SPEC_CASES, SIZES, SPECS  # noqa: E402

pytestmark = pytest.mark.skipif(find_tile_run() is None, reason="tile-run is not built")

PY = REPO / "test" / "Fixtures" / "python"
RS = REPO / "test" / "Fixtures" / "cutile-rs"
MATRIX = [n for n in SPECS if any(w in n for w in ("matmul", "bmm", "attention"))]
# The GPU-test kernels written in cuda_tile text (python/tests/kernels).
TEXT_DIR = REPO / "python" / "tests" / "kernels"
TEXT = [n for n in SPECS if (TEXT_DIR / f"{n}.mlir").exists()]


def kernel_file(kname):
    if (TEXT_DIR / f"{kname}.mlir").exists():
        return TEXT_DIR / f"{kname}.mlir"
    if kname.startswith("py_"):
        return PY / f"{kname[3:]}.v13_3.tileirbc"
    return RS / f"{kname}.tileirbc"


def to_npy(t):
    t = t.contiguous()
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).numpy().view(np.uint16)
    if t.dtype == torch.float8_e4m3fn:
        return t.view(torch.uint8).numpy()
    return t.numpy()


def from_npy(a, like):
    if like.dtype == torch.bfloat16:
        return torch.from_numpy(a.view(np.int16)).view(torch.bfloat16)
    if like.dtype == torch.float8_e4m3fn:
        return torch.from_numpy(a).view(torch.float8_e4m3fn)
    return torch.from_numpy(a)


def run_spec(path, spec, size):
    torch.manual_seed(0)
    out, ins, args = spec.make(size, "cpu")
    oi = next(i for i, a in enumerate(args) if a is out)
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [find_tile_run(), str(path),
               "--grid", ",".join(str(g) for g in spec.grid(size))]
        for i, a in enumerate(args):
            if isinstance(a, torch.Tensor):
                path = os.path.join(tmp, f"a{i}.npy")
                np.save(path, to_npy(a))
                cmd += ["--arg", f"{i}={path}"]
            else:
                cmd += ["--arg", f"{i}={float(a)!r}" if isinstance(a, float) else f"{i}={a}"]
        cmd += ["--out", f"{oi}={os.path.join(tmp, 'out.npy')}"]
        p = subprocess.run(cmd, capture_output=True, text=True)
        assert p.returncode == 0, p.stderr + p.stdout
        got = from_npy(np.load(os.path.join(tmp, "out.npy")), out).double()
    spec.check(got, ins)


CASES = [(n, s) for n in MATRIX for s in SIZES[n][:2]] + \
    [(n, s) for n in TEXT for s in SIZES[n][:2]]


@pytest.mark.parametrize("name,size", CASES, ids=[f"{n}-{s}" for n, s in CASES])
def test_spec_on_interpreter(name, size):
    run_spec(kernel_file(SPECS[name].name), SPECS[name], size)


@pytest.mark.parametrize("name,size", MATRIX_SPEC_CASES,
                         ids=[f"{n}.spec-{s}" for n, s in MATRIX_SPEC_CASES])
def test_specialized_spec_on_interpreter(name, size):
    # the .spec (div_by 16) variant, at the size test_kernels_gpu.test_specialized uses
    run_spec(PY / f"{SPECS[name].name[3:]}.spec.v13_3.tileirbc", SPECS[name], size)
