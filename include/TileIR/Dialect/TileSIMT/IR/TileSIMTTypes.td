//===- TileSIMTTypes.td - shared-memory buffers ------------*- tablegen -*-===//
#ifndef TILEIR_TILESIMT_TYPES_TD
#define TILEIR_TILESIMT_TYPES_TD

include "TileIR/Dialect/TileSIMT/IR/TileSIMTAttrs.td"
include "mlir/IR/AttrTypeBase.td"

// A ring of `shape[0]` shared-memory tiles of shape `shape[1:]`, laid out by
// `layout` (each row padded by layout.padding elements). Unlike the scratch
// buffers patterns allocate while lowering, it lives across ops (a software
// pipeline writes one slot while another is read), so it is a value of its
// own: written by async_load_tile, read by read_slot.
def TileSIMT_SharedBufferType : TypeDef<TileSIMT_Dialect, "SharedBuffer"> {
  let mnemonic = "smem";
  let summary = "slots of a tile in shared memory";
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elementType,
                        "SharedAttr":$layout);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getNumSlots() const { return getShape().front(); }
    /// One slot's tile shape.
    ::llvm::ArrayRef<int64_t> getTileShape() const {
      return getShape().drop_front();
    }
    /// True for the blocked, swizzled layout wgmma reads (maxPhase > 1).
    bool isSwizzled() const { return getLayout().getMaxPhase() > 1; }
    /// Elements between consecutive rows: the fastest dim plus padding, or
    /// one swizzle block when swizzled.
    int64_t getPitch() const {
      if (isSwizzled())
        return getLayout().getVec() * getLayout().getMaxPhase();
      return getShape().back() + getLayout().getPadding();
    }
    /// Elements of one slot, padding included.
    int64_t getSlotElements() const;
    /// Bytes of one slot (its elements of whole bytes each).
    int64_t getSlotBytes() const {
      return getSlotElements() * (getElementType().getIntOrFloatBitWidth() / 8);
    }
    /// Whether the tensor memory accelerator writes a slot in this layout:
    /// 2-d slots of 16-byte chunks in its 32/64/128-byte swizzle (the
    /// blocked layout of simt::getWgmmaSharedLayout), whole swizzle blocks
    /// per row.
    bool isTmaWritable() const;
    /// Rows of one box the tensor memory accelerator writes into a slot: all
    /// of them, or 8 where the rows are permuted (mmaWarps), each group of 8
    /// then placed on its own.
    int64_t getTmaBoxRows() const {
      return getLayout().getMmaWarps() ? 8 : getTileShape()[0];
    }
  }];
}

#endif
