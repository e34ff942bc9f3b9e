//===- OpTable.h - one description per op, shared by reader and writer ----===//
//
// Each cuda_tile op is described once (OpTable.inc): its opcode, the version
// it appeared in, its results, its attributes in declaration order with their
// encoding kind, its operand groups and its region count. The reader and the
// writer both walk this description, so they cannot disagree on a layout.
// Ops are named by string, so the table compiles before an op's C++ exists.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_LIB_BYTECODE_OPTABLE_H
#define TILEIR_LIB_BYTECODE_OPTABLE_H

#include "TileIR/Bytecode/Version.h"
#include "mlir/IR/Attributes.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <vector>

namespace mlir {
class MLIRContext;
namespace tileir::bc {

enum class AttrKind {
  Unit,          // presence is one flag bit, no payload
  Enum,          // varint of the enum value
  I32,           // varint (unsigned 32-bit)
  I64,           // varint (unsigned 64-bit)
  Bool,          // one byte
  String,        // string-table index
  SymbolRef,     // string-table index of a flat symbol name
  DenseConst,    // constant-table index; the type is the op's result type
  DenseI32Array, // count + little-endian i32
  Array,         // count + self-contained attributes
  SelfContained, // tag + payload (attribute interfaces)
  OptHints,      // untagged dictionary of optimization hints
  BoolArray,     // count + one byte per element; default: all false
  Unsupported,   // only on ops that never appear in a function body
};

enum class EnumKind {
  None, RoundingMode, Signedness, IntegerOverflow, ComparisonPredicate,
  ComparisonOrdering, AtomicRMWMode, MemoryScope, MemoryOrderingSemantics,
  SymbolVisibility, PaddingValue, MultimemReductionKind,
  // 13.5's public preview (self-contained attributes only).
  PreviewMemorySpace, PreviewSynchronization, PreviewAccess,
};

enum class OperandKind { Single, Optional, Variadic };

struct AttrSpec {
  llvm::StringRef name;
  AttrKind kind;
  EnumKind enumKind;
  bool optional; // OptionalAttr or UnitAttr: presence is a flag bit
  BytecodeVersion since;
  bool hasDefault;
  int64_t defaultValue;
  int flagBit = -1;
};

struct OperandSpec {
  llvm::StringRef name;
  OperandKind kind;
  BytecodeVersion since;
  int flagBit = -1;
};

struct ResultSpec {
  llvm::StringRef name;
  bool variadic;
  BytecodeVersion since;
};

struct OpSpec {
  llvm::StringRef mnemonic; // without the "cuda_tile." prefix
  uint32_t opcode;
  BytecodeVersion since;
  bool segmented;          // AttrSizedOperandSegments
  bool writesResultCount;  // any variadic operand or result
  unsigned numRegions;
  std::vector<ResultSpec> results;
  std::vector<AttrSpec> attrs;
  std::vector<OperandSpec> operands;
  /// First version with an optional field: the flags varint exists from it.
  std::optional<BytecodeVersion> flagsSince;
  /// Ops with their own section (module, entry, global) never appear in a
  /// function body.
  bool topLevel = false;
};

const OpSpec *lookupOp(uint64_t opcode);
const OpSpec *lookupOp(llvm::StringRef mnemonic);
const std::vector<OpSpec> &allOps();

/// Enum attributes by kind: value -> attribute (null when out of range) and
/// attribute -> value (nullopt when it is not that enum's attribute).
Attribute makeEnumAttr(MLIRContext *ctx, EnumKind kind, uint64_t value);
std::optional<uint64_t> getEnumValue(EnumKind kind, Attribute attr);
const char *enumName(EnumKind kind);

/// The version that gave pointer attribute `value` its meaning: none (0) is
/// 13.4's, unicast and multicast 13.5's; std::nullopt past multicast.
std::optional<BytecodeVersion> ptrAttrSince(uint64_t value);

} // namespace tileir::bc
} // namespace mlir

#endif // TILEIR_LIB_BYTECODE_OPTABLE_H
