// RUN: tile-opt %s --convert-tile-to-gpu -verify-diagnostics

// warpgroup-turns.mlir's @turns after tile-warp-specialize, with the
// consumers' tile.async_wait moved into the ordered part (no pass puts it
// there; a hand-pipelined kernel could): the stage it waits for may need a
// release by the warpgroup that waits for this turn, a hang on the GPU, so
// the lowering refuses it at the op.
module {
  func.func @turns(%arg0: memref<1024x1024xf16>, %arg1: memref<1024x1024xf16>, %arg2: memref<1024x1024xf32>) {
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
      %c0_0 = arith.constant 0 : index
      %9 = arith.muli %c1, %c0_0 : index
      %10 = arith.addi %c0, %9 : index
      %c0_1 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %c0_2 = arith.constant 0 : index
      %11 = arith.muli %10, %c64 : index
      tile.warp_specialize producer_warps(4) stage_release(<after_wgmma>) registers(24, 240) {
        %12 = tile.stage %c0_2 of %0, %1, %2 : memref<128x64xf16, #tile.shared>
        tile.copy %arg0[%7, %11] -> %12 {async, tma} : memref<1024x1024xf16>, memref<128x64xf16, #tile.shared>
        %13 = tile.stage %c0_2 of %3, %4, %5 : memref<64x128xf16, #tile.shared>
        tile.copy %arg1[%11, %8] -> %13 {async, tma} : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
        tile.async_commit
        %c1_3 = arith.constant 1 : index
        %14 = arith.muli %c1, %c1_3 : index
        %15 = arith.addi %c0, %14 : index
        %c1_4 = arith.constant 1 : index
        %16 = arith.muli %15, %c64 : index
        %17 = tile.stage %c1_4 of %0, %1, %2 : memref<128x64xf16, #tile.shared>
        tile.copy %arg0[%7, %16] -> %17 {async, tma} : memref<1024x1024xf16>, memref<128x64xf16, #tile.shared>
        %18 = tile.stage %c1_4 of %3, %4, %5 : memref<64x128xf16, #tile.shared>
        tile.copy %arg1[%16, %8] -> %18 {async, tma} : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
        tile.async_commit
        %c14 = arith.constant 14 : index
        scf.for %arg5 = %c0 to %c14 step %c1 {
          %19 = arith.subi %arg5, %c0 : index
          %20 = arith.divui %19, %c1 : index
          %c2 = arith.constant 2 : index
          %c2_5 = arith.constant 2 : index
          %21 = arith.muli %c1, %c2_5 : index
          %22 = arith.addi %arg5, %21 : index
          %23 = arith.addi %20, %c2 : index
          %c3_6 = arith.constant 3 : index
          %24 = arith.remui %23, %c3_6 : index
          %25 = arith.muli %22, %c64 : index
          %26 = tile.stage %24 of %0, %1, %2 : memref<128x64xf16, #tile.shared>
          tile.copy %arg0[%7, %25] -> %26 {async, tma} : memref<1024x1024xf16>, memref<128x64xf16, #tile.shared>
          %27 = tile.stage %24 of %3, %4, %5 : memref<64x128xf16, #tile.shared>
          tile.copy %arg1[%25, %8] -> %27 {async, tma} : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
          tile.async_commit
        } {tile.pipelined = #tile.pipelined<stages = 3, ahead = 2>}
        scf.for %arg5 = %c14 to %c16 step %c1 {
          tile.async_commit
        } {tile.pipelined = #tile.pipelined<stages = 3, ahead = 2>}
      } consumers {
        %12 = tile.stage %c0_2 of %0, %1, %2 : memref<128x64xf16, #tile.shared>
        %13 = tile.stage %c0_2 of %3, %4, %5 : memref<64x128xf16, #tile.shared>
        tile.async_commit
        %c1_3 = arith.constant 1 : index
        %14 = arith.muli %c1, %c1_3 : index
        %15 = arith.addi %c0, %14 : index
        %c1_4 = arith.constant 1 : index
        %c3_5 = arith.constant 3 : index
        %c1_6 = arith.constant 1 : index
        %16 = arith.muli %15, %c64 : index
        %17 = tile.stage %c1_6 of %0, %1, %2 : memref<128x64xf16, #tile.shared>
        %18 = tile.stage %c1_6 of %3, %4, %5 : memref<64x128xf16, #tile.shared>
        tile.async_commit
        %c14 = arith.constant 14 : index
        scf.for %arg5 = %c0 to %c14 step %c1 {
          %19 = arith.subi %arg5, %c0 : index
          %20 = arith.divui %19, %c1 : index
          %c3_7 = arith.constant 3 : index
          %21 = arith.remui %20, %c3_7 : index
          tile.warp_sync
          %c2 = arith.constant 2 : index
          %c2_8 = arith.constant 2 : index
          %22 = arith.muli %c1, %c2_8 : index
          %23 = arith.addi %arg5, %22 : index
          %24 = arith.addi %20, %c2 : index
          %c3_9 = arith.constant 3 : index
          %25 = arith.remui %24, %c3_9 : index
          %26 = tile.stage %21 of %0, %1, %2 : memref<128x64xf16, #tile.shared>
          %27 = tile.stage %21 of %3, %4, %5 : memref<64x128xf16, #tile.shared>
          %28 = arith.muli %23, %c64 : index
          %29 = tile.stage %25 of %0, %1, %2 : memref<128x64xf16, #tile.shared>
          %30 = tile.stage %25 of %3, %4, %5 : memref<64x128xf16, #tile.shared>
          tile.async_commit
          // expected-error @below {{holds a tile.async_wait: the stage it waits for may need a release by a warpgroup that waits for this turn to end (a hang)}}
          tile.ordered {
            tile.async_wait {pending = 1 : i64}
            tile.gemm %26, %27, %6 : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
          }
        } {tile.pipelined = #tile.pipelined<stages = 3, ahead = 2>}
        scf.for %arg5 = %c14 to %c16 step %c1 {
          %19 = arith.subi %arg5, %c0 : index
          %20 = arith.divui %19, %c1 : index
          %c3_7 = arith.constant 3 : index
          %21 = arith.remui %20, %c3_7 : index
          tile.async_wait {pending = 1 : i64}
          tile.warp_sync
          %c2 = arith.constant 2 : index
          %c2_8 = arith.constant 2 : index
          %22 = arith.muli %c1, %c2_8 : index
          %23 = arith.addi %arg5, %22 : index
          %24 = arith.addi %20, %c2 : index
          %c3_9 = arith.constant 3 : index
          %25 = arith.remui %24, %c3_9 : index
          %26 = tile.stage %21 of %0, %1, %2 : memref<128x64xf16, #tile.shared>
          %27 = tile.stage %21 of %3, %4, %5 : memref<64x128xf16, #tile.shared>
          %28 = arith.muli %23, %c64 : index
          %29 = tile.stage %25 of %0, %1, %2 : memref<128x64xf16, #tile.shared>
          %30 = tile.stage %25 of %3, %4, %5 : memref<64x128xf16, #tile.shared>
          tile.async_commit
          tile.ordered {
            tile.gemm %26, %27, %6 : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
          }
        } {tile.pipelined = #tile.pipelined<stages = 3, ahead = 2>}
        tile.async_wait {pending = 0 : i64}
        tile.copy %6 -> %arg2[%7, %8] : memref<128x128xf32, #tile.fragment>, memref<1024x1024xf32>
      }
    }
    return
  }
}

