#!/usr/bin/env python3
"""A small test-case reducer for generated kernels: deletes whole
`if`/`loop`/`for`/`reduce`/`scan` blocks and op lines, and bypasses ops (every
use of a result replaced by one of the op's operands, then the op deleted),
for as long as the module still verifies and the failure still happens.

    reduce.py KERNEL.mlir --tile-opt=BIN --out=REDUCED.mlir -- CMD...

CMD is the failing command with `{}` standing for the candidate kernel's
path; "still failing" means it exits with the same status as on KERNEL.
Line deletion works on tile-gen's output (one op per line); a line whose
results are used elsewhere cannot go, since the module then does not parse.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

KEEP = ("cuda_tile.module", "entry ", "return", "continue", "yield", "break", "} else {")


def status(cmd, path):
    try:
        return subprocess.run([c.replace("{}", path) for c in cmd], capture_output=True,
                              timeout=120).returncode
    except subprocess.TimeoutExpired:
        return "timeout"


def blocks(lines):
    """(first, last) line ranges of region-holding ops, innermost first."""
    stack, out = [], []
    for i, l in enumerate(lines):
        s = l.strip()
        if s.endswith("{") and not s.startswith("} else") and not s.startswith(("entry ", "cuda_tile.module")):
            stack.append(i)
        elif s.startswith("(") and s.endswith("{"):
            stack.append(i)
        elif s == "}" and stack:
            out.append((stack.pop(), i))
    # reduce/scan: the op line is the one before its region header.
    fixed = []
    for a, b in out:
        if lines[a].strip().startswith("(") and a > 0:
            a -= 1
        fixed.append((a, b))
    return fixed


def reduce_kernel(path, cmd, tile_opt, seconds=90):
    lines = open(path).read().splitlines()
    want = status(cmd, path)
    fd, cand = tempfile.mkstemp(suffix=".mlir")
    os.close(fd)

    def ok(ls):
        with open(cand, "w") as f:
            f.write("\n".join(ls) + "\n")
        if subprocess.run([tile_opt, cand], capture_output=True).returncode != 0:
            return False
        return status(cmd, cand) == want

    start = time.time()
    changed = True
    while changed and time.time() - start < seconds:
        changed = False
        for a, b in sorted(blocks(lines), key=lambda r: r[1] - r[0], reverse=True):
            if time.time() - start > seconds:
                break
            trial = lines[:a] + lines[b + 1:]
            if ok(trial):
                lines, changed = trial, True
                break
        if changed:
            continue
        for i in range(len(lines) - 1, -1, -1):
            if time.time() - start > seconds:
                break
            s = lines[i].strip()
            if i >= len(lines) or not s or s.startswith(KEEP) or s.endswith("{") or s == "}":
                continue
            trial = lines[:i] + lines[i + 1:]
            if ok(trial):
                lines, changed = trial, True
                continue
            # Bypass: `%r = op %a, %b ...`: uses of %r read %a (or %b) instead.
            m = re.match(r"\s*(%[\w]+) = \w+ (.*)", lines[i])
            if not m:
                continue
            res = m.group(1)
            for operand in re.findall(r"%[\w#]+", m.group(2))[:3]:
                use = re.compile(re.escape(res) + r"(?![\w#])")
                trial = lines[:i] + [use.sub(operand, l) for l in lines[i + 1:]]
                if ok(trial):
                    lines, changed = trial, True
                    break
    os.remove(cand)
    return lines


def main():
    argv = sys.argv[1:]
    if "--" not in argv:
        sys.exit("reduce.py: give the failing command after --, with {} for the kernel")
    cut = argv.index("--")
    ap = argparse.ArgumentParser()
    ap.add_argument("kernel")
    ap.add_argument("--tile-opt", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seconds", type=float, default=90)
    args = ap.parse_args(argv[:cut])
    cmd = argv[cut + 1:]
    before = sum(1 for _ in open(args.kernel))
    lines = reduce_kernel(args.kernel, cmd, args.tile_opt, args.seconds)
    with open(args.out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"reduced {before} lines to {len(lines)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
