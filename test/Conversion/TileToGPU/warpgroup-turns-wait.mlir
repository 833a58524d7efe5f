// RUN: tile-opt %s --convert-tile-to-gpu -verify-diagnostics

// warpgroup-turns.mlir's @turns after tile-warp-specialize and
// canonicalize, with the consumers' tile.async_wait moved into the ordered
// part (no pass puts it there; a hand-pipelined kernel could): the stage it
// waits for may need a release by the warpgroup that waits for this turn,
// a hang on the GPU, so the lowering refuses it at the op.
module {
  func.func @turns(%arg0: memref<1024x1024xf16>, %arg1: memref<1024x1024xf16>, %arg2: memref<1024x1024xf32>) {
    %c2 = arith.constant 2 : index
    %c14 = arith.constant 14 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c8 = arith.constant 8 : index
    tile.launch blocks(%arg3, %arg4) in (%c8, %c8) threads(256) attributes {tile.producer_registers = 24 : i64} {
      %0 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 8>} : memref<128x64xf16, #tile.shared>
      %1 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 8>} : memref<128x64xf16, #tile.shared>
      %2 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 8>} : memref<128x64xf16, #tile.shared>
      %3 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
      %4 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
      %5 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
      %6 = tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [8, 1], instrShape = [64, 128, 16]>} : memref<128x128xf32, #tile.fragment>
      %7 = arith.muli %arg4, %c128 : index
      %8 = arith.muli %arg3, %c128 : index
      tile.clear %6 : memref<128x128xf32, #tile.fragment>
      tile.warp_specialize producer_warps(4) stage_release(<after_wgmma>) registers(24, 240) {
        %9 = tile.stage %c0 of %0, %1, %2 : memref<128x64xf16, #tile.shared>
        tile.copy %arg0[%7, %c0] -> %9 {async, tma} : memref<1024x1024xf16>, memref<128x64xf16, #tile.shared>
        %10 = tile.stage %c0 of %3, %4, %5 : memref<64x128xf16, #tile.shared>
        tile.copy %arg1[%c0, %8] -> %10 {async, tma} : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
        tile.async_commit
        %11 = tile.stage %c1 of %0, %1, %2 : memref<128x64xf16, #tile.shared>
        tile.copy %arg0[%7, %c64] -> %11 {async, tma} : memref<1024x1024xf16>, memref<128x64xf16, #tile.shared>
        %12 = tile.stage %c1 of %3, %4, %5 : memref<64x128xf16, #tile.shared>
        tile.copy %arg1[%c64, %8] -> %12 {async, tma} : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
        tile.async_commit
        scf.for %arg5 = %c0 to %c14 step %c1 {
          %13 = arith.addi %arg5, %c2 : index
          %14 = arith.remui %13, %c3 : index
          %15 = arith.muli %13, %c64 : index
          %16 = tile.stage %14 of %0, %1, %2 : memref<128x64xf16, #tile.shared>
          tile.copy %arg0[%7, %15] -> %16 {async, tma} : memref<1024x1024xf16>, memref<128x64xf16, #tile.shared>
          %17 = tile.stage %14 of %3, %4, %5 : memref<64x128xf16, #tile.shared>
          tile.copy %arg1[%15, %8] -> %17 {async, tma} : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
          tile.async_commit
        } {tile.pipelined = #tile.pipelined<stages = 3, ahead = 2>}
        scf.for %arg5 = %c14 to %c16 step %c1 {
          tile.async_commit
        } {tile.pipelined = #tile.pipelined<stages = 3, ahead = 2>}
      } consumers {
        tile.async_commit
        tile.async_commit
        scf.for %arg5 = %c0 to %c14 step %c1 {
          %9 = arith.remui %arg5, %c3 : index
          tile.warp_sync
          %10 = tile.stage %9 of %0, %1, %2 : memref<128x64xf16, #tile.shared>
          %11 = tile.stage %9 of %3, %4, %5 : memref<64x128xf16, #tile.shared>
          tile.async_commit
          // expected-error @below {{holds a tile.async_wait: the stage it waits for may need a release by a warpgroup that waits for this turn to end (a hang)}}
          tile.ordered {
            tile.async_wait {pending = 1 : i64}
            tile.gemm %10, %11, %6 : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
          }
        } {tile.pipelined = #tile.pipelined<stages = 3, ahead = 2>}
        scf.for %arg5 = %c14 to %c16 step %c1 {
          %9 = arith.remui %arg5, %c3 : index
          tile.async_wait {pending = 1 : i64}
          tile.warp_sync
          %10 = tile.stage %9 of %0, %1, %2 : memref<128x64xf16, #tile.shared>
          %11 = tile.stage %9 of %3, %4, %5 : memref<64x128xf16, #tile.shared>
          tile.async_commit
          tile.ordered {
            tile.gemm %10, %11, %6 : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
          }
        } {tile.pipelined = #tile.pipelined<stages = 3, ahead = 2>}
        tile.async_wait {pending = 0 : i64}
        tile.copy %6 -> %arg2[%7, %8] : memref<128x128xf32, #tile.fragment>, memref<1024x1024xf32>
      }
    }
    return
  }
}
