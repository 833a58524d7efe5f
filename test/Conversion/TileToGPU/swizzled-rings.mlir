// Deep rings of swizzled shared tiles: each tile.stage becomes a chain of
// selects that all carry the ring's swizzle. Lowering once read that
// swizzle through a map iterator that the selects' own entries had
// invalidated: with 6 stages and more the copies of some stages got
// garbage addresses (two chunks to one destination, out-of-bounds writes
// on the H200), and which stages depended on the run. Every compile must
// now print the same PTX, and no two copies of a stage share a destination.

// RUN: for i in 1 2 3 4 5 6 7 8; do tile-translate %s --tile-to-ptx --kernel ring -o %t.$i.ptx || exit 1; done
// RUN: for i in 2 3 4 5 6 7 8; do cmp %t.1.ptx %t.$i.ptx || exit 1; done
// RUN: grep -o 'cp.async.cg.shared.global \[[^]]*\]' %t.1.ptx | sort | uniq -d | count 0
// RUN: FileCheck %s < %t.1.ptx
// CHECK-COUNT-56: cp.async.cg.shared.global

func.func @ring(%A: memref<16x4096xf16>, %B: memref<4096x4096xf16>, %C: memref<16x4096xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %steps = arith.constant 64 : index
  %gx = arith.constant 64 : index
  tile.launch blocks(%bx) in (%gx) threads(64) {
    %a = tile.alloc_shared(%c64, %c64) : memref<?x?xf16, #tile.shared>
    %b = tile.alloc_shared(%c64, %c64) {layout = #tile.swizzle<bytes = 128>} : memref<?x?xf16, #tile.shared>
    %acc = tile.alloc_fragment(%c64, %c64) : memref<?x?xf32, #tile.fragment>
    %c = tile.alloc_fragment(%c64, %c64) : memref<?x?xf16, #tile.fragment>
    %col = arith.muli %bx, %c64 : index
    tile.clear %acc : memref<?x?xf32, #tile.fragment>
    scf.for %ks = %c0 to %steps step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%c0, %k] -> %a : memref<16x4096xf16>, memref<?x?xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<4096x4096xf16>, memref<?x?xf16, #tile.shared>
      tile.gemm %a, %b, %acc : memref<?x?xf16, #tile.shared>, memref<?x?xf16, #tile.shared>, memref<?x?xf32, #tile.fragment>
    } {tile.num_stages = 8}
    tile.parallel (%i, %j) in (%c64, %c64) {
      %v = memref.load %acc[%i, %j] : memref<?x?xf32, #tile.fragment>
      %h = arith.truncf %v : f32 to f16
      memref.store %h, %c[%i, %j] : memref<?x?xf16, #tile.fragment>
    }
    tile.copy %c -> %C[%c0, %col] : memref<?x?xf16, #tile.fragment>, memref<16x4096xf16>
  }
  return
}
