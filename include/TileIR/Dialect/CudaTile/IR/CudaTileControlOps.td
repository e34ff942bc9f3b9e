//===- CudaTileControlOps.td - control flow, reductions, misc -*- tablegen -*-===//
//
// Structured control flow (for, loop, if and their terminators), reductions
// (reduce, scan), and misc ops (assert, assume, print_tko, grid queries).
// Operand, attribute, result and region names follow NVIDIA's Ops.td so the
// generic form is compatible.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_CUDATILE_CONTROLOPS_TD
#define TILEIR_CUDATILE_CONTROLOPS_TD

include "TileIR/Dialect/CudaTile/IR/CudaTileOpBase.td"

// A token type the declarative parser can build (print_tko's `token=` operand).
def CT_BuildableToken : Type<CT_Token.predicate, "token",
                             "::mlir::cuda_tile::TokenType">,
    BuildableType<"::mlir::cuda_tile::TokenType::get($_builder.getContext())">;

// `if`'s condition: always tile<i1>, so the pretty form omits its type.
def CT_BuildableI1Scalar : Type<CT_I1Scalar.predicate, "rank-0 tile of i1",
                                "::mlir::cuda_tile::TileType">,
    BuildableType<"::mlir::cuda_tile::TileType::get(::llvm::ArrayRef<int64_t>{}, "
                  "$_builder.getI1Type())">;

//===----------------------------------------------------------------------===//
// Terminators
//===----------------------------------------------------------------------===//

// Terminators print as `name [%a, %b : T1, T2]`.
class CT_TerminatorOp<string mnemonic, list<Trait> traits>
    : CT_Op<mnemonic, "13.1", !listconcat([Terminator], traits)> {
  let arguments = (ins Variadic<AnyType>:$operands);
  // The implicit (operand-less) form that parsers insert.
  let builders = [OpBuilder<(ins), [{ /* no operands */ }]>];
  let assemblyFormat =
      "attr-dict ($operands^ `:` custom<CudaTileTypes>(type($operands)))?";
}

def CT_YieldOp : CT_TerminatorOp<"yield", [
    Pure, ReturnLike, ParentOneOf<["IfOp", "ReduceOp", "ScanOp"]>]> {
  let summary = "yields values to the enclosing if/reduce/scan";
  let description = [{
    Ends a region of `if`, `reduce` or `scan` and hands its operands to the
    parent: the results of the `if`, or the combined values of a reduction or
    scan step. The operand types must match what the parent expects (its
    result types, or one rank-0 tile per reduced operand). An operand-less
    `yield` may be left out.
    ```
    yield %x, %y : tile<f32>, tile<4xi32>
    ```
  }];
}

// continue and break transfer control to a loop possibly several `if`s up.
// They touch no memory; the `if` holding them reports the control effect.
def CT_ContinueOp : CT_TerminatorOp<"continue", [
    NoMemoryEffect, ParentOneOf<["ForOp", "IfOp", "LoopOp"]>]> {
  let summary = "starts the next iteration of the enclosing loop";
  let description = [{
    Ends the current iteration of the nearest `for` or `loop` and starts the
    next one, passing its operands as the new loop-carried values. It may sit
    inside `if`s within the loop body, but the verifier requires that only `if`s
    lie between it and the loop. Its operand types must match the loop's
    `iter_values`. An operand-less `continue` at the end of a body may be left
    out.
    ```
    continue %a, %b : tile<4x8xf32>, tile<i1>
    ```
  }];
  let hasVerifier = 1;
}

def CT_BreakOp : CT_TerminatorOp<"break", [
    NoMemoryEffect, ParentOneOf<["IfOp", "LoopOp"]>]> {
  let summary = "leaves the enclosing `loop` with its results";
  let description = [{
    Leaves the nearest `loop` (not `for`, which always runs its full range) and
    makes its operands the loop's results. Like `continue`, it may sit inside
    `if`s of the body, with only `if`s between it and the loop, and its operand
    types must match the loop's result types.
    ```
    break %h : tile<2x2xf16>
    ```
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Loops and conditionals
//===----------------------------------------------------------------------===//

def CT_ForOp : CT_Op<"for", "13.1", [
    AutomaticAllocationScope, OpAsmOpInterface, RecursiveMemoryEffects,
    AllTypesMatch<["lowerBound", "upperBound", "step"]>,
    AllTypesMatch<["initValues", "resultValues"]>,
    SingleBlockImplicitTerminator<"ContinueOp">,
    DeclareOpInterfaceMethods<LoopLikeOpInterface, [
      "getLoopInductionVars", "getLoopLowerBounds", "getLoopUpperBounds",
      "getLoopSteps"]>]> {
  let summary = "counted loop over a half-open integer range";
  let description = [{
    Runs its body for `%iv` = `lowerBound`, `lowerBound + step`, ... while `%iv`
    is below `upperBound` (a half-open range); the step must be positive. The
    three bounds are rank-0 integer tiles of one type. They are compared as
    signed integers unless `unsigned` (13.2) is given. `iter_values` carries
    values from one iteration to the next: the body's `continue` gives the next
    values, and the last ones become the results. An empty range returns the
    initial values. The verifier requires the induction variable to have the
    bounds' type and the carried values to keep their types; tile views may not
    be carried, since they cannot live in registers across iterations.
    ```
    %r = for %iv in (%lb to %ub, step %s) : tile<i32>
        iter_values(%a = %x) -> (tile<i32>) {
      continue %a : tile<i32>
    }
    ```
  }];
  let arguments = (ins CT_IntScalar:$lowerBound, CT_IntScalar:$upperBound,
                       CT_IntScalar:$step, Variadic<AnyType>:$initValues,
                       UnitAttr:$unsignedCmp);
  let results = (outs Variadic<AnyType>:$resultValues);
  let regions = (region SizedRegion<1>:$region);
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::mlir::Value":$lowerBound,
      "::mlir::Value":$upperBound, "::mlir::Value":$step,
      CArg<"::mlir::ValueRange", "{}">:$initValues,
      CArg<"bool", "false">:$unsignedCmp)>];
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
  let hasCanonicalizer = 1;
  let extraClassDeclaration = CT_DefaultDialectDecl # [{
    ::mlir::Block *getBody() { return &getRegion().front(); }
    ::mlir::BlockArgument getInductionVar() { return getBody()->getArgument(0); }
    ::mlir::Block::BlockArgListType getRegionIterValues() {
      return getBody()->getArguments().drop_front();
    }
  }];
}

def CT_LoopOp : CT_Op<"loop", "13.1", [
    AutomaticAllocationScope, OpAsmOpInterface, RecursiveMemoryEffects,
    SingleBlock, DeclareOpInterfaceMethods<LoopLikeOpInterface>]> {
  let summary = "loop that runs until a `break`";
  let description = [{
    Runs its body again and again until a `break` leaves it. `iter_values`
    carries values between iterations: `continue` passes the next values, and
    `break` passes the results, whose types may differ from the carried ones.
    The body must end with `continue` or `break`, and neither carried values nor
    results may be tile views.
    ```
    %r = loop iter_values(%a = %x) : tile<i32> -> tile<i32> {
      if %c {
        break %a : tile<i32>
      }
      continue %a : tile<i32>
    }
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$initValues);
  let results = (outs Variadic<AnyType>:$resultValues);
  let regions = (region SizedRegion<1>:$region);
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::mlir::TypeRange":$resultTypes,
      CArg<"::mlir::ValueRange", "{}">:$initValues)>];
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = CT_DefaultDialectDecl # [{
    ::mlir::Block *getBody() { return &getRegion().front(); }
    ::mlir::Block::BlockArgListType getRegionIterValues() {
      return getBody()->getArguments();
    }
  }];
}

// The if's memory effects are those of its body, plus a conservative write
// when a `continue`/`break`/`return` inside it leaves the if: such an if must
// not be erased as dead.
def CT_IfOp : CT_Op<"if", "13.1", [
    NoRegionArguments, OpAsmOpInterface, SingleBlock,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "runs one of two regions";
  let description = [{
    Runs the `then` region when the rank-0 i1 `condition` is true, else the
    `else` region if there is one. When the `if` has results, the verifier
    requires an `else` region and both regions must `yield` values of the result
    types; results may not be tile views. A region may instead end with
    `continue`, `break` or `return`, leaving the enclosing loop or program; such
    an `if` is never removed as dead code.
    ```
    %r = if %c -> (tile<f32>) {
      yield %x : tile<f32>
    } else {
      yield %y : tile<f32>
    }
    ```
  }];
  let arguments = (ins CT_BuildableI1Scalar:$condition);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$thenRegion,
                        MaxSizedRegion<1>:$elseRegion);
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::mlir::TypeRange":$resultTypes,
      "::mlir::Value":$condition, CArg<"bool", "false">:$withElse)>];
  let assemblyFormat = [{
    $condition (`->` `(` custom<CudaTileTypes>(type($results))^ `)`)?
    custom<IfRegion>($thenRegion)
    (`else` custom<IfRegion>($elseRegion)^)? attr-dict
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
  let extraClassDeclaration = CT_DefaultDialectDecl # [{
    ::mlir::Block *getThenBlock() { return &getThenRegion().front(); }
    ::mlir::Block *getElseBlock() {
      return getElseRegion().empty() ? nullptr : &getElseRegion().front();
    }
  }];
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

// Body: (%elem0: tile<E0>, %acc0: tile<E0>, %elem1: ..., ...) { yield ... }
class CT_AggregateOp<string mnemonic> : CT_Op<mnemonic, "13.1", [
    OpAsmOpInterface, RecursiveMemoryEffects, SameOperandsShape,
    SingleBlockImplicitTerminator<"YieldOp">]> {
  let results = (outs Variadic<CT_AnyTile>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = CT_DefaultDialectDecl;
}

def CT_ReduceOp : CT_AggregateOp<"reduce"> {
  let summary = "reduces tiles along one dimension";
  let description = [{
    Combines the elements of each operand along dimension `dim`, so each result
    has its operand's shape without that dimension. Several operands of one
    shape may be reduced together (for example a value and its index, for an
    argmax). The body receives, for every operand, an element and the running
    accumulator as rank-0 tiles (2N arguments for N operands) and yields the new
    accumulators. `identities` holds one neutral value per operand, typed like
    its elements. The body must be pure, since the order of combination is not
    specified (though it is deterministic).
    ```
    %r = reduce %x dim=1 identities=[0.0 : f32] : tile<4x1024xf32> -> tile<4xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %s = addf %e, %acc : tile<f32>
      yield %s : tile<f32>
    }
    ```
  }];
  let arguments = (ins Variadic<CT_AnyTile>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim,
                       ArrayAttr:$identities);
  let assemblyFormat = [{
    $operands attr-dict ` ` `dim` `` `=` `` $dim `identities` `` `=` `` $identities
    `:` custom<CudaTileTypes>(type($operands)) `->`
    custom<CudaTileTypes>(type($results)) custom<ArgumentRegion>($body)
  }];
}

def CT_ScanOp : CT_AggregateOp<"scan"> {
  let summary = "inclusive prefix combination along one dimension";
  let description = [{
    Computes an inclusive prefix combination of each operand along dimension
    `dim`: element `i` of a result combines elements 0 to `i` of the operand (or
    `i` to the end when `reverse` is true). Results have the operands' types.
    The body, `identities` and the purity rule are as for `reduce`: one
    element/accumulator pair of rank-0 tiles per operand, one neutral value per
    operand.
    ```
    %r = scan %x dim=1 reverse=false identities=[0.0 : f32]
        : tile<4x1024xf32> -> tile<4x1024xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %s = addf %e, %acc : tile<f32>
      yield %s : tile<f32>
    }
    ```
  }];
  let arguments = (ins Variadic<CT_AnyTile>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim,
                       BoolAttr:$reverse, ArrayAttr:$identities);
  let assemblyFormat = [{
    $operands attr-dict ` ` `dim` `` `=` `` $dim `reverse` `` `=` `` $reverse
    `identities` `` `=` `` $identities
    `:` custom<CudaTileTypes>(type($operands)) `->`
    custom<CudaTileTypes>(type($results)) custom<ArgumentRegion>($body)
  }];
}

//===----------------------------------------------------------------------===//
// Misc
//===----------------------------------------------------------------------===//

def CT_AssertOp : CT_Op<"assert", "13.1"> {
  let summary = "aborts the kernel with a message when any element is false";
  let description = [{
    Checks that every element of the i1 tile `condition` is true; if one is
    not, the kernel stops with an error that carries `message`. It has side
    effects, so it is never removed even though it has no results.
    ```
    assert %c, "index out of range" : tile<i1>
    ```
  }];
  let arguments = (ins CT_I1Tile:$condition, StrAttr:$message);
  let assemblyFormat =
      "$condition `,` $message attr-dict `:` custom<CudaTileType>(type($condition))";
}

// Not speculatable: hoisting an assume out of an `if` would assert its
// predicate on paths where it was never promised.
def CT_AssumeOp : CT_Op<"assume", "13.1", [
    NoMemoryEffect, AllTypesMatch<["value", "result"]>]> {
  let summary = "attaches a predicate the value is promised to satisfy";
  let description = [{
    Returns `value` unchanged and lets the compiler rely on `predicate` holding
    for it: `div_by<d>` (divisible by d, optionally only `every E along A`),
    `same_elements<[..]>` (equal within groups of the given sizes) or
    `bounded<lb, ub>` (within a range, either side `?`). The verifier checks that
    the predicate fits the value's type. A broken promise is undefined
    behaviour. It is not speculatable: hoisting it out of an `if` would claim
    the fact on paths where nobody promised it.
    ```
    %v = assume div_by<16>, %i : tile<i32>
    ```
  }];
  let arguments = (ins AnyType:$value,
                       CT_AssumePredicateAttrInterface:$predicate);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    custom<AssumePredicate>($predicate) `,` $value attr-dict `:`
    custom<CudaTileType>(type($value))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CT_PrintTkoOp : CT_Op<"print_tko", "13.1", [AttrSizedOperandSegments]> {
  let summary = "printf-style print of tiles, ordered by tokens";
  let description = [{
    Prints a printf-style string, formatting the tiles in `args` with its
    conversions (`%f`, `%d`, ...); `%%` prints a percent sign. The verifier
    requires one operand per conversion. As for the other `_tko` ops, its order
    against memory operations is given by the optional input `token` and the
    result token. The op was named `print` before 13.2, which also made the
    `-> token` result mandatory.
    ```
    %t1 = print_tko "x=%f i=%lld", %x, %i token = %t0 : tile<4xf32>, tile<i64> -> token
    ```
  }];
  let arguments = (ins StrAttr:$str, Variadic<CT_AnyTile>:$args,
                       Optional<CT_BuildableToken>:$token);
  let results = (outs CT_Token:$result_token);
  let assemblyFormat = [{
    $str (`,` $args^)? (`token` `` `=` `` $token^)? attr-dict
    (`:` custom<CudaTileTypes>(type($args))^)? `->`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CT_GetTileBlockIdOp : CT_Op<"get_tile_block_id", "13.1", [
    Pure, AllTypesMatch<["blockId_x", "blockId_y", "blockId_z"]>]> {
  let summary = "coordinates of the running tile block";
  let description = [{
    Returns the x, y and z coordinates of the tile block running the program,
    each a rank-0 i32 tile from 0 up to the grid size in that dimension minus
    one. Each tile block runs the `entry` once; this is how it picks the part of
    the data it works on.
    ```
    %x, %y, %z = get_tile_block_id : tile<i32>
    ```
  }];
  let results = (outs CT_I32Scalar:$blockId_x, CT_I32Scalar:$blockId_y,
                      CT_I32Scalar:$blockId_z);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($blockId_x))";
}

def CT_GetNumTileBlocksOp : CT_Op<"get_num_tile_blocks", "13.1", [
    Pure, AllTypesMatch<["gridSize_x", "gridSize_y", "gridSize_z"]>]> {
  let summary = "number of tile blocks of the grid in each dimension";
  let description = [{
    Returns the number of tile blocks of the launch grid along x, y and z, as
    rank-0 i32 tiles. The values are the same in every tile block.
    ```
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    ```
  }];
  let results = (outs CT_I32Scalar:$gridSize_x, CT_I32Scalar:$gridSize_y,
                      CT_I32Scalar:$gridSize_z);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($gridSize_x))";
}

#endif
