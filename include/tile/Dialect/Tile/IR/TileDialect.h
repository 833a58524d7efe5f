//===- TileDialect.h - The tile dialect -------------------------*- C++ -*-===//

#ifndef TILE_DIALECT_TILE_IR_TILEDIALECT_H
#define TILE_DIALECT_TILE_IR_TILEDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "tile/Chip/Chip.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tile/Dialect/Tile/IR/TileDialect.h.inc"
#include "tile/Dialect/Tile/IR/TileEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tile/Dialect/Tile/IR/TileAttrs.h.inc"

#define GET_OP_CLASSES
#include "tile/Dialect/Tile/IR/TileOps.h.inc"

namespace mlir::tile {

/// Where a buffer lives.
enum class MemorySpace { Global, Shared, Fragment, Local };

/// The memory space of a memref type; anything that is not a tile space is
/// global memory.
MemorySpace getMemorySpace(MemRefType type);
/// "global", "shared", "fragment" or "local".
StringRef stringifyMemorySpace(MemorySpace space);
/// The attribute naming `space` (null for global).
Attribute getMemorySpaceAttr(MLIRContext *ctx, MemorySpace space);

/// A type as MLIR prints it ("f16", "bf16"): the key of the chips' tables
/// of tensor-core instructions (tile/Chip/Chip.h).
std::string getTypeName(Type type);

/// Whether a host function may take a value of `type` and pass it to its
/// kernels by value: the scalar types a manifest names (i8, i32, i64,
/// index as i64, f16, bf16, f32, f64).
bool isScalarArgumentType(Type type);

/// True for buffers that live on chip (shared, fragment or local).
inline bool isOnChip(MemorySpace space) { return space != MemorySpace::Global; }

/// Whether two fragment layouts put every element on the same thread and
/// register: equal, or #tile.mma layouts with the same blocked equivalent
/// (wgmma accumulators that differ only in their instruction's N).
bool haveSameDistribution(Attribute a, Attribute b);

/// The enclosing tile.launch, if any.
LaunchOp getEnclosingLaunch(Operation *op);

/// Whether `launch` asks, in the kernel file, for TMA loads from a producer
/// warp (a bound `tile.warp_specialize`).
bool asksForProducerWarp(LaunchOp launch);

} // namespace mlir::tile

#endif // TILE_DIALECT_TILE_IR_TILEDIALECT_H
