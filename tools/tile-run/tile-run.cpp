//===- tile-run.cpp - run cuda_tile kernels on the CPU --------------------===//
//
//   tile-run k.mlir --grid 4,1,1 --arg 0=x.npy --arg 1=1024 --arg 2=zeros:f32:4096
//            --out 2=z.npy --print-outputs
//   tile-run --diff a.mlir b.mlir --arg 0=rand:f32:1024 ...   (exit 1 if they differ)
//
// Argument values (--arg INDEX=VALUE):
//   file.npy                      a tensor read from a .npy file
//   zeros:DTYPE:SHAPE             a zero tensor (SHAPE like 64x64)
//   rand:DTYPE:SHAPE[:LO:HI]      uniform random values (floats in [LO,HI),
//                                 ints in [LO,HI]); drawn from --seed
//   iota:DTYPE:SHAPE              0, 1, 2, ...
//   full:DTYPE:SHAPE:VALUE        every element VALUE
//   @N                            the same buffer as argument N
//   @N.shape[D], @N.stride[D]     dimension D of argument N's tensor
//   42, -1.5, nan, inf            a scalar of the argument's declared type
//   [1, 2, nan]                   a whole tile (testing$func arguments)
//
// With --params, INDEX (of --arg, --out and @N) names a launch parameter
// (LaunchAbi.h) instead of an entry argument: a tensor's value fills its
// pointer, extents and strides, as a front end's launcher does.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "TileIR/Dialect/CudaTile/Transforms/LaunchAbi.h"
#include "TileIR/Import/Loader.h"
#include "TileIR/Interpreter/Interpreter.h"
#include "TileIR/Interpreter/Npy.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <cmath>
#include <cstring>
#include <numeric>
#include <random>

using namespace mlir;
using namespace mlir::tileir::interp;
using mlir::tileir::loadTileFile;
using mlir::tileir::TileLoadOptions;
namespace cl = llvm::cl;

static cl::OptionCategory runCat("tile-run options");
static cl::list<std::string> inputs(cl::Positional, cl::desc("<kernel file>"),
                                    cl::OneOrMore, cl::cat(runCat));
static cl::opt<std::string>
    entryName("entry", cl::desc("entry (or testing$func) to run"),
              cl::cat(runCat));
static cl::opt<std::string>
    entryNameB("entry-b", cl::desc("entry of the second kernel in --diff"),
               cl::cat(runCat));
static cl::opt<std::string> gridOpt("grid", cl::desc("tile grid X[,Y[,Z]]"),
                                    cl::init("1,1,1"), cl::cat(runCat));
static cl::list<std::string> argOpts("arg", cl::desc("INDEX=VALUE"),
                                     cl::cat(runCat));
static cl::list<std::string> outOpts("out", cl::desc("INDEX=FILE.npy"),
                                     cl::cat(runCat));
static cl::opt<bool> byParams(
    "params",
    cl::desc("--arg/--out INDEX and @N name launch parameters (a tensor's "
             "pointer, extents and strides together), not entry arguments"),
    cl::cat(runCat));
static cl::opt<bool> printOutputs(
    "print-outputs",
    cl::desc("print every tensor argument and result after the run"),
    cl::cat(runCat));
static cl::opt<uint64_t> seed("seed", cl::desc("seed of generated inputs"),
                              cl::init(0), cl::cat(runCat));
static cl::opt<std::string>
    shuffleBlocks("shuffle-blocks",
                  cl::desc("run tile blocks in an order drawn from SEED"),
                  cl::cat(runCat));
static cl::opt<bool>
    poison("poison-undefined",
           cl::desc("fill undefined loaded values with NaN/0xA5.. "
                    "instead of zero"),
           cl::cat(runCat));
static cl::opt<bool> diffMode("diff",
                              cl::desc("run two kernels on the same "
                                       "inputs and compare outputs"),
                              cl::cat(runCat));
static cl::opt<double> rtolOpt("rtol", cl::desc("relative tolerance (--diff)"),
                               cl::init(-1), cl::cat(runCat));
static cl::opt<double> atolOpt("atol", cl::desc("absolute tolerance (--diff)"),
                               cl::init(-1), cl::cat(runCat));

// The tolerant import mode of tile-opt: IR text as cutile-rs prints it.
static cl::opt<bool> cutileRsText(
    "cutile-rs-text",
    cl::desc("accept IR text printed by cutile-rs (CUTILE_DUMP=ir)"),
    cl::cat(runCat));

static int usage(const llvm::Twine &msg) {
  llvm::errs() << "tile-run: error: " << msg << "\n";
  return 1;
}

//===----------------------------------------------------------------------===//
// Loading
//===----------------------------------------------------------------------===//

static bool isKernel(Operation *op) {
  StringRef n = op->getName().getStringRef();
  return n == "cuda_tile.entry" || n == "cuda_tile.testing$func";
}

static Operation *findEntry(Operation *top, StringRef name) {
  SmallVector<Operation *> found;
  top->walk([&](Operation *op) {
    if (isKernel(op))
      found.push_back(op);
  });
  std::string names;
  for (Operation *op : found) {
    StringRef sym = op->getAttrOfType<StringAttr>("sym_name").getValue();
    if (sym == name)
      return op;
    names += (names.empty() ? "" : ", ") + ("@" + sym).str();
  }
  if (name.empty() && found.size() == 1)
    return found[0];
  if (name.empty())
    llvm::errs() << "tile-run: error: the module has "
                 << (found.empty() ? "no entry" : "several entries (" + names + ")")
                 << "; choose one with --entry\n";
  else
    llvm::errs() << "tile-run: error: no entry @" << name << " in the module"
                 << (names.empty() ? "" : " (it has " + names + ")") << "\n";
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Arguments
//===----------------------------------------------------------------------===//

struct ArgSpec {
  std::string text;
  ArgValue value;
  Buffer *buffer = nullptr; // tensors
};

static bool parseShape(StringRef s, std::vector<int64_t> &shape) {
  SmallVector<StringRef, 4> parts;
  s.split(parts, 'x');
  for (StringRef p : parts) {
    int64_t v;
    if (p.getAsInteger(10, v) || v < 0)
      return false;
    shape.push_back(v);
  }
  return true;
}

static bool parseElem(StringRef s, Elem &e) {
  for (int k = 0; k <= (int)Elem::F4E2M1FN; ++k)
    if (elemName((Elem)k) == s) {
      e = (Elem)k;
      return true;
    }
  return false;
}

static bool parseNumber(StringRef s, double &v) {
  s = s.trim();
  if (s == "nan" || s == "+nan") { v = NAN; return true; }
  if (s == "-nan") { v = -NAN; return true; }
  if (s == "inf" || s == "+inf") { v = INFINITY; return true; }
  if (s == "-inf") { v = -INFINITY; return true; }
  if (s.empty()) return false;
  std::string str = s.str();
  char *end;
  v = strtod(str.c_str(), &end);
  return *end == 0;
}

static std::mt19937_64 &rng() {
  static std::mt19937_64 r(seed);
  return r;
}

/// Creates a generated tensor (zeros/rand/iota/full).
static std::string makeTensor(StringRef spec, Memory &mem, unsigned idx,
                              Buffer *&out) {
  SmallVector<StringRef, 5> parts;
  spec.split(parts, ':');
  Elem e;
  std::vector<int64_t> shape;
  if (parts.size() < 3 || !parseElem(parts[1], e) || !parseShape(parts[2], shape))
    return "bad tensor spec '" + spec.str() +
           "' (want KIND:DTYPE:SHAPE, e.g. zeros:f32:64x64)";
  Buffer &b = mem.allocate("arg " + std::to_string(idx) + " (" + spec.str() + ")",
                           e, shape);
  int64_t n = b.numElements();
  unsigned esz = storageBytes(e);
  double lo = isFloatElem(e) ? -1 : 0, hi = isFloatElem(e) ? 1 : 16;
  if (parts[0] == "rand" && parts.size() >= 5 &&
      (!parseNumber(parts[3], lo) || !parseNumber(parts[4], hi)))
    return "bad bounds in '" + spec.str() + "'";
  double fill = 0;
  if (parts[0] == "full" && (parts.size() < 4 || !parseNumber(parts[3], fill)))
    return "full needs a value: full:DTYPE:SHAPE:VALUE";
  if (parts[0] != "zeros" && parts[0] != "rand" && parts[0] != "iota" &&
      parts[0] != "full")
    return "unknown generator '" + parts[0].str() + "' (zeros, rand, iota, full)";
  Tile one;
  one.elem = e;
  one.shape = {1};
  one.f.assign(1, 0); one.d.assign(1, 0); one.i.assign(1, 0);
  for (int64_t k = 0; k < n; ++k) {
    double v = parts[0] == "iota" ? (double)k : parts[0] == "full" ? fill : 0;
    if (parts[0] == "rand")
      v = isFloatElem(e)
              ? lo + (hi - lo) * (double)(rng()() >> 11) * 0x1.0p-53
              : (double)((int64_t)lo + (int64_t)(rng()() % (uint64_t)(hi - lo + 1)));
    if (isFloatElem(e)) {
      if (e == Elem::F64) one.d[0] = v;
      else one.f[0] = roundToElem(e, (float)v);
    } else {
      one.i[0] = wrapInt(bitWidth(e), (int64_t)v);
    }
    storeElem(one, 0, b.bytes.data() + k * esz);
  }
  out = &b;
  return "";
}

static std::string loadTensor(StringRef path, Type declared, Memory &mem,
                              unsigned idx, Buffer *&out) {
  auto arr = readNpy(path);
  if (!arr)
    return llvm::toString(arr.takeError());
  Elem want = Elem::F32;
  if (auto tt = dyn_cast<cuda_tile::TileType>(declared))
    if (auto pt = dyn_cast<cuda_tile::PointerType>(tt.getElementType()))
      elemOf(pt.getPointeeType(), want);
  Elem e;
  if (!elemForDescr(arr->descr, want, e))
    return path.str() + ": unsupported dtype '" + arr->descr + "'";
  if (e != want)
    return "argument " + std::to_string(idx) + " points to " +
           elemName(want).str() + " but " + path.str() + " holds " +
           elemName(e).str() + " (dtype '" + arr->descr + "')";
  Buffer &b = mem.allocate("arg " + std::to_string(idx) + " (" + path.str() + ")",
                           e, arr->shape);
  b.bytes = arr->bytes;
  out = &b;
  return "";
}

/// --arg values (INDEX=VALUE) naming launch parameters, as the entry
/// arguments they fill; `firstArg` gets each parameter's first argument.
static std::string paramsToArgs(Operation *func,
                                std::vector<std::string> &args,
                                std::vector<unsigned> &firstArg) {
  auto entry = dyn_cast<cuda_tile::EntryOp>(func);
  if (!entry)
    return "--params needs a cuda_tile.entry";
  SmallVector<mlir::tileir::AbiParam> params =
      mlir::tileir::recogniseLaunchAbi(entry, /*gatheredArrays=*/true);
  firstArg.clear();
  for (const mlir::tileir::AbiParam &p : params)
    firstArg.push_back(p.args.front());
  std::vector<std::string> out;
  std::vector<bool> given(params.size(), false);
  for (const std::string &a : argOpts) {
    auto [idxText, val] = StringRef(a).split('=');
    unsigned idx;
    if (idxText.getAsInteger(10, idx) || !StringRef(a).contains('='))
      return "bad --arg '" + a + "' (want INDEX=VALUE)";
    if (idx >= params.size())
      return "--arg " + std::to_string(idx) + ": the kernel has only " +
             std::to_string(params.size()) + " launch parameters";
    std::string value = val.str();
    if (val.starts_with("@")) {
      StringRef num = val.drop_front().take_while(
          [](char c) { return isdigit(c); });
      unsigned src;
      if (num.getAsInteger(10, src) || src >= params.size())
        return "'" + value + "': no launch parameter " + num.str();
      value = "@" + std::to_string(firstArg[src]) +
              val.drop_front(1 + num.size()).str();
    }
    if (given[idx])
      return "launch parameter " + std::to_string(idx) + " given twice";
    given[idx] = true;
    const mlir::tileir::AbiParam &p = params[idx];
    // Extents and strides of the tensor itself, or of the one it aliases.
    std::string self = StringRef(value).starts_with("@") && !StringRef(value).contains('.')
                           ? value
                           : "@" + std::to_string(p.args.front());
    out.push_back(std::to_string(p.args.front()) + "=" + value);
    // Extents, strides, then cutile-rs's partition extents and strides
    // (unused): the tensor's own again.
    for (size_t k = 1; k < p.args.size(); ++k) {
      size_t j = (k - 1) % (2 * p.rank);
      std::string word = j < p.rank ? ".shape[" + std::to_string(j) + "]"
                                    : ".stride[" + std::to_string(j - p.rank) + "]";
      out.push_back(std::to_string(p.args[k]) + "=" + self + word);
    }
  }
  for (auto [idx, p] : llvm::enumerate(params)) {
    if (given[idx])
      continue;
    std::string what;
    llvm::raw_string_ostream os(what);
    if (p.tensor)
      os << "a rank-" << p.rank << " tensor";
    else
      os << entry.getBody().getArgument(p.args.front()).getType();
    return "missing --arg " + std::to_string(idx) + " (launch parameter: " +
           what + ")";
  }
  args = std::move(out);
  return "";
}

static std::string parseArgs(Operation *func, Memory &mem,
                             ArrayRef<std::string> argList,
                             std::vector<ArgSpec> &specs) {
  Block &body = func->getRegion(0).front();
  unsigned n = body.getNumArguments();
  specs.assign(n, ArgSpec());
  std::vector<bool> given(n, false);
  for (const std::string &a : argList) {
    StringRef s(a);
    auto [idxText, val] = s.split('=');
    unsigned idx;
    if (idxText.getAsInteger(10, idx) || !s.contains('='))
      return "bad --arg '" + a + "' (want INDEX=VALUE)";
    if (idx >= n)
      return "--arg " + std::to_string(idx) + ": the kernel has only " +
             std::to_string(n) + " arguments";
    if (given[idx])
      return "argument " + std::to_string(idx) + " given twice";
    given[idx] = true;
    specs[idx].text = val.str();
  }
  for (unsigned k = 0; k < n; ++k)
    if (!given[k])
      return "missing --arg " + std::to_string(k) + " (type " +
             [&] {
               std::string s;
               llvm::raw_string_ostream(s) << body.getArgument(k).getType();
               return s;
             }() + ")";
  // Tensors first, so @N.shape[] can refer to any of them.
  for (unsigned pass = 0; pass < 2; ++pass)
    for (unsigned k = 0; k < n; ++k) {
      StringRef v(specs[k].text);
      Type ty = body.getArgument(k).getType();
      auto tt = dyn_cast<cuda_tile::TileType>(ty);
      bool isPtr = tt && isa<cuda_tile::PointerType>(tt.getElementType());
      ArgValue &av = specs[k].value;
      bool tensorSyntax = v.ends_with(".npy") || v.contains(':');
      if (pass == 0) {
        if (!tensorSyntax)
          continue;
        if (!isPtr)
          return "argument " + std::to_string(k) + " is a scalar of type " +
                 [&] { std::string s; llvm::raw_string_ostream(s) << ty; return s; }() +
                 ", but '" + v.str() + "' is a tensor";
        std::string err = v.ends_with(".npy")
                              ? loadTensor(v, ty, mem, k, specs[k].buffer)
                              : makeTensor(v, mem, k, specs[k].buffer);
        if (!err.empty())
          return err;
        Elem want = specs[k].buffer->elem;
        elemOf(cast<cuda_tile::PointerType>(tt.getElementType()).getPointeeType(),
               want);
        if (want != specs[k].buffer->elem)
          return "argument " + std::to_string(k) + " points to " +
                 elemName(want).str() + " but '" + v.str() + "' holds " +
                 elemName(specs[k].buffer->elem).str();
        av.kind = ArgValue::Pointer;
        av.address = specs[k].buffer->base;
        continue;
      }
      if (tensorSyntax)
        continue;
      if (v.starts_with("@")) {
        StringRef rest = v.drop_front();
        unsigned src;
        StringRef num = rest.take_while([](char c) { return isdigit(c); });
        if (num.getAsInteger(10, src) || src >= n || !specs[src].buffer)
          return "'" + v.str() + "': argument " + num.str() +
                 " is not a tensor argument";
        rest = rest.drop_front(num.size());
        if (rest.empty()) {
          if (!isPtr)
            return "argument " + std::to_string(k) + " is not a pointer";
          av.kind = ArgValue::Pointer;
          av.address = specs[src].buffer->base;
          continue;
        }
        bool shape = rest.consume_front(".shape[");
        if (!shape && !rest.consume_front(".stride["))
          return "bad reference '" + v.str() + "' (want @N, @N.shape[D] or @N.stride[D])";
        unsigned d;
        if (rest.consume_back("]"), rest.getAsInteger(10, d))
          return "bad dimension in '" + v.str() + "'";
        auto &shp = specs[src].buffer->shape;
        if (d >= shp.size())
          return "'" + v.str() + "': argument " + std::to_string(src) +
                 " has rank " + std::to_string(shp.size());
        int64_t stride = 1;
        for (size_t j = d + 1; j < shp.size(); ++j)
          stride *= shp[j];
        av.kind = ArgValue::Int;
        av.intValue = shape ? shp[d] : stride;
        continue;
      }
      if (isPtr)
        return "argument " + std::to_string(k) +
               " is a pointer: pass a tensor (FILE.npy, zeros:DTYPE:SHAPE, ...)"
               ", not '" + v.str() + "'";
      if (v.starts_with("[")) {
        SmallVector<StringRef, 8> items;
        v.trim("[] ").split(items, ',', -1, false);
        av.kind = ArgValue::TileValue;
        Tile t(tt.getElementType(), {(int64_t)items.size()});
        for (size_t j = 0; j < items.size(); ++j) {
          double x;
          if (!parseNumber(items[j], x))
            return "bad number '" + items[j].str() + "' in argument " +
                   std::to_string(k);
          t.setFromDouble(j, x);
        }
        av.tile = std::move(t);
        continue;
      }
      double x;
      if (!parseNumber(v, x))
        return "argument " + std::to_string(k) + ": '" + v.str() +
               "' is not a number, tensor or reference";
      bool isFloat = tt && isFloatElem([&] {
                       Elem e = Elem::I32;
                       elemOf(tt.getElementType(), e);
                       return e;
                     }());
      if (isFloat) {
        av.kind = ArgValue::Float;
        av.floatValue = x;
      } else {
        int64_t iv;
        if (v.trim().getAsInteger(0, iv))
          return "argument " + std::to_string(k) + " is an integer, got '" +
                 v.str() + "'";
        av.kind = ArgValue::Int;
        av.intValue = iv;
      }
    }
  return "";
}

//===----------------------------------------------------------------------===//
// Output
//===----------------------------------------------------------------------===//

static Tile bufferTile(const Buffer &b) {
  Tile t;
  t.elem = b.elem;
  t.shape.assign(b.shape.begin(), b.shape.end());
  int64_t n = b.numElements();
  if (b.elem == Elem::F64) t.d.assign(n, 0);
  else if (isFloatElem(b.elem)) t.f.assign(n, 0);
  else t.i.assign(n, 0);
  for (int64_t k = 0; k < n; ++k)
    loadElem(t, k, b.bytes.data() + k * storageBytes(b.elem));
  return t;
}

static std::string shapeText(ArrayRef<int64_t> shape, Elem e) {
  std::string s;
  for (int64_t d : shape)
    s += std::to_string(d) + "x";
  return s + elemName(e).str();
}

static void printAll(const std::vector<ArgSpec> &specs,
                     const std::vector<Tile> &results) {
  for (size_t k = 0; k < specs.size(); ++k)
    if (specs[k].buffer && !StringRef(specs[k].text).starts_with("@"))
      llvm::outs() << "arg " << k << " = " << shapeText(specs[k].buffer->shape,
                                                         specs[k].buffer->elem)
                   << " " << bufferTile(*specs[k].buffer).format() << "\n";
  for (size_t k = 0; k < results.size(); ++k)
    llvm::outs() << "result " << k << " = "
                 << shapeText(results[k].shape, results[k].elem) << " "
                 << results[k].format() << "\n";
}

//===----------------------------------------------------------------------===//
// Diff
//===----------------------------------------------------------------------===//

static void defaultTolerance(Elem e, double &rtol, double &atol) {
  switch (e) {
  case Elem::F64: rtol = 1e-12; atol = 1e-14; break;
  case Elem::F32: rtol = 1e-5; atol = 1e-6; break;
  case Elem::TF32: rtol = 2e-3; atol = 1e-5; break;
  case Elem::F16: rtol = 2e-3; atol = 1e-4; break;
  case Elem::BF16: rtol = 1.6e-2; atol = 1e-3; break;
  case Elem::F8E4M3FN: case Elem::F8E5M2: case Elem::F8E8M0FNU:
  case Elem::F4E2M1FN: rtol = 0.25; atol = 1e-2; break;
  default: rtol = 0; atol = 0; break;
  }
  if (rtolOpt >= 0) rtol = rtolOpt;
  if (atolOpt >= 0) atol = atolOpt;
}

/// Compares two tiles; returns a message about the first difference.
static std::string compareTiles(const Tile &a, const Tile &b, StringRef what) {
  if (a.numElements() != b.numElements() || a.elem != b.elem)
    return what.str() + ": shapes or types differ (" + shapeText(a.shape, a.elem) +
           " vs " + shapeText(b.shape, b.elem) + ")";
  double rtol, atol;
  defaultTolerance(a.elem, rtol, atol);
  SmallVector<int64_t, 4> strides = rowMajorStrides(a.shape);
  for (int64_t k = 0; k < a.numElements(); ++k) {
    bool same;
    if (isFloatElem(a.elem)) {
      double x = a.getAsDouble(k), y = b.getAsDouble(k);
      same = (std::isnan(x) && std::isnan(y)) || x == y ||
             std::fabs(x - y) <= atol + rtol * std::fabs(y);
    } else {
      same = a.i[k] == b.i[k];
    }
    if (same)
      continue;
    std::string idx = "[";
    for (size_t d = 0; d < strides.size(); ++d)
      idx += (d ? ", " : "") + std::to_string((k / strides[d]) % a.shape[d]);
    idx += "]";
    return what.str() + " differs first at " + idx + " (flat " +
           std::to_string(k) + "): " + a.formatElem(k) + " vs " +
           b.formatElem(k) + " (" + elemName(a.elem).str() + ", rtol " +
           std::to_string(rtol) + ", atol " + std::to_string(atol) + ")";
  }
  return "";
}

//===----------------------------------------------------------------------===//
// main
//===----------------------------------------------------------------------===//

struct Run {
  OwningOpRef<cuda_tile::ModuleOp> module;
  Operation *func = nullptr;
  Memory memory;
  std::vector<ArgSpec> specs;
  /// The entry argument --out, @N and --diff name by each index: with
  /// --params each launch parameter's first argument, else the identity.
  std::vector<unsigned> paramArg;
  std::vector<Tile> results;
};

static int prepare(Run &run, StringRef path, StringRef entry, MLIRContext &ctx,
                   llvm::SourceMgr &sm) {
  TileLoadOptions load;
  load.cutileRsText = cutileRsText;
  run.module = loadTileFile(path, sm, ctx, load);
  if (!run.module)
    return 1;
  run.func = findEntry(run.module.get(), entry);
  if (!run.func)
    return 1;
  if (failed(allocateGlobals(run.module.get(), run.memory)))
    return 1;
  std::vector<std::string> args(argOpts.begin(), argOpts.end());
  if (byParams) {
    std::string err = paramsToArgs(run.func, args, run.paramArg);
    if (!err.empty())
      return usage(err);
  } else {
    run.paramArg.resize(run.func->getRegion(0).getNumArguments());
    std::iota(run.paramArg.begin(), run.paramArg.end(), 0u);
  }
  std::string err = parseArgs(run.func, run.memory, args, run.specs);
  if (!err.empty())
    return usage(err);
  return 0;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(runCat);
  cl::ParseCommandLineOptions(argc, argv, "cuda_tile CPU interpreter\n");
  if (diffMode != (inputs.size() == 2))
    return usage(diffMode ? "--diff needs two kernel files"
                          : "give one kernel file (two only with --diff)");
  RunOptions options;
  {
    SmallVector<StringRef, 3> parts;
    StringRef(gridOpt).split(parts, ',');
    if (parts.size() > 3)
      return usage("--grid takes at most three dimensions");
    for (size_t k = 0; k < parts.size(); ++k)
      if (parts[k].trim().getAsInteger(10, options.grid[k]) || options.grid[k] < 1)
        return usage("bad --grid '" + gridOpt + "' (want X[,Y[,Z]], each >= 1)");
  }
  if (!shuffleBlocks.empty()) {
    uint64_t s;
    if (StringRef(shuffleBlocks).getAsInteger(0, s))
      return usage("bad --shuffle-blocks seed '" + shuffleBlocks + "'");
    options.shuffleSeed = s;
  }
  options.poisonUndefined = poison;

  DialectRegistry registry;
  registry.insert<cuda_tile::CudaTileDialect>();
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  // The second kernel (--diff) gets its own SourceMgr: parseSourceFile reads
  // a SourceMgr's main buffer, so sharing one would parse the first twice.
  llvm::SourceMgr sm, smB;
  SourceMgrDiagnosticHandler diag(sm, &ctx);

  Run a, b;
  if (int rc = prepare(a, inputs[0], entryName, ctx, sm))
    return rc;
  if (diffMode) {
    // The second kernel sees the very same inputs: reseed the generator.
    rng().seed(seed);
    // While it loads, its own handler shows the lines of its messages.
    int rc;
    {
      SourceMgrDiagnosticHandler diagB(smB, &ctx);
      rc = prepare(b, inputs[1], entryNameB.empty() ? entryName : entryNameB,
                   ctx, smB);
    }
    if (rc)
      return rc;
    if (b.paramArg.size() != a.paramArg.size())
      return usage(std::string("the two kernels take different numbers of ") +
                   (byParams ? "launch parameters" : "arguments"));
  }
  if (failed(runKernel(a.func, [&] {
        std::vector<ArgValue> v;
        for (auto &s : a.specs) v.push_back(s.value);
        return v;
      }(), a.memory, options, &a.results)))
    return 1;
  if (diffMode) {
    std::vector<ArgValue> vb;
    for (auto &s : b.specs) vb.push_back(s.value);
    if (failed(runKernel(b.func, vb, b.memory, options, &b.results)))
      return 1;
    for (size_t k = 0; k < a.paramArg.size(); ++k) {
      size_t ia = a.paramArg[k], ib = b.paramArg[k];
      if (!a.specs[ia].buffer || StringRef(a.specs[ia].text).starts_with("@"))
        continue;
      if (!b.specs[ib].buffer)
        return usage((byParams ? "parameter " : "argument ") +
                     std::to_string(k) + " is a tensor for one kernel only");
      std::string msg = compareTiles(bufferTile(*a.specs[ia].buffer),
                                     bufferTile(*b.specs[ib].buffer),
                                     (byParams ? "param " : "arg ") +
                                         std::to_string(k));
      if (!msg.empty()) {
        llvm::outs() << "DIFFERENT: " << msg << "\n";
        return 1;
      }
    }
    for (size_t k = 0; k < a.results.size() && k < b.results.size(); ++k) {
      std::string msg = compareTiles(a.results[k], b.results[k],
                                     "result " + std::to_string(k));
      if (!msg.empty()) {
        llvm::outs() << "DIFFERENT: " << msg << "\n";
        return 1;
      }
    }
    llvm::outs() << "SAME: every output agrees within tolerance\n";
    return 0;
  }
  for (const std::string &o : outOpts) {
    auto [idxText, path] = StringRef(o).split('=');
    unsigned idx;
    const Buffer *out = nullptr;
    if (!idxText.getAsInteger(10, idx) && idx < a.paramArg.size())
      out = a.specs[a.paramArg[idx]].buffer;
    if (!out)
      return usage("bad --out '" + o + "' (want INDEX=FILE.npy of a tensor argument)");
    const Buffer &buf = *out;
    NpyArray arr{npyDescr(buf.elem).str(), buf.shape, buf.bytes};
    if (auto err = writeNpy(path, arr))
      return usage(llvm::toString(std::move(err)));
  }
  if (printOutputs)
    printAll(a.specs, a.results);
  return 0;
}
