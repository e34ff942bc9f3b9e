"""bench/ncu_tilegym.py's reading of ncu's raw CSV (no GPU): the figures of a row, the stall
reasons under both spellings ncu versions use, units, and the pairing of rows with launches."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "bench"))
import ncu_tilegym as n  # noqa: E402

RAW = "\n".join([
    "==PROF== Connected to process 1",
    '"ID","Kernel Name","gpu__time_duration.sum","launch__registers_per_thread",'
    '"launch__shared_mem_per_block_static","launch__shared_mem_per_block_dynamic",'
    '"smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio",'
    '"smsp__average_warp_latency_issue_stalled_long_scoreboard.ratio",'
    '"smsp__average_warps_issue_stalled_not_issued_per_issue_active.ratio",'
    '"smsp__average_warp_latency_per_inst_issued.ratio"',
    '"","","usecond","register/thread","byte","byte","","","",""',
    '"0","k_a","12.50","40","16","1,024","3","1","9","6.5"',
    '"1","k_b","3,000","255","0","0","","","",""',
])


def test_stall_reason_spellings():
    assert n.stall_reason("smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio") == "barrier"
    assert n.stall_reason("smsp__average_warp_latency_issue_stalled_long_scoreboard.ratio") == "long_scoreboard"
    assert n.stall_reason("smsp__average_warps_issue_stalled_not_issued_per_issue_active.ratio") is None
    assert n.stall_reason("smsp__average_warp_latency_per_inst_issued.ratio") is None
    assert n.stall_reason("sm__throughput.avg.pct_of_peak_sustained_elapsed") is None


def test_rows_and_facts():
    rows = n.parse_raw_csv(RAW)
    assert [r["Kernel Name"] for r in rows] == ["k_a", "k_b"]
    a = n.facts(rows[0])
    assert a["duration_us"] == 12.5            # usecond kept as is
    assert a["registers"] == 40 and a["smem_per_block"] == 16 + 1024
    assert a["cpi"] == 6.5
    # shares of the named reasons only (not_issued is not a reason): 3 of 4, 1 of 4
    assert a["top_stalls"] == [("barrier", 0.75), ("long_scoreboard", 0.25)]
    b = n.facts(rows[1])
    assert b["duration_us"] == 3000.0 and b["top_stalls"] == []


def test_nanoseconds_become_microseconds():
    raw = RAW.replace('"usecond"', '"nsecond"')
    assert n.facts(n.parse_raw_csv(raw)[0])["duration_us"] == 0.0125


def test_markdown_orders_by_ratio():
    rows = n.parse_raw_csv(RAW)
    res = {"slow": {"tileir": n.facts(rows[0])}, "fast": {"tileir": n.facts(rows[1])}}
    md = n.markdown(res, {"slow": 0.5, "fast": 1.5}).splitlines()
    assert md[2].startswith("| slow | 0.50 | tileir | 12.5 |")
    assert md[3].startswith("| fast | 1.50 |")
