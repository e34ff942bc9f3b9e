//===- CudaTilePreviewOps.cpp - preview$func, preview$call, extern_impl ---===//
//
// Syntax and verifiers of 13.5's public-preview ops. The rules are NVIDIA's
// (the messages its 13.5 verifier prints, Bytecode13_5.md §3.4-3.6): an
// extern function says how it uses each argument, a call binds every
// constant parameter to a known value, an implementation takes fragments and
// returns through its out/inout arguments.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTilePreview.h"

#include "CudaTileFunctionSyntax.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/// `<[4, k]>` constant arguments; absent, none.
static ParseResult parsePreviewConstArgs(OpAsmParser &p, ArrayAttr &args) {
  SmallVector<Attribute> list;
  if (succeeded(p.parseOptionalLess()) &&
      (p.parseCommaSeparatedList(OpAsmParser::Delimiter::Square, [&] {
        return parsePreviewCompact(p, list.emplace_back());
      }) || p.parseGreater()))
    return failure();
  args = p.getBuilder().getArrayAttr(list);
  return success();
}

static void printPreviewConstArgs(OpAsmPrinter &p, Operation *,
                                  ArrayAttr args) {
  if (!args || args.empty())
    return;
  p << "<[";
  llvm::interleaveComma(args, p,
                        [&](Attribute a) { printPreviewCompact(p, a); });
  p << "]>";
}

/// `@f<[4]>`: the callee and its constant arguments, as NVIDIA prints them.
static ParseResult parsePreviewCallee(OpAsmParser &p, FlatSymbolRefAttr &callee,
                                      ArrayAttr &args) {
  return failure(p.parseAttribute(callee) || parsePreviewConstArgs(p, args));
}

static void printPreviewCallee(OpAsmPrinter &p, Operation *op,
                               FlatSymbolRefAttr callee, ArrayAttr args) {
  p.printAttributeWithoutType(callee);
  printPreviewConstArgs(p, op, args);
}

#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTilePreviewOps.cpp.inc"

/// NVIDIA's tools take these ops only with the preview on.
static LogicalResult checkPreviewOn(Operation *op) {
  auto *dialect = op->getContext()->getLoadedDialect<CudaTileDialect>();
  if (dialect && dialect->getPreviewSimt())
    return success();
  return op->emitOpError("is part of Tile IR 13.5's public preview; enable "
                         "it with --preview=simt");
}

//===----------------------------------------------------------------------===//
// Pieces shared by preview$func and preview$extern_impl
//===----------------------------------------------------------------------===//

/// `<[N: index, T: preview$Datatype]>`; absent, nothing is added.
static ParseResult parseConstParams(OpAsmParser &p, OperationState &state,
                                    StringRef attrName) {
  if (failed(p.parseOptionalLess()))
    return success();
  MLIRContext *ctx = p.getContext();
  SmallVector<Attribute> params;
  if (p.parseCommaSeparatedList(OpAsmParser::Delimiter::Square, [&] {
        SMLoc loc = p.getCurrentLocation();
        std::string name;
        Type type;
        if (p.parseKeywordOrString(&name) || p.parseColon() ||
            parseCudaTileType(p, type))
          return failure();
        Attribute param = PreviewConstParamAttr::getChecked(
            [&] { return p.emitError(loc); }, ctx, StringAttr::get(ctx, name),
            type);
        params.push_back(param);
        return success(bool(param));
      }) ||
      p.parseGreater())
    return failure();
  state.addAttribute(attrName, ArrayAttr::get(ctx, params));
  return success();
}

static void printConstParams(OpAsmPrinter &p, ArrayAttr params) {
  if (!params || params.empty())
    return;
  p << "<[";
  llvm::interleaveComma(params, p, [&](Attribute a) {
    if (auto param = dyn_cast<PreviewConstParamAttr>(a)) {
      p.printKeywordOrString(param.getName().getValue());
      p << ": ";
      p.printType(param.getType()); // NVIDIA: !cuda_tile<preview$shape>
    } else {
      p.printAttribute(a);
    }
  });
  p << "]>";
}

/// The access of argument `i`, null when it has none (or not an access).
static PreviewAccessAttr argAccess(ArrayAttr argAttrs, unsigned i) {
  if (!argAttrs || i >= argAttrs.size())
    return {};
  auto dict = dyn_cast<DictionaryAttr>(argAttrs[i]);
  return dict ? dict.getAs<PreviewAccessAttr>(kPreviewAccessAttrName)
              : PreviewAccessAttr();
}

static bool writes(PreviewAccessAttr access) {
  return access && access.getValue() != PreviewAccess::in;
}

/// Every constant parameter is one, with a name of its own.
static LogicalResult verifyConstParams(Operation *op, ArrayAttr params) {
  if (!params)
    return success();
  llvm::StringSet<> names;
  for (auto [i, a] : llvm::enumerate(params)) {
    auto param = dyn_cast<PreviewConstParamAttr>(a);
    if (!param)
      return op->emitOpError("constant parameter #")
             << i << " must be a #cuda_tile<preview$const_param<..>>, got "
             << a;
    if (!names.insert(param.getName().getValue()).second)
      return op->emitOpError("duplicate constant parameter name: '")
             << param.getName().getValue() << "'";
  }
  return success();
}

static LogicalResult verifyArgAttrCount(Operation *op, ArrayAttr attrs,
                                        size_t n, StringRef what) {
  if (attrs && attrs.size() != n)
    return op->emitOpError("has ")
           << attrs.size() << " " << what << " attribute dictionaries for "
           << n << " " << what << "s";
  return success();
}

//===----------------------------------------------------------------------===//
// preview$func
//===----------------------------------------------------------------------===//

ParseResult PreviewFuncOp::parse(OpAsmParser &p, OperationState &state) {
  MLIRContext *ctx = p.getContext();
  StringRef visibility;
  bool explicitVisibility = succeeded(
      p.parseOptionalKeyword(&visibility, {"private", "public", "nested"}));
  bool isExtern = succeeded(p.parseOptionalKeyword("extern"));
  StringAttr name;
  if (p.parseSymbolName(name, SymbolTable::getSymbolAttrName(),
                        state.attributes) ||
      parseConstParams(p, state, getConstParamsAttrName(state.name)))
    return failure();
  SmallVector<OpAsmParser::Argument> args;
  SmallVector<Type> inputs, results;
  ArrayAttr argAttrs;
  if (parseFunctionArguments(p, args, inputs, argAttrs) ||
      parseFunctionResults(p, results))
    return failure();
  state.addAttribute(getFunctionTypeAttrName(state.name),
                     TypeAttr::get(FunctionType::get(ctx, inputs, results)));
  if (argAttrs)
    state.addAttribute(getArgAttrsAttrName(state.name), argAttrs);
  if (isExtern)
    state.addAttribute(getIsExternAttrName(state.name), UnitAttr::get(ctx));
  // An extern declaration is private unless it says otherwise (NVIDIA's
  // printer leaves the word out).
  if (explicitVisibility || isExtern)
    state.addAttribute(getSymVisibilityAttrName(state.name),
                       StringAttr::get(ctx, explicitVisibility ? visibility
                                                               : "private"));
  Region *body = state.addRegion();
  OptionalParseResult hasBody =
      p.parseOptionalRegion(*body, args, /*enableNameShadowing=*/false);
  if (hasBody.has_value() && failed(*hasBody))
    return failure();
  return p.parseOptionalAttrDictWithKeyword(state.attributes);
}

void PreviewFuncOp::print(OpAsmPrinter &p) {
  std::optional<StringRef> visibility = getSymVisibility();
  if (visibility && !(getIsExtern() && *visibility == "private"))
    p << ' ' << *visibility;
  if (getIsExtern())
    p << " extern";
  p << ' ';
  p.printSymbolName(getSymName());
  printConstParams(p, getConstParamsAttr());
  printFunctionArguments(p, getFunctionType().getInputs(), getArgAttrsAttr(),
                         &getBody());
  printFunctionResults(p, getFunctionType().getResults());
  if (!getBody().empty()) {
    p << ' ';
    p.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                  /*printBlockTerminators=*/true);
  }
  p.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(),
      {SymbolTable::getSymbolAttrName(), getFunctionTypeAttrName(),
       getConstParamsAttrName(), getIsExternAttrName(), getArgAttrsAttrName(),
       getSymVisibilityAttrName()});
}

PreviewAccess PreviewFuncOp::getArgAccess(unsigned i) {
  PreviewAccessAttr access = argAccess(getArgAttrsAttr(), i);
  return access ? access.getValue() : PreviewAccess::in;
}

/// Arguments and results of preview functions are cuda_tile values.
static LogicalResult verifyCudaTileTypes(Operation *op, TypeRange types,
                                         StringRef what) {
  for (auto [i, type] : llvm::enumerate(types))
    if (!isa<CudaTileDialect>(type.getDialect()))
      return op->emitOpError()
             << what << " #" << i << " must be a cuda_tile type, got " << type;
  return success();
}

LogicalResult PreviewFuncOp::verify() {
  if (failed(checkPreviewOn(*this)))
    return failure();
  FunctionType type = getFunctionType();
  bool isExtern = getIsExtern();
  if (isExtern && !getBody().empty())
    return emitOpError("extern functions must not have a body");
  if (!isExtern && getBody().empty())
    return emitOpError("needs a body unless it is extern");
  if (!isExtern && getConstParamsAttr() && !getConstParamsAttr().empty())
    return emitOpError("constant parameters are only valid on extern "
                       "functions");
  if (failed(verifyConstParams(*this, getConstParamsAttr())) ||
      failed(verifyArgAttrCount(*this, getArgAttrsAttr(), type.getNumInputs(),
                                "argument")) ||
      failed(verifyArgAttrCount(*this, getResAttrsAttr(),
                                type.getNumResults(), "result")) ||
      failed(verifyCudaTileTypes(*this, type.getInputs(), "argument")) ||
      failed(verifyCudaTileTypes(*this, type.getResults(), "result")))
    return failure();
  if (!isExtern) {
    Block &entry = getBody().front();
    if (entry.getArgumentTypes() != type.getInputs())
      return emitOpError("body arguments must match the function type");
    return success();
  }
  if (getSymVisibility().value_or("public") == "public")
    return emitOpError("symbol declaration cannot have public visibility");
  if (type.getNumInputs() == 0)
    return emitOpError("extern functions must declare at least one input");
  unsigned bound = 0;
  for (unsigned i = 0, e = type.getNumInputs(); i < e; ++i) {
    PreviewAccessAttr access = argAccess(getArgAttrsAttr(), i);
    if (!access)
      return emitOpError("extern function argument ")
             << i << " must have a '" << kPreviewAccessAttrName
             << "' arg attr";
    bound += writes(access);
  }
  // Each out/inout argument is returned as the next result.
  if (bound > type.getNumResults())
    return emitOpError("number of bound inouts exceeded the number of "
                       "results");
  return success();
}

//===----------------------------------------------------------------------===//
// preview$call
//===----------------------------------------------------------------------===//

LogicalResult PreviewCallOp::verify() {
  if (failed(checkPreviewOn(*this)) ||
      failed(verifyArgAttrCount(*this, getArgAttrsAttr(),
                                getOperands().size(), "argument")) ||
      failed(verifyArgAttrCount(*this, getResAttrsAttr(), getNumResults(),
                                "result")))
    return failure();
  for (auto [i, type] : llvm::enumerate(getOperandTypes()))
    if (!isa<CudaTileDialect>(type.getDialect()))
      return emitOpError("operand #")
             << i << " must be a cuda_tile type or token when calling an "
                     "extern preview$func, got "
             << type;
  return success();
}

/// Whether `arg` can bind a constant parameter of type `kind`.
static bool bindsKind(Attribute arg, Type kind) {
  if (kind.isIndex())
    return isPreviewIntegerExpr(arg);
  if (isa<PreviewShapeType>(kind))
    return isa<PreviewSymbolicTupleAttr>(arg);
  if (isa<PreviewDatatypeType>(kind))
    return isa<PreviewConcreteTypeAttr>(arg);
  return isa<PreviewExprConstStrAttr>(arg); // preview$string
}

LogicalResult
PreviewCallOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto callee =
      symbolTable.lookupNearestSymbolFrom<PreviewFuncOp>(*this, getCalleeAttr());
  if (!callee)
    return emitOpError("'@")
           << getCallee() << "' does not reference a valid extern preview$func";
  FunctionType type = callee.getFunctionType();
  if (getOperands().size() != type.getNumInputs())
    return emitOpError("incorrect number of operands for callee");
  if (getNumResults() != type.getNumResults())
    return emitOpError("incorrect number of results for callee");
  ArrayAttr params = callee.getConstParamsAttr();
  size_t numParams = params ? params.size() : 0;
  ArrayAttr args = getConstArgs();
  if (!callee.getIsExtern() && !args.empty())
    return emitOpError("constant arguments are only valid when calling an "
                       "extern preview$func");
  if (args.size() != numParams)
    return emitOpError("constant argument count (")
           << args.size()
           << ") must match extern function constant parameter count ("
           << numParams << ")";
  for (auto [i, arg, p] : llvm::enumerate(args, params ? params.getValue()
                                                     : ArrayRef<Attribute>())) {
    auto param = cast<PreviewConstParamAttr>(p);
    if (!bindsKind(arg, param.getType())) {
      InFlightDiagnostic diag = emitOpError("constant argument #")
                                << i << " for constant parameter '"
                                << param.getName().getValue() << "' must be ";
      if (param.getType().isIndex())
        return diag << "a valid integer expression: unsupported expression "
                       "in integer context";
      return diag << "of kind " << param.getType() << ", got " << arg;
    }
    if (std::optional<StringRef> var = findPreviewVar(arg))
      return emitOpError("constant argument #")
             << i << " for constant parameter '" << param.getName().getValue()
             << "' must be statically known; references symbolic variable '"
             << *var << "'";
  }
  // Types that depend on constant parameters are not compared.
  if (numParams)
    return success();
  for (auto [i, want, got] :
       llvm::enumerate(type.getInputs(), getOperandTypes()))
    if (want != got)
      return emitOpError("operand type mismatch: expected operand type ")
             << want << ", but provided " << got << " for operand number "
             << i;
  for (auto [i, want, got] :
       llvm::enumerate(type.getResults(), getResultTypes()))
    if (want != got)
      return emitOpError("result type mismatch at index ")
             << i << ": expected " << want << ", got " << got;
  return success();
}

//===----------------------------------------------------------------------===//
// preview$extern_impl
//===----------------------------------------------------------------------===//

ParseResult PreviewExternImplOp::parse(OpAsmParser &p, OperationState &state) {
  MLIRContext *ctx = p.getContext();
  StringAttr name;
  FlatSymbolRefAttr implements;
  if (p.parseSymbolName(name, SymbolTable::getSymbolAttrName(),
                        state.attributes) ||
      parseConstParams(p, state, getConstParamsAttrName(state.name)) ||
      p.parseKeyword("implements") ||
      p.parseAttribute(implements, getImplementsAttrName(state.name),
                       state.attributes))
    return failure();
  if (succeeded(p.parseOptionalLess())) {
    SmallVector<Attribute> args;
    if (p.parseCommaSeparatedList(OpAsmParser::Delimiter::Square, [&] {
          return parsePreviewCompact(p, args.emplace_back());
        }) ||
        p.parseGreater())
      return failure();
    state.addAttribute(getConstArgsAttrName(state.name),
                       ArrayAttr::get(ctx, args));
  }
  SmallVector<OpAsmParser::Argument> args;
  SmallVector<Type> inputs;
  ArrayAttr argAttrs;
  if (parseFunctionArguments(p, args, inputs, argAttrs))
    return failure();
  state.addAttribute(getFunctionTypeAttrName(state.name),
                     TypeAttr::get(FunctionType::get(ctx, inputs, {})));
  if (argAttrs)
    state.addAttribute(getArgAttrsAttrName(state.name), argAttrs);
  // `synchronization = .. arch = [..] scratch {..}`, in any order.
  StringRef clause;
  while (succeeded(p.parseOptionalKeyword(
      &clause, {"scratch", "arch", "synchronization"}))) {
    if (clause == "scratch") {
      SMLoc loc = p.getCurrentLocation();
      Attribute size, alignment;
      if (p.parseLBrace() || p.parseKeyword("smem.size") || p.parseEqual() ||
          parsePreviewCompact(p, size) || p.parseComma() ||
          p.parseKeyword("smem.alignment") || p.parseEqual() ||
          parsePreviewCompact(p, alignment) || p.parseRBrace())
        return failure();
      auto scratch = PreviewScratchRequestAttr::getChecked(
          [&] { return p.emitError(loc); }, ctx, size, alignment);
      if (!scratch)
        return failure();
      state.addAttribute(getScratchAttrName(state.name), scratch);
    } else if (clause == "arch") {
      ArrayAttr arch;
      if (p.parseEqual() ||
          p.parseAttribute(arch, getArchAttrName(state.name),
                           state.attributes))
        return failure();
    } else {
      PreviewSynchronizationAttr sync;
      if (p.parseEqual() ||
          p.parseAttribute(sync, getSynchronizationAttrName(state.name),
                           state.attributes))
        return failure();
    }
  }
  return p.parseOptionalAttrDict(state.attributes);
}

void PreviewExternImplOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printSymbolName(getSymName());
  printConstParams(p, getConstParamsAttr());
  p << " implements ";
  p.printAttributeWithoutType(getImplementsAttr());
  printPreviewConstArgs(p, *this, getConstArgsAttr());
  p << ' ';
  printFunctionArguments(p, getFunctionType().getInputs(), getArgAttrsAttr(),
                         /*body=*/nullptr);
  // NVIDIA's order.
  if (PreviewSynchronizationAttr sync = getSynchronizationAttr()) {
    p << " synchronization = ";
    p.printAttribute(sync);
  }
  if (ArrayAttr arch = getArchAttr()) {
    p << " arch = ";
    p.printAttribute(arch);
  }
  if (PreviewScratchRequestAttr scratch = getScratchAttr()) {
    p << " scratch {smem.size = ";
    p.printAttribute(scratch.getSize());
    p << ", smem.alignment = ";
    p.printAttribute(scratch.getAlignment());
    p << '}';
  }
  p.printOptionalAttrDict(
      (*this)->getAttrs(),
      {SymbolTable::getSymbolAttrName(), getImplementsAttrName(),
       getConstParamsAttrName(), getConstArgsAttrName(),
       getFunctionTypeAttrName(), getArgAttrsAttrName(), getScratchAttrName(),
       getArchAttrName(), getSynchronizationAttrName()});
}

/// The offsets a fully known layout maps its coordinates to; std::nullopt
/// when some mode is symbolic or the footprint is too large to list.
static std::optional<SmallVector<int64_t>> layoutOffsets(PreviewLayoutAttr l) {
  SmallVector<int64_t> shape, stride;
  std::function<bool(Attribute, SmallVectorImpl<int64_t> &)> flatten =
      [&](Attribute a, SmallVectorImpl<int64_t> &out) {
        if (auto tuple = dyn_cast<PreviewSymbolicTupleAttr>(a))
          return llvm::all_of(tuple.getElements(),
                              [&](Attribute e) { return flatten(e, out); });
        std::optional<int64_t> v = evaluatePreviewExpr(a);
        if (!v)
          return false;
        out.push_back(*v);
        return true;
      };
  for (Attribute a : l.getShape())
    if (!flatten(a, shape))
      return std::nullopt;
  for (Attribute a : l.getStride())
    if (!flatten(a, stride))
      return std::nullopt;
  int64_t n = 1;
  for (int64_t s : shape) {
    if (s <= 0 || n > (int64_t(1) << 20) / s)
      return std::nullopt;
    n *= s;
  }
  SmallVector<int64_t> offsets;
  for (int64_t linear = 0; linear < n; ++linear) {
    int64_t rest = linear;
    std::optional<int64_t> offset = 0;
    for (auto [s, d] : llvm::zip(shape, stride)) {
      std::optional<int64_t> term = llvm::checkedMul(rest % s, d);
      offset = term && offset ? llvm::checkedAdd(*offset, *term) : std::nullopt;
      rest /= s;
    }
    if (!offset)
      return std::nullopt; // strides too large to be a bijection's anyway
    offsets.push_back(*offset);
  }
  return offsets;
}

LogicalResult PreviewExternImplOp::verify() {
  if (failed(checkPreviewOn(*this)))
    return failure();
  FunctionType type = getFunctionType();
  if (type.getNumResults())
    return emitOpError("extern_impl must not declare results; outputs are "
                       "represented as 'out' or 'inout' fragment args, got ")
           << type.getNumResults();
  if (type.getNumInputs() == 0 ||
      !llvm::all_of(type.getInputs(), llvm::IsaPred<PreviewFragmentType>))
    return emitOpError("function_type must have at least one input and all "
                       "inputs must be fragment types");
  if (getConfigAttr())
    return emitOpError("extern_impl must not carry 'config'");
  if (failed(verifyConstParams(*this, getConstParamsAttr())) ||
      failed(verifyArgAttrCount(*this, getArgAttrsAttr(), type.getNumInputs(),
                                "argument")))
    return failure();
  llvm::StringSet<> declared;
  SmallVector<StringRef> paramNames;
  if (ArrayAttr params = getConstParamsAttr())
    for (Attribute p : params) {
      paramNames.push_back(cast<PreviewConstParamAttr>(p).getName().getValue());
      declared.insert(paramNames.back());
    }
  // What the implementation passes on to the interface: its own parameters,
  // unchanged (NVIDIA's 13.5 takes nothing else).
  if (ArrayAttr args = getConstArgsAttr())
    for (auto [i, arg] : llvm::enumerate(args)) {
      auto var = dyn_cast<PreviewExprVarAttr>(arg);
      StringRef want = i < paramNames.size() ? paramNames[i] : StringRef();
      if (!var || var.getName().getValue() != want)
        return emitOpError("const_args[")
               << i << "] must be an identity reference to impl param '"
               << want << "' (non-identity const_args are not supported)";
    }
  // One past the last out/inout argument seen so far.
  std::optional<unsigned> runEnd;
  for (unsigned i = 0, e = type.getNumInputs(); i < e; ++i) {
    PreviewAccessAttr access = argAccess(getArgAttrsAttr(), i);
    if (!access)
      return emitOpError("extern_impl argument ")
             << i << " must carry a '" << kPreviewAccessAttrName
             << "' arg attr";
    if (writes(access)) {
      if (runEnd && *runEnd != i)
        return emitOpError("out/inout fragment args must form a single "
                           "contiguous run; found one at argument ")
               << i << " after argument " << *runEnd - 1;
      runEnd = i + 1;
    }
    auto fragment = cast<PreviewFragmentType>(type.getInput(i));
    // Symbolic sizes name constant parameters of this implementation.
    auto undeclared = [&](Attribute field) -> std::optional<StringRef> {
      std::optional<StringRef> found;
      field.walk([&](PreviewExprVarAttr var) {
        if (!found && !declared.contains(var.getName().getValue()))
          found = var.getName().getValue();
      });
      return found;
    };
    std::pair<StringRef, Attribute> fields[] = {
        {"shape", PreviewSymbolicTupleAttr::get(getContext(),
                                                fragment.getShape())},
        {"mem_layout", fragment.getMemLayout()},
        {"fragmap", fragment.getFragmap()},
        {"alignment", fragment.getAlignment()}};
    for (auto [field, value] : fields)
      if (value)
        if (std::optional<StringRef> var = undeclared(value))
          return emitOpError("argument ")
                 << i << " field " << field
                 << " references an undeclared symbolic variable " << *var;
    size_t modes = fragment.getFragmap().getShape().size();
    if (modes != 3)
      return emitOpError("argument ")
             << i << ": fragmap must have 3 shape modes (invocation, "
                     "participant, footprint), got "
             << modes;
    if (std::optional<SmallVector<int64_t>> offsets =
            layoutOffsets(fragment.getMemLayout())) {
      SmallVector<bool> seen(offsets->size(), false);
      for (int64_t o : *offsets) {
        if (o < 0 || o >= int64_t(seen.size()) || seen[o])
          return emitOpError("argument ")
                 << i << ": mem_layout must be a bijection on the footprint "
                         "elements";
        seen[o] = true;
      }
    }
  }
  return success();
}

LogicalResult
PreviewExternImplOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto iface = symbolTable.lookupNearestSymbolFrom<PreviewFuncOp>(
      *this, getImplementsAttr());
  if (!iface || !iface.getIsExtern())
    return emitOpError("'@")
           << getImplements()
           << "' does not reference a valid extern preview$func";
  unsigned have = getFunctionType().getNumInputs(),
           want = iface.getFunctionType().getNumInputs();
  if (have != want)
    return emitOpError("input count (")
           << have << ") must match extern function input count (" << want
           << ")";
  // The implementation takes the interface's constant parameters, in order.
  ArrayRef<Attribute> mine, theirs;
  if (ArrayAttr params = getConstParamsAttr())
    mine = params.getValue();
  if (ArrayAttr params = iface.getConstParamsAttr())
    theirs = params.getValue();
  for (auto [i, a, b] : llvm::enumerate(mine, theirs)) {
    StringRef have = cast<PreviewConstParamAttr>(a).getName().getValue();
    StringRef want = cast<PreviewConstParamAttr>(b).getName().getValue();
    if (have != want)
      return emitOpError("const_params[")
             << i << "] name '" << have
             << "' must match implemented function const_param name '"
             << want << "'";
  }
  if (mine.size() > theirs.size())
    return emitOpError("has ")
           << mine.size() << " constant parameters; '@" << getImplements()
           << "' has " << theirs.size();
  return success();
}
