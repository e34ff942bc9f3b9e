#!/usr/bin/env python3
"""Writes ops_v13_4.tileirbc with cuTile Python's own bytecode encoder
(src/cuda/tile/_bytecode of NVIDIA/cutile-python, pure Python, no GPU): one
entry using every op and field bytecode 13.4 added, so TileIR's reader is
checked against NVIDIA's writer rather than against itself.
Also writes f8e5m3fnu_v13_4.tileirbc next to OUT: an entry whose argument is
a tile of f8E5M3FNU (13.4's developer-preview scale type), which TileIR
refuses by name.
Usage: PYTHONPATH=<cutile-python>/src make_ops_v13_4.py OUT
"""
import os
import sys

import cuda.tile._bytecode as bc


def main():
    buf = bytearray()
    v = bc.BytecodeVersion.V_13_4
    with bc.write_bytecode(1, buf, v) as w:
        tt = w.type_table
        f32, i32, i8 = tt.F32, tt.I32, tt.simple(bc.SimpleType.I8)
        tok = tt.Token
        s_f32, s_i32, s_i8 = tt.tile(f32, ()), tt.tile(i32, ()), tt.tile(i8, ())
        ptr = tt.tile(tt.pointer(f32, bc.PtrAttr.Missing), ())
        tv = tt.tensor_view(f32, (64, 64), (64, 1), bc.PtrAttr.Missing)
        pv = tt.partition_view((4, 4), tv, (0, 1), bc.PaddingValue.Missing)
        t44 = tt.tile(f32, (4, 4))
        with w.function("ops_v13_4", (s_f32, s_i32, ptr), (), True, {},
                        bc.MISSING_DEBUG_ATTR_ID) as fb:
            cb = fb.code_builder
            x, n, p = fb.parameters
            bc.encode_FPowIOp(cb, s_f32, x, n)
            bc.encode_InsertOp(cb, s_f32, x, x, ())
            bc.encode_FToIOp(cb, s_i8, x, bc.Signedness.Signed,
                             bc.RoundingMode.NEAREST_INT_TO_ZERO, True)
            bc.encode_FToIOp(cb, s_i8, x, bc.Signedness.Signed,
                             bc.RoundingMode.NEAREST_INT_TO_ZERO, False)
            wt = bc.encode_GdcWaitTkoOp(cb, tok, None)
            ft = bc.encode_MemoryFenceAliasTkoOp(cb, tok, wt)
            bc.encode_GdcLaunchDependentsTkoOp(cb, tok, ft)
            bc.encode_GdcLaunchDependentsTkoOp(cb, tok, None)
            view = bc.encode_MakeTensorViewOp(cb, tv, p, (), ())
            part = bc.encode_MakePartitionViewOp(cb, pv, view)
            t, _ = bc.encode_LoadViewTkoOp(
                cb, t44, tok, part, (n, n), None,
                bc.MemoryOrderingSemantics.WEAK, None, None, (True, False))
            bc.encode_StoreViewTkoOp(
                cb, tok, t, part, (n, n), None,
                bc.MemoryOrderingSemantics.WEAK, None, None, (False, False))
            bc.encode_ReturnOp(cb, ())
    open(sys.argv[1], "wb").write(buf)

    buf = bytearray()
    with bc.write_bytecode(1, buf, v) as w:
        tt = w.type_table
        scale = tt.tile(tt.simple(bc.SimpleType.F8E5M3FNU), ())
        with w.function("f8e5m3fnu", (scale,), (), True, {},
                        bc.MISSING_DEBUG_ATTR_ID) as fb:
            bc.encode_ReturnOp(fb.code_builder, ())
    out = os.path.join(os.path.dirname(sys.argv[1]) or ".",
                       "f8e5m3fnu_v13_4.tileirbc")
    open(out, "wb").write(buf)


main()
