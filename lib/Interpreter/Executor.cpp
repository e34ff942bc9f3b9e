//===- Executor.cpp - the interpreter's core: dispatch and blocks ---------===//
//
// Ops are dispatched by op class (HandlerMap, filled by each group file);
// a block runs its ops in order until a terminator, whose kind and operands
// become the block's signal.
//
//===----------------------------------------------------------------------===//
#include "Executor.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/ErrorHandling.h"

using namespace mlir;
using namespace mlir::tileir::interp;

LogicalResult HandlerMap::run(Executor &ex, Operation *op) const {
  std::optional<RegisteredOperationName> name = op->getRegisteredInfo();
  auto it = name ? map.find(name->getTypeID()) : map.end();
  if (it == map.end())
    return ex.fail(op, "tile-run: op '" + op->getName().getStringRef() +
                           "' is not supported by the interpreter");
  const Entry &e = it->second;
  return e.plain ? e.plain(ex, op) : e.withFlags(ex, op, e.flags(op));
}

static const HandlerMap &handlers() {
  static HandlerMap map = [] {
    HandlerMap m;
    registerArithHandlers(m);
    registerMathHandlers(m);
    registerShapeHandlers(m);
    registerMemoryHandlers(m);
    registerControlHandlers(m);
    return m;
  }();
  return map;
}

Executor::~Executor() {
  for (uint64_t base : allocas)
    memory.release(base);
}

Tile Executor::makeTile(Value v) {
  auto tt = cast<cuda_tile::TileType>(v.getType());
  return Tile(tt.getElementType(), tt.getShape());
}

std::string Executor::blockIdText() const {
  return "tile block (" + std::to_string(blockId[0]) + ", " +
         std::to_string(blockId[1]) + ", " + std::to_string(blockId[2]) + ")";
}

LogicalResult Executor::fail(Operation *op, const Twine &msg) {
  op->emitError() << msg << " [" << blockIdText() << "]";
  return failure();
}

SmallVector<OperandRange, 4> Executor::segments(Operation *op) {
  SmallVector<OperandRange, 4> out;
  Attribute attr;
  if (auto inherent = op->getInherentAttr("operandSegmentSizes"))
    attr = *inherent;
  if (!attr)
    attr = op->getAttr("operandSegmentSizes");
  auto sizes = dyn_cast_or_null<DenseI32ArrayAttr>(attr);
  if (!sizes) { // one group per operand
    for (unsigned k = 0; k < op->getNumOperands(); ++k)
      out.push_back(op->getOperands().slice(k, 1));
    return out;
  }
  unsigned start = 0;
  for (int32_t n : sizes.asArrayRef()) {
    out.push_back(op->getOperands().slice(start, n));
    start += n;
  }
  return out;
}

LogicalResult Executor::runOp(Operation *op) {
  return handlers().run(*this, op);
}

LogicalResult Executor::runBlock(Block &block, Signal &out) {
  for (Operation &op : block) {
    Flow flow = llvm::TypeSwitch<Operation *, Flow>(&op)
                    .Case<cuda_tile::YieldOp>([](auto) { return Flow::Yield; })
                    .Case<cuda_tile::ContinueOp>(
                        [](auto) { return Flow::Continue; })
                    .Case<cuda_tile::BreakOp>([](auto) { return Flow::Break; })
                    .Case<cuda_tile::ReturnOp>(
                        [](auto) { return Flow::Return; })
                    .Default([](Operation *) { return Flow::Normal; });
    if (flow != Flow::Normal) {
      out.flow = flow;
      out.values.clear();
      for (Value v : op.getOperands())
        out.values.push_back(value(v));
      return success();
    }
    Signal inner;
    Signal *saved = pending;
    pending = &inner;
    LogicalResult r = runOp(&op);
    pending = saved;
    if (failed(r))
      return failure();
    if (inner.flow != Flow::Normal) { // an `if` passed a loop signal outward
      out = std::move(inner);
      return success();
    }
  }
  out.flow = Flow::Normal; // implicit terminator
  out.values.clear();
  return success();
}

