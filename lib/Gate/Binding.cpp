//===- Binding.cpp - a launch spec bound to one kernel's arguments --------===//
#include "Binding.h"

#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "TileIR/Dialect/CudaTile/Transforms/LaunchAbi.h"
#include "TileIR/Dialect/CudaTile/Transforms/Normalize.h"
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h"
#include "TileIR/Interpreter/Memory.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringExtras.h"

#include <cmath>
#include <random>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::gate;
using llvm::StringRef;

FailureOr<Operation *> gate::findEntry(Operation *module, StringRef name,
                                       std::string &error) {
  SmallVector<cuda_tile::EntryOp> entries;
  module->walk([&](cuda_tile::EntryOp e) { entries.push_back(e); });
  std::vector<std::string> names;
  for (cuda_tile::EntryOp e : entries) {
    if (e.getSymName() == name)
      return e.getOperation();
    names.push_back("@" + e.getSymName().str());
  }
  if (name.empty() && entries.size() == 1)
    return entries.front().getOperation();
  if (name.empty())
    error = entries.empty() ? "the module has no entry"
                            : "the module has several entries (" +
                                  llvm::join(names, ", ") +
                                  "): name one in the spec's \"entry\"";
  else
    error = "no entry @" + name.str() +
            (names.empty() ? "" : " (the module has " + llvm::join(names, ", ") + ")");
  return failure();
}

namespace {

/// One parameter of `tileir.abi`: a tensor group or a single scalar.
using Group = AbiParam;

/// The entry's parameter groups after running `pm` on a clone of its module.
FailureOr<std::vector<Group>> groupsAfter(Operation *module, StringRef entryName,
                                          bool normalized, std::string &error) {
  OwningOpRef<ModuleOp> holder = ModuleOp::create(module->getLoc());
  holder->getBody()->push_back(module->clone());
  PassManager pm(module->getContext(), ModuleOp::getOperationName());
  if (normalized)
    buildNormalizePipeline(pm, NormalizeOptions{/*reorderAbi=*/true});
  else
    pm.addPass(createTileNormalizeAbi(TileNormalizeAbiOptions{false}));
  // The diagnostics of a failing normalization are the structural gate's to
  // report; here it only means the order cannot be derived.
  ScopedDiagnosticHandler quiet(module->getContext(),
                                [](Diagnostic &) { return success(); });
  if (failed(pm.run(*holder))) {
    error = "tile-normalize failed on the kernel";
    return failure();
  }
  std::vector<Group> groups;
  bool found = false;
  holder->walk([&](cuda_tile::EntryOp e) {
    if (e.getSymName() != entryName)
      return;
    found = true;
    FailureOr<SmallVector<AbiParam>> abi = readLaunchAbi(e);
    if (succeeded(abi))
      groups.assign(abi->begin(), abi->end());
  });
  if (!found) {
    error = "entry @" + entryName.str() + " vanished in normalization";
    return failure();
  }
  return groups;
}

Type argElementType(Operation *entry, unsigned i) {
  Type t = entry->getRegion(0).front().getArgument(i).getType();
  if (auto tile = llvm::dyn_cast<cuda_tile::TileType>(t))
    return tile.getElementType();
  return t;
}

std::string describeGroup(Operation *entry, const Group &g, size_t index) {
  std::string s = "parameter " + std::to_string(index) + " (argument";
  if (g.args.size() == 1) {
    s += " " + std::to_string(g.args[0]) + ", ";
    llvm::raw_string_ostream os(s);
    os << argElementType(entry, g.args[0]);
    return s + ")";
  }
  return s + "s " + std::to_string(g.args.front()) + "-" +
         std::to_string(g.args.back()) + ", a rank-" + std::to_string(g.rank) +
         " tensor)";
}

/// Slots of one group bound to `item` (a tensor name or an expression).
LogicalResult bindGroup(Operation *entry, const Group &g, size_t index,
                        const std::string &item, const LaunchSpec &spec,
                        const std::map<std::string, size_t> &ranks,
                        std::vector<Slot> &slots, std::string &error) {
  const SpecArg *named = spec.find(item);
  bool isTensor = named && named->tensor;
  auto type = [&](unsigned k) { return argElementType(entry, g.args[k]); };
  if (g.tensor) {
    if (!isTensor) {
      error = describeGroup(entry, g, index) + " is bound to '" + item +
              "', which is not a tensor argument";
      return failure();
    }
    auto r = ranks.find(item);
    if (r != ranks.end() && r->second != g.rank) {
      error = describeGroup(entry, g, index) + " is bound to '" + item +
              "', whose shapes have rank " + std::to_string(r->second);
      return failure();
    }
    for (size_t k = 0; k < g.args.size(); ++k) {
      Slot s;
      s.type = type(k);
      s.tensor = item;
      // The pointer, every dim's extent, every dim's stride, then (cutile-rs
      // outputs) unused partition extents and strides.
      if (k == 0)
        s.kind = Slot::Pointer;
      else if (k <= g.rank)
        s.kind = Slot::Shape, s.dim = k - 1;
      else if (k <= 2 * g.rank)
        s.kind = Slot::Stride, s.dim = k - 1 - g.rank;
      else
        s.kind = Slot::Zero; // cutile-rs's unused partition shapes/strides
      slots[g.args[k]] = s;
    }
    return success();
  }
  Slot s;
  s.type = type(0);
  bool pointer = llvm::isa<cuda_tile::PointerType>(s.type);
  if (pointer != isTensor) {
    error = describeGroup(entry, g, index) + " is bound to '" + item + "', " +
            (pointer ? "which is not a tensor argument"
                     : "a tensor, where the kernel takes a scalar");
    return failure();
  }
  if (pointer) {
    s.kind = Slot::Pointer;
    s.tensor = item;
  } else {
    s.kind = Slot::Expr;
    s.expr = item;
  }
  slots[g.args[0]] = s;
  return success();
}

LogicalResult bindList(Operation *entry, const std::vector<Group> &groups,
                       const std::vector<std::string> &items, StringRef role,
                       const LaunchSpec &spec, KernelBinding &out,
                       std::string &error) {
  std::map<std::string, size_t> ranks;
  if (!spec.configs.empty())
    for (auto &[name, shape] : spec.configs.front().shapes)
      ranks[name] = shape.size();
  if (items.size() != groups.size()) {
    std::string list;
    for (size_t i = 0; i < groups.size(); ++i)
      list += (i ? "; " : " ") + describeGroup(entry, groups[i], i);
    error = "the " + role.str() + " takes " + std::to_string(groups.size()) +
            " parameters and the spec binds " + std::to_string(items.size()) +
            " (give \"" + role.str() + "_args\"):" + list;
    return failure();
  }
  out.slots.assign(entry->getRegion(0).front().getNumArguments(), Slot());
  for (size_t i = 0; i < groups.size(); ++i)
    if (failed(bindGroup(entry, groups[i], i, items[i], spec, ranks, out.slots,
                         error))) {
      error = "the " + role.str() + "'s " + error;
      return failure();
    }
  for (size_t k = 0; k < out.slots.size(); ++k)
    if (!out.slots[k].type)
      out.slots[k].type = argElementType(entry, k);
  return success();
}

} // namespace

LogicalResult gate::bindKernels(Operation *portModule, Operation *referenceModule,
                                const LaunchSpec &spec, KernelBinding &port,
                                KernelBinding &reference, std::string &error) {
  for (auto [module, binding, name, role] :
       {std::tuple{referenceModule, &reference, &spec.referenceEntry, "reference"},
        std::tuple{portModule, &port, &spec.portEntry, "port"}}) {
    auto entry = findEntry(module, *name, error);
    if (failed(entry)) {
      error = std::string("the ") + role + ": " + error;
      return failure();
    }
    binding->entry = *entry;
    binding->entryName =
        llvm::cast<cuda_tile::EntryOp>(*entry).getSymName().str();
  }
  auto refGroups = groupsAfter(referenceModule, reference.entryName, false, error);
  auto portGroups = groupsAfter(portModule, port.entryName, false, error);
  if (failed(refGroups) || failed(portGroups))
    return failure();

  std::vector<std::string> refItems;
  if (spec.referenceArgs)
    refItems = *spec.referenceArgs;
  else
    for (const SpecArg &a : spec.args)
      refItems.push_back(a.name);
  if (failed(bindList(reference.entry, *refGroups, refItems, "reference", spec,
                      reference, error)))
    return failure();
  if (spec.portArgs)
    return bindList(port.entry, *portGroups, *spec.portArgs, "port", spec, port,
                    error);
  // The same signature (a kernel against a rewrite of itself): the same
  // binding, argument for argument, whatever the port's body now shows.
  auto argTypes = [](Operation *e) {
    return e->getRegion(0).front().getArgumentTypes();
  };
  if (llvm::equal(argTypes(port.entry), argTypes(reference.entry)))
    return bindList(port.entry, *refGroups, refItems, "port", spec, port, error);

  // No port_args: both kernels, normalized with reordered parameters, take
  // the same parameters in the same order when they meet; carry each
  // reference item across that order.
  auto refNorm = groupsAfter(referenceModule, reference.entryName, true, error);
  auto portNorm = groupsAfter(portModule, port.entryName, true, error);
  if (failed(refNorm) || failed(portNorm))
    return failure();
  if (refNorm->size() != portNorm->size()) {
    error = "the port uses " + std::to_string(portNorm->size()) +
            " parameters and the reference " + std::to_string(refNorm->size()) +
            " after normalization, so the spec cannot carry the reference's "
            "arguments over: give \"port_args\"";
    return failure();
  }
  auto groupOf = [](const std::vector<Group> &groups, int64_t firstArg) {
    for (size_t i = 0; i < groups.size(); ++i)
      if (groups[i].args.front() == firstArg)
        return (int)i;
    return -1;
  };
  std::vector<std::string> portItems(portGroups->size());
  std::vector<bool> bound(portGroups->size(), false);
  for (size_t i = 0; i < refNorm->size(); ++i) {
    int r = groupOf(*refGroups, (*refNorm)[i].args.front());
    int p = groupOf(*portGroups, (*portNorm)[i].args.front());
    if (r < 0 || p < 0 || (*refNorm)[i].tensor != (*portNorm)[i].tensor) {
      error = "normalized parameter " + std::to_string(i) +
              " is a tensor in one kernel and a scalar in the other: give "
              "\"port_args\"";
      return failure();
    }
    portItems[p] = refItems[r];
    bound[p] = true;
  }
  // Parameters the normalized port never reads: any value of their kind.
  std::string anyTensor;
  for (const SpecArg &a : spec.args)
    if (a.tensor && anyTensor.empty())
      anyTensor = a.name;
  for (size_t p = 0; p < portItems.size(); ++p)
    if (!bound[p]) {
      const Group &g = (*portGroups)[p];
      bool pointer = g.tensor || llvm::isa<cuda_tile::PointerType>(
                                     argElementType(port.entry, g.args[0]));
      portItems[p] = pointer ? anyTensor : "0";
    }
  return bindList(port.entry, *portGroups, portItems, "port", spec, port, error);
}

//===----------------------------------------------------------------------===//
// Instances
//===----------------------------------------------------------------------===//

unsigned gate::dtypeBytes(StringRef d) {
  using interp::Elem;
  for (int k = 0; k <= (int)Elem::F4E2M1FN; ++k)
    if (interp::elemName((Elem)k) == d)
      return interp::storageBytes((Elem)k);
  return 0;
}

static bool elemOfDtype(StringRef d, interp::Elem &e) {
  for (int k = 0; k <= (int)interp::Elem::F4E2M1FN; ++k)
    if (interp::elemName((interp::Elem)k) == d) {
      e = (interp::Elem)k;
      return true;
    }
  return false;
}

const Instance::Tensor *Instance::find(StringRef name) const {
  for (const Tensor &t : tensors)
    if (t.arg->name == name)
      return &t;
  return nullptr;
}

Scope Instance::scope() const {
  Scope s;
  s.dimension = [this](StringRef name, bool shape,
                       unsigned dim) -> std::optional<int64_t> {
    const Tensor *t = find(name);
    if (!t || dim >= t->shape.size())
      return std::nullopt;
    return shape ? t->shape[dim] : t->strides[dim];
  };
  // Scalars may use tensor extents and other scalars; a cycle ends at the
  // depth bound as an unknown name.
  s.scalar = [this](StringRef name) -> std::optional<Number> {
    const SpecArg *a = spec->find(name);
    if (!a || a->tensor || depth > 16)
      return std::nullopt;
    auto it = config->scalars.find(a->name);
    std::string expr = it != config->scalars.end() ? it->second : a->value;
    ++depth;
    auto v = evaluate(expr, scope());
    --depth;
    if (!v) {
      llvm::consumeError(v.takeError());
      return std::nullopt;
    }
    Number n = *v;
    bool isFloat = a->dtype[0] == 'f' || a->dtype == "bf16" || a->dtype == "tf32";
    if (isFloat && !n.isFloat)
      n = Number{true, 0, (double)n.i};
    else if (!isFloat && n.isFloat)
      return std::nullopt;
    return n;
  };
  return s;
}

FailureOr<Instance> gate::instantiate(const LaunchSpec &spec, size_t index,
                                      std::string &error) {
  Instance inst;
  inst.spec = &spec;
  inst.config = &spec.configs[index];
  const SpecConfig &c = *inst.config;
  // The same spec gives the same bytes: one generator per tensor, seeded by
  // the spec's seed, the configuration and the tensor's position.
  size_t tensorIndex = 0;
  for (const SpecArg &a : spec.args) {
    if (!a.tensor)
      continue;
    Instance::Tensor t;
    t.arg = &a;
    t.shape = c.shapes.at(a.name);
    auto st = c.strides.find(a.name);
    if (st != c.strides.end()) {
      t.strides = st->second;
    } else {
      t.strides.assign(t.shape.size(), 1);
      for (int d = (int)t.shape.size() - 2; d >= 0; --d)
        t.strides[d] = t.strides[d + 1] * t.shape[d + 1];
    }
    t.storage = 1;
    for (size_t d = 0; d < t.shape.size(); ++d) {
      if (t.shape[d] == 0) {
        t.storage = 0;
        break;
      }
      t.storage += (t.shape[d] - 1) * t.strides[d];
    }
    interp::Elem e;
    if (!elemOfDtype(a.dtype, e)) {
      error = "tensor '" + a.name + "': dtype " + a.dtype + " has no storage";
      return failure();
    }
    unsigned esz = interp::storageBytes(e);
    t.bytes.assign(t.storage * esz, 0);
    std::mt19937_64 rng(spec.seed * 0x9E3779B97F4A7C15ull + index * 1000003 +
                        tensorIndex++);
    interp::Tile one;
    one.elem = e;
    one.shape = {1};
    one.f.assign(1, 0);
    one.d.assign(1, 0);
    one.i.assign(1, 0);
    bool isFloat = interp::isFloatElem(e);
    for (int64_t k = 0; k < t.storage; ++k) {
      uint8_t *p = t.bytes.data() + k * esz;
      if (a.init == "poison") {
        if (isFloat)
          one.setFromDouble(0, NAN), interp::storeElem(one, 0, p);
        else
          std::fill(p, p + esz, 0xA5);
        continue;
      }
      double v = a.init == "iota" ? (double)k : a.init == "full" ? a.fill : 0;
      // randint: whole numbers in [lo, hi] in any type, so float sums and
      // products stay exact (a differential check needs no tolerance).
      if (a.init == "rand" && isFloat)
        v = a.lo + (a.hi - a.lo) * (double)(rng() >> 11) * 0x1.0p-53;
      else if (a.init == "rand" || a.init == "randint")
        v = std::ceil(a.lo) +
            (double)(rng() % (uint64_t)(std::floor(a.hi) - std::ceil(a.lo) + 1));
      one.setFromDouble(0, v);
      interp::storeElem(one, 0, p);
    }
    inst.tensors.push_back(std::move(t));
  }
  Scope scope = inst.scope();
  for (int d = 0; d < 3; ++d) {
    auto v = evaluate(c.grid[d], scope);
    if (!v) {
      error = "configuration '" + c.name + "', grid[" + std::to_string(d) +
              "] " + llvm::toString(v.takeError());
      return failure();
    }
    if (v->isFloat || v->i < 1) {
      error = "configuration '" + c.name + "': grid[" + std::to_string(d) +
              "] = '" + c.grid[d] + "' is not a positive integer";
      return failure();
    }
    inst.grid[d] = v->i;
  }
  return inst;
}

FailureOr<SlotValue> gate::evaluateSlot(const Slot &slot, const Instance &inst,
                                        std::string &error) {
  SlotValue v;
  switch (slot.kind) {
  case Slot::Zero:
    return v;
  case Slot::Pointer:
    v.isPointer = true;
    v.tensor = slot.tensor;
    return v;
  case Slot::Shape:
  case Slot::Stride: {
    const Instance::Tensor *t = inst.find(slot.tensor);
    if (!t || slot.dim >= t->shape.size()) {
      error = "tensor '" + slot.tensor + "' has no dimension " +
              std::to_string(slot.dim);
      return failure();
    }
    v.i = slot.kind == Slot::Shape ? t->shape[slot.dim] : t->strides[slot.dim];
    return v;
  }
  case Slot::Expr: {
    auto n = evaluate(slot.expr, inst.scope());
    if (!n) {
      error = llvm::toString(n.takeError());
      return failure();
    }
    v.isFloat = llvm::isa<FloatType>(slot.type);
    if (v.isFloat)
      v.f = n->asDouble();
    else if (n->isFloat) {
      error = "'" + slot.expr + "' is a float where the kernel takes an integer";
      return failure();
    } else
      v.i = n->i;
    return v;
  }
  }
  return v;
}

TensorDiff gate::compareTensor(const Instance::Tensor &t, const uint8_t *port,
                               const uint8_t *reference, const Tolerance &tol) {
  interp::Elem e;
  elemOfDtype(t.arg->dtype, e);
  unsigned esz = interp::storageBytes(e);
  interp::Tile one;
  one.elem = e;
  one.shape = {1};
  one.f.assign(1, 0), one.d.assign(1, 0), one.i.assign(1, 0);
  auto at = [&](const uint8_t *base, int64_t k) {
    interp::loadElem(one, 0, base + k * esz);
    return one.getAsDouble(0);
  };
  TensorDiff d;
  d.isFloat = interp::isFloatElem(e);
  d.elements = 1;
  for (int64_t n : t.shape)
    d.elements *= n;
  std::vector<int64_t> idx(t.shape.size(), 0);
  for (int64_t n = 0; n < d.elements; ++n) {
    int64_t off = 0;
    for (size_t k = 0; k < idx.size(); ++k)
      off += idx[k] * t.strides[k];
    double x = at(port, off), y = at(reference, off);
    bool same = x == y;
    if (d.isFloat) {
      bool xn = std::isnan(x), yn = std::isnan(y);
      double diff = std::fabs(x - y);
      same = (xn && yn) || x == y ||
             (!xn && !yn && diff <= tol.atol + tol.rtol * std::fabs(y));
      if (!xn && !yn && std::isfinite(diff)) {
        d.maxAbs = std::max(d.maxAbs, diff);
        if (y != 0)
          d.maxRel = std::max(d.maxRel, diff / std::fabs(y));
      }
    }
    if (!same && d.mismatches++ == 0) {
      llvm::raw_string_ostream os(d.first);
      os << "[";
      for (size_t k = 0; k < idx.size(); ++k)
        os << (k ? ", " : "") << idx[k];
      os << "]: port " << x << ", reference " << y;
    }
    for (int k = (int)idx.size() - 1; k >= 0; --k) {
      if (++idx[k] < t.shape[k])
        break;
      idx[k] = 0;
    }
  }
  return d;
}
