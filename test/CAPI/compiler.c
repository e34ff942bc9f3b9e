/* A C program compiling Tile IR in process through TileIR-c/Compiler.h:
 * bytecode to PTX and manifest, a located error from bad text, a lowering
 * refusal at its source line, truncated bytecode, options refused, the
 * compile cache (in $TILEIR_TEST_CACHE), and (with a ptxas path as second
 * argument) a cubin. The same file is the lit test. */
// RUN: rm -rf %t.cache
// RUN: env TILEIR_TEST_CACHE=%t.cache tileir-capi-compiler-test %fixtures/python/vadd_f32.v13_3.tileirbc 2>&1 | FileCheck %s

#include "TileIR-c/Compiler.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *statusName(TileIRCompileStatus s) {
  switch (s) {
  case TileIRCompileSuccess:
    return "success";
  case TileIRCompileInvalidOptions:
    return "invalid-options";
  case TileIRCompileInvalidInput:
    return "invalid-input";
  case TileIRCompileFailed:
    return "failed";
  case TileIRCompileNoPtxas:
    return "no-ptxas";
  }
  return "?";
}

static const char *severityName(TileIRDiagnosticSeverity s) {
  switch (s) {
  case TileIRDiagnosticError:
    return "error";
  case TileIRDiagnosticWarning:
    return "warning";
  case TileIRDiagnosticNote:
    return "note";
  case TileIRDiagnosticRemark:
    return "remark";
  }
  return "?";
}

/* Status, then one line per diagnostic record. */
static void report(const char *label, TileIRCompileResult *r) {
  fprintf(stderr, "%s: %s\n", label,
          statusName(tileirCompileResultGetStatus(r)));
  for (size_t i = 0; i < tileirCompileResultGetNumDiagnostics(r); ++i) {
    TileIRDiagnostic d = tileirCompileResultGetDiagnostic(r, i);
    fprintf(stderr, "  [%s] %.*s:%u:%u: %.*s\n", severityName(d.severity),
            (int)d.file.length, d.file.data, d.line, d.column,
            (int)d.message.length, d.message.data);
  }
}

static int contains(MlirStringRef s, const char *needle) {
  size_t n = strlen(needle);
  for (size_t i = 0; i + n <= s.length; ++i)
    if (memcmp(s.data + i, needle, n) == 0)
      return 1;
  return 0;
}

static char *readFile(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *data = malloc(n > 0 ? n : 1);
  *size = fread(data, 1, n, f);
  fclose(f);
  return data;
}

/* Cuts every cache entry in `dir` to 50 bytes: a damaged entry. */
static int damageEntries(const char *dir) {
  DIR *d = opendir(dir);
  int n = 0;
  if (!d)
    return 0;
  for (struct dirent *e; (e = readdir(d));) {
    if (!strstr(e->d_name, ".tcache"))
      continue;
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    size_t size = 0;
    char *bytes = readFile(path, &size);
    FILE *f = fopen(path, "wb");
    if (bytes && f && size > 50)
      n += fwrite(bytes, 1, 50, f) == 50;
    if (f)
      fclose(f);
    free(bytes);
  }
  closedir(d);
  return n;
}

/* Compiles with the cache in `dir`; prints whether it hit and whether the
 * PTX equals `expect` (when given). */
static void cached(const char *label, const char *bytes, size_t size,
                   const char *dir, const char *chip, MlirStringRef expect) {
  TileIRCompileOptions o;
  tileirCompileOptionsInit(&o);
  o.inputName = "vadd.tileirbc";
  o.chip = chip;
  o.cacheDir = dir;
  TileIRCompileResult *r = tileirCompile(bytes, size, &o);
  MlirStringRef ptx = tileirCompileResultGetPTX(r);
  fprintf(stderr, "%s: status %d cached %d same ptx %d\n", label,
          (int)tileirCompileResultGetStatus(r), tileirCompileResultIsCached(r),
          expect.data && ptx.length == expect.length &&
              memcmp(ptx.data, expect.data, ptx.length) == 0);
  tileirCompileResultDestroy(r);
}

static TileIRCompileOptions defaults(const char *name) {
  TileIRCompileOptions o;
  tileirCompileOptionsInit(&o);
  o.inputName = name;
  return o;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s BYTECODE [PTXAS]\n", argv[0]);
    return 2;
  }
  size_t size = 0;
  char *bytes = readFile(argv[1], &size);
  if (!bytes) {
    fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }

  // CHECK-LABEL: bytecode: success
  // CHECK-NOT: [error]
  // CHECK: ptx: entry 1 reqntid 1 maxntid 0
  // CHECK: manifest: launch reqntid 1 target sm_80 1
  // CHECK: cubin bytes: 0
  TileIRCompileOptions o = defaults("vadd.tileirbc");
  o.chip = "sm_80";
  TileIRCompileResult *r = tileirCompile(bytes, size, &o);
  report("bytecode", r);
  MlirStringRef ptx = tileirCompileResultGetPTX(r);
  MlirStringRef manifest = tileirCompileResultGetManifest(r);
  fprintf(stderr, "ptx: entry %d reqntid %d maxntid %d\n",
          contains(ptx, ".entry"), contains(ptx, ".reqntid"),
          contains(ptx, ".maxntid"));
  fprintf(stderr, "manifest: launch reqntid %d target sm_80 %d\n",
          contains(manifest, "\"launch\": \"reqntid\""),
          contains(manifest, "\"target\": \"sm_80\""));
  fprintf(stderr, "cubin bytes: %zu\n",
          (size_t)tileirCompileResultGetCubin(r).length);
  tileirCompileResultDestroy(r);

  // A parse error is a record naming the input, its line and column.
  // CHECK-LABEL: bad text: invalid-input
  // CHECK-NEXT: [error] bad.mlir:3:10: {{.*}}
  const char *badText = "cuda_tile.module @m {\n"
                        "  entry @k() {\n"
                        "    %0 = no_such_op\n"
                        "  }\n"
                        "}\n";
  o = defaults("bad.mlir");
  r = tileirCompile(badText, strlen(badText), &o);
  report("bad text", r);
  tileirCompileResultDestroy(r);

  // Valid Tile IR the lowering refuses: the op and its source line.
  // CHECK-LABEL: unlowered: failed
  // CHECK-NEXT: [error] scaled.mlir:7:10: 'mmaf_scaled'
  const char *scaled =
      "cuda_tile.module @m {\n"
      "  entry @scaled() {\n"
      "    %a = constant <f8E4M3FN: 1.0> : tile<64x64xf8E4M3FN>\n"
      "    %c = constant <f32: 0.0> : tile<64x64xf32>\n"
      "    %l = constant <f8E8M0FNU: 1.0> : tile<64x2xf8E8M0FNU>\n"
      "    %r = constant <f8E8M0FNU: 1.0> : tile<2x64xf8E8M0FNU>\n"
      "    %0 = mmaf_scaled %a, %a, %c, %l, %r : tile<64x64xf8E4M3FN>, "
      "tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, "
      "tile<2x64xf8E8M0FNU>\n"
      "    return\n"
      "  }\n"
      "}\n";
  o = defaults("scaled.mlir");
  r = tileirCompile(scaled, strlen(scaled), &o);
  report("unlowered", r);
  tileirCompileResultDestroy(r);

  // Truncated bytecode: no source line (0), the byte offset as column.
  // CHECK-LABEL: truncated: invalid-input
  // CHECK-NEXT: [error] cut.tileirbc:0:{{[0-9]+}}: bytecode offset {{[0-9]+}}:
  o = defaults("cut.tileirbc");
  r = tileirCompile(bytes, 40, &o);
  report("truncated", r);
  tileirCompileResultDestroy(r);

  // CHECK-LABEL: empty: invalid-input
  // CHECK-NEXT: [error]
  o = defaults("empty");
  r = tileirCompile(NULL, 0, &o);
  report("empty", r);
  tileirCompileResultDestroy(r);

  // CHECK-LABEL: chip: invalid-options
  // CHECK-NEXT: [error] vadd.tileirbc:0:0: unsupported chip 'sm_42'
  o = defaults("vadd.tileirbc");
  o.chip = "sm_42";
  r = tileirCompile(bytes, size, &o);
  report("chip", r);
  tileirCompileResultDestroy(r);

  // CHECK-LABEL: debug at O3: invalid-options
  // CHECK-NEXT: [error] {{.*}}device debug needs optimisation level 0
  o = defaults("vadd.tileirbc");
  o.deviceDebug = true;
  r = tileirCompile(bytes, size, &o);
  report("debug at O3", r);
  tileirCompileResultDestroy(r);

  // Further lowering options: applied (8 warps: 256 threads), or refused
  // with their own message.
  // CHECK-LABEL: lowering options: success
  // CHECK: lowering options: reqntid 256 1
  o = defaults("vadd.tileirbc");
  o.chip = "sm_80";
  o.loweringOptions = "num-warps=8";
  r = tileirCompile(bytes, size, &o);
  report("lowering options", r);
  fprintf(stderr, "lowering options: reqntid 256 %d\n",
          contains(tileirCompileResultGetPTX(r), ".reqntid 256"));
  tileirCompileResultDestroy(r);
  // CHECK-LABEL: bad lowering options: invalid-options
  // CHECK-NEXT: [error] vadd.tileirbc:0:0: lowering options 'no-such-option=1': {{.*}}no-such-option
  o = defaults("vadd.tileirbc");
  o.loweringOptions = "no-such-option=1";
  r = tileirCompile(bytes, size, &o);
  report("bad lowering options", r);
  tileirCompileResultDestroy(r);

  // CHECK-LABEL: missing ptxas: no-ptxas
  // CHECK-NEXT: [error] {{.*}}ptxas '/nonexistent/ptxas' is not an executable
  o = defaults("vadd.tileirbc");
  o.emitCubin = true;
  o.ptxasPath = "/nonexistent/ptxas";
  r = tileirCompile(bytes, size, &o);
  report("missing ptxas", r);
  tileirCompileResultDestroy(r);

  // CHECK-LABEL: version {{[0-9]+\.[0-9]+\.[0-9]+}} bytecode 13.5 sm_90 1 sm_42 0
  fprintf(stderr, "version %s bytecode %s sm_90 %d sm_42 %d\n",
          tileirGetVersion(), tileirGetNewestBytecodeVersion(),
          tileirIsSupportedChip("sm_90"), tileirIsSupportedChip("sm_42"));

  // The cache: a miss stores, the same compile hits with the same PTX,
  // another chip misses, a damaged entry is a miss and is stored again.
  // CHECK-LABEL: cache first: status 0 cached 0 same ptx 0
  // CHECK-NEXT: cache again: status 0 cached 1 same ptx 1
  // CHECK-NEXT: cache sm_90: status 0 cached 0 same ptx 0
  // CHECK-NEXT: damaged 2
  // CHECK-NEXT: cache damaged: status 0 cached 0 same ptx 1
  // CHECK-NEXT: cache restored: status 0 cached 1 same ptx 1
  const char *dir = getenv("TILEIR_TEST_CACHE");
  if (dir) {
    o = defaults("vadd.tileirbc");
    o.chip = "sm_80";
    r = tileirCompile(bytes, size, &o);
    MlirStringRef none = {NULL, 0};
    MlirStringRef want = tileirCompileResultGetPTX(r);
    cached("cache first", bytes, size, dir, "sm_80", none);
    cached("cache again", bytes, size, dir, "sm_80", want);
    cached("cache sm_90", bytes, size, dir, "sm_90", want);
    fprintf(stderr, "damaged %d\n", damageEntries(dir));
    cached("cache damaged", bytes, size, dir, "sm_80", want);
    cached("cache restored", bytes, size, dir, "sm_80", want);
    tileirCompileResultDestroy(r);
  }

  if (argc > 2) {
    // CUBIN-LABEL: cubin: success
    // CUBIN: cubin: elf 1
    o = defaults("vadd.tileirbc");
    o.emitCubin = true;
    o.lineInfo = true;
    o.ptxasPath = argv[2];
    r = tileirCompile(bytes, size, &o);
    report("cubin", r);
    MlirStringRef cubin = tileirCompileResultGetCubin(r);
    fprintf(stderr, "cubin: elf %d\n",
            cubin.length > 4 && memcmp(cubin.data, "\x7f" "ELF", 4) == 0);
    tileirCompileResultDestroy(r);
  }
  free(bytes);
  return 0;
}
