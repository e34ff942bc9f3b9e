#!/usr/bin/env python3
"""Runs tile-gate over every reference/port pair of a pairs file and checks
each gate's status against the file's expectation.

    run_pairs.py PAIRS.txt --tile-gate=BIN --fixtures=DIR --specs=DIR [--out=DIR]

PAIRS.txt: one pair per line, fields separated by whitespace, `#` comments:
    NAME REFERENCE PORT SPEC STRUCTURAL NUMERIC [TARGET] [-- WHY]
REFERENCE and PORT are relative to --fixtures, SPEC to --specs; STRUCTURAL and
NUMERIC are the expected statuses; WHY says what a FAIL or COULD_NOT_RUN
stands for (a named interface difference, a real difference). Prints one line
per pair and a summary; exits 1 when any status differs from its
expectation, with the gate's reasons for that pair.
"""
import argparse
import json
import os
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pairs")
    ap.add_argument("--tile-gate", required=True)
    ap.add_argument("--fixtures", required=True)
    ap.add_argument("--specs", required=True)
    ap.add_argument("--out", help="keep each verdict as OUT/NAME.json")
    ap.add_argument("--device", action="store_true",
                    help="run the device gate too (a GPU machine) and report its ratio")
    args = ap.parse_args()

    rows, bad = [], 0
    for line in open(args.pairs):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        why = ""
        if " -- " in line:
            line, why = line.split(" -- ", 1)
        f = line.split()
        name, ref, port, spec, want_s, want_n = f[:6]
        target = f[6] if len(f) > 6 else ""
        cmd = [args.tile_gate, f"--reference={os.path.join(args.fixtures, ref)}",
               f"--port={os.path.join(args.fixtures, port)}",
               f"--spec={os.path.join(args.specs, spec)}"]
        if target:
            cmd.append(f"--target={target}")
        if args.device:
            cmd.append("--device")
        p = subprocess.run(cmd, capture_output=True, text=True)
        try:
            v = json.loads(p.stdout)
            got_s = v["gates"]["structural"]["status"]
            got_n = v["gates"]["numeric"]["status"]
        except (ValueError, KeyError):
            v, got_s, got_n = None, "ERROR", "ERROR"
        if args.out and v is not None:
            with open(os.path.join(args.out, name + ".json"), "w") as out:
                json.dump(v, out, indent=1)
        ok = (got_s, got_n) == (want_s, want_n)
        bad += not ok
        rows.append((name, got_s, got_n, v["verdict"] if v else "ERROR", ok, why))
        dev = ""
        if args.device and v is not None:
            d = v["gates"]["device"]
            dev = f" device {d['status']:<14}"
            if "geomean_ratio" in d:
                dev += f" port/ref {d['geomean_ratio']:.3f}"
                dev += "".join(f" [{c['name']}: ref {c['reference_ms']:.4f} ms, port {c['port_ms']:.4f} ms]"
                               for c in d.get("configs", []) if "ratio" in c)
            for r in d["reasons"]:
                dev += f" ({r['severity']}: {r['message'][:200]})"
        print(f"{'ok  ' if ok else 'FAIL'} {name:<44} structural {got_s:<16} numeric {got_n:<14}"
              + ("" if ok else f" (expected {want_s}, {want_n})") + dev)
        if not ok:
            if v is None:
                print("     tile-gate printed no verdict: " + p.stderr.strip()[:2000])
            else:
                for gate in ("structural", "numeric"):
                    for r in v["gates"][gate]["reasons"]:
                        print(f"     {gate} {r['severity']}: [{r['category']}] {r['message'][:300]}")
    count = {}
    for _, s, n, *_ in rows:
        count[("structural", s)] = count.get(("structural", s), 0) + 1
        count[("numeric", n)] = count.get(("numeric", n), 0) + 1
    for gate in ("structural", "numeric"):
        parts = [f"{k[1]} {c}" for k, c in sorted(count.items()) if k[0] == gate]
        print(f"{gate}: " + ", ".join(parts))
    print(f"pairs: {len(rows) - bad} as expected, {bad} not")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
