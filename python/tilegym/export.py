#!/usr/bin/env python3
"""Export every cuTile kernel of TileGym to Tile IR bytecode 13.3 (test/Fixtures/tilegym).

    python3 python/tilegym/export.py --out test/Fixtures/tilegym           # (re)generate
    python3 python/tilegym/export.py --out test/Fixtures/tilegym --check   # verify
    python3 python/tilegym/export.py --out /tmp/x --only liger_rms_norm__rms_norm_fwd_ct

Needs the pinned packages of python/requirements-tilegym.txt (scripts/tilegym.sh makes the
virtualenv): cuda-tile, tilegym (installed with --no-deps), numpy. No GPU, no torch: the
modules are imported with a stand-in torch (stubs.py). Every ``ct.kernel`` object defined
at module level in tilegym/ops/cutile, tilegym/suites/*/cutile and tilegym/transformers,
plus the ones TileGym builds in factories (listed in signatures.py), is exported with the
signature its launcher uses (signatures.py), architecture-independent (gpu_code=None).
A kernel cuda-tile refuses is listed in MANIFEST.md with the error, and has no file.
"""

import argparse
import filecmp
import importlib
import importlib.metadata
import io
import os
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

BYTECODE_VERSION = "13.3"
MAGIC = b"\x7fTileIR\x00"
# Folders (below tilegym/) whose modules define the kernels.
SCAN = ("ops/cutile", "suites/liger/cutile", "suites/unsloth/cutile",
        "suites/flashinfer/cutile", "transformers")
REQUIREMENTS = os.path.join(REPO, "python", "requirements-tilegym.txt")


def fixture_name(module, kernel):
    """ops/cutile/rms_norm + _rms_norm_kernel_gather -> ops_rms_norm__rms_norm_kernel_gather"""
    parts = module.split("/")
    if parts[:2] == ["ops", "cutile"]:
        parts = ["ops"] + parts[2:]
    elif parts[0] == "suites" and parts[2] == "cutile":
        parts = [parts[1]] + parts[3:]
    elif parts[0] == "transformers":
        parts = [p for p in parts[1:] if p != "kernels"]
    return "_".join(parts) + "__" + kernel.lstrip("_")


def scan_modules(tilegym_dir):
    """Module paths (below tilegym/, no .py) of the files that mention ct.kernel, sorted."""
    found = []
    for sub in SCAN:
        root = os.path.join(tilegym_dir, sub)
        for dp, dn, fn in os.walk(root):
            dn[:] = sorted(d for d in dn if d != "__pycache__")
            for f in sorted(fn):
                if not f.endswith(".py"):
                    continue
                with open(os.path.join(dp, f), encoding="utf-8") as fh:
                    if "ct.kernel" not in fh.read():
                        continue
                rel = os.path.relpath(os.path.join(dp, f), tilegym_dir)[:-3]
                found.append(rel[:-len("/__init__")] if rel.endswith("/__init__") else rel)
    return sorted(set(found))


def load_kernels():
    """Import TileGym under the stand-ins. Returns (ct, modules, kernels, import_errors):
    kernels maps (module, name) -> kernel object, one name per object (the first, in sorted
    module order, of the module that defines its function)."""
    import stubs
    stubs.install()
    try:
        import cuda.tile as ct
        import tilegym
        tilegym_dir = tilegym.__path__[0]
        modules, errors, seen = {}, {}, {}
        for rel in scan_modules(tilegym_dir):
            name = "tilegym." + rel.replace("/", ".")
            try:
                modules[rel] = importlib.import_module(name)
            except Exception as e:      # noqa: BLE001 -- reported, not fatal here
                errors[rel] = f"{type(e).__name__}: {e}"
        for rel, mod in modules.items():
            for var, obj in vars(mod).items():
                if not isinstance(obj, ct.kernel):
                    continue
                home = obj._annotated_function.pyfunc.__module__
                key = (rel, var)
                if id(obj) in seen:
                    old = seen[id(obj)]
                    # keep the name in the module that defines the function
                    if modules[old[0]].__name__ != home and mod.__name__ == home:
                        seen[id(obj)] = key
                    continue
                seen[id(obj)] = key
        kernels = {}
        for rel, mod in modules.items():
            for var, obj in vars(mod).items():
                if isinstance(obj, ct.kernel) and seen.get(id(obj)) == (rel, var):
                    kernels[(rel, var)] = obj
        return ct, modules, kernels, errors
    finally:
        stubs.uninstall()


def resolve_kernel(e, modules, kernels):
    """The kernel object of a signatures entry (its factory's product if it has one), or
    None."""
    if e.factory is not None:
        mod = modules.get(e.module)
        return e.factory(mod) if mod is not None else None
    return kernels.get((e.module, e.kernel))


def check_versions():
    """None if the pinned cuda-tile and tilegym are installed, else the error message."""
    for pkg in ("cuda-tile", "tilegym"):
        try:
            have = importlib.metadata.version(pkg)
        except importlib.metadata.PackageNotFoundError:
            return f"error: {pkg} is not installed; run scripts/tilegym.sh"
        want = pinned_versions().get(pkg)
        if want is not None and have != want:
            return f"error: {pkg} {have} installed but {want} pinned ({REQUIREMENTS})"
    return None


def export_one(kern, sig):
    """(bytes, None) or (None, cuTile's error, first line)."""
    from cuda.tile.compilation import export_kernel
    buf = io.BytesIO()
    try:
        export_kernel(kern, [sig], buf, output_format="tileir_bytecode", gpu_code=None,
                      bytecode_version=BYTECODE_VERSION)
    except Exception as e:      # noqa: BLE001 -- a front-end refusal is a result
        msg = str(e).strip().splitlines()
        return None, f"{type(e).__name__}: {msg[0] if msg else ''}"
    return buf.getvalue(), None


def leaked_paths(data):
    import cuda.tile
    roots = {REPO, os.path.dirname(os.path.dirname(os.path.dirname(cuda.tile.__file__))),
             sys.prefix}
    roots = {r for r in roots if r and os.path.isabs(r)}
    return sorted(r for r in roots if r.encode() in data)


def generate(out_dir, only=None):
    """Writes the fixtures and MANIFEST.md into out_dir. Returns (ok, records)."""
    import signatures
    from tgsig import signature, entry_args
    t0 = time.time()
    ct, modules, kernels, import_errors = load_kernels()
    ok = True
    for rel, err in sorted(import_errors.items()):
        print(f"ERROR: import tilegym/{rel}.py: {err}")
        ok = False
    entries = {}
    for e in signatures.ENTRIES:
        key = (e.module, e.kernel)
        if key in entries:
            print(f"ERROR: signatures.py: two entries for {e.module}:{e.kernel}")
            ok = False
        entries[key] = e
    for key in sorted(set(kernels) - set(entries)):
        print(f"ERROR: no signature in signatures.py for tilegym/{key[0]}.py:{key[1]}")
        ok = False
    os.makedirs(out_dir, exist_ok=True)
    if only is None:
        for name in os.listdir(out_dir):
            if name.endswith(".tileirbc") or name == "MANIFEST.md":
                os.remove(os.path.join(out_dir, name))
    records = []
    for e in signatures.ENTRIES:
        name = fixture_name(e.module, e.kernel)
        if only is not None and name not in only:
            continue
        rec = dict(entry=e, name=name, status=None, size=None, symbol=None,
                   consts=[], args=[], function=None, line=None)
        records.append(rec)
        kern = resolve_kernel(e, modules, kernels)
        if kern is None:
            print(f"ERROR: {name}: tilegym/{e.module}.py has no kernel {e.kernel}")
            rec["status"] = "not found"
            ok = False
            continue
        fn = kern._annotated_function.pyfunc
        rec["function"] = fn.__name__
        rec["line"] = fn.__code__.co_firstlineno
        try:
            sig = signature(e, kern)
            rec["consts"], rec["args"] = entry_args(e, kern)
        except Exception as ex:     # noqa: BLE001 -- a mistake in the table
            print(f"ERROR: {name}: signatures.py: {type(ex).__name__}: {ex}")
            rec["status"] = f"bad signature: {ex}"
            ok = False
            continue
        rec["symbol"] = sig.symbol
        data, why = export_one(kern, sig)
        if data is None:
            print(f"{name}: REFUSED by cuda-tile: {why}")
            rec["status"] = f"refused by cuda-tile: {why}"
            continue
        if data[:8] != MAGIC or (data[8], data[9]) != tuple(map(int, BYTECODE_VERSION.split("."))):
            print(f"ERROR: {name}: bad bytecode header {data[:10].hex()}")
            ok = False
        leaks = leaked_paths(data)
        if leaks:
            print(f"ERROR: {name}: bytecode records local paths {leaks}")
            ok = False
        with open(os.path.join(out_dir, name + ".tileirbc"), "wb") as f:
            f.write(data)
        rec["status"], rec["size"] = "exported", len(data)
        print(f"{name}: {len(data)} B")
    if only is None:
        with open(os.path.join(out_dir, "MANIFEST.md"), "w") as f:
            f.write(manifest(records, kernels, entries))
    n_exp = sum(r["status"] == "exported" for r in records)
    n_ref = sum(str(r["status"]).startswith("refused") for r in records)
    print(f"tilegym export: {len(records)} kernels, {n_exp} exported, {n_ref} refused by"
          f" cuda-tile, {len(records) - n_exp - n_ref} errors ({time.time() - t0:.1f} s)")
    return ok, records


def manifest(records, kernels, entries):
    L = []
    w = L.append
    cuda_tile = importlib.metadata.version("cuda-tile")
    tilegym_v = importlib.metadata.version("tilegym")
    n_exp = sum(r["status"] == "exported" for r in records)
    refused = [r for r in records if str(r["status"]).startswith("refused")]
    w("# TileGym cuTile kernels as Tile IR bytecode")
    w("")
    w("Generated by `scripts/tilegym.sh` (`python/tilegym/export.py --out test/Fixtures/tilegym`);")
    w("do not edit by hand. `scripts/tilegym.sh --check` regenerates and compares byte for byte;")
    w("`python/tilegym/check.py` compiles every file with tile-translate + ptxas (CI verdict,")
    w("expected failures in `EXPECTED_FAILURES.txt`).")
    w("")
    w("## Source and toolchain")
    w("")
    w(f"- Kernels: `tilegym=={tilegym_v}` (NVIDIA TileGym, MIT), installed from PyPI with")
    w("  `--no-deps` at generation time; its sources are not part of this repository. Every")
    w("  `ct.kernel` object at module level of `tilegym/ops/cutile`, `tilegym/suites/*/cutile`")
    w("  and `tilegym/transformers`, plus those TileGym builds in factories.")
    w(f"- Exporter: `cuda-tile=={cuda_tile}`, `cuda.tile.compilation.export_kernel(...,")
    w(f"  output_format=\"tileir_bytecode\", gpu_code=None, bytecode_version=\"{BYTECODE_VERSION}\")`:")
    w("  architecture-independent bytecode 13.3, one entry per file. The kernel's compiler")
    w("  options (`occupancy`, `num_ctas`, `num_worker_warps`, also per target) are its own.")
    w("- TileGym imports torch at module level: a stand-in torch (python/tilegym/stubs.py) is on")
    w("  `sys.path` while importing; no launcher code runs. Sources are compiled under their")
    w("  relative names (`tilegym/ops/cutile/rms_norm.py`, `cuda/tile/_stub.py`), which is what")
    w("  the debug section records: the bytes do not depend on where anything is installed.")
    w("")
    w("## Signatures (python/tilegym/signatures.py)")
    w("")
    w("- One representative launch per kernel: the configuration TileGym's launcher (or, for")
    w("  autotuned kernels, its first / default config) uses for a realistic problem size")
    w("  (hidden 4096, 4096 tokens, head dim 128, bf16 unless the launcher fixes a dtype).")
    w("- Calling convention `cutile_python_v2`. Entry arguments follow the Python parameters in")
    w("  order; `ct.Constant` parameters are folded in and are not arguments. An array of rank")
    w("  n is 1 + 2n arguments: base pointer, n shapes, n strides (elements; i32, or i64 where")
    w("  the kernel annotates `ct.IndexedWithInt64`). A scalar is one argument (Python int ->")
    w("  i32, float -> f32, as a launch makes them). A list of arrays is a pointer to its")
    w("  packed element descriptors (ptr<i64>) and an i32 length.")
    w("- Array assumptions, as a JIT launch with the example (contiguous, fresh) torch tensor")
    w("  derives them: strides >= 0, the last axis' unit stride compiled in (or the dims the")
    w("  kernel's `ArrayAnnotation` makes static), no aliasing, base address divisible by 16")
    w("  bytes, each shape and stride divisible by the largest power of two <= 16 dividing the")
    w("  example's.")
    w("- Grid: what the launcher computes, as a formula and its value for the example (NUM_SMS")
    w("  = 132, an H100/H200).")
    w("")
    w("## Summary")
    w("")
    w(f"- {len(records)} kernels, {n_exp} exported, {len(refused)} refused by cuda-tile"
      " (front-end error, no file)" + (":" if refused else "."))
    for r in refused:
        w(f"  - `{r['name']}`: {r['status'][len('refused by cuda-tile: '):]}")
    guesses = [r for r in records if r["entry"].guess]
    w(f"- {len(guesses)} signatures partly guessed (launcher not conclusive): "
      + (", ".join(f"`{r['name']}`" for r in guesses) if guesses else "none") + ".")
    w("")
    w("## Kernels")
    w("")
    w("| fixture | source | constants | entry arguments | grid | status |")
    w("|---|---|---|---|---|---|")
    for r in records:
        e = r["entry"]
        src = f"`tilegym/{e.module}.py:{r['function'] or e.kernel}`"
        if r["line"]:
            src += f" (line {r['line']})"
        if r["function"] and r["function"] != e.kernel:
            src += f", object `{e.kernel}`"
        consts = ", ".join(f"`{c}`" for c in r["consts"]) or "none"
        args = "<br>".join(f"{i}. {a}" for i, a in enumerate(r["args"])) or "none"
        status = r["status"]
        if status == "exported":
            status = f"exported ({r['size']} B)"
        notes = []
        if e.guess:
            notes.append(f"guessed: {e.guess}")
        if e.note:
            notes.append(e.note)
        if notes:
            status += "<br>" + "<br>".join(notes)
        w(f"| `{r['name']}` | {src} | {consts} | {args} | `{e.grid}` | {status} |")
    w("")
    return "\n".join(L)


def check(out_dir):
    with tempfile.TemporaryDirectory() as tmp:
        ok, _ = generate(tmp)
        fresh = sorted(os.listdir(tmp))
        keep = (lambda n: n.endswith(".tileirbc") or n == "MANIFEST.md")
        have = sorted(n for n in os.listdir(out_dir) if keep(n)) if os.path.isdir(out_dir) else []
        problems = []
        for n in sorted(set(fresh) - set(have)):
            problems.append(f"missing in {out_dir}: {n}")
        for n in sorted(set(have) - set(fresh)):
            problems.append(f"not produced by the exporter: {n}")
        for n in sorted(set(fresh) & set(have)):
            if not filecmp.cmp(os.path.join(tmp, n), os.path.join(out_dir, n), shallow=False):
                problems.append(f"differs: {n}")
    for p in problems:
        print("CHECK:", p)
    print("CHECK:", "OK, all files byte-identical" if ok and not problems
          else f"FAILED ({len(problems)} problem(s){'' if ok else ', export errors'})")
    return ok and not problems


def pinned_versions():
    pins = {}
    try:
        with open(REQUIREMENTS) as f:
            for line in f:
                line = line.split("#")[0].strip()
                if "==" in line:
                    k, v = line.split("==", 1)
                    pins[k.strip().lower()] = v.strip()
    except OSError:
        pass
    return pins


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True, help="output directory (test/Fixtures/tilegym)")
    ap.add_argument("--check", action="store_true",
                    help="verify --out matches a fresh export instead of writing to it")
    ap.add_argument("--only", nargs="+", help="export only these fixtures (no MANIFEST.md)")
    args = ap.parse_args()
    err = check_versions()
    if err:
        print(err)
        return 2
    out = os.path.abspath(args.out)
    if args.check:
        return 0 if check(out) else 1
    ok, _ = generate(out, set(args.only) if args.only else None)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
