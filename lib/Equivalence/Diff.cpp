//===- Diff.cpp - normalize two modules and explain their differences -----===//
#include "TileIR/Equivalence/Diff.h"
#include "Facts.h"

#include "TileIR/Dialect/CudaTile/Transforms/Normalize.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::tileir;
using namespace mlir::tileir::equiv;

namespace {

/// A normalized clone of one cuda_tile.module, owned by a builtin module.
struct Normalized {
  OwningOpRef<mlir::ModuleOp> holder;
  SmallVector<EntryOp> entries;
};

FailureOr<Normalized> normalize(Operation *module, llvm::StringRef target) {
  Normalized n;
  n.holder = mlir::ModuleOp::create(module->getLoc());
  n.holder->getBody()->push_back(module->clone());
  PassManager pm(module->getContext(), mlir::ModuleOp::getOperationName());
  NormalizeOptions options;
  options.reorderAbi = true;
  options.target = target.str();
  buildNormalizePipeline(pm, options);
  if (failed(pm.run(*n.holder)))
    return failure();
  n.holder->walk([&](EntryOp e) { n.entries.push_back(e); });
  return n;
}

/// The entry's body as text, with names and the ABI record left out.
std::string canonicalText(EntryOp entry) {
  EntryOp copy = llvm::cast<EntryOp>(entry->clone());
  copy.setSymName("kernel");
  copy->removeAttr("tileir.abi");
  std::string s;
  llvm::raw_string_ostream os(s);
  copy->print(os, OpPrintingFlags().useLocalScope());
  copy->erase();
  return s;
}

class Comparer {
public:
  Comparer(DiffReport &report) : report(report) {}

  void add(bool fail, llvm::StringRef category, const std::string &message,
           Operation *port, Operation *ref) {
    report.reasons.push_back({fail, category.str(), message,
                              port ? locationOf(port) : "",
                              ref ? locationOf(ref) : ""});
  }

  void compare(const EntryFacts &p, const EntryFacts &r);

private:
  void compareCounts(const EntryFacts &p, const EntryFacts &r);
  void compareKeyed(llvm::StringRef category, llvm::StringRef what,
                    const std::vector<Keyed> &p, const std::vector<Keyed> &r,
                    bool extraFails, bool missingFails, bool ordered);
  void compareMemory(const EntryFacts &p, const EntryFacts &r);
  void compareParams(const EntryFacts &p, const EntryFacts &r);
  void compareOps(const EntryFacts &p, const EntryFacts &r);

  DiffReport &report;
};

static Operation *firstOr(const std::map<std::string, std::vector<Operation *>> &m,
                          const std::string &k) {
  auto it = m.find(k);
  return it == m.end() || it->second.empty() ? nullptr : it->second.front();
}

void Comparer::compareCounts(const EntryFacts &p, const EntryFacts &r) {
  std::set<std::string> names;
  for (auto &[k, v] : p.ops)
    names.insert(k);
  for (auto &[k, v] : r.ops)
    names.insert(k);
  int arithP = 0, arithR = 0;
  std::string arithDetail;
  for (const std::string &name : names) {
    auto pi = p.ops.find(name), ri = r.ops.find(name);
    size_t pc = pi == p.ops.end() ? 0 : pi->second.size();
    size_t rc = ri == r.ops.end() ? 0 : ri->second.size();
    if (isArithmeticOp(name)) {
      arithP += pc;
      arithR += rc;
      if (pc != rc)
        arithDetail += " " + name + " " + std::to_string(pc) + " vs " +
                       std::to_string(rc) + ";";
    }
    if (pc == rc || !isCriticalOp(name))
      continue;
    std::string why;
    if (name == "fma") {
      // Contraction: one side fuses a*b+c, the other rounds twice.
      auto count = [](const EntryFacts &f, const char *n) {
        auto it = f.ops.find(n);
        return it == f.ops.end() ? size_t(0) : it->second.size();
      };
      bool portSplits = pc < rc && count(p, "mulf") >= count(r, "mulf") + (rc - pc);
      bool refSplits = pc > rc && count(r, "mulf") >= count(p, "mulf") + (pc - rc);
      if (portSplits || refSplits)
        why = std::string(" (FMA contraction: the ") +
              (portSplits ? "reference" : "port") +
              " fuses a multiply and an add that the " +
              (portSplits ? "port" : "reference") +
              " rounds separately as mulf + addf)";
    }
    add(true, "op-count",
        "'" + name + "' appears " + std::to_string(pc) +
            " times in the port, " + std::to_string(rc) +
            " in the reference" + why,
        firstOr(p.ops, name), firstOr(r.ops, name));
  }
  if (arithP != arithR) {
    bool fail = std::abs(arithP - arithR) > 2;
    add(fail, "arith-count",
        "arithmetic ops: " + std::to_string(arithP) + " in the port, " +
            std::to_string(arithR) + " in the reference (" +
            (fail ? "beyond" : "within") + " +-2):" + arithDetail,
        nullptr, nullptr);
  } else if (!arithDetail.empty()) {
    add(false, "arith-mix",
        "same number of arithmetic ops, different kinds:" + arithDetail,
        nullptr, nullptr);
  }
  for (const std::string &s : r.tileShapes)
    if (!p.tileShapes.count(s))
      add(true, "tile-shape",
          "tile shape " + s + " of the reference is missing in the port",
          nullptr, r.tileShapeWitness.at(s));
  for (const std::string &s : p.tileShapes)
    if (!r.tileShapes.count(s))
      add(true, "tile-shape",
          "tile shape " + s + " of the port is not in the reference",
          p.tileShapeWitness.at(s), nullptr);
}

void Comparer::compareKeyed(llvm::StringRef category, llvm::StringRef what,
                            const std::vector<Keyed> &p,
                            const std::vector<Keyed> &r, bool extraFails,
                            bool missingFails, bool ordered) {
  if (ordered && p.size() == r.size()) {
    for (size_t i = 0; i < p.size(); ++i)
      if (p[i].key != r[i].key)
        add(true, category,
            what.str() + " #" + std::to_string(i) + " differs: port '" +
                p[i].key + "', reference '" + r[i].key + "'",
            p[i].op, r[i].op);
    return;
  }
  std::multiset<std::string> pk, rk;
  for (const Keyed &k : p)
    pk.insert(k.key);
  for (const Keyed &k : r)
    rk.insert(k.key);
  for (const Keyed &k : r)
    if (pk.count(k.key) < rk.count(k.key)) {
      add(missingFails, category,
          what.str() + " '" + k.key + "' of the reference is missing in the port",
          nullptr, k.op);
      pk.insert(k.key);
    }
  for (const Keyed &k : p)
    if (rk.count(k.key) < pk.count(k.key)) {
      add(extraFails, category,
          what.str() + " '" + k.key + "' of the port is not in the reference",
          k.op, nullptr);
      rk.insert(k.key);
    }
}

void Comparer::compareMemory(const EntryFacts &p, const EntryFacts &r) {
  if (p.memory.size() != r.memory.size())
    return; // already a counted failure
  for (size_t i = 0; i < p.memory.size(); ++i) {
    const MemoryAccess &a = p.memory[i], &b = r.memory[i];
    std::string which = "'" + a.kind + "' #" + std::to_string(i);
    if (a.kind != b.kind) {
      add(true, "memory", which + " is '" + b.kind + "' in the reference",
          a.op, b.op);
      continue;
    }
    if (b.mask && !a.mask)
      add(true, "mask", which + " has no mask; the reference masks it", a.op,
          b.op);
    else if (a.mask && !b.mask)
      add(false, "mask", which + " is masked; the reference is not", a.op, b.op);
    if (b.padding && !a.padding)
      add(true, "padding",
          which + " has no padding; the reference pads with " + b.paddingValue,
          a.op, b.op);
    else if (a.padding && !b.padding)
      add(false, "padding",
          which + " pads with " + a.paddingValue +
              " where the reference leaves out-of-bounds lanes undetermined "
              "(a refinement)",
          a.op, b.op);
    else if (a.padding && a.paddingValue != b.paddingValue)
      add(true, "padding",
          which + " pads with " + a.paddingValue + ", the reference with " +
              b.paddingValue,
          a.op, b.op);
  }
}

void Comparer::compareParams(const EntryFacts &p, const EntryFacts &r) {
  size_t pScalars = llvm::count_if(p.params, [](const std::string &s) {
    return llvm::StringRef(s).contains("scalar");
  });
  size_t rScalars = llvm::count_if(r.params, [](const std::string &s) {
    return llvm::StringRef(s).contains("scalar");
  });
  size_t pTensors = p.params.size() - pScalars, rTensors = r.params.size() - rScalars;
  if (pTensors != rTensors)
    add(true, "abi",
        "the port takes " + std::to_string(pTensors) + " tensor(s) and " +
            std::to_string(pScalars) + " scalar(s), the reference " +
            std::to_string(rTensors) + " and " + std::to_string(rScalars) +
            " (a tensor passed as a raw pointer with separate scalars, or a "
            "view built from other arguments)",
        p.entry, r.entry);
  else if (pScalars > rScalars)
    add(true, "runtime-argument",
        std::to_string(pScalars - rScalars) +
            " scalar parameter(s) of the port are constants in the "
            "reference (a constant turned into a runtime argument)",
        p.entry, r.entry);
  else if (pScalars < rScalars)
    add(true, "runtime-argument",
        std::to_string(rScalars - pScalars) +
            " scalar parameter(s) of the reference are constants in the port",
        p.entry, r.entry);
  else if (p.params != r.params)
    add(true, "abi", "the used parameters differ in kind or rank", p.entry,
        r.entry);
  // A static extent or stride of the reference must not become dynamic.
  if (p.tensorViews.size() == r.tensorViews.size())
    for (size_t i = 0; i < p.tensorViews.size(); ++i)
      if (p.tensorViews[i].key != r.tensorViews[i].key)
        add(true, "runtime-argument",
            "tensor view #" + std::to_string(i) + " is " + p.tensorViews[i].key +
                " in the port, " + r.tensorViews[i].key +
                " in the reference (static extents differ)",
            p.tensorViews[i].op, r.tensorViews[i].op);
}

/// Op-by-op comparison in body order; differences here are notes, since
/// everything the gate forbids was checked above.
void Comparer::compareOps(const EntryFacts &p, const EntryFacts &r) {
  SmallVector<Operation *> po, ro;
  p.entry->walk([&](Operation *op) {
    if (op != p.entry)
      po.push_back(op);
  });
  r.entry->walk([&](Operation *op) {
    if (op != r.entry)
      ro.push_back(op);
  });
  auto describe = [](Operation *op) {
    llvm::StringRef name = op->getName().getStringRef();
    name.consume_front("cuda_tile.");
    std::string s = name.str();
    llvm::raw_string_ostream os(s);
    for (NamedAttribute a : op->getAttrs()) {
      if (a.getName().strref() == "operandSegmentSizes")
        continue;
      os << " " << a.getName().strref() << "=";
      a.getValue().print(os);
    }
    for (auto [k, t] : llvm::enumerate(op->getResultTypes())) {
      os << (k ? ", " : " -> ");
      t.print(os);
    }
    return s;
  };
  // Align the two bodies on their op descriptions (longest common
  // subsequence), so one extra op is one note, not a cascade of shifted ones.
  std::vector<std::string> pd, rd;
  for (Operation *op : po)
    pd.push_back(describe(op));
  for (Operation *op : ro)
    rd.push_back(describe(op));
  size_t np = pd.size(), nr = rd.size();
  std::vector<std::vector<unsigned>> lcs(np + 1, std::vector<unsigned>(nr + 1));
  for (size_t i = np; i-- > 0;)
    for (size_t j = nr; j-- > 0;)
      lcs[i][j] = pd[i] == rd[j] ? lcs[i + 1][j + 1] + 1
                                 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
  llvm::DenseMap<Operation *, Operation *> match; // port op -> reference op
  llvm::DenseSet<Operation *> refMatched;
  struct Stretch { size_t i0, i1, j0, j1; };
  std::vector<Stretch> stretches;
  std::vector<std::pair<size_t, size_t>> pairs;
  for (size_t i = 0, j = 0; i < np || j < nr;) {
    if (i < np && j < nr && pd[i] == rd[j] && lcs[i][j] == lcs[i + 1][j + 1] + 1) {
      match[po[i]] = ro[j];
      refMatched.insert(ro[j]);
      pairs.push_back({i, j});
      ++i, ++j;
      continue;
    }
    Stretch st{i, i, j, j};
    while (i < np || j < nr) {
      if (i < np && j < nr && pd[i] == rd[j] &&
          lcs[i][j] == lcs[i + 1][j + 1] + 1)
        break;
      if (j >= nr || (i < np && lcs[i + 1][j] >= lcs[i][j + 1]))
        ++i;
      else
        ++j;
    }
    st.i1 = i, st.j1 = j;
    stretches.push_back(st);
  }
  unsigned notes = 0;
  const unsigned maxNotes = 8;
  auto names = [](const std::vector<std::string> &d, size_t a, size_t b) {
    std::string s;
    for (size_t k = a; k < b && k < a + 2; ++k)
      s += (k > a ? "; " : "") + d[k];
    if (b - a > 2)
      s += "; ... (" + std::to_string(b - a) + " ops)";
    return s.empty() ? std::string("nothing") : s;
  };
  for (const Stretch &st : stretches) {
    if (notes >= maxNotes)
      break;
    // One constant for another of the same type: a changed number, which
    // changes what the kernel computes.
    if (st.i1 == st.i0 + 1 && st.j1 == st.j0 + 1 &&
        isa<ConstantOp>(po[st.i0]) && isa<ConstantOp>(ro[st.j0]) &&
        po[st.i0]->getResultTypes() == ro[st.j0]->getResultTypes()) {
      auto value = [](Operation *op) {
        std::string v;
        llvm::raw_string_ostream os(v);
        cast<ConstantOp>(op).getValue().print(os);
        return v;
      };
      add(true, "constant",
          "constant " + value(po[st.i0]) + " in the port where the reference has " +
              value(ro[st.j0]),
          po[st.i0], ro[st.j0]);
      ++notes;
      continue;
    }
    add(false, "op",
        "the port has '" + names(pd, st.i0, st.i1) +
            "' where the reference has '" + names(rd, st.j0, st.j1) + "'",
        st.i1 > st.i0 ? po[st.i0] : nullptr,
        st.j1 > st.j0 ? ro[st.j0] : nullptr);
    ++notes;
  }
  // Matched ops must read matched values.
  auto sameValue = [&](Value a, Value b) {
    auto aa = llvm::dyn_cast<BlockArgument>(a);
    auto ba = llvm::dyn_cast<BlockArgument>(b);
    if (aa || ba) {
      if (!aa || !ba || aa.getArgNumber() != ba.getArgNumber())
        return false;
      Operation *ao = aa.getOwner()->getParentOp();
      Operation *bo = ba.getOwner()->getParentOp();
      return ao == p.entry ? bo == r.entry : match.lookup(ao) == bo;
    }
    auto ar = llvm::cast<OpResult>(a), br = llvm::cast<OpResult>(b);
    return ar.getResultNumber() == br.getResultNumber() &&
           match.lookup(ar.getOwner()) == br.getOwner();
  };
  // Ops whose operand order does not matter; any other op given the same
  // operands in another order computes something else.
  auto commutative = [](Operation *op) {
    return isa<AddFOp, MulFOp, AddIOp, MulIOp, AndIOp, OrIOp, XOrIOp, MaxFOp,
               MinFOp, MaxIOp, MinIOp>(op);
  };
  std::map<std::string, unsigned> ordinal;
  for (auto [i, j] : pairs) {
    if (notes >= maxNotes)
      break;
    Operation *a = po[i], *b = ro[j];
    unsigned nth = ordinal[a->getName().getStringRef().str()]++;
    unsigned n = a->getNumOperands();
    bool inOrder = n == b->getNumOperands(), permuted = inOrder;
    for (unsigned k = 0; k < n && permuted; ++k) {
      inOrder &= sameValue(a->getOperand(k), b->getOperand(k));
      permuted = llvm::any_of(b->getOperands(), [&](Value v) {
        return sameValue(a->getOperand(k), v);
      });
    }
    if (!inOrder && permuted) {
      if (!commutative(a)) {
        llvm::StringRef name = a->getName().getStringRef();
        name.consume_front("cuda_tile.");
        add(true, "operands",
            "'" + name.str() + "' #" + std::to_string(nth) +
                " takes its operands in another order than the reference's",
            a, b);
        ++notes;
      }
      continue;
    }
    for (unsigned k = 0; k < a->getNumOperands() && k < b->getNumOperands(); ++k) {
      if (sameValue(a->getOperand(k), b->getOperand(k)))
        continue;
      // Both producers unmatched: their difference is a stretch noted above.
      Operation *da = a->getOperand(k).getDefiningOp();
      Operation *db = b->getOperand(k).getDefiningOp();
      if (da && db && !match.count(da) && !refMatched.count(db))
        continue;
      auto what = [](Value v) {
        if (Operation *d = v.getDefiningOp()) {
          std::string s = d->getName().getStringRef().str();
          if (auto res = llvm::dyn_cast<OpResult>(v); res && d->getNumResults() > 1)
            s += " result " + std::to_string(res.getResultNumber());
          return s;
        }
        return "block argument " +
               std::to_string(llvm::cast<BlockArgument>(v).getArgNumber());
      };
      add(false, "operand",
          "operand " + std::to_string(k) + " of '" +
              a->getName().getStringRef().str() + "' is " +
              what(a->getOperand(k)) + " in the port, " +
              what(b->getOperand(k)) + " in the reference",
          a, b);
      ++notes;
      break;
    }
  }
  if (po.size() != ro.size())
    add(false, "op", "the port has " + std::to_string(po.size()) +
                         " ops after normalization, the reference " +
                         std::to_string(ro.size()),
        nullptr, nullptr);
}

void Comparer::compare(const EntryFacts &p, const EntryFacts &r) {
  compareCounts(p, r);
  compareKeyed("reduce", "reduction", p.reductions, r.reductions, true, true,
               true);
  compareMemory(p, r);
  compareKeyed("mma", "mma", p.mma, r.mma, true, true, true);
  compareKeyed("hints", "hint", p.hints, r.hints, true, true, false);
  compareKeyed("assume-div-by", "divisibility assume", p.divBy, r.divBy,
               /*extraFails=*/false, /*missingFails=*/true, false);
  compareKeyed("assume", "assume", p.otherAssumes, r.otherAssumes, false,
               false, false);
  compareKeyed("rounding", "rounding/flush-to-zero", p.rounding, r.rounding,
               true, true, false);
  compareParams(p, r);
  compareOps(p, r);
}

} // namespace

/// Normalization's recorded caveats (`tileir.note`), as notes of the
/// report; the attributes go, so the texts compare without them.
static void takeNotes(Normalized &n, bool isPort, Comparer &cmp) {
  for (EntryOp e : n.entries)
    e.walk([&](Operation *op) {
      auto note = op->getAttrOfType<StringAttr>("tileir.note");
      if (!note)
        return;
      cmp.add(false, "normalized",
              std::string(isPort ? "port" : "reference") + ": " +
                  note.getValue().str(),
              isPort ? op : nullptr, isPort ? nullptr : op);
      op->removeAttr("tileir.note");
    });
}

FailureOr<DiffReport> mlir::tileir::diffModules(Operation *port,
                                                Operation *reference,
                                                llvm::StringRef target) {
  FailureOr<Normalized> p = normalize(port, target),
                        r = normalize(reference, target);
  if (failed(p) || failed(r))
    return failure();
  DiffReport report;
  report.portName = locationOf(port);
  report.referenceName = locationOf(reference);
  Comparer cmp(report);
  takeNotes(*p, true, cmp);
  takeNotes(*r, false, cmp);
  if (p->entries.size() != r->entries.size()) {
    cmp.add(true, "entries",
            "the port has " + std::to_string(p->entries.size()) +
                " entries, the reference " +
                std::to_string(r->entries.size()),
            port, reference);
  }
  for (size_t i = 0; i < std::min(p->entries.size(), r->entries.size()); ++i) {
    if (canonicalText(p->entries[i]) == canonicalText(r->entries[i]))
      continue;
    size_t before = report.reasons.size();
    cmp.compare(collectFacts(p->entries[i]), collectFacts(r->entries[i]));
    if (report.reasons.size() == before)
      cmp.add(false, "text",
              "canonical texts differ only in ways the comparison does not "
              "classify",
              p->entries[i], r->entries[i]);
  }
  report.verdict = DiffVerdict::Pass;
  for (const DiffReason &reason : report.reasons) {
    if (reason.fail) {
      report.verdict = DiffVerdict::Fail;
      break;
    }
    report.verdict = DiffVerdict::PassWithNotes;
  }
  return report;
}
