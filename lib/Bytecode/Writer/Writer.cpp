//===- Writer.cpp - module-level sections and the file envelope -----------===//
#include "WriterImpl.h"
#include "TileIR/Bytecode/Writer.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::bc;
using namespace mlir::cuda_tile;

LogicalResult ModuleWriter::writeGlobals(Operation *module,
                                         ByteWriter &section) {
  SmallVector<Operation *> globals;
  for (Operation &op : module->getRegion(0).front())
    if (op.getName().getStringRef() == "cuda_tile.global")
      globals.push_back(&op);
  if (globals.empty())
    return success();
  section.varint(globals.size());
  bool extended = version >= BytecodeVersion(13, 3);
  for (Operation *g : globals) {
    auto name = llvm::dyn_cast_or_null<StringAttr>(g->getAttr("sym_name"));
    auto value = llvm::dyn_cast_or_null<DenseElementsAttr>(g->getAttr("value"));
    if (!name || !value)
      return g->emitError() << "global needs a name and a dense value";
    uint64_t alignment = 0;
    if (auto a = llvm::dyn_cast_or_null<IntegerAttr>(g->getAttr("alignment")))
      alignment = a.getValue().getZExtValue();
    uint64_t visibility = 0;
    if (Attribute v = g->getAttr("symbol_visibility"))
      visibility = getEnumValue(EnumKind::SymbolVisibility, v).value_or(0);
    bool isConstant = g->getAttr("constant") != nullptr;
    if (!extended && (visibility != 0 || isConstant))
      return g->emitError() << "global @" << name.getValue() << " is "
                            << (isConstant ? "constant" : "private")
                            << ", which needs bytecode version 13.3, cannot "
                               "write "
                            << version.str();
    FailureOr<uint64_t> type = typeIndex(value.getType(), g);
    FailureOr<uint64_t> constant = constantIndex(value, g);
    if (failed(type) || failed(constant))
      return failure();
    section.varint(stringIndex(name.getValue()));
    section.varint(*type);
    section.varint(*constant);
    section.varint(alignment);
    if (extended) {
      section.varint(visibility);
      section.varint(isConstant ? 1 : 0);
    }
  }
  return success();
}

LogicalResult ModuleWriter::writeFunctions(Operation *module,
                                           ByteWriter &section) {
  SmallVector<Operation *> entries;
  for (Operation &op : module->getRegion(0).front()) {
    StringRef name = op.getName().getStringRef();
    if (name == "cuda_tile.entry" || name == "cuda_tile.preview$func" ||
        name == "cuda_tile.preview$extern_impl")
      entries.push_back(&op);
    else if (name != "cuda_tile.global")
      return op.emitError() << "'" << name
                            << "' cannot be a top-level op in Tile IR "
                               "bytecode (only entry and global)";
  }
  section.varint(entries.size());
  for (Operation *fn : entries) {
    if (fn->getName().getStringRef() != "cuda_tile.entry") {
      if (failed(writePreviewFunction(fn, section)))
        return failure();
      continue;
    }
    auto name = llvm::dyn_cast_or_null<StringAttr>(fn->getAttr("sym_name"));
    auto typeAttr =
        llvm::dyn_cast_or_null<TypeAttr>(fn->getAttr("function_type"));
    if (!name || !typeAttr || fn->getNumRegions() != 1 ||
        !llvm::hasSingleElement(fn->getRegion(0)))
      return fn->emitError() << "entry needs a name, a type and one block";
    FailureOr<uint64_t> sig = typeIndex(typeAttr.getValue(), fn);
    if (failed(sig))
      return failure();
    Attribute hints = fn->getAttr("optimization_hints");
    // A debug slot for this function's locations (its own, then its ops'),
    // when any of them can be written at all.
    uint64_t slot = 0;
    bool anyDebug = false;
    beginFunction(fn);
    fn->walk([&](Operation *op) {
      anyDebug |= encodableLoc(op->getLoc()) != nullptr;
      return anyDebug ? WalkResult::interrupt() : WalkResult::advance();
    });
    if (anyDebug) {
      debugSlots.emplace_back();
      slot = debugSlots.size();
    }
    addLoc(slot, fn->getLoc());

    section.varint(stringIndex(name.getValue()));
    section.varint(*sig);
    bool v13_5 = version >= BytecodeVersion(13, 5);
    MLIRContext *ctx = fn->getContext();
    auto args = fn->getAttrOfType<ArrayAttr>("arg_attrs");
    if (args && !v13_5 && llvm::any_of(args, [](Attribute d) {
          return !llvm::cast<DictionaryAttr>(d).empty();
        }))
      return fn->emitError() << "argument attributes need bytecode version "
                                "13.5, cannot write "
                             << version.str();
    section.byte(Kernel | (hints && !v13_5 ? HasHints : 0));
    section.varint(slot);
    if (v13_5) {
      // Hints and one dictionary per argument, always (13.5).
      Attribute all = hints ? hints
                            : OptimizationHintsAttr::get(
                                  ctx, DictionaryAttr::get(ctx, {}));
      // All empty is none (as the reader reads it): one encoding for both.
      if (!args || llvm::all_of(args, [](Attribute d) {
            return llvm::cast<DictionaryAttr>(d).empty();
          }))
        args = ArrayAttr::get(ctx, {});
      if (failed(writeSelfContained(section, all, fn)) ||
          failed(writeSelfContained(section, args, fn)))
        return failure();
    } else if (hints && failed(writeSelfContained(section, hints, fn))) {
      return failure();
    }

    ByteWriter body;
    valueIds.clear();
    nextValue = 0;
    Block &block = fn->getRegion(0).front();
    for (BlockArgument arg : block.getArguments())
      valueIds[arg] = nextValue++;
    for (Operation &op : block)
      if (failed(writeOp(&op, body, slot)))
        return failure();
    section.varint(body.size());
    section.bytes(body.buf);
  }
  section.alignTo(8);
  return success();
}

/// Appends a section: id (bit 7 when aligned), length, [alignment, padding].
static void appendSection(ByteWriter &file, Section id, const ByteWriter &s) {
  bool aligned = s.alignment > 1;
  file.byte(uint8_t(id) | (aligned ? 0x80 : 0));
  file.varint(s.size());
  if (aligned) {
    file.varint(s.alignment);
    while (file.size() % s.alignment)
      file.byte(kPadByte);
  }
  file.bytes(s.buf);
}

LogicalResult ModuleWriter::write(Operation *module,
                                  llvm::SmallVectorImpl<char> &out) {
  if (module->getName().getStringRef() != "cuda_tile.module" ||
      module->getNumRegions() != 1 || module->getRegion(0).empty())
    return module->emitError() << "expected a cuda_tile.module to write";
  if (!version.isSupported())
    return module->emitError() << "cannot write bytecode version "
                               << version.str() << " (supported: "
                               << BytecodeVersion::oldest().str() << " to "
                               << BytecodeVersion::newest().str() << ")";
  auto producer =
      llvm::dyn_cast_or_null<StringAttr>(module->getAttr("producer"));
  // The producer names the tool and says nothing about the program: before
  // 13.3, which has no place for it, it is left out (as NVIDIA's writer does).
  if (version < BytecodeVersion(13, 3))
    producer = {};

  moduleOp = module;
  ByteWriter globals, functions;
  if (failed(writeGlobals(module, globals)) ||
      failed(writeFunctions(module, functions)))
    return failure();
  ByteWriter constantSec, debugSec, typeSec, producerSec, stringSec;
  if (!constants.empty())
    writeConstantSection(constantSec);
  bool hasDebug = !debugSlots.empty();
  if (hasDebug)
    writeDebugSection(debugSec);
  if (failed(writeTypeSection(typeSec)))
    return module->emitError() << "internal error: a type has no encoding";
  if (producer)
    producerSec.varint(stringIndex(producer.getValue()));
  writeStringSection(stringSec);

  ByteWriter file;
  file.bytes(ArrayRef<uint8_t>(kMagic, sizeof(kMagic)));
  file.byte(version.major);
  file.byte(version.minor);
  // Bit 0 of the tag advertises 13.5's public-preview content.
  file.le<uint16_t>(usesPreview ? uint16_t(version.tag | kPreviewVersionTag)
                                : version.tag);
  if (globals.size())
    appendSection(file, SecGlobal, globals);
  appendSection(file, SecFunc, functions);
  if (!constants.empty())
    appendSection(file, SecConstant, constantSec);
  if (hasDebug)
    appendSection(file, SecDebug, debugSec);
  appendSection(file, SecType, typeSec);
  if (producer)
    appendSection(file, SecProducer, producerSec);
  appendSection(file, SecString, stringSec);
  file.byte(SecEnd);
  out.assign(file.buf.begin(), file.buf.end());
  return success();
}

LogicalResult mlir::tileir::writeTileIRBytecode(cuda_tile::ModuleOp module,
                                                llvm::raw_ostream &os,
                                                BytecodeVersion version) {
  ModuleWriter writer(version);
  SmallVector<char> bytes;
  if (failed(writer.write(module, bytes)))
    return failure();
  os.write(bytes.data(), bytes.size());
  return success();
}
