//===- Tables.cpp - strings, types, constants, debug info -----------------===//
//
// Every table is indexed in first-use order and a type or debug entry is
// registered only after what it refers to, so writing the same module twice
// gives the same bytes.
//
//===----------------------------------------------------------------------===//
#include "WriterImpl.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::bc;
using namespace mlir::cuda_tile;

/// The bytes of an entry built in its own writer.
static ArrayRef<uint8_t> bufferBytes(const ByteWriter &e) { return e.buf; }

uint64_t ModuleWriter::stringIndex(StringRef s) {
  auto [it, inserted] = stringIds.try_emplace(s, strings.size());
  if (inserted)
    strings.push_back(s.str());
  return it->second;
}

/// The first version able to express `type`, or nullopt if none can.
static std::optional<BytecodeVersion> typeSince(Type type) {
  if (auto it = llvm::dyn_cast<IntegerType>(type)) {
    switch (it.getWidth()) {
    case 1: case 8: case 16: case 32: case 64:
      return BytecodeVersion(13, 1);
    case 4:
      return BytecodeVersion(13, 3);
    default:
      return std::nullopt;
    }
  }
  // A pointer attribute needs the version that gave its value a meaning.
  PtrAttrKindAttr ptrAttr;
  if (auto p = llvm::dyn_cast<PointerType>(type))
    ptrAttr = p.getPtrAttr();
  else if (auto tv = llvm::dyn_cast<TensorViewType>(type))
    ptrAttr = tv.getPtrAttr();
  if (ptrAttr)
    return ptrAttrSince(static_cast<uint64_t>(ptrAttr.getValue()));
  if (llvm::isa<Float16Type, BFloat16Type, Float32Type, FloatTF32Type,
                Float64Type, Float8E4M3FNType, Float8E5M2Type, PointerType,
                TileType, TensorViewType, PartitionViewType, FunctionType,
                TokenType>(type))
    return BytecodeVersion(13, 1);
  if (llvm::isa<Float8E8M0FNUType>(type))
    return BytecodeVersion(13, 2);
  if (llvm::isa<Float4E2M1FNType, StridedViewType, GatherScatterViewType>(
          type))
    return BytecodeVersion(13, 3);
  if (llvm::isa<Float8E5M3FNUType>(type))
    return BytecodeVersion(13, 4);
  if (hasPreviewTypeTag(type))
    return BytecodeVersion(13, 5);
  return std::nullopt;
}

FailureOr<uint64_t> ModuleWriter::typeIndex(Type type, Operation *user) {
  if (auto it = typeIds.find(type); it != typeIds.end())
    return it->second;
  std::optional<BytecodeVersion> since = typeSince(type);
  if (!since)
    return user->emitError() << "type " << type
                             << " has no Tile IR bytecode encoding";
  if (*since > version)
    return user->emitError() << "'" << user->getName() << "' uses type "
                             << type << ", which needs bytecode version "
                             << since->str() << ", cannot write "
                             << version.str();
  // What the type refers to gets a smaller index.
  SmallVector<Type> deps;
  if (auto p = llvm::dyn_cast<PointerType>(type))
    deps.push_back(p.getPointeeType());
  else if (auto t = llvm::dyn_cast<TileType>(type))
    deps.push_back(t.getElementType());
  else if (auto tv = llvm::dyn_cast<TensorViewType>(type))
    deps.push_back(tv.getElementType());
  else if (auto pv = llvm::dyn_cast<PartitionViewType>(type))
    deps.push_back(pv.getTensorView());
  else if (auto sv = llvm::dyn_cast<StridedViewType>(type))
    deps.push_back(sv.getTensorView());
  else if (auto gv = llvm::dyn_cast<GatherScatterViewType>(type))
    deps.push_back(gv.getTensorView());
  else if (auto fn = llvm::dyn_cast<FunctionType>(type)) {
    llvm::append_range(deps, fn.getInputs());
    llvm::append_range(deps, fn.getResults());
  } else if (hasPreviewTypeTag(type)) {
    // A fragment's element, and any type its layouts name.
    type.walk([&](Type t) {
      if (t != type)
        deps.push_back(t);
    });
  }
  for (Type dep : deps)
    if (failed(typeIndex(dep, user)))
      return failure();
  uint64_t id = types.size();
  types.push_back(type);
  typeIds[type] = id;
  return id;
}

static void writePadding(ByteWriter &w, PaddingValueAttr pad) {
  if (pad)
    w.varint(static_cast<uint64_t>(pad.getValue()));
}

LogicalResult ModuleWriter::serializeType(Type type, ByteWriter &w) {
  auto tag = [&](TypeTag t) { w.varint(static_cast<uint64_t>(t)); };
  auto ref = [&](Type t) { w.varint(typeIds.lookup(t)); };
  bool unifiedFlags = version >= BytecodeVersion(13, 3);
  // 13.4 put an optional pointer attribute on pointers and tensor views: a
  // flags varint first (bit 0: present), its value last. typeSince gates it.
  bool ptrFlags = version >= BytecodeVersion(13, 4);
  auto writePtrFlags = [&](PtrAttrKindAttr a) {
    if (ptrFlags)
      w.varint(a ? 1 : 0);
  };
  auto writePtrAttr = [&](PtrAttrKindAttr a) {
    if (a)
      w.varint(static_cast<uint64_t>(a.getValue()));
  };
  if (auto it = llvm::dyn_cast<IntegerType>(type)) {
    switch (it.getWidth()) {
    case 1: tag(TypeTag::I1); break;
    case 4: tag(TypeTag::I4); break;
    case 8: tag(TypeTag::I8); break;
    case 16: tag(TypeTag::I16); break;
    case 32: tag(TypeTag::I32); break;
    default: tag(TypeTag::I64); break;
    }
    return success();
  }
  if (llvm::isa<Float16Type>(type)) return tag(TypeTag::F16), success();
  if (llvm::isa<BFloat16Type>(type)) return tag(TypeTag::BF16), success();
  if (llvm::isa<Float32Type>(type)) return tag(TypeTag::F32), success();
  if (llvm::isa<FloatTF32Type>(type)) return tag(TypeTag::TF32), success();
  if (llvm::isa<Float64Type>(type)) return tag(TypeTag::F64), success();
  if (llvm::isa<Float8E4M3FNType>(type))
    return tag(TypeTag::F8E4M3FN), success();
  if (llvm::isa<Float8E5M2Type>(type)) return tag(TypeTag::F8E5M2), success();
  if (llvm::isa<Float8E8M0FNUType>(type))
    return tag(TypeTag::F8E8M0FNU), success();
  if (llvm::isa<Float4E2M1FNType>(type))
    return tag(TypeTag::F4E2M1FN), success();
  if (llvm::isa<TokenType>(type)) return tag(TypeTag::Token), success();
  if (auto p = llvm::dyn_cast<PointerType>(type)) {
    tag(TypeTag::Pointer);
    writePtrFlags(p.getPtrAttr());
    ref(p.getPointeeType());
    writePtrAttr(p.getPtrAttr());
    return success();
  }
  if (auto t = llvm::dyn_cast<TileType>(type)) {
    tag(TypeTag::Tile);
    ref(t.getElementType());
    w.leArray<int64_t>(t.getShape());
    return success();
  }
  if (llvm::isa<Float8E5M3FNUType>(type)) {
    w.varint(kF8E5M3FNUTag);
    return success();
  }
  if (hasPreviewTypeTag(type))
    return serializePreviewType(type, w);
  if (auto tv = llvm::dyn_cast<TensorViewType>(type)) {
    tag(TypeTag::TensorView);
    writePtrFlags(tv.getPtrAttr());
    ref(tv.getElementType());
    w.leArray<int64_t>(tv.getShape());
    w.leArray<int64_t>(tv.getStrides());
    writePtrAttr(tv.getPtrAttr());
    return success();
  }
  if (auto pv = llvm::dyn_cast<PartitionViewType>(type)) {
    tag(TypeTag::PartitionView);
    PaddingValueAttr pad = pv.getPaddingValue();
    if (unifiedFlags)
      w.varint(pad ? 1 : 0);
    w.leArray<int32_t>(pv.getTileShape().asArrayRef());
    ref(pv.getTensorView());
    w.leArray<int32_t>(pv.getDimMap());
    if (!unifiedFlags)
      w.byte(pad ? 1 : 0);
    writePadding(w, pad);
    return success();
  }
  if (auto sv = llvm::dyn_cast<StridedViewType>(type)) {
    tag(TypeTag::StridedView);
    w.varint(sv.getPaddingValue() ? 1 : 0);
    w.leArray<int32_t>(sv.getTileShape().asArrayRef());
    w.leArray<int32_t>(sv.getTraversalStrides().asArrayRef());
    ref(sv.getTensorView());
    w.leArray<int32_t>(sv.getDimMap());
    writePadding(w, sv.getPaddingValue());
    return success();
  }
  if (auto gv = llvm::dyn_cast<GatherScatterViewType>(type)) {
    tag(TypeTag::GatherScatterView);
    w.varint(gv.getPaddingValue() ? 1 : 0);
    w.leArray<int32_t>(gv.getTileShape().asArrayRef());
    ref(gv.getTensorView());
    w.varint(gv.getSparseDim());
    writePadding(w, gv.getPaddingValue());
    return success();
  }
  if (auto fn = llvm::dyn_cast<FunctionType>(type)) {
    tag(TypeTag::Function);
    w.varint(fn.getNumInputs());
    for (Type t : fn.getInputs())
      ref(t);
    w.varint(fn.getNumResults());
    for (Type t : fn.getResults())
      ref(t);
    return success();
  }
  return failure();
}

/// Raw little-endian data; i1 goes one byte per element (a splat: one byte,
/// 0x00 or 0xFF) as the front ends write it.
static SmallVector<uint8_t> rawConstantData(DenseElementsAttr attr) {
  SmallVector<uint8_t> out;
  if (attr.getElementType().isInteger(1) && !attr.isSplat()) {
    for (bool b : attr.getValues<bool>())
      out.push_back(b ? 1 : 0);
    return out;
  }
  ArrayRef<char> raw = attr.getRawData();
  out.assign(raw.begin(), raw.end());
  return out;
}

FailureOr<uint64_t> ModuleWriter::constantIndex(DenseElementsAttr attr,
                                                Operation *user) {
  if (!attr.getElementType().isIntOrFloat())
    return user->emitError() << "constant " << attr
                             << " is not a tile of numbers";
  auto it = constants.find(attr);
  if (it != constants.end())
    return uint64_t(it - constants.begin());
  ByteWriter w;
  SmallVector<uint8_t> raw = rawConstantData(attr);
  w.varint(raw.size());
  w.bytes(raw);
  uint64_t id = constants.size();
  constants[attr] = std::move(w.buf);
  return id;
}

LogicalResult ModuleWriter::writeDictionary(ByteWriter &w, DictionaryAttr dict,
                                            Operation *user) {
  w.varint(dict.size());
  for (NamedAttribute entry : dict) {
    w.varint(stringIndex(entry.getName().getValue()));
    if (failed(writeSelfContained(w, entry.getValue(), user)))
      return failure();
  }
  return success();
}

LogicalResult ModuleWriter::writeSelfContained(ByteWriter &w, Attribute attr,
                                               Operation *user) {
  auto tag = [&](AttrTag t) { w.varint(static_cast<uint64_t>(t)); };
  if (auto b = llvm::dyn_cast<BoolAttr>(attr)) {
    tag(AttrTag::Bool);
    w.byte(b.getValue() ? 1 : 0);
    return success();
  }
  if (auto i = llvm::dyn_cast<IntegerAttr>(attr)) {
    if (!llvm::isa<IntegerType>(i.getType()) || i.getValue().getBitWidth() > 64)
      return user->emitError() << "integer attribute " << attr
                               << " has no bytecode encoding";
    FailureOr<uint64_t> t = typeIndex(i.getType(), user);
    if (failed(t))
      return failure();
    tag(AttrTag::Integer);
    w.varint(*t);
    w.varint(i.getValue().getZExtValue());
    return success();
  }
  if (auto f = llvm::dyn_cast<FloatAttr>(attr)) {
    FailureOr<uint64_t> t = typeIndex(f.getType(), user);
    if (failed(t))
      return failure();
    APInt bits = f.getValue().bitcastToAPInt();
    if (bits.getBitWidth() > 64)
      return user->emitError() << "float attribute " << attr
                               << " is wider than 64 bits";
    tag(AttrTag::Float);
    w.varint(*t);
    if (bits.getBitWidth() <= 8)
      w.byte(static_cast<uint8_t>(bits.getZExtValue()));
    else
      w.svarint(static_cast<int64_t>(bits.getZExtValue()));
    return success();
  }
  if (auto t = llvm::dyn_cast<TypeAttr>(attr)) {
    FailureOr<uint64_t> id = typeIndex(t.getValue(), user);
    if (failed(id))
      return failure();
    tag(AttrTag::Type);
    w.varint(*id);
    return success();
  }
  if (auto s = llvm::dyn_cast<StringAttr>(attr)) {
    tag(AttrTag::String);
    w.varint(stringIndex(s.getValue()));
    return success();
  }
  if (auto a = llvm::dyn_cast<ArrayAttr>(attr)) {
    tag(AttrTag::Array);
    w.varint(a.size());
    for (Attribute e : a)
      if (failed(writeSelfContained(w, e, user)))
        return failure();
    return success();
  }
  if (auto d = llvm::dyn_cast<DenseElementsAttr>(attr)) {
    FailureOr<uint64_t> t = typeIndex(d.getType(), user);
    if (failed(t))
      return failure();
    FailureOr<uint64_t> c = constantIndex(d, user);
    if (failed(c))
      return failure();
    tag(AttrTag::DenseElements);
    w.varint(*t);
    w.varint(*c);
    return success();
  }
  if (auto d = llvm::dyn_cast<DivByAttr>(attr)) {
    tag(AttrTag::DivBy);
    w.varint(d.getDivisor());
    w.byte((d.getEvery() ? 1 : 0) | (d.getAlong() ? 2 : 0));
    if (d.getEvery())
      w.svarint(*d.getEvery());
    if (d.getAlong())
      w.svarint(*d.getAlong());
    return success();
  }
  if (auto s = llvm::dyn_cast<SameElementsAttr>(attr)) {
    tag(AttrTag::SameElements);
    w.leArray<int64_t>(s.getValues().asArrayRef());
    return success();
  }
  if (auto d = llvm::dyn_cast<DictionaryAttr>(attr)) {
    tag(AttrTag::Dictionary);
    return writeDictionary(w, d, user);
  }
  if (auto h = llvm::dyn_cast<OptimizationHintsAttr>(attr)) {
    tag(AttrTag::OptimizationHints);
    return writeDictionary(w, h.getValue(), user);
  }
  if (auto b = llvm::dyn_cast<BoundedAttr>(attr)) {
    tag(AttrTag::Bounded);
    w.byte((b.getLb() ? 1 : 0) | (b.getUb() ? 2 : 0));
    if (b.getLb())
      w.svarint(*b.getLb());
    if (b.getUb())
      w.svarint(*b.getUb());
    return success();
  }
  if (auto k = llvm::dyn_cast<MultimemReductionKindAttr>(attr)) {
    if (version < BytecodeVersion(13, 5))
      return user->emitError() << "attribute " << attr
                               << " needs bytecode version 13.5, cannot write "
                               << version.str();
    tag(AttrTag::MultimemReductionKind);
    w.varint(static_cast<uint64_t>(k.getValue()));
    return success();
  }
  if (isPreviewAttribute(attr))
    return writePreviewAttr(w, attr, user);
  return user->emitError() << "attribute " << attr
                           << " has no bytecode encoding";
}

//===----------------------------------------------------------------------===//
// Debug info
//===----------------------------------------------------------------------===//

/// Whether bytecode can hold `attr` as debug info (else it reads as unknown).
static bool isEncodableDebug(Attribute attr) {
  if (auto cs = llvm::dyn_cast<CallSiteLoc>(attr))
    return isEncodableDebug(cs.getCallee()) && isEncodableDebug(cs.getCaller());
  return llvm::isa<DILocAttr, DIFileAttr, DICompileUnitAttr, DISubprogramAttr,
                   DILexicalBlockAttr>(attr);
}

void ModuleWriter::beginFunction(Operation *fn) {
  currentFn = fn;
  currentScope = {};
}

/// The innermost DILoc in `loc` (through names, fusions and call sites).
static DILocAttr findDILoc(Location loc) {
  DILocAttr found;
  loc->walk([&](Location l) {
    if ((found = llvm::dyn_cast<DILocAttr>(l)))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return found;
}

/// Plain file locations need a scope: the function's own DILoc scope when it
/// has one, else a subprogram named after the function, in the file of its
/// own location (or of the first plain location met).
Attribute ModuleWriter::scopeForPlainLocs(FileLineColLoc first) {
  if (currentScope)
    return currentScope;
  if (DILocAttr fnLoc = currentFn ? findDILoc(currentFn->getLoc()) : nullptr)
    return currentScope = fnLoc.getScope();
  MLIRContext *ctx = first.getContext();
  FileLineColLoc at = first;
  unsigned line = 0;
  if (currentFn) {
    currentFn->getLoc()->walk([&](Location l) {
      if (auto fl = llvm::dyn_cast<FileLineColLoc>(l)) {
        at = fl;
        line = fl.getLine();
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
  }
  StringRef path = at.getFilename().getValue();
  auto file = DIFileAttr::get(ctx, StringAttr::get(ctx, llvm::sys::path::filename(path)),
                              StringAttr::get(ctx, llvm::sys::path::parent_path(path)));
  auto unit = DICompileUnitAttr::get(ctx, file);
  StringAttr name = StringAttr::get(ctx, "");
  if (currentFn)
    if (auto n = llvm::dyn_cast_or_null<StringAttr>(currentFn->getAttr("sym_name")))
      name = n;
  return currentScope =
             DISubprogramAttr::get(ctx, file, line, name, name, unit, line);
}

LocationAttr ModuleWriter::encodableLoc(Location loc) {
  LocationAttr l = loc;
  if (llvm::isa<DILocAttr>(l))
    return l;
  if (auto fl = llvm::dyn_cast<FileLineColLoc>(l))
    return DILocAttr::get(fl.getContext(), fl, scopeForPlainLocs(fl));
  if (auto name = llvm::dyn_cast<NameLoc>(l))
    return encodableLoc(name.getChildLoc());
  if (auto fused = llvm::dyn_cast<FusedLoc>(l)) {
    for (Location sub : fused.getLocations())
      if (LocationAttr e = encodableLoc(sub))
        return e;
    return {};
  }
  if (auto cs = llvm::dyn_cast<CallSiteLoc>(l)) {
    LocationAttr callee = encodableLoc(cs.getCallee());
    LocationAttr caller = encodableLoc(cs.getCaller());
    if (!callee || !caller)
      return callee ? callee : caller;
    return CallSiteLoc::get(Location(callee), Location(caller));
  }
  return {};
}

uint64_t ModuleWriter::debugIndex(Attribute attr) {
  if (!attr || !isEncodableDebug(attr))
    return 0;
  if (auto it = debugIds.find(attr); it != debugIds.end())
    return it->second;
  // Register what it refers to first.
  if (auto cu = llvm::dyn_cast<DICompileUnitAttr>(attr)) {
    debugIndex(cu.getFile());
  } else if (auto lb = llvm::dyn_cast<DILexicalBlockAttr>(attr)) {
    debugIndex(lb.getScope());
    debugIndex(lb.getFile());
  } else if (auto loc = llvm::dyn_cast<DILocAttr>(attr)) {
    debugIndex(loc.getScope());
  } else if (auto sp = llvm::dyn_cast<DISubprogramAttr>(attr)) {
    debugIndex(sp.getFile());
    debugIndex(sp.getCompileUnit());
  } else if (auto cs = llvm::dyn_cast<CallSiteLoc>(attr)) {
    debugIndex(cs.getCallee());
    debugIndex(cs.getCaller());
  }
  uint64_t id = debugAttrs.size() + 1;
  debugAttrs.push_back(attr);
  debugIds[attr] = id;
  return id;
}

void ModuleWriter::writeDebugSection(ByteWriter &out) {
  auto tag = [&](ByteWriter &w, DebugTag t) {
    w.varint(static_cast<uint64_t>(t));
  };
  // Entries first: they may register strings, which must exist before the
  // string section is written.
  std::vector<ByteWriter> entries(debugAttrs.size());
  for (size_t i = 0; i < debugAttrs.size(); ++i) {
    ByteWriter &w = entries[i];
    Attribute attr = debugAttrs[i];
    if (auto cu = llvm::dyn_cast<DICompileUnitAttr>(attr)) {
      tag(w, DebugTag::DICompileUnit);
      w.varint(debugIds.lookup(cu.getFile()));
    } else if (auto f = llvm::dyn_cast<DIFileAttr>(attr)) {
      tag(w, DebugTag::DIFile);
      w.varint(stringIndex(f.getName().getValue()));
      w.varint(stringIndex(f.getDirectory().getValue()));
    } else if (auto lb = llvm::dyn_cast<DILexicalBlockAttr>(attr)) {
      tag(w, DebugTag::DILexicalBlock);
      w.varint(debugIndex(lb.getScope()));
      w.varint(debugIndex(lb.getFile()));
      w.varint(lb.getLine());
      w.varint(lb.getColumn());
    } else if (auto loc = llvm::dyn_cast<DILocAttr>(attr)) {
      tag(w, DebugTag::DILoc);
      w.varint(debugIndex(loc.getScope()));
      FileLineColLoc src = loc.getSourceLoc();
      w.varint(stringIndex(src.getFilename().getValue()));
      w.varint(src.getLine());
      w.varint(src.getColumn());
    } else if (auto sp = llvm::dyn_cast<DISubprogramAttr>(attr)) {
      tag(w, DebugTag::DISubprogram);
      w.varint(debugIndex(sp.getFile()));
      w.varint(sp.getLine());
      w.varint(stringIndex(sp.getName().getValue()));
      w.varint(stringIndex(sp.getLinkageName().getValue()));
      w.varint(debugIndex(sp.getCompileUnit()));
      w.varint(sp.getScopeLine());
      if (version >= BytecodeVersion(13, 5))
        w.varint(0); // flags (13.5; none defined)
    } else if (auto cs = llvm::dyn_cast<CallSiteLoc>(attr)) {
      tag(w, DebugTag::CallSite);
      w.varint(debugIndex(cs.getCallee()));
      w.varint(debugIndex(cs.getCaller()));
    }
  }
  ByteWriter &w = out;
  w.varint(debugSlots.size());
  w.alignTo(4);
  uint32_t first = 0;
  for (const auto &slot : debugSlots) {
    w.le<uint32_t>(first);
    first += slot.size();
  }
  w.varint(first);
  w.alignTo(8);
  for (const auto &slot : debugSlots)
    for (uint64_t idx : slot)
      w.le<uint64_t>(idx);
  w.offsetTable<uint32_t>(entries, bufferBytes);
}

//===----------------------------------------------------------------------===//
// Table sections
//===----------------------------------------------------------------------===//

void ModuleWriter::writeStringSection(ByteWriter &w) {
  w.offsetTable<uint32_t>(strings, [](const std::string &s) { return StringRef(s); });
}

LogicalResult ModuleWriter::writeTypeSection(ByteWriter &w) {
  std::vector<ByteWriter> entries(types.size());
  for (size_t i = 0; i < types.size(); ++i)
    if (failed(serializeType(types[i], entries[i])))
      return failure();
  w.offsetTable<uint32_t>(entries, bufferBytes);
  return success();
}

void ModuleWriter::writeConstantSection(ByteWriter &w) {
  w.offsetTable<uint64_t>(constants, [](const auto &entry) {
    return ArrayRef<uint8_t>(entry.second);
  });
}
