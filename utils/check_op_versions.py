#!/usr/bin/env python3
"""Checks that each cuda_tile op's `sinceVersion` (its CT_Op in the .td files)
is the version the bytecode op tables give it (lib/Bytecode/Common/OpTable*.inc,
which the writer's version gate reads), and that every op with an opcode there
is defined here and the other way round (testing ops aside).

Usage: check_op_versions.py LLVM_TBLGEN SRC_ROOT [LLVM_INCLUDE]
(LLVM_INCLUDE: default the include/ beside LLVM_TBLGEN's bin/)
Prints one line per op that disagrees and a summary; exit 1 on any.
"""
import glob
import os
import re
import sys

from td_ops import llvm_include_dir, op_records


def td_versions(tblgen, root, llvm_include):
    return {r["opName"]: r["sinceVersion"]
            for _, r in op_records(tblgen, root, llvm_include) if "sinceVersion" in r}


def table_versions(root):
    ops = {}
    for inc in sorted(glob.glob(os.path.join(root, "lib/Bytecode/Common/OpTable*.inc"))):
        for m in re.finditer(r'^OP\("([^"]+)", 0x[0-9A-Fa-f]+, V\((\d+), (\d+)\)', open(inc).read(), re.M):
            ops[m.group(1)] = f"{m.group(2)}.{m.group(3)}"
    return ops


def main():
    tblgen, root = sys.argv[1:3]
    llvm_include = llvm_include_dir(tblgen, sys.argv)
    td, table = td_versions(tblgen, root, llvm_include), table_versions(root)
    bad = 0
    for name in sorted(set(td) | set(table)):
        # Function-table entries of 13.5's preview, written by the envelope
        # (their nested opcodes 0x4003/0x4004 are never read in a body).
        if name.startswith("testing$") or name in ("preview$func", "preview$extern_impl"):
            continue
        a, b = td.get(name), table.get(name)
        if a != b:
            bad += 1
            print(f"MISMATCH {name}: .td sinceVersion {a}, op table {b}")
    print(f"op versions: {len(table)} ops in the bytecode tables, {len(td)} in the .td files, {bad} disagree")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
