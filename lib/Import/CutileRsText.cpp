//===- CutileRsText.cpp - tolerant import of cutile-rs IR dumps -----------===//
#include "TileIR/Import/CutileRsText.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Regex.h"

#include <cctype>

using namespace mlir::tileir;
using llvm::Regex;
using llvm::SmallVector;
using llvm::SmallVectorImpl;
using llvm::StringRef;

namespace {

/// Bit pattern of +-inf / nan in `type`, as MLIR's hex float literal.
std::string specialFloat(StringRef value, StringRef type) {
  bool neg = value.starts_with("-");
  bool nan = value.ends_with("nan");
  struct Bits { const char *name, *inf, *ninf, *qnan; };
  static const Bits table[] = {
      {"f16", "0x7C00", "0xFC00", "0x7E00"},
      {"bf16", "0x7F80", "0xFF80", "0x7FC0"},
      {"f32", "0x7F800000", "0xFF800000", "0x7FC00000"},
      {"f64", "0x7FF0000000000000", "0xFFF0000000000000", "0x7FF8000000000000"}};
  for (const Bits &b : table)
    if (type == b.name)
      return nan ? b.qnan : (neg ? b.ninf : b.inf);
  return value.str(); // leave it for the parser to report
}

bool isFloatType(StringRef t) {
  return t == "f16" || t == "bf16" || t == "f32" || t == "f64" || t == "tf32";
}

/// `0` -> `0.0` so MLIR reads it as a float literal.
std::string floatLiteral(StringRef v) {
  if (v.contains_insensitive("e") || v.contains('.') || v.starts_with("0x"))
    return v.str();
  return (v + ".0").str();
}

/// Element types of the operand list `tile<4x1024xf32>, tile<...>` that
/// follows ` : ` on a reduce/scan line.
SmallVector<std::string> operandElementTypes(StringRef line) {
  SmallVector<std::string> types;
  size_t colon = line.find(" : ");
  size_t arrow = line.find("->", colon);
  if (colon == StringRef::npos || arrow == StringRef::npos)
    return types;
  StringRef list = line.slice(colon + 3, arrow);
  Regex elem("tile<([0-9]+x)*([A-Za-z0-9_]+)>");
  SmallVector<StringRef> m;
  while (elem.match(list, &m)) {
    types.push_back(m[2].str());
    list = list.drop_front(list.find(m[0]) + m[0].size());
  }
  return types;
}

std::string rewriteIdentities(StringRef line, bool &changed) {
  static Regex ids("identities=\\[([^]]*)\\]");
  SmallVector<StringRef> m;
  if (!ids.match(line, &m) || m[1].contains(':'))
    return line.str();
  SmallVector<std::string> types = operandElementTypes(line);
  SmallVector<StringRef> items;
  m[1].split(items, ',');
  if (types.size() != items.size())
    return line.str(); // not the shape we know: let the parser report it
  std::string typed;
  for (auto [i, item] : llvm::enumerate(items)) {
    StringRef v = item.trim();
    StringRef t = types[i];
    std::string lit = v.str();
    if (isFloatType(t))
      lit = (v.ends_with("inf") || v.ends_with("nan")) ? specialFloat(v, t)
                                                      : floatLiteral(v);
    typed += (i ? ", " : "") + lit + " : " + t.str();
  }
  changed = true;
  size_t at = line.find(m[0]);
  return (line.take_front(at) + "identities=[" + typed + "]" +
          line.drop_front(at + m[0].size()))
      .str();
}

std::string rewriteBlockHeader(StringRef line, bool &changed) {
  static Regex header("^[ \t]*\\^bb[0-9]+\\(.*\\):[ \t]*$");
  if (!header.match(line))
    return line.str();
  std::string out;
  StringRef rest = line;
  // Prefix every `: tile<`, `: ptr<`, `: token` that lacks `!cuda_tile.`.
  while (!rest.empty()) {
    size_t colon = rest.find(": ");
    if (colon == StringRef::npos) {
      out += rest.str();
      break;
    }
    out += rest.take_front(colon + 2).str();
    rest = rest.drop_front(colon + 2);
    for (StringRef kw : {"tile<", "ptr<", "token", "tensor_view<",
                         "partition_view<"})
      if (rest.starts_with(kw)) {
        out += "!cuda_tile.";
        changed = true;
        break;
      }
  }
  return out;
}

std::string rewriteRoundingDict(StringRef line, bool &changed) {
  static Regex dict(" \\{rounding_mode = 0\\}");
  SmallVector<StringRef> m;
  if (!dict.match(line, &m))
    return line.str();
  changed = true;
  size_t at = line.find(m[0]);
  return (line.take_front(at) + line.drop_front(at + m[0].size())).str();
}

std::string rewriteAtomicMode(StringRef line, bool &changed) {
  static Regex atomic("(atomic_rmw_tko [a-z_]+ [a-z_]+ %[A-Za-z0-9_]+), "
                      "(%[^{]*) \\{mode = ([0-9]+)\\}");
  static const char *modes[] = {"and", "or",  "xor",  "add",  "addf",
                                "max", "min", "umax", "umin", "xchg"};
  SmallVector<StringRef> m;
  if (!atomic.match(line, &m))
    return line.str();
  unsigned mode;
  if (m[3].getAsInteger(10, mode) || mode >= std::size(modes))
    return line.str();
  changed = true;
  size_t at = line.find(m[0]);
  return (line.take_front(at) + m[1] + ", " + modes[mode] + ", " +
          m[2].rtrim() + line.drop_front(at + m[0].size()))
      .str();
}

} // namespace

std::string mlir::tileir::rewriteCutileRsText(
    StringRef text, SmallVectorImpl<CutileRsRewrite> *log) {
  std::string out;
  out.reserve(text.size() + 256);
  unsigned lineNo = 0;
  while (!text.empty()) {
    auto [line, rest] = text.split('\n');
    bool hadNewline = text.size() > line.size();
    text = rest;
    ++lineNo;
    std::string cur = line.str();
    struct Rule {
      std::string (*fn)(StringRef, bool &);
      const char *what;
    };
    static const Rule rules[] = {
        {rewriteBlockHeader, "block-argument types without '!cuda_tile.'"},
        {rewriteIdentities, "untyped reduce/scan identities"},
        {rewriteRoundingDict, "'{rounding_mode = 0}' attribute dictionary"},
        {rewriteAtomicMode, "atomic_rmw_tko mode given as '{mode = N}'"}};
    for (const Rule &r : rules) {
      bool changed = false;
      cur = r.fn(cur, changed);
      if (changed && log)
        log->push_back({lineNo, r.what});
    }
    out += cur;
    if (hadNewline)
      out += '\n';
  }
  return out;
}
