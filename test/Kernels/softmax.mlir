// End to end: examples/softmax.mlir. Rows held in registers: 128-bit global
// loads and stores, butterfly shuffles for the row max and sum, a shared
// memory exchange across warps, ex2.approx for the exponent. N = 1000 is
// not a multiple of the 1024-column tile: the -inf padded edge keeps its
// 128-bit accesses (1000 is a multiple of the 8-element vector).

// RUN: tile-opt %tile_src_root/examples/softmax.mlir --tile-specialize="M=16384 N=1000 block_M=4 block_N=1024 threads=512" --tile-infer-layout | FileCheck %s --check-prefix=LAYOUT
// RUN: tile-translate %tile_src_root/examples/softmax.mlir --tile-to-ptx --kernel softmax_f16 --set M=16384,N=1000,block_M=4,block_N=1024,threads=512,prefetch_blocks=132 -o %t.f16.ptx
// RUN: FileCheck %s --check-prefixes=PTX,BULK < %t.f16.ptx
// RUN: tile-translate %tile_src_root/examples/softmax.mlir --tile-to-ptx --kernel softmax_bf16 --chip sm_80 --set M=8192,N=8192 -o %t.bf16.sm80.ptx
// RUN: FileCheck %s --check-prefixes=PTX,LINES < %t.bf16.sm80.ptx
// RUN: tile-translate %tile_src_root/examples/softmax.mlir --tile-to-ptx --kernel softmax_online_f16 --set M=64,N=65536 -o %t.online.ptx
// RUN: FileCheck %s --check-prefix=ONLINE < %t.online.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.f16.ptx -o %t.f16.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.bf16.sm80.ptx -o %t.bf16.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.online.ptx -o %t.online.cubin %}

// LAYOUT-LABEL: func.func @softmax_f16
// LAYOUT: tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [4, 4], order = [1, 0]>} : memref<4x1024xf16
// LAYOUT: tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [4, 4], order = [1, 0]>} : memref<4x1024xf32
// LAYOUT: tile.alloc_fragment() {layout = #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 8]
// LAYOUT: tile.reduce max
// LAYOUT: tile.reduce sum

// PTX: .entry softmax_
// PTX-DAG: ld.global.v4.b32
// PTX-DAG: shfl.sync.bfly.b32
// PTX-DAG: bar.sync
// PTX-DAG: ld.shared
// PTX-DAG: ex2.approx.ftz.f32
// PTX-DAG: st.global.v4.b32
// The rows of the block prefetch_blocks later, into L2: four rows of
// 2000 bytes in one bulk prefetch on sm_90a, one prefetch per 128-byte
// line on sm_80.
// BULK-DAG: cp.async.bulk.prefetch.L2.global
// LINES-DAG: prefetch.global.L2 [

// ONLINE: .entry softmax_online_f16
// ONLINE-DAG: shfl.sync.bfly.b32
// ONLINE-DAG: ex2.approx.ftz.f32
// ONLINE-DAG: ld.global.v4.b32

// The shape cases pick block_N = the next power of two of N and the block
// shape for it: rows of 4097 halves (not 16-byte aligned) in blocks of 256
// threads, each lane loading consecutive halves of a row.
// RUN: tile-translate %tile_src_root/examples/softmax.mlir --tile-inspect --no-cubin --kernel softmax_f16 --set M=4096,N=4097 | FileCheck %s --check-prefix=CASE4097
// CASE4097: launch grid 4096x1x1, block 256x1x1
// CASE4097: block_M=1, block_N=8192, prefetch_blocks=0, threads=256
// RUN: tile-translate %tile_src_root/examples/softmax.mlir --tile-to-ptx --kernel softmax_f16 --set M=4096,N=4097 -o %t.4097.ptx
// RUN: FileCheck %s --check-prefix=ROW4097 < %t.4097.ptx
// ROW4097: ld.global{{.*}}.b16
// ROW4097-NOT: ld.global{{.*}}.v4
// RUN: tile-translate %tile_src_root/examples/softmax.mlir --tile-inspect --no-cubin --kernel softmax_bf16 --set M=4096,N=50257 | FileCheck %s --check-prefix=CASE50257
// CASE50257: block_M=1, block_N=65536, prefetch_blocks=0, threads=512
