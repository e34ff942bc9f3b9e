"""Unit tests of python/tilegym/sass_check.py's analysis on SASS text written for them."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tilegym"))

from sass_check import clobbers, dest_registers, in_flight_clobbers, instructions  # noqa: E402


def sass(*lines):
    return "\n".join(f"        /*{16 * i:04x}*/                   {t} ;" for i, t in enumerate(lines))


# Q loaded before the loop into R152..R155; the loop's HGMMA reads it, then P is packed
# into the same registers and the loop branches back: the next trip reads P as Q.
CLOBBERED = sass(
    "LDS R152, [R6]",
    "LDS.64 R154, [R6+0x10]",
    "WARPGROUP.ARRIVE",
    "HGMMA.64x128x16.F32.BF16 R24, R152, gdesc[UR16], RZ, !UPT, gsb0",
    "WARPGROUP.DEPBAR.LE gsb0, 0x0",
    "F2FP.BF16.F32.PACK_AB R153, R25, R24",
    "HGMMA.64x128x16.F32.BF16 R88, R152, gdesc[UR20].tnspB, R88, gsb0",
    "@P2 BRA 0x20",
    "EXIT",
)


def test_a_register_overwritten_after_the_read_is_found():
    found = clobbers(instructions(CLOBBERED))
    assert [(head, at, reg) for head, at, reg, _, _ in found] == [(0x20, 0x30, 153)]
    assert "F2FP" in found[0][4]


def test_a_register_written_anew_each_trip_is_not():
    renewed = CLOBBERED.replace("WARPGROUP.ARRIVE", "PRMT R153, R153, 0x3210, RZ")
    assert clobbers(instructions(renewed)) == []


def test_a_loop_without_a_later_write_is_not():
    kept = CLOBBERED.replace("F2FP.BF16.F32.PACK_AB R153, R25, R24", "F2FP.BF16.F32.PACK_AB R160, R25, R24")
    assert clobbers(instructions(kept)) == []


def test_widths():
    assert dest_registers("LDSM.16.MT88.4 R116, [R228]") == {116, 117, 118, 119}
    assert dest_registers("LDS.128 R24, [R20]") == {24, 25, 26, 27}
    assert dest_registers("IMAD.WIDE.U32 R4, R2, R3, RZ") == {4, 5}
    assert dest_registers("STS [R1], R2") == set()
    assert dest_registers("@!P0 MOV R7, R8") == {7}


def test_a_register_reloaded_last_is_not():
    reloaded = CLOBBERED.replace("@P2 BRA 0x20", "LDL R153, [R1+0x54]")
    reloaded = sass(*[ln.split("*/", 1)[1].strip().rstrip(" ;") for ln in reloaded.splitlines()],
                    "@P2 BRA 0x20")
    assert clobbers(instructions(reloaded)) == []


# An mbarrier wait whose retry ptxas puts after the exit: the retry's jump back to
# the wait (0x10) is a backward branch, but the code it spans is no loop, and Q's
# registers may be reused after their last read.
RETRIED_WAIT = sass(
    "LDS R152, [R6]",
    "@!P1 BRA 0x80",
    "WARPGROUP.ARRIVE",
    "HGMMA.64x64x16.F32.BF16 R88, R152, gdesc[UR24], RZ, !UPT, gsb0",
    "WARPGROUP.DEPBAR.LE gsb0, 0x0",
    "MOV R152, 0x4000",
    "STG.E [R2.64], R152",
    "EXIT",
    "SYNCS.PHASECHK.TRANS64.TRYWAIT P1, [UR4], R3",
    "@!P1 BRA 0x80",
    "BRA 0x20",
)


def test_a_wait_retried_out_of_line_is_no_loop():
    assert clobbers(instructions(RETRIED_WAIT)) == []


def test_a_second_function_is_its_own_graph():
    # Two functions (addresses start again at 0): the first one's clobber is found
    # and the second one's retry is still no loop.
    assert [(h, a) for h, a, _, _, _ in clobbers(instructions(CLOBBERED + "\n" + RETRIED_WAIT))] == [(0x20, 0x30)]


# P V left in flight into the next trip (its wait comes after that trip's softmax):
# P's registers R40..R43 must stay unwritten until the DEPBAR to 0.
IN_FLIGHT = sass(
    "WARPGROUP.DEPBAR.LE gsb0, 0x1",
    "MUFU.EX2 R50, R51",
    "WARPGROUP.DEPBAR.LE gsb0, 0x0",
    "F2FP.F16.F32.PACK_AB R40, R50, R50",
    "WARPGROUP.ARRIVE",
    "HGMMA.64x128x16.F32 R88, R40, gdesc[UR8], R88",
    "@P2 BRA 0x0",
    "EXIT",
)


def test_an_in_flight_a_register_rewritten_after_the_wait_is_not():
    assert in_flight_clobbers(instructions(IN_FLIGHT)) == []


def test_an_in_flight_a_register_rewritten_before_the_wait_is_found():
    early = IN_FLIGHT.replace("MUFU.EX2 R50, R51", "MUFU.EX2 R41, R51")
    found = in_flight_clobbers(instructions(early))
    assert [(head, at, reg) for head, at, reg, _, _ in found] == [(0x0, 0x50, 41)]
    assert "MUFU" in found[0][4]
