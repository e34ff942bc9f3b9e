//===- CudaTileDebugInfo.cpp - debug-info scope rules ---------------------===//
//
// The rules NVIDIA's verifier applies to di_loc scopes, so that what a
// debugger is told (which function an instruction belongs to) is coherent:
// a function's location names its own subprogram, its ops lie in that
// subprogram (directly or through lexical blocks), and globals have none.
//
//===----------------------------------------------------------------------===//
#include "CudaTileDebugInfo.h"

#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/// The di_loc a location carries, looking through names, fusions (the first
/// one found), call sites (the caller) and opaque locations.
static DILocAttr findDILoc(Location loc) {
  return TypeSwitch<LocationAttr, DILocAttr>(loc)
      .Case([](DILocAttr d) { return d; })
      .Case([](NameLoc n) { return findDILoc(n.getChildLoc()); })
      .Case([](CallSiteLoc c) { return findDILoc(c.getCaller()); })
      .Case([](OpaqueLoc o) { return findDILoc(o.getFallbackLocation()); })
      .Case([](FusedLoc f) {
        for (Location l : f.getLocations())
          if (DILocAttr d = findDILoc(l))
            return d;
        return DILocAttr();
      })
      .Default([](LocationAttr) { return DILocAttr(); });
}

/// The subprogram a scope lies in (a lexical block's, through its parents).
static DISubprogramAttr enclosingSubprogram(Attribute scope) {
  while (auto block = dyn_cast_or_null<DILexicalBlockAttr>(scope))
    scope = block.getScope();
  return dyn_cast_or_null<DISubprogramAttr>(scope);
}

LogicalResult cuda_tile::verifyFunctionDebugInfo(Operation *func,
                                                 StringRef name) {
  if (isa<CallSiteLoc>(func->getLoc()))
    return func->emitOpError("invalid function debug info location: ")
           << func->getLoc() << ". Function location must not be a CallSiteLoc";
  DILocAttr loc = findDILoc(func->getLoc());
  if (!loc)
    return success();
  auto sp = dyn_cast<DISubprogramAttr>(loc.getScope());
  if (!sp)
    return func->emitOpError("invalid function debug info scope: ")
           << loc.getScope()
           << ". Function location must have cuda_tile.di_subprogram debug "
              "info scope";
  if (sp.getLinkageName().getValue() != name)
    return func->emitOpError("invalid function debug info scope: ")
           << sp << ". Function name \"" << name
           << "\" does not match subprogram scope linkage name "
           << sp.getLinkageName();
  return success();
}

LogicalResult cuda_tile::verifyFunctionBodyDebugInfo(Operation *func) {
  DISubprogramAttr fnScope;
  if (DILocAttr loc = findDILoc(func->getLoc()))
    fnScope = enclosingSubprogram(loc.getScope());
  WalkResult walk = func->walk([&](Operation *op) {
    if (op == func)
      return WalkResult::advance();
    DILocAttr loc = findDILoc(op->getLoc());
    DISubprogramAttr opScope =
        loc ? enclosingSubprogram(loc.getScope()) : DISubprogramAttr();
    if (!opScope || opScope == fnScope)
      return WalkResult::advance();
    if (!fnScope)
      op->emitOpError("invalid operation debug info scope: ")
          << opScope
          << ". Operation has debug info scope, but function debug info "
             "scope is undefined";
    else
      op->emitOpError("invalid operation debug info scope: ")
          << opScope
          << ". Operation debug info scope does not match function debug "
             "info scope: "
          << fnScope;
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}

LogicalResult cuda_tile::verifyModuleLevelDebugInfo(Operation *op) {
  if (DILocAttr loc = findDILoc(op->getLoc()))
    return op->emitOpError("invalid operation debug info scope: ")
           << loc << ". Global variables must not have scope";
  return success();
}
