//===- TileSIMTAttrs.td - distributed layouts --------------*- tablegen -*-===//
#ifndef TILEIR_TILESIMT_ATTRS_TD
#define TILEIR_TILESIMT_ATTRS_TD

include "TileIR/Dialect/TileSIMT/IR/TileSIMTDialect.td"
include "TileIR/Dialect/TileSIMT/IR/TileSIMTInterfaces.td"
include "mlir/IR/AttrTypeBase.td"

class TileSIMT_Attr<string name, string mnemonic_, list<Trait> traits = []>
    : AttrDef<TileSIMT_Dialect, name, traits> {
  let mnemonic = mnemonic_;
}

// Every dimension d is split into sizePerThread[d] consecutive elements per
// thread, threadsPerWarp[d] threads and warpsPerCTA[d] warps; `order` lists
// dims fastest first (lanes and warps are numbered along it). A tile larger
// than the CTA's footprint repeats; a smaller one wraps (threads replicate).
def TileSIMT_BlockedAttr : TileSIMT_Attr<"Blocked", "blocked",
    [DeclareAttrInterfaceMethods<TileSIMT_DistributedLayout>]> {
  let summary = "blocked distribution of a tile over registers, lanes, warps";
  let parameters = (ins ArrayRefParameter<"unsigned">:$sizePerThread,
                        ArrayRefParameter<"unsigned">:$threadsPerWarp,
                        ArrayRefParameter<"unsigned">:$warpsPerCTA,
                        ArrayRefParameter<"unsigned">:$order);
  let assemblyFormat = [{
    `<` `sizePerThread` `=` `[` $sizePerThread `]` `,` `threadsPerWarp` `=`
    `[` $threadsPerWarp `]` `,` `warpsPerCTA` `=` `[` $warpsPerCTA `]` `,`
    `order` `=` `[` $order `]` `>`
  }];
  let genVerifyDecl = 1;
}

// The layout of a reduction result: the parent's layout with `dim` removed
// (threads that differed only along `dim` hold the same values).
def TileSIMT_SliceAttr : TileSIMT_Attr<"Slice", "slice",
    [DeclareAttrInterfaceMethods<TileSIMT_DistributedLayout>]> {
  let summary = "a parent layout with one dimension squeezed out";
  let parameters = (ins "unsigned":$dim, "BlockedAttr":$parent);
  let assemblyFormat = "`<` struct(params) `>`";
}

// A shared-memory buffer: row-major in `order`, each row of the fastest dim
// padded by `padding` elements (bank-conflict avoidance), or XOR-swizzled in
// groups of `vec` elements (perPhase rows share a phase, maxPhase phases).
//
// A ring (!tile_simt.smem) with maxPhase > 1 is a 2-D tile in the layout
// wgmma's matrix descriptors read: the fastest dim is cut into blocks of
// vec x maxPhase elements (the swizzle width, 32, 64 or 128 bytes), each
// block holding all rows contiguously, and row r's group g of a block sits
// at group g ^ ((r / perPhase) % maxPhase). With `mmaWarps` = W > 0 its
// rows are also permuted in blocks of 8 so that a wgmma warpgroup reads, as
// its 64 rows, the rows its warps hold in an mma accumulator layout with W
// warps along M (row 8 (w + W j) + i of the tile sits at smem row
// 8 (8 (j/2 x W/4 + w/4) + 2 (w%4) + j%2) + i).
def TileSIMT_SharedAttr : TileSIMT_Attr<"Shared", "shared"> {
  let summary = "a shared-memory layout with padding or swizzle";
  let parameters = (ins "unsigned":$vec, "unsigned":$perPhase,
                        "unsigned":$maxPhase, "unsigned":$padding,
                        ArrayRefParameter<"unsigned">:$order,
                        DefaultValuedParameter<"unsigned", "0">:$mmaWarps);
  let assemblyFormat = [{
    `<` `vec` `=` $vec `,` `perPhase` `=` $perPhase `,` `maxPhase` `=` $maxPhase
    `,` `padding` `=` $padding `,` `order` `=` `[` $order `]`
    (`,` `mmaWarps` `=` $mmaWarps^)? `>`
  }];
  let builders = [
    AttrBuilder<(ins "unsigned":$vec, "unsigned":$perPhase,
                     "unsigned":$maxPhase, "unsigned":$padding,
                     "::llvm::ArrayRef<unsigned>":$order), [{
      return $_get($_ctxt, vec, perPhase, maxPhase, padding, order, 0);
    }]>
  ];
}

#endif
