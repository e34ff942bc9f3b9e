//===- TileSIMTDialect.td - the SIMT-level dialect ---------*- tablegen -*-===//
//
// tile_simt sits between cuda_tile and gpu/nvvm: values are ranked tensors
// whose encoding says which thread holds which element (a layout), and the
// cross-thread work (loads of a strided tile, reductions, layout changes
// through shared memory) is explicit.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_TILESIMT_DIALECT_TD
#define TILEIR_TILESIMT_DIALECT_TD

include "mlir/IR/OpBase.td"

def TileSIMT_Dialect : Dialect {
  let name = "tile_simt";
  let summary = "tiles distributed over the threads of a CTA, with explicit layouts";
  let cppNamespace = "::mlir::tileir::simt";
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
  let discardableAttrs = (ins
    // On a kernel: bytes of dynamic shared memory it must be launched with
    // (its buffers live in one extern .shared array past the 48 KiB static
    // cap); the launch manifest passes it on.
    "::mlir::IntegerAttr":$dynamic_shared_memory
  );
}

class TileSIMT_Op<string mnemonic, list<Trait> traits = []>
    : Op<TileSIMT_Dialect, mnemonic, traits>;

#endif
