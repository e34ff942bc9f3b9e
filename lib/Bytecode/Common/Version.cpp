//===- Version.cpp - bytecode version parsing -----------------------------===//
#include "TileIR/Bytecode/Version.h"

using namespace mlir::tileir;

std::optional<BytecodeVersion> BytecodeVersion::parse(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef, 3> parts;
  text.trim().split(parts, '.');
  if (parts.size() < 2 || parts.size() > 3)
    return std::nullopt;
  unsigned major, minor, tag = 0;
  if (parts[0].getAsInteger(10, major) || parts[1].getAsInteger(10, minor) ||
      (parts.size() == 3 && parts[2].getAsInteger(10, tag)) || major > 255 ||
      minor > 255 || tag > 65535)
    return std::nullopt;
  return BytecodeVersion(major, minor, tag);
}

llvm::SmallVector<BytecodeVersion, 5> mlir::tileir::supportedBytecodeVersions() {
  return {{13, 1}, {13, 2}, {13, 3}, {13, 4}, {13, 5}};
}

std::string BytecodeVersion::str() const {
  std::string s = std::to_string(major) + "." + std::to_string(minor);
  if (tag)
    s += "." + std::to_string(tag);
  return s;
}
