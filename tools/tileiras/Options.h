//===- Options.h - tileiras's command line ----------------------*- C++ -*-===//
//
// One definition of the command line (and of how outputs are written) for
// the two programs that parse it:
// `tileiras` (the front: serves cached compiles without loading the
// compiler) and `tileiras-compile` (the compiler it runs on a miss). Each
// program includes this header from one file.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_TOOLS_TILEIRAS_OPTIONS_H
#define TILEIR_TOOLS_TILEIRAS_OPTIONS_H

#include "TileIR/Bytecode/Version.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace tileiras {
namespace cl = llvm::cl;

enum ExitCode {
  Ok = 0,
  CommandLine = 1,
  UnsupportedGpu = 2,
  InvalidOption = 3,
  FileError = 4,
  CompileError = 5,
};

inline cl::OptionCategory category("tileiras options");

inline cl::opt<std::string>
    inputFile(cl::Positional, cl::desc("<input bytecode>"), cl::cat(category));
inline cl::opt<std::string> outputFile("o", cl::desc("Output cubin"),
                                       cl::value_desc("file"),
                                       cl::cat(category));
inline cl::alias outputAlias("output-file", cl::desc("Alias for -o"),
                             cl::aliasopt(outputFile), cl::cat(category));
inline cl::opt<std::string>
    gpuName("gpu-name",
            cl::desc("Target GPU, e.g. sm_90 "
                     "(`tile-translate --list-chips` lists "
                     "those TileIR targets)"),
            cl::init("sm_90"), cl::cat(category));
inline cl::opt<unsigned>
    optLevel("O", cl::Prefix,
             cl::desc("Optimisation level 0-3 (LLVM and ptxas)"), cl::init(3),
             cl::cat(category));
inline cl::alias optLevelAlias("opt-level", cl::desc("Alias for -O"),
                               cl::aliasopt(optLevel), cl::cat(category));
inline cl::opt<bool>
    lineInfo("lineinfo",
             cl::desc("Source lines in the cubin (.loc in the PTX, "
                      "ptxas -lineinfo)"),
             cl::cat(category));
inline cl::opt<bool>
    deviceDebug("device-debug",
                cl::desc("Device debug code (ptxas -g); needs -O0, "
                         "which it implies when -O is not given"),
                cl::cat(category));
inline cl::alias deviceDebugAlias("g", cl::desc("Alias for --device-debug"),
                                  cl::aliasopt(deviceDebug), cl::cat(category));
inline cl::list<std::string>
    linkInputs("l",
               cl::desc("Tile IR library to link: refused, TileIR compiles "
                        "one self-contained module"),
               cl::value_desc("library"), cl::Prefix, cl::cat(category));
inline cl::opt<std::string> remarkFormat("remark-format",
                                         cl::desc("Remarks file format (yaml)"),
                                         cl::init("yaml"), cl::cat(category));
inline cl::opt<std::string>
    remarks("remarks",
            cl::desc("Which remarks to write (TileIR writes "
                     "none yet: the file holds no document)"),
            cl::cat(category));
inline cl::opt<std::string> remarksOutput("remarks-output-file",
                                          cl::desc("Remarks file to write"),
                                          cl::value_desc("file"),
                                          cl::cat(category));
// TileIR's own options.
inline cl::opt<bool> archSpecific(
    "arch-specific",
    cl::desc("Compile --gpu-name sm_90 for sm_90a, as tileiras does (its "
             "ptxas runs with -arch sm_90a): wgmma products; the cubin runs "
             "on compute capability 9.0 only (H100, H200)"),
    cl::init(true), cl::cat(category));
inline cl::opt<std::string>
    ptxasPath("ptxas-path",
              cl::desc("ptxas to run (default: "
                       "$TILEIR_PTXAS, $CUDA_HOME/bin, "
                       "/usr/local/cuda/bin, PATH, then "
                       "beside this program)"),
              cl::value_desc("path"), cl::cat(category));
inline cl::opt<std::string>
    ptxOutput("ptx-output-file", cl::desc("Also write the PTX (to read it)"),
              cl::value_desc("file"), cl::cat(category));
inline cl::opt<std::string> cacheDir(
    "cache-dir",
    cl::desc("Compile cache directory (default: $TILEIR_CACHE_DIR, else "
             "$XDG_CACHE_HOME/tileir or ~/.cache/tileir; an empty value or "
             "TILEIR_CACHE=0 turns the cache off)"),
    cl::value_desc("dir"), cl::cat(category));
inline cl::opt<std::string>
    manifestOutput("manifest-output-file",
                   cl::desc("Also write the launch manifest"),
                   cl::value_desc("file"), cl::cat(category));
/// tileiras's banner, line for line: cuTile keys its cache on it, and tools
/// read "release X.Y" (here the newest bytecode version TileIR reads).
inline void printVersion(llvm::raw_ostream &os) {
  std::string newest = mlir::tileir::BytecodeVersion::newestReadable().str();
  os << "tileiras: TileIR (open source) Cuda Tile IR optimizing assembler, "
        "NVIDIA tileiras command line\n"
     << "Copyright (c) TileIR authors\n"
     // No date: builds are reproducible (-Werror=date-time).
     << "Built on (no build date)\n"
     << "Cuda compilation tools, release " << newest << ", V" << newest
     << ".0\n"
     << "Build tileir " << TILEIR_VERSION_STRING << "\n";
}

/// Writes `bytes` to `path` whole (through a temporary file) or not at all;
/// says why on stderr when it cannot.
inline bool writeFile(llvm::StringRef path, llvm::StringRef bytes) {
  if (llvm::Error e = llvm::writeToOutput(path, [&](llvm::raw_ostream &os) {
        os << bytes;
        return llvm::Error::success();
      })) {
    llvm::errs() << "error: cannot write '" << path
                 << "': " << llvm::toString(std::move(e)) << "\n";
    return false;
  }
  return true;
}

} // namespace tileiras

#endif
