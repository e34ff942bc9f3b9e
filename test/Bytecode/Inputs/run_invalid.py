#!/usr/bin/env python3
"""Runs tile-translate --cudatilebc-to-mlir on every file of a folder and
requires each to be refused: exit code 1 (no crash, no hang), nothing on
stdout, and an error that names a byte offset."""
import os
import re
import subprocess
import sys

tool, folder = sys.argv[1], sys.argv[2]
files = sorted(f for f in os.listdir(folder) if f.endswith(".tileirbc"))
failed = []
for name in files:
    try:
        p = subprocess.run([tool, "--cudatilebc-to-mlir", os.path.join(folder, name)],
                           capture_output=True, timeout=30)
    except subprocess.TimeoutExpired:
        failed.append(f"{name}: hangs")
        continue
    err = p.stderr.decode(errors="replace")
    if p.returncode != 1:
        failed.append(f"{name}: exit code {p.returncode}: {err[-300:]}")
    elif p.stdout:
        failed.append(f"{name}: printed output")
    elif not re.search(r"error: .*bytecode offset \d+", err):
        failed.append(f"{name}: diagnostic without an offset: {err.strip()[:300]}")
for f in failed:
    print("FAIL:", f)
print(f"{len(files) - len(failed)} passed, {len(failed)} failed")
sys.exit(1 if failed or not files else 0)
