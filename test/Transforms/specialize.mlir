// RUN: tile-opt %s --tile-specialize | FileCheck %s --check-prefix=DEFAULT
// RUN: tile-opt %s --tile-specialize="N=100 block=32" | FileCheck %s --check-prefix=BOUND
// RUN: tile-opt %s --tile-specialize="bind=N=100,scale.block=64" | FileCheck %s --check-prefix=QUALIFIED
// RUN: tile-opt %s --tile-specialize --canonicalize | FileCheck %s --check-prefix=CANON

// Parameters become constants; tile.dims arguments, allocation sizes and
// loop bounds become static; the bound values are recorded.

// DEFAULT-LABEL: func.func @scale
// DEFAULT-SAME: (%{{.*}}: memref<4096xf32>, %{{.*}}: memref<4096xf32>)
// DEFAULT-SAME: tile.params = {N = 4096 : i64, block = 256 : i64}
// DEFAULT-NOT: tile.param
// DEFAULT: %[[GRID:.+]] = arith.constant 16 : index
// DEFAULT: tile.launch blocks(%{{.*}}) in (%[[GRID]]) threads(128)
// DEFAULT: tile.alloc_fragment() : memref<256xf32, #tile.fragment>
// DEFAULT: tile.parallel (%{{.*}}) in (256)

// BOUND-LABEL: func.func @scale
// BOUND-SAME: (%{{.*}}: memref<100xf32>, %{{.*}}: memref<100xf32>)
// BOUND-SAME: tile.params = {N = 100 : i64, block = 32 : i64}
// BOUND: %[[GRID:.+]] = arith.constant 4 : index
// BOUND: tile.launch blocks(%{{.*}}) in (%[[GRID]])
// BOUND: tile.alloc_fragment() : memref<32xf32, #tile.fragment>

// QUALIFIED-LABEL: func.func @scale
// QUALIFIED-SAME: tile.params = {N = 100 : i64, block = 64 : i64}
// QUALIFIED: tile.alloc_fragment() : memref<64xf32, #tile.fragment>
func.func @scale(%X: memref<?xf32> {tile.dims = ["N"]},
                 %Y: memref<?xf32> {tile.dims = ["N"]}) {
  %N = tile.param "N" = 4096 : index
  %block = tile.param "block" = 256 in [32, 64, 256] : index
  %grid = arith.ceildivui %N, %block : index
  tile.launch blocks(%bx) in (%grid) threads(128) {
    %x = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
    %off = arith.muli %bx, %block : index
    tile.copy %X[%off] -> %x : memref<?xf32>, memref<?xf32, #tile.fragment>
    tile.parallel (%i) in (%block) {
      %v = memref.load %x[%i] : memref<?xf32, #tile.fragment>
      %w = arith.mulf %v, %v : f32
      memref.store %w, %x[%i] : memref<?xf32, #tile.fragment>
    }
    tile.copy %x -> %Y[%off] : memref<?xf32, #tile.fragment>, memref<?xf32>
  }
  return
}

// A non-tile user of a specialized argument (a per-head subview) sees the
// old type through a memref.cast; canonicalization folds the cast into the
// subview, which becomes static, and tile.copy folds the cast left behind.
// CANON-LABEL: func.func @head_view
// CANON: memref.subview %{{.*}}[%{{.*}}, 0, 0] [1, 100, 64] [1, 1, 1] : memref<4x100x64xf16> to memref<100x64xf16, strided<[64, 1], offset: ?>>
// CANON-NOT: memref.cast
// CANON: tile.copy %{{.*}}[%{{.*}}, %{{.*}}] -> %{{.*}} : memref<100x64xf16, strided<[64, 1], offset: ?>>, memref<16x64xf16, #tile.fragment>
func.func @head_view(%X: memref<?x?x?xf16> {tile.dims = ["H", "S", "D"]}) {
  %H = tile.param "H" = 4 : index
  %S = tile.param "S" = 100 : index
  %D = tile.param "D" = 64 : index
  tile.launch blocks(%bx) in (%H) threads(32) {
    %c0 = arith.constant 0 : index
    %xh = memref.subview %X[%bx, 0, 0] [1, %S, %D] [1, 1, 1] : memref<?x?x?xf16> to memref<?x?xf16, strided<[?, 1], offset: ?>>
    %f = tile.alloc_fragment() : memref<16x64xf16, #tile.fragment>
    tile.copy %xh[%c0, %c0] -> %f : memref<?x?xf16, strided<[?, 1], offset: ?>>, memref<16x64xf16, #tile.fragment>
  }
  return
}
