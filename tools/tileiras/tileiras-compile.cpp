//===- tileiras-compile.cpp - tileiras's compiler -------------------------===//
//
//   tileiras IN.bytecode -o OUT.cubin --gpu-name sm_90 -O3 --lineinfo
//            [--device-debug] [--remark-format=yaml --remarks=all
//             --remarks-output-file=F] [--version]
//
// The command line cuTile Python and cutile-rs run, compiled in process by
// tileirCompile (TileIR-c/Compiler.h); ptxas runs as a subprocess for the
// cubin. Diagnostics go to stderr as `loc("file":line:col): error: message`,
// the form cuTile Python parses to name the source line. Exit codes follow
// tileiras: 0 success, 1 command line, 2 unsupported GPU, 3 invalid option
// values, 4 reading the input or writing an output, 5 compile failure.
// Only complete outputs are written: nothing on failure, and never PTX where
// a cubin was asked for.
//
// This is the program `tileiras` (tileiras.cpp, the front) runs when its
// cache has no entry for a compile; it caches nothing itself. Run directly,
// it is the whole driver.
//
//===----------------------------------------------------------------------===//
#include "Options.h"

#include "TileIR-c/Compiler.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <cstring>

namespace cl = llvm::cl;
using namespace tileiras;

static llvm::StringRef str(MlirStringRef s) { return {s.data, s.length}; }

/// `loc("file":line:col): error: message`. Without a source line (bytecode
/// offsets, ptxas) it is `file: error: message`: cuTile then reports an
/// unknown location, where loc("file") would make it read a line it lacks.
static void printDiagnostic(const TileIRDiagnostic &d) {
  llvm::raw_ostream &os = llvm::errs();
  llvm::StringRef file = str(d.file);
  if (!file.empty() && d.line)
    os << "loc(\"" << file << "\":" << d.line << ":" << d.column << "): ";
  else if (!file.empty())
    os << file << ": ";
  switch (d.severity) {
  case TileIRDiagnosticError:
    os << "error: ";
    break;
  case TileIRDiagnosticWarning:
    os << "warning: ";
    break;
  case TileIRDiagnosticNote:
    os << "note: ";
    break;
  case TileIRDiagnosticRemark:
    os << "remark: ";
    break;
  }
  os << str(d.message) << "\n";
}

static int error(int code, const llvm::Twine &message) {
  llvm::errs() << "error: " << message << "\n";
  return code;
}

/// ptxas beside this program, for packs that carry one with tileiras.
static std::string ptxasBesideUs(const char *argv0) {
  std::string self = llvm::sys::fs::getMainExecutable(
      argv0, reinterpret_cast<void *>(&ptxasBesideUs));
  llvm::SmallString<256> p(llvm::sys::path::parent_path(self));
  llvm::sys::path::append(p, "ptxas");
  return llvm::sys::fs::can_execute(p) ? std::string(p) : std::string();
}

int main(int argc, char **argv) {
  llvm::InitLLVM y(argc, argv);
  cl::HideUnrelatedOptions(category);
  cl::SetVersionPrinter(printVersion);
  cl::ParseCommandLineOptions(
      argc, argv,
      "tileiras (TileIR): Tile IR bytecode -> cubin, NVIDIA tileiras's "
      "command line\n");

  if (inputFile.empty())
    return error(CommandLine, "no input file provided");
  if (outputFile.empty())
    return error(CommandLine, "no output file given (-o OUT.cubin)");
  if (!linkInputs.empty())
    return error(CommandLine,
                 "linking Tile IR libraries is not supported (-l " +
                     linkInputs.front() +
                     "): TileIR compiles one self-contained module");
  if (remarkFormat != "yaml")
    return error(CommandLine, "unsupported --remark-format '" + remarkFormat +
                                  "' (supported: yaml)");
  if (!tileirIsSupportedChip(gpuName.c_str()))
    return error(UnsupportedGpu,
                 "unsupported GPU '" + gpuName +
                     "': TileIR cannot target it (tile-translate "
                     "--list-chips names the chips it does)");
  unsigned level = optLevel;
  if (deviceDebug && optLevel.getNumOccurrences() == 0)
    level = 0;
  if (level > 3)
    return error(InvalidOption,
                 "invalid optimization level -O" + llvm::Twine(level) +
                     " (expected 0-3)");
  if (deviceDebug && level != 0)
    return error(InvalidOption, "--device-debug requires -O0");

  auto input = llvm::MemoryBuffer::getFile(inputFile, /*IsText=*/false,
                                           /*RequiresNullTerminator=*/false);
  if (!input)
    return error(FileError, "cannot read '" + inputFile +
                                "': " + input.getError().message());

  TileIRCompileOptions options;
  tileirCompileOptionsInit(&options);
  std::string chip =
      archSpecific && gpuName == "sm_90" ? std::string("sm_90a") : gpuName;
  options.chip = chip.c_str();
  options.optLevel = level;
  options.lineInfo = lineInfo;
  options.deviceDebug = deviceDebug;
  options.emitCubin = true;
  options.ptxasPath = ptxasPath.c_str();
  options.inputName = inputFile.c_str();
  auto compile = [&] {
    return tileirCompile((*input)->getBufferStart(),
                         (*input)->getBufferSize(), &options);
  };
  TileIRCompileResult *result = compile();
  // Last, a ptxas beside us: cuTile narrows PATH to this program's folder
  // and clears CUDA_HOME. (No ptxas is found before any compile work.)
  std::string beside;
  if (tileirCompileResultGetStatus(result) == TileIRCompileNoPtxas &&
      !(beside = ptxasBesideUs(argv[0])).empty()) {
    tileirCompileResultDestroy(result);
    options.ptxasPath = beside.c_str();
    result = compile();
  }
  for (size_t i = 0, e = tileirCompileResultGetNumDiagnostics(result); i < e;
       ++i)
    printDiagnostic(tileirCompileResultGetDiagnostic(result, i));

  int code = Ok;
  switch (tileirCompileResultGetStatus(result)) {
  case TileIRCompileSuccess:
    break;
  case TileIRCompileInvalidOptions:
    code = InvalidOption;
    break;
  default:
    code = CompileError;
    break;
  }
  // The PTX is worth having even when ptxas then failed.
  llvm::StringRef ptx = str(tileirCompileResultGetPTX(result));
  if (!ptxOutput.empty() && !ptx.empty() && !writeFile(ptxOutput, ptx))
    code = code ? code : FileError;
  if (code == Ok) {
    if (!writeFile(outputFile, str(tileirCompileResultGetCubin(result))))
      code = FileError;
    if (!manifestOutput.empty() &&
        !writeFile(manifestOutput,
                   str(tileirCompileResultGetManifest(result))))
      code = FileError;
    // A valid YAML stream without documents: TileIR records no remarks yet,
    // and an empty list is the honest answer.
    if (!remarksOutput.empty() &&
        !writeFile(remarksOutput,
                   "# TileIR: no optimization remarks are recorded yet\n"))
      code = FileError;
  }
  tileirCompileResultDestroy(result);
  return code;
}
