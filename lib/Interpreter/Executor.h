//===- Executor.h - per-tile-block execution state (internal) ---*- C++ -*-===//
//
// One Executor runs one tile block. Ops are dispatched by op class to the
// handlers each group file registers (HandlerMap). A handler of one op class
// reads its attributes through the generated accessors; one shared by a
// family (addf..pow, addi..mulhii, ...) reads a flag the family has in common
// by its name, which must be one some cuda_tile op declares (enumOf,
// unitAttr: a misspelt name is an internal error, not a default).
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_LIB_INTERPRETER_EXECUTOR_H
#define TILEIR_LIB_INTERPRETER_EXECUTOR_H

#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "TileIR/Interpreter/Interpreter.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include <memory>

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

class Executor;
using Handler = LogicalResult (*)(Executor &, Operation *);

/// Handlers by op class: a registration for an op the dialect does not have
/// does not compile.
class HandlerMap {
public:
  template <typename OpT>
  void add(Handler h) {
    map[TypeID::get<OpT>()] = h;
  }
  /// The handler of `op`'s class, or null.
  Handler lookup(Operation *op) const;

private:
  llvm::DenseMap<TypeID, Handler> map;
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
  /// Integer code of an enum attribute (or `dflt` when absent).
  static int enumAttr(Operation *op, StringRef name, int dflt);
  /// The dialect enum `name` holds (EnumT: cuda_tile::RoundingMode, ...), or
  /// `dflt` when the op leaves it out.
  template <typename EnumT>
  static EnumT enumOf(Operation *op, StringRef name, EnumT dflt) {
    return static_cast<EnumT>(enumAttr(op, name, static_cast<int>(dflt)));
  }
  /// Whether unit attribute `name` (one some cuda_tile op declares) is
  /// present.
  static bool unitAttr(Operation *op, StringRef name);

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
