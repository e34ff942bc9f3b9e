# -*- Python -*-
import os

import lit.formats
from lit.llvm import llvm_config

config.name = "TileIR"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test", ".c"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Fixtures"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tileir_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()
# The tileiras driver caches compiles in the user's cache directory; tests
# must see every compile happen (test/Tools/tileiras/cache.test turns it on).
config.environment["TILEIR_CACHE"] = "0"

tool_dirs = [config.tileir_tools_dir, config.llvm_tools_dir]
tools = ["tile-opt", "tile-translate", "tile-diff", "tile-run", "tile-gate", "tile-gen", "tileir-capi-test",
         "tileir-capi-compiler-test", "FileCheck", "not", "count"]
llvm_config.add_tool_substitutions(
    [t for t in tools if os.path.exists(os.path.join(config.tileir_tools_dir, t))
     or t in ("FileCheck", "not", "count")], tool_dirs)
config.environment["PATH"] = os.pathsep.join(
    tool_dirs + [config.environment.get("PATH", "")])

# The tileiras compat driver sits in bin/compat (its own PATH entry for
# front ends); tests name it by path so it never shadows anything.
# The longer name first: lit substitutes in order.
config.substitutions.append(
    ("%tileiras-compile",
     os.path.join(config.tileir_tools_dir, "compat", "tileiras-compile")))
config.substitutions.append(
    ("%tileiras", os.path.join(config.tileir_tools_dir, "compat", "tileiras")))
config.substitutions.append(("%tileir_obj_root", config.tileir_obj_root))
config.substitutions.append(
    ("%llvm_tblgen", os.path.join(config.llvm_tools_dir, "llvm-tblgen")))
config.substitutions.append(("%tileir_src_root", config.tileir_src_root))
# The install test configures and builds a second project (slow); CI runs it,
# a quick local run can skip it with TILEIR_SKIP_INSTALL_TEST=1.
if not os.environ.get("TILEIR_SKIP_INSTALL_TEST"):
    config.available_features.add("install-test")
# ptxas (CUDA toolkit) checks that emitted PTX assembles; no GPU needed.
_cuda = os.environ.get("CUDA_HOME", "/usr/local/cuda")
if os.path.exists(os.path.join(_cuda, "bin", "ptxas")):
    config.available_features.add("ptxas")
    # %ptxas runs it as the compiler does (static .shared past 48 KiB);
    # %ptxas_bin is the program itself, for tests that pass it on.
    _ptxas = os.path.join(_cuda, "bin", "ptxas")
    config.substitutions.append(("%ptxas_bin", _ptxas))
    config.substitutions.append(("%ptxas", _ptxas + " --enable-extended-smem=true"))
# The install test builds its consumer with TileIR's own compilers (a
# sanitized TileIR has the runtimes of that compiler to link).
config.substitutions.append(("%cmake_compilers", "-DCMAKE_CXX_COMPILER=%s -DCMAKE_C_COMPILER=%s"
                             % (config.cxx_compiler, config.c_compiler)))
# A sanitized build (CI's): ASan and UBSan reports fail the test. LLVM/MLIR
# come uninstrumented from the system, and their allocators' inline code is
# compiled both ways (ours poisons what theirs then reads): manual poisoning
# is off. Leaks are not checked: a compiler's process ends with its job.
if config.llvm_use_sanitizer:
    config.available_features.add("sanitized")
    config.environment["ASAN_OPTIONS"] = "allow_user_poisoning=0:detect_leaks=0:abort_on_error=0"
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1"
config.substitutions.append(("%fixtures", os.path.join(config.tileir_src_root, "test", "Fixtures")))
