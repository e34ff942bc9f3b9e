#!/usr/bin/env python3
"""CPU check of lowered shared-memory exchanges (convert_layout, reductions).

Runs the straight-line gpu.funcs that convert-tile-simt-to-nvvm printed, for
every thread of the block: the code between two barriers runs one thread
after the other (one legal schedule), and any shared address that one
thread writes and another reads in the same barrier interval is a race
(reported; what such a read got is poisoned). An address two threads write
with different values in one interval holds a poisoned value from then on. Kernel arguments are
symbolic: register r of argument a in thread t holds ("a", a, t, r).

  emulate.py FILE [FILE2]

prints, per function, the number of threads, barriers and races (kept
values that are poisoned or never written count as races too), and the
warp-wide shared stores and loads with the wavefronts they take (per
access, the most distinct 4-byte words one of the 32 banks serves); with
FILE2 (the same kernels lowered another way, e.g. without rounds), also
checks that every thread ends with the same values in every vector it
builds (vector.from_elements) other than to store it, in order. Exit status 1 on a race, a
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
    # Vectors built only to be stored are not results.
    stored = {m.group(1) for l in lines
              for m in [re.match(r"llvm\.store (%[\w-]+),", l)] if m}
    env = [dict() for _ in range(threads)]
    outs = [[] for _ in range(threads)]
    shared = {}
    races = 0

    def val(t, tok):
        tok = tok.strip()
        return env[t][tok]

    # Bank model: per warp-wide access (one line, one warp), the distinct
    # 4-byte words each of the 32 banks serves; the most is its wavefronts.
    words = {}

    def touch(kind, si, li, t, addr, nbytes):
        key = (kind, si, li, t // 32)
        w = words.setdefault(key, set())
        base, off = addr
        for b in range(off // 4, (off + nbytes + 3) // 4):
            w.add((base, b))

    for si, seg in enumerate(segs):
        written, read = {}, {}
        for t in range(threads):
            e = env[t]
            for li, s in enumerate(seg):
                m = re.match(r"(%[\w-]+) = (\S+) (.*)$", s)
                if m:
                    res, op, rest = m.groups()
                else:
                    res, op, rest = None, s.split()[0], s[len(s.split()[0]):].strip()
                rest = re.sub(r"\{[^}]*\}", "", rest)
                args = rest.split(" : ")[0]
                types = rest.split(" : ")[-1]
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
                    if res not in stored:
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
                    base, off = val(t, p)
                    x = val(t, v)
                    vm = re.match(r"vector<(\d+)x(\w+)>", types)
                    if vm:  # a vector store: its elements one after another
                        step = BYTES[vm.group(2)]
                        items = [((base, off + step * i), x[1 + i])
                                 for i in range(int(vm.group(1)))]
                    else:
                        items = [((base, off), x)]
                    nbytes = (BYTES[vm.group(2)] * int(vm.group(1)) if vm
                              else BYTES[types.split(",")[0].strip()])
                    touch("st", si, li, t, (base, off), nbytes)
                    for addr, x in items:
                        if any(o != t for o in read.get(addr, ())):
                            races += 1
                        # Two threads writing different values to one
                        # address: whichever wins, the content is unknown
                        # (fine for a dummy slot nobody keeps; replicas
                        # write equal values).
                        clash = any(o != t for o in written.get(addr, ())) \
                            and shared.get(addr) != x
                        written.setdefault(addr, set()).add(t)
                        shared[addr] = "POISON" if clash else x
                elif op == "llvm.load":
                    addr = val(t, args)
                    touch("ld", si, li, t, addr, BYTES[types.split("->")[1].strip()])
                    if any(o != t for o in written.get(addr, ())):
                        races += 1
                        e[res] = "POISON"
                    else:
                        e[res] = shared.get(addr, "UNWRITTEN")
                    read.setdefault(addr, set()).add(t)
                else:
                    raise SystemExit(f"{name}: cannot run: {s}")
    waves = {"st": 0, "ld": 0}
    count = {"st": 0, "ld": 0}
    for (kind, *_), w in words.items():
        per_bank = {}
        for base, word in w:
            per_bank.setdefault(word % 32, set()).add((base, word))
        waves[kind] += max(len(v) for v in per_bank.values())
        count[kind] += 1
    return outs, len(segs) - 1, races, (count, waves)


def main():
    results = []
    for path in sys.argv[1:3]:
        res = {}
        for name, (lines, sig) in parse_funcs(path).items():
            n = block_threads(sig)
            outs, bars, races, (count, waves) = run(name, lines, n)
            # A value read from an unwritten or two-writer slot that a
            # thread keeps is a wrong result whatever the other file says.
            races += sum(1 for o in outs for v in o for x in v
                         if x in ("POISON", "UNWRITTEN"))
            print(f"{path}: @{name}: {n} threads, {bars} barriers, {races} races")
            print(f"  @{name}: warp stores {count['st']} ({waves['st']} wavefronts), "
                  f"warp loads {count['ld']} ({waves['ld']} wavefronts)")
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
