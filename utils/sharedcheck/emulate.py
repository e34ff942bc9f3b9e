#!/usr/bin/env python3
"""CPU check of lowered shared-memory exchanges (convert_layout, reductions).

Runs the straight-line gpu.funcs that convert-tile-simt-to-nvvm printed, for
every thread of the block: the code between two barriers runs one thread
after the other (one legal schedule), and any shared address that one
thread writes and another reads in the same barrier interval is a race
(reported; what such a read got is poisoned). An address two threads write
in one interval holds a poisoned value from then on. Kernel arguments are
symbolic: register r of argument a in thread t holds ("a", a, t, r).

  emulate.py FILE [FILE2]

prints, per function, the number of threads, barriers and races (kept
values that are poisoned or never written count as races too); with
FILE2 (the same kernels lowered another way, e.g. without rounds), also
checks that every thread ends with the same values in every vector it
builds (vector.from_elements), in order. Exit status 1 on a race, a
mismatch, or IR it does not understand.
"""
import re
import sys

NUM = re.compile(r"^-?\d+$")


def parse_funcs(path):
    funcs, cur = {}, None
    for line in open(path):
        s = line.strip()
        m = re.match(r"gpu\.func @(\w+)\((.*?)\)\s*kernel", s)
        if m:
            cur = []
            funcs[m.group(1)] = (cur, m.group(2))
            continue
        if cur is None or not s or s.startswith("//"):
            continue
        if s.startswith("gpu.return"):
            cur = None
            continue
        cur.append(s)
    return funcs


def block_threads(sig):
    # Threads: 32 x product of warpsPerCTA of the first argument's layout.
    m = re.search(r"warpsPerCTA = \[([\d, ]+)\]", sig)
    n = 1
    for w in m.group(1).split(","):
        n *= int(w)
    return 32 * n


OPS = {
    "arith.addi": lambda a, b: (a + b) & 0xFFFFFFFF,
    "arith.subi": lambda a, b: (a - b) & 0xFFFFFFFF,
    "arith.muli": lambda a, b: (a * b) & 0xFFFFFFFF,
    "arith.andi": lambda a, b: a & b,
    "arith.ori": lambda a, b: a | b,
    "arith.xori": lambda a, b: a ^ b,
    "arith.shli": lambda a, b: (a << b) & 0xFFFFFFFF,
    "arith.shrui": lambda a, b: a >> b,
}


BYTES = {"i8": 1, "i16": 2, "f16": 2, "bf16": 2, "i32": 4, "f32": 4,
         "i64": 8, "f64": 8}


def run(name, lines, threads):
    # Split at top-level barriers.
    segs, seg = [], []
    for s in lines:
        if s == "gpu.barrier":
            segs.append(seg)
            seg = []
        else:
            seg.append(s)
    segs.append(seg)
    env = [dict() for _ in range(threads)]
    outs = [[] for _ in range(threads)]
    shared = {}
    races = 0

    def val(t, tok):
        tok = tok.strip()
        return env[t][tok]

    for seg in segs:
        written, read = {}, {}
        for t in range(threads):
            e = env[t]
            for s in seg:
                m = re.match(r"(%[\w-]+) = (\S+) (.*)$", s)
                if m:
                    res, op, rest = m.groups()
                else:
                    res, op, rest = None, s.split()[0], s[len(s.split()[0]):].strip()
                args = rest.split(":")[0]
                if op == "arith.constant":
                    c = args.strip()
                    if not NUM.match(c):
                        raise SystemExit(f"{name}: constant {s}")
                    e[res] = int(c) & 0xFFFFFFFF
                elif op == "gpu.thread_id":
                    e[res] = t
                elif op in ("arith.index_castui", "arith.index_cast"):
                    e[res] = val(t, args)
                elif op in OPS:
                    a, b = args.split(",")
                    e[res] = OPS[op](val(t, a), val(t, b))
                elif op == "arith.cmpi":
                    pred, a, b = [x.strip() for x in args.split(",")]
                    if pred != "ult":
                        raise SystemExit(f"{name}: cmpi {pred}")
                    e[res] = int(val(t, a) < val(t, b))
                elif op == "arith.select":
                    c, a, b = args.split(",")
                    e[res] = val(t, a) if val(t, c) else val(t, b)
                elif op == "builtin.unrealized_conversion_cast":
                    arg = re.match(r"%arg(\d+)", args.strip())
                    e[res] = ("vec", int(arg.group(1)))
                elif op == "vector.extract":
                    v, i = re.match(r"(%[\w-]+)\[(\d+)\]", args.strip()).groups()
                    vec = val(t, v)
                    e[res] = (("a", vec[1], t, int(i)) if vec[0] == "vec"
                              else vec[1 + int(i)])
                elif op == "vector.from_elements":
                    e[res] = ("elems",) + tuple(val(t, x) for x in args.split(","))
                    outs[t].append(e[res])
                elif op == "llvm.mlir.addressof":
                    e[res] = (args.strip(), 0)
                elif op == "llvm.getelementptr":
                    p, i = re.match(r"(%[\w-]+)\[(%[\w-]+)\]", args.strip()).groups()
                    base, off = val(t, p)
                    ty = s.rsplit(",", 1)[1].strip()
                    e[res] = (base, off + BYTES[ty] * val(t, i))
                elif op == "llvm.store":
                    v, p = args.split(",")
                    addr = val(t, p)
                    if any(o != t for o in read.get(addr, ())):
                        races += 1
                    # Two threads writing one address: whichever wins, the
                    # content is unknown (a dummy slot nobody keeps is fine).
                    clash = any(o != t for o in written.get(addr, ()))
                    written.setdefault(addr, set()).add(t)
                    shared[addr] = "POISON" if clash else val(t, v)
                elif op == "llvm.load":
                    addr = val(t, args)
                    if any(o != t for o in written.get(addr, ())):
                        races += 1
                        e[res] = "POISON"
                    else:
                        e[res] = shared.get(addr, "UNWRITTEN")
                    read.setdefault(addr, set()).add(t)
                else:
                    raise SystemExit(f"{name}: cannot run: {s}")
    return outs, len(segs) - 1, races


def main():
    results = []
    for path in sys.argv[1:3]:
        res = {}
        for name, (lines, sig) in parse_funcs(path).items():
            n = block_threads(sig)
            outs, bars, races = run(name, lines, n)
            # A value read from an unwritten or two-writer slot that a
            # thread keeps is a wrong result whatever the other file says.
            races += sum(1 for o in outs for v in o for x in v
                         if x in ("POISON", "UNWRITTEN"))
            print(f"{path}: @{name}: {n} threads, {bars} barriers, {races} races")
            res[name] = (outs, races)
        results.append(res)
    bad = any(r for res in results for _, r in res.values())
    if len(results) == 2:
        for name, (outs, _) in results[0].items():
            other = results[1].get(name)
            if other is None or other[0] != outs:
                print(f"@{name}: results differ between the two lowerings")
                bad = True
            else:
                print(f"@{name}: same results ({len(outs[0])} vectors per thread)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
