// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

// Round trip of every op and attribute of the tile dialect, in the custom and
// in the generic form.

//===----------------------------------------------------------------------===//
// tile.launch
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @launch_grids
// CHECK-SAME: (%[[GX:[^:]+]]: index, %[[GY:[^:]+]]: index, %[[GZ:[^:]+]]: index)
func.func @launch_grids(%gx: index, %gy: index, %gz: index) {
  // CHECK: tile.launch blocks(%[[BX:[^)]+]]) in (%[[GX]]) threads(32) {
  // CHECK-NEXT: }
  tile.launch blocks(%bx) in (%gx) threads(32) {
  }
  // CHECK: tile.launch blocks(%[[BX2:[^,]+]], %[[BY2:[^)]+]]) in (%[[GX]], %[[GY]]) threads(128) l2_swizzle(8) {
  // CHECK-NEXT: arith.addi %[[BX2]], %[[BY2]] : index
  // CHECK-NEXT: }
  tile.launch blocks(%bx, %by) in (%gx, %gy) threads(128) l2_swizzle(8) {
    %s = arith.addi %bx, %by : index
  }
  // CHECK: tile.launch blocks(%[[BX3:[^,]+]], %[[BY3:[^,]+]], %[[BZ3:[^)]+]]) in (%[[GX]], %[[GY]], %[[GZ]]) threads(1024) {
  // CHECK-NEXT: tile.print "%d %d %d" %[[BX3]], %[[BY3]], %[[BZ3]] : index, index, index
  // CHECK-NEXT: }
  tile.launch blocks(%bx, %by, %bz) in (%gx, %gy, %gz) threads(1024) {
    tile.print "%d %d %d" %bx, %by, %bz : index, index, index
  }
  // The explicit terminator is elided when printed.
  // CHECK: tile.launch blocks(%{{.+}}) in (%[[GX]]) threads(64) {
  // CHECK-NOT: tile.yield
  // CHECK: return
  tile.launch blocks(%bx) in (%gx) threads(64) {
    tile.yield
  }
  return
}

//===----------------------------------------------------------------------===//
// tile.param
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @params
func.func @params() -> (index, index, i32) {
  // CHECK: %[[N:.+]] = tile.param "N" = 1048576 multiple_of 256 : index
  %n = tile.param "N" = 1048576 multiple_of 256 : index
  // CHECK: %[[BM:.+]] = tile.param "block_M" = 128 in [64, 128, 256] : index
  %bm = tile.param "block_M" = 128 in [64, 128, 256] : index
  // CHECK: %[[K:.+]] = tile.param "_k2" = 4 : i32
  %k = tile.param "_k2" = 4 : i32
  // CHECK: return %[[N]], %[[BM]], %[[K]] : index, index, i32
  return %n, %bm, %k : index, index, i32
}

// A default read from the chip's description.
// CHECK-LABEL: func.func @chip_params
func.func @chip_params() -> (index, index) {
  // CHECK: tile.param "multiprocessors" = chip(multiprocessors) : index
  %sms = tile.param "multiprocessors" = chip(multiprocessors) : index
  // CHECK: tile.param "cluster_max" = chip(max_cluster) : index
  %c = tile.param "cluster_max" = chip(max_cluster) : index
  return %sms, %c : index, index
}

//===----------------------------------------------------------------------===//
// Allocations and layout attributes
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @allocs
// CHECK-SAME: (%[[N:[^:]+]]: index, %[[G:[^:]+]]: index)
func.func @allocs(%n: index, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // CHECK: tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    %s0 = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    // CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 64>} : memref<32x128xf16, #tile.shared>
    %s1 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 64>} : memref<32x128xf16, #tile.shared>
    // CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 0>} : memref<16x16xf16, #tile.shared>
    %s2 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 0>} : memref<16x16xf16, #tile.shared>
    // CHECK: tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerBlock = [4, 1], order = [1, 0]>} : memref<64x64xf32, #tile.fragment>
    %f0 = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerBlock = [4, 1], order = [1, 0]>} : memref<64x64xf32, #tile.fragment>
    // CHECK: tile.alloc_fragment() {layout = #tile.mma<version = 2, warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} : memref<64x64xf32, #tile.fragment>
    %f1 = tile.alloc_fragment() {layout = #tile.mma<version = 2, warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} : memref<64x64xf32, #tile.fragment>
    // CHECK: tile.alloc_fragment() {layout = #tile.wgmma<warpGroupsPerBlock = [1, 1], instrShape = [64, 128, 16]>} : memref<64x128xf32, #tile.fragment>
    %f2 = tile.alloc_fragment() {layout = #tile.wgmma<warpGroupsPerBlock = [1, 1], instrShape = [64, 128, 16]>} : memref<64x128xf32, #tile.fragment>
    // CHECK: tile.alloc_fragment() {layout = #tile.mma_operand<opIdx = 0, parent = #tile.mma<version = 2, warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>>} : memref<64x32xf16, #tile.fragment>
    %f3 = tile.alloc_fragment() {layout = #tile.mma_operand<opIdx = 0, parent = #tile.mma<version = 2, warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>>} : memref<64x32xf16, #tile.fragment>
    // CHECK: tile.alloc_fragment() {layout = #tile.mma_operand<opIdx = 1, parent = #tile.wgmma<warpGroupsPerBlock = [2, 1], instrShape = [64, 64, 16]>>} : memref<32x64xf16, #tile.fragment>
    %f4 = tile.alloc_fragment() {layout = #tile.mma_operand<opIdx = 1, parent = #tile.wgmma<warpGroupsPerBlock = [2, 1], instrShape = [64, 64, 16]>>} : memref<32x64xf16, #tile.fragment>
    // CHECK: tile.alloc_fragment(%[[N]]) : memref<?xf32, #tile.fragment>
    %f5 = tile.alloc_fragment(%n) : memref<?xf32, #tile.fragment>
    // CHECK: tile.alloc_fragment(%[[N]], %[[N]]) {layout = #tile.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [2, 4, 4], warpsPerBlock = [4, 1, 1], order = [2, 1, 0]>} : memref<?x4x?xi8, #tile.fragment>
    %f6 = tile.alloc_fragment(%n, %n) {layout = #tile.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [2, 4, 4], warpsPerBlock = [4, 1, 1], order = [2, 1, 0]>} : memref<?x4x?xi8, #tile.fragment>
    // CHECK: tile.alloc_local() : memref<8xf32, #tile.local>
    %l0 = tile.alloc_local() : memref<8xf32, #tile.local>
    // CHECK: tile.alloc_local(%[[N]]) : memref<?xi64, #tile.local>
    %l1 = tile.alloc_local(%n) : memref<?xi64, #tile.local>
    // CHECK: tile.alloc_local() {layout = #tile.blocked<sizePerThread = [2, 2], threadsPerWarp = [8, 4], warpsPerBlock = [2, 2], order = [0, 1]>} : memref<4x4xbf16, #tile.local>
    %l2 = tile.alloc_local() {layout = #tile.blocked<sizePerThread = [2, 2], threadsPerWarp = [8, 4], warpsPerBlock = [2, 2], order = [0, 1]>} : memref<4x4xbf16, #tile.local>
  }
  return
}

//===----------------------------------------------------------------------===//
// tile.copy, tile.fill, tile.clear
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @copies
// CHECK-SAME: (%[[A:[^:]+]]: memref<1024x1024xf16>, %[[C:[^:]+]]: memref<1024xf32>, %[[G:[^:]+]]: index)
func.func @copies(%A: memref<1024x1024xf16>, %C: memref<1024xf32>, %g: index) {
  // CHECK: tile.launch blocks(%[[BX:[^,]+]], %{{[^)]+}}) in (%[[G]], %[[G]]) threads(128) {
  tile.launch blocks(%bx, %by) in (%g, %g) threads(128) {
    // CHECK: %[[C0:.+]] = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    // CHECK: %[[OFF:.+]] = arith.muli %[[BX]], %[[G]] : index
    %off = arith.muli %bx, %g : index
    // CHECK: %[[FA:.+]] = tile.alloc_fragment() : memref<64x32xf16, #tile.fragment>
    %fa = tile.alloc_fragment() : memref<64x32xf16, #tile.fragment>
    // Global -> fragment, indexed source.
    // CHECK: tile.copy %[[A]][%[[OFF]], %[[C0]]] -> %[[FA]] : memref<1024x1024xf16>, memref<64x32xf16, #tile.fragment>
    tile.copy %A[%off, %c0] -> %fa : memref<1024x1024xf16>, memref<64x32xf16, #tile.fragment>
    // Masked load with a pad value.
    // CHECK: tile.copy %[[A]][%[[OFF]], %[[C0]]] -> %[[FA]] {pad = 1.000000e+00 : f16} : memref<1024x1024xf16>, memref<64x32xf16, #tile.fragment>
    tile.copy %A[%off, %c0] -> %fa {pad = 1.0 : f16} : memref<1024x1024xf16>, memref<64x32xf16, #tile.fragment>
    // CHECK: %[[FC:.+]] = tile.alloc_fragment() : memref<256xf32, #tile.fragment>
    %fc = tile.alloc_fragment() : memref<256xf32, #tile.fragment>
    // Fragment -> global, indexed destination.
    // CHECK: tile.copy %[[FC]] -> %[[C]][%[[OFF]]] : memref<256xf32, #tile.fragment>, memref<1024xf32>
    tile.copy %fc -> %C[%off] : memref<256xf32, #tile.fragment>, memref<1024xf32>
    // Shared -> fragment, unindexed.
    // CHECK: %[[S:.+]] = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    %s = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    // CHECK: tile.copy %[[S]] -> %[[FA]] : memref<64x32xf16, #tile.shared>, memref<64x32xf16, #tile.fragment>
    tile.copy %s -> %fa : memref<64x32xf16, #tile.shared>, memref<64x32xf16, #tile.fragment>
    // Shared (indexed) -> fragment with an integer pad.
    // CHECK: %[[SI:.+]] = tile.alloc_shared() : memref<128xi32, #tile.shared>
    %si = tile.alloc_shared() : memref<128xi32, #tile.shared>
    // CHECK: %[[LI:.+]] = tile.alloc_local() : memref<4xi32, #tile.local>
    %li = tile.alloc_local() : memref<4xi32, #tile.local>
    // CHECK: tile.copy %[[SI]][%[[C0]]] -> %[[LI]] {pad = -1 : i32} : memref<128xi32, #tile.shared>, memref<4xi32, #tile.local>
    tile.copy %si[%c0] -> %li {pad = -1 : i32} : memref<128xi32, #tile.shared>, memref<4xi32, #tile.local>
    // CHECK: %[[CST:.+]] = arith.constant 0.000000e+00 : f32
    %cst = arith.constant 0.0 : f32
    // CHECK: tile.fill %[[FC]], %[[CST]] : memref<256xf32, #tile.fragment>, f32
    tile.fill %fc, %cst : memref<256xf32, #tile.fragment>, f32
    // CHECK: tile.clear %[[S]] : memref<64x32xf16, #tile.shared>
    tile.clear %s : memref<64x32xf16, #tile.shared>
    // CHECK: tile.clear %[[LI]] : memref<4xi32, #tile.local>
    tile.clear %li : memref<4xi32, #tile.local>
  }
  return
}

//===----------------------------------------------------------------------===//
// tile.gemm
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @gemms
func.func @gemms(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // CHECK: %[[A:.+]] = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    %a = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    // CHECK: %[[B:.+]] = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    // CHECK: %[[ACC:.+]] = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    // CHECK: tile.gemm %[[A]], %[[B]], %[[ACC]] {transpose_b} : memref<128x32xf16, #tile.shared>, memref<128x32xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    tile.gemm %a, %b, %acc {transpose_b} : memref<128x32xf16, #tile.shared>, memref<128x32xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    // CHECK: tile.gemm %[[A]], %[[B]], %[[ACC]] {clear_accum, policy = #tile.policy<full_row>, transpose_b} : memref<128x32xf16, #tile.shared>, memref<128x32xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    tile.gemm %a, %b, %acc {clear_accum, policy = #tile.policy<full_row>, transpose_b} : memref<128x32xf16, #tile.shared>, memref<128x32xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    // CHECK: tile.gemm %[[A]], %[[B]], %[[ACC]] clear(%[[FIRST:.+]]) {transpose_b} : memref<128x32xf16, #tile.shared>, memref<128x32xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    %first = arith.cmpi eq, %bx, %g : index
    tile.gemm %a, %b, %acc clear(%first) {transpose_b} : memref<128x32xf16, #tile.shared>, memref<128x32xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    // CHECK: tile.gemm %[[A]], %[[B]], %[[ACC]] {async, transpose_b} : memref<128x32xf16, #tile.shared>, memref<128x32xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    tile.gemm %a, %b, %acc {async, transpose_b} : memref<128x32xf16, #tile.shared>, memref<128x32xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    // CHECK: tile.gemm_wait %[[ACC]] {pending = 1 : i64} : memref<128x128xf32, #tile.fragment>
    tile.gemm_wait %acc {pending = 1} : memref<128x128xf32, #tile.fragment>
    // CHECK: %[[AT:.+]] = tile.alloc_shared() : memref<32x128xbf16, #tile.shared>
    %at = tile.alloc_shared() : memref<32x128xbf16, #tile.shared>
    // CHECK: %[[BF:.+]] = tile.alloc_fragment() : memref<32x64xbf16, #tile.fragment>
    %bf = tile.alloc_fragment() : memref<32x64xbf16, #tile.fragment>
    // CHECK: %[[ACC2:.+]] = tile.alloc_fragment() : memref<128x64xf32, #tile.fragment>
    %acc2 = tile.alloc_fragment() : memref<128x64xf32, #tile.fragment>
    // CHECK: tile.gemm %[[AT]], %[[BF]], %[[ACC2]] {policy = #tile.policy<square>, transpose_a} : memref<32x128xbf16, #tile.shared>, memref<32x64xbf16, #tile.fragment>, memref<128x64xf32, #tile.fragment>
    tile.gemm %at, %bf, %acc2 {transpose_a, policy = #tile.policy<square>} : memref<32x128xbf16, #tile.shared>, memref<32x64xbf16, #tile.fragment>, memref<128x64xf32, #tile.fragment>
    // CHECK: tile.gemm %[[AT]], %[[BF]], %[[ACC2]] {policy = #tile.policy<full_col>, transpose_a} : memref<32x128xbf16, #tile.shared>, memref<32x64xbf16, #tile.fragment>, memref<128x64xf32, #tile.fragment>
    tile.gemm %at, %bf, %acc2 {transpose_a, policy = #tile.policy<full_col>} : memref<32x128xbf16, #tile.shared>, memref<32x64xbf16, #tile.fragment>, memref<128x64xf32, #tile.fragment>
  }
  return
}

//===----------------------------------------------------------------------===//
// tile.parallel
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @parallels
// CHECK-SAME: (%[[G:[^:]+]]: index, %[[N:[^:]+]]: index)
func.func @parallels(%g: index, %n: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // CHECK: %[[S:.+]] = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    %s = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    // CHECK: tile.parallel (%[[I:[^,]+]], %[[J:[^)]+]]) in (64, 128) {
    // CHECK-NEXT: %[[X:.+]] = memref.load %[[S]][%[[I]], %[[J]]] : memref<64x128xf32, #tile.fragment>
    // CHECK-NEXT: memref.store %[[X]], %[[S]][%[[I]], %[[J]]] : memref<64x128xf32, #tile.fragment>
    // CHECK-NEXT: }
    tile.parallel (%i, %j) in (64, 128) {
      %x = memref.load %s[%i, %j] : memref<64x128xf32, #tile.fragment>
      memref.store %x, %s[%i, %j] : memref<64x128xf32, #tile.fragment>
    }
    // CHECK: tile.parallel (%[[I2:[^,]+]], %[[J2:[^)]+]]) in (%[[N]], 128) attributes {layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerBlock = [4, 1], order = [1, 0]>} {
    // CHECK-NEXT: memref.load %[[S]][%[[I2]], %[[J2]]]
    tile.parallel (%i, %j) in (%n, 128) attributes {layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerBlock = [4, 1], order = [1, 0]>} {
      %x = memref.load %s[%i, %j] : memref<64x128xf32, #tile.fragment>
      memref.store %x, %s[%i, %j] : memref<64x128xf32, #tile.fragment>
    }
    // CHECK: tile.parallel (%{{[^)]+}}) in (%[[N]], 16) attributes {layout = #tile.mma<version = 2, warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} {
    // CHECK-NEXT: }
    tile.parallel (%i, %j) in (%n, 16) attributes {layout = #tile.mma<version = 2, warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} {
      tile.yield
    }
  }
  return
}

//===----------------------------------------------------------------------===//
// tile.reduce, tile.atomic_add
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @reductions
// CHECK-SAME: (%[[C:[^:]+]]: memref<1024x1024xf32>, %[[G:[^:]+]]: index)
func.func @reductions(%C: memref<1024x1024xf32>, %g: index) {
  // CHECK: tile.launch blocks(%[[BX:[^)]+]]) in (%[[G]]) threads(128) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // CHECK: %[[S:.+]] = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    %s = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    // CHECK: %[[M:.+]] = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    %m = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    // CHECK: %[[K:.+]] = tile.alloc_fragment() : memref<64x1xf32, #tile.fragment>
    %k = tile.alloc_fragment() : memref<64x1xf32, #tile.fragment>
    // CHECK: %[[L:.+]] = tile.alloc_local() : memref<64xi32, #tile.local>
    %l = tile.alloc_local() : memref<64xi32, #tile.local>
    // CHECK: %[[LI:.+]] = tile.alloc_local() : memref<64x128xi32, #tile.local>
    %li = tile.alloc_local() : memref<64x128xi32, #tile.local>
    // CHECK: %[[V:.+]] = tile.alloc_fragment() : memref<128xf16, #tile.fragment>
    %v = tile.alloc_fragment() : memref<128xf16, #tile.fragment>
    // CHECK: %[[V1:.+]] = tile.alloc_local() : memref<1xf16, #tile.local>
    %v1 = tile.alloc_local() : memref<1xf16, #tile.local>
    // CHECK: tile.reduce max %[[S]] -> %[[M]] {dim = 1 : i64} : memref<64x128xf32, #tile.fragment>, memref<64xf32, #tile.fragment>
    tile.reduce max %s -> %m {dim = 1} : memref<64x128xf32, #tile.fragment>, memref<64xf32, #tile.fragment>
    // CHECK: tile.reduce min %[[LI]] -> %[[L]] {dim = 1 : i64} : memref<64x128xi32, #tile.local>, memref<64xi32, #tile.local>
    tile.reduce min %li -> %l {dim = 1} : memref<64x128xi32, #tile.local>, memref<64xi32, #tile.local>
    // `clear = true` is the default value and is not printed.
    // CHECK: tile.reduce absmax %[[S]] -> %[[M]] {dim = 1 : i64} : memref<64x128xf32, #tile.fragment>, memref<64xf32, #tile.fragment>
    tile.reduce absmax %s -> %m {clear = true, dim = 1} : memref<64x128xf32, #tile.fragment>, memref<64xf32, #tile.fragment>
    // CHECK: %[[C0:.+]] = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    // CHECK: tile.atomic_add %[[S]] -> %[[C]][%[[BX]], %[[C0]]] : memref<64x128xf32, #tile.fragment>, memref<1024x1024xf32>
    tile.atomic_add %s -> %C[%bx, %c0] : memref<64x128xf32, #tile.fragment>, memref<1024x1024xf32>
    // CHECK: %[[SH:.+]] = tile.alloc_shared() : memref<256xi32, #tile.shared>
    %sh = tile.alloc_shared() : memref<256xi32, #tile.shared>
    // CHECK: tile.atomic_add %[[L]] -> %[[SH]][%[[C0]]] : memref<64xi32, #tile.local>, memref<256xi32, #tile.shared>
    tile.atomic_add %l -> %sh[%c0] : memref<64xi32, #tile.local>, memref<256xi32, #tile.shared>
  }
  return
}

//===----------------------------------------------------------------------===//
// tile.print, tile.num_stages
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @prints_and_pipelining
// CHECK-SAME: (%[[G:[^:]+]]: index)
func.func @prints_and_pipelining(%g: index) {
  // CHECK: tile.launch blocks(%[[BX:[^)]+]]) in (%[[G]]) threads(128) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // CHECK: %[[ACC:.+]] = tile.alloc_fragment() : memref<16x16xf32, #tile.fragment>
    %acc = tile.alloc_fragment() : memref<16x16xf32, #tile.fragment>
    // CHECK: %[[F:.+]] = arith.constant 1.500000e+00 : f32
    %f = arith.constant 1.5 : f32
    // CHECK: %[[I:.+]] = arith.constant 7 : i16
    %i = arith.constant 7 : i16
    // CHECK: tile.print "bx=%d f=%f i=%d 100%%" %[[BX]], %[[F]], %[[I]] : index, f32, i16
    tile.print "bx=%d f=%f i=%d 100%%" %bx, %f, %i : index, f32, i16
    // CHECK: tile.print "no values"{{$}}
    tile.print "no values"
    // CHECK: tile.print "acc" %[[ACC]] : memref<16x16xf32, #tile.fragment>
    tile.print "acc" %acc : memref<16x16xf32, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    // CHECK: scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} {
    // CHECK-NEXT: tile.clear %[[ACC]] : memref<16x16xf32, #tile.fragment>
    // CHECK-NEXT: } {tile.num_stages = 3 : i64}
    scf.for %it = %c0 to %c4 step %c1 {
      tile.clear %acc : memref<16x16xf32, #tile.fragment>
    } {tile.num_stages = 3 : i64}
    // CHECK: scf.for
    // CHECK: } {tile.num_stages = 1 : i32}
    scf.for %it = %c0 to %c4 step %c1 {
    } {tile.num_stages = 1 : i32}
  }
  return
}

//===----------------------------------------------------------------------===//
// Discardable attributes on functions and their arguments
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @arg_attrs
// CHECK-SAME: (%{{[^:]+}}: memref<?x?xf16> {tile.dims = ["M", "K"], tile.name = "a"},
// CHECK-SAME: %{{[^:]+}}: memref<64xf32> {tile.access = "inout", tile.dims = [], tile.name = "b"},
// CHECK-SAME: %{{[^:]+}}: index {tile.name = "n"})
// CHECK-SAME: attributes {tile.params = {M = 128 : i64}}
func.func @arg_attrs(%A: memref<?x?xf16> {tile.dims = ["M", "K"], tile.name = "a"},
                     %B: memref<64xf32> {tile.dims = [], tile.name = "b", tile.access = "inout"},
                     %n: index {tile.name = "n"})
    attributes {tile.params = {M = 128 : i64}} {
  // CHECK: tile.param "M" = 64 : index
  %m = tile.param "M" = 64 : index
  // CHECK: tile.param "K" = 32 : index
  %k = tile.param "K" = 32 : index
  return
}

// A parameter thread count.
// CHECK-LABEL: func.func @param_threads
// CHECK: %[[T:.+]] = tile.param "threads" = 256 in [128, 256] : index
// CHECK: tile.launch blocks(%{{.*}}) in (%{{.*}}) threads(%[[T]]) {
func.func @param_threads(%g: index) {
  %t = tile.param "threads" = 256 in [128, 256] : index
  tile.launch blocks(%bx) in (%g) threads(%t) {
  }
  return
}

// Asynchronous copies and their groups (what tile-pipeline produces).
// CHECK-LABEL: func.func @async_copies
// CHECK: tile.copy %{{.*}}[%{{.*}}, %{{.*}}] -> %{{.*}} {async} : memref<64x64xf16>, memref<16x64xf16, #tile.shared>
// CHECK: tile.async_commit
// CHECK: tile.async_wait {pending = 1 : i64}
func.func @async_copies(%X: memref<64x64xf16>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(64) {
    %s = tile.alloc_shared() : memref<16x64xf16, #tile.shared>
    %c0 = arith.constant 0 : index
    tile.copy %X[%c0, %c0] -> %s {async} : memref<64x64xf16>, memref<16x64xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 1}
  }
  return
}

// CHECK-LABEL: func.func @tensor_map
// CHECK: %{{.*}} = tile.tensor_map %arg0 dims [4096, 8, 2, 4, 126] strides [8192, 524288, 65536, 262144] box [64, 8, 2, 4, 1] swizzle 128 : memref<4096x4096xf16>
func.func @tensor_map(%A: memref<4096x4096xf16>) -> !llvm.ptr {
  %m = tile.tensor_map %A dims [4096, 8, 2, 4, 126] strides [8192, 524288, 65536, 262144] box [64, 8, 2, 4, 1] swizzle 128 : memref<4096x4096xf16>
  return %m : !llvm.ptr
}

// The L2 promotion prints where it is not the default's 128 bytes.
// CHECK-LABEL: func.func @tensor_map_promotion
// CHECK: tile.tensor_map %arg0 dims [4096, 4096] strides [8192] box [64, 64] swizzle 128 l2_promotion 256 : memref<4096x4096xf16>
// CHECK: tile.tensor_map %arg0 dims [4096, 4096] strides [8192] box [64, 64] swizzle 128 : memref<4096x4096xf16>
func.func @tensor_map_promotion(%A: memref<4096x4096xf16>) -> (!llvm.ptr, !llvm.ptr) {
  %m = tile.tensor_map %A dims [4096, 4096] strides [8192] box [64, 64] swizzle 128 l2_promotion 256 : memref<4096x4096xf16>
  %n = tile.tensor_map %A dims [4096, 4096] strides [8192] box [64, 64] swizzle 128 l2_promotion 128 : memref<4096x4096xf16>
  return %m, %n : !llvm.ptr, !llvm.ptr
}

// The schedule's ops: a ring of stages, a TMA multicast copy in a cluster,
// the producer and consumer roles with their register budgets, a warp sync,
// and a pipelined loop's attribute.
// CHECK-LABEL: func.func @schedule
// CHECK: tile.launch blocks(%{{.*}}, %{{.*}}) in (%{{.*}}, %{{.*}}) threads(128) cluster(2, 1, 1) {
// CHECK: tile.warp_specialize producer_warps(4) stage_release(<after_wgmma>) registers(40, 232) {
// CHECK: %[[S:.+]] = tile.stage %{{.*}} of %{{.*}}, %{{.*}} : memref<64x64xf16, #tile.shared>
// CHECK: tile.copy %{{.*}}[%{{.*}}, %{{.*}}] -> %[[S]] {async, multicast, tma}
// CHECK: } {tile.pipelined = #tile.pipelined<stages = 2, ahead = 1>}
// CHECK: } consumers {
// CHECK: tile.warp_sync
// CHECK: tile.warp_specialize producer_warps(1) stage_release(<at_wait>) {
func.func @schedule(%X: memref<256x64xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) cluster(2, 1, 1) {
    %a = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    tile.warp_specialize producer_warps(4) stage_release(<after_wgmma>) registers(40, 232) {
      scf.for %i = %c0 to %c4 step %c1 {
        %s = arith.remui %i, %c2 : index
        %buf = tile.stage %s of %a, %b : memref<64x64xf16, #tile.shared>
        tile.copy %X[%c0, %c0] -> %buf {async, multicast, tma} : memref<256x64xf16>, memref<64x64xf16, #tile.shared>
        tile.async_commit
      } {tile.pipelined = #tile.pipelined<stages = 2, ahead = 1>}
    } consumers {
      tile.async_wait {pending = 0}
      tile.warp_sync
    }
  }
  return
}

func.func @schedule_at_wait(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(64) {
    tile.warp_specialize producer_warps(1) stage_release(<at_wait>) {
    } consumers {
    }
  }
  return
}

// Warpgroup turns written by hand: a tile.ordered in a launch's loop.
// CHECK-LABEL: func.func @warpgroup_turns
// CHECK: scf.for
// CHECK-NEXT: tile.ordered {
// CHECK-NEXT: tile.async_commit
// CHECK-NEXT: }
func.func @warpgroup_turns(%g: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%g) threads(256) {
    scf.for %i = %c0 to %n step %c1 {
      tile.ordered {
        tile.async_commit
      }
    }
  }
  return
}

// Clusters: extents given as values (parameters before tile-specialize)
// or as integers, and the fragment combined over a cluster's blocks.
// CHECK-LABEL: func.func @cluster_reduce
// CHECK-SAME: (%[[G:[^:]+]]: index, %[[S:[^:]+]]: index)
// CHECK: %[[ONE:.+]] = arith.constant 1 : index
// CHECK: tile.launch blocks(%{{.*}}, %{{.*}}) in (%[[G]], %[[S]]) threads(128) cluster(%[[ONE]], %[[S]], %[[ONE]]) {
// CHECK: tile.cluster_reduce sum %{{.*}} {root} : memref<64x64xf32, #tile.fragment>
// CHECK: tile.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%[[G]], %[[G]], %{{[^)]+}}) threads(64) cluster(1, 1, 4) l2_swizzle(2) {
// CHECK: tile.cluster_reduce max %{{.*}} : memref<64xi32, #tile.fragment>
// CHECK: tile.cluster_reduce min %{{.*}} : memref<64xf32, #tile.fragment>
// Integers and values mix, as in other index lists.
// CHECK: tile.launch blocks(%{{.*}}, %{{.*}}) in (%[[G]], %[[S]]) threads(128) cluster(1, %[[S]], 1) {
func.func @cluster_reduce(%g: index, %s: index) {
  %one = arith.constant 1 : index
  tile.launch blocks(%bx, %bz) in (%g, %s) threads(128) cluster(%one, %s, %one) {
    %f = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    tile.cluster_reduce sum %f {root} : memref<64x64xf32, #tile.fragment>
  }
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx, %by, %bz) in (%g, %g, %c4) threads(64) cluster(1, 1, 4) l2_swizzle(2) {
    %i = tile.alloc_fragment() : memref<64xi32, #tile.fragment>
    tile.cluster_reduce max %i : memref<64xi32, #tile.fragment>
    %f = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    tile.cluster_reduce min %f : memref<64xf32, #tile.fragment>
  }
  tile.launch blocks(%bx, %bz) in (%g, %s) threads(128) cluster(1, %s, 1) {
  }
  return
}
