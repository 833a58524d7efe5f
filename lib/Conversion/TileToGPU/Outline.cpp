//===- Outline.cpp - tile.launch to gpu.func ------------------------------===//
//
// Outlining: tile.launch to gpu.func and gpu.launch_func, bounds proofs, rasterization.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::lowering;

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
    if (!memref.hasStaticShape())
      return func.emitOpError()
             << "argument #" << i << " has the dynamic shape " << memref
             << "; name its dimensions' parameters with tile.dims and run "
                "tile-specialize";
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
static void collectAccess(Value buffer, bool &reads, bool &writes) {
  for (Operation *user : buffer.getUsers()) {
    // Views (a subview per head, a cast) access what they view.
    if (auto view = dyn_cast<ViewLikeOpInterface>(user);
        view && view.getViewSource() == buffer) {
      for (Value result : user->getResults())
        collectAccess(result, reads, writes);
      continue;
    }
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

static StringRef getAccess(Value arg) {
  if (!isa<MemRefType>(arg.getType()))
    return "value";
  bool reads = false, writes = false;
  collectAccess(arg, reads, writes);
  return writes ? (reads ? "inout" : "out") : "in";
}

/// L2 rasterization: blocks are dispatched in order of their linear id
/// (x fastest); renumber them so that consecutive ids walk down a panel of
/// `panel` block rows before moving to the next column. Blocks that run
/// together then share their rows of A (same block row) and their columns
/// of B (same panel column) in L2. The last panel may be shorter.
static void rasterize(OpBuilder &b, Location loc, SmallVectorImpl<Value> &ids,
                      int64_t gridX, int64_t gridY, int64_t panel) {
  auto cst = [&](int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); };
  Value pid = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, ids[1], cst(gridX)), ids[0]);
  Value perPanel = cst(panel * gridX);
  Value group = arith::DivUIOp::create(b, loc, pid, perPanel);
  Value firstRow = arith::MulIOp::create(b, loc, group, cst(panel));
  Value rows = arith::MinUIOp::create(
      b, loc, arith::SubIOp::create(b, loc, cst(gridY), firstRow), cst(panel));
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

  SmallVector<int64_t, 3> grid;
  for (Value g : launch.getGridSize()) {
    std::optional<int64_t> c = getConstantIntValue(g);
    if (!c)
      return launch.emitOpError() << "grid size must be a constant after "
                                     "tile-specialize; it depends on a value "
                                     "known only at run time";
    int64_t limit = grid.empty() ? (int64_t(1) << 31) - 1 : 65535;
    if (*c < 1 || *c > limit)
      return launch.emitOpError() << "grid dimension " << grid.size() << " = "
                                  << *c << " is outside [1, " << limit << "]";
    grid.push_back(*c);
  }
  while (grid.size() < 3)
    grid.push_back(1);

  // Values from above must be host arguments or constants.
  SetVector<Value> captured;
  getUsedValuesDefinedAbove(launch.getBody(), captured);
  for (Value v : captured) {
    if (isa<BlockArgument>(v) && v.getParentBlock() == &func.getBody().front())
      continue;
    if (matchPattern(v, m_Constant()))
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
  int64_t producerWarps = 0;
  for (auto roles : launch.getBody().getOps<WarpSpecializeOp>())
    producerWarps += roles.getProducerWarps();
  if ((producerWarps || launch.getCluster()) && !chip.tma)
    return launch.emitOpError() << "has a " << (producerWarps ? "producer warp" : "cluster")
                                << ", which needs TMA; " << chip.name << " has none";
  int32_t blockThreads = static_cast<int32_t>(launch.getNumThreads() + 32 * producerWarps);
  WindowProofs tileProofs = proveWindowsInBounds(func, launch);

  OpBuilder b(gpuModule.getBody(), gpuModule.getBody()->begin());
  b.setInsertionPointToEnd(gpuModule.getBody());
  auto kernelType = FunctionType::get(ctx, func.getArgumentTypes(), {});
  auto kernel = gpu::GPUFuncOp::create(b, loc, name, kernelType);
  kernel->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  if (launch.getDynamicThreads())
    return launch.emitOpError() << "thread count must be a constant; bind its "
                                   "parameter with tile-specialize";
  int32_t threads = static_cast<int32_t>(launch.getNumThreads());
  kernel.setKnownBlockSizeAttr(b.getDenseI32ArrayAttr({blockThreads, 1, 1}));
  if (producerWarps)
    kernel->setAttr(TileDialect::kProducerWarpsAttrName, b.getI64IntegerAttr(producerWarps));
  kernel.setKnownGridSizeAttr(b.getDenseI32ArrayAttr(
      {static_cast<int32_t>(grid[0]), static_cast<int32_t>(grid[1]),
       static_cast<int32_t>(grid[2])}));
  for (unsigned i = 0; i < func.getNumArguments(); ++i) {
    kernel.setArgAttr(i, TileDialect::kAccessAttrName,
                      b.getStringAttr(getAccess(func.getArgument(i))));
    if (auto n = func.getArgAttr(i, TileDialect::kArgNameAttrName))
      kernel.setArgAttr(i, TileDialect::kArgNameAttrName, n);
  }
  if (auto params = func->getAttr(TileDialect::kParamsAttrName))
    kernel->setAttr(TileDialect::kParamsAttrName, params);

  // Kernel body: block ids, captured constants, the launch body.
  Block &entry = kernel.getBody().front();
  b.setInsertionPointToStart(&entry);
  IRMapping mapping;
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    mapping.map(func.getArgument(i), entry.getArgument(i));
  for (Value v : captured)
    if (!mapping.contains(v))
      mapping.map(v, b.clone(*v.getDefiningOp())->getResult(0));
  const gpu::Dimension dims[] = {gpu::Dimension::x, gpu::Dimension::y,
                                 gpu::Dimension::z};
  SmallVector<Value, 3> blockIds;
  for (unsigned i = 0; i < launch.getGridRank(); ++i)
    blockIds.push_back(gpu::BlockIdOp::create(b, loc, dims[i]));
  if (std::optional<int64_t> panel = launch.getL2Swizzle())
    rasterize(b, loc, blockIds, grid[0], grid[1], *panel);
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
                          launch.getCluster().has_value());
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
  gpu::KernelDim3 gridDim{cst(grid[0]), cst(grid[1]), cst(grid[2])};
  gpu::KernelDim3 blockDim{cst(blockThreads), cst(1), cst(1)};
  SmallVector<Value> args(func.getArguments());
  for (const TensorMapView &map : lowering.getTensorMaps())
    args.push_back(TensorMapOp::create(hb, loc, LLVM::LLVMPointerType::get(ctx),
                                       func.getArgument(map.arg), map.dims,
                                       map.strides, map.box, map.swizzle));
  Value smem = sharedBytes
                   ? arith::ConstantIntOp::create(hb, loc, hb.getI32Type(), sharedBytes)
                         .getResult()
                   : Value();
  gpu::LaunchFuncOp::create(hb, loc, kernel, gridDim, blockDim, smem, args);
  launch.erase();
  return success();
}
