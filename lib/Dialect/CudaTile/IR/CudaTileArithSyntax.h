//===- CudaTileArithSyntax.h - custom directives of Int/Float ops -*- C++ -*-===//
//
// Private to the op groups that write these keywords (Int, Float,
// Conversion, Matrix): the keyword forms of signedness,
// comparison predicate/ordering and `rounding<mode>` used by their assembly
// formats. Functions are static inline so each group's .cpp may use a subset.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_LIB_CUDATILE_ARITHSYNTAX_H
#define TILEIR_LIB_CUDATILE_ARITHSYNTAX_H

#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "llvm/ADT/STLExtras.h"

namespace mlir::cuda_tile::arith_syntax {

/// Parses a bare keyword naming an enum case; on failure the diagnostic lists
/// the allowed spellings.
template <typename EnumT, typename SymbolizeFn>
static inline ParseResult parseEnumKeyword(OpAsmParser &parser, EnumT &value,
                                           SymbolizeFn symbolize,
                                           StringRef what,
                                           ArrayRef<StringRef> allowed) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (succeeded(parser.parseOptionalKeyword(&keyword)))
    if (std::optional<EnumT> v = symbolize(keyword)) {
      value = *v;
      return success();
    }
  InFlightDiagnostic diag = parser.emitError(loc)
                            << "expected " << what << " to be one of: ";
  llvm::interleaveComma(allowed, diag,
                        [&](StringRef s) { diag << "'" << s << "'"; });
  return diag;
}

/// `rounding<mode>` is optional: absent means `defaultMode`. Only `allowed`
/// modes may be written.
static inline ParseResult parseOptionalRounding(OpAsmParser &parser,
                                                RoundingModeAttr &attr,
                                                RoundingMode defaultMode,
                                                ArrayRef<RoundingMode> allowed) {
  RoundingMode mode = defaultMode;
  if (succeeded(parser.parseOptionalKeyword("rounding"))) {
    if (parser.parseLess())
      return failure();
    SMLoc loc = parser.getCurrentLocation();
    StringRef keyword;
    if (parser.parseKeyword(&keyword))
      return failure();
    std::optional<RoundingMode> parsed = symbolizeRoundingMode(keyword);
    if (!parsed || !llvm::is_contained(allowed, *parsed)) {
      InFlightDiagnostic diag = parser.emitError(loc)
                                << "expected rounding mode to be one of: ";
      llvm::interleaveComma(allowed, diag, [&](RoundingMode m) {
        diag << "'" << stringifyRoundingMode(m) << "'";
      });
      return diag << ", got: '" << keyword << "'";
    }
    if (parser.parseGreater())
      return failure();
    mode = *parsed;
  }
  attr = RoundingModeAttr::get(parser.getContext(), mode);
  return success();
}

/// Prints ` rounding<mode>` (with its leading space) unless `defaultMode`.
static inline void printOptionalRounding(OpAsmPrinter &p, RoundingModeAttr attr,
                                         RoundingMode defaultMode) {
  if (attr.getValue() != defaultMode)
    p << " rounding<" << stringifyRoundingMode(attr.getValue()) << ">";
}

} // namespace mlir::cuda_tile::arith_syntax

//===----------------------------------------------------------------------===//
// Directives named in the .td assembly formats
//===----------------------------------------------------------------------===//

/// `signed` or `unsigned`, with NVIDIA's message (braces) otherwise.
static inline mlir::ParseResult
parseSignedness(mlir::OpAsmParser &parser,
                mlir::cuda_tile::SignednessAttr &attr) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::StringRef word;
  std::optional<mlir::cuda_tile::Signedness> s;
  if (mlir::succeeded(parser.parseOptionalKeyword(&word)))
    s = mlir::cuda_tile::symbolizeSignedness(word);
  if (!s)
    return parser.emitError(loc, "expected signedness to be one of: "
                                 "{'signed', 'unsigned'}");
  attr = mlir::cuda_tile::SignednessAttr::get(parser.getContext(), *s);
  return mlir::success();
}

static inline void printSignedness(mlir::OpAsmPrinter &p, mlir::Operation *,
                                   mlir::cuda_tile::SignednessAttr attr) {
  p << mlir::cuda_tile::stringifySignedness(attr.getValue());
}

static inline mlir::ParseResult
parseComparisonPredicate(mlir::OpAsmParser &parser,
                         mlir::cuda_tile::ComparisonPredicateAttr &attr) {
  mlir::cuda_tile::ComparisonPredicate value{};
  if (mlir::cuda_tile::arith_syntax::parseEnumKeyword(
          parser, value,
          [](llvm::StringRef s) {
            return mlir::cuda_tile::symbolizeComparisonPredicate(s);
          },
          "comparison predicate",
          {"equal", "not_equal", "less_than", "less_than_or_equal",
           "greater_than", "greater_than_or_equal"}))
    return mlir::failure();
  attr = mlir::cuda_tile::ComparisonPredicateAttr::get(parser.getContext(),
                                                       value);
  return mlir::success();
}

static inline void
printComparisonPredicate(mlir::OpAsmPrinter &p, mlir::Operation *,
                         mlir::cuda_tile::ComparisonPredicateAttr attr) {
  p << mlir::cuda_tile::stringifyComparisonPredicate(attr.getValue());
}

#endif
