"""Compile time, cuda_tile text -> PTX (ptxas excluded), median of 5 runs.

Usage: compile_time.py BUILD_DIR. Each run is one tile-opt process
(parse, tile-to-ptx pipeline, NVPTX back end with O3, PTX written).
"""
import glob
import os
import statistics
import subprocess
import sys
import time

build = sys.argv[1]
src = os.path.join(os.path.dirname(__file__), "..", "..", "test", "Fixtures", "cutile-rs")
rows = []
for f in sorted(glob.glob(os.path.join(src, "*.ir.txt"))):
    name = os.path.basename(f)[:-len(".ir.txt")]
    times = []
    ok = True
    for _ in range(5):
        t = time.perf_counter()
        r = subprocess.run([os.path.join(build, "bin", "tile-opt"), "--cutile-rs-text", f,
                            "--tile-to-ptx=chip=sm_90", "--tile-emit-ptx=output=/dev/null",
                            "-o", "/dev/null"], capture_output=True)
        times.append((time.perf_counter() - t) * 1000)
        ok = ok and r.returncode == 0
    rows.append((name, statistics.median(times), ok))
    print(f"{name:28} {statistics.median(times):8.1f} ms {'ok' if ok else 'FAILED'}")
good = [t for _, t, ok in rows if ok]
if good:
    print(f"median over {len(good)} kernels: {statistics.median(good):.1f} ms")
