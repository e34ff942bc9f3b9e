//===- Control.cpp - control flow, reductions, misc ops -------------------===//
//
// Structured control flow keeps to the host stack: a region runs to its
// terminator, and a `continue`/`break`/`return` met inside an `if` travels
// outward as the pending signal of the enclosing runBlock.
//
//===----------------------------------------------------------------------===//
#include "Executor.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Format.h"
#include <cinttypes>
#include <cmath>

using namespace mlir;
using namespace mlir::tileir::interp;
namespace interp = mlir::tileir::interp;

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

static void bindArgs(Executor &ex, Block &block, ArrayRef<RtValue> vals,
                     unsigned skip = 0) {
  for (auto [arg, v] : llvm::zip(block.getArguments().drop_front(skip), vals))
    ex.set(arg, v);
}

static LogicalResult runFor(Executor &ex, Operation *op) {
  const Tile &lbT = ex.tile(op->getOperand(0));
  unsigned w = lbT.width();
  bool isUnsigned = cast<cuda_tile::ForOp>(op).getUnsignedCmp();
  int64_t lb = lbT.i[0], ub = ex.tile(op->getOperand(1)).i[0],
          step = ex.tile(op->getOperand(2)).i[0];
  if ((isUnsigned ? asUnsigned(w, step) == 0 : step <= 0))
    return ex.fail(op, "for: step must be positive, got " +
                           std::to_string(step));
  SmallVector<RtValue, 4> iter;
  for (Value v : op->getOperands().drop_front(3))
    iter.push_back(ex.value(v));
  Block &body = op->getRegion(0).front();
  auto less = [&](int64_t a, int64_t b) {
    return isUnsigned ? asUnsigned(w, a) < asUnsigned(w, b) : a < b;
  };
  // Iterate in int64 so the induction variable never wraps mid-loop.
  for (int64_t iv = lb; less(iv, ub);) {
    Tile ivT(lbT.elemType, {});
    ivT.i[0] = iv;
    ex.setTile(body.getArgument(0), std::move(ivT));
    bindArgs(ex, body, iter, 1);
    Executor::Signal sig;
    if (failed(ex.runBlock(body, sig)))
      return failure();
    if (sig.flow == Executor::Flow::Return) {
      *ex.pending = std::move(sig);
      return success();
    }
    iter.assign(sig.values.begin(), sig.values.end());
    int64_t next = isUnsigned ? (int64_t)(asUnsigned(w, iv) + asUnsigned(w, step))
                              : iv + step;
    if (isUnsigned ? asUnsigned(64, next) > asUnsigned(w, -1) && w < 64
                   : wrapInt(w, next) != next)
      break; // the next value would leave the type: past any bound
    iv = next;
  }
  for (auto [res, v] : llvm::zip(op->getResults(), iter))
    ex.set(res, v);
  return success();
}

static LogicalResult runLoop(Executor &ex, Operation *op) {
  SmallVector<RtValue, 4> iter;
  for (Value v : op->getOperands())
    iter.push_back(ex.value(v));
  Block &body = op->getRegion(0).front();
  for (;;) {
    bindArgs(ex, body, iter);
    Executor::Signal sig;
    if (failed(ex.runBlock(body, sig)))
      return failure();
    if (sig.flow == Executor::Flow::Return) {
      *ex.pending = std::move(sig);
      return success();
    }
    if (sig.flow == Executor::Flow::Break) {
      for (auto [res, v] : llvm::zip(op->getResults(), sig.values))
        ex.set(res, v);
      return success();
    }
    iter.assign(sig.values.begin(), sig.values.end());
  }
}

static LogicalResult runIf(Executor &ex, Operation *op) {
  bool cond = ex.tile(op->getOperand(0)).i[0] != 0;
  Region &region = op->getRegion(cond ? 0 : 1);
  if (region.empty())
    return success();
  Executor::Signal sig;
  if (failed(ex.runBlock(region.front(), sig)))
    return failure();
  if (sig.flow == Executor::Flow::Yield || sig.flow == Executor::Flow::Normal) {
    for (auto [res, v] : llvm::zip(op->getResults(), sig.values))
      ex.set(res, v);
    return success();
  }
  *ex.pending = std::move(sig); // continue/break/return of an outer op
  return success();
}

//===----------------------------------------------------------------------===//
// reduce / scan
//===----------------------------------------------------------------------===//

/// Ops whose semantics are element-wise, so a body made only of them can run
/// once on whole tiles instead of once per element.
static bool isElementwiseBody(Block &body) {
  static const llvm::StringSet<> ok = {
      "addf", "subf", "mulf", "divf", "fma", "maxf", "minf", "remf", "negf",
      "absf", "addi", "subi", "muli", "maxi", "mini", "andi", "ori", "xori",
      "shli", "shri", "divi", "remi", "negi", "absi", "mulhii", "cmpf", "cmpi",
      "select", "constant", "exp", "exp2", "log", "log2", "sqrt", "rsqrt",
      "ftof", "itof", "ftoi", "exti", "trunci", "bitcast", "yield", "pow"};
  for (Operation &op : body) {
    StringRef name = op.getName().getStringRef();
    name.consume_front("cuda_tile.");
    if (!ok.contains(name))
      return false;
  }
  return true;
}

/// Slice j of dimension `dim` of t (outer x n x inner layout).
static Tile sliceAt(const Tile &t, unsigned dim, int64_t j) {
  int64_t n = t.shape[dim], inner = 1, outer = 1;
  for (unsigned k = dim + 1; k < t.shape.size(); ++k) inner *= t.shape[k];
  for (unsigned k = 0; k < dim; ++k) outer *= t.shape[k];
  SmallVector<int64_t, 4> shp(t.shape);
  shp.erase(shp.begin() + dim);
  Tile s(t.elemType, shp);
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in = 0; in < inner; ++in)
      s.copyElem(o * inner + in, t, (o * n + j) * inner + in);
  return s;
}

static void writeSlice(Tile &t, unsigned dim, int64_t j, const Tile &s) {
  int64_t n = t.shape[dim], inner = 1, outer = 1;
  for (unsigned k = dim + 1; k < t.shape.size(); ++k) inner *= t.shape[k];
  for (unsigned k = 0; k < dim; ++k) outer *= t.shape[k];
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in = 0; in < inner; ++in)
      t.copyElem((o * n + j) * inner + in, s, o * inner + in);
}

static Tile identityTile(Attribute id, Type elemType, ArrayRef<int64_t> shape) {
  Tile t(elemType, shape);
  double v = 0;
  if (auto fa = dyn_cast<FloatAttr>(id))
    v = fa.getValueAsDouble();
  else if (auto ia = dyn_cast<IntegerAttr>(id)) {
    for (auto &x : t.i)
      x = wrapInt(t.width(), ia.getValue().getSExtValue());
    return t;
  }
  for (int64_t k = 0; k < t.numElements(); ++k)
    t.setFromDouble(k, v);
  return t;
}

/// Runs the combiner body on (elements, accumulators) -> new accumulators.
static LogicalResult combine(Executor &ex, Operation *op, Block &body,
                             ArrayRef<Tile> elems, SmallVector<Tile, 2> &accs,
                             bool vectorized) {
  unsigned n = elems.size();
  if (vectorized) {
    for (unsigned k = 0; k < n; ++k) {
      ex.setTile(body.getArgument(2 * k), elems[k]);
      ex.setTile(body.getArgument(2 * k + 1), accs[k]);
    }
    Executor::Signal sig;
    if (failed(ex.runBlock(body, sig)))
      return failure();
    for (unsigned k = 0; k < n; ++k)
      accs[k] = *sig.values[k].tile;
    return success();
  }
  int64_t count = accs[0].numElements();
  for (int64_t e = 0; e < count; ++e) {
    for (unsigned k = 0; k < n; ++k) {
      Tile a(elems[k].elemType, {}), b(accs[k].elemType, {});
      a.copyElem(0, elems[k], e);
      b.copyElem(0, accs[k], e);
      ex.setTile(body.getArgument(2 * k), std::move(a));
      ex.setTile(body.getArgument(2 * k + 1), std::move(b));
    }
    Executor::Signal sig;
    if (failed(ex.runBlock(body, sig)))
      return failure();
    for (unsigned k = 0; k < n; ++k)
      accs[k].copyElem(e, *sig.values[k].tile, 0);
  }
  return success();
}

/// reduce and scan: `reverse` is scan's (false for reduce).
static LogicalResult runAggregate(Executor &ex, Operation *op, unsigned dim,
                                  ArrayAttr ids, bool isScan, bool reverse) {
  Block &body = op->getRegion(0).front();
  bool vectorized = isElementwiseBody(body);
  unsigned n = op->getNumOperands();
  const Tile &first = ex.tile(op->getOperand(0));
  int64_t len = first.shape[dim];
  SmallVector<int64_t, 4> accShape(first.shape);
  accShape.erase(accShape.begin() + dim);
  SmallVector<Tile, 2> accs, outs;
  for (unsigned k = 0; k < n; ++k) {
    const Tile &in = ex.tile(op->getOperand(k));
    accs.push_back(identityTile(ids[k], in.elemType, accShape));
    if (isScan)
      outs.push_back(Tile(in.elemType, in.shape));
  }
  for (int64_t step = 0; step < len; ++step) {
    int64_t j = reverse ? len - 1 - step : step;
    SmallVector<Tile, 2> elems;
    for (unsigned k = 0; k < n; ++k)
      elems.push_back(sliceAt(ex.tile(op->getOperand(k)), dim, j));
    if (failed(combine(ex, op, body, elems, accs, vectorized)))
      return failure();
    if (isScan)
      for (unsigned k = 0; k < n; ++k)
        writeSlice(outs[k], dim, j, accs[k]);
  }
  for (unsigned k = 0; k < n; ++k)
    ex.setTile(op->getResult(k), std::move(isScan ? outs[k] : accs[k]));
  return success();
}

//===----------------------------------------------------------------------===//
// Misc: assume, assert, print_tko, grid queries
//===----------------------------------------------------------------------===//

static LogicalResult runAssume(Executor &ex, Operation *op) {
  Value in = op->getOperand(0);
  ex.set(op->getResult(0), ex.value(in));
  const RtValue &rv = ex.value(in);
  if (!rv.tile || isFloatElem(rv.tile->elem))
    return success(); // predicates on views are facts about their types
  const Tile &t = *rv.tile;
  Attribute pred = cast<cuda_tile::AssumeOp>(op).getPredicate();
  unsigned w = t.width();
  int64_t count = t.numElements();
  SmallVector<int64_t, 4> strides = rowMajorStrides(t.shape);
  auto coord = [&](int64_t k, unsigned d) {
    return (k / strides[d]) % t.shape[d];
  };
  auto violated = [&](int64_t k, StringRef what) {
    return ex.fail(op, "assume " + what + " violated by element " +
                           std::to_string(k) + " = " + t.formatElem(k));
  };
  std::string text;
  llvm::raw_string_ostream(text) << pred;
  if (auto db = dyn_cast<cuda_tile::DivByAttr>(pred)) {
    uint64_t div = db.getDivisor();
    std::optional<int64_t> every = db.getEvery(), along = db.getAlong();
    for (int64_t k = 0; k < count; ++k) {
      if (every && along && !t.shape.empty() &&
          coord(k, *along) % *every != 0)
        continue;
      uint64_t v = t.elem == Elem::Ptr ? (uint64_t)t.i[k] : asUnsigned(w, t.i[k]);
      if (div && v % div != 0)
        return violated(k, text);
    }
  } else if (auto se = dyn_cast<cuda_tile::SameElementsAttr>(pred)) {
    ArrayRef<int64_t> group = se.getValues().asArrayRef();
    for (int64_t k = 0; k < count; ++k) {
      int64_t lead = k;
      for (unsigned d = 0; d < t.shape.size() && d < group.size(); ++d)
        lead -= (coord(k, d) % group[d]) * strides[d];
      if (t.i[k] != t.i[lead])
        return violated(k, text);
    }
  } else if (auto bd = dyn_cast<cuda_tile::BoundedAttr>(pred)) {
    for (int64_t k = 0; k < count; ++k) {
      int64_t v = t.i[k];
      if ((bd.getLb() && v < *bd.getLb()) || (bd.getUb() && v > *bd.getUb()))
        return violated(k, text);
    }
  }
  return success();
}

static LogicalResult runAssert(Executor &ex, Operation *op) {
  const Tile &c = ex.tile(op->getOperand(0));
  for (int64_t k = 0; k < c.numElements(); ++k)
    if (!c.i[k]) {
      StringRef msg = cast<cuda_tile::AssertOp>(op).getMessage();
      return ex.fail(op, "assert failed: \"" + msg + "\" (element " +
                             std::to_string(k) + ")");
    }
  return success();
}

/// printf-style text of one element for one conversion spec.
static std::string formatOne(StringRef spec, const Tile &t, int64_t k) {
  char conv = spec.back();
  std::string fmt(spec.drop_back());
  char buf[128];
  if (StringRef("diuxXoc").contains(conv)) {
    // Drop any length modifier the user wrote and use 64-bit ones.
    while (!fmt.empty() && StringRef("hlLqjzt").contains(fmt.back()))
      fmt.pop_back();
    int64_t v = isFloatElem(t.elem) ? (int64_t)t.getAsDouble(k) : t.i[k];
    if (conv == 'c')
      snprintf(buf, sizeof buf, (fmt + "c").c_str(), (int)v);
    else if (conv == 'd' || conv == 'i')
      snprintf(buf, sizeof buf, (fmt + PRId64).c_str(), v);
    else
      snprintf(buf, sizeof buf, (fmt + "ll" + conv).c_str(),
               (unsigned long long)asUnsigned(t.width(), v));
  } else {
    while (!fmt.empty() && StringRef("hlLqjzt").contains(fmt.back()))
      fmt.pop_back();
    snprintf(buf, sizeof buf, (fmt + conv).c_str(), t.getAsDouble(k));
  }
  return buf;
}

static LogicalResult runPrint(Executor &ex, Operation *op) {
  StringRef str = cast<cuda_tile::PrintTkoOp>(op).getStr();
  SmallVector<OperandRange, 4> segs = Executor::segments(op);
  OperandRange args = segs.empty() ? op->getOperands() : segs[0];
  std::string out;
  unsigned argIdx = 0;
  for (size_t p = 0; p < str.size(); ++p) {
    if (str[p] != '%') { out += str[p]; continue; }
    if (p + 1 < str.size() && str[p + 1] == '%') { out += '%'; ++p; continue; }
    size_t e = p + 1;
    while (e < str.size() && !StringRef("diuxXocfFeEgGaAs").contains(str[e]))
      ++e;
    if (e >= str.size() || argIdx >= args.size())
      return ex.fail(op, "print_tko: format \"" + str +
                             "\" does not match its operands");
    StringRef spec = str.slice(p, e + 1);
    const Tile &t = ex.tile(args[argIdx++]);
    if (t.shape.empty()) {
      out += formatOne(spec, t, 0);
    } else {
      out += "[";
      for (int64_t k = 0; k < t.numElements(); ++k)
        out += (k ? ", " : "") + formatOne(spec, t, k);
      out += "]";
    }
    p = e;
  }
  llvm::raw_ostream &os = ex.options.printStream ? *ex.options.printStream
                                                 : llvm::outs();
  os << out;
  os.flush();
  return success();
}

static LogicalResult runGridQuery(Executor &ex, Operation *op, bool ids) {
  for (unsigned k = 0; k < 3 && k < op->getNumResults(); ++k) {
    Tile t = Executor::makeTile(op->getResult(k));
    t.setInt(0, ids ? ex.blockId[k] : ex.options.grid[k]);
    ex.setTile(op->getResult(k), std::move(t));
  }
  return success();
}

void interp::registerControlHandlers(HandlerMap &m) {
  m.add<cuda_tile::ForOp>(runFor);
  m.add<cuda_tile::LoopOp>(runLoop);
  m.add<cuda_tile::IfOp>(runIf);
  m.add<cuda_tile::ReduceOp>([](Executor &ex, Operation *op) {
    auto reduce = cast<cuda_tile::ReduceOp>(op);
    return runAggregate(ex, op, reduce.getDim(), reduce.getIdentities(),
                        /*isScan=*/false, /*reverse=*/false);
  });
  m.add<cuda_tile::ScanOp>([](Executor &ex, Operation *op) {
    auto scan = cast<cuda_tile::ScanOp>(op);
    return runAggregate(ex, op, scan.getDim(), scan.getIdentities(),
                        /*isScan=*/true, scan.getReverse());
  });
  m.add<cuda_tile::AssumeOp>(runAssume);
  m.add<cuda_tile::AssertOp>(runAssert);
  m.add<cuda_tile::PrintTkoOp>(runPrint);
  m.add<cuda_tile::GetTileBlockIdOp>([](Executor &ex, Operation *op) {
    return runGridQuery(ex, op, true);
  });
  m.add<cuda_tile::GetNumTileBlocksOp>([](Executor &ex, Operation *op) {
    return runGridQuery(ex, op, false);
  });
  // Tokens order memory in the spec; this interpreter runs in program order,
  // one valid order, so tokens carry nothing.
  m.add<cuda_tile::MakeTokenOp>([](Executor &, Operation *) { return success(); });
  m.add<cuda_tile::JoinTokensOp>([](Executor &, Operation *) { return success(); });
  // Token-ordered fences and grid dependency control only order memory ops
  // and launches; one sequential block has nothing to wait for.
  m.add<cuda_tile::MemoryFenceAliasTkoOp>([](Executor &, Operation *) { return success(); });
  m.add<cuda_tile::GdcWaitTkoOp>([](Executor &, Operation *) { return success(); });
  m.add<cuda_tile::GdcLaunchDependentsTkoOp>([](Executor &, Operation *) {
    return success();
  });
}
