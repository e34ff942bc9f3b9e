#!/usr/bin/env python3
"""Checks that every cuda_tile op has a summary and a description in its .td
(the op's documentation: `ninja mlir-doc` renders them into
build/docs/CudaTile/CudaTileOps.md).

Usage: check_op_docs.py LLVM_TBLGEN SRC_ROOT [LLVM_INCLUDE]
(LLVM_INCLUDE: default the include/ beside LLVM_TBLGEN's bin/)
Prints one line per op without them and a summary; exit 1 on any.
"""
import sys

from td_ops import llvm_include_dir, op_records


def main():
    tblgen, root = sys.argv[1:3]
    ops, missing = 0, []
    for td, r in op_records(tblgen, root, llvm_include_dir(tblgen, sys.argv)):
        ops += 1
        lacks = [f for f in ("summary", "description") if not str(r.get(f, "")).strip()]
        if lacks:
            missing.append(r["opName"])
            print(f"UNDOCUMENTED {r['opName']} ({td}): no {' and no '.join(lacks)}")
    print(f"op docs: {ops} ops, {len(missing)} without a summary and a description")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
