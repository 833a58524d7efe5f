// Plain SIMT references for the tensor-core GEMMs of gemm.mlir: one thread
// per element of C, an f32 dot product over K straight from global memory.
// No shared memory, no ldmatrix, no mma.sync: nothing in common with the
// path they check. tile-tune verifies every candidate of @gemm_f16 and
// @gemm_bf16 against them (`tile.reference_for`):
//
//   tile-tune examples/gemm.mlir --references examples/gemm_reference.mlir --set M=1000,N=1000,K=1000

func.func @gemm_f16_reference(%A: memref<?x?xf16> {tile.dims = ["M", "K"]},
                              %B: memref<?x?xf16> {tile.dims = ["K", "N"]},
                              %C: memref<?x?xf16> {tile.dims = ["M", "N"]})
    attributes {tile.reference_for = "gemm_f16", tile.flops = "2*M*N*K"} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %c16 = arith.constant 16 : index
  %gx = arith.ceildivui %N, %c16 : index
  %gy = arith.ceildivui %M, %c16 : index
  tile.launch blocks(%bx, %by) in (%gx, %gy) threads(256) {
    %c = tile.alloc_fragment(%c16, %c16) : memref<?x?xf16, #tile.fragment>
    %row = arith.muli %by, %c16 : index
    %col = arith.muli %bx, %c16 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %lastRow = arith.subi %M, %c1 : index
    %lastCol = arith.subi %N, %c1 : index
    tile.parallel (%i, %j) in (%c16, %c16) {
      // Edge threads read a valid row/column; the masked store drops them.
      %r0 = arith.addi %row, %i : index
      %r = arith.minui %r0, %lastRow : index
      %j0 = arith.addi %col, %j : index
      %n = arith.minui %j0, %lastCol : index
      %sum = scf.for %k = %c0 to %K step %c1 iter_args(%acc = %zero) -> (f32) {
        %a = memref.load %A[%r, %k] : memref<?x?xf16>
        %b = memref.load %B[%k, %n] : memref<?x?xf16>
        %af = arith.extf %a : f16 to f32
        %bf = arith.extf %b : f16 to f32
        %p = arith.mulf %af, %bf : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      %h = arith.truncf %sum : f32 to f16
      memref.store %h, %c[%i, %j] : memref<?x?xf16, #tile.fragment>
    }
    tile.copy %c -> %C[%row, %col] : memref<?x?xf16, #tile.fragment>, memref<?x?xf16>
  }
  return
}

func.func @gemm_bf16_reference(%A: memref<?x?xbf16> {tile.dims = ["M", "K"]},
                               %B: memref<?x?xbf16> {tile.dims = ["K", "N"]},
                               %C: memref<?x?xbf16> {tile.dims = ["M", "N"]})
    attributes {tile.reference_for = "gemm_bf16", tile.flops = "2*M*N*K"} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %c16 = arith.constant 16 : index
  %gx = arith.ceildivui %N, %c16 : index
  %gy = arith.ceildivui %M, %c16 : index
  tile.launch blocks(%bx, %by) in (%gx, %gy) threads(256) {
    %c = tile.alloc_fragment(%c16, %c16) : memref<?x?xbf16, #tile.fragment>
    %row = arith.muli %by, %c16 : index
    %col = arith.muli %bx, %c16 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %lastRow = arith.subi %M, %c1 : index
    %lastCol = arith.subi %N, %c1 : index
    tile.parallel (%i, %j) in (%c16, %c16) {
      %r0 = arith.addi %row, %i : index
      %r = arith.minui %r0, %lastRow : index
      %j0 = arith.addi %col, %j : index
      %n = arith.minui %j0, %lastCol : index
      %sum = scf.for %k = %c0 to %K step %c1 iter_args(%acc = %zero) -> (f32) {
        %a = memref.load %A[%r, %k] : memref<?x?xbf16>
        %b = memref.load %B[%k, %n] : memref<?x?xbf16>
        %af = arith.extf %a : bf16 to f32
        %bf = arith.extf %b : bf16 to f32
        %p = arith.mulf %af, %bf : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      %h = arith.truncf %sum : f32 to bf16
      memref.store %h, %c[%i, %j] : memref<?x?xbf16, #tile.fragment>
    }
    tile.copy %c -> %C[%row, %col] : memref<?x?xbf16, #tile.fragment>, memref<?x?xbf16>
  }
  return
}
