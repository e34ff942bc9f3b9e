# -*- Python -*-
import os

import lit.formats
from lit.llvm import llvm_config

config.name = "TileIR"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test", ".c"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tileir_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

tool_dirs = [config.tileir_tools_dir, config.llvm_tools_dir]
tools = ["tile-opt", "tile-translate", "FileCheck", "not", "count"]
llvm_config.add_tool_substitutions(
    [t for t in tools if os.path.exists(os.path.join(config.tileir_tools_dir, t))
     or t in ("FileCheck", "not", "count")], tool_dirs)
config.environment["PATH"] = os.pathsep.join(
    tool_dirs + [config.environment.get("PATH", "")])
