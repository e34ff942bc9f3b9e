/*===- TileIR-c/Compiler.h - in-process Tile IR compiler ---------*- C -*-===*\
|*                                                                            *|
|* One call from Tile IR (bytecode or MLIR text) to PTX, the launch manifest *|
|* and, when ptxas is found, a cubin; diagnostics come back as records       *|
|* (file, line, column, severity, message) instead of text to parse. Front   *|
|* ends call it instead of running a compiler subprocess; bin/compat/tileiras *|
|* is this call behind NVIDIA tileiras's command line.                       *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
#ifndef TILEIR_C_COMPILER_H
#define TILEIR_C_COMPILER_H

#include "mlir-c/Support.h"

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  TileIRDiagnosticError = 0,
  TileIRDiagnosticWarning = 1,
  TileIRDiagnosticNote = 2,
  TileIRDiagnosticRemark = 3,
} TileIRDiagnosticSeverity;

/// One diagnostic. `line` 0 means no source line (bytecode errors, whose
/// message names the byte offset). A note belongs to the error or warning
/// before it. Strings live as long as the result.
typedef struct {
  MlirStringRef file;
  unsigned line;
  unsigned column;
  TileIRDiagnosticSeverity severity;
  MlirStringRef message;
} TileIRDiagnostic;

typedef enum {
  /// PTX (and cubin when asked) were produced.
  TileIRCompileSuccess = 0,
  /// The options are invalid (an unknown chip, an opt level above 3...).
  TileIRCompileInvalidOptions = 1,
  /// The input is not valid Tile IR (bad bytecode, text that does not parse
  /// or verify).
  TileIRCompileInvalidInput = 2,
  /// Valid Tile IR that the lowering refused or that ptxas rejected.
  TileIRCompileFailed = 3,
  /// A cubin was asked for and no ptxas was found.
  TileIRCompileNoPtxas = 4,
} TileIRCompileStatus;

typedef struct {
  /// Target chip, e.g. "sm_90"; NULL: the default chip.
  const char *chip;
  /// 0-3: LLVM's optimisation level and ptxas's -O.
  unsigned optLevel;
  /// Source lines: .loc directives in the PTX, ptxas -lineinfo in the cubin.
  bool lineInfo;
  /// ptxas -g (device debug); needs optLevel 0.
  bool deviceDebug;
  /// Run ptxas and return a cubin.
  bool emitCubin;
  /// ptxas to run; NULL or "": $TILEIR_PTXAS, $CUDA_HOME/bin,
  /// /usr/local/cuda/bin, then PATH.
  const char *ptxasPath;
  /// "reqntid" (default when NULL: the Tile IR launch convention) or
  /// "maxntid".
  const char *launch;
  /// Name of the input in diagnostics (a file name); NULL: "<input>".
  const char *inputName;
  /// Directory of the on-disk compile cache; NULL or "": none. Entries are
  /// keyed by the input bytes, every option, this program's binary and
  /// ptxas's, so a rebuilt compiler never reads an old one. Only compiles
  /// without diagnostics are stored.
  const char *cacheDir;
  /// Further lowering options, as tile-opt's --tile-to-ptx takes them
  /// ("num-stages=4 fit-clusters=2"); NULL or "": none. The fields above
  /// take precedence over the same options here, and `tma` stays off (the
  /// callers launch with the Tile IR ABI alone). An unknown option or value
  /// is TileIRCompileInvalidOptions.
  const char *loweringOptions;
} TileIRCompileOptions;

/// Fills `options` with the defaults: default chip, -O3, no line info, no
/// cubin, reqntid, no cache.
MLIR_CAPI_EXPORTED void tileirCompileOptionsInit(TileIRCompileOptions *options);

typedef struct TileIRCompileResult TileIRCompileResult;

/// Compiles `size` bytes of Tile IR: bytecode when they start with the Tile
/// IR magic, MLIR text otherwise. Never aborts on bad input; always returns
/// a result (free it with tileirCompileResultDestroy). Each call uses its
/// own MLIR context, so calls on different threads do not interfere.
MLIR_CAPI_EXPORTED TileIRCompileResult *
tileirCompile(const void *data, size_t size,
              const TileIRCompileOptions *options);

MLIR_CAPI_EXPORTED TileIRCompileStatus
tileirCompileResultGetStatus(const TileIRCompileResult *result);
/// Empty when the compile failed before PTX.
MLIR_CAPI_EXPORTED MlirStringRef
tileirCompileResultGetPTX(const TileIRCompileResult *result);
/// Empty unless emitCubin was set and ptxas succeeded.
MLIR_CAPI_EXPORTED MlirStringRef
tileirCompileResultGetCubin(const TileIRCompileResult *result);
/// The launch manifest (JSON); empty when the compile failed before PTX.
MLIR_CAPI_EXPORTED MlirStringRef
tileirCompileResultGetManifest(const TileIRCompileResult *result);
/// True when the result was read from the compile cache.
MLIR_CAPI_EXPORTED bool
tileirCompileResultIsCached(const TileIRCompileResult *result);
MLIR_CAPI_EXPORTED size_t
tileirCompileResultGetNumDiagnostics(const TileIRCompileResult *result);
MLIR_CAPI_EXPORTED TileIRDiagnostic
tileirCompileResultGetDiagnostic(const TileIRCompileResult *result, size_t i);
MLIR_CAPI_EXPORTED void tileirCompileResultDestroy(TileIRCompileResult *result);

/// TileIR's version, e.g. "0.1.0".
MLIR_CAPI_EXPORTED const char *tileirGetVersion(void);
/// Newest Tile IR bytecode version the compiler reads, e.g. "13.4".
MLIR_CAPI_EXPORTED const char *tileirGetNewestBytecodeVersion(void);
/// True when `chip` is one the compiler targets.
MLIR_CAPI_EXPORTED bool tileirIsSupportedChip(const char *chip);

#ifdef __cplusplus
}
#endif

#endif // TILEIR_C_COMPILER_H
