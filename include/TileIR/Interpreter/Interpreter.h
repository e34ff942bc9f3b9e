//===- Interpreter.h - run cuda_tile kernels on the CPU ---------*- C++ -*-===//
//
// Executes an `entry` (or test-only `testing$func`) over a whole tile grid,
// one tile block after another, by the semantics of Tile IR 13.3. Undefined
// behaviour that is cheap to see (out-of-bounds accesses, partition indices
// outside the index space, violated `assume`s, failing `assert`s, integer
// division by zero) is reported as an error at the op's location with the
// tile block id.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_INTERPRETER_INTERPRETER_H
#define TILEIR_INTERPRETER_INTERPRETER_H

#include "TileIR/Interpreter/Memory.h"
#include "mlir/Support/LLVM.h"
#include "llvm/Support/raw_ostream.h"
#include <array>
#include <optional>

namespace mlir {
class Operation;
namespace tileir {
namespace interp {

struct RunOptions {
  std::array<int64_t, 3> grid = {1, 1, 1};
  /// Run tile blocks in a pseudo-random order drawn from this seed.
  std::optional<uint64_t> shuffleSeed;
  /// Fill elements whose value the spec leaves undefined (padding-less
  /// out-of-bounds loads, masked-off loads without padding) with NaN / a
  /// 0xA5 byte pattern instead of zero, to expose kernels that read them.
  bool poisonUndefined = false;
  /// Where print_tko writes.
  llvm::raw_ostream *printStream = nullptr;
};

/// One kernel argument: a scalar (integer or float) or a pointer to a buffer.
struct ArgValue {
  enum Kind { Int, Float, Pointer, TileValue } kind = Int;
  int64_t intValue = 0;
  double floatValue = 0;
  uint64_t address = 0; // Pointer: the buffer's base address
  Tile tile;            // TileValue: a whole tile (testing$func arguments)
};

/// Runs `func` (an entry or testing$func) over the grid. Results of a
/// testing$func (its `return` operands of the last block run) go to
/// `results`. Errors are emitted as MLIR diagnostics on the failing op.
LogicalResult runKernel(Operation *func, ArrayRef<ArgValue> args,
                        Memory &memory, const RunOptions &options,
                        std::vector<Tile> *results = nullptr);

/// Allocates and initialises the module's `global`s in memory; must run once
/// before runKernel for kernels that use get_global.
LogicalResult allocateGlobals(Operation *module, Memory &memory);

} // namespace interp
} // namespace tileir
} // namespace mlir

#endif // TILEIR_INTERPRETER_INTERPRETER_H
