//===- Ops.cpp - function bodies, driven by the op table ------------------===//
//
// instruction := opcode [result count] result-types [flags] attributes
//                operands [regions]
// Values are numbered: function arguments, then results in order; a block's
// arguments and results are dropped again when the block ends.
//
//===----------------------------------------------------------------------===//
#include "ReaderImpl.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/OperationSupport.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::bc;
using namespace mlir::cuda_tile;

// Regions nest a few levels in real kernels (a loop in an if in a loop).
static constexpr unsigned kMaxRegionDepth = 64;

LogicalResult FileReader::parseFunctionBody(ByteReader &r, Block *entryBlock,
                                            LocCursor &locs) {
  values.clear();
  for (BlockArgument arg : entryBlock->getArguments())
    values.push_back(arg);
  while (!r.atEnd())
    if (failed(parseOp(r, entryBlock, locs, 0)))
      return failure();
  return success();
}

LogicalResult FileReader::readValue(ByteReader &r, Value &out) {
  uint64_t at = r.offset(), idx;
  if (failed(r.readVarInt(idx, "operand")))
    return failure();
  if (idx >= values.size())
    return r.errorAt(at) << "value index " << idx << " is out of range ("
                         << values.size() << " values visible here)";
  out = values[idx];
  return success();
}

LogicalResult FileReader::readOpAttr(ByteReader &r, const OpSpec &spec,
                                     const AttrSpec &a,
                                     ArrayRef<Type> resultTypes,
                                     Attribute &out) {
  uint64_t at = r.offset();
  auto bad = [&]() {
    return r.errorAt(at) << "attribute '" << a.name << "' of '"
                         << spec.mnemonic << "': ";
  };
  switch (a.kind) {
  case AttrKind::Unit:
    out = UnitAttr::get(ctx);
    return success();
  case AttrKind::Enum: {
    uint64_t v;
    if (failed(r.readVarInt(v, a.name.data())))
      return failure();
    out = makeEnumAttr(ctx, a.enumKind, v);
    if (!out)
      return bad() << v << " is not a " << enumName(a.enumKind) << " value";
    return success();
  }
  case AttrKind::I32:
  case AttrKind::I64: {
    uint64_t v;
    if (failed(r.readVarInt(v, a.name.data())))
      return failure();
    unsigned width = a.kind == AttrKind::I32 ? 32 : 64;
    if (width == 32 && v > UINT32_MAX)
      return bad() << v << " does not fit in 32 bits";
    out = IntegerAttr::get(IntegerType::get(ctx, width), APInt(width, v));
    return success();
  }
  case AttrKind::Bool: {
    uint8_t b;
    if (failed(r.readByte(b, a.name.data())))
      return failure();
    if (b > 1)
      return bad() << "bool byte is " << unsigned(b);
    out = BoolAttr::get(ctx, b);
    return success();
  }
  case AttrKind::String:
  case AttrKind::SymbolRef: {
    StringRef s;
    if (failed(getString(r, s, a.name.data())))
      return failure();
    if (a.kind == AttrKind::String)
      out = StringAttr::get(ctx, s);
    else
      out = FlatSymbolRefAttr::get(ctx, s);
    return success();
  }
  case AttrKind::DenseConst:
    if (resultTypes.empty())
      return bad() << "a constant needs a result type";
    return getConstant(r, resultTypes.front(), out);
  case AttrKind::DenseI32Array: {
    SmallVector<int32_t> v;
    if (failed(r.readLEArray(v, a.name.data())))
      return failure();
    out = DenseI32ArrayAttr::get(ctx, v);
    return success();
  }
  case AttrKind::Array: {
    uint64_t n;
    if (failed(r.readCount(n, a.name.data())))
      return failure();
    SmallVector<Attribute> elems;
    for (uint64_t i = 0; i < n; ++i) {
      Attribute e;
      if (failed(readSelfContainedAttr(r, e)))
        return failure();
      elems.push_back(e);
    }
    out = ArrayAttr::get(ctx, elems);
    return success();
  }
  case AttrKind::SelfContained:
    return readSelfContainedAttr(r, out);
  case AttrKind::OptHints:
    return readOptHints(r, out);
  case AttrKind::BoolArray: {
    SmallVector<uint8_t> v;
    if (failed(r.readLEArray(v, a.name.data())))
      return failure();
    SmallVector<bool> bits;
    for (uint8_t b : v) {
      if (b > 1)
        return bad() << "bool byte is " << unsigned(b);
      bits.push_back(b);
    }
    out = DenseBoolArrayAttr::get(ctx, bits);
    return success();
  }
  case AttrKind::Unsupported:
    break;
  }
  return bad() << "cannot be read inside a function body";
}

LogicalResult FileReader::parseRegion(ByteReader &r, Region &region,
                                      LocCursor &locs, unsigned depth,
                                      Location argLoc) {
  uint64_t numBlocks;
  if (failed(r.readCount(numBlocks, "block count", 2)))
    return failure();
  for (uint64_t b = 0; b < numBlocks; ++b) {
    Block *block = new Block();
    region.push_back(block);
    size_t mark = values.size();
    uint64_t numArgs, numOps;
    if (failed(r.readCount(numArgs, "block argument count")))
      return failure();
    for (uint64_t i = 0; i < numArgs; ++i) {
      Type t;
      if (failed(getType(r, t, "block argument")))
        return failure();
      values.push_back(block->addArgument(t, argLoc));
    }
    if (failed(r.readCount(numOps, "op count")))
      return failure();
    for (uint64_t i = 0; i < numOps; ++i)
      if (failed(parseOp(r, block, locs, depth)))
        return failure();
    values.resize(mark);
  }
  return success();
}

LogicalResult FileReader::parseOp(ByteReader &r, Block *block, LocCursor &locs,
                                  unsigned depth) {
  uint64_t at = r.offset(), opcode;
  if (failed(r.readVarInt(opcode, "opcode")))
    return failure();
  const OpSpec *spec = lookupOp(opcode);
  if (!spec)
    return r.errorAt(at) << "unknown opcode 0x" << llvm::utohexstr(opcode);
  auto bad = [&]() {
    return r.errorAt(at) << "op '" << spec->mnemonic << "': ";
  };
  if (spec->topLevel)
    return bad() << "cannot appear inside a function body";
  if (spec->since > version)
    return bad() << "needs bytecode version " << spec->since.str()
                 << " but the file is " << version.str();
  if (opcode >= kFirstPreviewOpcode && !preview)
    return bad() << "public-preview opcode " << opcode
                 << ", but the header does not advertise preview content";
  std::string fullName = ("cuda_tile." + spec->mnemonic).str();
  OperationName opName(fullName, ctx);
  if (!opName.isRegistered())
    return bad() << "'" << fullName << "' is not registered in this build";
  Location loc = builder.getUnknownLoc();
  if (failed(locs.take(at, loc)))
    return failure();

  // Results: a count when the op has variadic parts, then one type each.
  // Results newer than the file are not stored (print_tko's token in 13.1).
  SmallVector<Type> resultTypes;
  unsigned storedFixed = 0, missingNewer = 0;
  for (const ResultSpec &res : spec->results)
    (res.since <= version ? storedFixed : missingNewer)++;
  uint64_t numResults = storedFixed;
  if (spec->writesResultCount &&
      failed(r.readCount(numResults, "result count")))
    return failure();
  bool anyVariadicResult = llvm::any_of(
      spec->results, [](const ResultSpec &res) { return res.variadic; });
  if (!anyVariadicResult && numResults != storedFixed)
    return bad() << "has " << numResults << " results, expected "
                 << storedFixed;
  for (uint64_t i = 0; i < numResults; ++i) {
    Type t;
    if (failed(getType(r, t, "result")))
      return failure();
    resultTypes.push_back(t);
  }
  for (unsigned i = 0; i < missingNewer; ++i)
    resultTypes.push_back(TokenType::get(ctx));

  // Flags: presence of optional attributes and operands.
  uint64_t flags = 0;
  if (spec->flagsSince && *spec->flagsSince <= version) {
    uint64_t fat = r.offset();
    if (failed(r.readVarInt(flags, "op flags")))
      return failure();
    uint64_t known = 0;
    for (const AttrSpec &a : spec->attrs)
      if (a.flagBit >= 0 && a.since <= version)
        known |= uint64_t(1) << a.flagBit;
    for (const OperandSpec &o : spec->operands)
      if (o.flagBit >= 0 && o.since <= version)
        known |= uint64_t(1) << o.flagBit;
    if (flags & ~known)
      return r.errorAt(fat) << "op '" << spec->mnemonic
                            << "': unknown flag bits 0x"
                            << llvm::utohexstr(flags & ~known);
  }
  auto flag = [&](int bit) { return bit >= 0 && (flags >> bit) & 1; };

  OperationState state(loc, opName);
  state.addTypes(resultTypes);
  for (const AttrSpec &a : spec->attrs) {
    Attribute value;
    if (a.optional) {
      if (!flag(a.flagBit))
        continue;
      if (failed(readOpAttr(r, *spec, a, resultTypes, value)))
        return failure();
    } else if (a.since <= version) {
      if (failed(readOpAttr(r, *spec, a, resultTypes, value)))
        return failure();
    } else if (a.hasDefault && a.kind == AttrKind::Enum) {
      // Added after this file's version: it holds its default.
      value = makeEnumAttr(ctx, a.enumKind, a.defaultValue);
    } else {
      continue;
    }
    // An all-false bool list (13.4 `inbounds`) is the attribute's absence.
    if (auto arr = llvm::dyn_cast_or_null<DenseBoolArrayAttr>(value);
        arr && !llvm::is_contained(arr.asArrayRef(), true))
      continue;
    state.addAttribute(a.name, value);
  }

  // Operands.
  if (spec->segmented) {
    SmallVector<int32_t> segments;
    for (const OperandSpec &o : spec->operands) {
      uint64_t n = 1;
      if (o.kind == OperandKind::Optional)
        n = flag(o.flagBit) ? 1 : 0;
      else if (o.kind == OperandKind::Variadic &&
               failed(r.readCount(n, "operand count")))
        return failure();
      for (uint64_t i = 0; i < n; ++i) {
        Value v;
        if (failed(readValue(r, v)))
          return failure();
        state.operands.push_back(v);
      }
      segments.push_back(static_cast<int32_t>(n));
    }
    state.addAttribute("operandSegmentSizes",
                       DenseI32ArrayAttr::get(ctx, segments));
  } else {
    bool counted = llvm::any_of(spec->operands, [](const OperandSpec &o) {
      return o.kind != OperandKind::Single;
    });
    uint64_t n = spec->operands.size();
    if (counted && failed(r.readCount(n, "operand count")))
      return failure();
    for (uint64_t i = 0; i < n; ++i) {
      Value v;
      if (failed(readValue(r, v)))
        return failure();
      state.operands.push_back(v);
    }
  }

  // Regions hold their own blocks; their values vanish when they end.
  if (spec->numRegions) {
    if (depth >= kMaxRegionDepth)
      return bad() << "regions nested deeper than " << kMaxRegionDepth;
    uint64_t numRegions, rat = r.offset();
    if (failed(r.readVarInt(numRegions, "region count")))
      return failure();
    if (numRegions != spec->numRegions)
      return r.errorAt(rat) << "op '" << spec->mnemonic << "' has "
                            << numRegions << " regions, expected "
                            << spec->numRegions;
    for (uint64_t i = 0; i < numRegions; ++i) {
      Region *region = state.addRegion();
      if (failed(parseRegion(r, *region, locs, depth + 1, loc)))
        return failure();
    }
  }

  Operation *op = Operation::create(state);
  block->push_back(op);
  opOffsets[op] = at;
  for (Value v : op->getResults().take_front(numResults))
    values.push_back(v);
  return success();
}
