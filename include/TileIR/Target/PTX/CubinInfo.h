//===- CubinInfo.h - kernel attributes in a cubin's .nv.info ----*- C++ -*-===//
//
// A cubin (ELF64, EM_CUDA) describes each kernel in its `.nv.info.<kernel>`
// section: a list of records, each a format byte, an attribute id and a
// value (for format 0x04, EIFMT_SVAL, a 16-bit size and that many bytes).
// ptxas writes what it knows; tileiras's cubins also say which language the
// kernels come from. This adds such records without moving anything else
// in the file.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_TARGET_PTX_CUBININFO_H
#define TILEIR_TARGET_PTX_CUBININFO_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace mlir::tileir {

/// EIATTR_LANGUAGE (EIFMT_SVAL, id 0x66, a 32-bit language code).
inline constexpr uint8_t kEiattrLanguage = 0x66;
/// The code tileiras's cubins carry there (cuobjdump prints "TILEIR").
inline constexpr uint32_t kLanguageTileIR = 7;

/// An EIFMT_SVAL record: 0x04, `id`, the payload's size (16-bit LE), payload.
std::string makeSvalRecord(uint8_t id, llvm::ArrayRef<uint8_t> payload);

/// `cubin` with `record` first in every kernel's .nv.info.<kernel> section
/// that has no record of the same id yet. The grown sections and a new
/// section header table go at the end of the file; every other byte stays
/// where it was (those sections are not loaded, so no segment changes). A
/// file that is not a well-formed 64-bit little-endian CUDA ELF is an error.
llvm::Expected<std::string> addKernelInfoRecord(llvm::StringRef cubin,
                                                llvm::StringRef record);

/// `cubin` with EIATTR_LANGUAGE = TILEIR in every kernel, as tileiras's
/// cubins have it (addKernelInfoRecord's errors).
llvm::Expected<std::string> markTileIRLanguage(llvm::StringRef cubin);

/// The ids of the records of `section` (a .nv.info section's bytes), in
/// order; an error if a record runs past the end.
llvm::Expected<llvm::SmallVector<uint8_t>>
listInfoRecordIds(llvm::StringRef section);

} // namespace mlir::tileir

#endif
