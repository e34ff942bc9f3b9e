//===- SharedMemory.cpp - one scratch pool per kernel, and its barriers ---===//
//
// Every shared buffer a pattern allocates is scratch: its op's lowering
// writes it, waits at a barrier, reads it, and is done with it. So all of a
// kernel's buffers start at offset 0 of one pool and the footprint is the
// largest buffer, not the sum.
//
// Sharing the bytes adds one hazard: a thread that still reads buffer A
// while a thread ahead of it already writes buffer B over the same bytes
// (or, the other way, B's reads overtaking A's writes). A forward walk over
// the kernel, in the spirit of Triton's Membar analysis, tracks which
// buffers were accessed since the last barrier on some path, and puts a
// barrier before an access to another buffer that conflicts with one of
// them (at least one of the two writes). Where a barrier already separates
// them on every path, nothing is added. Hazards between two uses of one
// buffer (its op's own write then read, or a later loop trip) are its
// pattern's business and already handled there (barrierIfInLoop).
//
//===----------------------------------------------------------------------===//
#include "Common.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::lowering;

/// The static shared arrays allocShared made (internal, addrspace 3).
static LLVM::GlobalOp sharedBuffer(SymbolTable &symbols,
                                   LLVM::AddressOfOp addr) {
  auto g = symbols.lookup<LLVM::GlobalOp>(addr.getGlobalName());
  if (!g || g.getAddrSpace() != 3 || g.getLinkage() != LLVM::Linkage::Internal)
    return {};
  auto arr = dyn_cast<LLVM::LLVMArrayType>(g.getGlobalType());
  return arr && arr.getNumElements() > 0 ? g : LLVM::GlobalOp();
}

static int64_t bufferBytes(LLVM::GlobalOp g) {
  auto arr = cast<LLVM::LLVMArrayType>(g.getGlobalType());
  return sharedBufferBytes(arr.getElementType(), arr.getNumElements());
}

namespace {
/// A kind of shared access made since the last barrier: the buffer (null
/// for an address we cannot trace, which may alias any buffer) and whether
/// it writes.
using Access = std::pair<Operation *, unsigned>; // (buffer, writes)
using Pending = llvm::SmallSetVector<Access, 4>;

/// Puts the barriers one kernel's pool needs (see the file comment).
/// Byte range [first, second) of each buffer in the pool.
using Placement = llvm::DenseMap<Operation *, std::pair<int64_t, int64_t>>;

class BarrierPlacer {
public:
  BarrierPlacer(SymbolTable &symbols, const Placement &placed)
      : symbols(symbols), placed(placed) {}

  void run(gpu::GPUFuncOp fn) {
    Pending p;
    visitRegion(fn.getBody(), p);
  }

private:
  SymbolTable &symbols;
  const Placement &placed;
  // A dry run only finds out whether some barrier would be needed.
  bool dryRun = false;
  bool needed = false;

  static bool containsBarrier(Operation *op) {
    return op
        ->walk([](Operation *o) {
          return isCTABarrier(o) ? WalkResult::interrupt() : WalkResult::advance();
        })
        .wasInterrupted();
  }

  /// The shared access `op` makes itself, if any.
  std::optional<Access> accessOf(Operation *op) {
    Value ptr;
    unsigned writes = 1;
    if (auto ld = dyn_cast<LLVM::LoadOp>(op)) {
      ptr = ld.getAddr();
      writes = 0;
    } else if (auto st = dyn_cast<LLVM::StoreOp>(op)) {
      ptr = st.getAddr();
    } else if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op)) {
      ptr = rmw.getPtr();
    } else if (auto cas = dyn_cast<LLVM::AtomicCmpXchgOp>(op)) {
      ptr = cas.getPtr();
    } else if (auto ldm = dyn_cast<NVVM::LdMatrixOp>(op)) {
      ptr = ldm.getPtr();
      writes = 0;
    } else if (auto cp = dyn_cast<NVVM::CpAsyncOp>(op)) {
      ptr = cp.getDst(); // lands later; its ring's pattern awaits it
    } else {
      return std::nullopt;
    }
    auto pt = dyn_cast<LLVM::LLVMPointerType>(ptr.getType());
    if (!pt || pt.getAddressSpace() != 3)
      return std::nullopt;
    while (auto gep = ptr.getDefiningOp<LLVM::GEPOp>())
      ptr = gep.getBase();
    Operation *buf = nullptr;
    if (auto addr = ptr.getDefiningOp<LLVM::AddressOfOp>())
      buf = sharedBuffer(symbols, addr);
    return Access{buf, writes};
  }

  /// Whether two distinct buffers share bytes of the pool.
  bool overlap(Operation *x, Operation *y) const {
    auto a = placed.lookup(x), b = placed.lookup(y);
    return a.first < b.second && b.first < a.second;
  }

  bool conflicts(const Pending &p, ArrayRef<Access> accesses) const {
    for (auto [buf, writes] : accesses)
      for (auto [pbuf, pwrites] : p)
        if ((writes || pwrites) &&
            (!buf || !pbuf || (buf != pbuf && overlap(buf, pbuf))))
          return true;
    return false;
  }

  void barrierBefore(Operation *op) {
    if (dryRun) {
      needed = true;
      return;
    }
    OpBuilder b(op);
    gpu::BarrierOp::create(b, op->getLoc());
  }

  /// `op` makes `accesses` (it, or ops nested in it with no barrier).
  void touch(Operation *op, ArrayRef<Access> accesses, Pending &p) {
    if (accesses.empty())
      return;
    if (conflicts(p, accesses)) {
      // Another buffer's accesses may still be in flight in other threads.
      barrierBefore(op);
      p.clear();
    }
    p.insert(accesses.begin(), accesses.end());
  }

  void visitRegion(Region &r, Pending &p) {
    if (r.empty())
      return;
    if (r.hasOneBlock()) {
      visitBlock(r.front(), p);
      return;
    }
    // An unstructured region: every block starts from everything pending
    // anywhere in it, until that stops growing (conservative for any CFG).
    Pending all = p;
    size_t n;
    do {
      n = all.size();
      for (Block &blk : r) {
        Pending cur = all;
        visitBlock(blk, cur);
        all.insert(cur.begin(), cur.end());
      }
    } while (all.size() != n);
    p = all;
  }

  void visitBlock(Block &blk, Pending &p) {
    for (Operation &op : llvm::make_early_inc_range(blk))
      visitOp(&op, p);
  }

  /// Runs `op`'s regions any number of times, in order, from `p` (loops and
  /// any region op we do not know better), to a fixpoint.
  void visitRepeated(Operation *op, Pending &p) {
    Pending in = p;
    while (true) {
      Pending cur = in;
      for (Region &r : op->getRegions())
        visitRegion(r, cur);
      size_t n = in.size();
      in.insert(cur.begin(), cur.end());
      if (in.size() == n)
        break;
    }
    p = in;
  }

  /// Whether visiting `op` from `in` would place any barrier.
  bool wouldNeedBarrier(Operation *op, const Pending &in) {
    bool savedDry = dryRun, savedNeeded = needed;
    dryRun = true;
    needed = false;
    Pending p = in;
    visitRepeated(op, p);
    bool result = needed;
    dryRun = savedDry;
    needed = savedNeeded;
    return result;
  }

  void visitOp(Operation *op, Pending &p) {
    if (isCTABarrier(op)) {
      p.clear();
      return;
    }
    if (op->getNumRegions() == 0) {
      if (std::optional<Access> a = accessOf(op))
        touch(op, *a, p);
      return;
    }
    // A region op without a barrier (such as a pattern's guarded store,
    // whose condition differs between threads) is one access set: a barrier
    // goes before it, never into it.
    if (!containsBarrier(op)) {
      SmallVector<Access> accesses;
      op->walk([&](Operation *o) {
        if (std::optional<Access> a = accessOf(o))
          accesses.push_back(*a);
      });
      touch(op, accesses, p);
      return;
    }
    if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
      Pending thenP = p, elseP = p;
      visitRegion(ifOp.getThenRegion(), thenP);
      visitRegion(ifOp.getElseRegion(), elseP);
      p = thenP;
      p.insert(elseP.begin(), elseP.end());
      return;
    }
    // A conflict only with what precedes a loop takes one barrier before
    // the loop, not one in every trip.
    if (isa<LoopLikeOpInterface>(op) && !p.empty() &&
        wouldNeedBarrier(op, p) && !wouldNeedBarrier(op, Pending())) {
      barrierBefore(op);
      p.clear();
    }
    visitRepeated(op, p);
  }
};
} // namespace

bool mlir::tileir::lowering::isCTABarrier(Operation *op) {
  if (isa<gpu::BarrierOp, NVVM::Barrier0Op>(op))
    return true;
  auto bar = dyn_cast<NVVM::BarrierOp>(op);
  return bar && op->getNumOperands() == 0; // all threads, barrier 0
}

static constexpr llvm::StringLiteral kRingAttr = "tile_simt.ring_buffer";

void mlir::tileir::lowering::markRingBuffer(Value addr) {
  auto a = addr.getDefiningOp<LLVM::AddressOfOp>();
  if (auto g = SymbolTable::lookupNearestSymbolFrom<LLVM::GlobalOp>(
          a, a.getGlobalNameAttr()))
    g->setAttr(kRingAttr, UnitAttr::get(a.getContext()));
}

static int64_t alignmentOf(LLVM::GlobalOp g) {
  return std::max<int64_t>(kSharedAlign, g.getAlignment().value_or(0));
}

/// The ops of `addr`'s block, from `addr` to the last one that holds a use
/// of it (through address arithmetic): while they run the ring is live.
/// Where that last op is a warps region (a warp-specialized kernel's
/// consumers: its loop, then the rest of the kernel), `inner` is the last op
/// of the region's block that holds a use: the ring is dead after it.
struct LiveRange {
  Operation *first, *last;
  Operation *inner = nullptr;
};

static LiveRange liveRange(LLVM::AddressOfOp addr) {
  Block *blk = addr->getBlock();
  SmallVector<Operation *> users;
  SmallVector<Value> work{addr.getResult()};
  while (!work.empty()) {
    Value v = work.pop_back_val();
    for (Operation *user : v.getUsers()) {
      if (isa<LLVM::GEPOp>(user))
        work.push_back(user->getResult(0));
      users.push_back(user);
    }
  }
  auto lastIn = [&](Block *b, Operation *from) {
    Operation *last = from;
    for (Operation *user : users) {
      Operation *top = b->findAncestorOpInBlock(*user);
      if (top && (!last || last->isBeforeInBlock(top)))
        last = top;
    }
    return last;
  };
  LiveRange r{addr, lastIn(blk, addr)};
  if (auto w = dyn_cast<simt::WarpsOp>(r.last))
    r.inner = lastIn(&w.getBody().front(), nullptr);
  return r;
}

static bool within(Operation *op, const LiveRange &range) {
  Operation *top = range.first->getBlock()->findAncestorOpInBlock(*op);
  if (!top || top->isBeforeInBlock(range.first) ||
      range.last->isBeforeInBlock(top))
    return false;
  if (top != range.last || !range.inner)
    return true;
  Operation *in = range.inner->getBlock()->findAncestorOpInBlock(*op);
  return !in || !range.inner->isBeforeInBlock(in);
}

LogicalResult mlir::tileir::lowering::placeSharedMemory(gpu::GPUModuleOp module,
                                                       int64_t maxBytes) {
  SymbolTable symbols(module);
  MLIRContext *ctx = module.getContext();
  llvm::SetVector<Operation *> retired;
  unsigned pools = 0;
  for (auto fn : module.getOps<gpu::GPUFuncOp>()) {
    // This kernel's buffers and accesses, in order of first use.
    llvm::SetVector<LLVM::GlobalOp> buffers;
    SmallVector<LLVM::AddressOfOp> uses;
    fn.walk([&](LLVM::AddressOfOp addr) {
      if (LLVM::GlobalOp g = sharedBuffer(symbols, addr)) {
        buffers.insert(g);
        uses.push_back(addr);
      }
    });
    if (buffers.empty())
      continue;

    // Rings first, each past the rings live at the same time (the rings of
    // two loops one after the other share bytes); a scratch buffer used
    // while a ring is live goes past them all, any other at offset 0
    // (scratch buffers are dead between their ops, so they share bytes).
    Placement placed;
    using Range = LiveRange;
    SmallVector<Range> ringRanges;
    SmallVector<std::pair<LLVM::GlobalOp, Range>> ringUses;
    for (LLVM::AddressOfOp addr : uses) {
      LLVM::GlobalOp g = sharedBuffer(symbols, addr);
      if (!g->hasAttr(kRingAttr))
        continue;
      ringRanges.push_back(liveRange(addr));
      ringUses.push_back({g, ringRanges.back()});
    }
    auto overlap = [](Range a, Range b) {
      if (a.first->getBlock() != b.first->getBlock())
        return true;
      return !a.last->isBeforeInBlock(b.first) &&
             !b.last->isBeforeInBlock(a.first);
    };
    int64_t ringBytes = 0;
    for (const auto &ringUse : ringUses) {
      LLVM::GlobalOp g = ringUse.first;
      if (placed.count(g))
        continue;
      int64_t off = 0;
      for (const auto &use : ringUses)
        if (placed.count(use.first) &&
            llvm::any_of(ringUses, [&](auto u) {
              return u.first == g && overlap(u.second, use.second);
            }))
          off = std::max(off, placed[use.first].second);
      off = llvm::alignTo(off, alignmentOf(g));
      placed[g] = {off, off + bufferBytes(g)};
      ringBytes = std::max(ringBytes, placed[g].second);
    }
    for (LLVM::GlobalOp g : buffers) {
      if (placed.count(g))
        continue;
      bool duringRing = llvm::any_of(uses, [&](LLVM::AddressOfOp addr) {
        return addr.getGlobalName() == g.getSymName() &&
               llvm::any_of(ringRanges,
                            [&](auto r) { return within(addr, r); });
      });
      int64_t off = duringRing ? llvm::alignTo(ringBytes, alignmentOf(g)) : 0;
      placed[g] = {off, off + bufferBytes(g)};
    }
    int64_t peak = 0, poolAlign = kSharedAlign;
    LLVM::GlobalOp largest;
    for (LLVM::GlobalOp g : buffers) {
      poolAlign = std::max(poolAlign, alignmentOf(g));
      if (placed[g].second > peak) {
        peak = placed[g].second;
        largest = g;
      }
    }

    if (peak > maxBytes)
      return fn.emitError("needs ")
             << peak << " bytes of shared memory (pipelined operand rings "
             << "and the scratch used beside them): more than a block gets ("
             << maxBytes << " bytes)";

    // Barriers first: the addresses still tell the buffers apart.
    BarrierPlacer(symbols, placed).run(fn);

    // One static array is the pool, up to the whole block budget (ptxas
    // takes it with --enable-extended-smem): the largest buffer when every
    // buffer starts at 0, else a pool of the peak. Nothing is left for the
    // launch to size: cuTile launches with no dynamic shared memory.
    OpBuilder b(ctx);
    StringRef poolName = largest.getSymName();
    if (ringBytes) {
      b.setInsertionPointToStart(module.getBody());
      auto pool = LLVM::GlobalOp::create(
          b, module.getLoc(), LLVM::LLVMArrayType::get(b.getI8Type(), peak),
          /*isConstant=*/false, LLVM::Linkage::Internal,
          "__tile_smem_pool_" + std::to_string(pools++), Attribute(),
          poolAlign, /*addrSpace=*/3);
      symbols.insert(pool);
      poolName = pool.getSymName();
    }
    for (LLVM::AddressOfOp addr : uses) {
      if (addr.getGlobalName() == poolName)
        continue;
      Operation *g = symbols.lookup(addr.getGlobalName());
      int64_t off = placed.lookup(g).first;
      retired.insert(g);
      addr.setGlobalName(poolName);
      if (!off)
        continue;
      b.setInsertionPointAfter(addr);
      auto gep = LLVM::GEPOp::create(b, addr.getLoc(), addr.getType(),
                                     b.getI8Type(), addr.getResult(),
                                     ArrayRef<LLVM::GEPArg>{(int32_t)off});
      addr.getResult().replaceAllUsesExcept(gep.getResult(), gep);
    }
  }
  for (Operation *g : retired)
    if (SymbolTable::symbolKnownUseEmpty(g, module))
      symbols.erase(g);
  return success();
}
