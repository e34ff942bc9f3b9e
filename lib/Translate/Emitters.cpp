//===- Emitters.cpp - registry of tile-translate output formats -----------===//
#include "TileIR/Translate/Emitters.h"
#include "llvm/Support/CommandLine.h"
#include <vector>

using namespace mlir::tileir;

static std::vector<TranslateEmitter> &registry() {
  static std::vector<TranslateEmitter> emitters;
  return emitters;
}

void mlir::tileir::registerTranslateEmitter(TranslateEmitter emitter) {
  registry().push_back(std::move(emitter));
}

const TranslateEmitter *
mlir::tileir::lookupTranslateEmitter(llvm::StringRef name) {
  for (const TranslateEmitter &e : registry())
    if (e.name == name)
      return &e;
  return nullptr;
}

std::string mlir::tileir::listTranslateEmitters() {
  std::string names = "mlir, bytecode";
  for (const TranslateEmitter &e : registry())
    names += ", " + e.name;
  return names;
}

llvm::cl::OptionCategory &mlir::tileir::translateOptionCategory() {
  static llvm::cl::OptionCategory category("tile-translate options");
  return category;
}
