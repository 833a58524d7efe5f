// The budget check runs on tile IR, before code generation, and says how
// many configurations it rejects and why; the rest compile to one bundle
// each, plus the reference once.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: env TILE_CACHE_DIR=%t/cache tile-tune %S/Inputs/gemm.mlir --no-cubin --set M=256,N=256,K=256,block_K=64 --space "block_M=64,256;block_N=256;threads=128,512;num_stages=2,4" --compile-only -o %t/out | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t/out/tune.json
// RUN: FileCheck %s --check-prefix=REF < %t/out/reference/gemm_f16_reference.json
// RUN: FileCheck %s --check-prefix=STAGES < %t/out/c0003/gemm_f16.json
//
// The declared space of the file when nothing narrows it: 3^5 points
// (--dry-run: the report only, nothing compiled or written).
// RUN: env TILE_CACHE_DIR=%t/cache tile-tune %S/Inputs/gemm.mlir --set M=256,N=256,K=256 --dry-run -o %t/all | FileCheck %s --check-prefix=DECLARED
// RUN: not ls %t/all
//
// A configuration that compiles to the kernel of an earlier one is not
// compiled again: FlashAttention's threads = 0 is 256 threads at D = 256
// with 128 query rows (and 128 threads with 64).
// RUN: env TILE_CACHE_DIR=%t/cache tile-tune %tile_src_root/examples/flash_attention.mlir --kernel flash_attention_f16 --set B=1,H=2,S=1000,D=256,causal=1,block_N=64,num_stages=2 --space "block_M=64,128;threads=0,128,256" --dry-run -o %t/dup 2>&1 | FileCheck %s --check-prefix=DUP
// DUP: rejected 4 of 6 before code generation (2 compiling to a kernel listed before, 1 over the registers budget, 1 failing a requirement):
// DUP-DAG: block_M=64,threads=128: the same kernel as block_M=64,threads=0
// DUP-DAG: block_M=128,threads=256: the same kernel as block_M=128,threads=0
//
// --tma: the candidates load their wgmma tiles through TMA (their
// manifests list the tensor maps); the SIMT reference does not.
// RUN: env TILE_CACHE_DIR=%t/cache tile-tune %S/Inputs/gemm.mlir --tma --no-cubin --set M=256,N=256,K=256,block_K=64 --space "block_M=128;block_N=128;threads=128;num_stages=3" --compile-only -o %t/tma
// RUN: FileCheck %s --check-prefix=TMA < %t/tma/c0000/gemm_f16.json
// RUN: FileCheck %s --check-prefix=TMA-REF < %t/tma/reference/gemm_f16_reference.json
// TMA: "tensor_maps": [
// TMA-REF-NOT: tensor_maps
// --tma-multicast (implies --tma): the candidates run in 2-block clusters.
// RUN: env TILE_CACHE_DIR=%t/cache tile-tune %S/Inputs/gemm.mlir --tma-multicast --no-cubin --set M=256,N=256,K=256,block_K=64 --space "block_M=128;block_N=128;threads=128;num_stages=3" --compile-only -o %t/mc
// RUN: FileCheck %s --check-prefix=MC < %t/mc/c0000/gemm_f16.ptx
// RUN: FileCheck %s --check-prefix=TMA-REF < %t/mc/reference/gemm_f16_reference.json
// MC: .reqnctapercluster 2, 1, 1
// MC: multicast::cluster

// --producer-warp compiles the candidates with a producer warp (a block of
// threads + 32, named in the manifest); the reference stays plain.
// RUN: env TILE_CACHE_DIR=%t/cache tile-tune %S/Inputs/gemm.mlir --producer-warp --no-cubin --set M=256,N=256,K=256,block_K=64 --space "block_M=128;block_N=128;threads=128;num_stages=3" --compile-only -o %t/pw
// RUN: FileCheck %s --check-prefix=PW < %t/pw/c0000/gemm_f16.json
// RUN: FileCheck %s --check-prefix=TMA-REF < %t/pw/reference/gemm_f16_reference.json
// PW: "block": [
// PW-NEXT: 160,
// PW: "producer_warps": 1,
//
// sm_80 has less shared memory: more configurations go.
// RUN: env TILE_CACHE_DIR=%t/cache tile-tune %S/Inputs/gemm.mlir --chip sm_80 --no-cubin --set M=256,N=256,K=256,block_K=64,threads=512 --space "block_M=256;block_N=256;num_stages=2,3,4" --compile-only -o %t/sm80 | FileCheck %s --check-prefix=SM80

// A space whose first point fails a tile.assert (a row of 8192 does not fit
// in block_N = 256) is still searched: that point is one rejection.
// RUN: env TILE_CACHE_DIR=%t/cache tile-tune %tile_src_root/examples/softmax.mlir --kernel softmax_f16 --dry-run --space "block_M=1;block_N=256,8192;threads=512" 2>&1 | FileCheck %s --check-prefix=ASSERT

// ASSERT: softmax_f16: 2 configurations (block_M=[1] block_N=[256, 8192] threads=[512])
// ASSERT-NEXT: rejected 1 of 2 before code generation (1 failing a requirement):
// ASSERT-NEXT: block_M=1,block_N=256,threads=512: softmax.mlir:{{[0-9]+}}:{{[0-9]+}}: 'tile.assert' op requirement failed: a row must fit in block_N columns

// CHECK: gemm_f16: 8 configurations (block_M=[64, 256] block_N=[256] threads=[128, 512] num_stages=[2, 4])
// CHECK-NEXT: rejected 3 of 8 before code generation (1 over the registers budget, 2 over the shared memory budget):
// CHECK-NEXT: block_M=256,block_N=256,threads=128,num_stages=2: registers >= 512 per thread > 255 (memref<256x256xf32, #tile.fragment>)
// CHECK-NEXT: block_M=256,block_N=256,threads=128,num_stages=4: shared memory 266240 B > 232432 B (sm_90a)
// CHECK-NEXT: block_M=256,block_N=256,threads=512,num_stages=4: shared memory 266240 B > 232432 B (sm_90a)
// CHECK-NEXT: compiled 5 of 5 in {{.*}} s
// CHECK: tile-run --tune {{.*}}out

// JSON: "candidates": [
// JSON: "bundle": "c0000",
// JSON-NEXT: "config": "block_M=64,block_N=256,threads=128,num_stages=2",
// JSON: "config": "block_M=256,block_N=256,threads=128,num_stages=2",
// JSON: "reason": "registers >= 512 per thread > 255 (memref<256x256xf32, #tile.fragment>)",
// JSON-NEXT: "status": "rejected"
// JSON: "flops": 33554432,
// JSON: "kernel": "gemm_f16",
// JSON-NEXT: "key": "{{[0-9a-f]+}}",
// JSON: "reference": "reference",

// REF: "flops": 33554432,
// REF: "kernel": "gemm_f16_reference",
// REF: "shared_bytes": 0,

// STAGES: "params": {
// STAGES: "num_stages": 4,

// DECLARED: gemm_f16: 243 configurations (block_M=[64, 128, 256] block_N=[64, 128, 256] block_K=[16, 32, 64] threads=[128, 256, 512] num_stages=[2, 3, 4])
// DECLARED-NEXT: rejected 37 of 243 before code generation (34 over the registers budget, 3 over the shared memory budget):
// DECLARED-NOT: compiled

// SM80: rejected 2 of 3 before code generation (2 over the shared memory budget):
// SM80-NEXT: num_stages=3: shared memory 199680 B > 166896 B (sm_80)
// SM80-NEXT: num_stages=4: shared memory 266240 B > 166896 B (sm_80)
