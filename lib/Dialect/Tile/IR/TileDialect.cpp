//===- TileDialect.cpp - The tile dialect ---------------------------------===//

#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::tile;

#include "tile/Dialect/Tile/IR/TileDialect.cpp.inc"

void TileDialect::initialize() {
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "tile/Dialect/Tile/IR/TileOps.cpp.inc"
      >();
}

std::string tile::getTypeName(Type type) {
  std::string name;
  llvm::raw_string_ostream os(name);
  type.print(os);
  return name;
}

bool tile::isScalarArgumentType(Type type) {
  return type.isIndex() || type.isF16() || type.isBF16() || type.isF32() || type.isF64() ||
         type.isSignlessInteger(8) || type.isSignlessInteger(32) || type.isSignlessInteger(64);
}

MemorySpace tile::getMemorySpace(MemRefType type) {
  Attribute space = type.getMemorySpace();
  if (isa_and_nonnull<SharedSpaceAttr>(space))
    return MemorySpace::Shared;
  if (isa_and_nonnull<FragmentSpaceAttr>(space))
    return MemorySpace::Fragment;
  if (isa_and_nonnull<LocalSpaceAttr>(space))
    return MemorySpace::Local;
  return MemorySpace::Global;
}

StringRef tile::stringifyMemorySpace(MemorySpace space) {
  switch (space) {
  case MemorySpace::Global:
    return "global";
  case MemorySpace::Shared:
    return "shared";
  case MemorySpace::Fragment:
    return "fragment";
  case MemorySpace::Local:
    return "local";
  }
  llvm_unreachable("unknown memory space");
}

Attribute tile::getMemorySpaceAttr(MLIRContext *ctx, MemorySpace space) {
  switch (space) {
  case MemorySpace::Global:
    return {};
  case MemorySpace::Shared:
    return SharedSpaceAttr::get(ctx);
  case MemorySpace::Fragment:
    return FragmentSpaceAttr::get(ctx);
  case MemorySpace::Local:
    return LocalSpaceAttr::get(ctx);
  }
  llvm_unreachable("unknown memory space");
}

LaunchOp tile::getEnclosingLaunch(Operation *op) {
  return op->getParentOfType<LaunchOp>();
}

bool tile::asksForProducerWarp(LaunchOp launch) {
  return isa_and_present<UnitAttr>(launch->getAttr(TileDialect::kWarpSpecializeAttrName));
}

/// A schedule attribute written as the name of the tile.param that
/// tile-specialize substitutes.
static bool namesParam(Attribute value) {
  auto name = dyn_cast<StringAttr>(value);
  return name && !name.getValue().empty();
}

LogicalResult TileDialect::verifyOperationAttribute(Operation *op,
                                                    NamedAttribute attr) {
  if (attr.getName() == kNumStagesAttrName) {
    // An affine.for becomes an scf.for that keeps it (tile-lower-affine).
    if (!isa<scf::ForOp>(op) && op->getName().getStringRef() != "affine.for")
      return op->emitOpError() << "'" << kNumStagesAttrName
                               << "' only applies to scf.for and affine.for loops";
    if (namesParam(attr.getValue()))
      return success();
    auto stages = dyn_cast<IntegerAttr>(attr.getValue());
    if (!stages || stages.getInt() < 1)
      return op->emitOpError() << "'" << kNumStagesAttrName
                               << "' must be a positive integer (1 disables "
                                  "pipelining) or the name of a tile.param";
    return success();
  }
  if (attr.getName() == kConsumerGroupsAttrName) {
    auto groups = dyn_cast<IntegerAttr>(attr.getValue());
    // On a launch, what it asks for (or the tile.param that tile-specialize
    // substitutes); on a kernel, what it got.
    if (isa<LaunchOp>(op) && namesParam(attr.getValue()))
      return success();
    if (!isa<LaunchOp, FunctionOpInterface>(op) || !groups || groups.getInt() < 1 ||
        groups.getInt() > 4)
      return op->emitOpError() << "'" << kConsumerGroupsAttrName
                               << "' is an integer from 1 to 4 on a tile.launch, or the "
                                  "name of a tile.param";
    return success();
  }
  if (attr.getName() == kProducerRegistersAttrName) {
    auto regs = dyn_cast<IntegerAttr>(attr.getValue());
    if (!isa<LaunchOp>(op) ||
        !(namesParam(attr.getValue()) ||
          (regs && regs.getInt() >= kMinRegisters && regs.getInt() <= kMaxRegisters &&
           regs.getInt() % kRegisterStep == 0)))
      return op->emitOpError() << "'" << kProducerRegistersAttrName
                               << "' is the registers of the producer warpgroup on a "
                                  "tile.launch, 24 to 256 in steps of 8 (setmaxnreg), or the "
                                  "name of a tile.param";
    return success();
  }
  if (attr.getName() == kPipelinePrologueAttrName) {
    if (!isa<scf::IfOp>(op) || !isa<UnitAttr>(attr.getValue()))
      return op->emitOpError() << "'" << kPipelinePrologueAttrName
                               << "' is a unit attribute on an scf.if";
    return success();
  }
  if (attr.getName() == kPipelinedAttrName) {
    if (!isa<scf::ForOp>(op) || !isa<PipelinedAttr>(attr.getValue()))
      return op->emitOpError() << "'" << kPipelinedAttrName
                               << "' must be a #tile.pipelined on an scf.for";
    return success();
  }
  if (attr.getName() == kWarpSpecializeAttrName || attr.getName() == kTmaMulticastAttrName ||
      attr.getName() == kTmaStoreAttrName) {
    // Or the name of a 0/1 tile.param.
    if (!isa<LaunchOp>(op) || !(isa<UnitAttr>(attr.getValue()) || namesParam(attr.getValue())))
      return op->emitOpError() << "'" << attr.getName().getValue()
                               << "' is a unit attribute on a tile.launch, or the name of "
                                  "a tile.param (1: "
                               << (attr.getName() == kWarpSpecializeAttrName ? "a producer warp"
                                   : attr.getName() == kTmaMulticastAttrName
                                       ? "clusters of two with multicast loads"
                                       : "epilogue stores through TMA")
                               << ", 0: none)";
    return success();
  }
  if (attr.getName() == kScheduleDefaultsAttrName) {
    auto names = dyn_cast<ArrayAttr>(attr.getValue());
    auto known = [](Attribute a) {
      auto s = dyn_cast<StringAttr>(a);
      return s && llvm::is_contained(
                      {kWarpSpecializeAttrName, kTmaMulticastAttrName, kTmaStoreAttrName},
                      s.getValue());
    };
    if (!isa<LaunchOp>(op) || !names || !llvm::all_of(names, known))
      return op->emitOpError() << "'" << kScheduleDefaultsAttrName
                               << "' is an array of schedule attribute names on a tile.launch";
    return success();
  }
  if (attr.getName() == kRingsContinueAttrName) {
    // tile-pipeline's mark on the loop around the one it pipelined (inside
    // it, after tile-warp-specialize); the lowering trusts it (one release
    // wait per group), so it may not stand anywhere else.
    bool pipelined = false;
    if (isa<scf::ForOp>(op))
      op->walk([&](scf::ForOp inner) { pipelined |= inner->hasAttr(kPipelinedAttrName); });
    if (!pipelined || !isa<UnitAttr>(attr.getValue()))
      return op->emitOpError() << "'" << kRingsContinueAttrName
                               << "' is set by tile-pipeline on the loop around a "
                                  "pipelined one; remove it";
    return success();
  }
  if (attr.getName() == kDispatchAttrName) {
    auto cases = dyn_cast<ArrayAttr>(attr.getValue());
    if (!isa<FunctionOpInterface>(op) || !cases ||
        !llvm::all_of(cases, [](Attribute c) { return isa<ShapeCaseAttr>(c); }))
      return op->emitOpError() << "'" << kDispatchAttrName
                               << "' is a list of #tile.case on a function";
    return success();
  }
  if (attr.getName() == kCaseOfAttrName) {
    if (!isa<FunctionOpInterface>(op) || !isa<StringAttr>(attr.getValue()))
      return op->emitOpError() << "'" << kCaseOfAttrName
                               << "' is set by tile-specialize on a specialization: the "
                                  "name of the kernel that dispatches to it";
    return success();
  }
  if (attr.getName() == kFlopsAttrName ||
      attr.getName() == kReferenceForAttrName) {
    if (!isa<FunctionOpInterface>(op) || !isa<StringAttr>(attr.getValue()))
      return op->emitOpError() << "'" << attr.getName().getValue()
                               << "' must be a string on a function";
    return success();
  }
  if (attr.getName() == kProducerWarpsAttrName) {
    auto warps = dyn_cast<IntegerAttr>(attr.getValue());
    if (!isa<FunctionOpInterface>(op) || !warps || warps.getInt() < 0)
      return op->emitOpError() << "'" << kProducerWarpsAttrName
                               << "' must be a non-negative integer on a function";
    return success();
  }
  if (attr.getName() == kScheduleAttrName) {
    // Written by tile-check-async-protocol; read by --tile-inspect only.
    if (!isa<FunctionOpInterface>(op) || !isa<DictionaryAttr>(attr.getValue()))
      return op->emitOpError() << "'" << kScheduleAttrName
                               << "' must be a dictionary on a function";
    return success();
  }
  if (attr.getName() == kTensorMapArgsAttrName) {
    auto func = dyn_cast<FunctionOpInterface>(op);
    auto args = dyn_cast<DenseI64ArrayAttr>(attr.getValue());
    if (!func || !args ||
        llvm::any_of(args.asArrayRef(), [&](int64_t i) {
          return i < 0 || i >= static_cast<int64_t>(func.getNumArguments()) ||
                 !isa<LLVM::LLVMPointerType>(func.getArgumentTypes()[i]);
        }))
      return op->emitOpError() << "'" << kTensorMapArgsAttrName
                               << "' must list pointer arguments of a function";
    return success();
  }
  if (attr.getName() == kParamsAttrName || attr.getName() == kDynamicDimsAttrName) {
    auto params = dyn_cast<DictionaryAttr>(attr.getValue());
    if (!params)
      return op->emitOpError() << "'" << attr.getName().getValue()
                               << "' must be a dictionary of parameters and values";
    for (NamedAttribute p : params)
      if (!isa<IntegerAttr>(p.getValue()))
        return op->emitOpError() << "'" << attr.getName().getValue() << "' binds '"
                                 << p.getName().getValue() << "' to " << p.getValue()
                                 << ", not an integer";
    return success();
  }
  return op->emitOpError() << "unknown tile dialect attribute '"
                           << attr.getName().getValue() << "'";
}

LogicalResult TileDialect::verifyRegionArgAttribute(Operation *op,
                                                    unsigned regionIndex,
                                                    unsigned argIndex,
                                                    NamedAttribute attr) {
  // Only function verification calls this hook upstream.
  auto func = cast<FunctionOpInterface>(op);
  Type argType = func.getArgumentTypes()[argIndex];
  if (attr.getName() == kDimsAttrName) {
    auto names = dyn_cast<ArrayAttr>(attr.getValue());
    auto memref = dyn_cast<MemRefType>(argType);
    if (!names || !memref ||
        !llvm::all_of(names, [](Attribute a) { return isa<StringAttr>(a); }))
      return op->emitOpError()
             << "'" << kDimsAttrName << "' of argument #" << argIndex
             << " must be an array of parameter names on a memref argument";
    if (names.size() != static_cast<size_t>(memref.getNumDynamicDims()))
      return op->emitOpError()
             << "argument #" << argIndex << " has "
             << memref.getNumDynamicDims() << " dynamic dimension(s) but '"
             << kDimsAttrName << "' names " << names.size()
             << " parameter(s); name one tile.param per '?' dimension";
    return success();
  }
  if (attr.getName() == kArgNameAttrName) {
    if (!isa<StringAttr>(attr.getValue()))
      return op->emitOpError() << "'" << kArgNameAttrName << "' of argument #"
                               << argIndex << " must be a string";
    return success();
  }
  if (attr.getName() == kMultipleOfAttrName) {
    auto d = dyn_cast<IntegerAttr>(attr.getValue());
    if (!d || d.getInt() < 1 || !argType.isIntOrIndex())
      return op->emitOpError() << "'" << kMultipleOfAttrName << "' of argument #" << argIndex
                               << " must be a positive integer on an integer or index argument";
    return success();
  }
  if (attr.getName() == kAccessAttrName) {
    auto s = dyn_cast<StringAttr>(attr.getValue());
    if (!s || !llvm::is_contained({"in", "out", "inout", "value"}, s.getValue()))
      return op->emitOpError() << "'" << kAccessAttrName << "' of argument #"
                               << argIndex
                               << " must be \"in\", \"out\", \"inout\" or \"value\"";
    return success();
  }
  return op->emitOpError() << "unknown tile dialect argument attribute '"
                           << attr.getName().getValue() << "'";
}

LogicalResult TileDialect::verifyRegionResultAttribute(Operation *op,
                                                       unsigned regionIndex,
                                                       unsigned resultIndex,
                                                       NamedAttribute attr) {
  return op->emitOpError() << "tile dialect attribute '"
                           << attr.getName().getValue()
                           << "' does not apply to results (result #"
                           << resultIndex << ")";
}
