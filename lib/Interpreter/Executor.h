//===- Executor.h - per-tile-block execution state (internal) ---*- C++ -*-===//
//
// One Executor runs one tile block. Ops are dispatched by op class to the
// handlers each group file registers (HandlerMap). A handler of one op class
// reads its attributes through the generated accessors; one shared by a
// family (addf..pow, addi..mulhii, ...) gets the flags of the family read
// through the accessors of the op's class (OpFlags): no attribute is named
// by a string.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_LIB_INTERPRETER_EXECUTOR_H
#define TILEIR_LIB_INTERPRETER_EXECUTOR_H

#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "TileIR/Interpreter/Interpreter.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include <memory>
#include <type_traits>

namespace mlir {
namespace tileir {
namespace interp {

/// A tensor view or one of the tile views over it.
struct View {
  Elem elem = Elem::F32;
  Type elemType;
  uint64_t base = 0; // byte address of element 0
  SmallVector<int64_t, 4> shape, strides; // the tensor, in elements
  /// A tile view's type (null for a tensor view): its tile shape, index
  /// steps, dim map, gathered dim and padding.
  cuda_tile::TileViewType tileView;

  /// Index-space extent of tile dimension k.
  int64_t indexSpace(unsigned k) const {
    return tileView.getIndexSpace(k, shape[tileView.getTensorDim(k)]);
  }
  Buffer *buffer = nullptr; // holds every in-bounds element
};

/// A runtime SSA value: a tile, a view, or a token (both null).
struct RtValue {
  std::shared_ptr<Tile> tile;
  std::shared_ptr<View> view;
};

namespace detail {
// HasGetX<T>: whether op class T has the generated accessor getX().
#define TILEIR_HAS_ACCESSOR(Getter)                                            \
  template <typename T, typename = void>                                       \
  struct Has_##Getter : std::false_type {};                                    \
  template <typename T>                                                        \
  struct Has_##Getter<T, std::void_t<decltype(std::declval<T &>().Getter())>>  \
      : std::true_type {};
TILEIR_HAS_ACCESSOR(getRoundingMode)
TILEIR_HAS_ACCESSOR(getRounding)
TILEIR_HAS_ACCESSOR(getSignedness)
TILEIR_HAS_ACCESSOR(getSignednessLhs)
TILEIR_HAS_ACCESSOR(getSignednessRhs)
TILEIR_HAS_ACCESSOR(getOverflow)
TILEIR_HAS_ACCESSOR(getComparisonPredicate)
TILEIR_HAS_ACCESSOR(getComparisonOrdering)
TILEIR_HAS_ACCESSOR(getMode)
TILEIR_HAS_ACCESSOR(getFlushToZero)
TILEIR_HAS_ACCESSOR(getPropagateNan)
#undef TILEIR_HAS_ACCESSOR
} // namespace detail

/// The flags a family of ops shares (addf..atan2 their rounding, addi..mulhii
/// their signedness and overflow, ...), read through the generated accessors
/// of the op's class; a flag the class lacks keeps the value that means its
/// absence.
struct OpFlags {
  cuda_tile::RoundingMode rounding = cuda_tile::RoundingMode::nearest_even;
  cuda_tile::RoundingMode divRounding = cuda_tile::RoundingMode::zero; // divi
  cuda_tile::Signedness signedness = cuda_tile::Signedness::Signed;
  cuda_tile::Signedness signednessLhs = cuda_tile::Signedness::Signed;
  cuda_tile::Signedness signednessRhs = cuda_tile::Signedness::Signed;
  cuda_tile::IntegerOverflow overflow = cuda_tile::IntegerOverflow::none;
  cuda_tile::ComparisonPredicate predicate = cuda_tile::ComparisonPredicate::equal;
  cuda_tile::ComparisonOrdering ordering = cuda_tile::ComparisonOrdering::ordered;
  cuda_tile::AtomicRMWMode mode = cuda_tile::AtomicRMWMode::add;
  bool flushToZero = false, propagateNan = false;

  bool isSigned() const { return signedness == cuda_tile::Signedness::Signed; }

  template <typename OpT>
  static OpFlags of(OpT op) {
    OpFlags f;
    if constexpr (detail::Has_getRoundingMode<OpT>::value)
      f.rounding = op.getRoundingMode();
    if constexpr (detail::Has_getRounding<OpT>::value)
      f.divRounding = op.getRounding();
    if constexpr (detail::Has_getSignedness<OpT>::value)
      f.signedness = op.getSignedness();
    if constexpr (detail::Has_getSignednessLhs<OpT>::value)
      f.signednessLhs = op.getSignednessLhs();
    if constexpr (detail::Has_getSignednessRhs<OpT>::value)
      f.signednessRhs = op.getSignednessRhs();
    if constexpr (detail::Has_getOverflow<OpT>::value)
      f.overflow = op.getOverflow();
    if constexpr (detail::Has_getComparisonPredicate<OpT>::value)
      f.predicate = op.getComparisonPredicate();
    if constexpr (detail::Has_getComparisonOrdering<OpT>::value)
      f.ordering = op.getComparisonOrdering();
    if constexpr (detail::Has_getMode<OpT>::value)
      f.mode = op.getMode();
    if constexpr (detail::Has_getFlushToZero<OpT>::value)
      f.flushToZero = op.getFlushToZero();
    if constexpr (detail::Has_getPropagateNan<OpT>::value)
      f.propagateNan = op.getPropagateNan();
    return f;
  }
};

class Executor;
using Handler = LogicalResult (*)(Executor &, Operation *);
/// A handler shared by a family of ops, given the op's flags.
using FlagsHandler = LogicalResult (*)(Executor &, Operation *,
                                       const OpFlags &);

/// Handlers by op class: a registration for an op the dialect does not have
/// does not compile.
class HandlerMap {
public:
  template <typename OpT>
  void add(Handler h) {
    map[TypeID::get<OpT>()] = {h, nullptr, nullptr};
  }
  template <typename OpT>
  void add(FlagsHandler h) {
    map[TypeID::get<OpT>()] = {nullptr, h, [](Operation *op) {
                                 return OpFlags::of(llvm::cast<OpT>(op));
                               }};
  }
  /// Runs the handler of `op`'s class; failure (reported) when there is none.
  LogicalResult run(Executor &ex, Operation *op) const;

private:
  struct Entry {
    Handler plain;
    FlagsHandler withFlags;
    OpFlags (*flags)(Operation *);
  };
  llvm::DenseMap<TypeID, Entry> map;
};

void registerArithHandlers(HandlerMap &map);
void registerMathHandlers(HandlerMap &map);
void registerShapeHandlers(HandlerMap &map);
void registerMemoryHandlers(HandlerMap &map);
void registerControlHandlers(HandlerMap &map);

class Executor {
public:
  Executor(Memory &memory, const RunOptions &options,
           std::array<int64_t, 3> blockId)
      : memory(memory), options(options), blockId(blockId) {}
  ~Executor();

  enum class Flow { Normal, Yield, Continue, Break, Return };
  struct Signal {
    Flow flow = Flow::Normal;
    SmallVector<RtValue, 4> values;
  };

  /// Runs a block's ops; the terminator's kind and operands end up in `out`.
  LogicalResult runBlock(Block &block, Signal &out);
  LogicalResult runOp(Operation *op);

  const Tile &tile(Value v) const { return *value(v).tile; }
  /// The value bound to v; tokens (never bound) read as empty.
  const RtValue &value(Value v) const {
    static const RtValue none;
    auto it = env.find(v);
    return it == env.end() ? none : it->second;
  }
  void set(Value v, RtValue rv) { env[v] = std::move(rv); }
  void setTile(Value v, Tile t) {
    env[v].tile = std::make_shared<Tile>(std::move(t));
  }
  /// A zero tile of v's (tile) type.
  static Tile makeTile(Value v);

  /// Emits "msg (tile block (x, y, z))" at op and returns failure.
  LogicalResult fail(Operation *op, const Twine &msg);
  std::string blockIdText() const;

  /// Operand groups of an op with AttrSizedOperandSegments.
  static SmallVector<OperandRange, 4> segments(Operation *op);

  Memory &memory;
  const RunOptions &options;
  std::array<int64_t, 3> blockId;
  std::vector<uint64_t> allocas;
  /// Where an `if` whose region ended in continue/break/return leaves that
  /// signal for the enclosing runBlock (set by runBlock around each op).
  Signal *pending = nullptr;

private:
  llvm::DenseMap<Value, RtValue> env;
};

/// Scalar read of a rank-0 (or any) tile's first element as int64 / double.
inline int64_t scalarInt(const Tile &t) { return t.i.empty() ? 0 : t.i[0]; }

/// A result tile of `res`'s element type shaped like the largest input (the
/// combiner of reduce/scan runs on whole tiles next to rank-0 constants).
Tile resultLike(Value res, ArrayRef<const Tile *> inputs);
/// Index step of an input in such a loop: 0 for a one-element input.
inline int64_t stepOf(const Tile &in, const Tile &out) {
  return in.numElements() == 1 && out.numElements() != 1 ? 0 : 1;
}

} // namespace interp
} // namespace tileir
} // namespace mlir

#endif
