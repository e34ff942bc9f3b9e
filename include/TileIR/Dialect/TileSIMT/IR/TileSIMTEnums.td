//===- TileSIMTEnums.td - tile_simt enums ------------------*- tablegen -*-===//
// Alone in this file so that -gen-enum-decls sees only tile_simt's enums.
#ifndef TILEIR_TILESIMT_ENUMS_TD
#define TILEIR_TILESIMT_ENUMS_TD

include "mlir/IR/EnumAttr.td"

def TileSIMT_FloatKind : I32EnumAttr<"FloatKind", "an f32 operation", [
    I32EnumAttrCase<"flush", 0>, I32EnumAttrCase<"add", 1>,
    I32EnumAttrCase<"sub", 2>, I32EnumAttrCase<"mul", 3>,
    I32EnumAttrCase<"div", 4>, I32EnumAttrCase<"fma", 5>,
    I32EnumAttrCase<"sqrt", 6>, I32EnumAttrCase<"rsqrt", 7>,
    I32EnumAttrCase<"exp2", 8>, I32EnumAttrCase<"tanh", 9>,
    I32EnumAttrCase<"exp", 10>]> {
  let cppNamespace = "::mlir::tileir::simt";
}

#endif
