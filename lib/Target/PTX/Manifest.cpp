//===- Manifest.cpp - the launch manifest of a lowered module -------------===//
//
// A launcher reads only this JSON and the binary: kernel symbol, threads
// per block and whether the binary requires it (launch: reqntid) or only
// bounds it (maxntid), shared memory, each parameter's type and entry
// argument, the front end's launch ABI over them (`abi`: which parameters
// are one tensor's pointer, shapes and strides, from tile-normalize-abi),
// the grid dimensions the kernel reads, and for a CUtensorMap parameter
// (type "tensormap") the tensor, dim order, box and swizzle to encode.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Target/PTX/PTXEmitter.h"

#include "TileIR/Dialect/TileSIMT/IR/Layout.h"
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

/// A dictionary of strings, integers and i64 arrays as a JSON object.
static llvm::json::Object dictJson(DictionaryAttr dict) {
  llvm::json::Object o;
  for (NamedAttribute field : dict) {
    Attribute v = field.getValue();
    if (auto str = dyn_cast<StringAttr>(v))
      o[field.getName().str()] = str.getValue().str();
    else if (auto i = dyn_cast<IntegerAttr>(v))
      o[field.getName().str()] = i.getInt();
    else if (auto arr = dyn_cast<DenseI64ArrayAttr>(v))
      o[field.getName().str()] = llvm::json::Array(arr.asArrayRef());
  }
  return o;
}

/// tileir.abi (tile-normalize-abi's dictionaries) as JSON objects.
static llvm::json::Array abiGroups(LLVM::LLVMFuncOp fn) {
  llvm::json::Array groups;
  if (auto abi = fn->getAttrOfType<ArrayAttr>("tileir.abi"))
    for (auto group : abi.getAsRange<DictionaryAttr>())
      groups.push_back(dictJson(group));
  return groups;
}

/// The grid dimensions (0 x, 1 y, 2 z) the kernel reads, as its block index
/// or the grid's extent: the others may be anything but 1 is what they mean.
static llvm::json::Array gridDimsRead(LLVM::LLVMFuncOp fn) {
  bool read[3] = {false, false, false};
  fn.walk([&](Operation *op) {
    if (isa<NVVM::BlockIdXOp, NVVM::GridDimXOp>(op))
      read[0] = true;
    else if (isa<NVVM::BlockIdYOp, NVVM::GridDimYOp>(op))
      read[1] = true;
    else if (isa<NVVM::BlockIdZOp, NVVM::GridDimZOp>(op))
      read[2] = true;
  });
  llvm::json::Array dims;
  for (int64_t d = 0; d < 3; ++d)
    if (read[d])
      dims.push_back(d);
  return dims;
}

static bool usesGridDepControl(LLVM::LLVMFuncOp fn) {
  return fn.walk([](NVVM::GriddepcontrolOp) { return WalkResult::interrupt(); })
      .wasInterrupted();
}

std::string mlir::tileir::buildLaunchManifest(gpu::GPUModuleOp module,
                                              const Chip &chip,
                                              const PtxasReport *resources) {
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
    // CUtensorMap parameters (tile_simt.tensormaps): the launcher encodes
    // each from the ABI tensor it names.
    llvm::DenseMap<int64_t, DictionaryAttr> maps;
    if (auto all = fn->getAttrOfType<ArrayAttr>(simt::kTensorMapsAttrName))
      for (auto m : all.getAsRange<DictionaryAttr>())
        maps[m.getAs<IntegerAttr>("arg").getInt()] =
            m.getAs<DictionaryAttr>("map");
    llvm::json::Array params;
    for (auto [i, t] : llvm::enumerate(fn.getArgumentTypes())) {
      auto [kind, bytes] = paramKind(t);
      llvm::json::Object param{{"index", (int64_t)i},
                               {"entry_arg", (int64_t)i},
                               {"type", kind},
                               {"bytes", bytes}};
      if (DictionaryAttr map = maps.lookup(i)) {
        param["type"] = "tensormap";
        param["bytes"] = 128;
        param["tensormap"] = dictJson(map);
      }
      params.push_back(std::move(param));
    }
    llvm::json::Object kernel{
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
        // Tile IR's rule: one CTA per tile block, numbered x/y/z as
        // get_tile_block_id reads them; the caller chooses the extents.
        {"grid", llvm::json::Object{{"rule", "tile_blocks"},
                                    {"dims_read", gridDimsRead(fn)}}},
        {"params", std::move(params)},
        {"abi", abiGroups(fn)}};
    // The front end's num_cta_in_cga hint for this chip: CTAs a launcher may
    // group into one cluster where the grid divides by it. The binary does
    // not require clusters (with .reqnctapercluster a grid that does not
    // divide fails to launch).
    if (auto n = fn->getAttrOfType<IntegerAttr>(simt::kClusterHintAttrName))
      kernel["num_cta_in_cga"] = n.getInt();
    // Split over a cluster (tile-split-clusters): the binary requires
    // clusters of this shape and counts the launch grid in clusters
    // (.blocksareclusters), one per tile block, so the caller's tile grid
    // launches unchanged.
    if (auto dims = fn->getAttrOfType<DenseI32ArrayAttr>(
            NVVM::NVVMDialect::getClusterDimAttrName())) {
      kernel["cluster"] = llvm::json::Array(dims.asArrayRef());
      kernel["blocks_are_clusters"] =
          fn->hasAttr(NVVM::NVVMDialect::getBlocksAreClustersAttrName());
    }
    // What the cubin beside this manifest costs per thread (ptxas -v): a
    // launcher's occupancy sums, and the local memory a spilling kernel
    // pays for.
    if (resources)
      if (auto it = resources->find(fn.getName()); it != resources->end()) {
        llvm::json::Object ptxas{
            {"registers", it->second.registers},
            {"spill_store_bytes", it->second.spillStores},
            {"spill_load_bytes", it->second.spillLoads},
            {"stack_frame_bytes", it->second.stackFrame}};
        if (it->second.wgmmaSerialized)
          ptxas["wgmma_serialized"] = true;
        if (it->second.minBlocksPerSM)
          ptxas["min_blocks_per_sm"] = it->second.minBlocksPerSM;
        kernel["ptxas"] = std::move(ptxas);
      }
    kernels.push_back(std::move(kernel));
  }
  llvm::json::Object root{{"format", "tileir-launch-manifest/2"},
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
