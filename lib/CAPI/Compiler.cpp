//===- Compiler.cpp - the in-process compile call of the C API ------------===//
//
// tileirCompile: Tile IR bytes -> PTX, manifest, cubin, with diagnostics
// collected as records. Everything a compile allocates lives in its result.
//
//===----------------------------------------------------------------------===//
#include "TileIR-c/Compiler.h"

#include "CompileCache.h"

#include "TileIR/Bytecode/Version.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "TileIR/Import/Loader.h"
#include "TileIR/Pipelines/Pipelines.h"
#include "TileIR/Target/Chip.h"
#include "TileIR/Target/PTX/PTXEmitter.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <deque>

using namespace mlir;
using namespace mlir::tileir;

namespace {
struct StoredDiagnostic {
  std::string file;
  unsigned line = 0, column = 0;
  TileIRDiagnosticSeverity severity = TileIRDiagnosticError;
  std::string message;
};
} // namespace

struct TileIRCompileResult {
  TileIRCompileStatus status = TileIRCompileSuccess;
  bool cached = false;
  std::string ptx, cubin, manifest;
  // A deque: records handed out keep pointing at their strings.
  std::deque<StoredDiagnostic> diagnostics;
};

static MlirStringRef ref(const std::string &s) {
  return mlirStringRefCreate(s.data(), s.size());
}

static TileIRDiagnosticSeverity severityOf(DiagnosticSeverity s) {
  switch (s) {
  case DiagnosticSeverity::Error:
    return TileIRDiagnosticError;
  case DiagnosticSeverity::Warning:
    return TileIRDiagnosticWarning;
  case DiagnosticSeverity::Note:
    return TileIRDiagnosticNote;
  case DiagnosticSeverity::Remark:
    return TileIRDiagnosticRemark;
  }
  return TileIRDiagnosticError;
}

/// The first file:line:col inside `loc` (cuda_tile's debug locations wrap
/// one), so a record names the source line the front end wrote.
static FileLineColLoc findFileLoc(Location loc) {
  FileLineColLoc found;
  loc->walk([&](Location inner) {
    if (auto f = dyn_cast<FileLineColLoc>(inner)) {
      found = f;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return found;
}

static void record(TileIRCompileResult &r, const Diagnostic &d,
                   StringRef inputName) {
  StoredDiagnostic s;
  s.severity = severityOf(d.getSeverity());
  s.message = d.str();
  if (FileLineColLoc f = findFileLoc(d.getLocation())) {
    s.file = f.getFilename().str();
    s.line = f.getLine();
    s.column = f.getColumn();
  } else {
    s.file = inputName.str();
  }
  r.diagnostics.push_back(std::move(s));
  for (const Diagnostic &note : d.getNotes())
    record(r, note, inputName);
}

static void fail(TileIRCompileResult &r, TileIRCompileStatus status,
                 StringRef file, const Twine &message) {
  r.status = status;
  StoredDiagnostic s;
  s.file = file.str();
  s.message = message.str();
  r.diagnostics.push_back(std::move(s));
}

static int anchor;

void tileirCompileOptionsInit(TileIRCompileOptions *o) {
  *o = TileIRCompileOptions{};
  o->optLevel = 3;
}

TileIRCompileResult *tileirCompile(const void *data, size_t size,
                                   const TileIRCompileOptions *options) {
  auto *r = new TileIRCompileResult;
  TileIRCompileOptions o;
  tileirCompileOptionsInit(&o);
  if (options)
    o = *options;
  std::string inputName = o.inputName ? o.inputName : "<input>";
  std::string chip = o.chip ? o.chip : kDefaultChip;
  std::string launch = o.launch ? o.launch : "reqntid";

  // Options are checked before any work, each with its own message.
  if (!lookupChip(chip)) {
    fail(*r, TileIRCompileInvalidOptions, inputName,
         unsupportedChipMessage(chip));
    return r;
  }
  if (o.optLevel > 3) {
    fail(*r, TileIRCompileInvalidOptions, inputName,
         "optimisation level " + Twine(o.optLevel) + " is not 0-3");
    return r;
  }
  if (o.deviceDebug && o.optLevel != 0) {
    fail(*r, TileIRCompileInvalidOptions, inputName,
         "device debug needs optimisation level 0 (got " +
             Twine(o.optLevel) + ")");
    return r;
  }
  if (launch != "reqntid" && launch != "maxntid") {
    fail(*r, TileIRCompileInvalidOptions, inputName,
         "unknown launch convention '" + launch +
             "' (expected reqntid or maxntid)");
    return r;
  }
  // Further lowering options: parsed here, so that a bad one is an options
  // error before any work; the fields above then take precedence.
  std::string lowering = o.loweringOptions ? o.loweringOptions : "";
  TileToPTXOptions opts;
  {
    std::string why;
    llvm::raw_string_ostream os(why);
    if (failed(opts.parseFromString(lowering, os))) {
      fail(*r, TileIRCompileInvalidOptions, inputName,
           Twine("lowering options '") + lowering + "': " +
               StringRef(why).trim());
      return r;
    }
  }
  opts.chip = chip;
  opts.optLevel = o.optLevel;
  opts.launch = launch;
  opts.lineInfo = o.lineInfo || o.deviceDebug;
  // Its callers (the drop-in tileiras, the gate) launch with the Tile IR
  // ABI alone, which has no CUtensorMap parameters.
  opts.tma = false;
  PtxasOptions ptxas;
  ptxas.optLevel = o.optLevel;
  ptxas.lineInfo = o.lineInfo;
  ptxas.deviceDebug = o.deviceDebug;
  if (o.emitCubin) {
    // Checked before any work, so a caller may retry with another ptxas.
    ptxas.path = o.ptxasPath && *o.ptxasPath ? o.ptxasPath : findPtxas();
    if (ptxas.path.empty()) {
      fail(*r, TileIRCompileNoPtxas, inputName,
           "a cubin needs ptxas, and none was found (give its path, or set "
           "TILEIR_PTXAS or CUDA_HOME)");
      return r;
    }
    if (!llvm::sys::fs::can_execute(ptxas.path)) {
      fail(*r, TileIRCompileNoPtxas, inputName,
           "ptxas '" + ptxas.path + "' is not an executable");
      return r;
    }
  }

  StringRef bytes(static_cast<const char *>(data), data ? size : 0);
  std::string cacheDir = o.cacheDir ? o.cacheDir : "";
  std::string cacheKey;
  if (!cacheDir.empty()) {
    // Every option that can change an output, spelt out.
    cacheKey = compileCacheKey(
        bytes,
        {"chip=" + chip, "O=" + std::to_string(o.optLevel),
         "lineinfo=" + std::to_string(o.lineInfo),
         "g=" + std::to_string(o.deviceDebug),
         "cubin=" + std::to_string(o.emitCubin), "launch=" + launch,
         "name=" + inputName, "lowering=" + lowering},
        // The program holding this library: a rebuild changes its identity.
        {llvm::sys::fs::getMainExecutable(nullptr, &anchor), ptxas.path});
    if (auto hit = lookupCompile(cacheDir, cacheKey, 3);
        hit && (!o.emitCubin || !(*hit)[1].empty())) {
      r->ptx = std::move((*hit)[0]);
      r->cubin = std::move((*hit)[1]);
      r->manifest = std::move((*hit)[2]);
      r->cached = true;
      return r;
    }
  }

  DialectRegistry registry;
  registerLoweringDialects(registry);
  MLIRContext ctx(registry, MLIRContext::Threading::DISABLED);
  ctx.loadDialect<cuda_tile::CudaTileDialect>();
  // Records carry the message and its source line; an IR dump as a note
  // would only bury them.
  ctx.printOpOnDiagnostic(false);
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &d) {
    record(*r, d, inputName);
    return success();
  });

  llvm::SourceMgr mgr;
  // A copy: the parser wants a terminated buffer, and `data` may be null.
  mgr.AddNewSourceBuffer(
      prepareTileInput(llvm::MemoryBuffer::getMemBufferCopy(bytes, inputName)),
      llvm::SMLoc());
  OwningOpRef<cuda_tile::ModuleOp> tileModule = loadTileModule(mgr, ctx);
  if (!tileModule) {
    r->status = TileIRCompileInvalidInput;
    return r;
  }

  OwningOpRef<ModuleOp> wrapper = ModuleOp::create(tileModule->getLoc());
  wrapper->getBody()->push_back(tileModule.release());
  FailureOr<CompiledKernel> k =
      compileToPTX(*wrapper, opts, o.emitCubin, ptxas);
  if (failed(k)) {
    r->status = TileIRCompileFailed;
    return r;
  }
  r->ptx = std::move(k->ptx);
  r->cubin = std::move(k->cubin);
  r->manifest = std::move(k->manifest);
  // A compile with remarks or warnings is not stored: a hit could not
  // repeat them.
  if (!cacheKey.empty() && r->diagnostics.empty())
    storeCompile(cacheDir, cacheKey, {r->ptx, r->cubin, r->manifest});
  return r;
}

TileIRCompileStatus
tileirCompileResultGetStatus(const TileIRCompileResult *r) {
  return r->status;
}
MlirStringRef tileirCompileResultGetPTX(const TileIRCompileResult *r) {
  return ref(r->ptx);
}
MlirStringRef tileirCompileResultGetCubin(const TileIRCompileResult *r) {
  return ref(r->cubin);
}
MlirStringRef tileirCompileResultGetManifest(const TileIRCompileResult *r) {
  return ref(r->manifest);
}
bool tileirCompileResultIsCached(const TileIRCompileResult *r) {
  return r->cached;
}
size_t tileirCompileResultGetNumDiagnostics(const TileIRCompileResult *r) {
  return r->diagnostics.size();
}
TileIRDiagnostic tileirCompileResultGetDiagnostic(const TileIRCompileResult *r,
                                                  size_t i) {
  const StoredDiagnostic &s = r->diagnostics[i];
  return {ref(s.file), s.line, s.column, s.severity, ref(s.message)};
}
void tileirCompileResultDestroy(TileIRCompileResult *r) { delete r; }

const char *tileirGetVersion(void) { return TILEIR_VERSION_STRING; }

const char *tileirGetNewestBytecodeVersion(void) {
  static const std::string v = BytecodeVersion::newestReadable().str();
  return v.c_str();
}

bool tileirIsSupportedChip(const char *chip) {
  return chip && lookupChip(chip);
}
