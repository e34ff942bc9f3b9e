//===- Driver.cpp - run a kernel over its tile grid -----------------------===//
#include "Executor.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include <random>

using namespace mlir;
using namespace mlir::tileir::interp;
namespace interp = mlir::tileir::interp;

/// Binds one argument to a block argument, checking it fits the type.
static LogicalResult bindArg(Operation *func, unsigned idx, BlockArgument barg,
                             const ArgValue &a, Executor &ex) {
  auto tt = dyn_cast<cuda_tile::TileType>(barg.getType());
  if (!tt)
    return func->emitError() << "argument " << idx << " has type "
                             << barg.getType()
                             << ", which tile-run cannot pass";
  Tile t(tt.getElementType(), tt.getShape());
  auto kindErr = [&](StringRef want) {
    return func->emitError() << "argument " << idx << " of type " << tt
                             << " needs " << want;
  };
  switch (a.kind) {
  case ArgValue::Pointer:
    if (t.elem != Elem::Ptr)
      return kindErr("a scalar value, not a tensor");
    for (auto &v : t.i) v = (int64_t)a.address;
    break;
  case ArgValue::Int:
    if (t.elem == Elem::Ptr)
      return kindErr("a tensor (a .npy file or a generated tensor)");
    if (isFloatElem(t.elem)) {
      for (int64_t k = 0; k < t.numElements(); ++k)
        t.setFromDouble(k, (double)a.intValue);
      break;
    }
    if (wrapInt(t.width(), a.intValue) != a.intValue &&
        (int64_t)asUnsigned(t.width(), a.intValue) != a.intValue)
      return func->emitError() << "argument " << idx << " value "
                               << a.intValue << " does not fit " << tt;
    for (auto &v : t.i) v = wrapInt(t.width(), a.intValue);
    break;
  case ArgValue::Float:
    if (!isFloatElem(t.elem))
      return kindErr(t.elem == Elem::Ptr ? "a tensor, not a float"
                                         : "an integer, not a float");
    for (int64_t k = 0; k < t.numElements(); ++k)
      t.setFromDouble(k, a.floatValue);
    break;
  case ArgValue::TileValue:
    if (a.tile.numElements() != t.numElements() || a.tile.elem != t.elem)
      return func->emitError() << "argument " << idx << " of type " << tt
                               << " got a tile of "
                               << a.tile.numElements() << " x "
                               << elemName(a.tile.elem);
    t.f = a.tile.f; t.d = a.tile.d; t.i = a.tile.i;
    break;
  }
  ex.setTile(barg, std::move(t));
  return success();
}

LogicalResult interp::runKernel(Operation *func, ArrayRef<ArgValue> args,
                                Memory &memory, const RunOptions &options,
                                std::vector<Tile> *results) {
  if (func->getNumRegions() != 1 || func->getRegion(0).empty())
    return func->emitError("tile-run: the kernel has no body");
  Block &body = func->getRegion(0).front();
  if (args.size() != body.getNumArguments())
    return func->emitError() << "tile-run: the kernel takes "
                             << body.getNumArguments() << " arguments, "
                             << args.size() << " given";
  for (int64_t g : options.grid)
    if (g < 1 || g > (1ll << 31) - 1)
      return func->emitError("tile-run: every grid dimension must be in [1, 2^31)");
  std::vector<std::array<int64_t, 3>> order;
  for (int64_t z = 0; z < options.grid[2]; ++z)
    for (int64_t y = 0; y < options.grid[1]; ++y)
      for (int64_t x = 0; x < options.grid[0]; ++x)
        order.push_back({x, y, z});
  if (options.shuffleSeed) { // our own Fisher-Yates: the same on every host
    std::mt19937_64 rng(*options.shuffleSeed);
    for (size_t k = order.size(); k > 1; --k)
      std::swap(order[k - 1], order[rng() % k]);
  }
  for (const auto &id : order) {
    Executor ex(memory, options, id);
    for (unsigned k = 0; k < args.size(); ++k)
      if (failed(bindArg(func, k, body.getArgument(k), args[k], ex)))
        return failure();
    Executor::Signal sig;
    if (failed(ex.runBlock(body, sig)))
      return failure();
    if (results) {
      results->clear();
      for (const RtValue &v : sig.values)
        if (v.tile)
          results->push_back(*v.tile);
    }
  }
  return success();
}
