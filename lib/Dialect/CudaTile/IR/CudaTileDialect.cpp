//===- CudaTileDialect.cpp - the cuda_tile dialect ------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.cpp.inc"
#include "TileIR/Dialect/CudaTile/IR/CudaTileEnums.cpp.inc"

namespace {
/// Debug-info scopes are shared by many locations: the printer names each
/// once, by its mnemonic (#di_file, #di_subprogram, ...), as NVIDIA's
/// printer does. Overridable, so a name the user gave wins.
struct CudaTileOpAsmInterface : OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    return TypeSwitch<Attribute, AliasResult>(attr)
        .Case<DIFileAttr, DICompileUnitAttr, DISubprogramAttr,
              DILexicalBlockAttr>([&](auto a) {
          os << decltype(a)::getMnemonic();
          return AliasResult::OverridableAlias;
        })
        .Default(AliasResult::NoAlias);
  }
};
} // namespace

void CudaTileDialect::initialize() {
  registerTypes();
  registerAttributes();
  registerOps();
  registerPreview();
  addInterfaces<CudaTileOpAsmInterface>();
}

void CudaTileDialect::registerOps() {
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileCoreOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileIntOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileFloatOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileConversionOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileShapeOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileMatrixOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileMemoryOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileControlOps.cpp.inc"
      >();
#ifdef TILEIR_INCLUDE_TESTS
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileTestingOps.cpp.inc"
      >();
#endif
}
