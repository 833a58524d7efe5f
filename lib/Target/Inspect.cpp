//===- Inspect.cpp - the instructions that matter, and ptxas figures ------===//

#include "tile/Target/Target.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Regex.h"

using namespace mlir;
using namespace mlir::tile;

namespace {
/// An instruction class: its report label and whether an opcode belongs.
struct InstructionClass {
  const char *label;
  bool (*matches)(StringRef opcode);
};
} // namespace

/// Whether a load or store moves 16 bytes per thread: its vector count
/// (.v2, .v4, .v8) times its type's width (the last suffix: .b16, .f32,
/// .u64, ...) is 128 bits. `ld.global.v4.b16` moves 8 bytes.
static bool is128Bit(StringRef op) {
  int64_t count = op.contains(".v8.") ? 8 : op.contains(".v4.") ? 4 : op.contains(".v2.") ? 2 : 1;
  StringRef type = op.rsplit('.').second;
  unsigned bits = 0;
  if (type.size() < 2 || type.drop_front().getAsInteger(10, bits))
    return false;
  return count * bits == 128;
}

static const InstructionClass kClasses[] = {
    {"ld.global 128-bit", [](StringRef op) { return op.starts_with("ld.global") && is128Bit(op); }},
    {"ld.global narrower", [](StringRef op) { return op.starts_with("ld.global") && !is128Bit(op); }},
    {"st.global 128-bit", [](StringRef op) { return op.starts_with("st.global") && is128Bit(op); }},
    {"st.global narrower", [](StringRef op) { return op.starts_with("st.global") && !is128Bit(op); }},
    {"ld.shared", [](StringRef op) {
       return op.starts_with("ld.shared") && !op.starts_with("ld.shared::cluster");
     }},
    {"st.shared", [](StringRef op) {
       return op.starts_with("st.shared") && !op.starts_with("st.shared::cluster");
     }},
    {"ld.local (spills, stack)", [](StringRef op) { return op.starts_with("ld.local"); }},
    {"st.local (spills, stack)", [](StringRef op) { return op.starts_with("st.local"); }},
    {"mma.sync", [](StringRef op) { return op.starts_with("mma.sync"); }},
    {"wgmma.mma_async", [](StringRef op) { return op.starts_with("wgmma.mma_async"); }},
    // Waits for wgmma groups: one per gemm unless the kernel keeps groups
    // in flight (async gemms, a k loop's previous group).
    {"wgmma.wait_group", [](StringRef op) { return op.starts_with("wgmma.wait_group"); }},
    {"ldmatrix", [](StringRef op) { return op.starts_with("ldmatrix"); }},
    {"stmatrix", [](StringRef op) { return op.starts_with("stmatrix"); }},
    {"cp.async", [](StringRef op) { return op.starts_with("cp.async.ca") || op.starts_with("cp.async.cg"); }},
    {"cp.async.wait_group", [](StringRef op) { return op.starts_with("cp.async.wait_group"); }},
    {"cp.async.bulk (TMA)", [](StringRef op) { return op.starts_with("cp.async.bulk"); }},
    {"TMA stores", [](StringRef op) {
       return op.starts_with("cp.async.bulk.tensor") && op.contains(".global.shared::cta");
     }},
    {"cluster sync, DSMEM", [](StringRef op) {
       return op.starts_with("barrier.cluster") || op.starts_with("mapa") ||
              op.starts_with("ld.shared::cluster") || op.starts_with("st.shared::cluster");
     }},
    {"mbarrier", [](StringRef op) { return op.starts_with("mbarrier"); }},
    {"bar.sync", [](StringRef op) { return op.starts_with("bar.sync") || op.starts_with("barrier.sync") || op.starts_with("bar.arrive"); }},
    {"shfl.sync", [](StringRef op) { return op.starts_with("shfl.sync"); }},
    {"ex2.approx", [](StringRef op) { return op.starts_with("ex2.approx"); }},
    {"atomics", [](StringRef op) { return op.starts_with("atom.") || op.starts_with("red."); }},
    {"printf", [](StringRef op) { return op == "vprintf,"; }},
};

/// The opcode of a PTX instruction line, without its guard predicate.
static StringRef getOpcode(StringRef line) {
  line = line.trim();
  if (line.consume_front("@"))
    line = line.drop_until([](char c) { return c == ' ' || c == '\t'; }).trim();
  if (line.empty() || line.front() == '.' || line.front() == '/' ||
      line.front() == '{' || line.front() == '}' || line.ends_with(":"))
    return {};
  // `call.uni (retval), vprintf, (...)` names the callee as its operand.
  if (line.starts_with("call"))
    return line.contains("vprintf,") ? "vprintf," : "call";
  return line.take_until([](char c) { return c == ' ' || c == '\t' || c == ';'; });
}

std::vector<std::string> tile::getPtxasAdvisories(StringRef ptxasInfo) {
  std::vector<std::string> advisories;
  SmallVector<StringRef> lines;
  ptxasInfo.split(lines, '\n');
  for (StringRef line : lines) {
    size_t at = line.find("Potential Performance Loss");
    if (at == StringRef::npos)
      continue;
    // Keep the code in parentheses before it, if any: "(C7511) ...".
    size_t code = line.rfind('(', at);
    advisories.push_back(line.drop_front(code == StringRef::npos ? at : code).trim().str());
  }
  return advisories;
}

Inspection tile::inspectKernel(StringRef ptx, StringRef ptxasInfo) {
  Inspection result;
  SmallVector<int64_t> counts(std::size(kClasses), 0);
  SmallVector<StringRef> lines;
  ptx.split(lines, '\n');
  for (StringRef line : lines) {
    StringRef op = getOpcode(line);
    if (op.empty())
      continue;
    for (auto [i, cls] : llvm::enumerate(kClasses))
      if (cls.matches(op))
        ++counts[i];
  }
  for (auto [i, cls] : llvm::enumerate(kClasses))
    result.instructions.emplace_back(cls.label, counts[i]);

  auto number = [&](StringRef pattern, unsigned group = 1) -> int64_t {
    SmallVector<StringRef> m;
    int64_t v = -1;
    if (llvm::Regex(pattern).match(ptxasInfo, &m))
      m[group].getAsInteger(10, v);
    return v;
  };
  result.registers = number("Used ([0-9]+) registers");
  result.stackBytes = number("([0-9]+) bytes stack frame");
  result.spillStoreBytes = number("([0-9]+) bytes spill stores");
  result.spillLoadBytes = number("([0-9]+) bytes spill loads");
  result.staticSharedBytes = number("([0-9]+) bytes smem");
  result.barriers = number("used ([0-9]+) barriers");
  if (result.registers >= 0 && result.staticSharedBytes < 0)
    result.staticSharedBytes = 0;
  result.advisories = getPtxasAdvisories(ptxasInfo);
  return result;
}

Occupancy tile::computeOccupancy(StringRef chip, int64_t threads, int64_t registers,
                                int64_t sharedBytes) {
  Occupancy result;
  // Per SM (Chip.h): shared memory with 1 KB reserved per block, warps,
  // block slots, and the registers in four quarters, one per scheduler.
  const Chip *target = Chip::lookup(chip);
  if (!target || threads <= 0 || sharedBytes < 0)
    return result;
  int64_t warps = llvm::divideCeil(threads, 32);
  result.byThreads = target->warpsPerMultiprocessor / warps;
  result.byBlockSlots = target->blocksPerMultiprocessor;
  // A block's shared memory and its reserved 1 KB count in 128-byte units.
  result.bySharedMemory =
      target->sharedBytesPerMultiprocessor / llvm::alignTo(sharedBytes + 1024, 128);
  result.blocks = std::min({result.byThreads, result.byBlockSlots, result.bySharedMemory});
  if (registers >= 0) {
    int64_t perWarp = llvm::alignTo(std::max<int64_t>(registers, 1), 8) * 32;
    int64_t quarter = target->registersPerMultiprocessor / 4;
    result.byRegisters = 4 * (quarter / perWarp) / warps;
    result.blocks = std::min(result.blocks, result.byRegisters);
  }
  if (result.blocks == result.byRegisters)
    result.limiter = "registers";
  else if (result.blocks == result.bySharedMemory)
    result.limiter = "shared memory";
  else if (result.blocks == result.byThreads)
    result.limiter = "threads";
  else
    result.limiter = "block slots";
  return result;
}

Occupancy tile::computeOccupancy(const CompiledKernel &k, const Inspection &in) {
  return computeOccupancy(k.chip, k.block[0] * k.block[1] * k.block[2], in.registers,
                          k.sharedBytes + std::max<int64_t>(in.staticSharedBytes, 0));
}

llvm::json::Value tile::toJSON(const Occupancy &o) {
  llvm::json::Object obj{{"blocks_per_sm", o.blocks},
                         {"limited_by", o.limiter},
                         {"by_shared_memory", o.bySharedMemory},
                         {"by_threads", o.byThreads},
                         {"by_block_slots", o.byBlockSlots}};
  if (o.byRegisters >= 0)
    obj["by_registers"] = o.byRegisters;
  return obj;
}

llvm::json::Value tile::toJSON(const Inspection &inspection) {
  llvm::json::Object counts;
  for (const auto &[label, n] : inspection.instructions)
    if (n)
      counts[label] = n;
  llvm::json::Object obj{{"instructions", std::move(counts)}};
  auto add = [&](const char *key, int64_t v) {
    if (v >= 0)
      obj[key] = v;
  };
  add("registers", inspection.registers);
  add("stack_bytes", inspection.stackBytes);
  add("spill_store_bytes", inspection.spillStoreBytes);
  add("spill_load_bytes", inspection.spillLoadBytes);
  add("static_shared_bytes", inspection.staticSharedBytes);
  add("barriers", inspection.barriers);
  if (!inspection.advisories.empty())
    obj["ptxas_advisories"] = llvm::json::Array(inspection.advisories);
  return obj;
}

void tile::printInspection(llvm::raw_ostream &os, const CompiledKernel &k,
                           const Inspection &in) {
  os << "kernel " << k.name << " (" << k.chip << ")\n";
  os << llvm::formatv("  launch        grid {0}x{1}x{2}, block {3}x{4}x{5}, "
                      "{6} B dynamic shared memory\n",
                      k.grid[0], k.grid[1], k.grid[2], k.block[0], k.block[1],
                      k.block[2], k.sharedBytes);
  if (k.cluster != std::array<int64_t, 3>{1, 1, 1})
    os << llvm::formatv("  cluster       {0}x{1}x{2} blocks\n", k.cluster[0], k.cluster[1],
                        k.cluster[2]);
  if (!k.dims.empty()) {
    // The figures above and below are at the defaults.
    os << "  run-time      ";
    llvm::interleaveComma(k.dims, os, [&](const auto &d) {
      os << d.first << " (default " << d.second;
      if (auto m = k.dimMultiples.find(d.first); m != k.dimMultiples.end())
        os << ", a multiple of " << m->second;
      os << ")";
    });
    os << "; grid ";
    llvm::interleave(k.gridExpr, os, [&](const Expression &e) { os << e; }, " x ");
    os << "\n";
  }
  // Where the launch goes to another specialization, in order.
  for (const CompiledKernel::Case &c : k.dispatch) {
    os << "  dispatch      ";
    llvm::interleave(
        c.when, os,
        [&](const auto &w) { os << w.first << " in [" << w.second.first << ", " << w.second.second << "]"; },
        " and ");
    bool first = c.when.empty();
    if (c.waves) {
      os << (first ? "" : " and ") << "grid <= " << c.waves << " block(s) per multiprocessor";
      first = false;
    }
    if (c.fill) {
      os << (first ? "" : " and ") << "its waves' fill x " << c.fill
         << "% > the later choice's";
      first = false;
    }
    for (const auto &[dim, d] : c.multipleOf) {
      os << (first ? "" : " and ") << dim << " % " << d << " == 0";
      first = false;
    }
    os << " -> " << c.kernel << "\n";
  }
  if (!k.caseOf.empty())
    os << "  case of       " << k.caseOf << " (its dispatch table runs it)\n";
  for (const std::string &line : k.schedule)
    os << "  schedule      " << line << "\n";
  os << "  arguments     ";
  llvm::interleaveComma(k.args, os, [&](const KernelArg &a) {
    os << a.name << ": " << a.dtype << "[";
    for (auto [i, d] : llvm::enumerate(a.shape)) {
      os << (i ? "x" : "");
      if (i < a.dimNames.size() && !a.dimNames[i].empty())
        os << a.dimNames[i];
      else
        os << d;
    }
    os << "] " << a.access;
  });
  os << "\n  parameters    ";
  if (k.params.empty())
    os << "-";
  llvm::interleaveComma(k.params, os, [&](const auto &p) {
    os << p.first << "=" << p.second;
  });
  os << llvm::formatv("\n  traffic       {0:f1} MB per launch (inputs read once, "
                      "outputs written once)\n",
                      k.bytes / 1e6);
  if (in.registers >= 0)
    os << llvm::formatv("  ptxas         {0} registers, {1} B stack, spills "
                        "{2} B stored / {3} B loaded, {4} B static shared "
                        "memory, {5} barriers\n",
                        in.registers, in.stackBytes, in.spillStoreBytes,
                        in.spillLoadBytes, in.staticSharedBytes, in.barriers);
  else
    os << "  ptxas         not run (no ptxas)\n";
  for (const std::string &advisory : in.advisories)
    os << "  ptxas advice  " << advisory << "\n";
  int64_t threads = k.block[0] * k.block[1] * k.block[2];
  Occupancy occ = computeOccupancy(k, in);
  if (occ.blocks >= 0) {
    os << llvm::formatv("  occupancy     {0} block{1} per SM of {2} warps, limited by {3} "
                        "(",
                        occ.blocks, occ.blocks == 1 ? "" : "s",
                        llvm::divideCeil(threads, 32), occ.limiter);
    if (occ.byRegisters >= 0)
      os << "registers allow " << occ.byRegisters << ", ";
    else
      os << "registers unknown, ";
    os << llvm::formatv("shared memory {0}, threads {1})\n", occ.bySharedMemory,
                        occ.byThreads);
  }
  os << "  instructions  (static counts in the PTX)\n";
  bool any = false;
  for (const auto &[label, n] : in.instructions) {
    if (!n)
      continue;
    any = true;
    os << llvm::formatv("    {0,-26}{1,6}\n", label, n);
  }
  if (!any)
    os << "    (none of the tracked kinds)\n";
}
