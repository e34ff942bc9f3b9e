//===- Binding.h - a launch spec bound to one kernel's arguments -*- C++ -*-===//
//
// Each entry argument becomes a slot: a tensor's base pointer, one of its
// extents or strides, a scalar expression, or zero (arguments the kernel
// never reads). Slots come from the kernel's `tileir.abi` groups, so the
// spec speaks in tensors and scalars whichever front end wrote the kernel.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_LIB_GATE_BINDING_H
#define TILEIR_LIB_GATE_BINDING_H

#include "TileIR/Gate/LaunchSpec.h"
#include "mlir/IR/Types.h"
#include "mlir/Support/LLVM.h"
#include <string>
#include <vector>

namespace mlir {
class Operation;
namespace tileir::gate {

struct Slot {
  enum Kind { Pointer, Shape, Stride, Expr, Zero } kind = Zero;
  std::string tensor; // Pointer, Shape, Stride
  unsigned dim = 0;   // Shape, Stride
  std::string expr;   // Expr
  Type type;          // the argument's element type (i32, f32, ptr, ...)
};

struct KernelBinding {
  Operation *entry = nullptr;
  std::string entryName;
  std::vector<Slot> slots; // one per entry argument
};

/// The entry named `name` (or the only one) of a cuda_tile.module; an error
/// names the entries there are.
FailureOr<Operation *> findEntry(Operation *module, llvm::StringRef name,
                                 std::string &error);

/// Binds the reference (spec.referenceArgs, else spec.args in order) and the
/// port (spec.portArgs, else the reference's binding carried through both
/// kernels' normalized parameter order). On failure `error` says which
/// parameter could not be bound and why.
LogicalResult bindKernels(Operation *portModule, Operation *referenceModule,
                          const LaunchSpec &spec, KernelBinding &port,
                          KernelBinding &reference, std::string &error);

/// One configuration made concrete: every tensor's shape and strides (in
/// elements), its storage size, and the scalar values.
struct Instance {
  struct Tensor {
    const SpecArg *arg = nullptr;
    std::vector<int64_t> shape, strides;
    int64_t storage = 0; // elements from the base to one past the last
    std::vector<uint8_t> bytes; // the generated contents
  };
  std::vector<Tensor> tensors; // in spec.args order of the tensors
  std::array<int64_t, 3> grid = {1, 1, 1};
  const SpecConfig *config = nullptr;
  const LaunchSpec *spec = nullptr;
  mutable int depth = 0; // scalar expressions being evaluated

  const Tensor *find(llvm::StringRef name) const;
  Scope scope() const;
};

/// Shapes, strides, grid and contents of configuration `index`; the same
/// bytes every time for the same spec.
FailureOr<Instance> instantiate(const LaunchSpec &spec, size_t index,
                                std::string &error);

/// A slot's value for an instance: integers (shapes, strides, integer
/// scalars), doubles (float scalars) or a tensor name (pointers).
struct SlotValue {
  bool isFloat = false, isPointer = false;
  int64_t i = 0;
  double f = 0;
  std::string tensor;
};
FailureOr<SlotValue> evaluateSlot(const Slot &slot, const Instance &inst,
                                  std::string &error);

/// The dtype's storage element in the interpreter's terms (0 = unknown).
unsigned dtypeBytes(llvm::StringRef dtype);

/// How two storages of one tensor differ over its logical elements.
struct TensorDiff {
  int64_t elements = 0, mismatches = 0;
  double maxAbs = 0, maxRel = 0; // floats, over elements neither side NaN
  bool isFloat = false;
  std::string first; // "[i, j]: port X, reference Y"
};
TensorDiff compareTensor(const Instance::Tensor &t, const uint8_t *port,
                         const uint8_t *reference, const Tolerance &tol);

} // namespace tileir::gate
} // namespace mlir

#endif
