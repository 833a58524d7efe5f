//===- PTX.cpp - tile IR to PTX -------------------------------------------===//

#include "tile/Target/Target.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/CompilationInterfaces.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Target/LLVM/NVVM/Target.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "tile/Dialect/Tile/IR/TileDialect.h"
#include "tile/Pipelines/Pipelines.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace mlir::tile;

/// The lines --tile-inspect prints for the kernel's verified schedule.
static void describeSchedule(Operation *kernel, CompiledKernel &k) {
  int64_t threads = k.block[0] * k.block[1] * k.block[2];
  if (k.producerWarps) {
    int64_t consumers = threads - 32 * k.producerWarps;
    std::string producer = k.producerWarps > 1
                               ? llvm::formatv("{0} warps (warps {1}-{2})", k.producerWarps,
                                               consumers / 32, threads / 32 - 1)
                                     .str()
                               : llvm::formatv("1 warp (warp {0})", consumers / 32).str();
    k.schedule.push_back(llvm::formatv("roles: consumers {0} threads (warps 0-{1}), producer {2} "
                                       "issuing the TMA loads",
                                       consumers, consumers / 32 - 1, producer));
    if (auto groups = kernel->getAttrOfType<IntegerAttr>(TileDialect::kConsumerGroupsAttrName))
      k.schedule.push_back(llvm::formatv(
          "ping-pong: {0} consumer groups of {1} threads take the tile loop's iterations in "
          "turn, their main loops one at a time",
          groups.getInt(), consumers / groups.getInt()));
  }
  auto schedule = kernel->getAttrOfType<DictionaryAttr>(TileDialect::kScheduleAttrName);
  if (!schedule)
    return;
  auto integer = [](DictionaryAttr d, StringRef name) -> int64_t {
    auto v = d.getAs<IntegerAttr>(name);
    return v ? v.getInt() : -1;
  };
  if (auto regs = schedule.getAs<DenseI64ArrayAttr>("setmaxnreg")) {
    std::string line = "setmaxnreg per warpgroup:";
    for (auto [g, r] : llvm::enumerate(regs.asArrayRef()))
      line += llvm::formatv("{0} {1}", g ? "," : "", r < 0 ? std::string("-") : std::to_string(r));
    k.schedule.push_back(line);
  }
  if (auto rings = schedule.getAs<ArrayAttr>("mbarriers")) {
    std::string line = "mbarriers:";
    for (auto [i, ring] : llvm::enumerate(rings.getAsRange<DictionaryAttr>())) {
      line += llvm::formatv("{0} ring of {1}", i ? ";" : "", integer(ring, "stages"));
      if (int64_t n = integer(ring, "arrivals"); n >= 0)
        line += llvm::formatv(", {0} arrival{1}", n, n == 1 ? "" : "s");
      if (int64_t bytes = integer(ring, "bytes"); bytes > 0)
        line += llvm::formatv(" + {0} B", bytes);
      line += " per phase";
    }
    k.schedule.push_back(line);
  }
  if (auto named = schedule.getAs<ArrayAttr>("named_barriers")) {
    std::string line = "named barriers:";
    for (auto [i, bar] : llvm::enumerate(named.getAsRange<DictionaryAttr>()))
      line += llvm::formatv("{0} {1} ({2} threads)", i ? "," : "", integer(bar, "id"),
                            integer(bar, "threads"));
    k.schedule.push_back(line);
  }
}

static std::string getDtypeName(Type t) {
  if (t.isF32())
    return "f32";
  if (t.isF16())
    return "f16";
  if (t.isBF16())
    return "bf16";
  if (t.isF64())
    return "f64";
  if (isa<Float8E4M3FNType>(t))
    return "f8e4m3fn";
  if (isa<Float8E5M2Type>(t))
    return "f8e5m2";
  if (t.isIndex())
    return "i64";
  if (auto i = dyn_cast<IntegerType>(t))
    return "i" + std::to_string(i.getWidth());
  std::string s;
  llvm::raw_string_ostream os(s);
  os << t;
  return s;
}

/// Reads what the runtime needs off the gpu.launch_func / gpu.func pairs,
/// before the kernels are lowered to LLVM and lose their memref types.
static FailureOr<std::vector<CompiledKernel>> collectKernels(ModuleOp module,
                                                             StringRef chip) {
  std::vector<CompiledKernel> kernels;
  WalkResult result = module.walk([&](gpu::LaunchFuncOp launch) {
    // A gpu.func, or an llvm.func when the input was lowered already
    // (tile-opt --tile-to-nvvm): the launch's operands keep the buffers'
    // types either way.
    auto kernel = dyn_cast_or_null<FunctionOpInterface>(
        SymbolTable::lookupNearestSymbolFrom(launch, launch.getKernel()));
    if (!kernel) {
      launch.emitOpError() << "kernel " << launch.getKernel() << " not found";
      return WalkResult::interrupt();
    }
    CompiledKernel k(launch.getLoc());
    k.name = kernel.getName().str();
    k.entry = kernel.getName().str();
    k.chip = chip.str();
    if (auto owner = kernel->getParentOfType<gpu::GPUModuleOp>())
      if (ArrayAttr targets = owner.getTargetsAttr(); targets && !targets.empty())
        if (auto nvvm = dyn_cast<NVVM::NVVMTargetAttr>(targets[0]))
          k.chip = nvvm.getChip().str();
    auto constant = [](Value v) { return getConstantIntValue(v).value_or(0); };
    auto host = launch->getParentOfType<FunctionOpInterface>();
    // Under an scf op, or in a block that a cf branch reaches.
    if (host && launch->getParentOp() != host.getOperation())
      k.hostControlFlow = launch->getParentOp()->getLoc();
    else if (host && launch->getBlock() != &host.getFunctionBody().front())
      k.hostControlFlow = host.getLoc();
    if (auto dims = kernel->getAttrOfType<DictionaryAttr>(TileDialect::kDynamicDimsAttrName))
      for (NamedAttribute d : dims)
        k.dims[d.getName().str()] = cast<IntegerAttr>(d.getValue()).getInt();
    for (unsigned i = 0; i < kernel.getNumArguments(); ++i) {
      auto name = kernel.getArgAttrOfType<StringAttr>(i, TileDialect::kArgNameAttrName);
      auto multiple = kernel.getArgAttrOfType<IntegerAttr>(i, TileDialect::kMultipleOfAttrName);
      if (name && multiple && k.dims.count(name.str()))
        k.dimMultiples[name.str()] = multiple.getInt();
    }
    // A run-time dimension is the host's index argument of that name.
    auto dimensionName = [&](Value v) -> std::optional<std::string> {
      auto arg = dyn_cast<BlockArgument>(v);
      if (!arg || !host || arg.getOwner()->getParentOp() != host.getOperation())
        return std::nullopt;
      auto name = host.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                    TileDialect::kArgNameAttrName);
      if (!name || !k.dims.count(name.str()))
        return std::nullopt;
      return name.str();
    };
    gpu::KernelDim3 g = launch.getGridSizeOperandValues();
    gpu::KernelDim3 b = launch.getBlockSizeOperandValues();
    k.block = {constant(b.x), constant(b.y), constant(b.z)};
    for (auto [i, extent] : llvm::enumerate(SmallVector<Value>{g.x, g.y, g.z})) {
      std::string error;
      FailureOr<Expression> e = getExpression(extent, dimensionName);
      FailureOr<int64_t> value =
          succeeded(e) ? evaluateExpression(*e, k.dims, error) : FailureOr<int64_t>();
      if (failed(value)) {
        // The manifest computes the grid from the sizes a launch is given:
        // a scalar argument is not one of them.
        emitError(launch.getLoc())
            << "the launch's grid (dimension " << i
            << ") must be integer arithmetic on constants and run-time dimensions, which "
               "the manifest records"
            << (error.empty() ? "" : " (" + error + ")")
            << "; a size the grid follows is a tile.param left to run time (--set "
               "NAME=dynamic), not a plain scalar argument";
        return WalkResult::interrupt();
      }
      k.grid[i] = *value;
      k.gridExpr.push_back(std::move(*e));
    }
    if (auto dims = kernel->getAttrOfType<DenseI32ArrayAttr>(
            NVVM::NVVMDialect::getClusterDimAttrName()))
      for (auto [i, d] : llvm::enumerate(dims.asArrayRef()))
        if (i < 3)
          k.cluster[i] = d;
    if (auto warps = kernel->getAttrOfType<IntegerAttr>(TileDialect::kProducerWarpsAttrName))
      k.producerWarps = warps.getInt();
    describeSchedule(kernel, k);
    if (Value smem = launch.getDynamicSharedMemorySize())
      k.sharedBytes = constant(smem);
    std::string why;
    // A buffer with run-time dimensions crosses as a bare pointer: the
    // host's buffer is its source.
    auto hostBuffer = [](Value operand) -> Value {
      if (auto pointer = operand.getDefiningOp<memref::ReinterpretCastOp>();
          pointer && pointer.getType().getRank() == 0)
        return pointer.getSource();
      return operand;
    };
    for (unsigned i = 0; i < launch.getKernelOperands().size(); ++i) {
      Value operand = hostBuffer(launch.getKernelOperands()[i]);
      Type operandType = operand.getType();
      auto type = dyn_cast<MemRefType>(operandType);
      if (!type && !isScalarArgumentType(operandType)) {
        // A tensor map (after the buffers), built on the host.
        auto map = launch.getKernelOperands()[i].getDefiningOp<TensorMapOp>();
        auto source = map ? llvm::find_if(launch.getKernelOperands(),
                                          [&](Value v) { return hostBuffer(v) == map.getSource(); })
                          : launch.getKernelOperands().end();
        if (source == launch.getKernelOperands().end()) {
          launch.emitOpError() << "kernel argument " << i
                               << " is neither a buffer, a scalar nor a tile.tensor_map "
                                  "of one";
          return WalkResult::interrupt();
        }
        TensorMapArg t;
        t.arg = source - launch.getKernelOperands().begin();
        t.name = k.args[t.arg].name + ".map" + std::to_string(k.tensorMaps.size());
        t.dtype = k.args[t.arg].dtype;
        // A run-time extent or stride is an expression of the dimensions.
        auto entries = [&](ArrayRef<int64_t> fixed, ValueRange dynamic,
                           std::vector<Expression> &out) {
          auto next = dynamic.begin();
          for (int64_t v : fixed) {
            if (!ShapedType::isDynamic(v)) {
              out.push_back(v);
              continue;
            }
            FailureOr<Expression> e = getExpression(*next++, dimensionName);
            if (failed(e)) {
              map.emitOpError() << "has a run-time extent or stride that is not integer "
                                   "arithmetic on run-time dimensions";
              return false;
            }
            out.push_back(std::move(*e));
          }
          return true;
        };
        if (!entries(map.getStaticDims(), map.getDynamicDims(), t.dims) ||
            !entries(map.getStaticStrides(), map.getDynamicStrides(), t.strides))
          return WalkResult::interrupt();
        t.box.assign(map.getBox().begin(), map.getBox().end());
        t.swizzle = map.getSwizzle();
        t.l2Promotion = map.getL2Promotion();
        k.tensorMaps.push_back(std::move(t));
        continue;
      }
      KernelArg arg;
      bool hasArg = i < kernel.getNumArguments();
      auto name = hasArg ? kernel.getArgAttrOfType<StringAttr>(i, TileDialect::kArgNameAttrName)
                         : StringAttr();
      // A lowered kernel's arguments have no names: the host's, when the
      // buffer is one of its arguments.
      auto hostArg = dyn_cast<BlockArgument>(operand);
      if (!name && hostArg && host && hostArg.getOwner()->isEntryBlock() &&
          hostArg.getOwner()->getParentOp() == host.getOperation())
        name = host.getArgAttrOfType<StringAttr>(hostArg.getArgNumber(),
                                                 TileDialect::kArgNameAttrName);
      arg.name = name ? name.str() : "arg" + std::to_string(i);
      if (!type) {
        // A scalar, passed by value: no shape, no bytes moved.
        arg.dtype = getDtypeName(operandType);
        arg.access = "value";
        k.args.push_back(arg);
        continue;
      }
      arg.dtype = getDtypeName(type.getElementType());
      auto access = hasArg ? kernel.getArgAttrOfType<StringAttr>(i, TileDialect::kAccessAttrName)
                           : StringAttr();
      arg.access = access ? access.str() : "inout";
      // An index element is an i64 on the device (its manifest dtype too).
      int64_t bits = type.getElementType().isIndex() ? 64 : type.getElementTypeBitWidth();
      Expression size = llvm::divideCeil(bits, 8) * (arg.access == "inout" ? 2 : 1);
      ArrayAttr names = hostArg && host && !type.hasStaticShape()
                            ? host.getArgAttrOfType<ArrayAttr>(hostArg.getArgNumber(),
                                                               TileDialect::kDimsAttrName)
                            : ArrayAttr();
      unsigned next = 0;
      bool overflow = false;
      for (int64_t d : type.getShape()) {
        std::string dim;
        if (ShapedType::isDynamic(d)) {
          if (names && next < names.size())
            dim = cast<StringAttr>(names[next++]).str();
          if (!k.dims.count(dim)) {
            launch.emitOpError() << "kernel argument " << i << " " << type
                                 << " has a dynamic dimension that no run-time dimension "
                                    "names";
            return WalkResult::interrupt();
          }
          d = k.dims[dim];
        }
        arg.shape.push_back(d);
        arg.dimNames.push_back(dim);
        FailureOr<Expression> bytes = makeExpression(
            "mul", std::move(size), dim.empty() ? Expression(d) : Expression(dim), why);
        overflow |= failed(bytes);
        if (succeeded(bytes))
          size = std::move(*bytes);
      }
      FailureOr<Expression> total =
          overflow ? FailureOr<Expression>()
                   : makeExpression("add", std::move(k.bytesExpr), std::move(size), why);
      if (failed(total)) {
        launch.emitOpError() << "kernel argument " << i << " " << type
                             << " holds more bytes than 64 bits count";
        return WalkResult::interrupt();
      }
      k.bytesExpr = std::move(*total);
      k.args.push_back(arg);
    }
    if (auto cases = kernel->getAttrOfType<ArrayAttr>(TileDialect::kDispatchAttrName))
      for (Attribute a : cases) {
        auto c = cast<ShapeCaseAttr>(a);
        CompiledKernel::Case entry;
        entry.kernel = c.getKernel() ? c.getKernel().str() : "";
        entry.waves = c.getWaves();
        entry.fill = c.getFill();
        for (NamedAttribute w : c.getWhen())
          entry.when[w.getName().str()] = *c.getRange(w.getName());
        if (c.getMultipleOf())
          for (NamedAttribute m : c.getMultipleOf())
            entry.multipleOf[m.getName().str()] = c.getMultiple(m.getName());
        auto notRunTime = [&](const auto &w) { return !k.dims.count(w.first); };
        if (entry.kernel.empty() || llvm::any_of(entry.when, notRunTime) ||
            llvm::any_of(entry.multipleOf, notRunTime)) {
          kernel.emitOpError() << "'" << TileDialect::kDispatchAttrName
                               << "' must be tile-specialize's table: cases that name a "
                                  "kernel, over run-time dimensions";
          return WalkResult::interrupt();
        }
        k.dispatch.push_back(std::move(entry));
      }
    if (auto of = kernel->getAttrOfType<StringAttr>(TileDialect::kCaseOfAttrName))
      k.caseOf = of.str();
    if (host)
      if (auto of = host->getAttrOfType<StringAttr>(TileDialect::kReferenceForAttrName))
        k.referenceFor = of.str();
    if (auto params = kernel->getAttrOfType<DictionaryAttr>(TileDialect::kParamsAttrName))
      for (NamedAttribute p : params)
        if (auto v = dyn_cast<IntegerAttr>(p.getValue()))
          k.params[p.getName().str()] = v.getInt();
    if (host)
      if (auto flops = host->getAttrOfType<StringAttr>(TileDialect::kFlopsAttrName)) {
        std::string error;
        FailureOr<Expression> e = parseFlops(flops.getValue(), k.params, k.dims, error);
        if (failed(e)) {
          host.emitOpError() << "cannot evaluate " << TileDialect::kFlopsAttrName
                             << " = \"" << flops.getValue() << "\": " << error;
          return WalkResult::interrupt();
        }
        k.flopsExpr = std::move(*e);
      }
    // Byte and flop counts at the defaults (the values for static kernels).
    for (auto [expr, value, what] : {std::tuple{&k.bytesExpr, &k.bytes, "bytes its arguments hold"},
                                     {&k.flopsExpr, &k.flops, "flops (tile.flops)"}}) {
      FailureOr<int64_t> v = evaluateExpression(*expr, k.dims, why);
      if (failed(v)) {
        emitError(launch.getLoc())
            << "the kernel's " << what << " at the default sizes ("
            << llvm::join(llvm::map_range(k.dims,
                                          [](const auto &d) {
                                            return d.first + "=" + std::to_string(d.second);
                                          }),
                          ", ")
            << "): " << why << "; give the sizes smaller defaults";
        return WalkResult::interrupt();
      }
      *value = *v;
    }
    kernels.push_back(std::move(k));
    return WalkResult::advance();
  });
  if (result.wasInterrupted())
    return failure();
  return kernels;
}

namespace {
/// Reads the launch metadata between the tile-level and the NVVM-level
/// halves of the pipeline, while the kernels still have memref types.
struct CollectKernelsPass
    : public PassWrapper<CollectKernelsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CollectKernelsPass)
  CollectKernelsPass(std::string chip, std::vector<CompiledKernel> &out)
      : chip(std::move(chip)), out(out) {}
  StringRef getArgument() const override { return "tile-collect-kernels"; }
  void runOnOperation() override {
    FailureOr<std::vector<CompiledKernel>> kernels =
        collectKernels(getOperation(), chip);
    if (failed(kernels))
      return signalPassFailure();
    out = std::move(*kernels);
  }
  std::string chip;
  std::vector<CompiledKernel> &out;
};
} // namespace

void tile::registerCompilerDialects(DialectRegistry &registry) {
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  NVVM::registerNVVMTargetInterfaceExternalModels(registry);
  registry.insert<TileDialect>();
}

/// Ops of a lowered kernel the PTX backend cannot take: math ops that no
/// lowering took, and NVVM ops (the user's) that need a newer chip than
/// `chip`. A located error for the first. Upstream checks the ops
/// that carry NVVMRequiresSM; these do not in MLIR 22, and LLVM's
/// instruction selection aborts on them ("Cannot select") instead.
static LogicalResult checkKernelOps(gpu::GPUModuleOp owner, const Chip &chip) {
  // Op-name prefixes and the compute capability they need.
  static const std::pair<StringRef, int> kNeeds[] = {
      {"nvvm.elect.sync", 90},          {"nvvm.cluster.", 90},
      {"nvvm.fence.sc.cluster", 90},    {"nvvm.fence.mbarrier.init", 90},
      {"nvvm.fence.proxy.acquire", 90}, {"nvvm.fence.proxy.release", 90},
      {"nvvm.griddepcontrol", 90},      {"nvvm.mbarrier.try_wait", 90},
      {"nvvm.mbarrier.expect_tx", 90},  {"nvvm.mbarrier.complete_tx", 90},
      {"nvvm.mbarrier.arrive.expect_tx", 90}, {"nvvm.mbarrier.arrive_drop.expect_tx", 90},
      {"nvvm.fence.sync_restrict", 90}, {"nvvm.cp.async.bulk", 90},
      {"nvvm.stmatrix", 90},            {"nvvm.setmaxregister", 90},
      {"nvvm.wgmma", 90},               {"nvvm.mapa", 90},
      {"nvvm.read.ptx.sreg.cluster", 90}};
  WalkResult result = owner.walk([&](Operation *op) {
    StringRef name = op->getName().getStringRef();
    // A math op no lowering took (math.ipowi) would meet LLVM's translation
    // with an internal message.
    if (op->getName().getDialectNamespace() == "math") {
      op->emitError() << "'" << name << "' has no lowering for the GPU; write it with "
                      << "arith ops (an integer power as a loop of arith.muli)";
      return WalkResult::interrupt();
    }
    int needs = 0;
    for (auto [prefix, cc] : kNeeds)
      if (name.starts_with(prefix))
        needs = cc;
    // fence.proxy orders the async proxy (TMA, bulk copies) from sm_90 on;
    // its alias kind is older.
    if (auto fence = dyn_cast<NVVM::FenceProxyOp>(op);
        fence && fence.getKind() != NVVM::ProxyKind::alias)
      needs = 90;
    if (needs <= chip.computeCapability)
      return WalkResult::advance();
    op->emitError() << "'" << name << "' needs sm_" << needs << " or later; "
                    << chip.name << " lacks it (compile for "
                    << Chip::namesWhere([&](const Chip &c) {
                         return c.computeCapability >= needs;
                       })
                    << ")";
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

FailureOr<std::vector<CompiledKernel>>
tile::compileToPTX(ModuleOp module, const CompileOptions &given) {
  CompileOptions pipeline = given;
  std::string why = pipeline.normalize("--");
  if (!why.empty()) {
    module.emitError() << why;
    return failure();
  }
  const CompileOptions &options = pipeline;

  std::vector<CompiledKernel> kernels;
  PassManager pm(module.getContext());
  if (!options.dumpDir.empty()) {
    // The file tree printer reports a folder it cannot make and goes on;
    // make it first so that a bad path is an error.
    std::error_code ec = llvm::sys::fs::create_directories(options.dumpDir);
    if (!ec && !llvm::sys::fs::is_directory(options.dumpDir))
      ec = std::make_error_code(std::errc::not_a_directory);
    if (ec) {
      module.emitError() << "--dump-ir: cannot create the folder '"
                         << options.dumpDir << "': " << ec.message();
      return failure();
    }
    // Dumps are megabytes of IR: the folder keeps itself out of git.
    SmallString<256> ignore(options.dumpDir);
    llvm::sys::path::append(ignore, ".gitignore");
    if (!llvm::sys::fs::exists(ignore)) {
      std::error_code ignoreEc;
      llvm::raw_fd_ostream os(ignore, ignoreEc);
      if (!ignoreEc)
        os << "# tile-translate --dump-ir output\n*\n";
    }
    pm.getContext()->disableMultithreading();
    pm.enableIRPrintingToFileTree(
        /*shouldPrintBeforePass=*/nullptr,
        /*shouldPrintAfterPass=*/[](Pass *, Operation *) { return true; },
        /*printModuleScope=*/true, /*printAfterOnlyOnChange=*/false,
        /*printAfterOnlyOnFailure=*/false, options.dumpDir);
  }
  // Input that tile-opt lowered already (no tile.launch left, its kernels
  // in gpu.modules) is only translated, as mlir-translate would; one still
  // at the gpu level takes the NVVM half of the pipeline.
  std::optional<Location> firstLaunch;
  module.walk([&](LaunchOp launch) {
    firstLaunch = launch.getLoc();
    return WalkResult::interrupt();
  });
  bool hasLaunch = firstLaunch.has_value();
  bool hasGpu = false, atGpuLevel = false;
  module.walk([&](gpu::GPUModuleOp m) {
    hasGpu = true;
    atGpuLevel |= !m.getTargetsAttr() || m.getTargetsAttr().empty() ||
                  !m.getOps<gpu::GPUFuncOp>().empty();
  });
  if (!hasLaunch && hasGpu) {
    // Lowered already (tile-opt): the options that shape the lowering
    // would be ignored, so they are refused.
    std::string ignored;
    if (!options.bindings.empty())
      ignored = "--set (no tile.param is left to bind)";
#define TILE_IGNORED(field, flag, help)                                        \
  if (options.field && ignored.empty())                                        \
    ignored = "--" flag;
    TILE_COMPILE_OPTIONS(TILE_IGNORED)
#undef TILE_IGNORED
    if (!ignored.empty()) {
      module.emitError() << "this input was lowered already (it has no tile.launch left), so "
                         << ignored
                         << " does not apply; pass it to tile-opt when lowering "
                            "(--tile-to-nvvm=\"...\")";
      return failure();
    }
    WalkResult other = module.walk([&](gpu::GPUModuleOp m) {
      ArrayAttr targets = m.getTargetsAttr();
      auto nvvm = targets && !targets.empty() ? dyn_cast<NVVM::NVVMTargetAttr>(targets[0])
                                              : NVVM::NVVMTargetAttr();
      if (!options.chipGiven || !nvvm || nvvm.getChip() == options.chip)
        return WalkResult::advance();
      m.emitError() << "this gpu.module was lowered for " << nvvm.getChip()
                    << "; --chip " << options.chip
                    << " cannot retarget it (lower the tile IR again for that chip)";
      return WalkResult::interrupt();
    });
    if (other.wasInterrupted())
      return failure();
  }
  if (hasLaunch || !hasGpu)
    buildTileToGPUPipeline(pm, pipeline);
  pm.addPass(std::make_unique<CollectKernelsPass>(options.chip, kernels));
  if (hasLaunch || !hasGpu || atGpuLevel)
    buildGPUToNVVMPipeline(pm, pipeline);
  if (failed(pm.run(module)))
    return failure();
  if (kernels.empty()) {
    if (firstLaunch)
      mlir::emitError(*firstLaunch)
          << "no kernel to compile: this tile.launch writes no global memory, so the "
             "pipeline removed it as dead code (store a result to a kernel argument)";
    else
      module.emitError() << "no kernel to compile: the module has no tile.launch (nor a "
                            "gpu.launch_func of a lowered one)";
    return failure();
  }

  const std::string toolkit = findCudaToolkit();
  for (CompiledKernel &k : kernels) {
    // Kernels live in "<host>_kernels"; find the one holding this entry.
    gpu::GPUModuleOp owner;
    module.walk([&](gpu::GPUModuleOp m) {
      if (m.lookupSymbol(k.entry))
        owner = m;
    });
    if (!owner || !owner.getTargetsAttr() || owner.getTargetsAttr().empty()) {
      module.emitError() << "kernel '" << k.entry
                         << "' has no gpu.module with an NVVM target";
      return failure();
    }
    if (const Chip *chip = Chip::lookup(options.chip);
        chip && failed(checkKernelOps(owner, *chip)))
      return failure();
    auto target = cast<gpu::TargetAttrInterface>(owner.getTargetsAttr()[0]);
    gpu::TargetOptions targetOptions(toolkit, {}, {}, {},
                                     gpu::CompilationTarget::Assembly);
    std::optional<SmallVector<char, 0>> ptx =
        target.serializeToObject(owner, targetOptions);
    if (!ptx) {
      owner.emitError() << "failed to translate kernel '" << k.entry
                        << "' to PTX";
      return failure();
    }
    k.ptx.assign(ptx->begin(), ptx->end());
    while (!k.ptx.empty() && k.ptx.back() == '\0')
      k.ptx.pop_back();
    // A libdevice function left undefined: ptxas would reject the PTX.
    for (size_t at = k.ptx.find(".extern .func"); at != std::string::npos;
         at = k.ptx.find(".extern .func", at + 1)) {
      StringRef line = StringRef(k.ptx).substr(at).take_until([](char c) { return c == '\n'; });
      size_t nv = line.find("__nv_");
      if (nv == StringRef::npos)
        continue;
      StringRef name = line.substr(nv).take_until([](char c) { return c == '(' || c == ' '; });
      emitError(k.loc) << "kernel '" << k.name << "' calls libdevice's " << name
                       << ", but no CUDA toolkit with nvvm/libdevice was found"
                       << (toolkit.empty() ? "" : " (looked in " + toolkit + ")")
                       << ": install the CUDA toolkit or set CUDA_HOME to it";
      return failure();
    }
    if (!options.dumpDir.empty()) {
      SmallString<256> path(options.dumpDir);
      llvm::sys::path::append(path, k.name + ".ptx");
      std::error_code ec;
      llvm::raw_fd_ostream os(path, ec);
      if (ec) {
        module.emitError() << "--dump-ir: cannot write '" << path
                           << "': " << ec.message();
        return failure();
      }
      os << k.ptx;
    }
  }
  return kernels;
}

void tile::nameArgumentsFromSource(ModuleOp module, llvm::SourceMgr &sourceMgr) {
  // Host functions only: kernels take their names when they are outlined.
  module.walk([&](func::FuncOp func) {
    if (func.isExternal())
      return;
    for (unsigned i = 0; i < func.getNumArguments(); ++i) {
      if (func.getArgAttr(i, TileDialect::kArgNameAttrName))
        continue;
      auto loc = dyn_cast<FileLineColLoc>(func.getArgument(i).getLoc());
      if (!loc)
        continue;
      unsigned buffer = sourceMgr.getMainFileID();
      const llvm::MemoryBuffer *mb = sourceMgr.getMemoryBuffer(buffer);
      llvm::SMLoc ptr = sourceMgr.FindLocForLineAndColumn(
          buffer, loc.getLine(), loc.getColumn());
      if (!ptr.isValid())
        continue;
      StringRef rest(ptr.getPointer(), mb->getBufferEnd() - ptr.getPointer());
      if (!rest.consume_front("%"))
        continue;
      StringRef name = rest.take_while(
          [](char c) { return llvm::isAlnum(c) || c == '_'; });
      if (!name.empty() && !llvm::isDigit(name.front()))
        func.setArgAttr(i, TileDialect::kArgNameAttrName,
                        StringAttr::get(module.getContext(), name));
    }
  });
}

namespace {
/// A top-level PTX statement: a directive at column 0 and the lines up to
/// the next one (an entry's body, a declaration's parameter list).
struct PtxItem {
  std::string name; // empty for the header and for unnamed directives
  std::string text;
  bool header = false, external = false, visible = false;
  /// May take another name: internal symbols and dynamic shared memory
  /// (an .extern .shared array is each kernel's own).
  bool renamable() const { return !visible && (!external || text.find(".shared") != std::string::npos); }
};
} // namespace

/// The symbol a top-level PTX statement declares: the first token that is
/// neither a directive nor a return-parameter list, cut at '(', '[', ';'.
static std::string getPtxSymbol(StringRef line) {
  SmallVector<StringRef> tokens;
  line.split(tokens, ' ', -1, /*KeepEmpty=*/false);
  for (size_t i = 0; i < tokens.size(); ++i) {
    StringRef t = tokens[i].trim();
    if (t.empty() || t.starts_with("."))
      continue;
    if (t.starts_with("(")) {
      while (i < tokens.size() && !tokens[i].contains(')'))
        ++i;
      continue;
    }
    if (t.starts_with("="))
      break;
    return t.take_until([](char c) { return c == '(' || c == '[' || c == ';'; }).str();
  }
  return "";
}

static std::vector<PtxItem> splitPtx(StringRef ptx) {
  static const char *starts[] = {".visible", ".entry", ".func",  ".extern",
                                 ".global",  ".shared", ".const", ".weak"};
  std::vector<PtxItem> items(1);
  SmallVector<StringRef> lines;
  ptx.split(lines, '\n');
  for (StringRef line : lines) {
    bool header = line.starts_with(".version") || line.starts_with(".target") ||
                  line.starts_with(".address_size");
    bool named = llvm::any_of(starts, [&](const char *s) { return line.starts_with(s); });
    if (header || named) {
      PtxItem item;
      item.header = header;
      if (named) {
        item.name = getPtxSymbol(line);
        item.external = line.starts_with(".extern");
        item.visible = line.starts_with(".visible") || line.starts_with(".weak");
      }
      items.push_back(std::move(item));
    }
    items.back().text += line.str() + "\n";
    // What follows a header line (comments, blank lines) is not the header.
    if (header)
      items.emplace_back();
  }
  return items;
}

/// Replaces the PTX identifier `from` (whole identifiers only) by `to`.
static std::string renamePtxSymbol(StringRef text, StringRef from, StringRef to) {
  auto isIdent = [](char c) { return llvm::isAlnum(c) || c == '_' || c == '$'; };
  std::string out;
  size_t pos = 0;
  while (true) {
    size_t at = text.find(from, pos);
    if (at == StringRef::npos)
      break;
    bool whole = (at == 0 || !isIdent(text[at - 1])) &&
                 (at + from.size() == text.size() || !isIdent(text[at + from.size()]));
    out += text.slice(pos, at).str();
    out += whole ? to.str() : from.str();
    pos = at + from.size();
  }
  return out + text.substr(pos).str();
}

FailureOr<std::string> tile::joinPtxModules(const std::vector<CompiledKernel> &kernels,
                                            std::string &error) {
  if (kernels.size() == 1)
    return kernels.front().ptx;
  std::string header, body;
  llvm::StringMap<std::pair<std::string, const CompiledKernel *>> defined;
  // The launches of one host function share a module: its PTX goes once.
  llvm::StringMap<std::string> modules;
  for (auto [i, k] : llvm::enumerate(kernels)) {
    auto [seen, first] = modules.try_emplace(k.ptx, k.name);
    if (!first) {
      body += "// ----- kernel " + k.name + " (in the module of " + seen->second + ")\n";
      continue;
    }
    std::string ptx = k.ptx;
    // A module's own (not .visible) globals and functions that an earlier
    // module defines differently take a suffix.
    for (const PtxItem &item : splitPtx(ptx)) {
      auto it = defined.find(item.name);
      if (!item.name.empty() && item.renamable() && it != defined.end() &&
          it->second.first != item.text)
        ptx = renamePtxSymbol(ptx, item.name, item.name + "_" + std::to_string(i));
    }
    std::string moduleHeader;
    body += "// ----- kernel " + k.name + "\n";
    for (const PtxItem &item : splitPtx(ptx)) {
      if (item.header) {
        moduleHeader += item.text;
        continue;
      }
      if (item.name.empty()) {
        body += item.text;
        continue;
      }
      auto [it, inserted] = defined.try_emplace(item.name, item.text, &k);
      if (inserted) {
        body += item.text;
        continue;
      }
      if (it->second.first == item.text && !item.visible)
        continue; // the same declaration or helper again
      error = "kernels " + it->second.second->name + " and " + k.name +
              " both define the PTX symbol '" + item.name + "'";
      return failure();
    }
    if (i == 0)
      header = moduleHeader;
    else if (moduleHeader != header) {
      error = "kernels " + kernels.front().name + " and " + k.name +
              " target different PTX versions or chips";
      return failure();
    }
  }
  return header + body;
}

std::unique_ptr<ScopedDiagnosticHandler> tile::printUnlocatedAsTool(MLIRContext *context,
                                                                    StringRef tool) {
  auto isUnlocated = [](Location loc) {
    auto file = dyn_cast<FileLineColLoc>(loc);
    return isa<UnknownLoc>(loc) || (file && file.getLine() == 0);
  };
  return std::make_unique<ScopedDiagnosticHandler>(
      context, [isUnlocated, tool = tool.str()](Diagnostic &d) -> LogicalResult {
        if (!isUnlocated(d.getLocation()))
          return failure();
        auto severity = [](DiagnosticSeverity s) {
          switch (s) {
          case DiagnosticSeverity::Error:
            return "error";
          case DiagnosticSeverity::Warning:
            return "warning";
          case DiagnosticSeverity::Remark:
            return "remark";
          case DiagnosticSeverity::Note:
            return "note";
          }
          return "error";
        };
        llvm::errs() << tool << ": " << severity(d.getSeverity()) << ": " << d.str() << "\n";
        for (Diagnostic &note : d.getNotes())
          llvm::errs() << tool << ": note: " << note.str() << "\n";
        return success();
      });
}
