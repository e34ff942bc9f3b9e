//===- ReaderImpl.h - state of one bytecode read --------------------------===//
//
// Internal to lib/Bytecode/Reader. The envelope (Envelope.cpp) splits the file
// into sections; the tables (Tables.cpp) decode strings, types, constants,
// debug info and self-contained attributes; Ops.cpp rebuilds function bodies.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_LIB_BYTECODE_READERIMPL_H
#define TILEIR_LIB_BYTECODE_READERIMPL_H

#include "../Common/Encoding.h"
#include "../Common/OpTable.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/DenseMap.h"
#include <optional>
#include <vector>

namespace mlir::tileir::bc {

/// One section's payload and the file offset where it starts.
struct SectionSlice {
  llvm::ArrayRef<uint8_t> payload;
  uint64_t offset = 0;
  bool present = false;
};

class FileReader {
public:
  FileReader(MLIRContext *ctx, llvm::ArrayRef<uint8_t> file, Location fileLoc)
      : ctx(ctx), file(file), diag{fileLoc}, builder(ctx) {}

  /// Reads the whole file into a new module; null on error.
  Operation *read();

  // --- Tables (Tables.cpp) ---
  LogicalResult parseStringTable(const SectionSlice &s);
  LogicalResult parseTypeTable(const SectionSlice &s);
  LogicalResult parseConstantTable(const SectionSlice &s);
  LogicalResult parseDebugTable(const SectionSlice &s);
  /// Index lookups; each emits "<what> index N out of range" at `at`.
  LogicalResult getString(ByteReader &r, StringRef &out, const char *what);
  LogicalResult getType(ByteReader &r, Type &out, const char *what);
  /// A dense constant of `type` from the constant table.
  LogicalResult getConstant(ByteReader &r, Type type, Attribute &out);
  /// tag + payload (inside arrays, dictionaries and attribute interfaces).
  LogicalResult readSelfContainedAttr(ByteReader &r, Attribute &out,
                                      unsigned depth = 0);
  /// count + (name, self-contained value) pairs.
  LogicalResult readDictionary(ByteReader &r, DictionaryAttr &out,
                               unsigned depth);
  /// The optimization-hints attribute (its dictionary, untagged).
  LogicalResult readOptHints(ByteReader &r, Attribute &out);
  /// The location at debug-info index `index` (0 is unknown).
  LogicalResult getDebugAttr(uint64_t index, uint64_t at, Attribute &out,
                             unsigned depth = 0);

  /// Locations of one function: its own, then one per op in write order.
  class LocCursor {
  public:
    LocCursor() = default;
    LocCursor(FileReader *r, uint64_t slot, uint64_t begin, uint64_t end)
        : reader(r), slot(slot), next(begin), end(end) {}
    LogicalResult take(uint64_t at, Location &out);

  private:
    FileReader *reader = nullptr;
    uint64_t slot = 0, next = 0, end = 0;
  };
  LogicalResult locCursorFor(uint64_t locIndex, uint64_t at, LocCursor &out);

  // --- Module contents (Envelope.cpp) ---
  LogicalResult parseGlobals(const SectionSlice &s, Block *body);
  LogicalResult parseFunctions(const SectionSlice &s, Block *body);

  // --- 13.5's public preview (Preview.cpp) ---
  /// A self-contained attribute with a preview tag (`at`: its offset).
  LogicalResult readPreviewAttr(ByteReader &r, uint64_t tag, uint64_t at,
                                Attribute &out, unsigned depth);
  /// A type-table entry with a preview tag.
  LogicalResult readPreviewType(ByteReader &r, uint64_t tag, uint64_t at,
                                Type &out);
  /// A preview$func (form 0, not a kernel) or preview$extern_impl (form 1)
  /// function-table entry, after its location; appended to `body`.
  LogicalResult parsePreviewFunction(ByteReader &r, uint64_t at,
                                     StringRef name, FunctionType type,
                                     uint8_t flags, Location loc, Block *body);
  /// Whether the header advertises preview content (and the preview is on).
  bool preview = false;

  // --- Bodies (Ops.cpp) ---
  LogicalResult parseFunctionBody(ByteReader &r, Block *entryBlock,
                                  LocCursor &locs);

  MLIRContext *ctx;
  llvm::ArrayRef<uint8_t> file;
  DiagSink diag;
  OpBuilder builder;
  BytecodeVersion version;

private:
  // Ops.cpp helpers.
  LogicalResult parseOp(ByteReader &r, Block *block, LocCursor &locs,
                        unsigned depth);
  LogicalResult parseRegion(ByteReader &r, Region &region, LocCursor &locs,
                            unsigned depth, Location argLoc);
  LogicalResult readValue(ByteReader &r, Value &out);
  LogicalResult readOpAttr(ByteReader &r, const OpSpec &spec,
                           const AttrSpec &a, ArrayRef<Type> resultTypes,
                           Attribute &out);
  // Tables.cpp helpers.
  LogicalResult parseType(uint64_t index, unsigned depth);
public:
  LogicalResult resolveType(uint64_t index, uint64_t at, unsigned depth,
                            Type &out);

  // String table.
  llvm::ArrayRef<uint8_t> stringData;
  std::vector<uint32_t> stringOffsets;
  uint64_t stringDataOffset = 0;
  // Type table: entries decoded eagerly, dependencies resolved on demand.
  llvm::ArrayRef<uint8_t> typeData;
  uint64_t typeDataOffset = 0;
  std::vector<uint32_t> typeOffsets;
  std::vector<Type> types;
  std::vector<uint8_t> typeState; // 0 new, 1 in progress, 2 done
  // Constant table: raw blobs, materialized per requested type.
  std::vector<std::pair<llvm::ArrayRef<uint8_t>, uint64_t>> constants;
  // Debug info.
  std::vector<uint32_t> diSlotOffsets; // per function slot, into diIndices
  std::vector<uint64_t> diIndices;
  llvm::ArrayRef<uint8_t> diData;
  uint64_t diDataOffset = 0;
  std::vector<uint32_t> diOffsets;
  std::vector<Attribute> diCache;
  std::vector<uint8_t> diState;
  /// Where each op starts in the file, to place verifier errors.
  llvm::DenseMap<Operation *, uint64_t> opOffsets;
  /// Verifies the module; errors name the failing op's byte offset.
  LogicalResult verifyWithOffsets(Operation *module);
  // SSA values visible at the current point, by index.
  std::vector<Value> values;
};

} // namespace mlir::tileir::bc

#endif // TILEIR_LIB_BYTECODE_READERIMPL_H
