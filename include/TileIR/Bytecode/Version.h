//===- Version.h - Tile IR bytecode versions --------------------*- C++ -*-===//
#ifndef TILEIR_BYTECODE_VERSION_H
#define TILEIR_BYTECODE_VERSION_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>
#include <tuple>

namespace mlir::tileir {

/// A bytecode version "major.minor"; the 16-bit tag of the header is kept but
/// does not take part in comparisons (cuTile Python uses bit 0 for previews).
struct BytecodeVersion {
  uint8_t major = 13;
  uint8_t minor = 3;
  uint16_t tag = 0;

  constexpr BytecodeVersion() = default;
  constexpr BytecodeVersion(uint8_t major, uint8_t minor, uint16_t tag = 0)
      : major(major), minor(minor), tag(tag) {}

  /// Oldest and newest versions this library writes (and reads).
  static constexpr BytecodeVersion oldest() { return {13, 1}; }
  static constexpr BytecodeVersion newest() { return {13, 5}; }
  /// What is written when no version is asked for: the newest that every
  /// released tileiras (13.3 and later) reads.
  static constexpr BytecodeVersion defaultWrite() { return {13, 3}; }
  /// Newest version read; equal to newest(). Of 13.5, the public-preview
  /// content (header tag bit 0: preview$call, preview$func,
  /// preview$extern_impl and their types) is refused with a message.
  static constexpr BytecodeVersion newestReadable() { return {13, 5}; }
  /// Parses "13.3" (or "13.3.0"); std::nullopt on anything else.
  static std::optional<BytecodeVersion> parse(llvm::StringRef text);

  bool isSupported() const { return oldest() <= *this && *this <= newest(); }
  bool isReadable() const {
    return oldest() <= *this && *this <= newestReadable();
  }
  std::string str() const;

  friend constexpr bool operator<(BytecodeVersion a, BytecodeVersion b) {
    return a.major < b.major || (a.major == b.major && a.minor < b.minor);
  }
  friend constexpr bool operator<=(BytecodeVersion a, BytecodeVersion b) {
    return !(b < a);
  }
  friend constexpr bool operator>(BytecodeVersion a, BytecodeVersion b) {
    return b < a;
  }
  friend constexpr bool operator>=(BytecodeVersion a, BytecodeVersion b) {
    return !(a < b);
  }
  friend constexpr bool operator==(BytecodeVersion a, BytecodeVersion b) {
    return a.major == b.major && a.minor == b.minor;
  }
  friend constexpr bool operator!=(BytecodeVersion a, BytecodeVersion b) {
    return !(a == b);
  }
};

/// Every version we can read or write, oldest first.
llvm::SmallVector<BytecodeVersion, 5> supportedBytecodeVersions();

} // namespace mlir::tileir

#endif // TILEIR_BYTECODE_VERSION_H
