//===- CudaTileDialect.td - the cuda_tile dialect ------------*- tablegen -*-===//
//
// The dialect definition alone, so that every .td of the dialect can include
// it without pulling in ops.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_CUDATILE_DIALECT_TD
#define TILEIR_CUDATILE_DIALECT_TD

include "mlir/IR/OpBase.td"

def CudaTile_Dialect : Dialect {
  let name = "cuda_tile";
  let cppNamespace = "::mlir::cuda_tile";
  let summary = "Tile IR: NVIDIA's tile-level GPU programming IR (13.3 compatible)";
  let description = [{
    A tile program describes the work of one tile block over multi-dimensional
    tiles; the compiler chooses how threads share that work. The textual and
    binary forms are compatible with NVIDIA's cuda_tile 13.3.
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
  let dependentDialects = [];
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();
    void registerOps();

    /// How hints that no chip or op takes are reported. NVIDIA ignores them
    /// silently unless asked (-Wunsupported-hints warns, -Werr-hints also
    /// fails the op): a front end may write hints for newer chips.
    bool getWarnUnsupportedHints() const { return warnUnsupportedHints; }
    void setWarnUnsupportedHints(bool on) { warnUnsupportedHints = on; }
    bool getErrorOnHints() const { return errorOnHints; }
    void setErrorOnHints(bool on) { errorOnHints = on; }

  private:
    bool warnUnsupportedHints = false;
    bool errorOnHints = false;

  public:
  }];
}

#endif
