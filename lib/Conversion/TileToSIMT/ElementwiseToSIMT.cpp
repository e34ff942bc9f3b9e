//===- ElementwiseToSIMT.cpp - number ops onto arith/math -----------------===//
//
// Elementwise cuda_tile ops become the arith/math op of the same meaning on
// the lowered values (scalars or tensors with a layout); operands in other
// layouts are first moved into the layout of the first tensor operand.
//
//===----------------------------------------------------------------------===//
#include "TileToSIMTImpl.h"

#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;

static bool isSigned(Operation *op) {
  auto s = dyn_cast_or_null<ct::SignednessAttr>(op->getAttr("signedness"));
  return !s || s.getValue() == ct::Signedness::Signed;
}

static std::optional<arith::CmpIPredicate> cmpIPred(ct::ComparisonPredicate p,
                                                    bool sgn) {
  using P = arith::CmpIPredicate;
  switch (p) {
  case ct::ComparisonPredicate::equal: return P::eq;
  case ct::ComparisonPredicate::not_equal: return P::ne;
  case ct::ComparisonPredicate::less_than: return sgn ? P::slt : P::ult;
  case ct::ComparisonPredicate::less_than_or_equal: return sgn ? P::sle : P::ule;
  case ct::ComparisonPredicate::greater_than: return sgn ? P::sgt : P::ugt;
  case ct::ComparisonPredicate::greater_than_or_equal:
    return sgn ? P::sge : P::uge;
  }
  return std::nullopt;
}

static std::optional<arith::CmpFPredicate> cmpFPred(ct::ComparisonPredicate p,
                                                    bool ordered) {
  using P = arith::CmpFPredicate;
  switch (p) {
  case ct::ComparisonPredicate::equal: return ordered ? P::OEQ : P::UEQ;
  case ct::ComparisonPredicate::not_equal: return ordered ? P::ONE : P::UNE;
  case ct::ComparisonPredicate::less_than: return ordered ? P::OLT : P::ULT;
  case ct::ComparisonPredicate::less_than_or_equal:
    return ordered ? P::OLE : P::ULE;
  case ct::ComparisonPredicate::greater_than: return ordered ? P::OGT : P::UGT;
  case ct::ComparisonPredicate::greater_than_or_equal:
    return ordered ? P::OGE : P::UGE;
  }
  return std::nullopt;
}

/// The arith/math op for a cuda_tile elementwise op, or "" if none.
static StringRef targetOpName(Operation *op) {
  StringRef n = op->getName().stripDialect();
  bool sgn = isSigned(op);
  bool nan = op->hasAttr("propagate_nan");
  return llvm::StringSwitch<StringRef>(n)
      .Case("addf", "arith.addf").Case("subf", "arith.subf")
      .Case("mulf", "arith.mulf").Case("divf", "arith.divf")
      .Case("remf", "arith.remf").Case("negf", "arith.negf")
      .Case("maxf", nan ? "arith.maximumf" : "arith.maxnumf")
      .Case("minf", nan ? "arith.minimumf" : "arith.minnumf")
      .Case("absf", "math.absf").Case("exp", "math.exp")
      .Case("exp2", "math.exp2").Case("log", "math.log")
      .Case("log2", "math.log2").Case("sqrt", "math.sqrt")
      .Case("rsqrt", "math.rsqrt").Case("sin", "math.sin")
      .Case("cos", "math.cos").Case("tan", "math.tan")
      .Case("tanh", "math.tanh").Case("sinh", "math.sinh")
      .Case("cosh", "math.cosh").Case("floor", "math.floor")
      .Case("ceil", "math.ceil").Case("fma", "math.fma")
      .Case("pow", "math.powf").Case("atan2", "math.atan2")
      .Case("addi", "arith.addi").Case("subi", "arith.subi")
      .Case("muli", "arith.muli").Case("andi", "arith.andi")
      .Case("ori", "arith.ori").Case("xori", "arith.xori")
      .Case("shli", "arith.shli").Case("absi", "math.absi")
      .Case("divi", sgn ? "arith.divsi" : "arith.divui")
      .Case("remi", sgn ? "arith.remsi" : "arith.remui")
      .Case("maxi", sgn ? "arith.maxsi" : "arith.maxui")
      .Case("mini", sgn ? "arith.minsi" : "arith.minui")
      .Case("shri", sgn ? "arith.shrsi" : "arith.shrui")
      .Case("select", "arith.select")
      .Default("");
}

/// Refuses float semantics the lowering does not implement yet, so they
/// fail loudly instead of silently computing round-to-nearest results.
static LogicalResult checkFloatSemantics(Operation *op) {
  StringRef n = op->getName().stripDialect();
  if (op->hasAttr("flush_to_zero"))
    return op->emitError("flush_to_zero on '")
           << op->getName() << "' has no SIMT lowering yet";
  auto rm = op->getAttrOfType<ct::RoundingModeAttr>("rounding_mode");
  if (!rm)
    return success();
  ct::RoundingMode m = rm.getValue();
  bool ok;
  if (n == "ftoi")
    ok = m == ct::RoundingMode::nearest_int_to_zero; // fptosi truncates
  else if (n == "ftof" &&
           getElementTypeOrSelf(op->getOperand(0).getType())
                   .getIntOrFloatBitWidth() <
               getElementTypeOrSelf(op->getResult(0).getType())
                   .getIntOrFloatBitWidth())
    ok = true; // widening is exact under every mode
  else
    // A correctly rounded result is also a valid `approx` / `full` one.
    ok = m == ct::RoundingMode::nearest_even ||
         m == ct::RoundingMode::approx || m == ct::RoundingMode::full;
  if (ok)
    return success();
  return op->emitError("rounding mode '")
         << ct::stringifyRoundingMode(m) << "' of '" << op->getName()
         << "' has no SIMT lowering yet";
}

/// divi with rounding toward +inf or -inf: the truncating quotient, moved
/// by one where the remainder is non-zero and the exact quotient lies on
/// the rounding side (signs of remainder and divisor agree for ceil).
static Value roundedDivision(OpBuilder &b, Location loc, Value x, Value y,
                             bool isSigned, ct::RoundingMode m) {
  Type ty = x.getType();
  auto cst = [&](int64_t v) -> Value {
    Type elt = getElementTypeOrSelf(ty);
    Attribute a = b.getIntegerAttr(elt, v);
    if (auto st = dyn_cast<ShapedType>(ty))
      a = DenseElementsAttr::get(st, a);
    return arith::ConstantOp::create(b, loc, ty, cast<TypedAttr>(a));
  };
  Value zero = cst(0);
  if (!isSigned) {
    Value q = arith::DivUIOp::create(b, loc, x, y);
    if (m != ct::RoundingMode::positive_inf)
      return q; // floor == truncation for unsigned
    Value r = arith::RemUIOp::create(b, loc, x, y);
    Value nz = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, r, zero);
    return arith::AddIOp::create(b, loc, q,
                                 arith::ExtUIOp::create(b, loc, ty, nz));
  }
  Value q = arith::DivSIOp::create(b, loc, x, y);
  Value r = arith::RemSIOp::create(b, loc, x, y);
  Value nz = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, r, zero);
  Value rNeg = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, r, zero);
  Value yNeg = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, y, zero);
  bool ceil = m == ct::RoundingMode::positive_inf;
  Value side = arith::CmpIOp::create(
      b, loc, ceil ? arith::CmpIPredicate::eq : arith::CmpIPredicate::ne,
      rNeg, yNeg);
  Value adjust = arith::ExtUIOp::create(
      b, loc, ty, arith::AndIOp::create(b, loc, nz, side));
  return ceil ? Value(arith::AddIOp::create(b, loc, q, adjust))
              : Value(arith::SubIOp::create(b, loc, q, adjust));
}

LogicalResult KernelLowering::lowerElementwise(Operation *op, bool &handled) {
  StringRef n = op->getName().stripDialect();
  Location loc = op->getLoc();
  handled = true;
  if (failed(checkFloatSemantics(op)))
    return failure();

  if (n == "constant") {
    auto dense = dyn_cast_or_null<DenseElementsAttr>(op->getAttr("value"));
    Type ty = convertType(op->getResult(0).getType(), loc);
    if (!dense || !ty)
      return dense ? failure()
                   : op->emitError("constant without dense elements value");
    Value c;
    if (auto rt = dyn_cast<RankedTensorType>(ty)) {
      if (!dense.isSplat())
        return op->emitError("non-splat constant tiles have no SIMT lowering "
                             "yet");
      c = arith::ConstantOp::create(
          b, loc, ty, DenseElementsAttr::get(rt, dense.getSplatValue<Attribute>()));
    } else {
      auto attr = cast<TypedAttr>(dense.getSplatValue<Attribute>());
      c = arith::ConstantOp::create(b, loc, ty, attr);
      if (auto ia = dyn_cast<IntegerAttr>(attr)) {
        int64_t v = ia.getValue().getSExtValue();
        if (v > 0)
          divisors[op->getResult(0)] = v & -v; // largest power-of-two factor
      }
    }
    setMapping(op->getResult(0), c);
    return success();
  }

  // Conversions between element types.
  if (n == "ftof" || n == "itof" || n == "ftoi" || n == "exti" ||
      n == "trunci" || n == "bitcast") {
    Value in = lookup(op->getOperand(0));
    Type outTy = op->getResult(0).getType();
    Attribute enc;
    if (auto rt = dyn_cast<RankedTensorType>(in.getType()))
      enc = rt.getEncoding();
    Type ty = convertType(outTy, loc, enc);
    if (!ty)
      return failure();
    Type inElt = getElementTypeOrSelf(in.getType());
    Type outElt = getElementTypeOrSelf(ty);
    Value r;
    if (n == "ftof") {
      unsigned iw = inElt.getIntOrFloatBitWidth(), ow = outElt.getIntOrFloatBitWidth();
      if (iw < ow)
        r = arith::ExtFOp::create(b, loc, ty, in);
      else if (iw > ow)
        r = arith::TruncFOp::create(b, loc, ty, in);
      else if (inElt == outElt)
        r = in;
      else { // f16 <-> bf16 through f32
        Type mid = isa<RankedTensorType>(ty)
                       ? Type(cast<RankedTensorType>(ty).clone(b.getF32Type()))
                       : Type(b.getF32Type());
        r = arith::TruncFOp::create(b, loc, ty,
                                    arith::ExtFOp::create(b, loc, mid, in));
      }
    } else if (n == "itof") {
      if (isSigned(op) && !inElt.isInteger(1))
        r = arith::SIToFPOp::create(b, loc, ty, in);
      else
        r = arith::UIToFPOp::create(b, loc, ty, in);
    } else if (n == "ftoi") {
      if (isSigned(op))
        r = arith::FPToSIOp::create(b, loc, ty, in);
      else
        r = arith::FPToUIOp::create(b, loc, ty, in);
    } else if (n == "exti") {
      if (isSigned(op) && !inElt.isInteger(1))
        r = arith::ExtSIOp::create(b, loc, ty, in);
      else
        r = arith::ExtUIOp::create(b, loc, ty, in);
    } else if (n == "trunci") {
      r = arith::TruncIOp::create(b, loc, ty, in);
    } else {
      if (inElt.getIntOrFloatBitWidth() != outElt.getIntOrFloatBitWidth())
        return op->emitError("bitcast between widths has no SIMT lowering");
      r = arith::BitcastOp::create(b, loc, ty, in);
    }
    setMapping(op->getResult(0), r);
    return success();
  }

  bool isCmp = n == "cmpi" || n == "cmpf";
  StringRef target = isCmp ? StringRef("cmp") : targetOpName(op);
  if (n == "negi")
    target = "negi";
  if (target.empty()) {
    handled = false;
    return success();
  }

  // Operands: move every tensor into the first tensor operand's layout.
  SmallVector<Value> operands;
  Attribute enc;
  for (Value v : op->getOperands()) {
    Value m = lookup(v);
    if (!m)
      return op->emitError("operand was not lowered");
    if (auto rt = dyn_cast<RankedTensorType>(m.getType()); rt && !enc)
      enc = rt.getEncoding();
    operands.push_back(m);
  }
  for (Value &m : operands)
    if (auto rt = dyn_cast<RankedTensorType>(m.getType()))
      m = toType(m, RankedTensorType::get(rt.getShape(), rt.getElementType(), enc),
                 loc);
  Type ty = convertType(op->getResult(0).getType(), loc, enc);
  if (!ty)
    return failure();

  Value r;
  if (n == "cmpi") {
    auto p = cast<ct::ComparisonPredicateAttr>(op->getAttr("comparison_predicate"));
    r = arith::CmpIOp::create(b, loc, *cmpIPred(p.getValue(), isSigned(op)),
                              operands[0], operands[1]);
  } else if (n == "cmpf") {
    auto p = cast<ct::ComparisonPredicateAttr>(op->getAttr("comparison_predicate"));
    auto o = dyn_cast_or_null<ct::ComparisonOrderingAttr>(
        op->getAttr("comparison_ordering"));
    bool ordered = !o || o.getValue() == ct::ComparisonOrdering::ordered;
    r = arith::CmpFOp::create(b, loc, *cmpFPred(p.getValue(), ordered),
                              operands[0], operands[1]);
  } else if (auto rm = op->getAttrOfType<ct::RoundingModeAttr>("rounding");
             n == "divi" && rm && rm.getValue() != ct::RoundingMode::zero) {
    r = roundedDivision(b, loc, operands[0], operands[1], isSigned(op),
                        rm.getValue());
  } else if (n == "negi") {
    Value zero = arith::ConstantOp::create(b, loc, ty, b.getZeroAttr(ty));
    r = arith::SubIOp::create(b, loc, zero, operands[0]);
  } else {
    OperationState st(loc, target);
    st.addOperands(operands);
    st.addTypes(ty);
    r = b.create(st)->getResult(0);
  }
  setMapping(op->getResult(0), r);
  return success();
}
