// -----// IR Dump After TileInferLayout (tile-infer-layout) ('builtin.module' operation) //----- //
module {
  func.func @softmax_f16(%arg0: memref<8192x8192xf16> {tile.name = "X"}, %arg1: memref<8192x8192xf16> {tile.name = "Y"}) attributes {tile.params = {M = 8192 : i64, N = 8192 : i64, block_M = 1 : i64, block_N = 8192 : i64, threads = 1024 : i64}} {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 1.44269502 : f32
    %c0 = arith.constant 0 : index
    %c8192 = arith.constant 8192 : index
    tile.launch blocks(%arg2) in (%c8192) threads(1024) attributes {full_occupancy} {
      %0 = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>} : memref<1x8192xf16, #tile.fragment>
      %1 = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>} : memref<1x8192xf32, #tile.fragment>
      %2 = tile.alloc_fragment() {layout = #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>>} : memref<1xf32, #tile.fragment>
      %3 = tile.alloc_fragment() {layout = #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>>} : memref<1xf32, #tile.fragment>
      tile.copy %arg0[%arg2, %c0] -> %0 {pad = 0xFC00 : f16} : memref<8192x8192xf16>, memref<1x8192xf16, #tile.fragment>
      tile.parallel (%arg3, %arg4) in (1, 8192) attributes {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>} {
        %4 = memref.load %0[%arg3, %arg4] : memref<1x8192xf16, #tile.fragment>
        %5 = arith.extf %4 : f16 to f32
        memref.store %5, %1[%arg3, %arg4] : memref<1x8192xf32, #tile.fragment>
      }
      tile.reduce  max %1 -> %2 {dim = 1 : i64} : memref<1x8192xf32, #tile.fragment>, memref<1xf32, #tile.fragment>
      tile.parallel (%arg3, %arg4) in (1, 8192) attributes {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>} {
        %4 = memref.load %1[%arg3, %arg4] : memref<1x8192xf32, #tile.fragment>
        %5 = memref.load %2[%arg3] : memref<1xf32, #tile.fragment>
        %6 = arith.mulf %4, %cst_0 fastmath<contract> : f32
        %7 = arith.mulf %5, %cst_0 : f32
        %8 = arith.subf %6, %7 fastmath<contract> : f32
        %9 = math.exp2 %8 fastmath<afn> : f32
        memref.store %9, %1[%arg3, %arg4] : memref<1x8192xf32, #tile.fragment>
      }
      tile.reduce  sum %1 -> %3 {dim = 1 : i64} : memref<1x8192xf32, #tile.fragment>, memref<1xf32, #tile.fragment>
      tile.parallel (%arg3, %arg4) in (1, 8192) attributes {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>} {
        %4 = memref.load %1[%arg3, %arg4] : memref<1x8192xf32, #tile.fragment>
        %5 = memref.load %3[%arg3] : memref<1xf32, #tile.fragment>
        %6 = arith.divf %cst, %5 fastmath<afn> : f32
        %7 = arith.mulf %4, %6 : f32
        %8 = arith.truncf %7 : f32 to f16
        memref.store %8, %0[%arg3, %arg4] : memref<1x8192xf16, #tile.fragment>
      }
      tile.copy %0 -> %arg1[%arg2, %c0] : memref<1x8192xf16, #tile.fragment>, memref<8192x8192xf16>
    }
    return
  }
  func.func @softmax_bf16(%arg0: memref<8192x8192xbf16> {tile.name = "X"}, %arg1: memref<8192x8192xbf16> {tile.name = "Y"}) attributes {tile.params = {M = 8192 : i64, N = 8192 : i64, block_M = 1 : i64, block_N = 8192 : i64, threads = 1024 : i64}} {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 1.44269502 : f32
    %c0 = arith.constant 0 : index
    %c8192 = arith.constant 8192 : index
    tile.launch blocks(%arg2) in (%c8192) threads(1024) attributes {full_occupancy} {
      %0 = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>} : memref<1x8192xbf16, #tile.fragment>
      %1 = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>} : memref<1x8192xf32, #tile.fragment>
      %2 = tile.alloc_fragment() {layout = #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>>} : memref<1xf32, #tile.fragment>
      %3 = tile.alloc_fragment() {layout = #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>>} : memref<1xf32, #tile.fragment>
      tile.copy %arg0[%arg2, %c0] -> %0 {pad = 0xFF80 : bf16} : memref<8192x8192xbf16>, memref<1x8192xbf16, #tile.fragment>
      tile.parallel (%arg3, %arg4) in (1, 8192) attributes {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>} {
        %4 = memref.load %0[%arg3, %arg4] : memref<1x8192xbf16, #tile.fragment>
        %5 = arith.extf %4 : bf16 to f32
        memref.store %5, %1[%arg3, %arg4] : memref<1x8192xf32, #tile.fragment>
      }
      tile.reduce  max %1 -> %2 {dim = 1 : i64} : memref<1x8192xf32, #tile.fragment>, memref<1xf32, #tile.fragment>
      tile.parallel (%arg3, %arg4) in (1, 8192) attributes {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>} {
        %4 = memref.load %1[%arg3, %arg4] : memref<1x8192xf32, #tile.fragment>
        %5 = memref.load %2[%arg3] : memref<1xf32, #tile.fragment>
        %6 = arith.mulf %4, %cst_0 fastmath<contract> : f32
        %7 = arith.mulf %5, %cst_0 : f32
        %8 = arith.subf %6, %7 fastmath<contract> : f32
        %9 = math.exp2 %8 fastmath<afn> : f32
        memref.store %9, %1[%arg3, %arg4] : memref<1x8192xf32, #tile.fragment>
      }
      tile.reduce  sum %1 -> %3 {dim = 1 : i64} : memref<1x8192xf32, #tile.fragment>, memref<1xf32, #tile.fragment>
      tile.parallel (%arg3, %arg4) in (1, 8192) attributes {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>} {
        %4 = memref.load %1[%arg3, %arg4] : memref<1x8192xf32, #tile.fragment>
        %5 = memref.load %3[%arg3] : memref<1xf32, #tile.fragment>
        %6 = arith.divf %cst, %5 fastmath<afn> : f32
        %7 = arith.mulf %4, %6 : f32
        %8 = arith.truncf %7 : f32 to bf16
        memref.store %8, %0[%arg3, %arg4] : memref<1x8192xbf16, #tile.fragment>
      }
      tile.copy %0 -> %arg1[%arg2, %c0] : memref<1x8192xbf16, #tile.fragment>, memref<8192x8192xbf16>
    }
    return
  }
  func.func @softmax_online_f16(%arg0: memref<1024x65536xf16> {tile.name = "X"}, %arg1: memref<1024x65536xf16> {tile.name = "Y"}) attributes {tile.params = {M = 1024 : i64, N = 65536 : i64, block_N = 8192 : i64, threads = 1024 : i64}} {
    %c8 = arith.constant 8 : index
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.44269502 : f32
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %c8192 = arith.constant 8192 : index
    tile.launch blocks(%arg2) in (%c1024) threads(1024) {
      %0 = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>} : memref<1x8192xf16, #tile.fragment>
      %1 = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>} : memref<1x8192xf32, #tile.fragment>
      %2 = tile.alloc_fragment() {layout = #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>>} : memref<1xf32, #tile.fragment>
      %3 = tile.alloc_fragment() {layout = #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>>} : memref<1xf32, #tile.fragment>
      %4 = tile.alloc_local() : memref<1xf32, #tile.local>
      %5 = tile.alloc_local() : memref<1xf32, #tile.local>
      memref.store %cst_1, %4[%c0] : memref<1xf32, #tile.local>
      memref.store %cst_0, %5[%c0] : memref<1xf32, #tile.local>
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %9 = arith.muli %arg3, %c8192 : index
        tile.copy %arg0[%arg2, %9] -> %0 {pad = 0xFC00 : f16} : memref<1024x65536xf16>, memref<1x8192xf16, #tile.fragment>
        tile.parallel (%arg4, %arg5) in (1, 8192) attributes {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>} {
          %11 = memref.load %0[%arg4, %arg5] : memref<1x8192xf16, #tile.fragment>
          %12 = arith.extf %11 : f16 to f32
          memref.store %12, %1[%arg4, %arg5] : memref<1x8192xf32, #tile.fragment>
        }
        tile.reduce  max %1 -> %2 {dim = 1 : i64} : memref<1x8192xf32, #tile.fragment>, memref<1xf32, #tile.fragment>
        %10 = memref.load %4[%c0] : memref<1xf32, #tile.local>
        tile.parallel (%arg4, %arg5) in (1, 8192) attributes {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>} {
          %11 = memref.load %1[%arg4, %arg5] : memref<1x8192xf32, #tile.fragment>
          %12 = memref.load %2[%arg4] : memref<1xf32, #tile.fragment>
          %13 = arith.maxnumf %10, %12 : f32
          %14 = arith.mulf %11, %cst_2 fastmath<contract> : f32
          %15 = arith.mulf %13, %cst_2 : f32
          %16 = arith.subf %14, %15 fastmath<contract> : f32
          %17 = math.exp2 %16 fastmath<afn> : f32
          memref.store %17, %1[%arg4, %arg5] : memref<1x8192xf32, #tile.fragment>
        }
        tile.reduce  sum %1 -> %3 {dim = 1 : i64} : memref<1x8192xf32, #tile.fragment>, memref<1xf32, #tile.fragment>
        tile.parallel (%arg4) in (1) attributes {layout = #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>>} {
          %11 = memref.load %2[%arg4] : memref<1xf32, #tile.fragment>
          %12 = memref.load %3[%arg4] : memref<1xf32, #tile.fragment>
          %13 = memref.load %5[%c0] : memref<1xf32, #tile.local>
          %14 = arith.maxnumf %10, %11 : f32
          %15 = arith.subf %10, %14 : f32
          %16 = arith.mulf %15, %cst_2 : f32
          %17 = math.exp2 %16 fastmath<afn> : f32
          %18 = arith.mulf %13, %17 : f32
          %19 = arith.addf %18, %12 : f32
          memref.store %19, %5[%c0] : memref<1xf32, #tile.local>
          memref.store %14, %4[%c0] : memref<1xf32, #tile.local>
        }
      }
      %6 = memref.load %4[%c0] : memref<1xf32, #tile.local>
      %7 = memref.load %5[%c0] : memref<1xf32, #tile.local>
      %8 = arith.divf %cst, %7 fastmath<afn> : f32
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %9 = arith.muli %arg3, %c8192 : index
        tile.copy %arg0[%arg2, %9] -> %0 {pad = 0xFC00 : f16} : memref<1024x65536xf16>, memref<1x8192xf16, #tile.fragment>
        tile.parallel (%arg4, %arg5) in (1, 8192) attributes {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 32], order = [1, 0]>} {
          %10 = memref.load %0[%arg4, %arg5] : memref<1x8192xf16, #tile.fragment>
          %11 = arith.extf %10 : f16 to f32
          %12 = arith.mulf %11, %cst_2 fastmath<contract> : f32
          %13 = arith.mulf %6, %cst_2 : f32
          %14 = arith.subf %12, %13 fastmath<contract> : f32
          %15 = math.exp2 %14 fastmath<afn> : f32
          %16 = arith.mulf %15, %8 : f32
          %17 = arith.truncf %16 : f32 to f16
          memref.store %17, %0[%arg4, %arg5] : memref<1x8192xf16, #tile.fragment>
        }
        tile.copy %0 -> %arg1[%arg2, %9] : memref<1x8192xf16, #tile.fragment>, memref<1024x65536xf16>
      }
    }
    return
  }
}


