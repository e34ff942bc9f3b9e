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
  if (layout.getMaxPhase() <= 1) {
    if (layout.getMmaWarps())
      return emitError() << "mmaWarps permutes rows of swizzled tiles only";
    return success();
  }
  // The swizzled form wgmma reads: 2-D, row-major, unpadded, whole blocks
  // of whole groups, whole phases of rows.
  int64_t bytes = elt.getIntOrFloatBitWidth() / 8;
  int64_t block = layout.getVec() * layout.getMaxPhase();
  if (shape.size() != 3 || layout.getOrder()[0] != 1 || layout.getPadding())
    return emitError() << "a swizzled buffer holds unpadded row-major 2-D "
                          "tiles";
  int64_t rows = shape[1], cols = shape[2];
  if (layout.getVec() * bytes != 16 ||
      !llvm::is_contained({32, 64, 128}, block * bytes) ||
      layout.getPerPhase() * block * bytes != 128)
    return emitError() << "swizzle groups are 16 bytes, blocks 32, 64 or 128 "
                          "bytes, a phase 128 bytes of rows";
  if (cols % block || rows % 8)
    return emitError() << "a swizzled tile has whole " << block
                       << "-element blocks and whole 8-row groups";
  unsigned w = layout.getMmaWarps();
  if (w && (w % 4 || rows % (16 * w)))
    return emitError() << "mmaWarps must be a multiple of 4 warps with 16 "
                          "rows each per repetition";
  return success();
}

bool SharedBufferType::isTmaWritable() const {
  SharedAttr l = getLayout();
  int64_t bytes = getElementType().getIntOrFloatBitWidth() / 8;
  return getTileShape().size() == 2 && isSwizzled() && bytes &&
         l.getVec() * bytes == 16 && !l.getPadding() &&
         l.getPerPhase() * getPitch() * bytes == 128 &&
         getTileShape()[1] % getPitch() == 0;
}

int64_t SharedBufferType::getSlotElements() const {
  int64_t n = isSwizzled() ? getShape().back() : getPitch();
  for (int64_t d : getTileShape().drop_back())
    n *= d;
  return n;
}
