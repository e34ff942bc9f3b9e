//===- PTXEmitter.cpp - LLVM NVPTX back end, libdevice, ptxas -------------===//
#include "TileIR/Target/PTX/PTXEmitter.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/GPU/GPUToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Linker/Linker.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/IPO/Internalize.h"

using namespace mlir;
using namespace mlir::tileir;

/// LLVM's debug-info export knows only builtin locations; a dialect location
/// (cuda_tile's di_loc from bytecode import) becomes the file:line:col it
/// wraps, so line info survives and translation never sees a foreign kind.
static Location toBuiltinLoc(Location loc, bool flattenCalls) {
  MLIRContext *ctx = loc->getContext();
  if (isa<FileLineColLoc, UnknownLoc>(loc))
    return loc;
  if (auto name = dyn_cast<NameLoc>(loc))
    return NameLoc::get(name.getName(),
                        toBuiltinLoc(name.getChildLoc(), flattenCalls));
  if (auto call = dyn_cast<CallSiteLoc>(loc)) {
    if (flattenCalls)
      return toBuiltinLoc(call.getCallee(), flattenCalls);
    return CallSiteLoc::get(toBuiltinLoc(call.getCallee(), flattenCalls),
                            toBuiltinLoc(call.getCaller(), flattenCalls));
  }
  if (auto fused = dyn_cast<FusedLoc>(loc)) {
    SmallVector<Location> parts;
    for (Location l : fused.getLocations())
      parts.push_back(toBuiltinLoc(l, flattenCalls));
    // A function's subprogram (line info) is LLVM's own and stays.
    Attribute scope = fused.getMetadata();
    return FusedLoc::get(ctx, parts,
                         isa_and_nonnull<LLVM::DIScopeAttr>(scope) ? scope
                                                                   : Attribute());
  }
  Location found = UnknownLoc::get(ctx);
  loc->walk([&](Location inner) {
    if (isa<FileLineColLoc>(inner)) {
      found = inner;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return found;
}

void mlir::tileir::useBuiltinLocations(Operation *root, bool flattenCalls) {
  root->walk([&](Operation *op) {
    op->setLoc(toBuiltinLoc(op->getLoc(), flattenCalls));
    for (Region &r : op->getRegions())
      for (Block &b : r)
        for (BlockArgument a : b.getArguments())
          a.setLoc(toBuiltinLoc(a.getLoc(), flattenCalls));
  });
}

static LogicalResult linkLibdevice(gpu::GPUModuleOp op, llvm::Module &m,
                                   const PTXTargetOptions &opts) {
  bool needed = llvm::any_of(m.functions(), [](llvm::Function &f) {
    return f.isDeclaration() && f.getName().starts_with("__nv_");
  });
  if (!needed)
    return success();
  std::string path = opts.libdevicePath;
  if (path.empty())
    path = cudaRoot() + "/nvvm/libdevice/libdevice.10.bc";
  auto buf = llvm::MemoryBuffer::getFile(path);
  if (!buf)
    return op.emitError("math functions need libdevice, not found at '")
           << path << "' (set CUDA_HOME)";
  // Lazily: only the functions the kernel calls (and their callees) are
  // materialized by the linker; parsing all of libdevice dominated the
  // compile time of small kernels.
  auto lib = llvm::getOwningLazyBitcodeModule(std::move(*buf), m.getContext());
  if (!lib) {
    llvm::consumeError(lib.takeError());
    return op.emitError("cannot read libdevice at '") << path << "'";
  }
  (*lib)->setTargetTriple(m.getTargetTriple());
  (*lib)->setDataLayout(m.getDataLayout());
  if (llvm::Linker::linkModules(
          m, std::move(*lib), llvm::Linker::Flags::LinkOnlyNeeded,
          [](llvm::Module &mod, const llvm::StringSet<> &keep) {
            llvm::internalizeModule(mod, [&](const llvm::GlobalValue &gv) {
              return !gv.hasName() || !keep.count(gv.getName());
            });
          }))
    return op.emitError("linking libdevice failed");
  // libdevice asks __nvvm_reflect whether to flush denormals: it must not.
  m.addModuleFlag(llvm::Module::Override, "nvvm-reflect-ftz", uint32_t(0));
  return success();
}

FailureOr<std::string>
mlir::tileir::translateGPUModuleToPTX(gpu::GPUModuleOp op,
                                      const PTXTargetOptions &opts) {
  FailureOr<const Chip *> chip =
      parseChip(opts.chip, [&](const Twine &msg) { op.emitError(msg); });
  if (failed(chip))
    return failure();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTargetMC();
  LLVMInitializeNVPTXAsmPrinter();

  DialectRegistry registry;
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerNVVMDialectTranslation(registry);
  registerGPUDialectTranslation(registry);
  op->getContext()->appendDialectRegistry(registry);

  useBuiltinLocations(op);
  llvm::LLVMContext llvmCtx;
  std::unique_ptr<llvm::Module> m =
      translateModuleToLLVMIR(op, llvmCtx, op.getName());
  if (!m)
    return op.emitError("translation to LLVM IR failed");

  llvm::Triple triple("nvptx64-nvidia-cuda");
  std::string err;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, err);
  if (!target)
    return op.emitError("NVPTX back end unavailable: ") << err;
  std::string features =
      opts.features.empty() ? (*chip)->ptxFeatures() : opts.features;
  // .blocksareclusters (a kernel split over a cluster) is PTX 9.0.
  StringRef version = features;
  unsigned isa = 0;
  if (version.consume_front("+ptx") && !version.getAsInteger(10, isa) &&
      isa < 90 &&
      llvm::any_of(op.getOps<LLVM::LLVMFuncOp>(), [](LLVM::LLVMFuncOp fn) {
        return fn->hasAttr(NVVM::NVVMDialect::getBlocksAreClustersAttrName());
      }))
    features = "+ptx90";
  auto level = opts.optLevel == 0   ? llvm::CodeGenOptLevel::None
               : opts.optLevel == 1 ? llvm::CodeGenOptLevel::Less
               : opts.optLevel == 2 ? llvm::CodeGenOptLevel::Default
                                    : llvm::CodeGenOptLevel::Aggressive;
  std::unique_ptr<llvm::TargetMachine> tm(target->createTargetMachine(
      triple, (*chip)->llvmCpu(), features, {}, std::nullopt, std::nullopt,
      level));
  if (!tm)
    return op.emitError("cannot create the NVPTX target machine");
  m->setTargetTriple(triple);
  m->setDataLayout(tm->createDataLayout());
  if (failed(linkLibdevice(op, *m, opts)))
    return failure();

  if (opts.optLevel > 0) {
    llvm::LoopAnalysisManager lam;
    llvm::FunctionAnalysisManager fam;
    llvm::CGSCCAnalysisManager cgam;
    llvm::ModuleAnalysisManager mam;
    llvm::PassBuilder pb(tm.get());
    pb.registerModuleAnalyses(mam);
    pb.registerCGSCCAnalyses(cgam);
    pb.registerFunctionAnalyses(fam);
    pb.registerLoopAnalyses(lam);
    pb.crossRegisterProxies(lam, fam, cgam, mam);
    llvm::OptimizationLevel ol = opts.optLevel == 1   ? llvm::OptimizationLevel::O1
                                 : opts.optLevel == 2 ? llvm::OptimizationLevel::O2
                                                      : llvm::OptimizationLevel::O3;
    llvm::ModulePassManager mpm = pb.buildPerModuleDefaultPipeline(ol);
    mpm.run(*m, mam);
  }

  std::string ptx;
  {
    llvm::raw_string_ostream os(ptx);
    llvm::buffer_ostream bos(os);
    llvm::legacy::PassManager pm;
    if (tm->addPassesToEmitFile(pm, bos, nullptr,
                                llvm::CodeGenFileType::AssemblyFile))
      return op.emitError("the NVPTX back end cannot emit assembly");
    pm.run(*m);
  }
  return ptx;
}

static llvm::cl::opt<bool> strictOccupancy(
    "tileir-strict-occupancy", llvm::cl::Hidden, llvm::cl::init(false),
    llvm::cl::desc("Keep every .minnctapersm even where ptxas then spills "
                   "(testing knob)"));

/// The number before `what` on `line` ("440 bytes stack frame"), if any.
static std::optional<int64_t> countBefore(StringRef line, StringRef what) {
  size_t at = line.find(what);
  if (at == StringRef::npos)
    return std::nullopt;
  StringRef head = line.take_front(at).rtrim();
  size_t sp = head.find_last_of(" \t,");
  int64_t n = 0;
  if (head.drop_front(sp == StringRef::npos ? 0 : sp + 1).getAsInteger(10, n))
    return std::nullopt;
  return n;
}

PtxasReport mlir::tileir::parsePtxasLog(StringRef log) {
  // ptxas -v, per function:
  //   ptxas info    : Function properties for NAME
  //       440 bytes stack frame, 866 bytes spill stores, 972 bytes spill loads
  //   ptxas info    : Used 128 registers, used 1 barriers, ...
  // and, before a function's properties, a line per performance loss:
  //   ptxas info    : (C7514) Potential Performance Loss: wgmma.mma_async
  //   instructions are serialized due to ... in (or: for) the function
  //   'NAME'
  PtxasReport report;
  KernelResources *current = nullptr;
  for (StringRef line : llvm::split(log, '\n')) {
    StringRef fn = "function '";
    if (line.contains("wgmma.mma_async instructions are serialized")) {
      if (size_t at = line.rfind(fn); at != StringRef::npos)
        report[line.drop_front(at + fn.size()).split('\'').first]
            .wgmmaSerialized = true;
      continue;
    }
    StringRef props = "Function properties for ";
    if (size_t at = line.find(props); at != StringRef::npos) {
      current = &report[line.drop_front(at + props.size()).trim()];
      continue;
    }
    if (!current)
      continue;
    if (auto n = countBefore(line, " bytes stack frame"))
      current->stackFrame = *n;
    if (auto n = countBefore(line, " bytes spill stores"))
      current->spillStores = *n;
    if (auto n = countBefore(line, " bytes spill loads"))
      current->spillLoads = *n;
    if (line.contains("Used ")) {
      StringRef rest = line.drop_front(line.find("Used ") + 5);
      int64_t n = 0;
      if (!rest.consumeInteger(10, n) && rest.starts_with(" registers"))
        current->registers = n;
    }
  }
  return report;
}

int64_t mlir::tileir::spillStoreBytes(const PtxasReport &report) {
  int64_t total = 0;
  for (const auto &k : report)
    total += k.second.spillStores;
  return total;
}

/// The spill-store bytes ptxas -v reports, summed over the kernels.
static int64_t spillBytes(StringRef log) {
  return spillStoreBytes(parsePtxasLog(log));
}

/// `ptx` with every `.minnctapersm N` halved (removed at 1).
static std::string relaxMinCtas(StringRef ptx) {
  std::string out;
  for (StringRef line : llvm::split(ptx, '\n')) {
    StringRef t = line.trim();
    unsigned n = 0;
    if (t.consume_front(".minnctapersm") && !t.trim().getAsInteger(10, n)) {
      if (n > 1)
        out += (".minnctapersm " + llvm::Twine(n / 2) + "\n").str();
      continue;
    }
    out += line;
    out += '\n';
  }
  if (!out.empty() && !ptx.ends_with("\n"))
    out.pop_back();
  return out;
}

static FailureOr<std::string> runPtxas(Operation *op, StringRef ptx,
                                       const Chip &chip,
                                       const PtxasOptions &opts,
                                       std::string &logText,
                                       bool report = true);

/// The first `.minnctapersm N` of `ptx`, 0 when there is none.
static unsigned minCtas(StringRef ptx) {
  size_t at = ptx.find(".minnctapersm");
  if (at == StringRef::npos)
    return 0;
  unsigned n = 0;
  ptx.drop_front(at + strlen(".minnctapersm")).ltrim().consumeInteger(10, n);
  return n;
}

/// The kernel a PTX line opens (`.entry NAME(`, visible or not), if any.
static std::optional<StringRef> entryName(StringRef line) {
  StringRef t = line.trim();
  if (!t.consume_front(".visible .entry ") && !t.consume_front(".entry "))
    return std::nullopt;
  return t.split('(').first.trim();
}

/// `ptx` with a `.minnctapersm` after each kernel's block shape: the
/// blocks per SM `report`'s registers already allow. Empty where no kernel
/// gets one.
static std::string boundAtOccupancy(StringRef ptx, const Chip &chip,
                                    const PtxasReport &report) {
  std::string out;
  StringRef kernel;
  bool any = false;
  for (StringRef line : llvm::split(ptx, '\n')) {
    out += line;
    out += '\n';
    if (std::optional<StringRef> name = entryName(line)) {
      kernel = *name;
      continue;
    }
    StringRef t = line.trim();
    if (kernel.empty() ||
        !(t.consume_front(".reqntid") || t.consume_front(".maxntid")))
      continue;
    int64_t threads = 1;
    for (StringRef d : llvm::split(t, ',')) {
      int64_t n = 0;
      if (d.trim().getAsInteger(10, n) || n < 1)
        threads = 0;
      threads *= n;
    }
    auto it = report.find(kernel);
    kernel = "";
    if (threads < 1 || it == report.end() || it->second.registers < 1)
      continue;
    int64_t blocks = chip.residentBlocks(threads, it->second.registers);
    if (blocks < 1)
      continue;
    out += (".minnctapersm " + llvm::Twine(blocks) + "\n").str();
    any = true;
  }
  if (!ptx.ends_with("\n"))
    out.pop_back();
  return any ? out : std::string();
}

/// Gives each kernel of `report` the .minnctapersm `ptx` assembles it
/// under.
static void recordBounds(StringRef ptx, PtxasReport *report) {
  if (!report)
    return;
  StringRef kernel;
  for (StringRef line : llvm::split(ptx, '\n')) {
    StringRef t = line.trim();
    if (std::optional<StringRef> name = entryName(line))
      kernel = *name;
    else if (t.consume_front(".minnctapersm") && !kernel.empty())
      if (auto it = report->find(kernel); it != report->end())
        t.trim().getAsInteger(10, it->second.minBlocksPerSM);
  }
}

FailureOr<std::string> mlir::tileir::assemblePTX(Operation *op, StringRef ptx,
                                                 const Chip &chip,
                                                 const PtxasOptions &opts,
                                                 PtxasReport *report) {
  // An occupancy hint reaches ptxas as .minnctapersm, which caps registers
  // for that many blocks per SM. Where the kernel needs more, ptxas spills
  // to local memory instead; the hint is then honoured as far as it goes
  // without spills: the bound is halved (and at last dropped) until ptxas
  // reports no spill stores the unbounded kernel would not have.
  std::string text = ptx.str(), log;
  bool bounded = !strictOccupancy && StringRef(text).contains(".minnctapersm");
  // Under a bound a failure is not reported yet: the bound may be the cause
  // ("insufficient registers": a wgmma needs its accumulator registers).
  FailureOr<std::string> cubin =
      runPtxas(op, text, chip, opts, log, /*report=*/!bounded);
  PtxasReport first = parsePtxasLog(log);
  if (report)
    *report = first;
  // Unbounded, ptxas schedules to keep registers low, and may issue a
  // block's loads in two waves (the second after the first one's data is
  // used) though its registers leave room for all. A bound at the
  // occupancy those registers already give costs no block per SM and lets
  // ptxas schedule for latency within it. Kept unless it spills more.
  if (!bounded && opts.boundAtOccupancy && succeeded(cubin) &&
      !StringRef(text).contains(".maxnreg")) {
    std::string tight = boundAtOccupancy(text, chip, first);
    std::string tightLog;
    FailureOr<std::string> tightCubin =
        tight.empty() ? FailureOr<std::string>(failure())
                      : runPtxas(op, tight, chip, opts, tightLog,
                                 /*report=*/false);
    if (succeeded(tightCubin) && spillBytes(tightLog) <= spillBytes(log)) {
      if (report)
        *report = parsePtxasLog(tightLog);
      recordBounds(tight, report);
      return tightCubin;
    }
  }
  if (!bounded || (succeeded(cubin) && spillBytes(log) == 0)) {
    recordBounds(text, report);
    return cubin;
  }
  std::string freeText = text;
  while (StringRef(freeText).contains(".minnctapersm"))
    freeText = relaxMinCtas(freeText);
  std::string freeLog;
  FailureOr<std::string> freeCubin = runPtxas(op, freeText, chip, opts, freeLog);
  if (failed(freeCubin))
    return freeCubin;
  bool compiled = succeeded(cubin);
  int64_t floor = spillBytes(freeLog), asked = spillBytes(log);
  unsigned from = minCtas(text);
  // Halved while ptxas fails under it or spills more than without it.
  while (failed(cubin) || spillBytes(log) > floor) {
    text = relaxMinCtas(text);
    if (!StringRef(text).contains(".minnctapersm")) {
      cubin = freeCubin;
      log = freeLog;
      break;
    }
    cubin = runPtxas(op, text, chip, opts, log, /*report=*/false);
  }
  if (report)
    *report = parsePtxasLog(log);
  recordBounds(text, report);
  // The hint held: the kernel spills as much without it.
  if (compiled && minCtas(text) == from)
    return cubin;
  // At the module's location: the op itself would be printed with it.
  InFlightDiagnostic remark = mlir::emitRemark(op->getLoc(), "occupancy hint: ");
  if (compiled)
    remark << from << " blocks per SM make ptxas spill " << asked << " bytes";
  else
    remark << "ptxas cannot compile the kernel for " << from
           << " blocks per SM";
  remark << "; bounded for " << minCtas(text) << " instead (0: no bound)";
  return cubin;
}

/// `report`: a failure is an error at `op`; otherwise only the log says why.
static FailureOr<std::string> runPtxas(Operation *op, StringRef ptx,
                                       const Chip &chip,
                                       const PtxasOptions &opts,
                                       std::string &logText, bool report) {
  std::string ptxas = opts.path.empty() ? findPtxas() : opts.path;
  if (ptxas.empty())
    return op->emitError("ptxas not found (install CUDA, set CUDA_HOME or "
                         "TILEIR_PTXAS)");
  if (!llvm::sys::fs::can_execute(ptxas))
    return op->emitError("ptxas '") << ptxas << "' is not an executable";
  SmallString<128> in, out, errFile;
  int fd;
  if (llvm::sys::fs::createTemporaryFile("tileir", "ptx", fd, in) ||
      llvm::sys::fs::createTemporaryFile("tileir", "cubin", out) ||
      llvm::sys::fs::createTemporaryFile("tileir", "log", errFile))
    return op->emitError("cannot create temporary files for ptxas");
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << ptx;
  }
  std::string arch = ("-arch=" + chip.name).str();
  std::string level = "-O" + std::to_string(std::min(opts.optLevel, 3u));
  // Static .shared arrays past 48 KiB (placeSharedMemory's one pool): the
  // option tileiras passes too, so a kernel needs no launch-time bytes.
  SmallVector<StringRef> args = {ptxas, arch, level, "-v",
                                 "--enable-extended-smem=true"};
  if (opts.deviceDebug)
    args.push_back("-g");
  else if (opts.lineInfo)
    args.push_back("-lineinfo");
  args.append({"-o", out, in});
  std::optional<StringRef> redirects[] = {std::nullopt, errFile.str(),
                                          errFile.str()};
  std::string msg;
  int rc = llvm::sys::ExecuteAndWait(ptxas, args, std::nullopt, redirects, 0, 0,
                                     &msg);
  auto log = llvm::MemoryBuffer::getFile(errFile);
  logText = log ? (*log)->getBuffer().str() : "";
  FailureOr<std::string> result = failure();
  if (rc != 0) {
    if (report)
      op->emitError("ptxas failed: ") << msg << logText;
  } else if (auto bin = llvm::MemoryBuffer::getFile(out)) {
    result = (*bin)->getBuffer().str();
  } else {
    op->emitError("ptxas wrote no cubin");
  }
  llvm::sys::fs::remove(in);
  llvm::sys::fs::remove(out);
  llvm::sys::fs::remove(errFile);
  return result;
}
