"""Helpers for running cuda_tile kernels on the CPU with `tile-run` (no GPU).

`run_kernel` writes numpy inputs to .npy files, passes one value per launch
parameter (tile-run --params expands each array into the pointer, extents
and strides its front end's ABI uses), runs tile-run and returns the arrays
after the run.
"""
import os
import pathlib
import shutil
import subprocess
import tempfile

import numpy as np

REPO = pathlib.Path(__file__).resolve().parents[2]


def find_tile_run():
    """tile-run from $TILE_RUN, else a build directory of this checkout."""
    env = os.environ.get("TILE_RUN")
    if env:
        return env
    for cand in [REPO / "build" / "bin" / "tile-run",
                 *sorted(REPO.glob("build*/bin/tile-run"))]:
        if cand.exists():
            return str(cand)
    return shutil.which("tile-run")


class Array:
    """A tensor parameter: tile-run --params passes its pointer, extents and
    strides (and a cutile-rs output's partition extents and strides)."""

    def __init__(self, data):
        self.data = np.ascontiguousarray(data)


class RawPtr(Array):
    """A bare pointer parameter (cutile-rs `*mut T`): the ABI gives it no
    extents or strides, so tile-run passes the buffer alone."""


class Scalar:
    def __init__(self, value):
        self.value = value


def _fmt(v):
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    return str(int(v))


def run_kernel(kernel, params, grid, entry=None, extra=()):
    """Runs `kernel` (a file) with one value per launch parameter (the
    kernel's tile-normalize-abi groups) and returns {parameter index: array
    after the run} for its array parameters."""
    tool = find_tile_run()
    if tool is None:
        raise RuntimeError("tile-run not found: build it or set TILE_RUN")
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [tool, str(kernel), "--params", "--grid", ",".join(str(g) for g in grid)]
        if entry:
            cmd += ["--entry", entry]
        arrays = [i for i, p in enumerate(params) if not isinstance(p, Scalar)]
        for i, p in enumerate(params):
            if isinstance(p, Scalar):
                cmd += ["--arg", f"{i}={_fmt(p.value)}"]
                continue
            path = os.path.join(tmp, f"arg{i}.npy")
            np.save(path, p.data)
            cmd += ["--arg", f"{i}={path}", "--out", f"{i}={os.path.join(tmp, f'out{i}.npy')}"]
        cmd += list(extra)
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            raise RuntimeError(f"tile-run failed ({proc.returncode}):\n"
                               f"{' '.join(cmd)}\n{proc.stderr}{proc.stdout}")
        return {i: np.load(os.path.join(tmp, f"out{i}.npy")) for i in arrays}
