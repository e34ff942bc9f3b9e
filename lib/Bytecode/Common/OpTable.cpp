//===- OpTable.cpp - the op layout table and enum helpers -----------------===//
#include "OpTable.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTilePreview.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include <map>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::bc;

/// Flag bits go to optional fields in version order; within one version,
/// attributes (declaration order) come before operands. New fields therefore
/// never move the bits of older ones.
static void assignFlagBits(OpSpec &op) {
  std::map<std::pair<int, int>, std::vector<int *>> byVersion;
  for (AttrSpec &a : op.attrs)
    if (a.optional)
      byVersion[{a.since.major, a.since.minor}].push_back(&a.flagBit);
  if (op.segmented)
    for (OperandSpec &o : op.operands)
      if (o.kind == OperandKind::Optional)
        byVersion[{o.since.major, o.since.minor}].push_back(&o.flagBit);
  // Operands of one version follow that version's attributes.
  int bit = 0;
  for (auto &[ver, fields] : byVersion) {
    (void)ver;
    for (int *f : fields)
      *f = bit++;
  }
  if (!byVersion.empty()) {
    auto first = byVersion.begin()->first;
    op.flagsSince = BytecodeVersion(first.first, first.second);
  }
}

/// Fields that bytecode 13.4 added to 13.1 ops (facts of cuTile Python's
/// 13.4 encoder): ftoi's `saturating` flag and the per-dim `inbounds` list of
/// view loads and stores, written after their other attributes.
static void add13_4Fields(std::vector<OpSpec> &ops) {
  for (OpSpec &op : ops) {
    if (op.mnemonic == "ftoi")
      op.attrs.push_back({"saturating", AttrKind::Unit, EnumKind::None, true,
                          BytecodeVersion(13, 4), false, 0});
    if (op.mnemonic == "load_view_tko" || op.mnemonic == "store_view_tko")
      op.attrs.push_back({"inbounds", AttrKind::BoolArray, EnumKind::None,
                          false, BytecodeVersion(13, 4), true, 0});
  }
}

/// Fields that bytecode 13.5 added to older ops (facts of NVIDIA's 13.5
/// disassembler): atomic_red_view_tko's `inbounds`, right after `mode`.
static void add13_5Fields(std::vector<OpSpec> &ops) {
  for (OpSpec &op : ops)
    if (op.mnemonic == "atomic_red_view_tko")
      op.attrs.push_back({"inbounds", AttrKind::BoolArray, EnumKind::None,
                          false, BytecodeVersion(13, 5), true, 0});
}

static std::vector<OpSpec> buildTable() {
  std::vector<OpSpec> ops;
#define V(A, B) BytecodeVersion(A, B)
#define OP(NAME, CODE, SINCE, SEG, COUNT, REGIONS)                            \
  ops.push_back(OpSpec{NAME, CODE, SINCE, SEG, COUNT, REGIONS, {}, {}, {},   \
                       std::nullopt});
#define RES(NAME, VAR, SINCE) ops.back().results.push_back({NAME, VAR, SINCE});
#define ATTR(NAME, KIND, ENUM, OPT, SINCE, HASDEF, DEF)                       \
  ops.back().attrs.push_back({NAME, AttrKind::KIND, EnumKind::ENUM, OPT,     \
                              SINCE, HASDEF, DEF});
#define OPND(NAME, KIND, SINCE)                                               \
  ops.back().operands.push_back({NAME, OperandKind::KIND, SINCE});
#define END_OP()
#include "OpTable.inc"
#include "OpTable13_4.inc"
#include "OpTable13_5.inc"
#undef V
#undef OP
#undef RES
#undef ATTR
#undef OPND
#undef END_OP
  add13_4Fields(ops);
  add13_5Fields(ops);
  for (OpSpec &op : ops)
    assignFlagBits(op);
  for (OpSpec &op : ops)
    op.topLevel = op.mnemonic == "module" || op.mnemonic == "entry" ||
                  op.mnemonic == "global";
  return ops;
}

const std::vector<OpSpec> &mlir::tileir::bc::allOps() {
  static const std::vector<OpSpec> table = buildTable();
  return table;
}

const OpSpec *mlir::tileir::bc::lookupOp(uint64_t opcode) {
  static const llvm::DenseMap<uint64_t, const OpSpec *> byCode = [] {
    llvm::DenseMap<uint64_t, const OpSpec *> m;
    for (const OpSpec &op : allOps())
      m[op.opcode] = &op;
    return m;
  }();
  return byCode.lookup(opcode);
}

const OpSpec *mlir::tileir::bc::lookupOp(llvm::StringRef mnemonic) {
  static const llvm::StringMap<const OpSpec *> byName = [] {
    llvm::StringMap<const OpSpec *> m;
    for (const OpSpec &op : allOps())
      m[op.mnemonic] = &op;
    return m;
  }();
  return byName.lookup(mnemonic);
}

// One line per enum: kind, C++ enum, attribute class.
#define TILEIR_BC_ENUMS(X)                                                    \
  X(RoundingMode, RoundingMode, RoundingModeAttr)                             \
  X(Signedness, Signedness, SignednessAttr)                                   \
  X(IntegerOverflow, IntegerOverflow, IntegerOverflowAttr)                    \
  X(ComparisonPredicate, ComparisonPredicate, ComparisonPredicateAttr)        \
  X(ComparisonOrdering, ComparisonOrdering, ComparisonOrderingAttr)           \
  X(AtomicRMWMode, AtomicRMWMode, AtomicRMWModeAttr)                          \
  X(MemoryScope, MemoryScope, MemoryScopeAttr)                                \
  X(MemoryOrderingSemantics, MemoryOrderingSemantics,                         \
    MemoryOrderingSemanticsAttr)                                              \
  X(SymbolVisibility, SymbolVisibility, SymbolVisibilityAttr)                 \
  X(PaddingValue, PaddingValue, PaddingValueAttr)                             \
  X(MultimemReductionKind, MultimemReductionKind, MultimemReductionKindAttr) \
  X(PreviewMemorySpace, PreviewMemorySpace, PreviewMemorySpaceAttr)          \
  X(PreviewSynchronization, PreviewSynchronization,                          \
    PreviewSynchronizationAttr)                                               \
  X(PreviewAccess, PreviewAccess, PreviewAccessAttr)

Attribute mlir::tileir::bc::makeEnumAttr(MLIRContext *ctx, EnumKind kind,
                                         uint64_t value) {
  if (value > UINT32_MAX)
    return {};
  switch (kind) {
#define X(KIND, ENUM, ATTR)                                                   \
  case EnumKind::KIND:                                                        \
    if (auto v = cuda_tile::symbolize##ENUM(static_cast<uint32_t>(value)))    \
      return cuda_tile::ATTR::get(ctx, *v);                                   \
    return {};
    TILEIR_BC_ENUMS(X)
#undef X
  case EnumKind::None:
    return {};
  }
  return {};
}

std::optional<uint64_t> mlir::tileir::bc::getEnumValue(EnumKind kind,
                                                       Attribute attr) {
  switch (kind) {
#define X(KIND, ENUM, ATTR)                                                   \
  case EnumKind::KIND:                                                        \
    if (auto a = llvm::dyn_cast_or_null<cuda_tile::ATTR>(attr))               \
      return static_cast<uint64_t>(a.getValue());                             \
    return std::nullopt;
    TILEIR_BC_ENUMS(X)
#undef X
  case EnumKind::None:
    return std::nullopt;
  }
  return std::nullopt;
}

std::optional<BytecodeVersion> mlir::tileir::bc::ptrAttrSince(uint64_t value) {
  using cuda_tile::PtrAttrKind;
  if (value == uint64_t(PtrAttrKind::none))
    return BytecodeVersion(13, 4);
  if (value <= uint64_t(PtrAttrKind::multicast))
    return BytecodeVersion(13, 5);
  return std::nullopt;
}

const char *mlir::tileir::bc::enumName(EnumKind kind) {
  switch (kind) {
#define X(KIND, ENUM, ATTR)                                                   \
  case EnumKind::KIND:                                                        \
    return #KIND;
    TILEIR_BC_ENUMS(X)
#undef X
  case EnumKind::None:
    return "none";
  }
  return "none";
}
