#!/usr/bin/env python3
"""Imports every *.tileirbc under a folder with tile-translate and checks:
  1. the import succeeds and verifies (or, for a file named in --bad, fails
     with a located diagnostic containing the given text);
  2. import -> export (same version) -> import prints the same module,
     locations included;
  3. export is a fixed point: export(import(ours)) == ours, byte for byte.
Prints one line per failure and a closing 'N passed, N failed' line.
"""
import argparse
import os
import subprocess
import sys
import tempfile


def run(cmd, stdin=None):
    p = subprocess.run(cmd, input=stdin, capture_output=True)
    if p.returncode < 0 or p.returncode > 1:
        raise RuntimeError(f"{' '.join(cmd)} crashed with {p.returncode}:\n"
                           f"{p.stderr.decode(errors='replace')}")
    return p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tool")
    ap.add_argument("folder")
    ap.add_argument("--bad", action="append", default=[],
                    help="NAME=TEXT: NAME must fail with TEXT in the message")
    args = ap.parse_args()
    bad = dict(b.split("=", 1) for b in args.bad)
    files = sorted(f for f in os.listdir(args.folder) if f.endswith(".tileirbc"))
    passed, failed = 0, []
    tmp = tempfile.mkdtemp()
    for name in files:
        path = os.path.join(args.folder, name)
        data = open(path, "rb").read()
        version = f"{data[8]}.{data[9]}"
        try:
            imp = run([args.tool, "--cudatilebc-to-mlir", "-mlir-print-debuginfo", path])
            if name in bad:
                err = imp.stderr.decode(errors="replace")
                if imp.returncode == 0:
                    failed.append(f"{name}: expected to fail, imported")
                elif bad[name] not in err or "bytecode offset" not in err and \
                        "error:" not in err:
                    failed.append(f"{name}: wrong diagnostic: {err.strip()}")
                else:
                    passed += 1
                continue
            if imp.returncode != 0:
                failed.append(f"{name}: import failed: "
                              f"{imp.stderr.decode(errors='replace').strip()[:400]}")
                continue
            ours = os.path.join(tmp, name)
            exp = run([args.tool, "--mlir-to-cudatilebc", "--bytecode-version",
                       version, path, "-o", ours])
            if exp.returncode != 0:
                failed.append(f"{name}: export {version} failed: "
                              f"{exp.stderr.decode(errors='replace').strip()[:400]}")
                continue
            imp2 = run([args.tool, "--cudatilebc-to-mlir", "-mlir-print-debuginfo", ours])
            if imp2.returncode != 0 or imp2.stdout != imp.stdout:
                failed.append(f"{name}: re-import differs")
                continue
            again = os.path.join(tmp, "again.tileirbc")
            run([args.tool, "--mlir-to-cudatilebc", "--bytecode-version", version,
                 ours, "-o", again])
            if open(again, "rb").read() != open(ours, "rb").read():
                failed.append(f"{name}: export is not a fixed point")
                continue
            passed += 1
        except RuntimeError as e:
            failed.append(f"{name}: {e}")
    for f in failed:
        print("FAIL:", f)
    print(f"{passed} passed, {len(failed)} failed")
    return 1 if failed or passed == 0 else 0


sys.exit(main())
