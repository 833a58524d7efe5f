// End to end: examples/vector_add.mlir from tile IR to PTX, every stage
// checked, then assembled by ptxas for sm_80 and sm_90a where ptxas exists.
// N = 1000003 is not a multiple of the block, so the masked tail is built.

// RUN: tile-opt %tile_src_root/examples/vector_add.mlir --tile-specialize="N=1000003" | FileCheck %s --check-prefix=SPEC
// RUN: tile-opt %tile_src_root/examples/vector_add.mlir --tile-specialize="N=1000003" --tile-infer-layout | FileCheck %s --check-prefix=LAYOUT
// RUN: tile-opt %tile_src_root/examples/vector_add.mlir --tile-specialize="N=1000003" --tile-infer-layout --convert-tile-to-gpu | FileCheck %s --check-prefix=GPU
// RUN: tile-opt %tile_src_root/examples/vector_add.mlir --tile-to-nvvm="chip=sm_90a bind=N=1000003" | FileCheck %s --check-prefix=NVVM
// RUN: tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-ptx --set N=1000003 --kernel vector_add_f32 -o %t.f32.ptx
// RUN: FileCheck %s --check-prefix=PTX32 < %t.f32.ptx
// RUN: tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-ptx --set N=1000003 --kernel vector_add_f16 -o %t.f16.ptx
// RUN: FileCheck %s --check-prefix=PTX16 < %t.f16.ptx
// RUN: tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-ptx --chip sm_80 --set N=1000003 --kernel vector_add_f32 -o %t.sm80.ptx
// RUN: FileCheck %s --check-prefix=SM80 < %t.sm80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.f32.ptx -o %t.f32.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.f16.ptx -o %t.f16.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.sm80.ptx -o %t.sm80.cubin %}

// SPEC-LABEL: func.func @vector_add_f32
// SPEC-SAME: memref<1000003xf32>
// SPEC-SAME: tile.params = {N = 1000003 : i64, block = 2048 : i64}
// SPEC: %[[GRID:.+]] = arith.constant 489 : index
// SPEC: tile.launch blocks(%{{.*}}) in (%[[GRID]]) threads(256)
// SPEC: tile.alloc_fragment() : memref<2048xf32, #tile.fragment>

// LAYOUT-LABEL: func.func @vector_add_f32
// LAYOUT: tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [8], order = [0]>}
// LAYOUT-LABEL: func.func @vector_add_f16
// LAYOUT: tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerBlock = [8], order = [0]>}

// GPU-LABEL: gpu.func @vector_add_f32
// GPU-SAME: {tile.access = "in"}
// GPU-SAME: {tile.access = "in"}
// GPU-SAME: {tile.access = "out"}
// GPU-SAME: kernel
// GPU: scf.if
// GPU: vector.load %{{.*}} {alignment = 16 : i64} : memref<1000003xf32>, vector<4xf32>
// GPU: arith.addf
// GPU: vector.store %{{.*}} {alignment = 16 : i64} : memref<1000003xf32>, vector<4xf32>

// NVVM: gpu.module @vector_add_f32_kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">]
// NVVM: llvm.func @vector_add_f32(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr)
// NVVM-SAME: nvvm.kernel
// NVVM-SAME: nvvm.maxntid = array<i32: 256, 1, 1>
// NVVM: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>

// PTX32: .version 8.0
// PTX32: .target sm_90a
// PTX32: .visible .entry vector_add_f32(
// PTX32: .maxntid 256, 1, 1
// The unmasked path moves 128-bit vectors; the masked tail scalars.
// PTX32-DAG: ld.global.v4.b32
// PTX32-DAG: add.rn.f32
// PTX32-DAG: st.global.v4.b32
// PTX32-DAG: ld.global.b32
// PTX32-DAG: st.global.b32

// PTX16: .visible .entry vector_add_f16(
// PTX16-DAG: ld.global.v4.b32
// PTX16-DAG: add{{.*}}f16
// PTX16-DAG: st.global.v4.b32

// SM80: .target sm_80
// SM80: ld.global.v4.b32
