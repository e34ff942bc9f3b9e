//===- Generator.cpp - random valid cuda_tile kernels ---------------------===//
//
// Validity by construction: every value is a tile of the block's shape (or a
// reduction of it), every op's operand types are chosen from values of the
// right type, and views are indexed inside their index space by the grid the
// spec launches. Well-definedness: inputs are whole numbers (randint), every
// float value carries a bound on its magnitude kept inside the range where
// its type represents whole numbers exactly, so sums, products, fma and
// divisions by powers of two give the same bits under any correct rounding
// or contraction; only transcendentals are inexact, and their results never
// reach a comparison, a conversion to integer or a sum reduction.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Gen/Generator.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <random>
#include <set>
#include <sstream>

using namespace mlir::tileir::gen;

namespace {

struct Val {
  std::string name, type; // type: f32, f16 or i32
  bool exact = true;      // same bits under any correct implementation
  bool special = false;   // may hold NaN or an infinity (padding)
  double bound = 0;       // magnitude bound of finite values
};

bool isFloat(const std::string &t) { return t[0] == 'f'; }
/// Largest magnitude below which every whole number is exact.
double exactLimit(const std::string &t) {
  return t == "f16" ? 2048 : t == "f32" ? 16777216 : 1e18;
}

class Gen {
public:
  explicit Gen(const GenOptions &o) : opt(o), rng(o.seed * 0x9E3779B97F4A7C15ull + 1) {}
  GeneratedKernel run();

private:
  const GenOptions &opt;
  std::mt19937_64 rng;
  std::ostringstream os;
  int counter = 0;
  std::set<std::string> used;
  std::vector<std::string> summary;

  // The block's tile and the tensors.
  int rank = 1;
  std::vector<int64_t> tile;
  std::string tileShape; // "16x64"
  bool rowLoop = false;  // grid over dim 0, a loop over column tiles
  bool pointers = false; // rank 1 through pointer tiles: masked gathers/scatters
  bool allDefined = true; // every loaded lane defined (padded): lanes may mix
  bool reduceRows = false;
  std::vector<Val> pool;

  unsigned pick(unsigned n) { return n ? rng() % n : 0; }
  bool coin(double p) { return (rng() >> 11) * 0x1.0p-53 < p; }
  std::string fresh() { return "%v" + std::to_string(counter++); }
  std::string tt(const std::string &e) const { return "tile<" + tileShape + "x" + e + ">"; }
  std::string i1() const { return tt("i1"); }
  void line(const std::string &indent, const std::string &s) { os << indent << s << "\n"; }
  void note(const std::string &op) { used.insert(op); }

  std::string constant(const std::string &ind, const std::string &type, double v) {
    std::string n = fresh();
    std::ostringstream c;
    if (isFloat(type))
      c << std::fixed << v;
    else
      c << (int64_t)v;
    line(ind, n + " = constant <" + type + ": " + c.str() + "> : " + tt(type));
    note("constant");
    return n;
  }

  const Val *pickOf(std::function<bool(const Val &)> ok) {
    std::vector<const Val *> c;
    for (const Val &v : pool)
      if (ok(v))
        c.push_back(&v);
    return c.empty() ? nullptr : c[pick(c.size())];
  }

  /// A tensor argument: its pointer, then (unless in pointer mode) every
  /// dim's extent and every dim's stride.
  struct Tensor {
    std::string name, type, pad;
    int rank;
    bool output;
  };
  void argsOf(std::ostream &sig, const Tensor &t) const;
  /// Writes the assumes, tensor view and partition view of `t` (tiles of
  /// `tshape`, the last dim contiguous) to `views`; returns the view's type.
  std::string viewOf(std::ostream &views, const Tensor &t,
                     const std::vector<int64_t> &tshape) const;

  bool emitOp(const std::string &ind);
  GeneratedKernel runMatmul();
  Val withoutNaN(const std::string &ind, const Val &v);
  Val convert(const std::string &ind, const Val &v, const std::string &to);
};

void Gen::argsOf(std::ostream &sig, const Tensor &t) const {
  sig << (sig.tellp() ? ", " : "") << "%" << t.name << ": tile<ptr<" << t.type << ">>";
  if (pointers)
    return;
  for (int d = 0; d < t.rank; ++d)
    sig << ", %" << t.name << "_n" << d << ": tile<i32>";
  for (int d = 0; d < t.rank; ++d)
    sig << ", %" << t.name << "_s" << d << ": tile<i32>";
}

std::string Gen::viewOf(std::ostream &views, const Tensor &t,
                        const std::vector<int64_t> &tshape) const {
  std::string dyn, strides, tshapeText;
  for (int d = 0; d < t.rank; ++d) {
    views << "    %" << t.name << "_an" << d << " = assume bounded<0, ?>, %" << t.name
          << "_n" << d << " : tile<i32>\n";
    dyn += (d ? ", %" : "%") + t.name + "_an" + std::to_string(d);
    tshapeText += (d ? "x" : "") + std::to_string(tshape[d]);
  }
  for (int d = 0; d + 1 < t.rank; ++d) {
    views << "    %" << t.name << "_as" << d << " = assume bounded<1, ?>, %" << t.name
          << "_s" << d << " : tile<i32>\n";
    strides += "%" + t.name + "_as" + std::to_string(d) + ", ";
  }
  strides += "1";
  std::string q = "?";
  for (int d = 1; d < t.rank; ++d)
    q += "x?";
  std::string strideType = t.rank == 2 ? "[?,1]" : "[1]";
  std::string tv = "tensor_view<" + q + "x" + t.type + ", strides=" + strideType + ">";
  std::string pv = "partition_view<tile=(" + tshapeText + ")" +
                   (t.pad.empty() ? "" : ", padding_value = " + t.pad) + ", " + tv + ">";
  views << "    %" << t.name << "_tv = make_tensor_view %" << t.name << ", shape = [" << dyn
        << "], strides = [" << strides << "] : tile<i32> -> " << tv << "\n";
  views << "    %" << t.name << "_pv = make_partition_view %" << t.name << "_tv : " << pv
        << "\n";
  return pv;
}

bool Gen::emitOp(const std::string &ind) {
  const Val &a = pool[pool.size() - 1 - pick(std::min<size_t>(pool.size(), 4))];
  // A scan along the last dimension mixes lanes, so only where every loaded
  // lane is defined; sums where they stay exact, else max or min.
  if (opt.reductions && allDefined && coin(0.08)) {
    Val clean = withoutNaN(ind, a);
    const Val &a = clean;
    std::string T = a.type, n = fresh(), s = "tile<" + T + ">";
    int64_t len = tile.back();
    bool sum = a.exact && !a.special && a.bound * len <= exactLimit(T);
    bool max = coin(0.5);
    std::string fn = isFloat(T) ? (sum ? "addf" : max ? "maxf" : "minf")
                                : (sum ? "addi" : max ? "maxi" : "mini");
    std::string id = isFloat(T) ? (sum ? "0.0" : max ? (T == "f16" ? "0xFC00" : "0xFF800000")
                                                     : (T == "f16" ? "0x7C00" : "0x7F800000"))
                                : (sum ? "0" : max ? "-2147483648" : "2147483647");
    line(ind, n + " = scan " + a.name + " dim=" + std::to_string(rank - 1) + " reverse=" +
                  (coin(0.5) ? "true" : "false") + " identities=[" + id + " : " + T + "] : " +
                  tt(T) + " -> " + tt(T));
    line(ind, "(%se" + n.substr(1) + ": " + s + ", %sa" + n.substr(1) + ": " + s + ") {");
    line(ind, "  %sr" + n.substr(1) + " = " + fn + " %se" + n.substr(1) + ", %sa" +
                  n.substr(1) + (isFloat(T) || sum ? "" : " signed") + " : " + s);
    line(ind, "  yield %sr" + n.substr(1) + " : " + s);
    line(ind, "}");
    note("scan");
    pool.push_back(Val{n, T, a.exact, a.special, sum ? a.bound * len : a.bound});
    return true;
  }
  // A transpose of a square tile moves lanes too: only where all are defined.
  if (rank == 2 && tile[0] == tile[1] && allDefined && coin(0.06)) {
    std::string n = fresh();
    line(ind, n + " = permute " + a.name + " [1, 0] : " + tt(a.type) + " -> " + tt(a.type));
    note("permute");
    Val r = a;
    r.name = n;
    pool.push_back(r);
    return true;
  }
  std::string T = a.type, ty = tt(T), n = fresh();
  auto same = [&](const Val &v) { return v.type == T; };
  const Val *b = pickOf(same);
  Val r{n, T, a.exact && b->exact, a.special || b->special, 0};
  double lim = exactLimit(T);
  // flush_to_zero (f32 only) changes nothing on these whole or dyadic
  // values, but takes the lowering's .ftz instructions.
  auto ftz = [&]() -> std::string {
    return T == "f32" && coin(0.3) ? " flush_to_zero" : "";
  };
  unsigned kind = pick(isFloat(T) ? 12 : 11);
  if (isFloat(T)) {
    switch (kind) {
    case 0: case 1: // addf / subf
      if (a.bound + b->bound > lim) return false;
      line(ind, n + " = " + (kind ? "subf " : "addf ") + a.name + ", " + b->name + ftz() +
                    " : " + ty);
      note(kind ? "subf" : "addf");
      r.bound = a.bound + b->bound;
      break;
    case 2: // mulf
      if (a.bound * b->bound > lim || !(a.exact && b->exact)) return false;
      line(ind, n + " = mulf " + a.name + ", " + b->name + ftz() + " : " + ty);
      note("mulf");
      r.bound = a.bound * b->bound;
      break;
    case 3: case 4: // maxf / minf
      line(ind, n + " = " + (kind == 3 ? "maxf " : "minf ") + a.name + ", " + b->name + ftz() +
                    " : " + ty);
      note(kind == 3 ? "maxf" : "minf");
      r.bound = std::max(a.bound, b->bound);
      break;
    case 5: // negf / absf
      line(ind, n + " = " + (coin(0.5) ? "negf " : "absf ") + a.name + " : " + ty);
      note("negf/absf");
      r = a, r.name = n;
      break;
    case 6: { // select on an exact comparison
      if (!a.exact || !b->exact) return false;
      const Val *x = pickOf(same), *y = pickOf(same);
      static const char *preds[] = {"less_than", "less_than_or_equal", "greater_than",
                                    "greater_than_or_equal", "equal", "not_equal"};
      std::string c = fresh();
      line(ind, c + " = cmpf " + preds[pick(6)] + (coin(0.5) ? " ordered " : " unordered ") +
                    a.name + ", " + b->name + " : " + ty + " -> " + i1());
      line(ind, n + " = select " + c + ", " + x->name + ", " + y->name + " : " + i1() + ", " + ty);
      note("cmpf"), note("select");
      r = Val{n, T, x->exact && y->exact, x->special || y->special, std::max(x->bound, y->bound)};
      break;
    }
    case 7: { // fma
      const Val *c = pickOf(same);
      if (a.bound * b->bound + c->bound > lim || !(a.exact && b->exact && c->exact))
        return false;
      line(ind, n + " = fma " + a.name + ", " + b->name + ", " + c->name + ftz() + " : " + ty);
      note("fma");
      r = Val{n, T, true, a.special || b->special || c->special, a.bound * b->bound + c->bound};
      break;
    }
    case 8: { // divf by a power of two: exact
      double d = std::ldexp(1.0, 1 + pick(3)) * (coin(0.3) ? -1 : 1);
      std::string c = constant(ind, T, d);
      // By a power of two, approximate and full-range division are exact too.
      static const char *modes[] = {"", " rounding<approx>", " rounding<full>"};
      std::string mode = T == "f32" ? modes[pick(3)] : "";
      line(ind, n + " = divf " + a.name + ", " + c + mode + ftz() + " : " + ty);
      note("divf");
      // Whole numbers stop being whole: keep them out of exact-only places.
      r = Val{n, T, a.exact && a.bound < lim / 8, a.special, a.bound / std::fabs(d)};
      break;
    }
    case 9: { // transcendental, f32 only, on a bounded operand
      if (!opt.transcendentals || T != "f32" || a.bound > 8 || a.special) return false;
      static const char *fns[] = {"exp", "tanh", "sin", "cos"};
      std::string f = fns[pick(4)];
      line(ind, n + " = " + f + " " + a.name + " : " + ty);
      note(f);
      r = Val{n, T, false, false, f == "exp" ? std::exp(8.0) : 1.0};
      break;
    }
    case 10: { // through the other float type and back
      std::string other = T == "f32" ? "f16" : "f32";
      if (a.bound > exactLimit("f16") || !a.exact) return false;
      Val c = convert(ind, a, other);
      Val back = convert(ind, c, T);
      pool.push_back(c);
      pool.push_back(back);
      return true;
    }
    default: { // to integer, where the value is whole and finite
      if (!a.exact || a.special || a.bound > 1e9 || a.type != "f32") return false;
      // divf results may not be whole: round through floor first.
      std::string fl = fresh();
      line(ind, fl + " = floor " + a.name + " : " + ty);
      note("floor");
      Val w = a;
      w.name = fl;
      pool.push_back(convert(ind, w, "i32"));
      return true;
    }
    }
  } else {
    switch (kind) {
    case 0: case 1: case 2: { // addi / subi / muli (wrapping: exact)
      static const char *nm[] = {"addi", "subi", "muli"};
      line(ind, n + " = " + nm[kind] + " " + a.name + ", " + b->name + " : " + ty);
      note(nm[kind]);
      r.bound = kind == 2 ? a.bound * b->bound : a.bound + b->bound;
      break;
    }
    case 3: case 4: // maxi / mini
      line(ind, n + " = " + (kind == 3 ? "maxi " : "mini ") + a.name + ", " + b->name +
                    (coin(0.8) ? " signed" : " unsigned") + " : " + ty);
      note(kind == 3 ? "maxi" : "mini");
      r.bound = std::max(a.bound, b->bound) * (kind == 3 ? 1e9 : 1);
      break;
    case 5: { // bitwise
      static const char *nm[] = {"andi", "ori", "xori"};
      unsigned k = pick(3);
      line(ind, n + " = " + nm[k] + " " + a.name + ", " + b->name + " : " + ty);
      note(nm[k]);
      r.bound = 4294967296.0;
      break;
    }
    case 6: { // shifts by small constants
      std::string c = constant(ind, T, 1 + pick(4));
      bool left = coin(0.5);
      line(ind, n + " = " + (left ? "shli " : "shri ") + a.name + ", " + c +
                    (left ? "" : (coin(0.5) ? " signed" : " unsigned")) + " : " + ty);
      note(left ? "shli" : "shri");
      r.bound = a.bound * 16;
      break;
    }
    case 7: { // division and remainder by a nonzero constant
      int d = (1 + pick(7)) * (coin(0.3) ? -1 : 1);
      std::string c = constant(ind, T, d);
      bool div = coin(0.6);
      static const char *rounding[] = {"", " rounding<negative_inf>", " rounding<positive_inf>"};
      line(ind, n + " = " + (div ? "divi " : "remi ") + a.name + ", " + c + " signed" +
                    (div ? rounding[pick(3)] : "") + " : " + ty);
      note(div ? "divi" : "remi");
      r.bound = a.bound;
      break;
    }
    case 8: { // select on an integer comparison
      const Val *x = pickOf(same), *y = pickOf(same);
      static const char *preds[] = {"less_than", "less_than_or_equal", "greater_than",
                                    "greater_than_or_equal", "equal", "not_equal"};
      std::string c = fresh();
      line(ind, c + " = cmpi " + preds[pick(6)] + " " + a.name + ", " + b->name +
                    (coin(0.7) ? ", signed" : ", unsigned") + " : " + ty + " -> " + i1());
      line(ind, n + " = select " + c + ", " + x->name + ", " + y->name + " : " + i1() + ", " + ty);
      note("cmpi"), note("select");
      r.bound = std::max(x->bound, y->bound);
      break;
    }
    case 9: { // to float, where f32 holds the value exactly
      if (a.bound > exactLimit("f32")) return false;
      pool.push_back(convert(ind, a, "f32"));
      return true;
    }
    default: // negation and absolute value
      line(ind, n + " = " + (coin(0.5) ? "negi " : "absi ") + a.name + " : " + ty);
      note("negi/absi");
      r.bound = a.bound;
      break;
    }
  }
  pool.push_back(r);
  return true;
}

/// A reduction or scan may fold its identity in any number of times (the
/// spec allows 0 or more instances), which only matters where the identity
/// is not one: maxf/minf keep the number against a NaN, so an all-NaN run
/// gives NaN or the identity. NaN lanes become 0 first; infinities stay.
Val Gen::withoutNaN(const std::string &ind, const Val &v) {
  if (!v.special || !isFloat(v.type))
    return v;
  std::string c = fresh(), n = fresh(), z = constant(ind, v.type, 0);
  line(ind, c + " = cmpf equal ordered " + v.name + ", " + v.name + " : " + tt(v.type) +
                " -> " + i1());
  line(ind, n + " = select " + c + ", " + v.name + ", " + z + " : " + i1() + ", " + tt(v.type));
  note("cmpf"), note("select");
  pool.push_back(Val{n, v.type, v.exact, true, v.bound});
  return pool.back();
}

Val Gen::convert(const std::string &ind, const Val &v, const std::string &to) {
  std::string n = fresh();
  if (isFloat(v.type) && isFloat(to)) {
    line(ind, n + " = ftof " + v.name + " : " + tt(v.type) + " -> " + tt(to));
    note("ftof");
  } else if (isFloat(to)) {
    line(ind, n + " = itof " + v.name + " signed : " + tt(v.type) + " -> " + tt(to));
    note("itof");
  } else {
    line(ind, n + " = ftoi " + v.name + " signed : " + tt(v.type) + " -> " + tt(to));
    note("ftoi");
  }
  return Val{n, to, v.exact, v.special, v.bound};
}

GeneratedKernel Gen::run() {
  if (opt.loops && opt.matmulShare > 0 && coin(opt.matmulShare))
    return runMatmul();
  std::string E = opt.types.empty() ? "f32" : opt.types[pick(opt.types.size())];
  rank = 1 + pick(2);
  if (rank == 1) {
    tile = {int64_t(16) << pick(5)};
    pointers = coin(0.35);
  } else {
    tile = {int64_t(1) << pick(5), int64_t(16) << pick(3)};
    rowLoop = opt.loops && coin(0.4);
  }
  reduceRows = rank == 2 && opt.reductions && (rowLoop || coin(0.35));
  bool branch = opt.ifs && coin(0.3);
  tileShape = std::to_string(tile[0]) + (rank == 2 ? "x" + std::to_string(tile[1]) : "");
  unsigned inputs = 1 + pick(3);
  summary.push_back(E + " tile " + tileShape + (pointers ? " pointers" : "") +
                    (rowLoop ? " row-loop" : "") +
                    (reduceRows ? " reduce" : "") + (branch ? " if" : "") + " inputs " +
                    std::to_string(inputs));

  // Tensor extents: a few tiles with a ragged edge; one column tile when a
  // reduction's rows must be whole in a single tile block.
  std::vector<int64_t> shape;
  for (int d = 0; d < rank; ++d) {
    int64_t t = tile[d];
    int64_t tiles = (d == 1 && reduceRows && !rowLoop) ? 0 : pick(3);
    int64_t rest = coin(0.6) ? 1 + pick(t) : t;
    shape.push_back(tiles * t + rest);
  }
  std::vector<std::string> pads = isFloat(E)
                                      ? std::vector<std::string>{"zero", "neg_zero", "nan",
                                                                 "pos_inf", "neg_inf"}
                                      : std::vector<std::string>{"zero"};
  std::vector<Tensor> tensors;
  for (unsigned i = 0; i < inputs; ++i) {
    // Lanes past the edge are undefined without padding; a reduction or a
    // carried accumulator would read them, so those kernels pad.
    std::string pad = (!reduceRows && coin(0.3)) ? "" : pads[pick(pads.size())];
    tensors.push_back({"in" + std::to_string(i), E, pad, rank, false});
  }

  std::ostringstream sig;

  // The body is written first (the output types depend on it), then the
  // signature and the views.
  std::ostringstream views;
  std::vector<std::string> pvTypes;
  if (!pointers)
    for (const Tensor &t : tensors)
      pvTypes.push_back(viewOf(views, t, tile));
  // Pointer mode: element i of the tile is at base + i, or (a gather that
  // reverses the tile) base + T - 1 - i; lanes at or past n are masked off.
  std::string T = std::to_string(tile[0]), ti = "tile<" + T + "xi32>";
  auto pointersOf = [&](const std::string &name, const std::string &type,
                        const std::string &index = "%idx") {
    std::string r = fresh(), b = fresh(), p = fresh();
    std::string pt = "tile<" + T + "xptr<" + type + ">>";
    line("    ", r + " = reshape %" + name + " : tile<ptr<" + type + ">> -> tile<1xptr<" +
                       type + ">>");
    line("    ", b + " = broadcast " + r + " : tile<1xptr<" + type + ">> -> " + pt);
    line("    ", p + " = offset " + b + ", " + index + " : " + pt + ", " + ti + " -> " + pt);
    note("offset");
    return p;
  };
  if (pointers) {
    bool reversed = coin(0.5);
    line("    ", "%ct = constant <i32: " + T + "> : tile<i32>");
    line("    ", "%base = muli %bx, %ct : tile<i32>");
    line("    ", "%base1 = reshape %base : tile<i32> -> tile<1xi32>");
    line("    ", "%baseb = broadcast %base1 : tile<1xi32> -> " + ti);
    line("    ", "%iota = iota : " + ti);
    if (reversed) {
      line("    ", "%last = constant <i32: " + std::to_string(tile[0] - 1) + "> : " + ti);
      line("    ", "%rev = subi %last, %iota : " + ti);
      line("    ", "%idx = addi %baseb, %rev : " + ti);
    } else {
      line("    ", "%idx = addi %baseb, %iota : " + ti);
    }
    line("    ", "%n1 = reshape %n_v : tile<i32> -> tile<1xi32>");
    line("    ", "%nb = broadcast %n1 : tile<1xi32> -> " + ti);
    std::string mi = "tile<" + T + "xi1>";
    // Sometimes also `block start < n`, which every lane shares (a row
    // guard, as the front ends write `row < rows`).
    if (coin(0.5)) {
      line("    ", "%inside = cmpi less_than %idx, %nb, signed : " + ti + " -> " + mi);
      line("    ", "%started = cmpi less_than %baseb, %nb, signed : " + ti + " -> " + mi);
      line("    ", "%mask = andi %started, %inside : " + mi);
    } else {
      line("    ", "%mask = cmpi less_than %idx, %nb, signed : " + ti + " -> " + mi);
    }
    note("iota");
    for (Tensor &t : tensors) {
      std::string p = pointersOf(t.name, t.type), v = fresh();
      std::string pt = "tile<" + T + "xptr<" + t.type + ">>";
      // Without padding the masked-off lanes are undefined; they only ever
      // reach masked-off lanes of the store (no reduction in this mode).
      if (coin(0.5)) {
        allDefined = false;
        line("    ", v + ", " + fresh() + " = load_ptr_tko weak " + p + ", %mask : " + pt +
                           ", tile<" + T + "xi1> -> " + tt(t.type) + ", token");
      } else {
        std::string pad = constant("    ", t.type, (double)(int)pick(3) - 1);
        line("    ", v + ", " + fresh() + " = load_ptr_tko weak " + p + ", %mask, " + pad +
                           " : " + pt + ", tile<" + T + "xi1>, " + tt(t.type) + " -> " +
                           tt(t.type) + ", token");
      }
      pool.push_back(Val{v, t.type, true, false, 8});
    }
    note("load_ptr_tko");
  }

  std::string ind = rowLoop ? "      " : "    ";
  std::string col = rowLoop ? "%j" : "%by";
  std::string index = rank == 1 ? "%bx" : "%bx, " + col;
  std::string tokenIn = rowLoop ? "%tk" : "%tok";
  for (size_t i = 0; i < tensors.size() && !pointers; ++i) {
    std::string n = fresh();
    line(ind, n + ", " + fresh() + " = load_view_tko weak %" + tensors[i].name + "_pv[" +
                  index + "] token = " + tokenIn + " : " + pvTypes[i] +
                  ", tile<i32> -> " + tt(E) + ", token");
    bool special = tensors[i].pad == "nan" || tensors[i].pad == "pos_inf" ||
                   tensors[i].pad == "neg_inf";
    allDefined &= !tensors[i].pad.empty();
    pool.push_back(Val{n, E, true, special, 8});
  }
  if (!pointers)
    note("load_view_tko");
  // A scalar operand, broadcast over the tile.
  {
    std::string r = fresh(), b = fresh();
    std::string one = rank == 1 ? "1" : "1x1";
    line(ind, r + " = reshape %alpha : tile<" + E + "> -> tile<" + one + "x" + E + ">");
    line(ind, b + " = broadcast " + r + " : tile<" + one + "x" + E + "> -> " + tt(E));
    note("broadcast");
    pool.push_back(Val{b, E, true, false, 4});
  }
  unsigned ops = 1 + pick(std::max(1u, opt.maxOps));
  for (unsigned k = 0, tries = 0; k < ops && tries < 8 * ops; ++tries)
    k += emitOp(ind);
  if (opt.loops && !rowLoop && coin(0.25)) {
    // A `loop` that breaks after 1 or 4 trips (from the flag): the carried
    // tile gathers another value each trip, by addition where that stays
    // exact, else by max.
    Val a = pool.back();
    const Val *b = pickOf([&](const Val &v) { return v.type == a.type; });
    std::string ty = tt(a.type), l = fresh(), n = fresh();
    bool add = !isFloat(a.type) ||
               (a.exact && b->exact && a.bound + 4 * b->bound <= exactLimit(a.type));
    std::string op = isFloat(a.type) ? (add ? "addf" : "maxf") : "addi";
    line(ind, "%c3 = constant <i32: 3> : tile<i32>");
    line(ind, "%c1 = constant <i32: 1> : tile<i32>");
    line(ind, "%tr3 = muli %flag_v, %c3 : tile<i32>");
    line(ind, "%trips = addi %tr3, %c1 : tile<i32>");
    line(ind, l + ":2 = loop iter_values(%la = " + a.name + ", %li = %zero_i) : " + ty +
                  ", tile<i32> -> " + ty + ", tile<i32> {");
    line(ind, "  %lc = cmpi less_than %li, %trips, signed : tile<i32> -> tile<i1>");
    line(ind, "  if %lc {");
    line(ind, "  } else {");
    line(ind, "    break %la, %li : " + ty + ", tile<i32>");
    line(ind, "  }");
    line(ind, "  %li2 = addi %li, %c1 : tile<i32>");
    if (coin(0.5)) {
      // Odd trips leave the carried tile as it is, by an early continue.
      line(ind, "  %lodd = andi %li, %c1 : tile<i32>");
      line(ind, "  %lo = cmpi equal %lodd, %c1, signed : tile<i32> -> tile<i1>");
      line(ind, "  if %lo {");
      line(ind, "    continue %la, %li2 : " + ty + ", tile<i32>");
      line(ind, "  }");
      note("continue-in-if");
    }
    line(ind, "  " + n + " = " + op + " %la, " + b->name + " : " + ty);
    line(ind, "  continue " + n + ", %li2 : " + ty + ", tile<i32>");
    line(ind, "}");
    note("loop"), note("break");
    pool.push_back(Val{l + "#0", a.type, a.exact && b->exact, a.special || b->special,
                       add ? a.bound + 4 * b->bound : std::max(a.bound, b->bound)});
  }
  if (branch) {
    // Both branches compute; the scalar picks one.
    Val a = pool.back();
    const Val *b = pickOf([&](const Val &v) { return v.type == a.type; });
    std::string c = fresh(), r = fresh(), x = fresh(), y = fresh();
    std::string ty = tt(a.type);
    line(ind, c + " = cmpi greater_than %flag_v, %zero_i, signed : tile<i32> -> tile<i1>");
    line(ind, r + " = if " + c + " -> (" + ty + ") {");
    line(ind, "  " + x + " = " + (isFloat(a.type) ? "maxf " : "maxi ") + a.name + ", " +
                  b->name + (isFloat(a.type) ? "" : " signed") + " : " + ty);
    line(ind, "  yield " + x + " : " + ty);
    line(ind, "} else {");
    line(ind, "  " + y + " = " + (isFloat(a.type) ? "minf " : "mini ") + a.name + ", " +
                  b->name + (isFloat(a.type) ? "" : " signed") + " : " + ty);
    line(ind, "  yield " + y + " : " + ty);
    line(ind, "}");
    note("if");
    pool.push_back(Val{r, a.type, a.exact && b->exact, a.special || b->special,
                       std::max(a.bound, b->bound)});
  }
  Val out = pool.back();
  Tensor o{"out", out.type, "", rank, true};
  tensors.push_back(o);
  std::string storeTok = fresh();
  if (pointers) {
    std::string p = pointersOf("out", out.type);
    line(ind, storeTok + " = store_ptr_tko weak " + p + ", " + out.name + ", %mask : tile<" +
                  T + "xptr<" + out.type + ">>, " + tt(out.type) + ", tile<" + T +
                  "xi1> -> token");
    note("store_ptr_tko");
    // A histogram of the kept lanes by atomic adds: integer sums do not
    // depend on the order the lanes arrive in (the old values, which do,
    // are not used).
    if (coin(0.4)) {
      const Val *v = pickOf([](const Val &x) { return x.type == "i32"; });
      std::string val = v ? v->name : constant(ind, "i32", 1);
      line(ind, "%c16 = constant <i32: 16> : " + ti);
      line(ind, "%bin = remi %idx, %c16 signed : " + ti);
      std::string ph = pointersOf("hist", "i32", "%bin");
      line(ind, fresh() + ", " + fresh() + " = atomic_rmw_tko relaxed device " + ph +
                    ", add, " + val + ", %mask : tile<" + T + "xptr<i32>>, " + ti +
                    ", tile<" + T + "xi1> -> " + ti + ", token");
      note("atomic_rmw_tko");
      tensors.push_back({"hist", "i32", "", 1, true});
    }
  } else {
    std::string opv = viewOf(views, o, tile);
    line(ind, storeTok + " = store_view_tko weak " + out.name + ", %out_pv[" + index +
                  "] token = " + tokenIn + " : " + tt(out.type) + ", " + opv +
                  ", tile<i32> -> token");
    note("store_view_tko");
  }

  // The reduced value: a sum where it is exact, else a max.
  Val red;
  bool sum = false;
  if (reduceRows)
    withoutNaN(ind, pool.back()); // the reduced value is pool.back()
  std::string body = os.str();
  os.str("");
  std::string rowsType, accName;
  if (reduceRows) {
    red = pool.back();
    sum = red.exact && !red.special && red.bound * tile[1] * 8 < exactLimit(red.type);
  }
  std::string accType = reduceRows ? tt(red.type) : "";
  if (rowLoop) {
    // acc = acc (+|max) value over the column tiles, token carried.
    std::string a2 = fresh();
    std::string comb = isFloat(red.type) ? (sum ? "addf" : "maxf") : (sum ? "addi" : "maxi");
    body += ind + a2 + " = " + comb + " %acc, " + red.name +
            (isFloat(red.type) || !sum ? (isFloat(red.type) ? "" : " signed") : "") + " : " +
            accType + "\n";
    body += ind + "continue " + a2 + ", " + storeTok + " : " + accType + ", token\n";
  }

  std::ostringstream k;
  k << "cuda_tile.module @fuzz {\n";
  for (const Tensor &t : tensors)
    argsOf(sig, t);
  if (pointers)
    sig << ", %n: tile<i32>";
  sig << ", %alpha: tile<" << E << ">, %flag: tile<i32>";
  k << "  entry @kernel(" << sig.str() << ") {\n";
  k << "    %tok = make_token : token\n";
  k << "    %zero_i = constant <i32: 0> : tile<i32>\n";
  k << "    %flag_v = assume bounded<?, ?>, %flag : tile<i32>\n";
  if (pointers)
    k << "    %n_v = assume bounded<0, ?>, %n : tile<i32>\n";
  k << views.str();
  k << "    %bx, %by, %bz = get_tile_block_id : tile<i32>\n";
  std::string rowsOut;
  if (rowLoop) {
    std::string acc0 = isFloat(red.type)
                           ? (sum ? "0.0" : "-inf")
                           : (sum ? "0" : "-2147483648");
    k << "    %one_i = constant <i32: 1> : tile<i32>\n";
    k << "    %ct = constant <i32: " << tile[1] << "> : tile<i32>\n";
    k << "    %ntiles = divi %in0_an1, %ct signed rounding<positive_inf> : tile<i32>\n";
    if (isFloat(red.type))
      k << "    %acc0 = constant <" << red.type << ": " << (sum ? "0.0" : "0xFC00") << "> : "
        << accType << "\n";
    else
      k << "    %acc0 = constant <i32: " << acc0 << "> : " << accType << "\n";
    k << "    %loop:2 = for %j in (%zero_i to %ntiles, step %one_i) : tile<i32> "
         "iter_values(%acc = %acc0, %tk = %tok) -> ("
      << accType << ", token) {\n";
    k << body;
    k << "    }\n";
    note("for");
    accName = "%loop#0";
  } else {
    k << body;
    if (reduceRows)
      accName = red.name;
  }
  if (reduceRows) {
    std::string T = red.type;
    std::string id = isFloat(T) ? (sum ? "0.0 : " + T
                                       : std::string(T == "f16" ? "0xFC00" : "0xFF800000") +
                                             " : " + T)
                                : (sum ? "0 : i32" : "-2147483648 : i32");
    std::string fn = isFloat(T) ? (sum ? "addf" : "maxf") : (sum ? "addi" : "maxi");
    std::string rt = "tile<" + std::to_string(tile[0]) + "x" + T + ">";
    k << "    %rowsum = reduce " << accName << " dim=1 identities=[" << id << "] : " << accType
      << " -> " << rt << "\n";
    k << "    (%re: tile<" << T << ">, %ra: tile<" << T << ">) {\n";
    k << "      %rs = " << fn << " %re, %ra" << (!isFloat(T) && !sum ? " signed" : "")
      << " : tile<" << T << ">\n";
    k << "      yield %rs : tile<" << T << ">\n";
    k << "    }\n";
    note("reduce");
    Tensor rtn{"rows", T, "", 1, true};
    tensors.push_back(rtn);
    views.str("");
    std::string rpv = viewOf(views, rtn, {tile[0]});
    // The view is made where it is used (after the loop), in the body.
    k << views.str();
    k << "    %rt = store_view_tko weak %rowsum, %rows_pv[%bx] token = %tok : " << rt << ", "
      << rpv << ", tile<i32> -> token\n";
    rowsOut = T;
  }
  k << "    return\n  }\n}\n";
  // The signature must list the rows output too: rebuild it.
  std::string text = k.str();
  if (reduceRows) {
    std::string oldSig = sig.str();
    sig.str("");
    for (const Tensor &t : tensors)
      argsOf(sig, t);
    sig << ", %alpha: tile<" << E << ">, %flag: tile<i32>";
    text.replace(text.find(oldSig), oldSig.size(), sig.str());
  }

  // The launch spec.
  std::ostringstream s;
  s << "{\n  \"description\": \"tile-gen seed " << opt.seed << ": " << summary[0] << "\",\n";
  s << "  \"args\": [\n";
  for (const Tensor &t : tensors) {
    s << "    {\"name\": \"" << t.name << "\", \"tensor\": \"" << t.type << "\"";
    if (t.output)
      s << ", \"output\": true" << (t.name == "hist" ? ", \"init\": \"zeros\"" : "");
    else
      s << ", \"init\": \"randint\", \"range\": [-8, 8]";
    s << "},\n";
  }
  if (pointers)
    s << "    {\"name\": \"n\", \"scalar\": \"i32\", \"value\": \"out.shape[0]\"},\n";
  s << "    {\"name\": \"alpha\", \"scalar\": \"" << E << "\"},\n";
  s << "    {\"name\": \"flag\", \"scalar\": \"i32\"}\n  ],\n";
  bool inexact = used.count("exp") || used.count("tanh") || used.count("sin") ||
                 used.count("cos");
  s << "  \"tolerance\": {\"f32\": {\"rtol\": " << (inexact ? "1e-4" : "0")
    << ", \"atol\": " << (inexact ? "1e-4" : "0") << "}, \"f16\": {\"rtol\": 0, \"atol\": 0}},\n";
  s << "  \"configs\": [\n";
  auto shapeOf = [&](const Tensor &t) {
    std::ostringstream a;
    a << "[";
    if (t.name == "rows")
      a << shape[0];
    else if (t.name == "hist")
      a << 16;
    else
      for (int d = 0; d < rank; ++d)
        a << (d ? ", " : "") << shape[d];
    a << "]";
    return a.str();
  };
  for (int cfg = 0; cfg < 2; ++cfg) {
    s << "    {\"name\": \"" << (cfg ? "flag-off" : "flag-on") << "\", \"shapes\": {";
    for (size_t i = 0; i < tensors.size(); ++i)
      s << (i ? ", " : "") << "\"" << tensors[i].name << "\": " << shapeOf(tensors[i]);
    // int: an unsigned product would write -3 as 4294967293 (an f16 infinity).
    int alpha = int(1 + pick(3)) * (coin(0.5) ? -1 : 1);
    s << "}, \"scalars\": {\"alpha\": " << alpha
      << ", \"flag\": " << (cfg ? 0 : 1) << "}, \"grid\": [\"cdiv(out.shape[0], " << tile[0]
      << ")\"";
    if (rank == 2 && !rowLoop)
      s << ", \"cdiv(out.shape[1], " << tile[1] << ")\"";
    s << "]}" << (cfg ? "\n" : ",\n");
  }
  s << "  ]\n}\n";

  GeneratedKernel g;
  g.module = text;
  g.spec = s.str();
  g.summary = summary[0];
  g.opsUsed.assign(used.begin(), used.end());
  return g;
}


// A matrix multiply over K tiles: C[bx, by] = sum_k A[bx, k] B[k, by] (A and
// B each optionally stored transposed and permuted back), through mmaf or mmai with
// one of the operand/accumulator pairs the spec allows, at ragged M, N and K
// (zero padding makes the K edge's products zero), then an elementwise
// epilogue on the accumulator. Inputs are small whole numbers, so every
// partial sum is exact in the accumulator type, whatever order the hardware
// adds in.
GeneratedKernel Gen::runMatmul() {
  struct Pair {
    const char *operand, *acc, *storage; // storage: the tensors' element type
    int range;                           // inputs in [-range, range]
  };
  static const Pair pairs[] = {
      {"f16", "f32", "f16", 8},           {"f16", "f16", "f16", 2},
      {"bf16", "f32", "bf16", 8},         {"f32", "f32", "f32", 8},
      {"tf32", "f32", "f32", 8},          {"f8E4M3FN", "f32", "f8E4M3FN", 8},
      {"f8E5M2", "f16", "f8E5M2", 2},     {"f64", "f64", "f64", 8},
      {"i8", "i32", "i8", 8}};
  const Pair &P = pairs[pick(std::size(pairs))];
  std::string EA = P.operand, EC = P.acc, ES = P.storage;
  int64_t M = int64_t(8) << pick(5), N = int64_t(8) << pick(4), K = int64_t(8) << pick(4);
  bool transB = coin(0.3), transA = coin(0.3);
  rank = 2;
  tile = {M, N};
  tileShape = std::to_string(M) + "x" + std::to_string(N);
  allDefined = true; // padded operands: every accumulator lane is a sum
  auto ragged = [&](int64_t t) { return int64_t(pick(3)) * t + (coin(0.6) ? 1 + pick(t) : t); };
  int64_t Mt = ragged(M), Nt = ragged(N), Kt = ragged(K);
  std::string shapeMK = std::to_string(M) + "x" + std::to_string(K);
  std::string shapeKN = std::to_string(K) + "x" + std::to_string(N);
  std::string shapeNK = std::to_string(N) + "x" + std::to_string(K);
  summary.push_back(std::string(EA == "i8" ? "mmai " : "mmaf ") + EA + "->" + EC + " tile " +
                    tileShape + "x" + std::to_string(K) + (transA ? " transposed-A" : "") +
                    (transB ? " transposed-B" : ""));

  std::ostringstream sig, views;
  auto tensor = [&](const std::string &name, const std::string &type,
                    const std::vector<int64_t> &tshape, bool pad) {
    Tensor t{name, type, pad ? "zero" : "", 2, name == "out"};
    argsOf(sig, t);
    return viewOf(views, t, tshape);
  };
  std::string pa = tensor("a", ES, transA ? std::vector<int64_t>{K, M}
                                                : std::vector<int64_t>{M, K}, true);
  std::string pb = tensor("b", ES, transB ? std::vector<int64_t>{N, K}
                                                : std::vector<int64_t>{K, N}, true);

  std::string ind = "      ";
  std::string tA = "tile<" + shapeMK + "x" + ES + ">", tC = tt(EC);
  if (transA) {
    std::string tKM = "tile<" + std::to_string(K) + "x" + std::to_string(M) + "x" + ES + ">";
    line(ind, "%vat, %ta = load_view_tko weak %a_pv[%k, %bx] token = %tok : " + pa +
                  ", tile<i32> -> " + tKM + ", token");
    line(ind, "%va = permute %vat [1, 0] : " + tKM + " -> " + tA);
    note("permute");
  } else {
    line(ind, "%va, %ta = load_view_tko weak %a_pv[%bx, %k] token = %tok : " + pa +
                  ", tile<i32> -> " + tA + ", token");
  }
  std::string vb = "%vb";
  if (transB) {
    line(ind, "%vbt, %tb = load_view_tko weak %b_pv[%by, %k] token = %tok : " + pb +
                  ", tile<i32> -> tile<" + shapeNK + "x" + ES + ">, token");
    line(ind, "%vb = permute %vbt [1, 0] : tile<" + shapeNK + "x" + ES + "> -> tile<" +
                  shapeKN + "x" + ES + ">");
    note("permute");
  } else {
    line(ind, "%vb, %tb = load_view_tko weak %b_pv[%k, %by] token = %tok : " + pb +
                  ", tile<i32> -> tile<" + shapeKN + "x" + ES + ">, token");
  }
  std::string va = "%va";
  if (EA != ES) { // tf32 operands are converted from f32 tiles
    line(ind, "%va32 = ftof %va : " + tA + " -> tile<" + shapeMK + "x" + EA + ">");
    line(ind, "%vb32 = ftof %vb : tile<" + shapeKN + "x" + ES + "> -> tile<" + shapeKN + "x" +
                  EA + ">");
    va = "%va32", vb = "%vb32";
    note("ftof");
  }
  std::string types = "tile<" + shapeMK + "x" + EA + ">, tile<" + shapeKN + "x" + EA + ">, " + tC;
  if (EA == "i8") {
    const char *sa = coin(0.7) ? "signed" : "unsigned", *sb = coin(0.7) ? "signed" : "unsigned";
    line(ind, "%r = mmai " + va + ", " + vb + ", %acc " + sa + " " + sb + " : " + types);
    note("mmai");
  } else {
    line(ind, "%r = mmaf " + va + ", " + vb + ", %acc : " + types);
    note("mmaf");
  }
  line(ind, "continue %r : " + tC);
  std::string loopBody = os.str();
  os.str("");

  // The epilogue: elementwise ops over the accumulator (and alpha), in the
  // types the expression generator knows.
  std::string E = EC;
  double bound = double(P.range) * P.range * Kt;
  pool.push_back(Val{"%mm", EC, true, false, bound});
  ind = "    ";
  if (EC != "f64") {
    std::string r = fresh(), b = fresh();
    line(ind, r + " = reshape %alpha : tile<" + E + "> -> tile<1x1x" + E + ">");
    line(ind, b + " = broadcast " + r + " : tile<1x1x" + E + "> -> " + tt(E));
    pool.push_back(Val{b, E, true, false, 4});
    unsigned ops = pick(std::max(1u, opt.maxOps / 2) + 1);
    for (unsigned k = 0, tries = 0; k < ops && tries < 8 * ops + 8; ++tries)
      k += emitOp(ind);
  }
  Val out = pool.back();
  std::string po = tensor("out", out.type, tile, false);
  line(ind, "%st = store_view_tko weak " + out.name + ", %out_pv[%bx, %by] token = %tok : " +
                tt(out.type) + ", " + po + ", tile<i32> -> token");
  note("store_view_tko"), note("load_view_tko"), note("for");
  std::string epilogue = os.str();
  os.str("");

  std::ostringstream k;
  k << "cuda_tile.module @fuzz {\n";
  k << "  entry @kernel(" << sig.str() << ", %alpha: tile<" << E << ">, %flag: tile<i32>) {\n";
  k << "    %tok = make_token : token\n";
  k << "    %zero_i = constant <i32: 0> : tile<i32>\n";
  k << "    %flag_v = assume bounded<?, ?>, %flag : tile<i32>\n";
  k << views.str();
  k << "    %bx, %by, %bz = get_tile_block_id : tile<i32>\n";
  k << "    %one_i = constant <i32: 1> : tile<i32>\n";
  k << "    %ck = constant <i32: " << K << "> : tile<i32>\n";
  k << "    %nk = divi %a_an" << (transA ? 0 : 1)
    << ", %ck signed rounding<positive_inf> : tile<i32>\n";
  k << "    %acc0 = constant <" << EC << ": " << (EC == "i32" ? "0" : "0.0") << "> : " << tC
    << "\n";
  k << "    %mm = for %k in (%zero_i to %nk, step %one_i) : tile<i32> iter_values(%acc = %acc0)"
    << " -> (" << tC << ") {\n";
  k << loopBody << "    }\n" << epilogue << "    return\n  }\n}\n";

  auto dims = [](int64_t a, int64_t b) {
    return "[" + std::to_string(a) + ", " + std::to_string(b) + "]";
  };
  bool inexact = used.count("exp") || used.count("tanh") || used.count("sin") ||
                 used.count("cos");
  std::ostringstream s;
  s << "{\n  \"description\": \"tile-gen seed " << opt.seed << ": " << summary[0] << "\",\n";
  s << "  \"args\": [\n";
  for (const char *t : {"a", "b"})
    s << "    {\"name\": \"" << t << "\", \"tensor\": \"" << ES
      << "\", \"init\": \"randint\", \"range\": [" << -P.range << ", " << P.range << "]},\n";
  s << "    {\"name\": \"out\", \"tensor\": \"" << out.type << "\", \"output\": true},\n";
  s << "    {\"name\": \"alpha\", \"scalar\": \"" << E << "\"},\n";
  s << "    {\"name\": \"flag\", \"scalar\": \"i32\"}\n  ],\n";
  s << "  \"tolerance\": {\"f32\": {\"rtol\": " << (inexact ? "1e-4" : "0")
    << ", \"atol\": " << (inexact ? "1e-4" : "0")
    << "}, \"f16\": {\"rtol\": 0, \"atol\": 0}, \"f64\": {\"rtol\": 0, \"atol\": 0}},\n";
  s << "  \"configs\": [\n";
  for (int cfg = 0; cfg < 2; ++cfg) {
    int alpha = int(1 + pick(3)) * (coin(0.5) ? -1 : 1);
    s << "    {\"name\": \"" << (cfg ? "flag-off" : "flag-on") << "\", \"shapes\": {\"a\": "
      << (transA ? dims(Kt, Mt) : dims(Mt, Kt)) << ", \"b\": "
      << (transB ? dims(Nt, Kt) : dims(Kt, Nt))
      << ", \"out\": " << dims(Mt, Nt) << "}, \"scalars\": {\"alpha\": " << alpha
      << ", \"flag\": " << (cfg ? 0 : 1) << "}, \"grid\": [\"cdiv(out.shape[0], " << M
      << ")\", \"cdiv(out.shape[1], " << N << ")\"]}" << (cfg ? "\n" : ",\n");
  }
  s << "  ]\n}\n";

  GeneratedKernel g;
  g.module = k.str();
  g.spec = s.str();
  g.summary = summary[0];
  g.opsUsed.assign(used.begin(), used.end());
  return g;
}

} // namespace

GeneratedKernel mlir::tileir::gen::generateKernel(const GenOptions &options) {
  Gen g(options);
  return g.run();
}
