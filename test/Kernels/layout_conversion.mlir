// End to end: a loop that reads a fragment of one layout and writes one of
// another. tile-infer-layout converts the read fragment with a tile.copy
// (through shared memory: st.shared, bar.sync, ld.shared) and ptxas
// accepts the result.

// RUN: tile-translate %s --tile-to-ptx -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o %t.cubin %}

// CHECK-LABEL: .entry conv(
// CHECK: st.shared
// CHECK: bar.sync
// CHECK: ld.shared
// CHECK: st.global
func.func @conv(%X: memref<64xf32>, %Y: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %c0 = arith.constant 0 : index
    %x = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>} : memref<64xf32, #tile.fragment>
    %y = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>} : memref<64xf32, #tile.fragment>
    tile.copy %X[%c0] -> %x : memref<64xf32>, memref<64xf32, #tile.fragment>
    tile.parallel (%i) in (64) {
      %v = memref.load %x[%i] : memref<64xf32, #tile.fragment>
      %w = arith.addf %v, %v : f32
      memref.store %w, %y[%i] : memref<64xf32, #tile.fragment>
    }
    tile.copy %y -> %Y[%c0] : memref<64xf32, #tile.fragment>, memref<64xf32>
  }
  return
}
