// Mistakes on the command line are located messages and a non-zero exit,
// never a crash.
//
// RUN: rm -rf %t && mkdir -p %t

// Timing options that make no sense, and a flops expression that comes
// out negative for the bound parameters.
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --tolerance -1 2>&1 | FileCheck %s --check-prefix=TOLERANCE
// TOLERANCE: tile-tune: error: --tolerance must be a positive relative error, got -1.000000
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --reps 0 2>&1 | FileCheck %s --check-prefix=REPS
// REPS: tile-tune: error: --reps must be at least 1, got 0
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --warmup -1 2>&1 | FileCheck %s --check-prefix=WARMUP
// WARMUP: tile-tune: error: --warmup must not be negative, got -1
// RUN: not tile-tune %S/Inputs/gemm.mlir --compile-only -o %t/neg --flops "M-M-M" 2>&1 | FileCheck %s --check-prefix=NEGFLOPS
// NEGFLOPS: error: 'func.func' op flops "M-M-M" is {{-[0-9]+}} here; the work of a launch cannot be negative
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --space "block_Q=1,2" 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --space "block_M" 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --space "block_M=48,64" 2>&1 | FileCheck %s --check-prefix=CANDIDATE
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --space "M=1,2" 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --set M=dynamic 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// DYNAMIC: tile-tune: error: --set M=dynamic: tile-tune times configurations at one size, so M needs a value; tune several sizes with --shapes
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --set block_M=64 --space "block_M=64,128" 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --set Q=3 2>&1 | FileCheck %s --check-prefix=SET
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --set M=1024 --shapes "M=512" 2>&1 | FileCheck %s --check-prefix=SETSHAPES
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --set M=abc 2>&1 | FileCheck %s --check-prefix=MALFORMED
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --space-file %t/missing.json 2>&1 | FileCheck %s --check-prefix=NOFILE
// RUN: echo '{"block_M": [64, "x"]}' > %t/bad.json
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --space-file %t/bad.json 2>&1 | FileCheck %s --check-prefix=BADFILE
// RUN: echo '{"block_M": [64' > %t/broken.json
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --space-file %t/broken.json 2>&1 | FileCheck %s --check-prefix=BROKEN
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --kernel nope 2>&1 | FileCheck %s --check-prefix=KERNEL
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --chip sm_70 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --chip sm_80 --producer-warp 2>&1 | FileCheck %s --check-prefix=TMA80
// RUN: not tile-tune %S/Inputs/no-candidate-compiles.mlir --compile-only --no-cache -o %t/none 2>&1 | FileCheck %s --check-prefix=NOCOMPILE
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --flops "2*M*Q" 2>&1 | FileCheck %s --check-prefix=FLOPS
// RUN: not tile-tune %tile_src_root/examples/softmax.mlir --kernel softmax_f16 --dry-run --space "block_N=256,512" 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not tile-tune --bench %t 2>&1 | FileCheck %s --check-prefix=BENCH
// RUN: not tile-run --tune %t 2>&1 | FileCheck %s --check-prefix=RUNTUNE
//
// A file that declares a space: the budget report without a reference.
// RUN: tile-tune %s --dry-run 2>&1 | FileCheck %s --check-prefix=NOREF

// NONE: softmax.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'tile.assert' op requirement failed: a row must fit in block_N columns {{.*}} block_N=256
// NONE: error: 'func.func' op no configuration of the search space meets the kernel's requirements (above: why the first one fails)
// UNKNOWN: gemm.mlir:4:1: error: 'func.func' op has no tile.param named 'block_Q' to search; its parameters are: M, N, K, block_M, block_N, block_K, threads, num_stages
// SYNTAX: tile-tune: error: --space: 'block_M' is not name=v1,v2,...
// SIZE: gemm.mlir:8:8: error: 'tile.param' op 'M' is a problem size (a tile.param without candidates): the configurations of a search compete on time, so they compute one problem; tune several sizes with --shapes
// CANDIDATE: gemm.mlir:11:9: error: 'tile.param' op the search space gives 'block_M' the value 48, which is not among its candidates [64, 128, 256]
// BOTH: error: 'func.func' op parameter 'block_M' is both fixed by --set and searched
// SET: gemm.mlir:8:8: error: no tile.param named 'Q' to bind; parameters are: M, N, K, block_M, block_N, block_K, threads, num_stages
// MALFORMED: error: malformed parameter binding 'M=abc': expected name=integer
// NOFILE: tile-tune: error: --space-file: cannot read '{{.*}}missing.json'
// BADFILE: tile-tune: error: --space-file: {{.*}}bad.json: the values of 'block_M' must be integers
// BROKEN: tile-tune: error: --space-file: {{.*}}broken.json: [2:0, byte=16]: Expected , or ] after array element
// KERNEL: error: no kernel named 'nope'; the module holds: gemm_f16, gemm_f16_reference
// CHIP: tile-tune: error: unknown chip 'sm_70'; supported chips are sm_80, sm_90a
// NOCOMPILE-DAG: compiled 0 of 2
// NOCOMPILE-DAG: tile-tune: error: none of the 2 candidates compiled (above: why)
// TMA80: tile-tune: error: --producer-warp needs --chip sm_90a (TMA and mbarrier transactions); sm_80 loads with cp.async: drop the option
// FLOPS: error: 'func.func' op cannot evaluate flops "2*M*Q": no parameter named 'Q'
// BENCH: tile-tune: error: {{.*}}: no tune.json here or in its subfolders
// RUNTUNE: tile-run: error: {{.*}}: no tune.json here or in its subfolders (write one with tile-tune --compile-only -o

// NOREF: warning: no function declares tile.reference_for = "scale"; candidates will be timed but not verified
// NOREF: scale: 4 configurations (block=[256, 1024, 4096, 65536])
// NOREF-NEXT: rejected 1 of 4 before code generation (1 over the registers budget):
// NOREF-NEXT: block=65536: registers >= 256 per thread > 255 (memref<65536xf32, #tile.fragment>)
func.func @scale(%X: memref<?xf32> {tile.dims = ["N"]}) {
  %N = tile.param "N" = 65536 : index
  %block = tile.param "block" = 1024 in [256, 1024, 4096, 65536] : index
  %grid = arith.ceildivui %N, %block : index
  tile.launch blocks(%bx) in (%grid) threads(256) {
    %x = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
    %offset = arith.muli %bx, %block : index
    tile.copy %X[%offset] -> %x : memref<?xf32>, memref<?xf32, #tile.fragment>
    tile.copy %x -> %X[%offset] : memref<?xf32, #tile.fragment>, memref<?xf32>
  }
  return
}

// A space is counted before it is listed: past --max-configurations it is
// refused with what to do (a 27-million-configuration space once grew past
// 1.9 GB before printing anything); a value given twice counts once.
// RUN: not tile-tune %S/Inputs/gemm.mlir --dry-run --no-cache --max-configurations 8 --space "block_M=64,128,256;block_N=64,128,256" 2>&1 | FileCheck %s --check-prefix=TOOBIG
// TOOBIG: error: 'func.func' op has a search space of 9 configurations, more than --max-configurations=8: narrow the space, fix parameters with --set, or raise --max-configurations
// RUN: tile-tune %S/Inputs/gemm.mlir --dry-run --no-cache --space "block_M=64,64,128,64" 2>&1 | FileCheck %s --check-prefix=DEDUP
// DEDUP: 2 configurations
// An output path that is a file is the error, not the reference.
// RUN: touch %t/file
// RUN: not tile-tune %S/Inputs/gemm.mlir --compile-only --no-cache -o %t/file 2>&1 | FileCheck %s --check-prefix=OUTFILE
// OUTFILE: tile-tune: error: cannot create '{{.*}}file': Not a directory
// OUTFILE-NOT: reference
// A size in both --set and --shapes: one message, before any shape is tried.
// SETSHAPES: tile-tune: error: --shapes gives M, which --set binds too (M=1024); give it in one of them
// SETSHAPES-NOT: error
