//===- Memory.h - the interpreter's global memory ---------------*- C++ -*-===//
//
// Every tensor argument, global and alloca is one Buffer placed at a
// synthetic 256-byte-aligned address with an unmapped gap after it, so an
// access one element past the end of a buffer is caught as out-of-bounds
// instead of silently touching a neighbour.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_INTERPRETER_MEMORY_H
#define TILEIR_INTERPRETER_MEMORY_H

#include "TileIR/Interpreter/Tile.h"
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace mlir {
namespace tileir {
namespace interp {

struct Buffer {
  std::string name;  // what the user calls it in messages ("arg 0 (x.npy)")
  Elem elem = Elem::F32;
  std::vector<int64_t> shape;
  std::vector<uint8_t> bytes;
  uint64_t base = 0;
  bool isOutput = true; // written back / printed by tools

  int64_t numElements() const;
  uint64_t end() const { return base + bytes.size(); }
};

class Memory {
public:
  /// Creates a zero-filled buffer; returns it (owned by Memory).
  Buffer &allocate(std::string name, Elem elem, std::vector<int64_t> shape,
                   uint64_t alignment = 256);
  /// Frees a buffer (allocas at the end of a tile block).
  void release(uint64_t base);
  /// The buffer holding bytes [addr, addr+size), or null.
  Buffer *find(uint64_t addr, uint64_t size);
  /// The buffer whose extent (or the gap just after it) contains addr: used
  /// only to name the nearest buffer in an out-of-bounds message.
  Buffer *nearest(uint64_t addr);
  std::vector<Buffer *> buffers();

  /// Addresses of the module's globals by symbol name.
  std::map<std::string, uint64_t> globals;

private:
  std::map<uint64_t, std::unique_ptr<Buffer>> byBase;
  uint64_t next = 0x10000;
  Buffer *lastHit = nullptr;
};

/// Reads one element in its memory encoding at p into tile element idx
/// (loaded i1 bytes normalised: any nonzero byte is true).
void loadElem(Tile &t, int64_t idx, const uint8_t *p);
void storeElem(const Tile &t, int64_t idx, uint8_t *p);

} // namespace interp
} // namespace tileir
} // namespace mlir

#endif // TILEIR_INTERPRETER_MEMORY_H
