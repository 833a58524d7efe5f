// Vector add: C = A + B over N elements, in f32 and in f16.
//
// N is a parameter (bind it with `--set N=...`); each block of 256 threads
// adds `block` elements. tile-infer-layout gives every thread 16-byte
// vectors, so the copies become ld.global.v4 / st.global.v4; the last block
// takes a masked path when N is not a multiple of `block`.
//
//   tile-translate examples/vector_add.mlir --tile-to-bundle -o out/ --set N=1000003

func.func @vector_add_f32(%A: memref<?xf32> {tile.dims = ["N"]},
                          %B: memref<?xf32> {tile.dims = ["N"]},
                          %C: memref<?xf32> {tile.dims = ["N"]}) {
  %N = tile.param "N" = 268435459 : index
  %block = tile.param "block" = 2048 in [1024, 2048, 4096, 8192] : index
  %grid = arith.ceildivui %N, %block : index
  tile.launch blocks(%bx) in (%grid) threads(256) {
    %a = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
    %b = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
    %c = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
    %offset = arith.muli %bx, %block : index
    tile.copy %A[%offset] -> %a : memref<?xf32>, memref<?xf32, #tile.fragment>
    tile.copy %B[%offset] -> %b : memref<?xf32>, memref<?xf32, #tile.fragment>
    tile.parallel (%i) in (%block) {
      %x = memref.load %a[%i] : memref<?xf32, #tile.fragment>
      %y = memref.load %b[%i] : memref<?xf32, #tile.fragment>
      %sum = arith.addf %x, %y : f32
      memref.store %sum, %c[%i] : memref<?xf32, #tile.fragment>
    }
    tile.copy %c -> %C[%offset] : memref<?xf32, #tile.fragment>, memref<?xf32>
  }
  return
}

func.func @vector_add_f16(%A: memref<?xf16> {tile.dims = ["N"]},
                          %B: memref<?xf16> {tile.dims = ["N"]},
                          %C: memref<?xf16> {tile.dims = ["N"]}) {
  %N = tile.param "N" = 268435459 : index
  %block = tile.param "block" = 2048 in [2048, 4096, 8192] : index
  %grid = arith.ceildivui %N, %block : index
  tile.launch blocks(%bx) in (%grid) threads(256) {
    %a = tile.alloc_fragment(%block) : memref<?xf16, #tile.fragment>
    %b = tile.alloc_fragment(%block) : memref<?xf16, #tile.fragment>
    %c = tile.alloc_fragment(%block) : memref<?xf16, #tile.fragment>
    %offset = arith.muli %bx, %block : index
    tile.copy %A[%offset] -> %a : memref<?xf16>, memref<?xf16, #tile.fragment>
    tile.copy %B[%offset] -> %b : memref<?xf16>, memref<?xf16, #tile.fragment>
    tile.parallel (%i) in (%block) {
      %x = memref.load %a[%i] : memref<?xf16, #tile.fragment>
      %y = memref.load %b[%i] : memref<?xf16, #tile.fragment>
      %sum = arith.addf %x, %y : f16
      memref.store %sum, %c[%i] : memref<?xf16, #tile.fragment>
    }
    tile.copy %c -> %C[%offset] : memref<?xf16, #tile.fragment>, memref<?xf16>
  }
  return
}
