//===- Chip.cpp - the chips tile-mlir targets ------------------------------===//

#include "tile/Chip/Chip.h"

#include <algorithm>

using namespace mlir::tile;

std::string MmaInstruction::shape() const {
  std::string n = nMin == nMax ? std::to_string(nMin) : "N";
  return "m" + std::to_string(m) + "n" + n + "k" + std::to_string(k);
}

static std::vector<Chip> makeChips() {
  // mma.sync.m16n8k16 with f16 or bf16 operands and f32 accumulators.
  std::vector<MmaInstruction> mmaSync = {
      {MmaKind::MmaSync, "f16", "f32", 16, 8, 8, 8, 16, "f16"},
      {MmaKind::MmaSync, "bf16", "f32", 16, 8, 8, 8, 16, "bf16"},
  };
  // wgmma.mma_async.m64nNk16 (16-bit operands) and m64nNk32 (8-bit
  // floats, K-major operands only), N = 8..256 in steps of 8.
  std::vector<MmaInstruction> hopper = mmaSync;
  hopper.push_back({MmaKind::Wgmma, "f16", "f32", 64, 8, 256, 8, 16, "f16"});
  hopper.push_back({MmaKind::Wgmma, "bf16", "f32", 64, 8, 256, 8, 16, "bf16"});
  hopper.push_back({MmaKind::Wgmma, "f8E4M3FN", "f32", 64, 8, 256, 8, 32, "e4m3", true});
  hopper.push_back({MmaKind::Wgmma, "f8E5M2", "f32", 64, 8, 256, 8, 32, "e5m2", true});
  Chip sm80{"sm_80", 80, false, 163 * 1024, 164 * 1024};
  sm80.tma = sm80.clusters = sm80.wgmma = sm80.setmaxnreg = false;
  sm80.stmatrix = sm80.bulkPrefetch = sm80.bf16Atomics = sm80.float8Cvt = false;
  sm80.mma = mmaSync;
  sm80.multiprocessors = 108;
  Chip sm90a{"sm_90a", 90, true, 227 * 1024, 228 * 1024};
  sm90a.tma = sm90a.clusters = sm90a.wgmma = sm90a.setmaxnreg = true;
  sm90a.stmatrix = sm90a.bulkPrefetch = sm90a.bf16Atomics = sm90a.float8Cvt = true;
  sm90a.mma = hopper;
  sm90a.multiprocessors = 132;
  return {sm80, sm90a};
}

/// The facts a kernel may read, by name.
static const std::vector<std::pair<const char *, int64_t (*)(const Chip &)>> &facts() {
  static const std::vector<std::pair<const char *, int64_t (*)(const Chip &)>> list = {
      {"multiprocessors", [](const Chip &c) { return c.multiprocessors; }},
      {"max_cluster",
       [](const Chip &c) { return c.clusters ? Chip::kPortableClusterBlocks : int64_t(1); }},
      {"shared_bytes", [](const Chip &c) { return c.sharedBytesPerBlock; }},
      {"tma", [](const Chip &c) { return int64_t(c.tma); }},
      {"wgmma", [](const Chip &c) { return int64_t(c.wgmma); }},
      {"setmaxnreg", [](const Chip &c) { return int64_t(c.setmaxnreg); }},
      {"clusters", [](const Chip &c) { return int64_t(c.clusters); }},
  };
  return list;
}

double Chip::getWaveFill(uint64_t blocks) const {
  if (blocks == 0 || multiprocessors < 1)
    return 1.0;
  uint64_t slots = uint64_t(multiprocessors);
  uint64_t waves = blocks / slots + (blocks % slots != 0);
  return double(blocks) / (double(waves) * double(slots));
}

bool Chip::fillsBetter(uint64_t blocks, int64_t weightPercent, uint64_t otherBlocks) const {
  return getWaveFill(blocks) * double(weightPercent) > getWaveFill(otherBlocks) * 100.0;
}

bool Chip::getFact(std::string_view name, int64_t &value) const {
  for (const auto &[fact, get] : facts())
    if (name == fact) {
      value = get(*this);
      return true;
    }
  return false;
}

std::string Chip::factList() {
  std::string list;
  for (const auto &entry : facts())
    list += (list.empty() ? "" : ", ") + std::string(entry.first);
  return list;
}

const std::vector<Chip> &Chip::all() {
  static const std::vector<Chip> chips = makeChips();
  return chips;
}

const Chip *Chip::lookup(std::string_view name) {
  for (const Chip &chip : all())
    if (std::string_view(chip.name) == name)
      return &chip;
  return nullptr;
}

const Chip &Chip::getDefault() { return *lookup("sm_90a"); }

std::string Chip::supportedList() {
  return namesWhere([](const Chip &) { return true; });
}

std::string Chip::unknownMessage(std::string_view name) {
  return "unknown chip '" + std::string(name) + "'; supported chips are " + supportedList();
}

const MmaInstruction *Chip::findMma(MmaKind kind, std::string_view operand,
                                    std::string_view accumulator) const {
  for (const MmaInstruction &instr : mma)
    if (instr.kind == kind && instr.operand == operand && instr.accumulator == accumulator)
      return &instr;
  return nullptr;
}

std::string Chip::mmaOperandList() {
  std::vector<std::string_view> seen;
  for (const Chip &chip : all())
    for (const MmaInstruction &instr : chip.mma)
      if (std::find(seen.begin(), seen.end(), instr.operand) == seen.end())
        seen.push_back(instr.operand);
  std::string list;
  for (std::string_view s : seen)
    list += (list.empty() ? "" : ", ") + std::string(s);
  return list;
}

bool Chip::anyMma(std::string_view operand, std::string_view accumulator) {
  for (const Chip &chip : all())
    for (const MmaInstruction &instr : chip.mma)
      if (instr.operand == operand && instr.accumulator == accumulator)
        return true;
  return false;
}

bool Chip::isKMajorOnly(std::string_view operand) {
  bool any = false;
  for (const Chip &chip : all())
    for (const MmaInstruction &instr : chip.mma)
      if (instr.operand == operand) {
        if (!instr.kMajorOnly)
          return false;
        any = true;
      }
  return any;
}
