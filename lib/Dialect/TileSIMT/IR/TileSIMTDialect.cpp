//===- TileSIMTDialect.cpp - tile_simt dialect and layouts ----------------===//
#include "TileIR/Dialect/TileSIMT/IR/TileSIMT.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tileir::simt;

#include "TileIR/Dialect/TileSIMT/IR/TileSIMTDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "TileIR/Dialect/TileSIMT/IR/TileSIMTAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "TileIR/Dialect/TileSIMT/IR/TileSIMTTypes.cpp.inc"

void TileSIMTDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "TileIR/Dialect/TileSIMT/IR/TileSIMTAttrs.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "TileIR/Dialect/TileSIMT/IR/TileSIMTTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/TileSIMT/IR/TileSIMTOps.cpp.inc"
      >();
}

static bool isPow2(unsigned v) { return v && !(v & (v - 1)); }

LogicalResult
BlockedAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                    ArrayRef<unsigned> spt, ArrayRef<unsigned> tpw,
                    ArrayRef<unsigned> wpc, ArrayRef<unsigned> order) {
  size_t rank = spt.size();
  if (rank == 0 || tpw.size() != rank || wpc.size() != rank ||
      order.size() != rank)
    return emitError() << "blocked layout needs sizePerThread, threadsPerWarp, "
                          "warpsPerCTA and order of one non-zero rank";
  unsigned lanes = 1;
  SmallVector<bool> seen(rank, false);
  for (size_t d = 0; d < rank; ++d) {
    if (!isPow2(spt[d]) || !isPow2(tpw[d]) || !isPow2(wpc[d]))
      return emitError() << "blocked layout factors must be powers of two";
    lanes *= tpw[d];
    if (order[d] >= rank || seen[order[d]])
      return emitError() << "blocked layout order must be a permutation";
    seen[order[d]] = true;
  }
  if (lanes != 32)
    return emitError() << "threadsPerWarp must multiply to 32, got " << lanes;
  return success();
}

bool mlir::tileir::simt::isDistributedTensor(Type t) {
  auto rt = dyn_cast<RankedTensorType>(t);
  return rt &&
         isa_and_nonnull<DistributedLayoutAttrInterface>(rt.getEncoding());
}

bool mlir::tileir::simt::isGlobalPointer(Type t) {
  auto p = dyn_cast<LLVM::LLVMPointerType>(t);
  return p && p.getAddressSpace() == 1;
}

//===----------------------------------------------------------------------===//
// SharedBufferType
//===----------------------------------------------------------------------===//

// !tile_simt.smem<3x128x64xf16, #tile_simt.shared<...>>
Type SharedBufferType::parse(AsmParser &p) {
  SmallVector<int64_t> shape;
  Type elt;
  SharedAttr layout;
  if (p.parseLess() || p.parseDimensionList(shape, /*allowDynamic=*/false) ||
      p.parseType(elt) || p.parseComma() || p.parseAttribute(layout) ||
      p.parseGreater())
    return {};
  return getChecked([&] { return p.emitError(p.getNameLoc()); },
                    p.getContext(), shape, elt, layout);
}

void SharedBufferType::print(AsmPrinter &p) const {
  p << '<';
  for (int64_t d : getShape())
    p << d << 'x';
  p << getElementType() << ", " << getLayout() << '>';
}

LogicalResult
SharedBufferType::verify(function_ref<InFlightDiagnostic()> emitError,
                         ArrayRef<int64_t> shape, Type elt, SharedAttr layout) {
  if (shape.size() < 2)
    return emitError() << "a shared buffer needs a slot count and a tile shape";
  for (int64_t d : shape)
    if (d <= 0)
      return emitError() << "shared buffer dims must be positive";
  if (!elt.isIntOrFloat() || elt.getIntOrFloatBitWidth() % 8)
    return emitError() << "shared buffers hold whole-byte scalars, not "
                       << elt;
  if (layout.getOrder().size() != shape.size() - 1)
    return emitError() << "layout order must have the tile's rank "
                       << shape.size() - 1;
  return success();
}

int64_t SharedBufferType::getSlotElements() const {
  int64_t n = getPitch();
  for (int64_t d : getTileShape().drop_back())
    n *= d;
  return n;
}
