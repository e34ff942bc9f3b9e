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
  // By hand (CudaTileDialect.cpp): the preview's types and attributes come
  // from their own .td (CudaTilePreview.td) and are parsed after ours.
  let useDefaultTypePrinterParser = 0;
  let useDefaultAttributePrinterParser = 0;
  let hasConstantMaterializer = 1;
  let dependentDialects = [];
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();
    void registerOps();
    void registerPreview();

    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;

    /// Whether 13.5's public preview `simt` is on (--preview=simt): its ops
    /// verify, and bytecode that advertises preview content is read.
    bool getPreviewSimt() const { return previewSimt; }
    void setPreviewSimt(bool on) { previewSimt = on; }

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
    bool previewSimt = false;

  public:
  }];
}

#endif
