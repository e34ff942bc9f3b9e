"""--bound-at-occupancy (on by default): the loads of a block issued before the math that uses them.

unsloth's SwiGLU backward as the GPU suite exports it (1024-element tiles) loads six
16-byte groups of three tensors, computes, and stores. Assembled under the .minnctapersm
its registers already allow, ptxas issues every load before the first special-function
instruction (one DRAM round trip per block); the bound costs no block per SM. Needs
tile-translate (build/), ptxas and cuobjdump (the test virtualenv's nvidia-cuda-cuobjdump).
"""

import glob
import json
import os
import re
import subprocess

import pytest

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
KERNEL = os.path.join(ROOT, "test", "Pipelines", "Inputs", "swiglu_dwf_1024.tileirbc")
TRANSLATE = os.path.join(ROOT, "build", "bin", "tile-translate")
CUOBJDUMP = (glob.glob(os.path.join(ROOT, "build", "fixtures-venv", "lib", "python3*", "site-packages",
                                    "nvidia", "cu13", "bin", "cuobjdump")) or [None])[0]
OP = re.compile(r"/\*([0-9a-f]{4,})\*/\s+(?:@!?P\w+\s+)?([A-Z][A-Z0-9_.]*)")


def compile_kernel(tmp_path, *flags):
    cubin, manifest = tmp_path / "k.cubin", tmp_path / "k.json"
    subprocess.run([TRANSLATE, "--cudatile-to-cubin", "--chip=sm_90a", *flags, KERNEL, "-o", str(cubin),
                    f"--manifest-out={manifest}"], check=True)
    sass = subprocess.run([CUOBJDUMP, "-sass", str(cubin)], check=True, capture_output=True, text=True).stdout
    ops = [m.group(2) for m in OP.finditer(sass)]
    return ops, json.loads(manifest.read_text())["kernels"][0]["ptxas"]


def resident_blocks(registers, threads=128):
    per_warp = -(-registers * 32 // 256) * 256
    return min(65536 // per_warp // (threads // 32), 2048 // threads, 32)


@pytest.mark.skipif(not (os.path.exists(TRANSLATE) and CUOBJDUMP), reason="needs build/ and the test venv")
def test_loads_issued_first_at_the_same_occupancy(tmp_path):
    free_ops, free = compile_kernel(tmp_path, "--bound-at-occupancy=false")
    ops, bound = compile_kernel(tmp_path)
    first_math = ops.index(next(o for o in ops if o.startswith("MUFU")))
    loads = [i for i, o in enumerate(ops) if o.startswith("LDG")]
    assert len(loads) == 6
    assert max(loads) < first_math, ops[: first_math + 1]
    assert bound["min_blocks_per_sm"] == resident_blocks(free["registers"])
    assert resident_blocks(bound["registers"]) >= bound["min_blocks_per_sm"]
    assert bound["spill_store_bytes"] == 0 and "min_blocks_per_sm" not in free
