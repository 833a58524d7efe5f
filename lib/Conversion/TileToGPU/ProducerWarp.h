//===- ProducerWarp.h - Split a launch into a producer and consumers ------===//

#ifndef TILE_CONVERSION_TILETOGPU_PRODUCERWARP_H
#define TILE_CONVERSION_TILETOGPU_PRODUCERWARP_H

#include "tile/Dialect/Tile/IR/TileDialect.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#include <string>

namespace mlir::tile {

/// Splits `launch`'s body at its first pipelined copy into
/// `scf.if (thread id >= threads) { producer } else { consumers }`. The
/// consumers (the launch's threads) keep every op from there on except the
/// async copies; the producer (an extra warp the kernel is launched with)
/// gets a clone of which only the async copies, the commits, what their
/// operands need and the loops and conditions around them remain. The
/// buffers the copies fill must be allocated before the split. Returns the
/// scf.if, or failure with `why` set (the body is then unchanged).
FailureOr<scf::IfOp> splitProducerWarp(LaunchOp launch, std::string &why);

} // namespace mlir::tile

#endif // TILE_CONVERSION_TILETOGPU_PRODUCERWARP_H
