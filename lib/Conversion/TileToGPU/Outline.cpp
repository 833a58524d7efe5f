//===- Outline.cpp - tile.launch to gpu.func ------------------------------===//
//
// Outlining: tile.launch to gpu.func and gpu.launch_func, bounds proofs, rasterization.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

/// The arguments that carry the dynamic dimensions of memref argument
/// `i`, in order: the index arguments that tile-specialize made of the
/// parameters its `tile.dims` names (`M=dynamic`).
static FailureOr<SmallVector<unsigned>> getDimensionArguments(func::FuncOp func, unsigned i) {
  auto type = cast<MemRefType>(func.getArgumentTypes()[i]);
  auto names = func.getArgAttrOfType<ArrayAttr>(i, TileDialect::kDimsAttrName);
  auto dynamic = func->getAttrOfType<DictionaryAttr>(TileDialect::kDynamicDimsAttrName);
  if (!names || !dynamic)
    return func.emitOpError()
           << "argument #" << i << " has the dynamic shape " << type
           << "; name its dimensions' parameters with tile.dims and run tile-specialize "
              "(NAME=value, or NAME=dynamic for a size known at run time)";
  SmallVector<unsigned> result;
  for (Attribute name : names) {
    StringRef dim = cast<StringAttr>(name).getValue();
    auto carrier = llvm::find_if(func.getArguments(), [&](BlockArgument a) {
      auto n = func.getArgAttrOfType<StringAttr>(a.getArgNumber(), TileDialect::kArgNameAttrName);
      return n && n.getValue() == dim && a.getType().isIndex();
    });
    if (!dynamic.contains(dim) || carrier == func.getArguments().end())
      return func.emitOpError() << "argument #" << i << " has a dimension named '" << dim
                                << "' that is neither bound nor a run-time dimension; bind it "
                                   "with tile-specialize (" << dim << "=value or " << dim
                                << "=dynamic)";
    result.push_back(carrier->getArgNumber());
  }
  if (!type.getLayout().isIdentity() || type.getMemorySpace())
    return func.emitOpError() << "argument #" << i << " " << type
                              << " must be a plain global buffer (identity layout, no memory "
                                 "space)";
  return result;
}

/// A buffer with a run-time dimension crosses into the kernel as a bare
/// pointer (a rank-0 memref: the bare-pointer ABI takes static shapes
/// only); the kernel rebuilds its shape and strides from the dimension
/// arguments.
static Type getKernelArgumentType(Type hostType) {
  auto memref = dyn_cast<MemRefType>(hostType);
  if (!memref || memref.hasStaticShape())
    return hostType;
  return MemRefType::get({}, memref.getElementType());
}

static Value rebuildBuffer(OpBuilder &b, Location loc, MemRefType type, Value pointer,
                           ArrayRef<Value> dimensions) {
  SmallVector<OpFoldResult> sizes, strides(type.getRank());
  unsigned next = 0;
  for (int64_t d : type.getShape())
    sizes.push_back(ShapedType::isDynamic(d) ? OpFoldResult(dimensions[next++])
                                             : OpFoldResult(b.getIndexAttr(d)));
  // Row-major: each stride is the product of the sizes inside it.
  OpFoldResult stride = b.getIndexAttr(1);
  for (int64_t d = type.getRank() - 1; d >= 0; --d) {
    strides[d] = stride;
    std::optional<int64_t> s = getConstantIntValue(stride), n = getConstantIntValue(sizes[d]);
    if (s && n)
      stride = b.getIndexAttr(*s * *n);
    else
      stride = arith::MulIOp::create(b, loc, getValueOrCreateConstantIndexOp(b, loc, stride),
                                     getValueOrCreateConstantIndexOp(b, loc, sizes[d]))
                   .getResult();
  }
  return memref::ReinterpretCastOp::create(b, loc, type, pointer, b.getIndexAttr(0), sizes,
                                           strides);
}

/// The op that keeps `v`, defined on the host, from being computed again in
/// the kernel (and by the runtime, for a grid), or null if nothing does:
/// only pure arithmetic on the function's arguments and constants can be
/// (the trip count of a loop over a run-time dimension, say). `why` says
/// what is wrong with the op.
static Operation *findUnrecomputable(Value v, func::FuncOp func, std::string &why,
                                     int depth = 0) {
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    if (arg.getParentBlock() == &func.getBody().front())
      return nullptr;
    why = "a loop variable or block argument of this op; compute the value outside it";
    return arg.getOwner()->getParentOp();
  }
  Operation *def = v.getDefiningOp();
  if (depth > 32) {
    why = "more than 32 operations deep; compute it in fewer steps";
    return def;
  }
  if (def->getNumRegions() || def->getNumResults() != 1 ||
      !isa<arith::ArithDialect>(def->getDialect())) {
    why = "not integer arithmetic the host can redo; compute the value from constants, "
          "parameters and run-time dimensions only";
    return def;
  }
  if (!isPure(def)) {
    // Name the run-time dimensions the divisor follows: those are what the
    // host cannot bound away from zero.
    SmallVector<std::string> dims;
    SmallVector<Value> work = {def->getOperand(def->getNumOperands() - 1)};
    llvm::SmallPtrSet<Value, 16> seen;
    while (!work.empty()) {
      Value x = work.pop_back_val();
      if (!seen.insert(x).second)
        continue;
      if (auto arg = dyn_cast<BlockArgument>(x)) {
        if (arg.getParentBlock() == &func.getBody().front())
          if (auto name = func.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                            TileDialect::kArgNameAttrName))
            dims.push_back(name.str());
        continue;
      }
      if (Operation *d = x.getDefiningOp())
        llvm::append_range(work, d->getOperands());
    }
    llvm::sort(dims);
    why = "a division (or remainder) whose divisor the host cannot prove nonzero";
    if (!dims.empty())
      why += " (it follows the run-time dimension" + std::string(dims.size() > 1 ? "s " : " ") +
             llvm::join(dims, ", ") + ")";
    why += "; bind the parameters that lead to it (one that picks another value folds it "
           "away), or keep run-time sizes out of divisors";
    return def;
  }
  for (Value o : def->getOperands())
    if (Operation *blocker = findUnrecomputable(o, func, why, depth + 1))
      return blocker;
  return nullptr;
}

static bool canRecompute(Value v, func::FuncOp func) {
  std::string why;
  return !findUnrecomputable(v, func, why);
}

static Value recompute(OpBuilder &b, Value v, IRMapping &mapping) {
  if (Value mapped = mapping.lookupOrNull(v))
    return mapped;
  Operation *def = v.getDefiningOp();
  for (Value o : def->getOperands())
    recompute(b, o, mapping);
  return b.clone(*def, mapping)->getResult(0);
}

LogicalResult lowering::checkHostFunction(func::FuncOp func) {
  // The kernel takes the function's name, a PTX identifier: a letter then
  // letters, digits, '_' or '$' (or '_' / '$' and at least one more).
  // LLVM's NVPTX printer aborts on other characters, and ptxas rejects a
  // leading digit or a '.'.
  StringRef name = func.getName();
  size_t bad = name.find_first_not_of(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$");
  if (bad != StringRef::npos || name.empty() || llvm::isDigit(name.front()) ||
      ((name.front() == '_' || name.front() == '$') && name.size() < 2))
    return func.emitOpError()
           << "name '" << name
           << "' is not a PTX identifier, which the kernel's name must be: a letter, then "
              "letters, digits, '_' and '$'";
  for (auto [i, t] : llvm::enumerate(func.getArgumentTypes())) {
    auto memref = dyn_cast<MemRefType>(t);
    if (!memref) {
      // Passed by value: the types a manifest can name.
      if (isScalarArgumentType(t))
        continue;
      return func.emitOpError()
             << "argument #" << i << " of type " << t
             << " cannot be passed to a kernel: a scalar argument is i8, i32, i64, index, "
                "f16, bf16, f32 or f64 (a compile-time constant is a tile.param)";
    }
    if (!memref.hasStaticShape() && failed(getDimensionArguments(func, i)))
      return failure();
    if (!memref.getLayout().isIdentity() || memref.getMemorySpace())
      return func.emitOpError()
             << "argument #" << i << " " << memref
             << " must be a plain global buffer (identity layout, no memory "
                "space)";
    if (!memref.getElementType().isIntOrIndexOrFloat())
      return func.emitOpError()
             << "argument #" << i << " " << memref
             << " holds elements the runtime has no type for; use integers, floats "
                "or index";
  }
  return success();
}

/// How the kernel uses each argument: "in", "out" or "inout".
static void collectAccess(Operation *launch, Value buffer, bool &reads, bool &writes) {
  for (Operation *user : buffer.getUsers()) {
    // Views (a subview per head, a cast) access what they view.
    if (auto view = dyn_cast<ViewLikeOpInterface>(user);
        view && view.getViewSource() == buffer) {
      for (Value result : user->getResults())
        collectAccess(launch, result, reads, writes);
      continue;
    }
    // Another launch of the function (or one outlined already) is another
    // kernel's access.
    if (!launch->isProperAncestor(user))
      continue;
    if (auto copy = dyn_cast<CopyOp>(user)) {
      reads |= copy.getSrc() == buffer;
      writes |= copy.getDst() == buffer;
    } else if (isa<memref::StoreOp, AtomicAddOp>(user)) {
      writes = true;
      reads |= isa<AtomicAddOp>(user);
    } else {
      reads = true;
    }
  }
}

/// How `launch` uses the function's argument `arg`.
static StringRef getAccess(Operation *launch, Value arg) {
  if (!isa<MemRefType>(arg.getType()))
    return "value";
  bool reads = false, writes = false;
  collectAccess(launch, arg, reads, writes);
  return writes ? (reads ? "inout" : "out") : "in";
}

/// L2 rasterization: blocks are dispatched in order of their linear id
/// (x fastest); renumber them so that consecutive ids walk down a panel of
/// `panel` block rows before moving to the next column. Blocks that run
/// together then share their rows of A (same block row) and their columns
/// of B (same panel column) in L2. The last panel may be shorter.
static void rasterize(OpBuilder &b, Location loc, SmallVectorImpl<Value> &ids,
                      Value gridX, Value gridY, int64_t panel) {
  auto cst = [&](int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); };
  Value pid = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, ids[1], gridX), ids[0]);
  std::optional<int64_t> width = getConstantIntValue(gridX);
  Value perPanel = width ? cst(panel * *width)
                         : arith::MulIOp::create(b, loc, cst(panel), gridX).getResult();
  Value group = arith::DivUIOp::create(b, loc, pid, perPanel);
  Value firstRow = arith::MulIOp::create(b, loc, group, cst(panel));
  Value rows = arith::MinUIOp::create(
      b, loc, arith::SubIOp::create(b, loc, gridY, firstRow), cst(panel));
  Value inPanel = arith::RemUIOp::create(b, loc, pid, perPanel);
  ids[1] = arith::AddIOp::create(b, loc, firstRow,
                                 arith::RemUIOp::create(b, loc, inPanel, rows));
  ids[0] = arith::DivUIOp::create(b, loc, inPanel, rows);
}

LogicalResult lowering::outlineLaunch(func::FuncOp func, LaunchOp launch,
                                   gpu::GPUModuleOp gpuModule, StringRef name,
                                   const Chip &chip) {
  MLIRContext *ctx = func.getContext();
  Location loc = launch.getLoc();

  // A grid that follows a run-time dimension is computed on the host (the
  // manifest records how); ShapedType::kDynamic marks such extents here.
  SmallVector<int64_t, 3> grid;
  for (Value g : launch.getGridSize()) {
    std::optional<int64_t> c = getConstantIntValue(g);
    if (!c) {
      std::string why;
      if (Operation *blocker = findUnrecomputable(g, func, why)) {
        InFlightDiagnostic diag = launch.emitOpError()
                                  << "grid size must follow from constants and the "
                                     "function's run-time dimensions (tile-specialize "
                                     "NAME=dynamic) by + - * / ceildiv rem min max";
        diag.attachNote(blocker->getLoc())
            << "it depends on '" << blocker->getName() << "' here, " << why;
        return diag;
      }
      grid.push_back(ShapedType::kDynamic);
      continue;
    }
    int64_t limit = grid.empty() ? (int64_t(1) << 31) - 1 : 65535;
    if (*c < 1 || *c > limit)
      return launch.emitOpError() << "grid dimension " << grid.size() << " = "
                                  << *c << " is outside [1, " << limit << "]";
    grid.push_back(*c);
  }
  while (grid.size() < 3)
    grid.push_back(1);
  bool staticGrid = llvm::none_of(grid, ShapedType::isDynamic);
  if (!launch.getDynamicCluster().empty())
    return launch.emitOpError() << "cluster extents must be constants; bind their parameters "
                                   "with tile-specialize";
  // A cluster of one block is none.
  int64_t clusterBlocks = launch.getClusterBlocks();
  // (tile-tma-loads rounds a run-time extent it pairs up to a multiple.)
  if (clusterBlocks > 1)
    for (auto [d, extent] : llvm::enumerate(grid))
      if (ShapedType::isDynamic(extent) && (*launch.getCluster())[d] > 1 &&
          !isMultipleOf(launch.getGridSize()[d], (*launch.getCluster())[d]))
        return launch.emitOpError()
               << "runs clusters of " << (*launch.getCluster())[d] << " blocks along grid "
               << "dimension " << d << ", whose extent follows a run-time dimension; the grid "
               << "must be a multiple of the cluster there, so bind the dimension (or cluster "
               << "along another)";

  // Values from above must be host arguments or constants.
  SetVector<Value> captured;
  getUsedValuesDefinedAbove(launch.getBody(), captured);
  for (Value v : captured) {
    if (isa<BlockArgument>(v) && v.getParentBlock() == &func.getBody().front())
      continue;
    if (matchPattern(v, m_Constant()) || canRecompute(v, func))
      continue;
    // Point at the value (and at the user inside the launch).
    Operation *user = nullptr;
    launch.getBody().walk([&](Operation *op) {
      if (!llvm::is_contained(op->getOperands(), v))
        return WalkResult::advance();
      user = op;
      return WalkResult::interrupt();
    });
    Operation *def = v.getDefiningOp();
    bool isTile = isa_and_nonnull<AllocSharedOp, AllocFragmentOp, AllocLocalOp>(def);
    InFlightDiagnostic diag =
        launch.emitOpError()
        << (isTile ? "uses a tile allocated on the host; tiles belong to a "
                     "thread block: allocate it inside the launch"
                   : "uses a value computed on the host that is not a "
                     "constant; compute it inside the launch");
    if (def)
      diag.attachNote(def->getLoc()) << "the value is defined here";
    if (user)
      diag.attachNote(user->getLoc()) << "and used here";
    return diag;
  }

  // The schedule the tile passes chose: producer warps on top of the
  // launch's threads (tile.warp_specialize), clusters.
  int64_t producerWarps = 0, consumerGroups = 1;
  for (auto roles : launch.getBody().getOps<WarpSpecializeOp>()) {
    producerWarps += roles.getProducerWarps();
    consumerGroups = roles.getNumConsumerGroups();
  }
  if (producerWarps && !chip.tma)
    return launch.emitOpError() << "has a producer warp, which needs TMA; " << chip.name
                                << " has none";
  // (The chip's description has no separate cluster feature: the chips
  // with TMA are the chips with clusters.)
  if (clusterBlocks > 1 && !chip.tma)
    return launch.emitOpError() << "runs clusters of " << clusterBlocks << " blocks, which "
                                << chip.name << " lacks (thread-block clusters need sm_90a)";
  int32_t blockThreads =
      static_cast<int32_t>(consumerGroups * launch.getNumThreads() + 32 * producerWarps);
  WindowProofs tileProofs = proveWindowsInBounds(func, launch);

  OpBuilder b(gpuModule.getBody(), gpuModule.getBody()->begin());
  b.setInsertionPointToEnd(gpuModule.getBody());
  SmallVector<Type> kernelArgTypes;
  for (Type t : func.getArgumentTypes())
    kernelArgTypes.push_back(getKernelArgumentType(t));
  auto kernelType = FunctionType::get(ctx, kernelArgTypes, {});
  auto kernel = gpu::GPUFuncOp::create(b, loc, name, kernelType);
  kernel->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  if (launch.getDynamicThreads())
    return launch.emitOpError() << "thread count must be a constant; bind its "
                                   "parameter with tile-specialize";
  int32_t threads = static_cast<int32_t>(launch.getNumThreads());
  kernel.setKnownBlockSizeAttr(b.getDenseI32ArrayAttr({blockThreads, 1, 1}));
  if (producerWarps)
    kernel->setAttr(TileDialect::kProducerWarpsAttrName, b.getI64IntegerAttr(producerWarps));
  if (consumerGroups > 1)
    kernel->setAttr(TileDialect::kConsumerGroupsAttrName, b.getI64IntegerAttr(consumerGroups));
  if (clusterBlocks > 1) {
    ArrayRef<int64_t> cluster = *launch.getCluster();
    kernel->setAttr(NVVM::NVVMDialect::getClusterDimAttrName(),
                    b.getDenseI32ArrayAttr({static_cast<int32_t>(cluster[0]),
                                            static_cast<int32_t>(cluster[1]),
                                            static_cast<int32_t>(cluster[2])}));
  }
  if (staticGrid)
    kernel.setKnownGridSizeAttr(b.getDenseI32ArrayAttr(
        {static_cast<int32_t>(grid[0]), static_cast<int32_t>(grid[1]),
         static_cast<int32_t>(grid[2])}));
  for (unsigned i = 0; i < func.getNumArguments(); ++i) {
    kernel.setArgAttr(i, TileDialect::kAccessAttrName,
                      b.getStringAttr(getAccess(launch, func.getArgument(i))));
    for (StringRef attr : {TileDialect::kArgNameAttrName, TileDialect::kMultipleOfAttrName})
      if (auto value = func.getArgAttr(i, attr))
        kernel.setArgAttr(i, attr, value);
  }
  for (StringRef attr : {TileDialect::kParamsAttrName, TileDialect::kDynamicDimsAttrName,
                         TileDialect::kDispatchAttrName, TileDialect::kCaseOfAttrName})
    if (auto value = func->getAttr(attr))
      kernel->setAttr(attr, value);

  // Kernel body: block ids, captured constants, the launch body.
  Block &entry = kernel.getBody().front();
  b.setInsertionPointToStart(&entry);
  IRMapping mapping;
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    mapping.map(func.getArgument(i), entry.getArgument(i));
  for (unsigned i = 0; i < func.getNumArguments(); ++i) {
    auto type = dyn_cast<MemRefType>(func.getArgumentTypes()[i]);
    if (!type || type.hasStaticShape())
      continue;
    SmallVector<Value> dims;
    // Held: a range-for over `*f()` would iterate a temporary that dies
    // before the loop body (C++17).
    FailureOr<SmallVector<unsigned>> carriers = getDimensionArguments(func, i);
    for (unsigned carrier : *carriers)
      dims.push_back(entry.getArgument(carrier));
    mapping.map(func.getArgument(i), rebuildBuffer(b, loc, type, entry.getArgument(i), dims));
  }
  for (Value v : captured)
    if (!mapping.contains(v))
      recompute(b, v, mapping);
  const gpu::Dimension dims[] = {gpu::Dimension::x, gpu::Dimension::y,
                                 gpu::Dimension::z};
  SmallVector<Value, 3> blockIds;
  for (unsigned i = 0; i < launch.getGridRank(); ++i)
    blockIds.push_back(gpu::BlockIdOp::create(b, loc, dims[i]));
  if (std::optional<int64_t> panel = launch.getL2Swizzle()) {
    auto extent = [&](unsigned d) -> Value {
      if (!ShapedType::isDynamic(grid[d]))
        return arith::ConstantIndexOp::create(b, loc, grid[d]);
      return gpu::GridDimOp::create(b, loc, dims[d]);
    };
    rasterize(b, loc, blockIds, extent(0), extent(1), *panel);
  }
  for (auto [arg, id] : llvm::zip(launch.getBodyBlock().getArguments(), blockIds))
    mapping.map(arg, id);
  for (Operation &op : launch.getBodyBlock().without_terminator())
    b.clone(op, mapping);
  gpu::ReturnOp::create(b, loc);
  WindowProofs proofs;
  for (auto [copy, proof] : tileProofs)
    if (Operation *cloned = mapping.lookupOrNull(copy))
      proofs[cloned] = proof;
  KernelLowering lowering(kernel, launch.getNumThreads(), std::move(proofs), chip,
                          clusterBlocks);
  if (failed(lowering.run()))
    return failure();

  if (launch.getFullOccupancy())
    kernel->setAttr("nvvm.minctasm",
                    b.getI32IntegerAttr(getOccupancyBlocks(chip,
                        threads, lowering.getFragmentWords())));

  int64_t sharedBytes = lowering.getSharedBytes();
  if (sharedBytes > getSharedMemoryBudget(chip))
    return launch.emitOpError() << "needs " << sharedBytes
                                << " bytes of shared memory; " << chip.name
                                << " allows " << getSharedMemoryBudget(chip);

  // The host side launches the kernel.
  OpBuilder hb(launch);
  auto cst = [&](int64_t v) { return arith::ConstantIndexOp::create(hb, loc, v); };
  SmallVector<Value, 3> gridSize(launch.getGridSize());
  while (gridSize.size() < 3)
    gridSize.push_back(cst(1));
  gpu::KernelDim3 gridDim{gridSize[0], gridSize[1], gridSize[2]};
  gpu::KernelDim3 blockDim{cst(blockThreads), cst(1), cst(1)};
  SmallVector<Value> args;
  for (auto [arg, type] : llvm::zip(func.getArguments(), kernelArgTypes))
    args.push_back(arg.getType() == type
                       ? Value(arg)
                       : memref::ReinterpretCastOp::create(hb, loc, cast<MemRefType>(type), arg,
                                                           0, {}, {}));
  for (const TensorMapView &map : lowering.getTensorMaps()) {
    // Extents and strides that follow run-time dimensions: products of the
    // arguments that carry them (the manifest's expressions of them).
    FailureOr<SmallVector<unsigned>> carriers =
        map.dynamicDims.empty() && map.dynamicStrides.empty()
            ? FailureOr<SmallVector<unsigned>>(SmallVector<unsigned>())
            : getDimensionArguments(func, map.arg);
    if (failed(carriers))
      return failure();
    auto type = cast<MemRefType>(func.getArgumentTypes()[map.arg]);
    auto product = [&](const TensorMapView::Product &p) {
      Value v;
      for (unsigned d : p.sourceDims) {
        unsigned index = llvm::count_if(type.getShape().take_front(d), ShapedType::isDynamic);
        Value dim = func.getArgument((*carriers)[index]);
        v = v ? arith::MulIOp::create(hb, loc, v, dim).getResult() : dim;
      }
      if (p.factor != 1)
        v = arith::MulIOp::create(hb, loc, v, cst(p.factor));
      if (p.divisor == 1 && !p.minus && p.scale == 1 && !p.cap)
        return v;
      // A count of row steps (TensorMapView::addSteps).
      v = arith::DivSIOp::create(hb, loc, v, cst(p.divisor));
      v = arith::SubIOp::create(hb, loc, v, cst(p.minus));
      if (p.scale != 1)
        v = arith::MulIOp::create(hb, loc, v, cst(p.scale));
      v = arith::MaxSIOp::create(hb, loc, v, cst(1));
      return p.cap ? arith::MinSIOp::create(hb, loc, v, cst(*p.cap)).getResult() : v;
    };
    SmallVector<Value> dynamicDims, dynamicStrides;
    for (const TensorMapView::Product &p : map.dynamicDims)
      dynamicDims.push_back(product(p));
    for (const TensorMapView::Product &p : map.dynamicStrides)
      dynamicStrides.push_back(product(p));
    args.push_back(TensorMapOp::create(hb, loc, LLVM::LLVMPointerType::get(ctx),
                                       func.getArgument(map.arg), dynamicDims, map.dims,
                                       dynamicStrides, map.strides, map.box, map.swizzle));
  }
  Value smem = sharedBytes
                   ? arith::ConstantIntOp::create(hb, loc, hb.getI32Type(), sharedBytes)
                         .getResult()
                   : Value();
  gpu::LaunchFuncOp::create(hb, loc, kernel, gridDim, blockDim, smem, args);
  launch.erase();
  return success();
}
