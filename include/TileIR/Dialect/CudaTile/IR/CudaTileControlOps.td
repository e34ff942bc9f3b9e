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
}

// continue and break transfer control to a loop possibly several `if`s up.
// They touch no memory; the `if` holding them reports the control effect.
def CT_ContinueOp : CT_TerminatorOp<"continue", [
    NoMemoryEffect, ParentOneOf<["ForOp", "IfOp", "LoopOp"]>]> {
  let summary = "starts the next iteration of the enclosing loop";
  let hasVerifier = 1;
}

def CT_BreakOp : CT_TerminatorOp<"break", [
    NoMemoryEffect, ParentOneOf<["IfOp", "LoopOp"]>]> {
  let summary = "leaves the enclosing `loop` with its results";
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
  let arguments = (ins CT_I1Tile:$condition, StrAttr:$message);
  let assemblyFormat =
      "$condition `,` $message attr-dict `:` custom<CudaTileType>(type($condition))";
}

// Not speculatable: hoisting an assume out of an `if` would assert its
// predicate on paths where it was never promised.
def CT_AssumeOp : CT_Op<"assume", "13.1", [
    NoMemoryEffect, AllTypesMatch<["value", "result"]>]> {
  let summary = "attaches a predicate the value is promised to satisfy";
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
  let results = (outs CT_I32Scalar:$blockId_x, CT_I32Scalar:$blockId_y,
                      CT_I32Scalar:$blockId_z);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($blockId_x))";
}

def CT_GetNumTileBlocksOp : CT_Op<"get_num_tile_blocks", "13.1", [
    Pure, AllTypesMatch<["gridSize_x", "gridSize_y", "gridSize_z"]>]> {
  let summary = "number of tile blocks of the grid in each dimension";
  let results = (outs CT_I32Scalar:$gridSize_x, CT_I32Scalar:$gridSize_y,
                      CT_I32Scalar:$gridSize_z);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($gridSize_x))";
}

#endif
