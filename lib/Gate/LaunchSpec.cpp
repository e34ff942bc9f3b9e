//===- LaunchSpec.cpp - the launch spec format and its expressions --------===//
#include "TileIR/Gate/LaunchSpec.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"

#include <cctype>
#include <cmath>

using namespace mlir::tileir::gate;
namespace json = llvm::json;
using llvm::StringRef;

Tolerance LaunchSpec::toleranceOf(StringRef dtype) const {
  auto it = tolerance.find(dtype.str());
  return it != tolerance.end() ? it->second : defaultTolerance(dtype);
}

const SpecArg *LaunchSpec::find(StringRef name) const {
  for (const SpecArg &a : args)
    if (a.name == name)
      return &a;
  return nullptr;
}

//===----------------------------------------------------------------------===//
// JSON
//===----------------------------------------------------------------------===//

namespace {

/// Builds "path: message" errors while walking the document.
struct Walker {
  std::string error;

  bool fail(const std::string &path, const std::string &msg) {
    if (error.empty())
      error = path + ": " + msg;
    return false;
  }

  /// Rejects keys outside `known`: a misspelt key must not silently mean
  /// "use the default".
  bool onlyKeys(const json::Object &o, const std::string &path,
                std::initializer_list<StringRef> known) {
    for (const auto &kv : o) {
      StringRef k = kv.first;
      if (llvm::find(known, k) == known.end())
        return fail(path, "unknown key '" + k.str() + "' (known: " +
                              llvm::join(known, ", ") + ")");
    }
    return true;
  }

  bool string(const json::Value &v, const std::string &path, std::string &out) {
    if (auto s = v.getAsString()) {
      out = s->str();
      return true;
    }
    return fail(path, "expected a string");
  }

  /// A number or a string expression, kept as expression text.
  bool expression(const json::Value &v, const std::string &path,
                  std::string &out) {
    if (auto s = v.getAsString()) {
      out = s->str();
      return true;
    }
    if (auto i = v.getAsInteger()) {
      out = std::to_string(*i);
      return true;
    }
    if (auto d = v.getAsNumber()) {
      std::string s;
      llvm::raw_string_ostream(s) << llvm::format("%.17g", *d);
      if (s.find_first_of(".en") == std::string::npos)
        s += ".0";
      out = s;
      return true;
    }
    return fail(path, "expected a number or an expression string");
  }

  bool ints(const json::Value &v, const std::string &path,
            std::vector<int64_t> &out, bool positive) {
    const json::Array *a = v.getAsArray();
    if (!a)
      return fail(path, "expected an array of integers");
    for (size_t i = 0; i < a->size(); ++i) {
      auto n = (*a)[i].getAsInteger();
      if (!n || *n < (positive ? 1 : 0))
        return fail(path + "[" + std::to_string(i) + "]",
                    positive ? "expected a positive integer"
                             : "expected a non-negative integer");
      out.push_back(*n);
    }
    return true;
  }

  bool stringList(const json::Value &v, const std::string &path,
                  std::vector<std::string> &out) {
    const json::Array *a = v.getAsArray();
    if (!a)
      return fail(path, "expected an array");
    for (size_t i = 0; i < a->size(); ++i) {
      std::string s;
      if (!expression((*a)[i], path + "[" + std::to_string(i) + "]", s))
        return false;
      out.push_back(s);
    }
    return true;
  }
};

bool knownDtype(StringRef d) {
  return llvm::is_contained(
      std::initializer_list<StringRef>{"i1", "i8", "i16", "i32", "i64", "f16",
                                       "bf16", "f32", "tf32", "f64",
                                       "f8E4M3FN", "f8E5M2"},
      d);
}

} // namespace

llvm::Expected<LaunchSpec> mlir::tileir::gate::parseLaunchSpec(StringRef text) {
  auto parsed = json::parse(text);
  if (!parsed)
    return llvm::createStringError("spec: " + llvm::toString(parsed.takeError()));
  LaunchSpec spec;
  Walker w;
  auto done = [&]() -> llvm::Expected<LaunchSpec> {
    if (!w.error.empty())
      return llvm::createStringError("spec: " + w.error);
    return std::move(spec);
  };
  const json::Object *root = parsed->getAsObject();
  if (!root) {
    w.fail("$", "the spec is a JSON object");
    return done();
  }
  if (!w.onlyKeys(*root, "$",
                  {"$schema", "description", "args", "reference_args",
                   "port_args", "configs", "tolerance", "seed", "entry"}))
    return done();

  const json::Array *args = root->getArray("args");
  if (!args || args->empty()) {
    w.fail("$.args", "required: a non-empty array of arguments");
    return done();
  }
  for (size_t i = 0; i < args->size(); ++i) {
    std::string p = "$.args[" + std::to_string(i) + "]";
    const json::Object *o = (*args)[i].getAsObject();
    if (!o) {
      w.fail(p, "expected an object");
      return done();
    }
    if (!w.onlyKeys(*o, p,
                    {"name", "tensor", "scalar", "init", "range", "fill",
                     "output", "value"}))
      return done();
    SpecArg a;
    if (!o->get("name") || !w.string(*o->get("name"), p + ".name", a.name))
      return w.fail(p + ".name", "required"), done();
    if (a.name.empty() || !(std::isalpha(a.name[0]) || a.name[0] == '_') ||
        !llvm::all_of(a.name, [](char c) { return std::isalnum(c) || c == '_'; }))
      return w.fail(p + ".name", "'" + a.name + "' is not an identifier"), done();
    if (spec.find(a.name))
      return w.fail(p + ".name", "'" + a.name + "' is declared twice"), done();
    const json::Value *tensor = o->get("tensor"), *scalar = o->get("scalar");
    if (!!tensor == !!scalar)
      return w.fail(p, "give exactly one of \"tensor\": DTYPE and \"scalar\": DTYPE"),
             done();
    a.tensor = tensor;
    if (!w.string(tensor ? *tensor : *scalar, p + (tensor ? ".tensor" : ".scalar"),
                  a.dtype))
      return done();
    if (!knownDtype(a.dtype))
      return w.fail(p, "unknown dtype '" + a.dtype + "'"), done();
    if (auto out = o->getBoolean("output"))
      a.output = *out;
    if (a.output && !a.tensor)
      return w.fail(p + ".output", "only tensors are outputs"), done();
    if (const json::Value *v = o->get("init")) {
      if (!w.string(*v, p + ".init", a.init))
        return done();
      if (!llvm::is_contained(std::initializer_list<StringRef>{"rand", "randint", "zeros",
                                                               "iota", "full", "poison"},
                              StringRef(a.init)))
        return w.fail(p + ".init", "unknown init '" + a.init +
                                       "' (rand, randint, zeros, iota, full, poison)"),
               done();
    }
    if (a.init.empty())
      a.init = a.output ? "poison" : "rand";
    if (!a.dtype.empty() && a.dtype[0] != 'f' && a.dtype != "tf32" &&
        a.dtype != "bf16")
      a.lo = 0, a.hi = 16;
    if (const json::Value *r = o->get("range")) {
      const json::Array *ra = r->getAsArray();
      std::optional<double> lo, hi;
      if (ra && ra->size() == 2)
        lo = (*ra)[0].getAsNumber(), hi = (*ra)[1].getAsNumber();
      if (!lo || !hi || *lo > *hi)
        return w.fail(p + ".range", "expected [LO, HI] with LO <= HI"), done();
      a.lo = *lo;
      a.hi = *hi;
    }
    if (const json::Value *f = o->get("fill")) {
      if (!f->getAsNumber())
        return w.fail(p + ".fill", "expected a number"), done();
      a.fill = *f->getAsNumber();
    }
    if (a.init == "full" && !o->get("fill"))
      return w.fail(p, "init \"full\" needs \"fill\""), done();
    if (const json::Value *v = o->get("value")) {
      if (a.tensor)
        return w.fail(p + ".value", "only scalars take a value"), done();
      if (!w.expression(*v, p + ".value", a.value))
        return done();
    }
    spec.args.push_back(std::move(a));
  }

  for (auto [key, target] : {std::pair<const char *, std::optional<std::vector<std::string>> *>{
                                 "reference_args", &spec.referenceArgs},
                             {"port_args", &spec.portArgs}}) {
    if (const json::Value *v = root->get(key)) {
      target->emplace();
      if (!w.stringList(*v, std::string("$.") + key, **target))
        return done();
    }
  }

  if (const json::Value *e = root->get("entry")) {
    const json::Object *o = e->getAsObject();
    if (!o || !w.onlyKeys(*o, "$.entry", {"reference", "port"}))
      return w.fail("$.entry", "expected {\"reference\": NAME, \"port\": NAME}"),
             done();
    if (auto s = o->getString("reference"))
      spec.referenceEntry = s->str();
    if (auto s = o->getString("port"))
      spec.portEntry = s->str();
  }

  if (const json::Value *s = root->get("seed")) {
    auto n = s->getAsInteger();
    if (!n || *n < 0)
      return w.fail("$.seed", "expected a non-negative integer"), done();
    spec.seed = *n;
  }

  if (const json::Object *tol = root->getObject("tolerance")) {
    for (const auto &kv : *tol) {
      std::string p = "$.tolerance." + kv.first.str();
      if (!knownDtype(kv.first))
        return w.fail(p, "unknown dtype"), done();
      const json::Object *o = kv.second.getAsObject();
      if (!o || !w.onlyKeys(*o, p, {"rtol", "atol"}))
        return w.fail(p, "expected {\"rtol\": R, \"atol\": A}"), done();
      Tolerance t = defaultTolerance(kv.first);
      if (auto r = o->getNumber("rtol"))
        t.rtol = *r;
      if (auto a = o->getNumber("atol"))
        t.atol = *a;
      if (t.rtol < 0 || t.atol < 0)
        return w.fail(p, "tolerances are non-negative"), done();
      spec.tolerance[kv.first.str()] = t;
    }
  }

  const json::Array *configs = root->getArray("configs");
  if (!configs || configs->empty())
    return w.fail("$.configs", "required: a non-empty array of configurations"),
           done();
  for (size_t i = 0; i < configs->size(); ++i) {
    std::string p = "$.configs[" + std::to_string(i) + "]";
    const json::Object *o = (*configs)[i].getAsObject();
    if (!o)
      return w.fail(p, "expected an object"), done();
    if (!w.onlyKeys(*o, p, {"name", "shapes", "strides", "scalars", "grid", "gates"}))
      return done();
    SpecConfig c;
    c.name = "config" + std::to_string(i);
    if (const json::Value *n = o->get("name"))
      if (!w.string(*n, p + ".name", c.name))
        return done();
    for (auto [key, map] : {std::pair<const char *, std::map<std::string, std::vector<int64_t>> *>{
                                "shapes", &c.shapes},
                            {"strides", &c.strides}}) {
      const json::Object *m = o->getObject(key);
      if (!m)
        continue;
      for (const auto &kv : *m) {
        std::string q = p + "." + key + "." + kv.first.str();
        const SpecArg *a = spec.find(kv.first);
        if (!a || !a->tensor)
          return w.fail(q, "'" + kv.first.str() + "' is not a tensor argument"),
                 done();
        if (!w.ints(kv.second, q, (*map)[kv.first.str()],
                    /*positive=*/StringRef(key) == "strides"))
          return done();
      }
    }
    for (const SpecArg &a : spec.args) {
      if (!a.tensor)
        continue;
      if (!c.shapes.count(a.name))
        return w.fail(p + ".shapes", "no shape for tensor '" + a.name + "'"),
               done();
      auto st = c.strides.find(a.name);
      if (st != c.strides.end() && st->second.size() != c.shapes[a.name].size())
        return w.fail(p + ".strides." + a.name,
                      "has " + std::to_string(st->second.size()) +
                          " strides for a rank-" +
                          std::to_string(c.shapes[a.name].size()) + " tensor"),
               done();
    }
    if (const json::Object *m = o->getObject("scalars")) {
      for (const auto &kv : *m) {
        std::string q = p + ".scalars." + kv.first.str();
        const SpecArg *a = spec.find(kv.first);
        if (!a || a->tensor)
          return w.fail(q, "'" + kv.first.str() + "' is not a scalar argument"),
                 done();
        if (!w.expression(kv.second, q, c.scalars[kv.first.str()]))
          return done();
      }
    }
    for (const SpecArg &a : spec.args)
      if (!a.tensor && a.value.empty() && !c.scalars.count(a.name))
        return w.fail(p + ".scalars", "no value for scalar '" + a.name + "'"),
               done();
    if (const json::Value *g = o->get("grid")) {
      std::vector<std::string> dims;
      if (!w.stringList(*g, p + ".grid", dims))
        return done();
      if (dims.empty() || dims.size() > 3)
        return w.fail(p + ".grid", "one to three dimensions"), done();
      for (size_t d = 0; d < dims.size(); ++d)
        c.grid[d] = dims[d];
    }
    if (const json::Value *g = o->get("gates")) {
      std::vector<std::string> gates;
      if (!w.stringList(*g, p + ".gates", gates))
        return done();
      c.numeric = c.device = false;
      for (const std::string &name : gates) {
        if (name == "numeric")
          c.numeric = true;
        else if (name == "device")
          c.device = true;
        else
          return w.fail(p + ".gates", "unknown gate '" + name +
                                          "' (numeric, device)"),
                 done();
      }
    }
    spec.configs.push_back(std::move(c));
  }
  return done();
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

namespace {

/// Recursive descent over: expr := term (('+'|'-') term)*;
/// term := unary (('*'|'/'|'%') unary)*; unary := '-' unary | primary.
class Parser {
public:
  Parser(StringRef text, const Scope &scope) : text(text), scope(scope) {}

  llvm::Expected<Number> parse() {
    Number n = expr();
    skip();
    if (error.empty() && pos != text.size())
      fail("unexpected '" + text.substr(pos).str() + "'");
    if (!error.empty())
      return llvm::createStringError("in '" + text.str() + "': " + error);
    return n;
  }

private:
  StringRef text;
  const Scope &scope;
  size_t pos = 0;
  std::string error;

  Number fail(const std::string &msg) {
    if (error.empty())
      error = msg;
    return {};
  }
  void skip() {
    while (pos < text.size() && std::isspace(text[pos]))
      ++pos;
  }
  bool eat(char c) {
    skip();
    if (pos < text.size() && text[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }

  static Number binary(char op, Number a, Number b, std::string &err) {
    Number r;
    if (a.isFloat || b.isFloat) {
      double x = a.asDouble(), y = b.asDouble();
      r.isFloat = true;
      switch (op) {
      case '+': r.f = x + y; break;
      case '-': r.f = x - y; break;
      case '*': r.f = x * y; break;
      case '/': r.f = x / y; break;
      default: err = "'%' takes integers"; break;
      }
      return r;
    }
    int64_t x = a.i, y = b.i;
    switch (op) {
    case '+': r.i = x + y; break;
    case '-': r.i = x - y; break;
    case '*': r.i = x * y; break;
    case '/':
    case '%':
      if (y == 0) {
        err = "division by zero";
        return r;
      }
      {
        int64_t q = x / y, m = x % y;
        if (m != 0 && ((m < 0) != (y < 0)))
          --q, m += y;
        r.i = op == '/' ? q : m;
      }
      break;
    }
    return r;
  }

  Number expr() {
    Number n = term();
    while (error.empty()) {
      char op = eat('+') ? '+' : eat('-') ? '-' : 0;
      if (!op)
        break;
      n = binary(op, n, term(), error);
    }
    return n;
  }
  Number term() {
    Number n = unary();
    while (error.empty()) {
      char op = eat('*') ? '*' : eat('/') ? '/' : eat('%') ? '%' : 0;
      if (!op)
        break;
      n = binary(op, n, unary(), error);
    }
    return n;
  }
  Number unary() {
    if (eat('-')) {
      Number n = unary();
      n.i = -n.i;
      n.f = -n.f;
      return n;
    }
    return primary();
  }
  Number primary() {
    skip();
    if (eat('(')) {
      Number n = expr();
      if (!eat(')'))
        return fail("missing ')'");
      return n;
    }
    if (pos >= text.size())
      return fail("expression ends early");
    if (std::isdigit(text[pos]) || text[pos] == '.') {
      size_t start = pos;
      while (pos < text.size() &&
             (std::isalnum(text[pos]) || text[pos] == '.' ||
              ((text[pos] == '-' || text[pos] == '+') &&
               (text[pos - 1] == 'e' || text[pos - 1] == 'E'))))
        ++pos;
      StringRef lit = text.slice(start, pos);
      Number n;
      if (!lit.getAsInteger(0, n.i))
        return n;
      n.isFloat = true;
      if (lit.getAsDouble(n.f))
        return fail("bad number '" + lit.str() + "'");
      return n;
    }
    if (!std::isalpha(text[pos]) && text[pos] != '_')
      return fail("unexpected '" + text.substr(pos, 1).str() + "'");
    size_t start = pos;
    while (pos < text.size() && (std::isalnum(text[pos]) || text[pos] == '_'))
      ++pos;
    StringRef name = text.slice(start, pos);
    if (name == "inf" || name == "nan") {
      Number n;
      n.isFloat = true;
      n.f = name == "inf" ? INFINITY : NAN;
      return n;
    }
    if (eat('(')) {
      Number a = expr();
      if (!eat(','))
        return fail(name.str() + "() takes two arguments");
      Number b = expr();
      if (!eat(')'))
        return fail("missing ')' after " + name.str() + "(");
      if (name == "cdiv") {
        if (a.isFloat || b.isFloat)
          return fail("cdiv takes integers");
        Number one{false, 1, 0};
        return binary('/', binary('-', binary('+', a, b, error), one, error), b,
                      error);
      }
      bool less = a.asDouble() < b.asDouble();
      if (name == "min")
        return less ? a : b;
      if (name == "max")
        return less ? b : a;
      return fail("unknown function '" + name.str() + "' (cdiv, min, max)");
    }
    if (eat('.')) {
      skip();
      size_t s = pos;
      while (pos < text.size() && std::isalpha(text[pos]))
        ++pos;
      StringRef field = text.slice(s, pos);
      unsigned dim;
      if ((field != "shape" && field != "stride") || !eat('['))
        return fail("expected " + name.str() + ".shape[D] or " + name.str() +
                    ".stride[D]");
      skip();
      size_t d0 = pos;
      while (pos < text.size() && std::isdigit(text[pos]))
        ++pos;
      if (text.slice(d0, pos).getAsInteger(10, dim) || !eat(']'))
        return fail("bad dimension in " + name.str() + "." + field.str());
      auto v = scope.dimension(name, field == "shape", dim);
      if (!v)
        return fail("'" + name.str() + "' is not a tensor of rank above " +
                    std::to_string(dim));
      return Number{false, *v, 0};
    }
    auto v = scope.scalar(name);
    if (!v)
      return fail("unknown name '" + name.str() + "'");
    return *v;
  }
};

} // namespace

llvm::Expected<Number> mlir::tileir::gate::evaluate(StringRef expr,
                                                    const Scope &scope) {
  return Parser(expr, scope).parse();
}

Tolerance mlir::tileir::gate::defaultTolerance(StringRef d) {
  // A few ulps of each type's epsilon: tight enough that one wrong operand
  // shows, loose enough for a different but legal summation order.
  if (d == "f64") return {1e-12, 1e-14};
  if (d == "f32") return {1e-5, 1e-6};
  if (d == "tf32") return {2e-3, 1e-5};
  if (d == "f16") return {2e-3, 1e-4};
  if (d == "bf16") return {1.6e-2, 1e-3};
  if (d.starts_with("f8")) return {0.25, 1e-2};
  return {0, 0};
}
