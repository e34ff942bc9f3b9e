//===- Manifest.cpp - the launch manifest of a lowered module -------------===//
//
// A launcher reads only this JSON and the binary: kernel symbol, threads
// per block and whether the binary requires it (launch: reqntid) or only
// bounds it (maxntid), shared memory, and each parameter's type and entry
// argument.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Target/PTX/PTXEmitter.h"

#include "TileIR/Dialect/TileSIMT/IR/TileSIMT.h"

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

/// Bytes of the static .shared arrays `fn` addresses (an extern dynamic
/// array has no elements and counts nothing).
static int64_t staticSharedBytes(gpu::GPUModuleOp module,
                                 LLVM::LLVMFuncOp fn) {
  llvm::SmallPtrSet<Operation *, 8> seen;
  int64_t bytes = 0;
  fn.walk([&](LLVM::AddressOfOp addr) {
    auto g = dyn_cast_or_null<LLVM::GlobalOp>(
        SymbolTable::lookupSymbolIn(module, addr.getGlobalNameAttr()));
    if (!g || g.getAddrSpace() != 3 || !seen.insert(g).second)
      return;
    if (auto arr = dyn_cast<LLVM::LLVMArrayType>(g.getGlobalType()))
      bytes = llvm::alignTo(bytes, g.getAlignment().value_or(1)) +
              arr.getNumElements() *
                  ((arr.getElementType().getIntOrFloatBitWidth() + 7) / 8);
  });
  return bytes;
}

static bool usesGridDepControl(LLVM::LLVMFuncOp fn) {
  return fn.walk([](NVVM::GriddepcontrolOp) { return WalkResult::interrupt(); })
      .wasInterrupted();
}

std::string mlir::tileir::buildLaunchManifest(gpu::GPUModuleOp module,
                                              const Chip &chip) {
  simt::TileSIMTDialect::DynamicSharedMemoryAttrHelper dynamicShared(
      module.getContext());
  llvm::json::Array kernels;
  std::string moduleLaunch;
  for (auto fn : module.getOps<LLVM::LLVMFuncOp>()) {
    if (!fn->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName()))
      continue;
    // reqntid: the binary requires this block (a launch with 1,1,1 gets
    // it from the cubin); maxntid: the launcher must pass it.
    llvm::json::Array block{1, 1, 1};
    StringRef launch = "none";
    if (auto b = fn->getAttrOfType<DenseI32ArrayAttr>(
            NVVM::NVVMDialect::getReqntidAttrName())) {
      block = llvm::json::Array(b.asArrayRef());
      launch = "reqntid";
    } else if (auto b = fn->getAttrOfType<DenseI32ArrayAttr>(
                   NVVM::NVVMDialect::getMaxntidAttrName())) {
      block = llvm::json::Array(b.asArrayRef());
      launch = "maxntid";
    }
    if (moduleLaunch.empty())
      moduleLaunch = launch.str();
    else if (moduleLaunch != launch)
      moduleLaunch = "mixed";
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
        {"launch", launch},
        {"dynamic_shared_memory",
         dynamicShared.isAttrPresent(fn)
             ? dynamicShared.getAttr(fn).getValue().getSExtValue()
             : 0},
        {"static_shared_memory", staticSharedBytes(module, fn)},
        // griddepcontrol in the kernel: launch it with the programmatic
        // stream serialization attribute for its wait / early launch to act.
        {"programmatic_dependent_launch", usesGridDepControl(fn)},
        {"grid", "tile grid: one CTA per tile block, x/y/z as "
                 "get_tile_block_id numbers them"},
        {"params", std::move(params)}});
  }
  llvm::json::Object root{{"format", "tileir-launch-manifest/1"},
                          {"module", module.getName()},
                          {"target", chip.name},
                          {"ptx_isa", chip.ptxIsa()},
                          // A launcher checks the device: the same major and
                          // at least the minor, exactly it for `a` chips.
                          {"compute_capability",
                           llvm::json::Array{chip.computeCapability / 10,
                                             chip.computeCapability % 10}},
                          {"arch_specific", chip.archSpecific},
                          // The kernels' common convention ("none" without
                          // kernels).
                          {"launch", moduleLaunch.empty() ? "none"
                                                          : moduleLaunch},
                          {"kernels", std::move(kernels)}};
  std::string s;
  llvm::raw_string_ostream os(s);
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(root))) << "\n";
  return s;
}
