//===- Passes.td - cuda_tile transforms --------------------*- tablegen -*-===//
#ifndef TILEIR_CUDATILE_TRANSFORMS_PASSES_TD
#define TILEIR_CUDATILE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TileSpecialize : Pass<"tile-specialize", "::mlir::ModuleOp"> {
  let summary = "Bind facts known at launch to entry arguments";
  let description = [{
    For each entry (or only `entry`), `div-by=I:N` wraps argument I in
    `assume div_by<N>` (pointer alignment in bytes, or the divisibility of
    an integer), and `bind=I:V` replaces integer argument I by the constant
    V (a static extent or stride). `spec-file` names a JSON file
    {"div_by": {"I": N, ...}, "bind": {"I": V, ...}} read the same way.
    Launching a specialised kernel with arguments breaking these facts is
    undefined behaviour, as for cuda_tile's own assume.
  }];
  let options = [
    ListOption<"divBy", "div-by", "std::string",
               "ARG:N pairs: argument ARG is divisible by N (a power of two)">,
    ListOption<"bind", "bind", "std::string",
               "ARG:V pairs: integer argument ARG always equals V">,
    Option<"specFile", "spec-file", "std::string", /*default=*/"",
           "JSON file with div_by and bind objects">,
    Option<"entry", "entry", "std::string", /*default=*/"",
           "Only this entry (default: every entry)">,
  ];
}

//===----------------------------------------------------------------------===//
// Front-end normalization (tile-normalize). Each rewrite keeps the kernel's
// semantics; the description says what makes it legal. The pipeline
// `tile-normalize` runs them in order (see NormalizePipeline.cpp).
//===----------------------------------------------------------------------===//

def TileNormalizeDeadCode : Pass<"tile-normalize-dce", "::mlir::ModuleOp"> {
  let summary = "Remove dead side-effect-free ops and empty hint dictionaries";
  let description = [{
    Erases every op without memory effects whose results are unused
    (cutile-rs leaves many dead `constant`s, `make_partition_view`s and
    `assume`s for the back end). Legal: such an op cannot be observed.
    Also drops an entry's `optimization_hints` when every architecture's
    dictionary is empty: an empty dictionary requests nothing.
  }];
}

def TileNormalizeBlockIds : Pass<"tile-normalize-block-ids", "::mlir::ModuleOp"> {
  let summary = "Merge duplicated get_tile_block_id and assume chains";
  let description = [{
    (1) Every `get_tile_block_id` dominated by an earlier one is replaced by
    it: the op is pure and constant for the whole tile block.
    (2) `assume bounded<L, ?>` with L <= 0 on a block id, and with L <= lb on
    the induction variable of a `for` whose lower bound lb is a constant
    >= 0, is dropped: the fact holds by construction (block ids are in
    [0, grid); the induction variable starts at lb and only grows since
    `for` requires a positive step).
    (3) An `assume` repeating a predicate already applied to the same value
    (directly, or further up its assume chain) is replaced by the earlier
    one: assumptions are facts, stating one twice adds nothing.
    (4) In a chain `assume P1 (assume P2 (... x))` whose inner links each
    have a single use (the next assume), the predicates are reassigned in
    sorted order, innermost first (cuTile Python writes div_by then bounded,
    cutile-rs the reverse). Legal: every link equals x; the outermost result
    carries the same conjunction of facts, and the inner results, whose facts
    change, have no other user.
  }];
}

def TileNormalizeTokens : Pass<"tile-normalize-tokens", "::mlir::ModuleOp"> {
  let summary = "Reduce token graphs to the ordering aliasing requires";
  let description = [{
    (1) All `make_token`s of an entry become one, placed first: a fresh
    token orders nothing, so any two are interchangeable (cutile-rs makes
    one per tensor parameter, cuTile Python one per kernel).
    (2) `join_tokens` drops duplicate operands and operands that are a
    fresh token, and folds away when one operand remains.
    (3) With `no-alias` (default on; both front ends' ABIs promise that
    distinct tensor parameters do not overlap), a memory op whose input token
    comes from a memory op on a different base pointer is re-attached to that
    op's own input token: the dropped edge ordered accesses to disjoint
    memory.
  }];
  let options = [
    Option<"noAlias", "no-alias", "bool", /*default=*/"true",
           "Distinct pointer arguments never alias (the front ends' ABI)">,
  ];
}

def TileNormalizeIndexWidth : Pass<"tile-normalize-index-width", "::mlir::ModuleOp"> {
  let summary = "Use i32 view indices where i64 ones are provably equal";
  let description = [{
    A view index `exti %x signed` (or `unsigned` when %x is provably >= 0:
    a block id, or a value under `assume bounded<L>=0, ?>`) is replaced by
    %x, and an i64 constant index that fits i32 by an i32 constant, when every
    index of that op can be narrowed the same way. Legal: a view index is an
    integer value; the extension preserves it.
  }];
}

def TileNormalizeTileCount : Pass<"tile-normalize-tile-count", "::mlir::ModuleOp"> {
  let summary = "Spell tile counts as ceil-divisions of the tensor extent";
  let description = [{
    `get_index_space_shape` of a `make_partition_view` (identity dim_map)
    whose tensor extent d is an SSA value under `assume bounded<L>=0, ?>`
    (or a static extent) becomes `divi d, T signed rounding<positive_inf>`
    (T the tile size of that dimension). Legal: the index space of a
    partition view has ceil(extent / tile) tiles per dimension, and signed
    ceil-division equals it for non-negative extents. cutile-rs counts
    loop trips with get_index_space_shape, cuTile Python with the division.
  }];
}

def TileNormalizeAsserts : Pass<"tile-normalize-asserts", "::mlir::ModuleOp"> {
  let summary = "Remove bounds-check asserts that are provably true";
  let description = [{
    Constant-folds the condition of each `assert` through its defining ops;
    the assert is erased only when the condition folds to all-true. Legal:
    an assert that cannot fail has no effect. Any other assert is kept.
  }];
}

def TileNormalizeStaticExtents : Pass<"tile-normalize-static-extents", "::mlir::ModuleOp"> {
  let summary = "Fold constant extents and strides into tensor_view types";
  let description = [{
    A `make_tensor_view` shape or stride operand that is a constant (under
    any assumes) becomes a static entry of the result type, and the types
    of the partition views built on it follow. Legal: the view addresses the
    same elements; only where the number is written changes.
  }];
}

def TileExpandViews : Pass<"tile-expand-views", "::mlir::ModuleOp"> {
  let summary = "Gather/scatter view accesses as pointer tiles";
  let description = [{
    `load_view_tko` and `store_view_tko` through a `gather_scatter_view`
    become `load_ptr_tko` / `store_ptr_tko` over the addresses of the
    tile's elements, and `get_index_space_shape` of a gather or strided view
    becomes its extent arithmetic (strided-view accesses themselves lower
    directly: their tile is a strided box). Element t of the tile at index i
    sits at coordinate i[k] * step[k] + t[k] along tile dim k (step: the
    tile size), or at the gathered index[k][t[k]] along the sparse dim; its
    address is
    base + sum(coordinate * stride) over the tensor dims the tile dims walk.
    The mask is every coordinate below its extent (unsigned), and a load's
    padding value is the view's. Legal: this is the view access as the
    spec defines it, element by element, with out-of-bounds elements
    neither read nor written, as the view's bounds check does. Index
    arithmetic is in i64, so no product wraps. Only views made from a
    make_tensor_view of the same function are expanded (the pointer, extents
    and strides must be values there); any other is a located error.
  }];
}

def TileRaisePointerAccesses : Pass<"tile-raise-pointer-accesses", "::mlir::ModuleOp"> {
  let summary = "Pointer-tile loads and stores over a box as strided views";
  let description = [{
    A `load_ptr_tko` / `store_ptr_tko` whose pointers are
    `base + sum_k coord_k * stride_k` (each coord_k = start_k + iota along
    one dim of the tile, stride_k and start_k uniform, a uniform rest added
    to the base) and whose mask, if any, is a conjunction of
    `coord_k < limit_k` on those same coordinates, becomes an access through
    `make_strided_view` (traversal strides 1, tile = the pointer tile's
    shape) of a tensor_view with extents limit_k (the largest integer where
    a dim is unbounded) and strides stride_k, at index start_k. A load's
    padding value must be a constant the view can name (or the load
    unmasked). Legal: element t then has the same address,
    base + sum (start_k + t_k) * stride_k, and the view's bounds check
    (start_k + t_k < limit_k, unsigned) is the mask; a signed comparison is
    accepted only where both sides are provably non-negative, and every
    start must be (it becomes an unsigned index). The index arithmetic is
    assumed not to wrap, as the front end's own i32/i64 choice assumes.
    The SIMT lowering then loads a box (vectorized, bounds per element)
    instead of a tile of 64-bit addresses.
    Front ends compute a row's offset and guard on broadcast scalars
    (`row * ld`, `row < rows` on tiles of one repeated value). First, every
    integer element-wise op (and select) whose operands all repeat one value
    is computed once on that value and broadcast: legal, an element-wise op
    on equal elements gives equal elements. A mask conjunct that repeats one
    value (a guard) then wraps the view and its access in an `if` on it;
    where it is false the load yields its padding (a zero where it has
    none: those lanes were undefined) and passes its token on, and the
    store does nothing, as the all-false mask said. The view itself is
    inside the `if`: a view of memory that is not there is undefined even
    unused.
  }];
}

def TileNormalizeSchedule : Pass<"tile-normalize-schedule", "::mlir::ModuleOp"> {
  let summary = "Place views, constants and other pure ops consistently";
  let description = [{
    In every block, ops with side effects (and ops with regions or
    terminators) keep their order; each pure op is moved to just before its
    first user, its own operands first in operand order (a depth-first
    schedule). Legal: pure ops can move anywhere their operands dominate,
    and this order only moves them later, never before an operand.
  }];
}

def TileNormalizeIdioms : Pass<"tile-normalize-idioms", "::mlir::ModuleOp"> {
  let summary = "Spell scalar min/max, ceil-division and hints one way";
  let description = [{
    Rewrites idioms the two front ends spell differently:
    (1) A scalar `if` whose branches only yield values (and materialize
    constants) becomes one `select` per result. Legal: both values exist
    before the `if`, constants are free to compute, and `select` picks the
    same one (cutile-rs lowers Rust's `if c { a } else { b }` this way).
    (2) `select (cmpi P a, b), x, y` with {x, y} = {a, b} on integers becomes
    `mini`/`maxi` with the comparison's signedness (P less_than[_or_equal]
    with x = a is the minimum, with x = b the maximum; greater_than mirrors
    it). Legal: both forms pick the same element; for equal operands either
    choice is the same value. Floats are left alone: minf/maxf differ from a
    compare-and-select on NaN and signed zeros.
    (3) `divi (a + k) - j, B` (or `(a + k) / B`) with constant B > 0,
    k - j = B - 1, rounding toward zero or negative infinity and `a`
    provably >= 0 becomes `divi a, B rounding<positive_inf>`, as Python's
    `ct.cdiv` writes it. Legal for 0 <= a <= max - (B - 1), where the sum
    does not wrap and floor((a + B - 1) / B) = ceil(a / B); above it the
    original sum wraps, so the op is tagged `tileir.note` and the structural
    diff reports that range as a note.
    (4) A signed `divi` rounding toward negative infinity whose operands are
    both provably >= 0 rounds toward zero instead. Legal: floor and
    truncation agree on non-negative quotients. Where an operand may be
    negative the rounding is kept, so the diff reports the difference
    (cutile-rs writes floor for Rust's truncating `/`).
    (5) A signed `cmpi less_than x, c` (`greater_than_or_equal`) with `x`
    provably >= 0 and a constant c <= 0 is the constant false (true).
    Legal: the comparison has one outcome for every value x can take.
    Python's floor `//` and `%` on signed integers come with a sign fix-up
    (`select` on `r < 0 xor b < 0`) that this folds away where the operands
    are non-negative, as Rust's and C's truncating forms need none.
    (6) A masked `load_ptr_tko` loses its padding when every use of its
    result reaches, through ops that keep each lane in place (pure, every
    operand and result of the load's shape, not `permute`), only the stored
    value of `store_ptr_tko`s under the same mask value. Legal: a padded lane
    is a masked-off lane, it stays in its lane, and the store writes none of
    them, so no padding value is ever observed (cutile-rs writes such loads
    without padding, cuTile Python's gather with padding 0).
    (7) With `target`, every `optimization_hints` becomes the single
    dictionary `default = {...}` of the hints that target reads (its own
    entry, else `default`, key by key). Legal: a compile for that target
    sees exactly those hints; the others are never read.
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"",
           "Resolve optimization hints for this target (e.g. sm_90)">,
  ];
}

def TileNormalizeAbi : Pass<"tile-normalize-abi", "::mlir::ModuleOp"> {
  let summary = "Describe flattened tensor arguments as one tensor each";
  let description = [{
    Recognises the flattened ABI: a pointer argument feeding
    `make_tensor_view`, followed by its rank shapes and rank strides
    (cuTile Python and cutile-rs), and for a tensor that is stored to, rank
    unused partition shapes and rank unused partition strides (cutile-rs).
    Writes `tileir.abi` on the entry: one dictionary per parameter
    (`kind` tensor|scalar, `args` its original argument numbers, `rank`,
    `access` read|write|readwrite|none).
    With `reorder`, the entry is rewritten for comparison only: unused
    arguments are removed and parameters ordered by first use in the body
    (cutile-rs puts the output first, cuTile Python follows the source).
    `tileir.abi` keeps the original argument numbers, so the launch ABI is
    still described; the rewritten entry has a different signature.
    With `gathered-arrays`, a pointer made into no tensor_view (reached by
    gathers) and followed by an even run of integer arguments used only by
    `assume` (up to the next pointer or an argument computed with) is a
    tensor too:
    cuTile Python passes every array's extents and strides, and a launcher
    must fill them. Comparison leaves them scalars, as cutile-rs passes such
    an array as a bare pointer.
  }];
  let options = [
    Option<"reorder", "reorder", "bool", /*default=*/"false",
           "Drop unused arguments and order parameters by first use">,
    Option<"gatheredArrays", "gathered-arrays", "bool", /*default=*/"false",
           "Group a gathered pointer with the extents and strides after it">,
  ];
}

#endif
