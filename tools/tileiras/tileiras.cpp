//===- tileiras.cpp - NVIDIA tileiras's command line, cached --------------===//
//
//   tileiras IN.bytecode -o OUT.cubin --gpu-name sm_90 -O3 --lineinfo ...
//
// The front of the compat driver. It links LLVMSupport only, so it starts in
// about a millisecond where a program holding the compiler spends 15 ms
// loading libLLVM and libMLIR. It looks the compile up in the on-disk cache
// and, on a hit, writes the stored outputs and replays the stored stderr.
// On a miss it runs tileiras-compile (beside it, the real driver, with the
// same options and its outputs sent to temporary files), relays its stderr
// and exit status, and stores a successful compile. It answers --version
// itself; a command line it does not take apart (--help, unknown options)
// is handed to tileiras-compile unchanged, so both programs answer alike.
//
// Cache: --cache-dir, else $TILEIR_CACHE_DIR, else $XDG_CACHE_HOME/tileir or
// ~/.cache/tileir; an empty --cache-dir or TILEIR_CACHE=0 turns it off. The
// key hashes the input, every option that changes an output, and the
// identity of this program, tileiras-compile and ptxas, so a rebuilt
// compiler or another ptxas never reads an old entry.
//
//===----------------------------------------------------------------------===//
#include "Options.h"

#include "../../lib/CAPI/CompileCache.h"
#include "TileIR/Target/PTX/Toolkit.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <cstring>

using namespace tileiras;

namespace {
/// What an entry holds, in order.
enum Blob { Cubin, Ptx, Manifest, Remarks, Stderr, NumBlobs };
} // namespace

static std::string cacheDirectory() {
  if (cacheDir.getNumOccurrences())
    return cacheDir;
  if (const char *off = std::getenv("TILEIR_CACHE"); off && !strcmp(off, "0"))
    return "";
  if (const char *env = std::getenv("TILEIR_CACHE_DIR"))
    return env;
  llvm::SmallString<256> p;
  if (!llvm::sys::path::cache_directory(p))
    return "";
  llvm::sys::path::append(p, "tileir");
  return std::string(p);
}

/// Runs `program` with `args` (args[0] is the name it sees), stderr sent to
/// `stderrFile` when given; its exit status, or CompileError when it could
/// not run or died.
static int run(llvm::StringRef program, llvm::ArrayRef<llvm::StringRef> args,
               std::optional<llvm::StringRef> stderrFile = std::nullopt) {
  std::string message;
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, std::nullopt,
                                                stderrFile};
  int rc = llvm::sys::ExecuteAndWait(program, args, /*Env=*/std::nullopt,
                                     redirects, 0, 0, &message);
  if (rc < 0) {
    llvm::errs() << "error: " << program << ": "
                 << (message.empty() ? "did not run" : message) << "\n";
    return CompileError;
  }
  return rc;
}

static std::string readFile(llvm::StringRef path) {
  auto buf = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                         /*RequiresNullTerminator=*/false);
  return buf ? (*buf)->getBuffer().str() : std::string();
}

/// The user's outputs from a successful compile's blobs.
static int writeOutputs(llvm::ArrayRef<std::string> blobs) {
  bool ok = writeFile(outputFile, blobs[Cubin]);
  if (!ptxOutput.empty())
    ok &= writeFile(ptxOutput, blobs[Ptx]);
  if (!manifestOutput.empty())
    ok &= writeFile(manifestOutput, blobs[Manifest]);
  if (!remarksOutput.empty())
    ok &= writeFile(remarksOutput, blobs[Remarks]);
  return ok ? Ok : FileError;
}

static llvm::StringRef optionName(llvm::StringRef arg) {
  return arg.ltrim('-').split('=').first;
}

/// Questions about the options (--help and the like) are tileiras-compile's
/// to answer: it knows every option, hidden ones included.
static bool asksAboutOptions(llvm::StringRef arg) {
  return llvm::StringSwitch<bool>(optionName(arg))
      .Cases({"help", "help-hidden", "help-list", "help-list-hidden",
              "print-options", "print-all-options"},
             true)
      .Default(false);
}

int main(int argc, char **argv) {
  std::string self = llvm::sys::fs::getMainExecutable(
      argv[0], reinterpret_cast<void *>(&cacheDirectory));
  llvm::SmallString<256> compiler(llvm::sys::path::parent_path(self));
  llvm::sys::path::append(compiler, "tileiras-compile");
  std::vector<llvm::StringRef> original(argv, argv + argc);
  auto handOver = [&] { return run(compiler, original); };

  llvm::ArrayRef<llvm::StringRef> args0 = llvm::ArrayRef(original).drop_front();
  if (llvm::any_of(args0, asksAboutOptions))
    return handOver();
  // cuTile asks once per process, for its cache key: answered here.
  if (llvm::any_of(args0, [](llvm::StringRef a) {
        return optionName(a) == "version";
      })) {
    printVersion(llvm::outs());
    return Ok;
  }
  if (!cl::ParseCommandLineOptions(argc, argv, "", &llvm::nulls()) ||
      inputFile.empty() || outputFile.empty() || !linkInputs.empty())
    return handOver();
  std::string dir = cacheDirectory();
  if (dir.empty())
    return handOver();
  auto input = llvm::MemoryBuffer::getFile(inputFile, /*IsText=*/false,
                                           /*RequiresNullTerminator=*/false);
  if (!input)
    return handOver();

  // The ptxas tileiras-compile will run (the same search, then beside it).
  std::string ptxas =
      ptxasPath.empty() ? mlir::tileir::findPtxas() : std::string(ptxasPath);
  if (ptxas.empty()) {
    llvm::SmallString<256> beside(llvm::sys::path::parent_path(compiler));
    llvm::sys::path::append(beside, "ptxas");
    ptxas = std::string(beside);
  }
  // Every option that can change an output or a message; the input's name
  // is in the messages.
  std::vector<std::string> options = {
      "name=" + inputFile,
      "gpu=" + gpuName,
      "arch-specific=" + std::to_string(archSpecific),
      "O=" + (optLevel.getNumOccurrences() ? std::to_string(optLevel) : "-"),
      "lineinfo=" + std::to_string(lineInfo),
      "g=" + std::to_string(deviceDebug),
      "ptxas-path=" + ptxasPath,
      "remark-format=" + remarkFormat,
      "remarks=" + remarks};
  std::string key = mlir::tileir::compileCacheKey(
      (*input)->getBuffer(), options, {self, std::string(compiler), ptxas});
  if (auto hit = mlir::tileir::lookupCompile(dir, key, NumBlobs)) {
    llvm::errs() << (*hit)[Stderr];
    return writeOutputs(*hit);
  }

  // A miss: tileiras-compile writes every output to a temporary file.
  llvm::SmallString<128> tmp[NumBlobs];
  std::optional<llvm::FileRemover> removers[NumBlobs];
  static const char *suffix[NumBlobs] = {"cubin", "ptx", "json", "yaml", "err"};
  for (int b = 0; b < NumBlobs; ++b) {
    if (llvm::sys::fs::createTemporaryFile("tileiras", suffix[b], tmp[b]))
      return handOver();
    removers[b].emplace(tmp[b]);
  }
  std::vector<std::string> args = {
      argv[0],
      inputFile,
      "-o=" + tmp[Cubin].str().str(),
      "--gpu-name=" + gpuName,
      "--arch-specific=" + std::string(archSpecific ? "true" : "false"),
      "--ptx-output-file=" + tmp[Ptx].str().str(),
      "--manifest-output-file=" + tmp[Manifest].str().str(),
      "--remark-format=" + remarkFormat,
      "--remarks-output-file=" + tmp[Remarks].str().str()};
  if (optLevel.getNumOccurrences())
    args.push_back("-O" + std::to_string(optLevel));
  if (lineInfo)
    args.push_back("--lineinfo");
  if (deviceDebug)
    args.push_back("--device-debug");
  if (!ptxasPath.empty())
    args.push_back("--ptxas-path=" + ptxasPath);
  if (remarks.getNumOccurrences())
    args.push_back("--remarks=" + remarks);
  std::vector<llvm::StringRef> argRefs(args.begin(), args.end());
  int code = run(compiler, argRefs, tmp[Stderr].str());

  std::vector<std::string> blobs;
  for (int b = 0; b < NumBlobs; ++b)
    blobs.push_back(readFile(tmp[b]));
  llvm::errs() << blobs[Stderr];
  if (code != Ok) {
    // As tileiras-compile does: the PTX is worth having when ptxas failed.
    if (!ptxOutput.empty() && !blobs[Ptx].empty())
      writeFile(ptxOutput, blobs[Ptx]);
    return code;
  }
  mlir::tileir::storeCompile(dir, key, blobs);
  return writeOutputs(blobs);
}
