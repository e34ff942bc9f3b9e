"""Helpers for running cuda_tile kernels on the CPU with `tile-run` (no GPU).

`run_kernel` writes numpy inputs to .npy files, expands every array into the
argument list its front end's launch ABI uses, runs tile-run and returns the
arrays after the run.
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
    """An array argument: expands to ptr, shape[r], stride[r] (cuTile Python),
    plus partition shape[r] and stride[r] for a cutile-rs output."""

    def __init__(self, data, partition=None):
        self.data = np.ascontiguousarray(data)
        self.partition = partition  # cutile-rs outputs: the tile shape


class RawPtr:
    """A bare pointer argument (cutile-rs `*mut T`): just the buffer, no
    shape or stride arguments follow it."""

    def __init__(self, data):
        self.data = np.ascontiguousarray(data)
        self.partition = None


class Scalar:
    def __init__(self, value):
        self.value = value


def _fmt(v):
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    return str(int(v))


def expand(params):
    """(list of --arg strings, {arg index: Array}) for a parameter list."""
    args, arrays = [], {}
    for p in params:
        i = len(args)
        if isinstance(p, Scalar):
            args.append(_fmt(p.value))
            continue
        arrays[i] = p
        if isinstance(p, RawPtr):
            args.append(None)
            continue
        r = p.data.ndim
        args.append(None)  # the .npy file, filled in by run_kernel
        args += [f"@{i}.shape[{d}]" for d in range(r)]
        args += [f"@{i}.stride[{d}]" for d in range(r)]
        if p.partition is not None:
            args += [str(s) for s in p.partition]
            args += [f"@{i}.stride[{d}]" for d in range(r)]
    return args, arrays


def run_kernel(kernel, params, grid, entry=None, extra=()):
    """Runs `kernel` (a file) and returns {arg index: array after the run}."""
    tool = find_tile_run()
    if tool is None:
        raise RuntimeError("tile-run not found: build it or set TILE_RUN")
    args, arrays = expand(params)
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [tool, str(kernel), "--grid", ",".join(str(g) for g in grid)]
        if entry:
            cmd += ["--entry", entry]
        for i, a in enumerate(args):
            if i in arrays:
                path = os.path.join(tmp, f"arg{i}.npy")
                np.save(path, arrays[i].data)
                cmd += ["--arg", f"{i}={path}",
                        "--out", f"{i}={os.path.join(tmp, f'out{i}.npy')}"]
            else:
                cmd += ["--arg", f"{i}={a}"]
        cmd += list(extra)
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            raise RuntimeError(f"tile-run failed ({proc.returncode}):\n"
                               f"{' '.join(cmd)}\n{proc.stderr}{proc.stdout}")
        return {i: np.load(os.path.join(tmp, f"out{i}.npy")) for i in arrays}
