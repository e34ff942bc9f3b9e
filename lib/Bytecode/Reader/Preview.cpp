//===- Preview.cpp - 13.5's public preview `simt` in bytecode -------------===//
//
// Types 209-215, self-contained attributes 209-228 and the function-table
// forms of preview$func and preview$extern_impl (layouts: Bytecode13_5.md).
// They are read only from a 13.5 file whose header has version tag bit 0,
// and only with the preview on (--preview=simt), as NVIDIA's readers do.
//
//===----------------------------------------------------------------------===//
#include "ReaderImpl.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTilePreview.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::bc;
using namespace mlir::cuda_tile;

LogicalResult FileReader::readPreviewAttr(ByteReader &r, uint64_t tag,
                                          uint64_t at, Attribute &out,
                                          unsigned depth) {
  if (!preview)
    return r.errorAt(at) << "public-preview attribute tag " << tag
                         << ", but the header does not advertise preview "
                            "content";
  auto bad = [&]() -> InFlightDiagnostic {
    return r.errorAt(at) << "invalid preview attribute: ";
  };
  auto sub = [&](Attribute &a) {
    return readSelfContainedAttr(r, a, depth + 1);
  };
  auto list = [&](SmallVectorImpl<Attribute> &elements,
                  const char *what) -> LogicalResult {
    uint64_t n;
    if (failed(r.readCount(n, what)))
      return failure();
    for (uint64_t i = 0; i < n; ++i)
      if (failed(sub(elements.emplace_back())))
        return failure();
    return success();
  };
  auto readEnum = [&](EnumKind kind, const char *what) -> LogicalResult {
    uint64_t v;
    if (failed(r.readVarInt(v, what)))
      return failure();
    out = makeEnumAttr(ctx, kind, v);
    if (!out)
      return bad() << what << " " << v << " is out of range";
    return success();
  };
  auto binary = [&](auto make) -> LogicalResult {
    Attribute lhs, rhs;
    if (failed(sub(lhs)) || failed(sub(rhs)))
      return failure();
    out = make(lhs, rhs);
    return success(bool(out));
  };
#define TILEIR_BINARY(Name)                                                    \
  case PreviewAttrTag::Name:                                                   \
    return binary([&](Attribute l, Attribute r) -> Attribute {                 \
      return Preview##Name##Attr::getChecked(bad, ctx, l, r);                  \
    });
  switch (static_cast<PreviewAttrTag>(tag)) {
    TILEIR_BINARY(ExprAdd)
    TILEIR_BINARY(ExprSub)
    TILEIR_BINARY(ExprMul)
    TILEIR_BINARY(ExprDiv)
    TILEIR_BINARY(ExprFloorDiv)
    TILEIR_BINARY(ExprCeilDiv)
#undef TILEIR_BINARY
  case PreviewAttrTag::ExprInt: {
    int64_t v;
    if (failed(r.readSignedVarInt(v, "expression integer")))
      return failure();
    out = PreviewExprIntAttr::get(ctx, v);
    return success();
  }
  case PreviewAttrTag::ExprVar:
  case PreviewAttrTag::ExprConstStr: {
    StringRef s;
    if (failed(getString(r, s, "expression name")))
      return failure();
    StringAttr name = StringAttr::get(ctx, s);
    if (tag == uint64_t(PreviewAttrTag::ExprConstStr))
      out = PreviewExprConstStrAttr::get(ctx, name);
    else
      out = PreviewExprVarAttr::getChecked(bad, ctx, name);
    return success(bool(out));
  }
  case PreviewAttrTag::ExprNeg: {
    Attribute operand;
    if (failed(sub(operand)))
      return failure();
    out = PreviewExprNegAttr::getChecked(bad, ctx, operand);
    return success(bool(out));
  }
  case PreviewAttrTag::SymbolicTuple: {
    SmallVector<Attribute> elements;
    if (failed(list(elements, "symbolic tuple size")))
      return failure();
    out = PreviewSymbolicTupleAttr::getChecked(bad, ctx,
                                               ArrayRef<Attribute>(elements));
    return success(bool(out));
  }
  case PreviewAttrTag::Layout: {
    SmallVector<Attribute> shape, stride;
    if (failed(list(shape, "layout shape modes")) ||
        failed(list(stride, "layout stride modes")))
      return failure();
    out = PreviewLayoutAttr::getChecked(bad, ctx, ArrayRef<Attribute>(shape),
                                        ArrayRef<Attribute>(stride));
    return success(bool(out));
  }
  case PreviewAttrTag::ConcreteType: {
    Type type;
    if (failed(getType(r, type, "concrete type")))
      return failure();
    out = PreviewConcreteTypeAttr::get(ctx, type);
    return success();
  }
  case PreviewAttrTag::ScratchRequest: {
    Attribute size, alignment;
    if (failed(sub(size)) || failed(sub(alignment)))
      return failure();
    out = PreviewScratchRequestAttr::getChecked(bad, ctx, size, alignment);
    return success(bool(out));
  }
  case PreviewAttrTag::ConstParam:
  case PreviewAttrTag::ExprBuiltin: {
    StringRef s;
    Type type;
    if (failed(getString(r, s, "preview attribute name")) ||
        failed(getType(r, type, "preview attribute type")))
      return failure();
    StringAttr name = StringAttr::get(ctx, s);
    if (tag == uint64_t(PreviewAttrTag::ConstParam))
      out = PreviewConstParamAttr::getChecked(bad, ctx, name, type);
    else
      out = PreviewExprBuiltinAttr::getChecked(bad, ctx, name, type);
    return success(bool(out));
  }
  case PreviewAttrTag::MemorySpace:
    return readEnum(EnumKind::PreviewMemorySpace, "memory space");
  case PreviewAttrTag::Synchronization:
    return readEnum(EnumKind::PreviewSynchronization, "synchronization");
  case PreviewAttrTag::Access:
    return readEnum(EnumKind::PreviewAccess, "access");
  }
  return r.errorAt(at) << "unknown attribute tag " << tag;
}

LogicalResult FileReader::readPreviewType(ByteReader &r, uint64_t tag,
                                          uint64_t at, Type &out) {
  if (!preview)
    return r.errorAt(at) << "public-preview type tag " << tag
                         << ", but the header does not advertise preview "
                            "content";
  auto bad = [&]() -> InFlightDiagnostic {
    return r.errorAt(at) << "invalid preview type: ";
  };
  switch (static_cast<PreviewTypeTag>(tag)) {
  case PreviewTypeTag::Datatype:
    out = PreviewDatatypeType::get(ctx);
    return success();
  case PreviewTypeTag::Shape:
    out = PreviewShapeType::get(ctx);
    return success();
  case PreviewTypeTag::String:
    out = PreviewStringType::get(ctx);
    return success();
  case PreviewTypeTag::Index:
    out = IndexType::get(ctx);
    return success();
  case PreviewTypeTag::None:
    out = NoneType::get(ctx);
    return success();
  case PreviewTypeTag::Sym: {
    Attribute var;
    if (failed(readSelfContainedAttr(r, var)))
      return failure();
    auto v = llvm::dyn_cast<PreviewExprVarAttr>(var);
    if (!v)
      return bad() << "preview$sym_t holds " << var << ", not a variable";
    out = PreviewSymType::get(ctx, v);
    return success();
  }
  case PreviewTypeTag::Fragment: {
    Attribute shape, memLayout, fragmap, alignment;
    SmallVector<int64_t> concrete;
    Type element;
    uint64_t space, sat;
    if (failed(readSelfContainedAttr(r, shape)) ||
        failed(r.readLEArray(concrete, "fragment concrete shape")) ||
        failed(getType(r, element, "fragment element")))
      return failure();
    sat = r.offset();
    if (failed(r.readVarInt(space, "fragment memory space")) ||
        failed(readSelfContainedAttr(r, memLayout)) ||
        failed(readSelfContainedAttr(r, fragmap)) ||
        failed(readSelfContainedAttr(r, alignment)))
      return failure();
    auto tuple = llvm::dyn_cast<PreviewSymbolicTupleAttr>(shape);
    auto mem = llvm::dyn_cast<PreviewLayoutAttr>(memLayout);
    auto map = llvm::dyn_cast<PreviewLayoutAttr>(fragmap);
    if (!tuple || !mem || !map)
      return bad() << "fragment needs a symbolic shape and two layouts";
    auto memorySpace = llvm::dyn_cast_or_null<PreviewMemorySpaceAttr>(
        makeEnumAttr(ctx, EnumKind::PreviewMemorySpace, space));
    if (!memorySpace)
      return r.errorAt(sat) << "fragment memory space " << space
                            << " is out of range";
    // The concrete shape repeats what the symbolic one knows.
    if (concrete.size() != tuple.getElements().size())
      return bad() << "fragment has " << concrete.size()
                   << " concrete dimensions for "
                   << tuple.getElements().size() << " symbolic ones";
    for (auto [c, s] : llvm::zip(concrete, tuple.getElements()))
      if (c != evaluatePreviewExpr(s).value_or(ShapedType::kDynamic))
        return bad() << "fragment concrete dimension " << c
                     << " disagrees with " << s;
    // Alignment 1 promises nothing: it is how no alignment is written.
    if (evaluatePreviewExpr(alignment) == 1)
      alignment = {};
    out = PreviewFragmentType::getChecked(bad, ctx, tuple.getElements(),
                                          element, memorySpace.getValue(),
                                          mem, map,
                                          alignment);
    return success(bool(out));
  }
  }
  return r.errorAt(at) << "unknown type tag " << tag;
}

/// count + self-contained attributes, as one ArrayAttr.
static LogicalResult readInlineArray(FileReader &fr, ByteReader &r,
                                     ArrayAttr &out, const char *what) {
  uint64_t n;
  if (failed(r.readCount(n, what)))
    return failure();
  SmallVector<Attribute> elements;
  for (uint64_t i = 0; i < n; ++i)
    if (failed(fr.readSelfContainedAttr(r, elements.emplace_back(), 1)))
      return failure();
  out = ArrayAttr::get(fr.ctx, elements);
  return success();
}

LogicalResult FileReader::parsePreviewFunction(ByteReader &r, uint64_t at,
                                               StringRef name,
                                               FunctionType type,
                                               uint8_t flags, Location loc,
                                               Block *body) {
  unsigned form = (flags >> kFuncFormShift) & kFuncFormMask;
  OperationState state(loc, form == 1 ? "cuda_tile.preview$extern_impl"
                                      : "cuda_tile.preview$func");
  state.addAttribute("sym_name", StringAttr::get(ctx, name));
  state.addAttribute("function_type", TypeAttr::get(type));
  auto endOfEntry = [&]() -> LogicalResult {
    uint64_t lat = r.offset(), length;
    if (failed(r.readVarInt(length, "function body length")))
      return failure();
    if (length)
      return r.errorAt(lat) << "'" << name << "' is a bodiless preview "
                            << (form == 1 ? "extern implementation"
                                          : "function")
                            << " but has a body of " << length << " bytes";
    return success();
  };

  if (form == 0) {
    // preview$func: argument attributes, an empty body, constant parameters.
    Attribute argAttrs;
    ArrayAttr params;
    uint64_t aat = r.offset();
    if (failed(readSelfContainedAttr(r, argAttrs)))
      return failure();
    auto array = llvm::dyn_cast<ArrayAttr>(argAttrs);
    if (!array)
      return diag.error(aat) << "argument attributes of '" << name
                             << "' are " << argAttrs << ", not an array";
    if (failed(endOfEntry()))
      return failure();
    uint64_t pat = r.offset();
    Attribute paramsAttr;
    if (failed(readSelfContainedAttr(r, paramsAttr)))
      return failure();
    params = llvm::dyn_cast<ArrayAttr>(paramsAttr);
    if (!params)
      return diag.error(pat) << "extern function const params payload is "
                                "not an ArrayAttr";
    if (!array.empty())
      state.addAttribute("arg_attrs", array);
    if (!params.empty())
      state.addAttribute("const_params", params);
    state.addAttribute("is_extern", UnitAttr::get(ctx));
    state.addAttribute("sym_visibility",
                       StringAttr::get(ctx, flags & Private ? "private"
                                                            : "public"));
    state.addRegion();
  } else {
    // preview$extern_impl: its op encoding without the opcode.
    uint64_t fat = r.offset(), eiFlags;
    if (failed(r.readVarInt(eiFlags, "extern_impl flags")))
      return failure();
    if (eiFlags >> 9)
      return diag.error(fat) << "unknown extern_impl flags 0x"
                             << llvm::utohexstr(eiFlags);
    StringRef symName, implements;
    Type fnType;
    uint64_t tat;
    if (failed(getString(r, symName, "extern_impl name")) ||
        failed(getString(r, implements, "extern_impl interface")))
      return failure();
    if (symName != name)
      return diag.error(fat) << "extern_impl '" << symName
                             << "' in the function entry '" << name << "'";
    state.addAttribute("implements", FlatSymbolRefAttr::get(ctx, implements));
    ArrayAttr array;
    auto optionalArray = [&](uint64_t bit, StringRef attrName,
                             const char *what) -> LogicalResult {
      if (!(eiFlags & bit))
        return success();
      if (failed(readInlineArray(*this, r, array, what)))
        return failure();
      state.addAttribute(attrName, array);
      return success();
    };
    auto optionalDict = [&](uint64_t bit, StringRef attrName) {
      DictionaryAttr dict;
      if (!(eiFlags & bit))
        return success();
      if (failed(readDictionary(r, dict, 1)))
        return failure();
      state.addAttribute(attrName, dict);
      return success();
    };
    if (failed(optionalArray(EIConstParams, "const_params",
                             "constant parameter count")) ||
        failed(optionalArray(EIConstArgs, "const_args",
                             "constant argument count")))
      return failure();
    tat = r.offset();
    if (failed(getType(r, fnType, "extern_impl function type")))
      return failure();
    if (fnType != type)
      return diag.error(tat) << "extern_impl '" << name << "' has type "
                             << fnType << " but its entry says " << type;
    if (failed(optionalArray(EIArgAttrs, "arg_attrs", "argument count")) ||
        failed(optionalArray(EIResAttrs, "res_attrs", "result count")))
      return failure();
    if (eiFlags & EIScratch) {
      Attribute size, alignment;
      uint64_t sat = r.offset();
      if (failed(readSelfContainedAttr(r, size)) ||
          failed(readSelfContainedAttr(r, alignment)))
        return failure();
      Attribute scratch = PreviewScratchRequestAttr::getChecked(
          [&] { return diag.error(sat) << "invalid scratch request: "; }, ctx,
          size, alignment);
      if (!scratch)
        return failure();
      state.addAttribute("scratch", scratch);
    }
    if (failed(optionalDict(EIConfig, "config")) ||
        failed(optionalArray(EIArch, "arch", "arch count")) ||
        failed(optionalDict(EIFrontendABI, "frontendABI")))
      return failure();
    if (eiFlags & EISynchronization) {
      uint64_t v, sat = r.offset();
      if (failed(r.readVarInt(v, "synchronization")))
        return failure();
      Attribute sync =
          makeEnumAttr(ctx, EnumKind::PreviewSynchronization, v);
      if (!sync)
        return diag.error(sat) << "synchronization " << v
                               << " is out of range";
      state.addAttribute("synchronization", sync);
    }
    uint64_t rat = r.offset(), regions, blocks;
    if (failed(r.readVarInt(regions, "region count")))
      return failure();
    if (regions != 1)
      return diag.error(rat) << "extern_impl has " << regions
                             << " regions, expected 1";
    rat = r.offset();
    if (failed(r.readVarInt(blocks, "block count")))
      return failure();
    if (blocks)
      return diag.error(rat) << "extern_impl '" << name
                             << "' has a body; only bodiless extern "
                                "implementations are read";
    if (failed(endOfEntry()))
      return failure();
  }
  Operation *op = Operation::create(state);
  body->push_back(op);
  opOffsets[op] = at;
  return success();
}
