#!/usr/bin/env python3
"""Checks the GPU-suite specs (python/tests/tilegym_specs) against the CPU interpreter.

    python3 python/tilegym/interp_check.py --kernels /tmp/out [--tile-run T] [--mutate] [NAME ...]

For each case (default: every NAME.json in --kernels that has a spec) it builds the inputs
with the spec on CPU torch (the seed test_tilegym_gpu.py uses), runs NAME.tileirbc (written
by gpu_export.py, e.g. with --no-compile) through `tile-run` on those inputs, reads the
outputs back and applies the spec's check, exactly as python/tests/test_tilegym_gpu.py does
on the GPU. --mutate corrupts one element of every output the way TILEGYM_MUTATE=1 does and
expects the check to fail. Needs a python with torch and numpy (not the tilegym venv).
Exit status 1 when any case fails.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import zlib

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "python", "tests"))

from tilegym_specs import SPECS, Ctx     # noqa: E402


def _to_np(t):
    t = t.detach().cpu().contiguous()
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).numpy().view(np.uint16)
    if t.dtype in (torch.float8_e4m3fn, torch.float8_e5m2):
        return t.view(torch.uint8).numpy()
    return t.numpy()


def _from_np(a, dt):
    if dt == torch.bfloat16:
        return torch.from_numpy(a.view(np.int16).copy()).view(torch.bfloat16)
    if dt in (torch.float8_e4m3fn, torch.float8_e5m2):
        return torch.from_numpy(a.view(np.uint8).copy()).view(dt)
    return torch.from_numpy(a.copy()).to(dt)


def _fmt(v):
    if isinstance(v, bool):
        return str(int(v))
    if isinstance(v, float):
        return repr(v)
    return str(int(v))


def mutate(ctx):
    """test_tilegym_gpu.py's TILEGYM_MUTATE corruption: one element per output."""
    for n in sorted(ctx.outs):
        flat = ctx.t[n].view(-1)
        k = flat.numel() // 2
        if flat.dtype.itemsize == 1 and flat.dtype.is_floating_point:
            flat.view(torch.uint8)[k] ^= 0x10
        else:
            flat[k] = flat[k] * 2 + 1 if flat.dtype.is_floating_point else flat[k] + 1


def run_case(kdir, name, tile_run, do_mutate, extra=(), timeout=600):
    with open(os.path.join(kdir, name + ".json")) as f:
        meta = json.load(f)
    torch.manual_seed(zlib.crc32(name.encode()))
    ctx = Ctx(meta, "cpu")
    spec = SPECS[name]
    spec.prepare(ctx)
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [tile_run, os.path.join(kdir, name + ".tileirbc"),
               "--grid", ",".join(str(g) for g in meta["grid"])]
        outs, i = {}, 0
        for p in meta["params"]:
            if p["kind"] == "array":
                t = ctx.t.get(p["name"])
                assert t is not None, f"no tensor for {p['name']}"
                assert list(t.stride()) == p["strides"], f"{p['name']}: strides {t.stride()}"
                path = os.path.join(tmp, f"a{i}.npy")
                np.save(path, _to_np(t))
                cmd += ["--arg", f"{i}={path}"]
                if p["name"] in ctx.outs:
                    outs[p["name"]] = os.path.join(tmp, f"o{i}.npy")
                    cmd += ["--out", f"{i}={outs[p['name']]}"]
                i += 1
                for v in [*t.shape, *t.stride()]:
                    cmd += ["--arg", f"{i}={v}"]
                    i += 1
            elif p["kind"] == "scalar":
                cmd += ["--arg", f"{i}={_fmt(ctx.k(p['name']))}"]
                i += 1
            elif p["kind"] == "list":
                raise NotImplementedError("list parameters")
        cmd += list(extra)
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        if r.returncode != 0:
            raise RuntimeError(f"tile-run failed ({r.returncode}): {(r.stderr + r.stdout)[-2000:]}")
        for n, path in outs.items():
            ctx.t[n].copy_(_from_np(np.load(path), ctx.t[n].dtype).view(ctx.t[n].shape))
    if do_mutate:
        mutate(ctx)
        try:
            spec.check(ctx)
        except AssertionError:
            return "mutation caught"
        raise AssertionError("the mutated outputs passed the check")
    spec.check(ctx)
    ctx.finish()
    return "ok"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("names", nargs="*")
    ap.add_argument("--kernels", required=True, help="folder of NAME.tileirbc + NAME.json")
    ap.add_argument("--tile-run", default=os.environ.get("TILE_RUN") or os.path.join(REPO, "build", "bin", "tile-run"),
                    help="default: $TILE_RUN, else build/bin/tile-run of this checkout")
    ap.add_argument("--mutate", action="store_true")
    ap.add_argument("--both", action="store_true", help="plain check, then the mutation")
    ap.add_argument("--poison-undefined", action="store_true",
                    help="tile-run --poison-undefined (undefined loads read NaN)")
    args = ap.parse_args()
    names = args.names or sorted(n[:-5] for n in os.listdir(args.kernels)
                                 if n.endswith(".json") and n[:-5] in SPECS)
    extra = ["--poison-undefined"] if args.poison_undefined else []
    bad = 0
    for n in names:
        modes = [False, True] if args.both else [args.mutate]
        for m in modes:
            t0 = time.time()
            try:
                res = run_case(args.kernels, n, args.tile_run, m, extra)
            except Exception as ex:     # noqa: BLE001 -- report and go on
                res = f"FAILED: {type(ex).__name__}: {str(ex)[:1500]}"
                bad += 1
            print(f"{n}{' (mutated)' if m else ''}: {res} ({time.time() - t0:.1f} s)",
                  flush=True)
    print(f"interp_check: {len(names)} cases, {bad} failed")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
