//===- Facts.cpp - collect the translation gate's facts of an entry -------===//
#include "Facts.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::tileir::equiv;

static std::string str(Attribute a) {
  std::string s;
  llvm::raw_string_ostream os(s);
  a.print(os);
  return s;
}
static std::string str(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return s;
}

static llvm::StringRef shortName(Operation *op) {
  llvm::StringRef name = op->getName().getStringRef();
  name.consume_front("cuda_tile.");
  return name;
}

bool mlir::tileir::equiv::isCriticalOp(llvm::StringRef name) {
  static const llvm::StringSet<> critical = {
      "reduce", "scan", "exp", "exp2", "rsqrt", "fma", "mmaf", "mmai",
      "mmaf_scaled", "for", "loop", "if"};
  return critical.contains(name) || name.contains("load") ||
         name.contains("store") || name.contains("atomic");
}

bool mlir::tileir::equiv::isArithmeticOp(llvm::StringRef name) {
  static const llvm::StringSet<> structural = {
      "constant", "assume", "yield", "continue", "break", "return",
      "make_token", "join_tokens", "get_tile_block_id", "get_num_tile_blocks",
      "reshape", "broadcast", "permute", "extract", "insert", "cat", "iota",
      "offset", "get_index_space_shape", "get_tensor_shape", "assert",
      "print_tko", "memory_fence_alias_tko", "gdc_wait_tko",
      "gdc_launch_dependents_tko"};
  return !isCriticalOp(name) && !structural.contains(name) &&
         !name.starts_with("make_");
}

std::string mlir::tileir::equiv::locationOf(Operation *op) {
  std::string out;
  op->getLoc()->walk([&](Location loc) {
    if (auto file = llvm::dyn_cast<FileLineColLoc>(loc)) {
      out = (file.getFilename().str() + ":" + std::to_string(file.getLine()) +
             ":" + std::to_string(file.getColumn()));
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return out;
}

/// Entry argument number a value comes from, through assumes and casts.
static int argumentOf(Value v, Block &body) {
  for (int depth = 0; depth < 8; ++depth) {
    if (auto arg = llvm::dyn_cast<BlockArgument>(v))
      return arg.getOwner() == &body ? static_cast<int>(arg.getArgNumber()) : -1;
    Operation *def = v.getDefiningOp();
    if (!def || def->getNumOperands() != 1)
      return -1;
    v = def->getOperand(0);
  }
  return -1;
}

static bool isPointerTile(Type t) {
  auto tile = llvm::dyn_cast<TileType>(t);
  return tile && llvm::isa<PointerType>(tile.getElementType());
}

static void recordShape(EntryFacts &f, llvm::ArrayRef<int64_t> shape,
                        Operation *op) {
  if (shape.empty())
    return;
  std::string key;
  for (auto [i, d] : llvm::enumerate(shape))
    key += (i ? "x" : "") + std::to_string(d);
  if (f.tileShapes.insert(key).second)
    f.tileShapeWitness[key] = op;
}

static MemoryAccess describeAccess(Operation *op) {
  MemoryAccess m{op, shortName(op).str()};
  for (Value v : op->getOperands()) {
    Type t = v.getType();
    if (auto pv = llvm::dyn_cast<PartitionViewType>(t)) {
      if (auto pad = pv.getPaddingValue()) {
        m.padding = true;
        m.paddingValue = str(pad);
      }
      continue;
    }
    auto tile = llvm::dyn_cast<TileType>(t);
    if (!tile || tile.getRank() == 0)
      continue;
    if (tile.getElementType().isInteger(1))
      m.mask = true;
  }
  // load_ptr_tko's padding operand: a tile typed like the loaded result.
  if (shortName(op) == "load_ptr_tko" && op->getNumResults() > 0) {
    unsigned sameAsResult = 0;
    for (Value v : op->getOperands())
      sameAsResult += v.getType() == op->getResult(0).getType();
    if (sameAsResult) {
      m.padding = true;
      m.paddingValue = "operand";
    }
  }
  return m;
}

EntryFacts mlir::tileir::equiv::collectFacts(EntryOp entry) {
  EntryFacts f;
  f.entry = entry;
  Block &body = entry.getBody().front();
  if (auto hints = entry.getOptimizationHintsAttr())
    f.hints.push_back({"entry " + str(hints), entry});
  if (auto abi = entry->getAttrOfType<ArrayAttr>("tileir.abi"))
    for (Attribute p : abi) {
      auto d = llvm::cast<DictionaryAttr>(p);
      std::string desc = str(d.get("kind"));
      if (auto rank = d.get("rank"))
        desc += " rank " + str(rank);
      f.params.push_back(desc);
    }
  entry.walk([&](Operation *op) {
    if (op == entry.getOperation())
      return;
    llvm::StringRef name = shortName(op);
    f.ops[name.str()].push_back(op);
    for (Type t : op->getResultTypes()) {
      if (auto tile = llvm::dyn_cast<TileType>(t))
        recordShape(f, tile.getShape(), op);
      if (auto pv = llvm::dyn_cast<PartitionViewType>(t)) {
        llvm::SmallVector<int64_t> s(pv.getTileShape().asArrayRef());
        recordShape(f, s, op);
      }
      if (llvm::isa<TensorViewType>(t))
        f.tensorViews.push_back({str(t), op});
    }
    if (name == "reduce" || name == "scan") {
      std::string key = name.str() + " ";
      for (NamedAttribute a : op->getAttrs())
        key += a.getName().str() + "=" + str(a.getValue()) + " ";
      for (Operation &inner : op->getRegion(0).front())
        key += shortName(&inner).str() + ";";
      f.reductions.push_back({key, op});
    }
    if (name.starts_with("mma")) {
      std::string key = name.str();
      for (Type t : op->getOperandTypes())
        key += " " + str(t);
      f.mma.push_back({key, op});
    }
    if (isCriticalOp(name) && (name.contains("load") || name.contains("store") ||
                               name.contains("atomic")))
      f.memory.push_back(describeAccess(op));
    for (NamedAttribute a : op->getAttrs()) {
      llvm::StringRef an = a.getName().strref();
      if (an.contains("hint") || an.contains("latency") || an.contains("tma"))
        f.hints.push_back({name.str() + " " + an.str() + "=" + str(a.getValue()), op});
      if (an == "flush_to_zero")
        f.rounding.push_back({name.str() + " flush_to_zero", op});
      if (llvm::isa<RoundingModeAttr>(a.getValue())) {
        auto mode = llvm::cast<RoundingModeAttr>(a.getValue()).getValue();
        bool defaultMode = mode == RoundingMode::nearest_even ||
                           (name == "divi" && mode == RoundingMode::zero);
        if (!defaultMode)
          f.rounding.push_back({name.str() + " " + str(a.getValue()), op});
      }
    }
    if (auto assume = llvm::dyn_cast<AssumeOp>(op)) {
      int arg = argumentOf(assume.getValue(), body);
      std::string who = arg >= 0 ? "argument " + std::to_string(arg)
                                 : "value of " + str(assume.getValue().getType());
      std::string key = str(assume.getPredicate()) + " on " + who;
      if (llvm::isa<DivByAttr>(assume.getPredicate()) &&
          isPointerTile(assume.getValue().getType()))
        f.divBy.push_back({key, op});
      else
        f.otherAssumes.push_back({key, op});
    }
  });
  return f;
}
