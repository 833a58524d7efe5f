// Plain SIMT references for the FP8 GEMMs of gemm_fp8.mlir: one thread per
// element of C, an f32 dot product over K straight from global memory
// (each 8-bit value widened exactly by cvt), scaled, rounded once to bf16.
// Nothing in common with the wgmma path they check; tile-tune verifies
// every candidate against them (`tile.reference_for`):
//
//   tile-tune examples/gemm_fp8.mlir --references examples/gemm_fp8_reference.mlir --kernel gemm_e4m3 --set M=1000,N=1000,K=1024

func.func @gemm_e4m3_reference(%A: memref<?x?xf8E4M3FN> {tile.dims = ["M", "K"]},
    %B: memref<?x?xf8E4M3FN> {tile.dims = ["N", "K"]},
    %C: memref<?x?xbf16> {tile.dims = ["M", "N"]},
    %scale_a: f32, %scale_b: f32)
    attributes {tile.reference_for = "gemm_e4m3", tile.flops = "2*M*N*K"} {
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
      // Edge threads read a valid row/column; the masked store drops them.
      %r0 = arith.addi %row, %i : index
      %r = arith.minui %r0, %lastRow : index
      %j0 = arith.addi %col, %j : index
      %n = arith.minui %j0, %lastCol : index
      %sum = scf.for %k = %c0 to %K step %c1 iter_args(%acc = %zero) -> (f32) {
        %a = memref.load %A[%r, %k] : memref<?x?xf8E4M3FN>
        %b = memref.load %B[%n, %k] : memref<?x?xf8E4M3FN>
        %af = arith.extf %a : f8E4M3FN to f32
        %bf = arith.extf %b : f8E4M3FN to f32
        %p = arith.mulf %af, %bf : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      %s1 = arith.mulf %sum, %scale_a : f32
      %scaled = arith.mulf %s1, %scale_b : f32
      %h = arith.truncf %scaled : f32 to bf16
      memref.store %h, %c[%i, %j] : memref<?x?xbf16, #tile.fragment>
    }
    tile.copy %c -> %C[%row, %col] : memref<?x?xbf16, #tile.fragment>, memref<?x?xbf16>
  }
  return
}

func.func @gemm_e4m3_rowwise_reference(%A: memref<?x?xf8E4M3FN> {tile.dims = ["M", "K"]},
    %B: memref<?x?xf8E4M3FN> {tile.dims = ["N", "K"]},
    %C: memref<?x?xbf16> {tile.dims = ["M", "N"]},
    %scale_a: memref<?xf32> {tile.dims = ["M"]}, %scale_b: memref<?xf32> {tile.dims = ["N"]})
    attributes {tile.reference_for = "gemm_e4m3_rowwise", tile.flops = "2*M*N*K"} {
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
      // Edge threads read a valid row/column; the masked store drops them.
      %r0 = arith.addi %row, %i : index
      %r = arith.minui %r0, %lastRow : index
      %j0 = arith.addi %col, %j : index
      %n = arith.minui %j0, %lastCol : index
      %sum = scf.for %k = %c0 to %K step %c1 iter_args(%acc = %zero) -> (f32) {
        %a = memref.load %A[%r, %k] : memref<?x?xf8E4M3FN>
        %b = memref.load %B[%n, %k] : memref<?x?xf8E4M3FN>
        %af = arith.extf %a : f8E4M3FN to f32
        %bf = arith.extf %b : f8E4M3FN to f32
        %p = arith.mulf %af, %bf : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      %sa = memref.load %scale_a[%r] : memref<?xf32>
      %sb = memref.load %scale_b[%n] : memref<?xf32>
      %s1 = arith.mulf %sum, %sa : f32
      %scaled = arith.mulf %s1, %sb : f32
      %h = arith.truncf %scaled : f32 to bf16
      memref.store %h, %c[%i, %j] : memref<?x?xbf16, #tile.fragment>
    }
    tile.copy %c -> %C[%row, %col] : memref<?x?xbf16, #tile.fragment>, memref<?x?xbf16>
  }
  return
}

func.func @gemm_e5m2_e4m3_reference(%A: memref<?x?xf8E5M2> {tile.dims = ["M", "K"]},
    %B: memref<?x?xf8E4M3FN> {tile.dims = ["N", "K"]},
    %C: memref<?x?xbf16> {tile.dims = ["M", "N"]},
    %scale_a: f32, %scale_b: f32)
    attributes {tile.reference_for = "gemm_e5m2_e4m3", tile.flops = "2*M*N*K"} {
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
      // Edge threads read a valid row/column; the masked store drops them.
      %r0 = arith.addi %row, %i : index
      %r = arith.minui %r0, %lastRow : index
      %j0 = arith.addi %col, %j : index
      %n = arith.minui %j0, %lastCol : index
      %sum = scf.for %k = %c0 to %K step %c1 iter_args(%acc = %zero) -> (f32) {
        %a = memref.load %A[%r, %k] : memref<?x?xf8E5M2>
        %b = memref.load %B[%n, %k] : memref<?x?xf8E4M3FN>
        %af = arith.extf %a : f8E5M2 to f32
        %bf = arith.extf %b : f8E4M3FN to f32
        %p = arith.mulf %af, %bf : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      %s1 = arith.mulf %sum, %scale_a : f32
      %scaled = arith.mulf %s1, %scale_b : f32
      %h = arith.truncf %scaled : f32 to bf16
      memref.store %h, %c[%i, %j] : memref<?x?xbf16, #tile.fragment>
    }
    tile.copy %c -> %C[%row, %col] : memref<?x?xbf16, #tile.fragment>, memref<?x?xbf16>
  }
  return
}

func.func @gemm_e4m3_blockwise_reference(%A: memref<?x?xf8E4M3FN> {tile.dims = ["M", "K"]},
    %B: memref<?x?xf8E4M3FN> {tile.dims = ["N", "K"]},
    %C: memref<?x?xbf16> {tile.dims = ["M", "N"]},
    %scale_a: memref<?x?xf32> {tile.dims = ["KB", "M"]},
    %scale_b: memref<?x?xf32> {tile.dims = ["NB", "KB"]})
    attributes {tile.reference_for = "gemm_e4m3_blockwise", tile.flops = "2*M*N*K"} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %KB = tile.param "KB" = 32 : index
  %NB = tile.param "NB" = 32 : index
  %c16 = arith.constant 16 : index
  %c128 = arith.constant 128 : index
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
      %nb = arith.divui %n, %c128 : index
      // Every product with its own two scales, summed in f32.
      %sum = scf.for %k = %c0 to %K step %c1 iter_args(%acc = %zero) -> (f32) {
        %kb = arith.divui %k, %c128 : index
        %a = memref.load %A[%r, %k] : memref<?x?xf8E4M3FN>
        %b = memref.load %B[%n, %k] : memref<?x?xf8E4M3FN>
        %sa = memref.load %scale_a[%kb, %r] : memref<?x?xf32>
        %sb = memref.load %scale_b[%nb, %kb] : memref<?x?xf32>
        %af = arith.extf %a : f8E4M3FN to f32
        %bf = arith.extf %b : f8E4M3FN to f32
        %p = arith.mulf %af, %bf : f32
        %s = arith.mulf %sa, %sb : f32
        %t = arith.mulf %p, %s : f32
        %u = arith.addf %acc, %t : f32
        scf.yield %u : f32
      }
      %h = arith.truncf %sum : f32 to bf16
      memref.store %h, %c[%i, %j] : memref<?x?xbf16, #tile.fragment>
    }
    tile.copy %c -> %C[%row, %col] : memref<?x?xbf16, #tile.fragment>, memref<?x?xbf16>
  }
  return
}
