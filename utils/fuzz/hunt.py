#!/usr/bin/env python3
"""Crash hunt over generated kernels (issue 16): for a bounded time, tile-gen
makes a valid kernel from each seed, then

  1. tile-translate lowers it to PTX (chips in turn: sm_80, sm_90, sm_90a;
     rounds of chips in turn with the defaults, the opt-in lowerings, and
     tile blocks split over clusters with multicast rings: OPTION_SETS)
     and ptxas assembles it;
  2. (--interp) tile-gate's numeric gate runs the kernel against its own
     tile-normalize'd, canonicalized and tile-specialize'd forms (facts true
     in every config of the spec: extents and strides bound or divisible,
     pointers aligned) in the interpreter, on the spec's inputs: a rewrite
     that changes what the kernel computes, or an input the interpreter
     finds undefined, is a failure. Every tool verifies the IR after each
     pass (MLIR's pass manager default), so a pass that breaks the IR fails
     its step.

Any crash (signal), refusal, ptxas rejection, verifier failure or verdict
other than PASS is kept in OUT/seed-N/ (kernel, spec, log, and reduced.mlir:
the kernel cut down by reduce.py while the same step still fails the same
way) and fails the run.

    hunt.py --bin=BUILD/bin --seconds=60 --out=DIR [--start=S] [--interp] [--ptxas=PATH]
"""
import argparse
import collections
import json
import os
import random
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reduce as reducer  # noqa: E402

CHIPS = ["sm_80", "sm_90", "sm_90a"]
# tile-translate options the lowering runs with, in turn per round of CHIPS:
# the defaults, then the lowerings that are still off by default, then tile
# blocks split over 2-CTA clusters (sm_90+: the split split-spilling makes)
# with multicast rings.
OPTION_SETS = [[], ["--vectorize-gathers", "--release-slots", "--overlap-values", "--tma-permuted"],
               ["--fit-clusters=2", "--tma-multicast", "--tma-permuted"]]


def run(cmd, timeout=120):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", "", f"timed out after {timeout} s"


def launch_facts(kernel, spec, seed):
    """tile-specialize's options for facts that hold in every config of the
    spec: integer arguments (extents, contiguous strides, scalars) bound to
    their value or declared divisible by a power of two, and pointers
    declared 16-byte aligned. "" when the kernel has no such argument."""
    with open(kernel) as f:
        text = f.read()
    m = re.search(r"entry @\w+\((.*?)\)\s*\{", text)
    with open(spec) as f:
        sp = json.load(f)
    if not m:
        return ""
    args = re.findall(r"%(\w+): tile<([^>]*>?)>", m.group(1))
    tensors = {a["name"] for a in sp["args"] if "tensor" in a}

    def value(name, cfg):
        shapes = cfg["shapes"]
        t, _, rest = name.rpartition("_")
        if t in tensors and rest[:1] in "ns" and rest[1:].isdigit():
            d, shape = int(rest[1:]), shapes[t]
            if rest[0] == "n":
                return shape[d]
            stride = 1
            for e in shape[d + 1:]:
                stride *= e
            return stride
        if name == "n":
            return shapes["out"][0]
        return cfg["scalars"].get(name)

    rng = random.Random(seed)
    bind, div = [], []
    for i, (name, ty) in enumerate(args):
        if ty.startswith("ptr<"):
            if name in tensors and rng.random() < 0.5:
                div.append(f"{i}:16")
            continue
        if ty != "i32":
            continue
        vals = {value(name, c) for c in sp["configs"]}
        if len(vals) != 1 or None in vals or rng.random() < 0.4:
            continue
        v = vals.pop()
        if rng.random() < 0.5:
            bind.append(f"{i}:{v}")
        elif v > 0:
            p = 1
            while v % (2 * p) == 0 and p < 16:
                p *= 2
            if p > 1:
                div.append(f"{i}:{p}")
    opts = ([f"bind={','.join(bind)}"] if bind else []) + ([f"div-by={','.join(div)}"] if div else [])
    return " ".join(opts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--out", required=True)
    ap.add_argument("--start", type=int, default=1)
    ap.add_argument("--count", type=int, default=0, help="stop after N kernels")
    ap.add_argument("--interp", action="store_true")
    ap.add_argument("--ptxas", default=shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas")
    ap.add_argument("--gen-args", default="", help="extra tile-gen options")
    ap.add_argument("--no-reduce", action="store_true", help="keep failing kernels as they are")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    tool = lambda n: os.path.join(args.bin, n)
    have_ptxas = os.path.exists(args.ptxas)
    work = os.path.join(args.out, "work")
    os.makedirs(work, exist_ok=True)
    k, spec, ptx = (os.path.join(work, f) for f in ("k.mlir", "k.json", "k.ptx"))

    start, seed, done, failures = time.time(), args.start, 0, []
    coverage = collections.Counter()
    kinds = collections.Counter()
    while time.time() - start < args.seconds and (not args.count or done < args.count):
        chip = CHIPS[seed % len(CHIPS)]
        opts = OPTION_SETS[(seed // len(CHIPS)) % len(OPTION_SETS)]
        rc, so, se = run([tool("tile-gen"), f"--seed={seed}", "-o", k, f"--spec-out={spec}",
                          "--coverage"] + args.gen_args.split())
        failed = ("tile-gen", rc, so[-3000:] + se[-3000:]) if rc != 0 else None
        steps, rewrites = [], {}
        if not failed:
            coverage.update(se.split())
            with open(k) as f:
                kinds[f.readline().split(": ", 1)[-1].split(" inputs")[0].strip()] += 1
            steps.append(("lower", [tool("tile-translate"), k, "--cudatile-to-ptx", f"--chip={chip}",
                                    *opts, "-o", ptx]))
            if have_ptxas:
                # As the compiler runs it: shared memory past 48 KB is static (SharedMemory.cpp).
                steps.append(("ptxas", [args.ptxas, f"-arch={chip}", "--enable-extended-smem=true",
                                        ptx, "-o", os.devnull]))
            if args.interp:
                rewrites = {"normalize": "--tile-normalize", "canonicalize": "--canonicalize",
                            "raise": "--tile-raise-pointer-accesses",
                            "specialize": "--tile-specialize=" + launch_facts(k, spec, seed)}
            for name, opt in rewrites.items():
                out = os.path.join(work, f"k.{name}.mlir")
                steps.append((name, [tool("tile-opt"), k, opt, "-o", out]))
                steps.append((f"interp-{name}", [tool("tile-gate"), f"--reference={k}",
                                                 f"--port={out}", f"--spec={spec}",
                                                 "--gates=numeric"]))
        # The same steps as one shell command over a candidate kernel `{}`,
        # for the reducer: lowering, ptxas, or a rewrite against the interpreter
        # (with the original kernel's facts: the reducer keeps the arguments).
        def oracle(step):
            q = lambda s: "'" + s.replace("'", "'\\''") + "'"
            tmp = os.path.join(work, "cand")
            if step in ("lower", "ptxas"):
                c = (f"{q(tool('tile-translate'))} {{}} --cudatile-to-ptx --chip={chip} "
                     f"{' '.join(opts)} -o {tmp}.ptx")
                if step == "ptxas":
                    c += (f" && {q(args.ptxas)} -arch={chip} --enable-extended-smem=true "
                          f"{tmp}.ptx -o /dev/null")
                return ["sh", "-c", c]
            rewrite = q(rewrites[step.removeprefix("interp-")])
            return ["sh", "-c", f"{q(tool('tile-opt'))} {{}} {rewrite} -o {tmp}.r.mlir && "
                    f"{q(tool('tile-gate'))} --reference={{}} --port={tmp}.r.mlir "
                    f"--spec={q(spec)} --gates=numeric"]

        for name, cmd in steps:
            rc, so, se = run(cmd)
            if rc != 0:
                failed = (name, rc, so[-3000:] + se[-3000:])
                break
        done += 1
        if failed:
            name, rc, log = failed
            dest = os.path.join(args.out, f"seed-{seed}")
            os.makedirs(dest, exist_ok=True)
            for f in (k, spec):
                if os.path.exists(f):
                    shutil.copy(f, dest)
            with open(os.path.join(dest, "log.txt"), "w") as f:
                f.write(f"step {name} ({chip} {' '.join(opts)}) exit {rc}\n{log}")
            first = next((l for l in log.splitlines() if "error" in l.lower()), log.strip()[:200])
            print(f"FAIL seed {seed} at {name} ({chip} {' '.join(opts)}), exit {rc}: {first[:300]}",
                  flush=True)
            if not args.no_reduce and name != "tile-gen":
                lines = reducer.reduce_kernel(os.path.join(dest, "k.mlir"), oracle(name),
                                              tool("tile-opt"), seconds=90)
                with open(os.path.join(dest, "reduced.mlir"), "w") as f:
                    f.write("\n".join(lines) + "\n")
                print(f"     reduced to {len(lines)} lines: {os.path.join(dest, 'reduced.mlir')}")
            failures.append(seed)
        seed += 1
    secs = time.time() - start
    print(f"kernels: {done} in {secs:.0f} s ({done / max(secs, 1e-9):.2f}/s), seeds "
          f"{args.start}-{seed - 1}, ptxas {'on' if have_ptxas else 'not found'}, "
          f"interpreter {'on' if args.interp else 'off'}")
    print("shapes: " + ", ".join(f"{n} {c}" for c, n in sorted(((c, n) for n, c in kinds.items()), reverse=True)[:8]))
    print(f"ops reached ({len(coverage)}): " + " ".join(sorted(coverage)))
    print(f"hunt: {done - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
