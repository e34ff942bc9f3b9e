#!/usr/bin/env python3
"""Checks that every cuda_tile op has a summary and a description in its .td
(the op's documentation: `ninja mlir-doc` renders them into
build/docs/CudaTile/CudaTileOps.md).

Usage: check_op_docs.py LLVM_TBLGEN SRC_ROOT [LLVM_INCLUDE]
(LLVM_INCLUDE: default the include/ beside LLVM_TBLGEN's bin/)
Prints one line per op without them and a summary; exit 1 on any.
"""
import glob
import json
import os
import subprocess
import sys
import tempfile


def main():
    tblgen, root = sys.argv[1:3]
    llvm_include = (sys.argv[3] if len(sys.argv) > 3 else
                    os.path.join(os.path.dirname(os.path.realpath(tblgen)), "..", "include"))
    tds = sorted(glob.glob(os.path.join(root, "include/TileIR/Dialect/CudaTile/IR/CudaTile*Ops.td")))
    ops, missing = set(), []
    with tempfile.TemporaryDirectory() as tmp:
        for td in tds:
            out = os.path.join(tmp, "records.json")
            subprocess.run([tblgen, "--dump-json", "-I", os.path.join(root, "include"),
                            "-I", llvm_include, td, "-o", out], check=True)
            records = json.load(open(out))
            for name in records["!instanceof"].get("Op", []):
                r = records[name]
                op = r.get("opName")
                if not op or op in ops:
                    continue
                ops.add(op)
                lacks = [f for f in ("summary", "description") if not str(r.get(f, "")).strip()]
                if lacks:
                    missing.append(op)
                    print(f"UNDOCUMENTED {op} ({os.path.basename(td)}): no {' and no '.join(lacks)}")
    print(f"op docs: {len(ops)} ops, {len(missing)} without a summary and a description")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
