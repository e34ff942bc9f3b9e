//===- Preview.cpp - writing 13.5's public preview `simt` -----------------===//
//
// The mirror of Reader/Preview.cpp: preview types and attributes, and the
// function-table entries of preview$func and preview$extern_impl. Writing
// any of them marks the header (version tag bit 0) and needs 13.5.
//
//===----------------------------------------------------------------------===//
#include "WriterImpl.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTilePreview.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::bc;
using namespace mlir::cuda_tile;

bool bc::hasPreviewTypeTag(Type type) {
  return cuda_tile::isPreviewType(type) || isa<IndexType, NoneType>(type);
}

bool bc::isPreviewAttribute(Attribute attr) {
  return isPreviewExprOrTuple(attr) ||
         isa<PreviewLayoutAttr, PreviewConcreteTypeAttr,
             PreviewScratchRequestAttr, PreviewConstParamAttr,
             PreviewMemorySpaceAttr, PreviewSynchronizationAttr,
             PreviewAccessAttr>(attr);
}

LogicalResult ModuleWriter::writePreviewAttr(ByteWriter &w, Attribute attr,
                                             Operation *user) {
  if (version < BytecodeVersion(13, 5))
    return user->emitError() << "attribute " << attr
                             << " is part of Tile IR 13.5's public preview, "
                                "cannot write "
                             << version.str();
  usesPreview = true;
  auto tag = [&](PreviewAttrTag t) { w.varint(static_cast<uint64_t>(t)); };
  auto sub = [&](Attribute a) { return writeSelfContained(w, a, user); };
  auto list = [&](ArrayRef<Attribute> elements) {
    w.varint(elements.size());
    for (Attribute e : elements)
      if (failed(sub(e)))
        return failure();
    return success();
  };
  auto binary = [&](PreviewAttrTag t, Attribute lhs, Attribute rhs) {
    tag(t);
    return success(succeeded(sub(lhs)) && succeeded(sub(rhs)));
  };
  auto typeRef = [&](Type t) -> LogicalResult {
    FailureOr<uint64_t> id = typeIndex(t, user);
    if (failed(id))
      return failure();
    w.varint(*id);
    return success();
  };
  return TypeSwitch<Attribute, LogicalResult>(attr)
      .Case([&](PreviewExprIntAttr a) {
        tag(PreviewAttrTag::ExprInt);
        w.svarint(a.getValue());
        return success();
      })
      .Case([&](PreviewExprVarAttr a) {
        tag(PreviewAttrTag::ExprVar);
        w.varint(stringIndex(a.getName().getValue()));
        return success();
      })
      .Case([&](PreviewExprConstStrAttr a) {
        tag(PreviewAttrTag::ExprConstStr);
        w.varint(stringIndex(a.getValue().getValue()));
        return success();
      })
      .Case([&](PreviewExprAddAttr a) {
        return binary(PreviewAttrTag::ExprAdd, a.getLhs(), a.getRhs());
      })
      .Case([&](PreviewExprSubAttr a) {
        return binary(PreviewAttrTag::ExprSub, a.getLhs(), a.getRhs());
      })
      .Case([&](PreviewExprMulAttr a) {
        return binary(PreviewAttrTag::ExprMul, a.getLhs(), a.getRhs());
      })
      .Case([&](PreviewExprDivAttr a) {
        return binary(PreviewAttrTag::ExprDiv, a.getLhs(), a.getRhs());
      })
      .Case([&](PreviewExprFloorDivAttr a) {
        return binary(PreviewAttrTag::ExprFloorDiv, a.getLhs(), a.getRhs());
      })
      .Case([&](PreviewExprCeilDivAttr a) {
        return binary(PreviewAttrTag::ExprCeilDiv, a.getLhs(), a.getRhs());
      })
      .Case([&](PreviewExprNegAttr a) {
        tag(PreviewAttrTag::ExprNeg);
        return sub(a.getOperand());
      })
      .Case([&](PreviewSymbolicTupleAttr a) {
        tag(PreviewAttrTag::SymbolicTuple);
        return list(a.getElements());
      })
      .Case([&](PreviewLayoutAttr a) {
        tag(PreviewAttrTag::Layout);
        return success(succeeded(list(a.getShape())) &&
                       succeeded(list(a.getStride())));
      })
      .Case([&](PreviewConcreteTypeAttr a) {
        tag(PreviewAttrTag::ConcreteType);
        return typeRef(a.getType());
      })
      .Case([&](PreviewScratchRequestAttr a) {
        return binary(PreviewAttrTag::ScratchRequest, a.getSize(),
                      a.getAlignment());
      })
      .Case([&](PreviewConstParamAttr a) {
        tag(PreviewAttrTag::ConstParam);
        w.varint(stringIndex(a.getName().getValue()));
        return typeRef(a.getType());
      })
      .Case([&](PreviewExprBuiltinAttr a) {
        tag(PreviewAttrTag::ExprBuiltin);
        w.varint(stringIndex(a.getName().getValue()));
        return typeRef(a.getType());
      })
      .Case([&](PreviewMemorySpaceAttr a) {
        tag(PreviewAttrTag::MemorySpace);
        w.varint(static_cast<uint64_t>(a.getValue()));
        return success();
      })
      .Case([&](PreviewSynchronizationAttr a) {
        tag(PreviewAttrTag::Synchronization);
        w.varint(static_cast<uint64_t>(a.getValue()));
        return success();
      })
      .Case([&](PreviewAccessAttr a) {
        tag(PreviewAttrTag::Access);
        w.varint(static_cast<uint64_t>(a.getValue()));
        return success();
      })
      .Default([&](Attribute) {
        return user->emitError() << "attribute " << attr
                                 << " has no Tile IR bytecode encoding";
      });
}

LogicalResult ModuleWriter::serializePreviewType(Type type, ByteWriter &w) {
  usesPreview = true;
  auto tag = [&](PreviewTypeTag t) { w.varint(static_cast<uint64_t>(t)); };
  MLIRContext *ctx = type.getContext();
  return TypeSwitch<Type, LogicalResult>(type)
      .Case([&](PreviewSymType t) {
        tag(PreviewTypeTag::Sym);
        return writeSelfContained(w, t.getVar(), moduleOp);
      })
      .Case([&](PreviewFragmentType t) -> LogicalResult {
        tag(PreviewTypeTag::Fragment);
        if (failed(writeSelfContained(
                w, PreviewSymbolicTupleAttr::get(ctx, t.getShape()),
                moduleOp)))
          return failure();
        w.leArray<int64_t>(t.getConcreteShape());
        w.varint(typeIds.lookup(t.getElementType()));
        w.varint(static_cast<uint64_t>(t.getMemorySpace()));
        // No alignment is written as 1, which promises nothing.
        Attribute alignment = t.getAlignment()
                                  ? t.getAlignment()
                                  : PreviewExprIntAttr::get(ctx, 1);
        return success(
            succeeded(writeSelfContained(w, t.getMemLayout(), moduleOp)) &&
            succeeded(writeSelfContained(w, t.getFragmap(), moduleOp)) &&
            succeeded(writeSelfContained(w, alignment, moduleOp)));
      })
      .Case([&](PreviewDatatypeType) {
        tag(PreviewTypeTag::Datatype);
        return success();
      })
      .Case([&](PreviewShapeType) {
        tag(PreviewTypeTag::Shape);
        return success();
      })
      .Case([&](PreviewStringType) {
        tag(PreviewTypeTag::String);
        return success();
      })
      .Case([&](IndexType) {
        tag(PreviewTypeTag::Index);
        return success();
      })
      .Case([&](NoneType) {
        tag(PreviewTypeTag::None);
        return success();
      })
      .Default([](Type) { return failure(); });
}

/// count + self-contained attributes.
LogicalResult ModuleWriter::writeInlineArray(ByteWriter &w, ArrayAttr array,
                                             Operation *user) {
  w.varint(array.size());
  for (Attribute a : array)
    if (failed(writeSelfContained(w, a, user)))
      return failure();
  return success();
}

LogicalResult ModuleWriter::writePreviewFunction(Operation *op,
                                                 ByteWriter &section) {
  if (version < BytecodeVersion(13, 5))
    return op->emitError() << "'" << op->getName()
                           << "' is part of Tile IR 13.5's public preview, "
                              "cannot write "
                           << version.str();
  usesPreview = true;
  MLIRContext *ctx = op->getContext();
  auto extImpl = dyn_cast<PreviewExternImplOp>(op);
  auto func = dyn_cast<PreviewFuncOp>(op);
  if (func && !func.getIsExtern())
    return op->emitError() << "preview$func @" << func.getSymName()
                           << " must be extern when serialized to bytecode";
  StringRef name = func ? func.getSymName() : extImpl.getSymName();
  FunctionType type = func ? func.getFunctionType() : extImpl.getFunctionType();
  FailureOr<uint64_t> sig = typeIndex(type, op);
  if (failed(sig))
    return failure();
  // A debug slot holds the entry's own location, when it can be written.
  uint64_t slot = 0;
  beginFunction(op);
  if (encodableLoc(op->getLoc())) {
    debugSlots.emplace_back();
    slot = debugSlots.size();
  }
  addLoc(slot, op->getLoc());
  section.varint(stringIndex(name));
  section.varint(*sig);
  bool isPrivate = extImpl || func.getSymVisibility() == "private";
  section.byte((isPrivate ? Private : 0) |
               (extImpl ? uint8_t(1 << kFuncFormShift) : 0));
  section.varint(slot);

  if (func) {
    ArrayAttr argAttrs = func.getArgAttrsAttr();
    ArrayAttr params = func.getConstParamsAttr();
    if (failed(writeSelfContained(section,
                                  argAttrs ? argAttrs : ArrayAttr::get(ctx, {}),
                                  op)))
      return failure();
    section.varint(0); // no body
    return writeSelfContained(section,
                              params ? params : ArrayAttr::get(ctx, {}), op);
  }

  uint64_t flags = 0;
  auto mark = [&](bool present, uint64_t bit) { flags |= present ? bit : 0; };
  mark(bool(extImpl.getConstParamsAttr()), EIConstParams);
  mark(bool(extImpl.getConstArgsAttr()), EIConstArgs);
  mark(bool(extImpl.getArgAttrsAttr()), EIArgAttrs);
  mark(bool(extImpl.getResAttrsAttr()), EIResAttrs);
  mark(bool(extImpl.getScratchAttr()), EIScratch);
  mark(bool(extImpl.getConfigAttr()), EIConfig);
  mark(bool(extImpl.getArchAttr()), EIArch);
  mark(bool(extImpl.getFrontendABIAttr()), EIFrontendABI);
  mark(bool(extImpl.getSynchronizationAttr()), EISynchronization);
  section.varint(flags);
  section.varint(stringIndex(name));
  section.varint(stringIndex(extImpl.getImplements()));
  auto optionalArray = [&](ArrayAttr a) {
    return a ? writeInlineArray(section, a, op) : success();
  };
  if (failed(optionalArray(extImpl.getConstParamsAttr())) ||
      failed(optionalArray(extImpl.getConstArgsAttr())))
    return failure();
  section.varint(*sig);
  if (failed(optionalArray(extImpl.getArgAttrsAttr())) ||
      failed(optionalArray(extImpl.getResAttrsAttr())))
    return failure();
  if (PreviewScratchRequestAttr scratch = extImpl.getScratchAttr())
    if (failed(writeSelfContained(section, scratch.getSize(), op)) ||
        failed(writeSelfContained(section, scratch.getAlignment(), op)))
      return failure();
  if (DictionaryAttr config = extImpl.getConfigAttr())
    if (failed(writeDictionary(section, config, op)))
      return failure();
  if (failed(optionalArray(extImpl.getArchAttr())))
    return failure();
  if (DictionaryAttr abi = extImpl.getFrontendABIAttr())
    if (failed(writeDictionary(section, abi, op)))
      return failure();
  if (PreviewSynchronizationAttr sync = extImpl.getSynchronizationAttr())
    section.varint(static_cast<uint64_t>(sync.getValue()));
  section.varint(1); // one region
  section.varint(0); // with no block
  section.varint(0); // and no body in the function table
  return success();
}
