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
import json
import os
import re
import subprocess
import sys
import tempfile


def td_versions(tblgen, root, llvm_include):
    ops = {}
    tds = sorted(glob.glob(os.path.join(root, "include/TileIR/Dialect/CudaTile/IR/CudaTile*Ops.td")))
    with tempfile.TemporaryDirectory() as tmp:
        for td in tds:
            out = os.path.join(tmp, "records.json")
            subprocess.run([tblgen, "--dump-json", "-I", os.path.join(root, "include"),
                            "-I", llvm_include, td, "-o", out], check=True)
            records = json.load(open(out))
            for name in records["!instanceof"].get("Op", []):
                r = records[name]
                if "sinceVersion" in r and r.get("opName"):
                    ops[r["opName"]] = r["sinceVersion"]
    return ops


def table_versions(root):
    ops = {}
    for inc in sorted(glob.glob(os.path.join(root, "lib/Bytecode/Common/OpTable*.inc"))):
        for m in re.finditer(r'^OP\("([^"]+)", 0x[0-9A-Fa-f]+, V\((\d+), (\d+)\)', open(inc).read(), re.M):
            ops[m.group(1)] = f"{m.group(2)}.{m.group(3)}"
    return ops


def main():
    tblgen, root = sys.argv[1:3]
    llvm_include = (sys.argv[3] if len(sys.argv) > 3 else
                    os.path.join(os.path.dirname(os.path.realpath(tblgen)), "..", "include"))
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
