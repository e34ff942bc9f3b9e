"""cuTile Python's own compiler front door run against bin/compat/tileiras.

CPU only: needs cuda-tile (the fixtures virtualenv), a built
build/bin/compat/tileiras and ptxas. cuTile's functions that find tileiras,
read its version, probe the bytecode version, compile a cubin and parse an
error are called as they are, so what they expect of tileiras is checked
against TileIR, not against our reading of it.
    build/fixtures-venv/bin/python -m pytest python/tests/tileiras_cutile_test.py
"""
import os
import shutil

import pytest

from interp_helpers import REPO

compile_mod = pytest.importorskip("cuda.tile._compile")
from cuda.tile._bytecode.version import BytecodeVersion  # noqa: E402
from cuda.tile._compiler_options import CompilerOptions  # noqa: E402

COMPAT = REPO / "build" / "bin" / "compat"
pytestmark = [
    pytest.mark.skipif(not (COMPAT / "tileiras").exists(),
                       reason="bin/compat/tileiras is not built"),
    pytest.mark.skipif(shutil.which("ptxas") is None
                       and not os.path.exists("/usr/local/cuda/bin/ptxas"),
                       reason="no ptxas"),
]


@pytest.fixture(autouse=True)
def tileiras_on_path(monkeypatch):
    # cuTile caches what it found; every test starts from PATH.
    monkeypatch.setenv("PATH", f"{COMPAT}{os.pathsep}{os.environ['PATH']}")
    for f in (compile_mod._get_max_supported_bytecode_version,
              compile_mod._get_compiler_version_string):
        f.cache_clear()
    if hasattr(compile_mod._find_compiler_bin, "cache_clear"):
        compile_mod._find_compiler_bin.cache_clear()


def test_finds_tileir_and_reads_its_version():
    assert compile_mod._find_compiler_bin().path == str(COMPAT / "tileiras")
    version = compile_mod._get_compiler_version_string()
    assert version.startswith("tileiras: TileIR")
    assert "Cuda compilation tools, release 13.5" in version


def test_probe_picks_13_4_and_remarks(tmp_path):
    assert (compile_mod._get_max_supported_bytecode_version(str(tmp_path))
            == BytecodeVersion.V_13_4)
    assert compile_mod._tileiras_supports_remarks(str(tmp_path))


def test_compile_cubin_with_remarks(tmp_path):
    src = tmp_path / "vadd.bytecode"
    shutil.copy(REPO / "test" / "Fixtures" / "python" / "vadd_f32.v13_3.tileirbc", src)
    remarks = tmp_path / "vadd.remarks.yaml"
    cubin = compile_mod.compile_cubin(str(src), CompilerOptions(), "sm_90", None,
                                      remarks_output_file=remarks)
    assert cubin.read_bytes()[:4] == b"\x7fELF"
    assert remarks.exists()


def test_error_names_the_source_line(tmp_path):
    # mmaf_scaled has no lowering before sm_100: cuTile must get the op's line.
    src = tmp_path / "scaled.bytecode"
    mlir = REPO / "test" / "Conversion" / "TileToSIMT" / "Inputs" / "mmaf-scaled.mlir"
    import subprocess
    subprocess.run([str(REPO / "build" / "bin" / "tile-translate"), "--mlir-to-cudatilebc",
                    str(mlir), "-o", str(src)], check=True)
    with pytest.raises(Exception) as info:
        compile_mod.compile_cubin(str(src), CompilerOptions(), "sm_90", None)
    err = info.value
    assert err.loc.filename.endswith("mmaf-scaled.mlir")
    assert (err.loc.line, err.loc.col) == (9, 10)
    assert "Return code 5" in err.message
    assert "'mmaf_scaled'" in err.message


def test_cutile_13_5_bytecode_compiles(tmp_path):
    # cuTile 1.7's 13.5 writer (a development version there: its default
    # probe stops at 13.4) lays out the 13.5 function table and debug info as
    # NVIDIA's 13.5 reader does; a kernel it writes must compile here.
    import sys
    sys.path.insert(0, str(REPO / "python" / "fixtures"))
    import kernels as K
    from generate import signature
    fx = next(f for f in K.FIXTURES if f.name == "softmax_rows_f32")
    res = compile_mod.compile_tile(fx.kernel._annotated_function, [signature(K, fx, spec=False)],
                                   sm_arch=None, bytecode_version=BytecodeVersion.V_13_5,
                                   return_final_ir=False, return_bytecode=True,
                                   return_cubin=False)
    src = tmp_path / "softmax.bytecode"
    src.write_bytes(bytes(res.bytecode))
    assert src.read_bytes()[8:10] == b"\x0d\x05"
    cubin = compile_mod.compile_cubin(str(src), CompilerOptions(), "sm_90", None)
    assert cubin.read_bytes()[:4] == b"\x7fELF"
