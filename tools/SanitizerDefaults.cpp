//===- SanitizerDefaults.cpp - sanitizer defaults of a sanitized build ---===//
//
// Linked into every tool of a sanitized build (LLVM_USE_SANITIZER). LLVM and
// MLIR come uninstrumented from the system while their allocators' inline
// code is compiled, instrumented, into ours: memory our side poisons is read
// by theirs, a false use-after-poison. Manual poisoning is therefore off by
// default, so a tool run without ASAN_OPTIONS (a front end calling the
// tileiras driver) behaves as under the test command. Leaks are not checked:
// a compiler's process ends with its job. UBSan prints where it stopped
// (it stops at the first report: -fno-sanitize-recover=all). ASAN_OPTIONS
// and UBSAN_OPTIONS still override.
//
//===----------------------------------------------------------------------===//

extern "C" const char *__asan_default_options() {
  return "allow_user_poisoning=0:detect_leaks=0";
}

extern "C" const char *__ubsan_default_options() { return "print_stacktrace=1"; }
