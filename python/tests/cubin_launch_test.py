"""bench/cubin_launch.py without a GPU: a tileiras cubin is launched with the Tile IR ABI's
parameters, which a TileIR manifest's list holds together with the CUtensorMap parameters
TileIR adds for the tensor memory accelerator (session 35's corpus benchmark lost its 32
such cases to a KeyError on them)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "bench"))
import cubin_launch as cl  # noqa: E402


def test_tensor_maps_are_not_tileiras_parameters():
    manifest = ["ptr", "i32", "i32", "tensormap", "ptr", "tensormap", "f32"]
    assert cl.tile_ir_abi(manifest) == ["ptr", "i32", "i32", "ptr", "f32"]
    assert [cl._BYTES[t] for t in cl.tile_ir_abi(manifest)] == [8, 4, 4, 8, 4]


def test_plain_abi_is_kept_in_order():
    assert cl.tile_ir_abi(["i64", "ptr", "f64"]) == ["i64", "ptr", "f64"]
