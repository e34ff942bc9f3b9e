#!/usr/bin/env python3
"""Generates the malformed-bytecode corpus in test/Bytecode/invalid/ from valid
fixtures: targeted corruptions (bad magic, versions, section headers, table
indices, counts) and deterministic truncations and byte flips.

Usage: make_invalid.py <repo-root> <tile-translate>
Flipped-byte mutants can stay valid (a flip inside a string), so they are kept
only when tile-translate rejects them; targeted ones must be rejected by
construction. Every kept file must be refused with a diagnostic; check with
run_invalid.py (the lit test does).
"""
import os
import random
import subprocess
import sys

ROOT, TOOL = sys.argv[1], sys.argv[2]
OUT = os.path.join(ROOT, "test/Bytecode/invalid")
SOURCES = [
    "test/Fixtures/python/vadd_f32.v13_3.tileirbc",
    "test/Fixtures/python/layernorm_rows_f32.v13_2.tileirbc",
    "test/Fixtures/python/matmul_f16.v13_1.tileirbc",
    "test/Fixtures/cutile-rs/histogram_i32.tileirbc",
]


def varint(data, pos):
    v, shift = 0, 0
    while True:
        b = data[pos]
        pos += 1
        v |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return v, pos


def enc_varint(v):
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        out.append(b | (0x80 if v else 0))
        if not v:
            return bytes(out)


def sections(data):
    """(id, header offset, payload offset, length) of each section."""
    pos, out = 12, []
    while pos < len(data):
        start = pos
        sid = data[pos]
        pos += 1
        if sid == 0:
            break
        length, pos = varint(data, pos)
        if sid & 0x80:
            align, pos = varint(data, pos)
            pos += (-pos) % align
        out.append((sid & 0x7F, start, pos, length))
        pos += length
    return out


def rejects(data):
    p = subprocess.run([TOOL, "--cudatilebc-to-mlir", "-"], input=data,
                       capture_output=True)
    if p.returncode not in (0, 1):
        sys.exit(f"tool crashed ({p.returncode}) on a mutant")
    return p.returncode == 1


def main():
    for f in os.listdir(OUT):
        if f.endswith(".tileirbc"):
            os.remove(os.path.join(OUT, f))
    kept = 0

    def emit(name, data, must_fail=True):
        nonlocal kept
        if not must_fail and not rejects(data):
            return
        with open(os.path.join(OUT, name + ".tileirbc"), "wb") as fh:
            fh.write(data)
        kept += 1

    rng = random.Random(1234)
    for src in SOURCES:
        data = bytearray(open(os.path.join(ROOT, src), "rb").read())
        base = os.path.basename(src).replace(".tileirbc", "").replace(".", "_")
        secs = sections(data)
        # Envelope.
        emit(f"{base}-empty", b"")
        emit(f"{base}-magic-only", bytes(data[:8]))
        emit(f"{base}-bad-magic", b"\x7fTileIX\x00" + data[8:])
        for major, minor in ((12, 0), (13, 0), (13, 9), (14, 1), (255, 255)):
            d = bytearray(data)
            d[8], d[9] = major, minor
            emit(f"{base}-version-{major}-{minor}", bytes(d))
        emit(f"{base}-no-end", bytes(data[:-1]))
        emit(f"{base}-trailing-garbage", bytes(data) + b"\x01\x02")
        d = bytearray(data)
        d[12] = 0x7E  # unknown section id
        emit(f"{base}-unknown-section", bytes(d))
        for sid, start, payload, length in secs:
            name = {1: "string", 2: "func", 3: "debug", 4: "const", 5: "type",
                    6: "global", 7: "producer"}[sid]
            # Length far past the end of the file.
            hdr = data[start:payload]
            d = bytes(data[:start + 1]) + enc_varint(len(data) * 4) + \
                bytes(data[start + 1 + len(enc_varint(length)):])
            emit(f"{base}-{name}-length-huge", d)
            # Alignment that is not a power of two / zero.
            if data[start] & 0x80:
                lenlen = len(enc_varint(length))
                at = start + 1 + lenlen
                for bad_align in (0, 3):
                    d = bytearray(data)
                    d[at] = bad_align
                    emit(f"{base}-{name}-align-{bad_align}", bytes(d))
                # A padding byte that is not 0xCB.
                if payload > at + 1:
                    d = bytearray(data)
                    d[at + 1] = 0x00
                    emit(f"{base}-{name}-bad-padding", bytes(d), must_fail=False)
            # Absurd element count in the first varint of the payload.
            if sid in (1, 2, 3, 4, 5, 6):
                cnt, after = varint(data, payload)
                d = bytes(data[:payload]) + enc_varint(1 << 40) + \
                    bytes(data[after:])
                emit(f"{base}-{name}-count-absurd", d)
            # Truncated inside the section.
            emit(f"{base}-{name}-truncated", bytes(data[:payload + length // 2]))
            # Garbage payload of the same length.
            garbage = bytes(rng.randrange(256) for _ in range(length))
            emit(f"{base}-{name}-garbage",
                 bytes(data[:payload]) + garbage + bytes(data[payload + length:]),
                 must_fail=False)
            # Duplicate section.
            end = payload + length
            emit(f"{base}-{name}-duplicate",
                 bytes(data[:end]) + bytes(data[start:end]) + bytes(data[end:]))
        # Truncations at fixed fractions.
        for frac in (1, 3, 5, 7, 9):
            cut = len(data) * frac // 10
            emit(f"{base}-cut-{frac}0pct", bytes(data[:cut]))
        # Flipped bytes (kept only if rejected).
        for i in range(40):
            d = bytearray(data)
            pos = rng.randrange(12, len(d))
            d[pos] ^= 1 << rng.randrange(8)
            emit(f"{base}-flip-{i:02d}-at-{pos}", bytes(d), must_fail=False)
    print(f"{kept} malformed files in {OUT}")


main()
