//===- Envelope.cpp - header, sections, module assembly -------------------===//
//
// file := magic[8] major[1] minor[1] tag[u16 LE] section* end-section
// section := id|aligned<<7 [1], length varint, [alignment varint, 0xCB pad],
//            payload[length]
// Sections are collected by id, then decoded in dependency order: strings,
// types, constants, debug info, producer, globals, functions.
//
//===----------------------------------------------------------------------===//
#include "ReaderImpl.h"
#include "TileIR/Bytecode/Reader.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::bc;

static constexpr uint64_t kMaxSectionAlignment = 4096;

bool mlir::tileir::isTileIRBytecode(llvm::StringRef buffer) {
  return buffer.size() >= sizeof(kMagic) &&
         std::memcmp(buffer.data(), kMagic, sizeof(kMagic)) == 0;
}

/// Creates `cuda_tile.<name>` generically; null (with a diagnostic) when the
/// op is not part of this build.
static Operation *createOp(OperationState &state, const DiagSink &diag,
                           uint64_t at) {
  if (!state.name.isRegistered()) {
    diag.error(at) << "'" << state.name.getStringRef()
                   << "' is not registered in this build";
    return nullptr;
  }
  return Operation::create(state);
}

Operation *FileReader::read() {
  ByteReader r(file, 0, diag);
  // Header.
  ArrayRef<uint8_t> magic;
  if (file.size() < sizeof(kMagic) ||
      std::memcmp(file.data(), kMagic, sizeof(kMagic)) != 0) {
    diag.error(0) << "not a Tile IR bytecode file (bad magic; expected "
                     "\\x7FTileIR\\0)";
    return nullptr;
  }
  uint8_t major, minor;
  uint16_t tag;
  if (failed(r.readBytes(sizeof(kMagic), magic, "magic")) ||
      failed(r.readByte(major, "major version")) ||
      failed(r.readByte(minor, "minor version")) ||
      failed(r.readLE(tag, "version tag")))
    return nullptr;
  version = BytecodeVersion(major, minor, tag);
  if (!version.isReadable()) {
    diag.error(8) << "unsupported bytecode version " << version.str()
                  << " (this reader supports "
                  << BytecodeVersion::oldest().str() << " to "
                  << BytecodeVersion::newestReadable().str() << ")";
    return nullptr;
  }
  // 13.5 gave the tag a meaning: bit 0 marks public-preview content, and
  // NVIDIA's readers refuse every other bit. Older files keep any tag
  // (cuTile Python sets bit 0 on its 13.4 files).
  if (version >= BytecodeVersion(13, 5)) {
    if (tag & kPreviewVersionTag) {
      auto *dialect = ctx->getLoadedDialect<cuda_tile::CudaTileDialect>();
      if (!dialect || !dialect->getPreviewSimt()) {
        diag.error(10) << "public-preview bytecode (version tag bit 0) "
                          "requires the simt preview (--preview=simt)";
        return nullptr;
      }
      preview = true;
      tag &= ~kPreviewVersionTag;
    }
    if (tag) {
      diag.error(10) << "header has unrecognized version tag bits (0x"
                     << llvm::utohexstr(tag) << ")";
      return nullptr;
    }
  }

  // Sections.
  SectionSlice sections[NumSections];
  while (true) {
    uint64_t at = r.offset();
    uint8_t idByte;
    if (r.atEnd()) {
      diag.error(at) << "missing end-of-bytecode marker";
      return nullptr;
    }
    if (failed(r.readByte(idByte, "section id")))
      return nullptr;
    unsigned id = idByte & 0x7F;
    bool aligned = idByte & 0x80;
    if (id == SecEnd) {
      if (aligned) {
        diag.error(at) << "end-of-bytecode marker has the alignment bit set";
        return nullptr;
      }
      if (!r.atEnd()) {
        diag.error(r.offset()) << r.remaining()
                               << " trailing bytes after the end marker";
        return nullptr;
      }
      break;
    }
    if (id >= NumSections) {
      diag.error(at) << "unknown section id " << id;
      return nullptr;
    }
    if (id == SecProducer && version < BytecodeVersion(13, 3)) {
      diag.error(at) << "producer section needs version 13.3, file is "
                     << version.str();
      return nullptr;
    }
    if (sections[id].present) {
      diag.error(at) << "duplicate " << sectionName(id) << " section";
      return nullptr;
    }
    uint64_t length, alignment = 1;
    if (failed(r.readVarInt(length, "section length")))
      return nullptr;
    if (aligned) {
      uint64_t aat = r.offset();
      if (failed(r.readVarInt(alignment, "section alignment")))
        return nullptr;
      if (alignment == 0 || !llvm::isPowerOf2_64(alignment) ||
          alignment > kMaxSectionAlignment) {
        diag.error(aat) << "invalid alignment " << alignment << " of the "
                        << sectionName(id) << " section";
        return nullptr;
      }
      if (failed(r.skipPadding(alignment, "section payload")))
        return nullptr;
    }
    if (length > r.remaining()) {
      diag.error(at) << sectionName(id) << " section length " << length
                     << " exceeds the " << r.remaining() << " bytes left";
      return nullptr;
    }
    sections[id].offset = r.offset();
    sections[id].present = true;
    if (failed(r.readBytes(length, sections[id].payload, "section payload")))
      return nullptr;
  }
  for (unsigned id : {unsigned(SecString), unsigned(SecFunc)})
    if (!sections[id].present) {
      diag.error(file.size()) << "missing mandatory " << sectionName(id)
                              << " section";
      return nullptr;
    }

  if (failed(parseStringTable(sections[SecString])) ||
      (sections[SecType].present && failed(parseTypeTable(sections[SecType]))) ||
      (sections[SecConstant].present &&
       failed(parseConstantTable(sections[SecConstant]))) ||
      (sections[SecDebug].present && failed(parseDebugTable(sections[SecDebug]))))
    return nullptr;

  // The module; its name is not stored.
  OperationState moduleState(UnknownLoc::get(ctx), "cuda_tile.module");
  moduleState.addAttribute("sym_name", StringAttr::get(ctx, "kernels"));
  if (sections[SecProducer].present) {
    ByteReader pr(sections[SecProducer].payload, sections[SecProducer].offset, diag);
    StringRef producer;
    if (failed(getString(pr, producer, "producer")))
      return nullptr;
    if (!pr.atEnd()) {
      pr.error() << "producer section has trailing bytes";
      return nullptr;
    }
    moduleState.addAttribute("producer", StringAttr::get(ctx, producer));
  }
  moduleState.addRegion()->push_back(new Block());
  OwningOpRef<Operation *> module(createOp(moduleState, diag, 0));
  if (!module)
    return nullptr;
  Block *body = &module.get()->getRegion(0).front();

  if (sections[SecGlobal].present &&
      failed(parseGlobals(sections[SecGlobal], body)))
    return nullptr;
  if (failed(parseFunctions(sections[SecFunc], body)))
    return nullptr;

  if (failed(verifyWithOffsets(module.get())))
    return nullptr;
  return module.release();
}

/// The offset that a location made by verifyWithOffsets carries, if any.
static std::optional<uint64_t> markedOffset(Location loc, StringAttr marker) {
  std::optional<uint64_t> found;
  loc->walk([&](Location l) {
    auto fl = llvm::dyn_cast<FileLineColLoc>(l);
    if (fl && fl.getFilename() == marker) {
      found = fl.getColumn();
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return found;
}

LogicalResult FileReader::verifyWithOffsets(Operation *module) {
  // While verifying, each op's location names its byte offset (a file name
  // nothing else uses); the verifier's diagnostics are caught, re-emitted at
  // that offset, and the real locations restored.
  StringAttr marker = StringAttr::get(ctx, "\x7FTileIR-offset");
  SmallVector<std::pair<Operation *, Location>> saved;
  module->walk([&](Operation *op) {
    saved.push_back({op, op->getLoc()});
    uint64_t offset = opOffsets.lookup(op);
    op->setLoc(FileLineColLoc::get(marker, 0,
                                   static_cast<unsigned>(std::min<uint64_t>(
                                       offset, UINT32_MAX))));
  });
  llvm::DenseMap<uint64_t, LocationAttr> original;
  for (auto &[op, loc] : saved)
    original.try_emplace(opOffsets.lookup(op), loc);

  struct Caught {
    std::optional<uint64_t> offset;
    std::string message;
    SmallVector<std::pair<std::optional<uint64_t>, std::string>> notes;
  };
  SmallVector<Caught> caught;
  LogicalResult result = success();
  {
    ScopedDiagnosticHandler handler(ctx, [&](Diagnostic &d) {
      if (d.getSeverity() != DiagnosticSeverity::Error)
        return success();
      Caught c{markedOffset(d.getLocation(), marker), d.str(), {}};
      for (Diagnostic &note : d.getNotes())
        c.notes.push_back({markedOffset(note.getLocation(), marker),
                           note.str()});
      caught.push_back(std::move(c));
      return success();
    });
    result = verify(module);
  }
  for (auto &[op, loc] : saved)
    op->setLoc(loc);
  if (succeeded(result))
    return success();
  if (caught.empty())
    caught.push_back({std::nullopt, "the imported module does not verify", {}});
  // Each error sits at <file>:0:<offset> and says the offset again, so both
  // tools reading the location and people reading the text find the op.
  auto fileLoc = llvm::dyn_cast<FileLineColLoc>(diag.loc);
  auto offsetLoc = [&](uint64_t offset) -> Location {
    if (!fileLoc)
      return diag.loc;
    return FileLineColLoc::get(
        fileLoc.getFilename(), 0,
        static_cast<unsigned>(std::min<uint64_t>(offset, UINT32_MAX)));
  };
  for (Caught &c : caught) {
    if (!c.offset) {
      diag.error(0) << c.message;
      continue;
    }
    Location at = offsetLoc(*c.offset);
    InFlightDiagnostic err = emitError(at)
                             << c.message << " (bytecode offset " << *c.offset
                             << ")";
    LocationAttr src = original.lookup(*c.offset);
    if (src && !llvm::isa<UnknownLoc>(src))
      err.attachNote(Location(src)) << "the op's source location";
    for (auto &[offset, text] : c.notes) {
      if (offset)
        err.attachNote(offsetLoc(*offset)) << text;
      else
        err.attachNote() << text;
    }
  }
  return failure();
}

LogicalResult FileReader::parseGlobals(const SectionSlice &s, Block *body) {
  ByteReader r(s.payload, s.offset, diag);
  uint64_t n;
  if (failed(r.readCount(n, "global count", 4)))
    return failure();
  const OpSpec *spec = lookupOp("global");
  for (uint64_t i = 0; i < n; ++i) {
    uint64_t at = r.offset(), align;
    StringRef name;
    Type type;
    Attribute value;
    if (failed(getString(r, name, "global name")) ||
        failed(getType(r, type, "global")) ||
        failed(getConstant(r, type, value)) ||
        failed(r.readVarInt(align, "global alignment")))
      return failure();
    OperationState state(UnknownLoc::get(ctx), "cuda_tile.global");
    state.addAttribute("sym_name", StringAttr::get(ctx, name));
    state.addAttribute("value", value);
    state.addAttribute("alignment",
                       IntegerAttr::get(IntegerType::get(ctx, 64),
                                        APInt(64, align)));
    if (version >= BytecodeVersion(13, 3)) {
      uint64_t vat = r.offset(), visibility, isConstant;
      if (failed(r.readVarInt(visibility, "global visibility")) ||
          failed(r.readVarInt(isConstant, "global constant flag")))
        return failure();
      Attribute vis =
          makeEnumAttr(ctx, EnumKind::SymbolVisibility, visibility);
      if (!vis || isConstant > 1)
        return diag.error(vat) << "invalid visibility " << visibility
                               << " or constant flag " << isConstant;
      state.addAttribute("symbol_visibility", vis);
      if (isConstant)
        state.addAttribute("constant", UnitAttr::get(ctx));
    }
    (void)spec;
    Operation *op = createOp(state, diag, at);
    if (!op)
      return failure();
    body->push_back(op);
    opOffsets[op] = at;
  }
  if (!r.atEnd())
    return r.error() << "global section has " << r.remaining()
                     << " trailing bytes";
  return success();
}

LogicalResult FileReader::parseFunctions(const SectionSlice &s, Block *body) {
  ByteReader r(s.payload, s.offset, diag);
  uint64_t n;
  if (failed(r.readCount(n, "function count", 5)))
    return failure();
  for (uint64_t i = 0; i < n; ++i) {
    uint64_t at = r.offset(), locIndex, fat;
    StringRef name;
    Type sig;
    uint8_t flags;
    if (failed(getString(r, name, "function name")) ||
        failed(getType(r, sig, "function signature")))
      return failure();
    fat = r.offset();
    if (failed(r.readByte(flags, "function flags")))
      return failure();
    bool v13_5 = version >= BytecodeVersion(13, 5);
    uint8_t known = v13_5 ? uint8_t(Private | Kernel |
                                    (kFuncFormMask << kFuncFormShift))
                          : uint8_t(Private | Kernel | HasHints);
    if (flags & ~known)
      return diag.error(fat) << "unknown function flags 0x"
                             << llvm::utohexstr(flags);
    unsigned form = v13_5 ? (flags >> kFuncFormShift) & kFuncFormMask : 0;
    if (form >= 2)
      return diag.error(fat)
             << "function '" << name << "' has form " << form << " ("
             << (form == 2 ? "testing, which only NVIDIA's test builds read"
                           : "reserved")
             << ")";
    if (form == 1 && (flags & Kernel))
      return diag.error(fat) << "function '" << name
                             << "' cannot be both kernel and extern impl";
    // Anything but an entry is 13.5's preview (preview$func, extern_impl).
    bool previewEntry = form == 1 || !(flags & Kernel);
    if (previewEntry && !preview)
      return diag.error(fat)
             << "function '" << name << "' is not an entry but a "
             << (form == 1 ? "preview$extern_impl" : "preview$func")
             << " (Tile IR 13.5's public preview), and the header does not "
                "advertise preview content";
    auto fnType = llvm::dyn_cast<FunctionType>(sig);
    if (!fnType)
      return diag.error(at) << "signature of '" << name << "' is " << sig
                            << ", not a function type";
    uint64_t lat = r.offset();
    if (failed(r.readVarInt(locIndex, "function location")))
      return failure();
    LocCursor locs;
    Location fnLoc = UnknownLoc::get(ctx);
    if (failed(locCursorFor(locIndex, lat, locs)) ||
        failed(locs.take(lat, fnLoc)))
      return failure();
    if (previewEntry) {
      if (failed(parsePreviewFunction(r, at, name, fnType, flags, fnLoc,
                                      body)))
        return failure();
      continue;
    }
    Attribute hints, argAttrs;
    if (v13_5 || (flags & HasHints)) {
      uint64_t hat = r.offset(), tag;
      if (failed(r.readVarInt(tag, "hints tag")))
        return failure();
      if (tag != uint64_t(AttrTag::OptimizationHints))
        return diag.error(hat) << "entry hints have attribute tag " << tag
                               << ", expected optimization hints";
      if (failed(readOptHints(r, hints)))
        return failure();
      // 13.5 always writes them: empty ones are no hints.
      if (llvm::cast<cuda_tile::OptimizationHintsAttr>(hints).getValue().empty())
        hints = {};
    }
    if (v13_5) {
      // One dictionary per argument (13.5); all empty is none.
      uint64_t aat = r.offset();
      if (failed(readSelfContainedAttr(r, argAttrs)))
        return failure();
      auto array = llvm::dyn_cast<ArrayAttr>(argAttrs);
      if (!array || !llvm::all_of(array, llvm::IsaPred<DictionaryAttr>))
        return diag.error(aat) << "argument attributes of '" << name
                               << "' are " << argAttrs
                               << ", expected an array of dictionaries";
      if (!array.empty() && array.size() != fnType.getNumInputs())
        return diag.error(aat) << "'" << name << "' has " << array.size()
                               << " argument attribute dictionaries for "
                               << fnType.getNumInputs() << " arguments";
      if (llvm::all_of(array, [](Attribute d) {
            return llvm::cast<DictionaryAttr>(d).empty();
          }))
        argAttrs = {};
    }
    uint64_t bodyLen;
    ArrayRef<uint8_t> bodyBytes;
    if (failed(r.readVarInt(bodyLen, "function body length")))
      return failure();
    uint64_t bodyOffset = r.offset();
    if (failed(r.readBytes(bodyLen, bodyBytes, "function body")))
      return failure();

    OperationState state(fnLoc, "cuda_tile.entry");
    state.addAttribute("sym_name", StringAttr::get(ctx, name));
    state.addAttribute("function_type", TypeAttr::get(fnType));
    if (hints)
      state.addAttribute("optimization_hints", hints);
    if (argAttrs)
      state.addAttribute("arg_attrs", argAttrs);
    Region *region = state.addRegion();
    Block *entryBlock = new Block();
    region->push_back(entryBlock);
    for (Type t : fnType.getInputs())
      entryBlock->addArgument(t, fnLoc);
    ByteReader br(bodyBytes, bodyOffset, diag);
    if (failed(parseFunctionBody(br, entryBlock, locs)))
      return failure();
    Operation *op = createOp(state, diag, at);
    if (!op)
      return failure();
    body->push_back(op);
    opOffsets[op] = at;
  }
  // The writer pads the section to 8 bytes at its end.
  while (!r.atEnd()) {
    uint8_t b;
    uint64_t pat = r.offset();
    if (failed(r.readByte(b, "padding")))
      return failure();
    if (b != kPadByte)
      return diag.error(pat) << "unexpected byte 0x" << llvm::utohexstr(b)
                             << " after the last function";
  }
  return success();
}

OwningOpRef<cuda_tile::ModuleOp>
mlir::tileir::readTileIRBytecode(llvm::MemoryBufferRef buffer,
                                 MLIRContext *context) {
  context->getOrLoadDialect<cuda_tile::CudaTileDialect>();
  ArrayRef<uint8_t> bytes(
      reinterpret_cast<const uint8_t *>(buffer.getBufferStart()),
      buffer.getBufferSize());
  Location fileLoc =
      FileLineColLoc::get(context, buffer.getBufferIdentifier(), 0, 0);
  FileReader reader(context, bytes, fileLoc);
  // read() builds a cuda_tile.module or nothing.
  return OwningOpRef<cuda_tile::ModuleOp>(
      llvm::cast_or_null<cuda_tile::ModuleOp>(reader.read()));
}
