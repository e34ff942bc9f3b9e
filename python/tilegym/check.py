#!/usr/bin/env python3
"""CI verdict on the TileGym corpus: compile every test/Fixtures/tilegym/*.tileirbc.

    python3 python/tilegym/check.py [-j 2] [--build build] [--timeout 60]
    python3 python/tilegym/check.py --write-expected   # regenerate EXPECTED_FAILURES.txt

Per fixture, in order (the first failing stage ends it):
  import       tile-translate --cudatile-verify F                        (read + verify)
  ptx-sm_80    tile-translate --cudatile-to-ptx --chip=sm_80 F -o F.ptx
  ptxas-sm_80  ptxas -arch=sm_80 --enable-extended-smem=true F.ptx  (as the compiler runs it)
  ptx-sm_90    tile-translate --cudatile-to-ptx --chip=sm_90 F -o F.ptx
  ptxas-sm_90  ptxas -arch=sm_90 F.ptx
  ptx-sm_90a   tile-translate --cudatile-to-ptx --chip=sm_90a F -o F.ptx   (wgmma products)
  ptxas-sm_90a ptxas -arch=sm_90a F.ptx
  sass-sm_90a  with --cuobjdump: no loop of the cubin overwrites registers a wgmma reads A
               from while its next trip needs them (python/tilegym/sass_check.py)
Every process runs under a timeout (a hang is a failure). One line per kernel:
  PASS name | FAIL name: stage: first error line | CRASH name: stage: signal ...
  XFAIL name: stage: ...   (listed in EXPECTED_FAILURES.txt, and failing)
  XPASS name               (listed, but passes: an unexpected result; update the list)
  STALE name               (listed, but no such fixture: an unexpected result)
then `tilegym: P passed, F failed, X expected failures (per-stage counts)`. Exit status 1
on any unexpected result (FAIL, CRASH, XPASS, STALE), else 0.

EXPECTED_FAILURES.txt: one `name  category  stage: reason` per line (`#` comments); the
category is `mmaf` when the kernel's first error is the missing mmaf/mmai lowering, else
`todo`. Only the name is matched; the rest documents why.
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sass_check  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
FIXTURES = os.path.join(REPO, "test", "Fixtures", "tilegym")
CHIPS = ("sm_80", "sm_90", "sm_90a")
STAGES = ("import",) + tuple(f"{s}-{c}" for c in CHIPS for s in ("ptx", "ptxas"))
# With --cuobjdump, sm_90a cubins' SASS goes through sass_check.py's analysis too.
SASS_CHIP = "sm_90a"
MAX_REASON = 160
EXEC_RETRIES = 30          # a tool that cannot be started is retried (relinks) ...
EXEC_RETRY_DELAY = 2.0     # ... every 2 s, for up to a minute


def find_ptxas():
    for cand in (os.environ.get("PTXAS"), "/usr/local/cuda/bin/ptxas", shutil.which("ptxas")):
        if cand and os.access(cand, os.X_OK):
            return cand
    return None


def first_error(text, path, name):
    """The first line that says error (else the first non-empty line), made stable."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    pick = next((ln for ln in lines if re.search(r"\berror\b", ln, re.I)), None)
    if pick is None:
        pick = next((ln for ln in lines if not ln.startswith(("Stack dump", "PLEASE"))),
                    lines[0] if lines else "no output")
    pick = pick.replace(path, name)
    # Mangled entry symbols (<fn>_Kt2_<param codes>) are long: keep the function name.
    pick = re.sub(r"\b([A-Za-z_]\w*?)_Kt\d+_\w+", r"\1", pick)
    pick = re.sub(r"\s+", " ", pick)
    pick = re.sub(r"/\S*/(" + re.escape(name) + r")", r"\1", pick)
    return pick[:MAX_REASON]


def run_stage(cmd, timeout, path, name):
    """(ok, kind, message); kind is FAIL or CRASH."""
    for attempt in range(EXEC_RETRIES + 1):
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout,
                               errors="replace")
            break
        except subprocess.TimeoutExpired:
            return False, "FAIL", f"timeout after {timeout} s"
        except OSError as e:
            # The binary can be briefly missing or unexecutable while it is relinked.
            if attempt == EXEC_RETRIES:
                return False, "FAIL", f"cannot run {os.path.basename(cmd[0])}: {e.strerror}"
            time.sleep(EXEC_RETRY_DELAY)
    if r.returncode == 0:
        return True, None, None
    out = (r.stderr or "") + "\n" + (r.stdout or "")
    msg = first_error(out, path, name)
    if r.returncode < 0:
        try:
            sig = signal.Signals(-r.returncode).name
        except ValueError:
            sig = str(-r.returncode)
        return False, "CRASH", f"signal {sig}: {msg}"
    # LLVM's crash handler prints a stack dump (and usually re-raises the signal).
    if "Stack dump:" in out or "PLEASE submit a bug report" in out:
        return False, "CRASH", f"exit {r.returncode}: {msg}"
    return False, "FAIL", msg


def check_one(args):
    """Returns (name, stages_passed, result) with result None (pass) or (kind, stage, msg)."""
    name, path, translate, ptxas, timeout, tmp, cuobjdump = args
    passed = []
    ok, kind, msg = run_stage([translate, "--cudatile-verify", path], timeout, path, name)
    if not ok:
        return name, passed, (kind, "import", msg)
    passed.append("import")
    for chip in CHIPS:
        ptx = os.path.join(tmp, f"{name}.{chip}.ptx")
        ok, kind, msg = run_stage([translate, "--cudatile-to-ptx", f"--chip={chip}", path, "-o", ptx],
                                  timeout, path, name)
        if ok and not os.path.exists(ptx):
            ok, kind, msg = False, "FAIL", "no PTX written"
        if not ok:
            return name, passed, (kind, f"ptx-{chip}", msg)
        passed.append(f"ptx-{chip}")
        cubin = ptx[:-4] + ".cubin"
        ok, kind, msg = run_stage([ptxas, f"-arch={chip}", "--enable-extended-smem=true", ptx, "-o", cubin], timeout, ptx,
                                  name)
        stage = f"ptxas-{chip}"
        if ok and cuobjdump and chip == SASS_CHIP:
            passed.append(stage)
            stage = f"sass-{chip}"
            ok, kind, msg = sass_stage(cuobjdump, cubin)
        for f in (ptx, cubin):
            if os.path.exists(f):
                os.remove(f)
        if not ok:
            return name, passed, (kind, stage, msg)
        passed.append(stage)
    return name, passed, None


def sass_stage(cuobjdump, cubin):
    """(ok, kind, message) of sass_check.py's analysis of an sm_90a cubin."""
    try:
        found = sass_check.clobbers(sass_check.instructions(
            sass_check.disassemble(cuobjdump, cubin)))
    except RuntimeError as e:
        return False, "FAIL", str(e)[:MAX_REASON]
    if found:
        return False, "FAIL", "SASS: " + sass_check.describe(found[0])
    return True, None, None


def read_expected(path):
    exp = {}
    if not os.path.exists(path):
        return exp
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            parts = line.split(None, 1)
            exp[parts[0]] = parts[1].strip() if len(parts) > 1 else ""
    return exp


def category(msg):
    return "mmaf" if re.search(r"'(mmaf|mmai)' has no SIMT lowering yet", msg) else "todo"


def write_expected(path, failures):
    lines = [
        "# TileGym kernels the compiler does not yet take through tile-translate + ptxas for",
        "# sm_80, sm_90 and sm_90a (python/tilegym/check.py). Generated by `check.py --write-expected`;",
        "# keep it exact: a listed kernel that passes (XPASS) fails CI, so delete its line when",
        "# it is fixed. Format: name  category  first failing stage: first error (shortened).",
        "# category: mmaf = the mmaf/mmai lowering refuses the kernel; todo = other.",
        "",
    ]
    for name, (kind, stage, msg) in sorted(failures.items()):
        lines.append(f"{name}  {category(msg)}  {stage}: {kind + ': ' if kind == 'CRASH' else ''}"
                     f"{msg}")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--build", default=os.path.join(REPO, "build"))
    ap.add_argument("--fixtures", default=FIXTURES)
    ap.add_argument("--expected", default=None,
                    help="expected failures (default: FIXTURES/EXPECTED_FAILURES.txt)")
    ap.add_argument("--timeout", type=int, default=60, help="seconds per process")
    ap.add_argument("--only", nargs="+", help="check only these fixtures")
    ap.add_argument("--cuobjdump", help="also check each sm_90a cubin's SASS "
                    "(python/tilegym/sass_check.py) with this cuobjdump (nvdisasm beside it)")
    ap.add_argument("--write-expected", action="store_true",
                    help="rewrite the expected-failures file from this run's failures")
    args = ap.parse_args()
    expected_path = args.expected or os.path.join(args.fixtures, "EXPECTED_FAILURES.txt")

    translate = os.path.join(args.build, "bin", "tile-translate")
    ptxas = find_ptxas()
    for tool, what in ((translate, "tile-translate (build it first)"), (ptxas, "ptxas")):
        if not tool or not os.access(tool, os.X_OK):
            print(f"tilegym: error: {what} not found ({tool})")
            print("tilegym: 0 passed, 1 failed, 0 expected failures (tools missing)")
            return 1
    names = sorted(f[:-len(".tileirbc")] for f in os.listdir(args.fixtures)
                   if f.endswith(".tileirbc"))
    if args.only:
        names = [n for n in names if n in set(args.only)]
    expected = read_expected(expected_path)

    t0 = time.time()
    stages = STAGES + ((f"sass-{SASS_CHIP}",) if args.cuobjdump else ())
    counts = {s: [0, 0] for s in stages}       # stage -> [passed, attempted]
    n_pass = n_fail = n_xfail = 0
    failures = {}
    with tempfile.TemporaryDirectory(prefix="tilegym-check-") as tmp:
        jobs = [(n, os.path.join(args.fixtures, n + ".tileirbc"), translate, ptxas,
                 args.timeout, tmp, args.cuobjdump) for n in names]
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
            for name, passed, result in ex.map(check_one, jobs):
                for s in passed:
                    counts[s][0] += 1
                    counts[s][1] += 1
                if result is not None:
                    kind, stage, msg = result
                    counts[stage][1] += 1
                    failures[name] = result
                    if name in expected:
                        n_xfail += 1
                        print(f"XFAIL {name}: {stage}: {kind + ': ' if kind == 'CRASH' else ''}"
                              f"{msg}", flush=True)
                    else:
                        n_fail += 1
                        print(f"{kind} {name}: {stage}: {msg}", flush=True)
                elif name in expected:
                    n_fail += 1
                    print(f"XPASS {name} (listed in {os.path.basename(expected_path)}:"
                          f" {expected[name]})", flush=True)
                else:
                    n_pass += 1
                    print(f"PASS {name}", flush=True)
    if not args.only:
        for name in sorted(set(expected) - set(names)):
            n_fail += 1
            print(f"STALE {name} (listed in {os.path.basename(expected_path)}, no such fixture)")
    if args.write_expected:
        write_expected(expected_path, failures)
        print(f"tilegym: wrote {len(failures)} expected failures to {expected_path}")
    stages = ", ".join(f"{s} {p}/{a}" for s, (p, a) in counts.items())
    print(f"tilegym: {n_pass} passed, {n_fail} failed, {n_xfail} expected failures"
          f" ({stages}; {len(names)} kernels, {time.time() - t0:.0f} s)")
    if args.write_expected:
        return 0
    return 1 if n_fail else 0


if __name__ == "__main__":
    sys.exit(main())
