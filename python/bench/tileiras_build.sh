#!/usr/bin/env bash
# Compiles every IN_DIR/*.tileirbc with NVIDIA's tileiras (the pip wheel) for the benchmark
# python/bench/bench_tilegym.py, which runs these cubins beside TileIR's on the same bytecode.
# Usage: tileiras_build.sh IN_DIR OUT_DIR [chip]        (chip: default sm_90)
#   IN_DIR:  e.g. .dev/tilegym-gpu (python/tilegym/gpu_build.sh writes it)
#   OUT_DIR: gets NAME.cubin and NAME.tileiras.json per kernel, nothing else
#            (entry symbol, parameters, thread shape, rc, stderr, compile ms, tileiras version).
# A kernel tileiras refuses is recorded (rc != 0, stderr, no cubin), not fatal; the script
# fails only when tileiras cannot be installed or run at all. TILEIRAS_JOBS=N compiles N at a
# time (default 1, so that compile_ms is one compile's wall clock; the record notes jobs).
#
# tileiras comes from pip, with the nvcc (ptxas) and nvvm (libnvvm) wheels of the same
# major.minor, as cuTile Python's `cuda-tile[tileiras]` extra installs it: tileiras finds
# ptxas and libnvvm beside itself under nvidia/cu13/, but prefers $CUDA_HOME's (a system CUDA
# 13.0 libnvvm makes it fail with a bare "failed to compile Tile IR program"), so CUDA_HOME
# and CUDA_PATH are unset when it runs. The install, into TILEIRAS_HOME (default
# build/tileiras-<version>, outside OUT_DIR), is exactly:
#   python3 -m pip download --no-deps --only-binary=:all: --python-version 3.12 \
#     --implementation cp --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 \
#     --platform manylinux2014_x86_64 --platform manylinux_2_12_x86_64 \
#     --platform manylinux2010_x86_64 -d $TILEIRAS_HOME/wheels \
#     nvidia-cuda-tileiras==$V nvidia-cuda-nvcc==$V nvidia-nvvm==$V
#   python3 -m pip install --no-deps --no-index --target $TILEIRAS_HOME/site $TILEIRAS_HOME/wheels/*.whl
# TILEIRAS_VERSION picks the wheels (default 13.4.*: the newest the pinned cuda-tile 1.7
# accepts, `cuda-toolkit[tileiras]<13.5,>=13.2`). TILEIRAS_WHEELS=DIR installs from DIR
# (no download) instead. TILEIRAS=/path/to/tileiras skips the install altogether.
set -euo pipefail
IN=${1:?input dir with *.tileirbc}; OUT=${2:?output dir}; CHIP=${3:-sm_90}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
VER=${TILEIRAS_VERSION:-13.4.*}
HOME_DIR=${TILEIRAS_HOME:-$ROOT/build/tileiras-${VER//\*/x}}
PYPLAT=(--only-binary=:all: --python-version 3.12 --implementation cp
        --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64
        --platform manylinux2014_x86_64 --platform manylinux_2_12_x86_64
        --platform manylinux2010_x86_64)

if [ -z "${TILEIRAS:-}" ]; then
  TILEIRAS=$HOME_DIR/site/nvidia/cu13/bin/tileiras
  if [ ! -x "$TILEIRAS" ] || [ ! -x "$HOME_DIR/site/nvidia/cu13/bin/ptxas" ] ||
     [ ! -e "$HOME_DIR/site/nvidia/cu13/lib/libnvvm.so.4" ]; then
    WHEELS=${TILEIRAS_WHEELS:-$HOME_DIR/wheels}
    mkdir -p "$WHEELS"
    if [ -z "${TILEIRAS_WHEELS:-}" ]; then
      python3 -m pip download -q --no-deps "${PYPLAT[@]}" -d "$WHEELS" \
        "nvidia-cuda-tileiras==$VER" "nvidia-cuda-nvcc==$VER" "nvidia-nvvm==$VER"
    fi
    rm -rf "$HOME_DIR/site"
    python3 -m pip install -q --no-deps --no-index --target "$HOME_DIR/site" "$WHEELS"/*.whl
  fi
fi
[ -x "$TILEIRAS" ] || { echo "tileiras_build.sh: no tileiras at $TILEIRAS" >&2; exit 2; }
TVER=$(env -u CUDA_HOME -u CUDA_PATH "$TILEIRAS" --version | sed -n 's/.*release \([0-9.]*\), V\([0-9.]*\).*/\2/p')
echo "tileiras $TVER ($TILEIRAS), chip $CHIP"

mkdir -p "$OUT"
rm -f "$OUT"/*.cubin "$OUT"/*.tileiras.json
export TILEIRAS TVER CHIP IN OUT
exec python3 - "$ROOT/python/bench/cubin_launch.py" <<'EOF'
import concurrent.futures, glob, importlib.util, json, os, subprocess, sys, time

spec = importlib.util.spec_from_file_location("cubin_launch", sys.argv[1])
cl = importlib.util.module_from_spec(spec)
spec.loader.exec_module(cl)
tileiras, chip, ind, out = (os.environ[k] for k in ("TILEIRAS", "CHIP", "IN", "OUT"))
env = {k: v for k, v in os.environ.items() if k not in ("CUDA_HOME", "CUDA_PATH")}
env["PATH"] = os.path.dirname(tileiras) + ":" + env.get("PATH", "")
names = sorted(os.path.basename(p)[:-len(".tileirbc")] for p in glob.glob(os.path.join(ind, "*.tileirbc")))
jobs = int(os.environ.get("TILEIRAS_JOBS", "1"))


def compile_one(name):
    cubin = os.path.join(out, name + ".cubin")
    cmd = [tileiras, os.path.join(ind, name + ".tileirbc"), "-o", cubin, "--gpu-name", chip, "-O3"]
    t0 = time.perf_counter()
    try:
        p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
        rc, err = p.returncode, (p.stderr + p.stdout)[-4000:]
    except subprocess.TimeoutExpired:
        rc, err = -1, "timeout after 600 s"
    ms = (time.perf_counter() - t0) * 1e3
    rec = {"name": name, "tileiras": os.environ["TVER"], "chip": chip, "opt": 3, "rc": rc,
           "stderr": err, "compile_ms": round(ms, 1), "jobs": jobs}
    if rc == 0 and os.path.exists(cubin):
        with open(cubin, "rb") as f:
            try:
                rec.update(cl.cubin_info(f.read()))
            except ValueError as e:
                rec["rc"], rec["stderr"] = -2, f"cubin unreadable: {e}"
    if rec["rc"] != 0 and os.path.exists(cubin):
        os.remove(cubin)
    with open(os.path.join(out, name + ".tileiras.json"), "w") as f:
        json.dump(rec, f, indent=1)
    return rec


ok = 0
with concurrent.futures.ThreadPoolExecutor(max(1, jobs)) as pool:
    for rec in pool.map(compile_one, names):
        if rec["rc"] == 0:
            ok += 1
        else:
            first = (rec["stderr"].strip().splitlines() or ["(no stderr)"])[0]
            print(f"REFUSED {rec['name']}: rc {rec['rc']}: {first[:200]}")
print(f"tileiras compiled {ok} of {len(names)} kernels into {out}")
EOF
