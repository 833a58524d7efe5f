//===- CheckAsyncProtocol.cpp - a static check of barriers and roles ------===//
//
// Implements `tile-check-async-protocol`: on the kernels convert-tile-to-gpu
// wrote (or IR written by hand at that level), it finds the schedules that
// would hang or race on the GPU and reports them as located errors:
//
//  - an mbarrier phase that the arrivals of one step cannot complete, or
//    complete early (arrive counts against the count it was initialized
//    with);
//  - an expect-tx byte count that differs from the bytes the TMA boxes
//    issued on that barrier bring into each block of the cluster (boxes
//    under thread-independent branches below the expect, such as a tile's
//    whole or clipped rows, counted for each choice of those branches);
//  - a named barrier whose thread count is not the number of threads that
//    reach it, a barrier id used with two counts, a block-wide barrier
//    that only some threads reach, a barrier completed only by bar.arrive
//    that its threads reach after barriers of that kind (no first turn);
//  - a cluster barrier that some threads of the cluster arrive on less
//    often than others;
//  - setmaxnreg run by part of a warpgroup, or register budgets beyond the
//    register file.
//
// Which threads reach an op is computed, not guessed: every condition on
// the way to it that depends on the thread (its index, lane, warp, block
// rank in the cluster, a warp-broadcast shuffle, elect.sync) is evaluated
// for each thread of the block and each block of the cluster. Conditions
// that do not depend on the thread (loop counters, parameters) are uniform
// and do not change who arrives. An op reached under a thread-dependent
// condition the evaluator cannot compute is not judged.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"
#include "KernelThreads.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Dominance.h"
#include "llvm/ADT/SetVector.h"

#include <array>
#include <map>
#include <set>

namespace mlir::tile {
#define GEN_PASS_DEF_TILECHECKASYNCPROTOCOL
#include "tile/Conversion/TileToGPU/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

namespace {

/// Where an mbarrier lives: the shared view its address is taken from and
/// the byte offset from it (when constant), and for a remote arrive the
/// value that names the target block.
struct BarrierRef {
  Value view;
  /// The view's aligned base address (extract_aligned_pointer_as_index).
  Value base;
  /// Bytes from the view's start, when constant (one barrier); otherwise
  /// the address indexes the view as a ring at run time.
  std::optional<int64_t> offset = 0;
  Value targetRank;
};

/// Follows an mbarrier address back to its shared-memory view:
/// inttoptr(index_cast(extract_aligned_pointer(view) + offset)).
static std::optional<BarrierRef> getBarrierRef(Value address) {
  BarrierRef ref;
  if (auto mapa = address.getDefiningOp<NVVM::MapaOp>()) {
    ref.targetRank = mapa.getB();
    address = mapa.getA();
  }
  Value v = address;
  for (int depth = 0; depth < 16; ++depth) {
    Operation *def = v.getDefiningOp();
    if (!def)
      return std::nullopt;
    if (auto extract = dyn_cast<memref::ExtractAlignedPointerAsIndexOp>(def)) {
      ref.view = extract.getSource();
      ref.base = extract.getResult();
      return ref;
    }
    if (isa<LLVM::IntToPtrOp, LLVM::AddrSpaceCastOp, arith::IndexCastUIOp, arith::IndexCastOp>(
            def)) {
      v = def->getOperand(0);
      continue;
    }
    if (isa<arith::AddIOp>(def)) {
      // The base is the operand that is itself an address.
      Value lhs = def->getOperand(0), rhs = def->getOperand(1);
      if (rhs.getDefiningOp<memref::ExtractAlignedPointerAsIndexOp>())
        std::swap(lhs, rhs);
      std::optional<int64_t> step = getConstantIntValue(rhs);
      ref.offset = step && ref.offset ? std::optional<int64_t>(*ref.offset + *step)
                                      : std::nullopt;
      v = lhs;
      continue;
    }
    if (auto gep = dyn_cast<LLVM::GEPOp>(def)) {
      ref.offset = std::nullopt;
      v = gep.getBase();
      continue;
    }
    return std::nullopt;
  }
  return std::nullopt;
}

/// The expression an address is computed by, as text over the values it
/// starts from (loads, arguments): two addresses with the same key name
/// the same barrier of the same step, in whichever region they are built.
static std::string addressKey(Value v, int depth = 0) {
  Operation *def = v.getDefiningOp();
  if (auto mapa = dyn_cast_or_null<NVVM::MapaOp>(def))
    return addressKey(mapa.getA(), depth);
  if (!def || depth > 32 || def->getNumRegions() || !isMemoryEffectFree(def)) {
    std::string leaf;
    llvm::raw_string_ostream(leaf) << v.getAsOpaquePointer();
    return leaf;
  }
  std::string key = def->getName().getStringRef().str();
  if (auto c = dyn_cast<arith::ConstantOp>(def)) {
    llvm::raw_string_ostream os(key);
    os << c.getValue();
  }
  key += "(";
  for (Value operand : def->getOperands())
    key += addressKey(operand, depth + 1) + ",";
  return key + ")";
}

class ProtocolChecker {
public:
  ProtocolChecker(gpu::GPUFuncOp kernel, ModuleOp module, const Chip &chip)
      : kernel(kernel), module(module), chip(chip), threads(kernel) {}

  LogicalResult run() {
    // Without the block's size nothing here can be counted.
    if (threads.blockSize <= 0)
      return success();
    collectInits();
    checkArrivals();
    checkExpectTx();
    checkParities();
    checkBarriers();
    checkClusterBarriers();
    checkRegisters();
    if (!failed)
      recordSchedule();
    return failure(failed);
  }

private:
  gpu::GPUFuncOp kernel;
  ModuleOp module;
  const Chip &chip;
  KernelThreads threads;
  bool failed = false;
  struct Init {
    std::optional<int64_t> offset;
    int64_t count;
    Operation *op;
  };
  /// Each barrier view's inits (one per barrier of a ring).
  llvm::MapVector<Value, SmallVector<Init>> inits;
  /// What was verified, for the kernel's tile.schedule: the most bytes a
  /// ring's stage expects in a block, each named barrier's count, each
  /// warpgroup's setmaxnreg budget (-1: none).
  llvm::DenseMap<Value, int64_t> ringBytes;
  std::map<int64_t, int64_t> namedBarriers;
  SmallVector<int64_t> registerBudgets;

  /// Records the verified protocol on the kernel as `tile.schedule`.
  void recordSchedule() {
    Builder b(kernel.getContext());
    SmallVector<Attribute> rings;
    for (auto &[view, ring] : inits) {
      auto entry = [&](int64_t stages, int64_t arrivals, int64_t bytes) {
        SmallVector<NamedAttribute> fields = {
            b.getNamedAttr("stages", b.getI64IntegerAttr(stages)),
            b.getNamedAttr("arrivals", b.getI64IntegerAttr(arrivals))};
        if (bytes)
          fields.push_back(b.getNamedAttr("bytes", b.getI64IntegerAttr(bytes)));
        rings.push_back(b.getDictionaryAttr(fields));
      };
      // A view whose barriers differ in count holds several barriers, not
      // one ring: each is its own entry.
      if (llvm::all_equal(llvm::map_range(ring, [](const Init &i) { return i.count; })))
        entry(ring.size(), ring.front().count, ringBytes.lookup(view));
      else
        for (const Init &init : ring)
          entry(1, init.count, 0);
    }
    SmallVector<NamedAttribute> schedule;
    if (!rings.empty())
      schedule.push_back(b.getNamedAttr("mbarriers", b.getArrayAttr(rings)));
    SmallVector<Attribute> named;
    for (auto [id, count] : namedBarriers)
      if (id != 0)
        named.push_back(b.getDictionaryAttr({b.getNamedAttr("id", b.getI64IntegerAttr(id)),
                                             b.getNamedAttr("threads", b.getI64IntegerAttr(count))}));
    if (!named.empty())
      schedule.push_back(b.getNamedAttr("named_barriers", b.getArrayAttr(named)));
    if (llvm::any_of(registerBudgets, [](int64_t r) { return r >= 0; }))
      schedule.push_back(b.getNamedAttr("setmaxnreg", b.getDenseI64ArrayAttr(registerBudgets)));
    if (!schedule.empty())
      kernel->setAttr(TileDialect::kScheduleAttrName, b.getDictionaryAttr(schedule));
  }

  InFlightDiagnostic error(Operation *op) {
    failed = true;
    return op->emitError();
  }

  void collectInits() {
    kernel.walk([&](NVVM::MBarrierInitOp init) {
      std::optional<BarrierRef> ref = getBarrierRef(init.getAddr());
      std::optional<int64_t> count = getConstantIntValue(init.getCount());
      if (!ref || !count)
        return;
      inits[ref->view].push_back({ref->offset, *count, init});
    });
  }

  /// Arrivals per phase: the arrive ops of one step on one barrier (the
  /// same address expression), from every thread that reaches them, must
  /// add up to the ring's init count in every block of the cluster.
  void checkArrivals() {
    struct Site {
      Operation *op;
      BarrierRef ref;
    };
    // The address expression includes its view.
    llvm::MapVector<std::string, SmallVector<Site>, std::map<std::string, unsigned>> steps;
    kernel.walk([&](Operation *op) {
      Value address;
      if (auto arrive = dyn_cast<NVVM::MBarrierArriveOp>(op))
        address = arrive.getAddr();
      else if (auto expect = dyn_cast<NVVM::MBarrierArriveExpectTxOp>(op))
        address = expect.getAddr();
      else
        return;
      std::optional<BarrierRef> ref = getBarrierRef(address);
      if (ref && inits.count(ref->view))
        steps[addressKey(address)].push_back({op, *ref});
    });
    for (auto &[key, sites] : steps) {
      // A barrier at a constant offset is that barrier; an address that
      // indexes the view at run time may be any of its barriers.
      std::optional<int64_t> offset = sites.front().ref.offset;
      SmallVector<Init> ring;
      for (const Init &init : inits.find(sites.front().ref.view)->second)
        if (!offset || !init.offset || *init.offset == *offset)
          ring.push_back(init);
      std::vector<int64_t> arrivals(threads.clusterSize, 0);
      bool known = true;
      for (const Site &site : sites) {
        Value predicate;
        if (auto expect = dyn_cast<NVVM::MBarrierArriveExpectTxOp>(site.op))
          predicate = expect.getPredicate();
        std::optional<std::vector<Thread>> reach = threads.reaching(site.op, predicate);
        if (!reach) {
          known = false;
          break;
        }
        for (Thread t : *reach) {
          std::optional<int64_t> target =
              site.ref.targetRank ? threads.evaluate(site.ref.targetRank, t) : t.rank;
          if (!target || *target < 0 || *target >= threads.clusterSize) {
            known = false;
            break;
          }
          ++arrivals[*target];
        }
      }
      if (!known)
        continue;
      for (int64_t r = 0; r < threads.clusterSize; ++r) {
        // Steps index the ring at run time: every stage must match.
        const Init *stage =
            llvm::find_if(ring, [&](const Init &init) { return init.count != arrivals[r]; });
        if (stage == ring.end())
          continue;
        int64_t count = stage->count;
        Operation *init = stage->op;
        auto diag = error(sites.front().op);
        diag << arrivals[r] << " thread" << (arrivals[r] == 1 ? "" : "s") << " arrive on this "
             << "mbarrier per step";
        if (threads.clusterSize > 1)
          diag << " in block " << r << " of the cluster";
        diag << ", but it was initialized to expect " << count << ": "
             << (arrivals[r] < count ? "its phase never completes and the waiter hangs"
                                     : "its phase completes before every arrival, and the "
                                       "extra arrivals run into the next phase (a race)");
        diag.attachNote(init->getLoc()) << "initialized here";
        break;
      }
    }
  }

  /// Bytes of one box of the tensor map passed as the kernel's argument
  /// `index`, from the host's tile.tensor_map.
  std::optional<int64_t> boxBytes(Value descriptor) {
    auto arg = dyn_cast<BlockArgument>(descriptor);
    if (!arg || arg.getOwner() != &kernel.getBody().front())
      return std::nullopt;
    std::optional<int64_t> bytes;
    module.walk([&](gpu::LaunchFuncOp launch) {
      if (launch.getKernelName() != kernel.getName() ||
          arg.getArgNumber() >= launch.getNumKernelOperands())
        return;
      auto map = launch.getKernelOperand(arg.getArgNumber()).getDefiningOp<TensorMapOp>();
      if (!map)
        return;
      auto type = cast<MemRefType>(map.getSource().getType());
      int64_t n = (type.getElementTypeBitWidth() + 7) / 8;
      for (int64_t d : map.getBox())
        n *= d;
      bytes = n;
    });
    return bytes;
  }

  /// expect-tx: the bytes the boxes issued on the barrier bring into each
  /// block must be what the barrier was told to expect there.
  void checkExpectTx() {
    kernel.walk([&](NVVM::MBarrierArriveExpectTxOp expect) {
      std::optional<std::vector<Thread>> expecting =
          threads.reaching(expect, expect.getPredicate());
      if (!expecting)
        return;
      std::vector<int64_t> expected(threads.clusterSize, 0), landed(threads.clusterSize, 0);
      for (Thread t : *expecting) {
        std::optional<int64_t> tx = threads.evaluate(expect.getTxcount(), t);
        if (!tx)
          return;
        expected[t.rank] += *tx;
      }
      // Boxes under conditions that no thread's identity decides (whether
      // a tile reaches past the tensor's last row, known at run time) are
      // alternatives: each choice must bring the expected bytes. What each
      // box brings is computed once, then summed per choice.
      struct Issued {
        std::vector<int64_t> bytes; // per block of the cluster
        SmallVector<std::pair<unsigned, bool>> when; // choice, branch taken
      };
      SmallVector<Issued> issued;
      llvm::SetVector<Value> choices;
      bool known = true;
      kernel.walk([&](NVVM::CpAsyncBulkTensorGlobalToSharedClusterOp box) {
        if (!known || box.getMbar() != expect.getAddr())
          return;
        Issued &i = issued.emplace_back();
        known = landedBytes(box, i.bytes);
        for (Operation *at = box; !isa<gpu::GPUFuncOp>(at); at = at->getParentOp()) {
          auto branch = dyn_cast<scf::IfOp>(at->getParentOp());
          if (!branch || branch->isAncestor(expect) ||
              threads.dependsOnThread(branch.getCondition()))
            continue;
          choices.insert(branch.getCondition());
          unsigned index = llvm::find(choices, branch.getCondition()) - choices.begin();
          i.when.push_back({index, at->getParentRegion() == &branch.getThenRegion()});
        }
      });
      if (!known || choices.size() > 12)
        return;
      if (std::optional<BarrierRef> ref = getBarrierRef(expect.getAddr()))
        ringBytes[ref->view] = std::max(ringBytes.lookup(ref->view),
                                        *llvm::max_element(expected));
      for (uint64_t choice = 0; choice < (uint64_t(1) << choices.size()); ++choice) {
        std::fill(landed.begin(), landed.end(), 0);
        for (const Issued &i : issued)
          if (llvm::all_of(i.when, [&](auto c) { return bool(choice >> c.first & 1) == c.second; }))
            for (int64_t r = 0; r < threads.clusterSize; ++r)
              landed[r] += i.bytes[r];
        for (int64_t r = 0; r < threads.clusterSize; ++r) {
          if (landed[r] == expected[r])
            continue;
          auto diag = error(expect);
          diag << "this mbarrier expects " << expected[r] << " bytes";
          if (threads.clusterSize > 1)
            diag << " in block " << r << " of the cluster";
          diag << ", but the TMA boxes issued on it bring " << landed[r] << ": "
               << (landed[r] < expected[r]
                       ? "its phase never completes and the waiter hangs"
                       : "its phase completes while boxes still land (the consumer reads "
                         "a partly written stage)");
          for (auto [i, c] : llvm::enumerate(choices))
            diag.attachNote(c.getLoc())
                << "where this condition is " << ((choice >> i & 1) ? "true" : "false");
          return;
        }
      }
    });
  }

  /// The bytes TMA box `box` brings into each block of the cluster (in
  /// `bytes`, one entry per block); false where unknown.
  bool landedBytes(NVVM::CpAsyncBulkTensorGlobalToSharedClusterOp box,
                   std::vector<int64_t> &bytes) {
    bytes.assign(threads.clusterSize, 0);
    std::optional<int64_t> size = boxBytes(box.getTmaDescriptor());
    std::optional<std::vector<Thread>> issuing = threads.reaching(box, box.getPredicate());
    if (!size || !issuing)
      return false;
    for (Thread t : *issuing) {
      if (!box.getMulticastMask()) {
        bytes[t.rank] += *size;
        continue;
      }
      std::optional<int64_t> mask = threads.evaluate(box.getMulticastMask(), t);
      if (!mask)
        return false;
      for (int64_t r = 0; r < threads.clusterSize; ++r)
        if (*mask >> r & 1)
          bytes[r] += *size;
    }
    return true;
  }

  /// The values `v` is computed from that neither are constants nor read
  /// a thread's identity (loads of counters, loop values, arguments).
  void collectLeaves(Value v, llvm::SetVector<Value> &leaves, int depth = 0) {
    Operation *def = v.getDefiningOp();
    if (depth > 64 || (def && isa<arith::ConstantOp>(def)) || threads.dependsOnThread(v))
      return;
    if (!def || def->getNumRegions() || !isMemoryEffectFree(def) ||
        isa<memref::ExtractAlignedPointerAsIndexOp>(def)) {
      if (!def || !isa<memref::ExtractAlignedPointerAsIndexOp>(def))
        leaves.insert(v);
      return;
    }
    for (Value operand : def->getOperands())
      collectLeaves(operand, leaves, depth + 1);
  }

  /// Parity: a wait whose barrier and parity are computed from one group
  /// counter g must, for each g, wait for the parity of the phase that
  /// the g-th use of its barrier completes (0, 1, 0, ... per barrier,
  /// counting the g for which the wait runs at all).
  void checkParities() {
    kernel.walk([&](Operation *op) {
      Value address, parity;
      if (auto wait = dyn_cast<NVVM::MBarrierTryWaitParityOp>(op)) {
        address = wait.getAddr();
        parity = wait.getPhase();
      } else if (auto wait = dyn_cast<NVVM::MBarrierTryWaitOp>(op)) {
        if (!wait.getStateOrPhase().getType().isInteger(32))
          return;
        address = wait.getAddr();
        parity = wait.getStateOrPhase();
      } else {
        return;
      }
      std::optional<BarrierRef> ref = getBarrierRef(address);
      if (!ref || !inits.count(ref->view))
        return;
      llvm::SetVector<Value> leaves;
      collectLeaves(address, leaves);
      collectLeaves(parity, leaves);
      // The conditions on the way that depend on the counter too.
      SmallVector<std::pair<Value, bool>> conditions;
      for (Operation *at = op; !isa<gpu::GPUFuncOp>(at); at = at->getParentOp())
        if (auto branch = dyn_cast<scf::IfOp>(at->getParentOp())) {
          llvm::SetVector<Value> used;
          collectLeaves(branch.getCondition(), used);
          if (!used.empty() && llvm::all_of(used, [&](Value v) { return leaves.contains(v); }))
            conditions.push_back({branch.getCondition(),
                                  at->getParentRegion() == &branch.getThenRegion()});
        }
      if (leaves.size() != 1)
        return;
      Value counter = leaves.front();
      // Offsets within the view: its base counts as 0.
      Value base = ref->base;
      Value offset = address;
      while (offset.getDefiningOp<LLVM::IntToPtrOp>() ||
             offset.getDefiningOp<arith::IndexCastUIOp>() ||
             offset.getDefiningOp<arith::IndexCastOp>())
        offset = offset.getDefiningOp()->getOperand(0);
      if (!base)
        return;
      threads.bound[base] = 0;
      std::map<int64_t, int64_t> uses;
      int64_t ring = inits.find(ref->view)->second.size();
      for (int64_t g = 0; g < 8 * std::max<int64_t>(ring, 1); ++g) {
        threads.bound[counter] = g;
        Thread t{0, 0};
        bool runs = llvm::all_of(conditions, [&](auto &c) {
          std::optional<int64_t> v = threads.evaluate(c.first, t);
          return v && bool(*v) == c.second;
        });
        if (!runs)
          continue;
        std::optional<int64_t> at = threads.evaluate(offset, t), p = threads.evaluate(parity, t);
        if (!at || !p)
          break;
        int64_t phase = uses[*at]++;
        if ((*p & 1) != (phase & 1)) {
          error(op) << "when the counter is " << g << ", this wait is the " << phase + 1
                    << (phase == 0 ? "st" : phase == 1 ? "nd" : phase == 2 ? "rd" : "th")
                    << " on the mbarrier at byte " << *at << " of its ring, so it waits for "
                    << "parity " << (phase & 1) << ", but it asks for parity " << (*p & 1)
                    << ": it returns at once, before the phase completes (a race), or "
                       "waits for a phase that never comes (a hang)";
          break;
        }
      }
      threads.bound.clear();
    });
  }

  /// A barrier op as the threads of one turn owner reach it: (rank, id) ->
  /// threads, each thread's id ((rank, tid) -> id), and the count.
  struct Reach {
    Operation *op;
    int64_t count;
    std::map<std::pair<int64_t, int64_t>, int64_t> threads;
    std::map<std::pair<int64_t, int64_t>, int64_t> idOf;
    int64_t owner;
  };

  /// Named barriers: the count is the number of threads that get there
  /// (those that sync, and those of one bar.arrive on the same id, which
  /// lets them through); one id, one count; a block-wide barrier is
  /// reached by the whole block. Ids may depend on the thread (a consumer
  /// group's own barrier). Ops a consumer group reaches in its turn are
  /// judged for each group owning the turn (the `turn_owner` value bound).
  void checkBarriers() {
    SmallVector<Value> owners;
    kernel.walk([&](Operation *op) {
      if (op->hasAttr(lowering::kTurnOwnerAttrName))
        owners.push_back(op->getResult(0));
    });
    int64_t groups = 1;
    if (auto g = kernel->getAttrOfType<IntegerAttr>(TileDialect::kConsumerGroupsAttrName))
      groups = g.getInt();
    std::vector<Reach> syncs, arrives;
    llvm::DenseMap<int64_t, std::pair<int64_t, Operation *>> counts;
    kernel.walk([&](Operation *op) {
      Value idValue, countValue;
      bool arrive = false;
      if (auto bar = dyn_cast<NVVM::BarrierOp>(op)) {
        idValue = bar.getBarrierId();
        countValue = bar.getNumberOfThreads();
      } else if (auto bar = dyn_cast<NVVM::BarrierArriveOp>(op)) {
        idValue = bar.getBarrierId();
        countValue = bar.getNumberOfThreads();
        arrive = true;
      } else if (!isa<gpu::BarrierOp, NVVM::Barrier0Op>(op)) {
        return;
      }
      // A block-wide barrier that threads pass a different number of times
      // pairs one thread's k-th pass with another's (k+1)-th, or hangs.
      if (!countValue)
        if (Operation *loop = threads.threadDependentLoop(op)) {
          InFlightDiagnostic diag =
              error(op) << "a block-wide barrier in a loop whose trip count differs between "
                           "threads: threads pass it different numbers of times, which "
                           "hangs; give the loop bounds that are the same for the whole block";
          diag.attachNote(loop->getLoc())
              << "this loop runs a different number of times in different threads";
          return;
        }
      std::optional<int64_t> count =
          countValue ? getConstantIntValue(countValue) : std::optional<int64_t>(threads.blockSize);
      if (!count)
        return;
      for (int64_t k = 0; k < (owners.empty() ? 1 : groups); ++k) {
        for (Value o : owners)
          threads.bound[o] = k;
        std::optional<std::vector<Thread>> reach = threads.reaching(op);
        Reach r{op, *count, {}, {}, k};
        bool known = reach.has_value();
        for (Thread t : reach ? *reach : std::vector<Thread>()) {
          std::optional<int64_t> id = idValue ? threads.evaluate(idValue, t) : 0;
          if (!id) {
            known = false;
            break;
          }
          ++r.threads[{t.rank, *id}];
          r.idOf[{t.rank, t.tid}] = *id;
        }
        threads.bound.clear();
        if (!known)
          continue;
        for (auto &[key, n] : r.threads) {
          int64_t id = key.second;
          if (id < 0 || id > 15) {
            error(op) << "barrier id " << id << " is not one of the 16 a block has (0 to 15)";
            return;
          }
          if (*count <= 0 || *count % 32 || *count > threads.blockSize) {
            error(op) << "barrier " << id << " counts " << *count
                      << " threads: the count must be a multiple of 32 (whole warps) up to "
                         "the block's "
                      << threads.blockSize;
            return;
          }
          namedBarriers[id] = *count;
          auto [it, inserted] = counts.insert({id, {*count, op}});
          if (!inserted && it->second.first != *count) {
            error(op) << "barrier " << id << " counts " << *count << " threads here but "
                      << it->second.first << " elsewhere: threads of the two would complete "
                      << "each other's barrier";
            return;
          }
        }
        (arrive ? arrives : syncs).push_back(std::move(r));
      }
    });
    for (const Reach &s : syncs) {
      for (auto &[key, n] : s.threads) {
        if (n == s.count)
          continue;
        bool completed = llvm::any_of(arrives, [&](const Reach &a) {
          auto it = a.threads.find(key);
          return it != a.threads.end() && it->second + n == s.count;
        });
        if (completed)
          continue;
        auto diag = error(s.op);
        if (isa<NVVM::BarrierOp>(s.op) && cast<NVVM::BarrierOp>(s.op).getNumberOfThreads())
          diag << "barrier " << key.second << " waits for " << s.count << " threads, but " << n;
        else
          diag << "this block-wide barrier waits for all " << s.count << " threads, but " << n;
        diag << " reach it"
             << (arrives.empty() ? "" : " and no bar.arrive on it brings the rest") << ": "
             << (n < s.count ? "it never completes (a hang)"
                             : "it completes before they are all there (a race)");
        if (n < s.count)
          diag << "; a role's threads synchronize with a named barrier of their own count";
        return;
      }
    }
    checkFirstTurns(syncs, arrives);
  }

  /// A barrier that its syncing threads do not fill (the rest come by
  /// bar.arrive) completes once an arrival on it can run, and a thread's
  /// bar.arrive after such a barrier of its own runs only once that one
  /// completed. Barriers no arrival can reach that way never complete:
  /// turn barriers whose every arrival comes after the arriving group's own
  /// turn, with none before the loop for the first turn.
  void checkFirstTurns(const std::vector<Reach> &syncs, const std::vector<Reach> &arrives) {
    DominanceInfo dominance(kernel);
    std::vector<const Reach *> partial;
    for (const Reach &s : syncs)
      if (llvm::any_of(s.threads, [&](const auto &entry) { return entry.second < s.count; }))
        partial.push_back(&s);
    if (partial.empty())
      return;
    std::set<std::pair<int64_t, int64_t>> free; // (rank, id)
    for (bool changed = true; changed;) {
      changed = false;
      for (const Reach &a : arrives) {
        for (auto &[thread, id] : a.idOf) {
          if (free.count({thread.first, id}))
            continue;
          bool ready = llvm::all_of(partial, [&](const Reach *s) {
            auto it = s->idOf.find(thread);
            return s->owner != a.owner || it == s->idOf.end() ||
                   !dominance.properlyDominates(s->op, a.op) ||
                   free.count({thread.first, it->second});
          });
          if (ready)
            changed |= free.insert({thread.first, id}).second;
        }
      }
    }
    for (const Reach *s : partial)
      for (auto &[key, n] : s->threads)
        if (n < s->count && !free.count(key)) {
          error(s->op) << "barrier " << key.second
                       << " is completed only by bar.arrive that the arriving threads "
                          "reach after a barrier of this kind of their own, which waits "
                          "in turn: none of them gets the first turn (a hang); one group "
                          "must arrive before the loop, as tile.ordered's last group "
                          "does for turn 0";
          return;
        }
  }

  /// barrier.cluster: every thread of every block of the cluster arrives
  /// as often, or some wait never completes (and a block that leaves early
  /// frees shared memory another block may still read). Arrivals inside a
  /// loop are not counted, and then nothing is judged.
  void checkClusterBarriers() {
    if (threads.clusterSize <= 1)
      return;
    // Conditions on the block's coordinates differ between the blocks of a
    // cluster: judge the first clusters of the grid (or the first few), at
    // their coordinates.
    std::array<int64_t, 3> clusters = {1, 1, 1};
    if (auto grid = kernel.getKnownGridSizeAttr())
      for (int d = 0; d < 3; ++d)
        clusters[d] = std::max<int64_t>(1, grid[d] / threads.clusterDims[d]);
    constexpr int64_t kClustersJudged = 4;
    for (int64_t c = 0, n = std::min(kClustersJudged, clusters[0] * clusters[1] * clusters[2]);
         c < n; ++c) {
      int64_t x = c % clusters[0], y = c / clusters[0] % clusters[1],
              z = c / clusters[0] / clusters[1];
      threads.clusterOrigin = {x * threads.clusterDims[0], y * threads.clusterDims[1],
                               z * threads.clusterDims[2]};
      bool reported = checkClusterArrivals();
      threads.clusterOrigin.reset();
      if (reported)
        return;
    }
  }

  /// The arrivals on the cluster barrier in the cluster at
  /// threads.clusterOrigin; whether it reported a mismatch.
  bool checkClusterArrivals() {
    std::map<std::pair<int64_t, int64_t>, int64_t> arrivals;
    Operation *last = nullptr;
    bool known = true;
    kernel.walk([&](Operation *op) {
      if (!isa<NVVM::ClusterArriveOp, NVVM::ClusterArriveRelaxedOp>(op))
        return;
      std::optional<std::vector<Thread>> reach = threads.reaching(op);
      if (!reach || op->getParentOfType<LoopLikeOpInterface>()) {
        known = false;
        return;
      }
      last = op;
      for (Thread t : *reach)
        ++arrivals[{t.rank, t.tid}];
    });
    if (!last || !known)
      return false;
    int64_t first = arrivals[{0, 0}];
    for (int64_t r = 0; r < threads.clusterSize; ++r)
      for (int64_t t = 0; t < threads.blockSize; ++t) {
        int64_t n = arrivals[{r, t}];
        if (n == first)
          continue;
        error(last) << "thread " << t << " of block " << r << " of the cluster arrives on the "
                    << "cluster barrier " << n << " times, thread 0 of block 0 " << first
                    << " times: every thread of the cluster must arrive as often, or the "
                    << "cluster's waits never complete";
        return true;
      }
    return false;
  }

  /// setmaxnreg: whole warpgroups, within the register file.
  void checkRegisters() {
    int64_t warpgroups = threads.blockSize / 128;
    SmallVector<int64_t> budget(std::max<int64_t>(warpgroups, 0), -1);
    Operation *last = nullptr;
    bool known = true;
    kernel.walk([&](NVVM::SetMaxRegisterOp op) {
      std::optional<std::vector<Thread>> reach = threads.reaching(op);
      if (!reach) {
        known = false;
        return;
      }
      last = op;
      if (threads.blockSize % 128) {
        error(op) << "setmaxnreg in a block of " << threads.blockSize
                  << " threads: it works on whole warpgroups, so the block must be a "
                     "multiple of 128 threads";
        return;
      }
      SmallVector<int64_t> hits(warpgroups, 0);
      for (Thread t : *reach)
        if (t.rank == 0)
          ++hits[t.tid / 128];
      for (int64_t g = 0; g < warpgroups; ++g) {
        if (hits[g] == 0)
          continue;
        if (hits[g] != 128) {
          error(op) << "setmaxnreg is reached by " << hits[g] << " threads of warpgroup " << g
                    << " (threads " << 128 * g << " to " << 128 * g + 127
                    << "): all four warps of a warpgroup must run it, or they hang";
          return;
        }
        budget[g] = std::max<int64_t>(budget[g], op.getRegCount());
      }
    });
    if (!last || !known || failed)
      return;
    registerBudgets.assign(budget.begin(), budget.end());
    // A warpgroup without setmaxnreg keeps what ptxas gave the kernel: at
    // most the register file shared evenly, in steps of 8.
    int64_t shared = std::min<int64_t>(
        chip.maxRegistersPerThread,
        chip.registersPerMultiprocessor / std::max<int64_t>(threads.blockSize, 1) / 8 * 8);
    int64_t total = 0;
    for (int64_t b : budget)
      total += 128 * (b < 0 ? shared : b);
    if (total > chip.registersPerMultiprocessor)
      error(last) << "the warpgroups' register budgets come to " << total
                  << " registers, more than the " << chip.registersPerMultiprocessor
                  << " of " << chip.name << "'s register file: setmaxnreg.inc waits for "
                  << "registers that are never freed";
  }
};

struct CheckAsyncProtocolPass
    : public mlir::tile::impl::TileCheckAsyncProtocolBase<CheckAsyncProtocolPass> {
  using Base::Base;
  void runOnOperation() override {
    const Chip *target = Chip::lookup(chip);
    if (!target) {
      getOperation().emitError() << Chip::unknownMessage(chip);
      return signalPassFailure();
    }
    bool bad = false;
    getOperation().walk([&](gpu::GPUFuncOp kernel) {
      if (kernel.isKernel())
        bad |= failed(ProtocolChecker(kernel, getOperation(), *target).run());
    });
    if (bad)
      signalPassFailure();
  }
};

} // namespace
