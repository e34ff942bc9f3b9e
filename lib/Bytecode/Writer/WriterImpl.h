//===- WriterImpl.h - state of one bytecode write -------------------------===//
//
// Internal to lib/Bytecode/Writer. Tables.cpp holds the string, type,
// constant and debug tables and self-contained attributes; Ops.cpp writes
// function bodies from the op table and assembles the file.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_LIB_BYTECODE_WRITERIMPL_H
#define TILEIR_LIB_BYTECODE_WRITERIMPL_H

#include "../Common/Encoding.h"
#include "../Common/OpTable.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringMap.h"
#include <string>
#include <vector>

namespace mlir::tileir::bc {

/// Types and attributes bytecode writes with 13.5's preview tags
/// (Preview.cpp): the preview's own, and builtin index and none.
bool hasPreviewTypeTag(Type type);
bool isPreviewAttribute(Attribute attr);

class ModuleWriter {
public:
  explicit ModuleWriter(BytecodeVersion version) : version(version) {}

  /// Writes the whole file into `out`; emits a diagnostic on failure.
  LogicalResult write(Operation *module, llvm::SmallVectorImpl<char> &out);

  // --- Tables (Tables.cpp) ---
  uint64_t stringIndex(StringRef s);
  /// Registers `type` (after everything it refers to); `user` names the op
  /// in a diagnostic when the version cannot express the type.
  FailureOr<uint64_t> typeIndex(Type type, Operation *user);
  FailureOr<uint64_t> constantIndex(DenseElementsAttr attr, Operation *user);
  LogicalResult writeSelfContained(ByteWriter &w, Attribute attr,
                                   Operation *user);
  LogicalResult writeDictionary(ByteWriter &w, DictionaryAttr dict,
                                Operation *user);
  /// Debug index of a location; 0 (unknown) for what bytecode cannot hold.
  uint64_t debugIndex(Attribute attr);
  /// `loc` as bytecode can hold it: DILoc and call sites of such stay; a
  /// FileLineColLoc becomes a DILoc in the current function's scope; NameLoc
  /// keeps its child (the name is lost) and FusedLoc its first location that
  /// can be written. Null when nothing can be (written as unknown).
  LocationAttr encodableLoc(Location loc);
  /// Starts a function: plain file locations get a scope derived from it.
  void beginFunction(Operation *fn);
  void writeStringSection(ByteWriter &out);
  LogicalResult writeTypeSection(ByteWriter &out);
  void writeConstantSection(ByteWriter &out);
  void writeDebugSection(ByteWriter &out);

  // --- Bodies (Ops.cpp) ---
  LogicalResult writeOp(Operation *op, ByteWriter &w, uint64_t slot);
  LogicalResult writeBlock(Block &block, ByteWriter &w, uint64_t slot);

  BytecodeVersion version;

private:
  // 13.5's public preview (Preview.cpp); each sets usesPreview.
  LogicalResult writePreviewAttr(ByteWriter &w, Attribute attr,
                                 Operation *user);
  LogicalResult serializePreviewType(Type type, ByteWriter &w);
  LogicalResult writePreviewFunction(Operation *op, ByteWriter &section);
  LogicalResult writeInlineArray(ByteWriter &w, ArrayAttr array,
                                 Operation *user);
  /// The header then says the file holds preview content.
  bool usesPreview = false;
  /// Names the module in diagnostics of what belongs to no op.
  Operation *moduleOp = nullptr;

  LogicalResult writeOpAttr(ByteWriter &w, Operation *op, const AttrSpec &a,
                            Attribute value);
  LogicalResult writeBoolList(ByteWriter &w, Operation *op, const OpSpec &spec,
                              const AttrSpec &a, Attribute value,
                              ArrayRef<ValueRange> groups);
  LogicalResult serializeType(Type type, ByteWriter &w);
  LogicalResult writeFunctions(Operation *module, ByteWriter &section);
  LogicalResult writeGlobals(Operation *module, ByteWriter &section);
  void addLoc(uint64_t slot, Location loc);

  std::vector<std::string> strings;
  llvm::StringMap<uint64_t> stringIds;
  std::vector<Type> types;
  llvm::DenseMap<Type, uint64_t> typeIds;
  llvm::MapVector<Attribute, llvm::SmallVector<uint8_t>> constants;
  // Debug info: per function slot (1-based), the debug indices in op order.
  std::vector<std::vector<uint64_t>> debugSlots;
  std::vector<Attribute> debugAttrs;
  llvm::DenseMap<Attribute, uint64_t> debugIds;
  // Scope for the current function's plain file locations (made on demand).
  Operation *currentFn = nullptr;
  Attribute currentScope;
  Attribute scopeForPlainLocs(FileLineColLoc first);
  // SSA numbering inside the current function.
  llvm::DenseMap<Value, uint64_t> valueIds;
  uint64_t nextValue = 0;
};

} // namespace mlir::tileir::bc

#endif // TILEIR_LIB_BYTECODE_WRITERIMPL_H
