//===- CudaTileReduceOps.cpp - reduce, scan, assume, print_tko ------------===//
//
// The op classes are generated into CudaTileControlOps.cpp; this file holds
// the verifiers, folders and custom directives of the Control group's
// reduction and misc ops.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

//===----------------------------------------------------------------------===//
// Combiner region: `(%a: tile<f32>, %b: tile<f32>) { ... }`, or a region
// whose entry block names its arguments (`{ ^bb0(%a: ..., %b: ...): ... }`,
// as the cutile-rs printer writes it).
//===----------------------------------------------------------------------===//

namespace mlir::cuda_tile {
ParseResult parseArgumentRegion(OpAsmParser &p, Region &region) {
  SmallVector<OpAsmParser::Argument> args;
  if (succeeded(p.parseOptionalLParen()) && failed(p.parseOptionalRParen())) {
    do {
      OpAsmParser::Argument &arg = args.emplace_back();
      if (p.parseArgument(arg) || p.parseColon() ||
          parseCudaTileType(p, arg.type))
        return failure();
    } while (succeeded(p.parseOptionalComma()));
    if (p.parseRParen())
      return failure();
  }
  return p.parseRegion(region, args);
}

void printArgumentRegion(OpAsmPrinter &p, Operation *,
                                    Region &region) {
  p.printNewline();
  p << '(';
  if (!region.empty())
    llvm::interleaveComma(region.getArguments(), p, [&](BlockArgument arg) {
      p.printOperand(arg);
      p << ": ";
      printCudaTileType(p, arg.getType());
    });
  p << ") ";
  p.printRegion(region, /*printEntryBlockArgs=*/false);
}
} // namespace mlir::cuda_tile

//===----------------------------------------------------------------------===//
// reduce / scan
//===----------------------------------------------------------------------===//

/// Checks shared by reduce and scan on operands, identities and dim; the
/// expected result types are checked by the callers.
static LogicalResult verifyAggregate(Operation *op, ValueRange operands,
                                     unsigned numResults, int32_t dim,
                                     ArrayAttr identities) {
  if (operands.empty())
    return op->emitOpError("needs at least one operand");
  if (operands.size() != numResults)
    return op->emitOpError("has ")
           << operands.size() << " operands but " << numResults
           << " results; they must be equal";
  if (identities.size() != operands.size())
    return op->emitOpError("has ")
           << identities.size() << " identities for " << operands.size()
           << " operands; they must be equal";
  for (auto [i, operand, identity] : llvm::enumerate(operands, identities)) {
    Type elem = cast<TileType>(operand.getType()).getElementType();
    auto typed = dyn_cast<TypedAttr>(identity);
    if (!typed || !isa<IntegerAttr, FloatAttr>(identity))
      return op->emitOpError("identity ")
             << i << " must be an integer or float attribute, got "
             << identity;
    Type t = typed.getType();
    // NVIDIA's verifier accepts f16 identities for bf16 operands and back.
    bool halfPair = (t.isF16() && elem.isBF16()) || (t.isBF16() && elem.isF16());
    if (t != elem && !halfPair)
      return op->emitOpError("identity ")
             << i << " has type " << t << " but operand " << i
             << " has element type " << elem;
  }
  int64_t rank = cast<TileType>(operands[0].getType()).getShape().size();
  if (dim >= rank)
    return op->emitOpError("dim ")
           << dim << " is out of range for operands of rank " << rank;
  return success();
}

/// The body takes (elem_i, acc_i) pairs of rank-0 tiles of each operand's
/// element type, yields one such tile per operand, and is pure.
static LogicalResult verifyCombiner(Operation *op, Region &region,
                                    ValueRange operands) {
  Block &block = region.front();
  size_t n = operands.size();
  if (block.getNumArguments() != 2 * n)
    return op->emitOpError("body must take ")
           << 2 * n << " arguments (an element and an accumulator per "
           << "operand), got " << block.getNumArguments();
  MLIRContext *ctx = op->getContext();
  for (auto [i, operand] : llvm::enumerate(operands)) {
    Type elem = cast<TileType>(operand.getType()).getElementType();
    Type expected = TileType::get(ctx, {}, elem);
    for (unsigned j : {2 * i, 2 * i + 1})
      if (block.getArgument(j).getType() != expected)
        return op->emitOpError("body argument ")
               << j << " must be " << expected << " (for operand " << i
               << "), got " << block.getArgument(j).getType();
  }
  auto yield = cast<YieldOp>(block.getTerminator());
  if (yield.getNumOperands() != n)
    return yield.emitOpError("must yield ")
           << n << " values (one per operand), got " << yield.getNumOperands();
  for (auto [i, v] : llvm::enumerate(yield.getOperands()))
    if (v.getType() != block.getArgument(2 * i).getType())
      return yield.emitOpError("value ")
             << i << " has type " << v.getType() << ", expected "
             << block.getArgument(2 * i).getType();
  for (Operation &inner : block.without_terminator())
    if (!isPure(&inner))
      return inner.emitOpError("is not pure, so it cannot appear in the body "
                               "of '")
             << op->getName() << "'";
  return success();
}

LogicalResult ReduceOp::verify() {
  if (failed(verifyAggregate(*this, getOperands(), getNumResults(), getDim(),
                             getIdentities())))
    return failure();
  for (auto [i, operand, result] :
       llvm::enumerate(getOperands(), getResults())) {
    auto tile = cast<TileType>(operand.getType());
    SmallVector<int64_t> shape(tile.getShape());
    shape.erase(shape.begin() + getDim());
    Type expected = TileType::get(getContext(), shape, tile.getElementType());
    if (result.getType() != expected)
      return emitOpError("result ")
             << i << " must be " << expected << " (operand " << i
             << " without dim " << getDim() << "), got " << result.getType();
  }
  return success();
}

LogicalResult ReduceOp::verifyRegions() {
  return verifyCombiner(*this, getBody(), getOperands());
}

LogicalResult ScanOp::verify() {
  if (failed(verifyAggregate(*this, getOperands(), getNumResults(), getDim(),
                             getIdentities())))
    return failure();
  for (auto [i, operand, result] :
       llvm::enumerate(getOperands(), getResults()))
    if (result.getType() != operand.getType())
      return emitOpError("result ")
             << i << " must have the type of operand " << i << " ("
             << operand.getType() << "), got " << result.getType();
  return success();
}

LogicalResult ScanOp::verifyRegions() {
  return verifyCombiner(*this, getBody(), getOperands());
}

//===----------------------------------------------------------------------===//
// assume
//===----------------------------------------------------------------------===//

// Predicates print without the `#cuda_tile.` prefix (`div_by<16>`); the full
// attribute syntax is accepted too.
namespace mlir::cuda_tile {
ParseResult parseAssumePredicate(OpAsmParser &p,
                                            AssumePredicateAttrInterface &pred) {
  SMLoc loc = p.getCurrentLocation();
  Attribute attr;
  OptionalParseResult full = p.parseOptionalAttribute(attr);
  if (!full.has_value()) {
    StringRef name;
    if (p.parseKeyword(&name))
      return failure();
    if (name == DivByAttr::getMnemonic())
      attr = DivByAttr::parse(p, Type());
    else if (name == SameElementsAttr::getMnemonic())
      attr = SameElementsAttr::parse(p, Type());
    else if (name == BoundedAttr::getMnemonic())
      attr = BoundedAttr::parse(p, Type());
    else
      return p.emitError(loc) << "unknown assume predicate '" << name
                              << "', expected div_by, same_elements or bounded";
    if (!attr)
      return failure();
  } else if (failed(*full)) {
    return failure();
  }
  pred = dyn_cast<AssumePredicateAttrInterface>(attr);
  if (!pred)
    return p.emitError(loc) << "expected an assume predicate, got " << attr;
  return success();
}

void printAssumePredicate(OpAsmPrinter &p, Operation *,
                                     AssumePredicateAttrInterface pred) {
  llvm::TypeSwitch<Attribute>(pred)
      .Case<DivByAttr, SameElementsAttr, BoundedAttr>([&](auto a) {
        p << a.getMnemonic();
        a.print(p);
      })
      .Default([&](Attribute a) { p.printAttribute(a); });
}
} // namespace mlir::cuda_tile

LogicalResult AssumeOp::verify() {
  return getPredicate().verifyWithType(getValue().getType(),
                                       [&] { return emitOpError(); });
}

OpFoldResult AssumeOp::fold(FoldAdaptor) {
  // Assuming the same fact twice adds nothing.
  if (auto inner = getValue().getDefiningOp<AssumeOp>())
    if (inner.getPredicate() == getPredicate())
      return inner.getResult();
  return {};
}

//===----------------------------------------------------------------------===//
// print_tko
//===----------------------------------------------------------------------===//

LogicalResult PrintTkoOp::verify() {
  // Each printf conversion (`%` ... conversion letter) takes one operand;
  // `%%` prints a percent sign.
  static constexpr StringLiteral kConversions = "diuoxXeEfFgGaAcsSpn%";
  StringRef fmt = getStr();
  unsigned expected = 0;
  for (size_t pos = fmt.find('%'); pos != StringRef::npos;
       pos = fmt.find('%', pos)) {
    size_t end = fmt.find_first_of(kConversions, pos + 1);
    if (end == StringRef::npos)
      return emitOpError("format string has an unterminated conversion at "
                         "offset ")
             << pos;
    if (fmt.substr(pos, end - pos + 1) != "%%")
      ++expected;
    pos = end + 1;
  }
  if (expected != getArgs().size())
    return emitOpError("format string takes ")
           << expected << " operands, got " << getArgs().size();
  return success();
}
