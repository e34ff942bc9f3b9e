#!/usr/bin/env python3
"""Runs `tool --cudatilebc-to-mlir FILE`, which must fail, takes the offset from
the first "bytecode offset N" in its diagnostic and checks that the file's
byte at N starts the op named by --opcode (a varint below 0x80 is one byte).
Prints the diagnostic, then 'opcode at N: ok' or the mismatch.
"""
import re
import subprocess
import sys


def main():
    tool, path, opcode = sys.argv[1], sys.argv[2], int(sys.argv[3], 0)
    p = subprocess.run([tool, "--cudatilebc-to-mlir", path], capture_output=True)
    err = p.stderr.decode(errors="replace")
    sys.stdout.write(err)
    if p.returncode != 1:
        print(f"unexpected exit code {p.returncode}")
        return 1
    m = re.search(r"bytecode offset (\d+)", err)
    if not m:
        print("no offset in the diagnostic")
        return 1
    offset = int(m.group(1))
    data = open(path, "rb").read()
    if offset >= len(data) or data[offset] != opcode:
        got = data[offset] if offset < len(data) else None
        print(f"opcode at {offset}: expected {opcode:#x}, found {got}")
        return 1
    print(f"opcode at {offset}: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
