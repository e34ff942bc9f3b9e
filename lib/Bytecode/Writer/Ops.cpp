//===- Ops.cpp - function bodies from the op table; file assembly ---------===//
#include "WriterImpl.h"
#include "TileIR/Bytecode/Writer.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::bc;
using namespace mlir::cuda_tile;

static StringRef mnemonicOf(Operation *op) {
  StringRef name = op->getName().getStringRef();
  if (!name.consume_front("cuda_tile."))
    return {};
  return name;
}

void ModuleWriter::addLoc(uint64_t slot, Location loc) {
  if (slot)
    debugSlots[slot - 1].push_back(debugIndex(encodableLoc(loc)));
}

LogicalResult ModuleWriter::writeOpAttr(ByteWriter &w, Operation *op,
                                        const AttrSpec &a, Attribute value) {
  auto bad = [&]() {
    return op->emitError() << "attribute '" << a.name << "' ";
  };
  switch (a.kind) {
  case AttrKind::Unit:
    return success();
  case AttrKind::Enum: {
    std::optional<uint64_t> v = getEnumValue(a.enumKind, value);
    if (!v)
      return bad() << "is " << value << ", expected a "
                   << enumName(a.enumKind);
    w.varint(*v);
    return success();
  }
  case AttrKind::I32:
  case AttrKind::I64: {
    auto i = llvm::dyn_cast<IntegerAttr>(value);
    if (!i || i.getValue().getBitWidth() > 64)
      return bad() << "is " << value << ", expected an integer";
    w.varint(i.getValue().getZExtValue());
    return success();
  }
  case AttrKind::Bool: {
    auto b = llvm::dyn_cast<BoolAttr>(value);
    if (!b)
      return bad() << "is " << value << ", expected a bool";
    w.byte(b.getValue() ? 1 : 0);
    return success();
  }
  case AttrKind::String: {
    auto s = llvm::dyn_cast<StringAttr>(value);
    if (!s)
      return bad() << "is " << value << ", expected a string";
    w.varint(stringIndex(s.getValue()));
    return success();
  }
  case AttrKind::SymbolRef: {
    auto s = llvm::dyn_cast<FlatSymbolRefAttr>(value);
    if (!s)
      return bad() << "is " << value << ", expected a symbol reference";
    w.varint(stringIndex(s.getValue()));
    return success();
  }
  case AttrKind::DenseConst: {
    auto d = llvm::dyn_cast<DenseElementsAttr>(value);
    if (!d)
      return bad() << "is " << value << ", expected dense elements";
    FailureOr<uint64_t> id = constantIndex(d, op);
    if (failed(id))
      return failure();
    w.varint(*id);
    return success();
  }
  case AttrKind::DenseI32Array: {
    auto d = llvm::dyn_cast<DenseI32ArrayAttr>(value);
    if (!d)
      return bad() << "is " << value << ", expected array<i32: ...>";
    w.leArray<int32_t>(d.asArrayRef());
    return success();
  }
  case AttrKind::Array: {
    auto arr = llvm::dyn_cast<ArrayAttr>(value);
    if (!arr)
      return bad() << "is " << value << ", expected an array";
    w.varint(arr.size());
    for (Attribute e : arr)
      if (failed(writeSelfContained(w, e, op)))
        return failure();
    return success();
  }
  case AttrKind::SelfContained:
    return writeSelfContained(w, value, op);
  case AttrKind::OptHints: {
    auto h = llvm::dyn_cast<OptimizationHintsAttr>(value);
    if (!h)
      return bad() << "is " << value << ", expected optimization hints";
    return writeDictionary(w, h.getValue(), op);
  }
  case AttrKind::BoolArray: {
    auto d = llvm::dyn_cast<DenseBoolArrayAttr>(value);
    if (!d)
      return bad() << "is " << value << ", expected array<i1: ...>";
    SmallVector<uint8_t> bytes(d.asArrayRef().begin(), d.asArrayRef().end());
    w.leArray<uint8_t>(bytes);
    return success();
  }
  case AttrKind::Unsupported:
    break;
  }
  return bad() << "cannot be written inside a function body";
}

/// A per-dim bool list (13.4 `inbounds`): absent means all false. Older
/// versions cannot hold it, so only the all-false list may be dropped; 13.4
/// writes one flag per index (the op's variadic operand group), as cuTile does.
LogicalResult ModuleWriter::writeBoolList(ByteWriter &w, Operation *op,
                                          const OpSpec &spec, const AttrSpec &a,
                                          Attribute value,
                                          ArrayRef<ValueRange> groups) {
  if (value && !llvm::isa<DenseBoolArrayAttr>(value))
    return op->emitError() << "attribute '" << a.name << "' is " << value
                           << ", expected array<i1: ...>";
  auto flags = llvm::dyn_cast_or_null<DenseBoolArrayAttr>(value);
  if (a.since > version) {
    if (flags && llvm::is_contained(flags.asArrayRef(), true))
      return op->emitError() << "'" << op->getName() << "' attribute '"
                             << a.name << "' needs bytecode version "
                             << a.since.str() << ", cannot write "
                             << version.str();
    return success();
  }
  if (flags)
    return writeOpAttr(w, op, a, flags);
  size_t n = 0;
  for (auto [o, g] : llvm::zip(spec.operands, groups))
    if (o.kind == OperandKind::Variadic)
      n = g.size();
  w.leArray<uint8_t>(SmallVector<uint8_t>(n, 0));
  return success();
}

LogicalResult ModuleWriter::writeBlock(Block &block, ByteWriter &w,
                                       uint64_t slot) {
  SmallVector<Value> scoped;
  w.varint(block.getNumArguments());
  for (BlockArgument arg : block.getArguments()) {
    FailureOr<uint64_t> t = typeIndex(arg.getType(), block.getParentOp());
    if (failed(t))
      return failure();
    w.varint(*t);
    valueIds[arg] = nextValue++;
    scoped.push_back(arg);
  }
  w.varint(block.getOperations().size());
  for (Operation &op : block) {
    if (failed(writeOp(&op, w, slot)))
      return failure();
    for (Value v : op.getResults())
      if (valueIds.count(v))
        scoped.push_back(v);
  }
  // The block's values go out of scope, and their numbers are reused.
  for (Value v : scoped)
    valueIds.erase(v);
  nextValue -= scoped.size();
  return success();
}

LogicalResult ModuleWriter::writeOp(Operation *op, ByteWriter &w,
                                    uint64_t slot) {
  StringRef mnemonic = mnemonicOf(op);
  const OpSpec *spec = mnemonic.empty() ? nullptr : lookupOp(mnemonic);
  if (!spec || spec->topLevel)
    return op->emitError() << "'" << op->getName()
                           << "' cannot be written to Tile IR bytecode";
  if (spec->since > version)
    return op->emitError() << "'" << op->getName()
                           << "' needs bytecode version " << spec->since.str()
                           << ", cannot write " << version.str();
  usesPreview |= spec->opcode >= kFirstPreviewOpcode;
  w.varint(spec->opcode);
  addLoc(slot, op->getLoc());

  // Results: drop those newer than the version when nothing uses them.
  SmallVector<Value> stored;
  bool variadicResults = llvm::any_of(
      spec->results, [](const ResultSpec &r) { return r.variadic; });
  if (variadicResults) {
    llvm::append_range(stored, op->getResults());
  } else {
    if (op->getNumResults() != spec->results.size())
      return op->emitError() << "has " << op->getNumResults()
                             << " results; its bytecode form has "
                             << spec->results.size();
    for (auto [res, value] : llvm::zip(spec->results, op->getResults())) {
      if (res.since <= version) {
        stored.push_back(value);
      } else if (!value.use_empty()) {
        return op->emitError() << "'" << op->getName() << "' result '"
                               << res.name
                               << "' is used but needs bytecode version "
                               << res.since.str() << ", cannot write "
                               << version.str();
      }
    }
  }
  if (spec->writesResultCount)
    w.varint(stored.size());
  for (Value v : stored) {
    FailureOr<uint64_t> t = typeIndex(v.getType(), op);
    if (failed(t))
      return failure();
    w.varint(*t);
  }

  // Operand groups (sizes from operandSegmentSizes when the op has them).
  SmallVector<ValueRange> groups;
  if (spec->segmented) {
    auto sizes =
        llvm::dyn_cast_or_null<DenseI32ArrayAttr>(op->getAttr("operandSegmentSizes"));
    if (!sizes || sizes.size() != int64_t(spec->operands.size()))
      return op->emitError() << "has no operand segment sizes matching its "
                                "bytecode form";
    unsigned start = 0;
    for (int32_t n : sizes.asArrayRef()) {
      if (n < 0 || start + n > op->getNumOperands())
        return op->emitError() << "has inconsistent operand segment sizes";
      groups.push_back(op->getOperands().slice(start, n));
      start += n;
    }
  }

  // Flags: which optional attributes and operands are present.
  uint64_t flags = 0;
  for (const AttrSpec &a : spec->attrs) {
    if (!a.optional || !op->getAttr(a.name))
      continue;
    if (a.since > version)
      return op->emitError() << "'" << op->getName() << "' attribute '"
                             << a.name << "' needs bytecode version " << a.since.str()
                             << ", cannot write " << version.str();
    flags |= uint64_t(1) << a.flagBit;
  }
  for (auto [i, o] : llvm::enumerate(spec->operands)) {
    if (o.flagBit < 0 || groups[i].empty())
      continue;
    if (o.since > version)
      return op->emitError() << "'" << op->getName() << "' operand '"
                             << o.name
                             << "' needs bytecode version " << o.since.str()
                             << ", cannot write " << version.str();
    flags |= uint64_t(1) << o.flagBit;
  }
  if (spec->flagsSince && *spec->flagsSince <= version)
    w.varint(flags);

  // Attributes in declaration order.
  for (const AttrSpec &a : spec->attrs) {
    Attribute value = op->getAttr(a.name);
    if (a.kind == AttrKind::BoolArray) {
      if (failed(writeBoolList(w, op, *spec, a, value, groups)))
        return failure();
      continue;
    }
    if (a.optional) {
      if (value && failed(writeOpAttr(w, op, a, value)))
        return failure();
      continue;
    }
    if (!value && a.hasDefault && a.kind == AttrKind::Enum)
      value = makeEnumAttr(op->getContext(), a.enumKind, a.defaultValue);
    else if (!value && a.hasDefault)
      value = IntegerAttr::get(
          IntegerType::get(op->getContext(), a.kind == AttrKind::I32 ? 32 : 64),
          a.defaultValue);
    if (a.since > version) {
      // Older files cannot say it: only its default may be dropped.
      std::optional<uint64_t> v = getEnumValue(a.enumKind, value);
      if (!a.hasDefault || !v || int64_t(*v) != a.defaultValue)
        return op->emitError() << "'" << op->getName() << "' attribute '"
                               << a.name << "' = " << value
                               << " needs bytecode version " << a.since.str()
                               << ", cannot write " << version.str();
      continue;
    }
    if (!value)
      return op->emitError() << "is missing required attribute '" << a.name
                             << "'";
    if (failed(writeOpAttr(w, op, a, value)))
      return failure();
  }

  // Operands.
  auto writeValue = [&](Value v) -> LogicalResult {
    auto it = valueIds.find(v);
    if (it == valueIds.end())
      return op->emitError() << "uses a value defined outside its function";
    w.varint(it->second);
    return success();
  };
  if (spec->segmented) {
    for (auto [i, o] : llvm::enumerate(spec->operands)) {
      if (o.kind == OperandKind::Variadic)
        w.varint(groups[i].size());
      else if (o.kind == OperandKind::Single && groups[i].size() != 1)
        return op->emitError() << "operand group '" << o.name
                               << "' must hold one value";
      for (Value v : groups[i])
        if (failed(writeValue(v)))
          return failure();
    }
  } else {
    bool counted = llvm::any_of(spec->operands, [](const OperandSpec &o) {
      return o.kind != OperandKind::Single;
    });
    if (counted)
      w.varint(op->getNumOperands());
    else if (op->getNumOperands() != spec->operands.size())
      return op->emitError() << "has " << op->getNumOperands()
                             << " operands; its bytecode form has "
                             << spec->operands.size();
    for (Value v : op->getOperands())
      if (failed(writeValue(v)))
        return failure();
  }

  // Regions.
  if (spec->numRegions) {
    w.varint(op->getNumRegions());
    for (Region &region : op->getRegions()) {
      w.varint(region.getBlocks().size());
      for (Block &block : region)
        if (failed(writeBlock(block, w, slot)))
          return failure();
    }
  }

  for (Value v : stored)
    valueIds[v] = nextValue++;
  return success();
}
