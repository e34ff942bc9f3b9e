//===- Manifest.cpp - the launch manifest of a lowered module -------------===//
//
// A launcher reads only this JSON and the binary: kernel symbol, threads
// per block, shared memory, and each parameter's type and entry argument.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Target/PTX/PTXEmitter.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

using namespace mlir;
using namespace mlir::tileir;

static std::pair<std::string, int64_t> paramKind(Type t) {
  if (isa<LLVM::LLVMPointerType>(t))
    return {"ptr", 8};
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return {s, (t.getIntOrFloatBitWidth() + 7) / 8};
}

std::string mlir::tileir::buildLaunchManifest(gpu::GPUModuleOp module,
                                              StringRef chip) {
  int64_t staticShared = 0;
  for (auto g : module.getOps<LLVM::GlobalOp>())
    if (g.getAddrSpace() == 3)
      if (auto arr = dyn_cast<LLVM::LLVMArrayType>(g.getGlobalType()))
        staticShared += arr.getNumElements() *
                        ((arr.getElementType().getIntOrFloatBitWidth() + 7) / 8);
  llvm::json::Array kernels;
  for (auto fn : module.getOps<LLVM::LLVMFuncOp>()) {
    if (!fn->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName()))
      continue;
    llvm::json::Array block{1, 1, 1};
    if (auto b = fn->getAttrOfType<DenseI32ArrayAttr>("nvvm.maxntid"))
      block = llvm::json::Array(b.asArrayRef());
    llvm::json::Array params;
    for (auto [i, t] : llvm::enumerate(fn.getArgumentTypes())) {
      auto [kind, bytes] = paramKind(t);
      params.push_back(llvm::json::Object{{"index", (int64_t)i},
                                          {"entry_arg", (int64_t)i},
                                          {"type", kind},
                                          {"bytes", bytes}});
    }
    kernels.push_back(llvm::json::Object{
        {"symbol", fn.getName()},
        {"block", std::move(block)},
        {"dynamic_shared_memory", 0},
        {"static_shared_memory", staticShared},
        {"grid", "tile grid: one CTA per tile block, x/y/z as "
                 "get_tile_block_id numbers them"},
        {"params", std::move(params)}});
  }
  llvm::json::Object root{{"format", "tileir-launch-manifest/1"},
                          {"module", module.getName()},
                          {"target", chip},
                          {"kernels", std::move(kernels)}};
  std::string s;
  llvm::raw_string_ostream os(s);
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(root))) << "\n";
  return s;
}
