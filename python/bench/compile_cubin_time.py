"""Whole-process compile time, Tile IR bytecode -> cubin, TileIR against tileiras.

Usage: compile_cubin_time.py BUILD_DIR [NVIDIA_TILEIRAS] [--json OUT]
  (NVIDIA's tileiras runs with CUDA_HOME set to its pip tree, the folder above its bin/,
  whose libnvvm and ptxas it needs)

For every cuTile Python bytecode fixture at 13.3 (test/Fixtures/python/*.v13_3.tileirbc) the
median of 3 runs of the command line cuTile Python runs,
`tileiras F -o F.cubin --gpu-name sm_90 -O3`, once with TileIR's compat driver
(its compile cache off) and once with NVIDIA's tileiras when given (pip
nvidia-cuda-tileiras). TileIR's time is split into its parts, each measured
as its own process: start-up (`--version`), reading and verifying the
bytecode (tile-translate --cudatile-verify), the MLIR pipeline (tile-opt
--tile-to-ptx on the same module as text), the LLVM back end (the rest of
tile-translate --cudatile-to-ptx) and ptxas (on the PTX the driver assembled, for the
chip it assembled it for: --gpu-name sm_90 builds sm_90a). Last, a repeated
compile with the cache on (its entry already written): the front program
alone.
"""
import glob
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def timed(cmd, runs=3, env=None, stdin=None):
    ts = []
    for _ in range(runs):
        t = time.perf_counter()
        r = subprocess.run(cmd, capture_output=True, env=env, stdin=stdin)
        ts.append((time.perf_counter() - t) * 1000)
        if r.returncode != 0:
            return None
    return statistics.median(ts)


def main():
    args = sys.argv[1:]
    out_json = None
    if "--json" in args:
        i = args.index("--json")
        out_json = args[i + 1]
        del args[i:i + 2]
    build = args[0]
    nvidia = args[1] if len(args) > 1 else None
    bin_ = os.path.join(build, "bin")
    ours = os.path.join(bin_, "compat", "tileiras")
    ptxas = shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"
    env = dict(os.environ, TILEIR_CACHE="0")
    tmp = tempfile.mkdtemp()
    rows = []
    startup = timed([ours, "--version"], runs=5)
    files = sorted(glob.glob(os.path.join(REPO, "test", "Fixtures", "python", "*.v13_3.tileirbc")))
    for f in files:
        name = os.path.basename(f)[:-len(".tileirbc")]
        cubin = os.path.join(tmp, name + ".cubin")
        ptx = os.path.join(tmp, name + ".ptx")
        text = os.path.join(tmp, name + ".mlir")
        row = {"kernel": name}
        final_ptx = os.path.join(tmp, name + ".final.ptx")
        row["tileir_ms"] = timed([ours, f, "-o", cubin, "--gpu-name", "sm_90", "-O3",
                                  "--ptx-output-file=" + final_ptx], env=env)
        if nvidia:
            nv_env = dict(os.environ,
                          CUDA_HOME=os.path.dirname(os.path.dirname(os.path.abspath(nvidia))))
            row["tileiras_ms"] = timed([nvidia, f, "-o", cubin + ".nv", "--gpu-name", "sm_90",
                                        "-O3"], env=nv_env)
        row["read_ms"] = timed([os.path.join(bin_, "tile-translate"), "--cudatile-verify", f])
        subprocess.run([os.path.join(bin_, "tile-translate"), "--cudatilebc-to-mlir", f, "-o", text], check=True)
        row["mlir_ms"] = timed([os.path.join(bin_, "tile-opt"), text,
                                "--tile-to-ptx=chip=sm_90a", "-o", os.devnull])
        row["ptx_ms"] = timed([os.path.join(bin_, "tile-translate"), "--cudatile-to-ptx",
                               "--chip=sm_90a", f, "-o", ptx])
        target = "sm_90a"
        if os.path.exists(final_ptx):
            with open(final_ptx) as fh:
                target = next((ln.split()[1] for ln in fh if ln.startswith(".target")), target)
        row["ptxas_ms"] = timed([ptxas, "-arch=" + target, "-O3", "--enable-extended-smem=true",
                                 final_ptx, "-o", cubin + ".p"]) \
            if row["tileir_ms"] is not None else None
        cache = os.path.join(tmp, "cache")
        hit = [ours, f, "-o", cubin, "--gpu-name", "sm_90", "-O3", "--cache-dir=" + cache]
        subprocess.run(hit, capture_output=True)
        row["cached_ms"] = timed(hit, runs=5)
        rows.append(row)
        fmt = lambda v: "  FAIL" if v is None else f"{v:6.0f}"  # noqa: E731
        print(f"{name:34} tileir {fmt(row['tileir_ms'])}  tileiras "
              f"{fmt(row.get('tileiras_ms')) if nvidia else '     -'}  cached "
              f"{row['cached_ms']:5.1f}", flush=True)
    ok = [r for r in rows if r["tileir_ms"] is not None]
    med = lambda k: statistics.median(r[k] for r in ok if r.get(k) is not None)  # noqa: E731
    summary = {"startup_ms": startup, "kernels": len(rows), "compiled": len(ok),
               "tileir_median_ms": med("tileir_ms"), "tileir_max_ms": max(r["tileir_ms"] for r in ok),
               "cached_median_ms": med("cached_ms"), "read_median_ms": med("read_ms"),
               "mlir_median_ms": med("mlir_ms"), "ptx_median_ms": med("ptx_ms"),
               "ptxas_median_ms": med("ptxas_ms")}
    if nvidia:
        both = [r for r in ok if r.get("tileiras_ms") is not None]
        summary["tileiras_median_ms"] = statistics.median(r["tileiras_ms"] for r in both)
        summary["tileir_faster"] = sum(r["tileir_ms"] < r["tileiras_ms"] for r in both)
        summary["both"] = len(both)
    print(json.dumps(summary, indent=1))
    if out_json:
        with open(out_json, "w") as fh:
            json.dump({"summary": summary, "rows": rows}, fh, indent=1)
    shutil.rmtree(tmp)


main()
