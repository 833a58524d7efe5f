// RUN: tile-translate %s --tile-to-ptx | FileCheck %s
// A 1-D fragment in a row tile's slice layout (a LayerNorm weight read
// along the row, a column sum from a reduction) keeps the parent's run of
// 8 elements per thread: its loads and stores are 128-bit, like the row
// tile's (before: 8 ld.global.b16 and scalar st.global.b32). Checked on
// the H200 against torch (docs/benchmarks.md, eighteenth session).

// CHECK-NOT: ld.global.b16
// CHECK-NOT: ld.global.u16
// CHECK-NOT: st.global.b32
// CHECK-NOT: st.global.f32
// CHECK: ld.global.v4.b32
// CHECK-NOT: ld.global.b16
// CHECK-NOT: st.global.b32
// CHECK-NOT: st.global.f32

func.func @rowscale(%X: memref<64x4096xf16>, %W: memref<4096xf16>, %Y: memref<64x4096xf16>, %S: memref<4096xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(512) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %x = tile.alloc_fragment() : memref<4x4096xf16, #tile.fragment>
    %xf = tile.alloc_fragment() : memref<4x4096xf32, #tile.fragment>
    %w = tile.alloc_fragment() : memref<4096xf16, #tile.fragment>
    %s = tile.alloc_fragment() : memref<4096xf32, #tile.fragment>
    %acc = tile.alloc_fragment() : memref<4096xf32, #tile.fragment>
    tile.copy %W[%c0] -> %w : memref<4096xf16>, memref<4096xf16, #tile.fragment>
    tile.clear %acc : memref<4096xf32, #tile.fragment>
    %c16 = arith.constant 16 : index
    scf.for %t = %c0 to %c16 step %c1 {
      %row = arith.muli %t, %c4 : index
      tile.copy %X[%row, %c0] -> %x : memref<64x4096xf16>, memref<4x4096xf16, #tile.fragment>
      tile.parallel (%i, %j) in (4, 4096) {
        %v = memref.load %x[%i, %j] : memref<4x4096xf16, #tile.fragment>
        %k = memref.load %w[%j] : memref<4096xf16, #tile.fragment>
        %p = arith.mulf %v, %k : f16
        memref.store %p, %x[%i, %j] : memref<4x4096xf16, #tile.fragment>
        %pf = arith.extf %p : f16 to f32
        memref.store %pf, %xf[%i, %j] : memref<4x4096xf32, #tile.fragment>
      }
      tile.copy %x -> %Y[%row, %c0] : memref<4x4096xf16, #tile.fragment>, memref<64x4096xf16>
      tile.reduce sum %xf -> %s {dim = 0 : i64} : memref<4x4096xf32, #tile.fragment>, memref<4096xf32, #tile.fragment>
      tile.parallel (%j) in (4096) {
        %a = memref.load %acc[%j] : memref<4096xf32, #tile.fragment>
        %b = memref.load %s[%j] : memref<4096xf32, #tile.fragment>
        %c = arith.addf %a, %b : f32
        memref.store %c, %acc[%j] : memref<4096xf32, #tile.fragment>
      }
    }
    tile.copy %acc -> %S[%c0] : memref<4096xf32, #tile.fragment>, memref<4096xf32>
  }
  return
}
