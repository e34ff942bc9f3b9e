#!/usr/bin/env python3
"""Checks sm_90a cubins for a wgmma A operand whose registers a loop overwrites.

    python3 python/tilegym/sass_check.py [--cuobjdump PATH] CUBIN...

A wgmma reading A from registers (SASS `HGMMA ... Rd, Ra, gdesc...`) inside a loop
reads registers Ra..Ra+3. Where no instruction of the loop writes them before the
HGMMA (the value comes from before the loop, like an attention loop's Q) but the
last one to write them after it is not a reload from local memory (LDL: ptxas
restoring a spilled A), the next trip's HGMMA reads that other value. ptxas 13.0 at
-O1 and up produced exactly that for TileGym's causal bnsd attention (Q's registers
given to P): wrong outputs on the GPU, visible here without one. A loop is a
backward branch whose target every path from the kernel's entry to the branch goes
through (a back edge: ptxas puts an mbarrier wait's retry after the kernel's exit,
whose jump back to the wait is not one); its body the instructions from the branch
target to the branch.
Second, an HGMMA in a loop must find its A registers unwritten until the first wait
for every wgmma group after it (round the loop): a product left running into the next
trip reads them until then, and ptxas does not keep them for it.
Exit status 1 when any cubin has such a loop, 2 when cuobjdump fails.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys

INSTR = re.compile(r"\s+/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;")
BRANCH = re.compile(r"\bBRA (?:`\()?(0x[0-9a-f]+)")
HGMMA_A = re.compile(r"HGMMA\.\S+ R\d+, R(\d+), ")
DEST = re.compile(r"(?:@!?U?P\w+ )?([A-Z][A-Z0-9_.]*) R(\d+)\b")
# Opcodes whose first register operand is read, not written.
NO_DEST = ("ST", "STS", "STG", "STL", "RED", "HGMMA", "BRA", "ISETP", "FSETP",
           "DSETP", "HSETP2", "PLOP3", "R2UR", "WARPSYNC", "BSYNC", "RET")


def dest_registers(text):
    """The registers an instruction writes (conservatively, its first operand
    and the width its opcode implies), or an empty set."""
    m = DEST.match(text)
    if not m:
        return set()
    op, reg = m.group(1), int(m.group(2))
    if op.split(".")[0] in NO_DEST:
        return set()
    parts = op.split(".")
    width = 1
    if "128" in parts:
        width = 4
    elif "64" in parts or "WIDE" in parts or parts[0] in ("CS2R", "DADD", "DMUL", "DFMA"):
        width = 2
    if parts[0] in ("LDSM", "HMMA"):
        width = 4 if parts[0] == "HMMA" or parts[-1] == "4" else (2 if parts[-1] == "2" else 1)
    return set(range(reg, reg + width))


def instructions(sass):
    return [(int(a, 16), t.strip()) for a, t in INSTR.findall(sass)]


def functions(ins):
    """`ins` split into its functions (each starts again at address 0)."""
    runs = []
    for a, t in ins:
        if not runs or a <= runs[-1][-1][0]:
            runs.append([])
        runs[-1].append((a, t))
    return runs


def successors(ins):
    """Each instruction's successors (indices into `ins`), or None where an
    indirect branch makes the graph unknown."""
    index = {a: i for i, (a, _) in enumerate(ins)}
    succ = []
    for i, (_, t) in enumerate(ins):
        if re.search(r"\b(BRX|JMX)\b", t):
            return None
        s = []
        m = BRANCH.search(t)
        if m and int(m.group(1), 16) in index:
            s.append(index[int(m.group(1), 16)])
        unconditional = not t.startswith("@") and re.match(r"(BRA|EXIT|RET|JMP)\b", t)
        if not unconditional and i + 1 < len(ins):
            s.append(i + 1)
        succ.append(s)
    return succ


def dominates(succ, head, node):
    """Whether every path from the entry (index 0) to `node` passes `head`."""
    if succ is None or head == 0:
        return True
    seen, todo = {0}, [0]
    while todo:
        i = todo.pop()
        if i == node:
            return False
        for j in succ[i]:
            if j != head and j not in seen:
                seen.add(j)
                todo.append(j)
    return True


def clobbers(ins):
    """(loop head, HGMMA address, register, overwriting instruction) for each A
    register a loop overwrites after an HGMMA reads it from before the loop."""
    found = []
    for fn in functions(ins):
        found += function_clobbers(fn)
    return found


def loops(ins):
    """(head address, loop body) for each loop of one function: a backward
    branch whose target dominates it, the body the instructions between."""
    succ = successors(ins)
    index = {a: i for i, (a, _) in enumerate(ins)}
    for addr, text in ins:
        m = BRANCH.search(text)
        if not m or int(m.group(1), 16) >= addr:
            continue
        head = int(m.group(1), 16)
        if head not in index or not dominates(succ, index[head], index[addr]):
            continue
        yield head, [(a, t) for a, t in ins if head <= a <= addr]


def function_clobbers(ins):
    found = []
    for head, body in loops(ins):
        for i, (a, t) in enumerate(body):
            h = HGMMA_A.match(t)
            if not h:
                continue
            regs = set(range(int(h.group(1)), int(h.group(1)) + 4))
            written = set()
            for _, t2 in body[:i]:
                written |= dest_registers(t2)
            incoming = regs - written
            # The last write of each incoming register in the body: ptxas
            # reloading a spilled A there (LDL) restores it for the next trip.
            last = {}
            for a2, t2 in body[i + 1:]:
                for r in dest_registers(t2) & incoming:
                    last[r] = (a2, t2)
            hits = sorted((r, w) for r, w in last.items() if not w[1].startswith("LDL"))
            if hits:
                reg, (a2, t2) = hits[0]
                found.append((head, a, reg, a2, t2))
    return found


def in_flight_clobbers(ins):
    """(loop head, HGMMA address, register, overwriting instruction) for each A
    register a loop overwrites while the HGMMA reading it may still run: after
    it, going round the loop, before the first wait for every group
    (WARPGROUP.DEPBAR.LE gsb0, 0x0). A product left in flight into the next
    trip (tile-simt-overlap-values' P V) reads its A registers until then."""
    found = []
    for fn in functions(ins):
        for head, body in loops(fn):
            for i, (a, t) in enumerate(body):
                h = HGMMA_A.match(t)
                if not h:
                    continue
                regs = set(range(int(h.group(1)), int(h.group(1)) + 4))
                for a2, t2 in body[i + 1:] + body[:i]:
                    if re.match(r"WARPGROUP\.DEPBAR\.LE gsb0, 0x0\b", t2):
                        break
                    hit = dest_registers(t2) & regs
                    if hit:
                        found.append((head, a, min(hit), a2, t2))
                        break
    return found


def disassemble(cuobjdump, cubin):
    """The cubin's SASS (cuobjdump -sass), or raises RuntimeError with cuobjdump's error."""
    # cuobjdump -sass runs nvdisasm, found on PATH: pip's wheels put both in one folder.
    env = dict(os.environ)
    if os.path.isfile(cuobjdump):
        env["PATH"] = os.path.dirname(os.path.abspath(cuobjdump)) + os.pathsep + env.get("PATH", "")
    try:
        r = subprocess.run([cuobjdump, "-sass", cubin], capture_output=True, text=True,
                           env=env, errors="replace")
    except OSError as e:
        raise RuntimeError(f"cannot run {cuobjdump}: {e.strerror}") from e
    if r.returncode != 0:
        raise RuntimeError(f"cuobjdump failed: {r.stderr.strip()}")
    return r.stdout


def describe(finding):
    head, at, reg, a2, t2 = finding
    return (f"loop at {head:#x}: HGMMA at {at:#x} reads R{reg} from before the loop, "
            f"overwritten at {a2:#x} ({t2})")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cuobjdump", default=shutil.which("cuobjdump") or "cuobjdump")
    ap.add_argument("cubins", nargs="+")
    args = ap.parse_args()
    bad = 0
    for path in args.cubins:
        try:
            sass = disassemble(args.cuobjdump, path)
        except RuntimeError as e:
            print(f"{path}: {e}", file=sys.stderr)
            return 2
        ins = instructions(sass)
        for finding in clobbers(ins):
            bad += 1
            print(f"{os.path.basename(path)}: {describe(finding)}")
        for head, at, reg, a2, t2 in in_flight_clobbers(ins):
            bad += 1
            print(f"{os.path.basename(path)}: loop at {head:#x}: HGMMA at {at:#x} may still "
                  f"read R{reg} when {a2:#x} overwrites it ({t2})")
    print(f"sass_check: {len(args.cubins)} cubins, "
          f"{bad} wgmma A operands overwritten in their loop")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
