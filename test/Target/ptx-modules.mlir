// Several kernels are written as one PTX module that ptxas accepts (it
// reads one module per file): one header, each kernel's statements after a
// marker line, a declaration that two kernels share once, and each
// kernel's dynamic shared memory under its own name.

// RUN: tile-translate %tile_src_root/examples/softmax.mlir --tile-to-ptx -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// CHECK-COUNT-1: .version
// CHECK: // ----- kernel softmax_f16
// CHECK: .visible .entry softmax_f16(
// CHECK: // ----- kernel softmax_bf16
// CHECK: .visible .entry softmax_bf16(
// CHECK: // ----- kernel softmax_online_f16
// CHECK-NOT: .version

// The lowered input takes the same path.
// RUN: tile-opt %tile_src_root/examples/vector_add.mlir --tile-to-nvvm="chip=sm_90a" | tile-translate --tile-to-ptx -o %t.va.ptx
// RUN: FileCheck %s --check-prefix=VA < %t.va.ptx
// VA-COUNT-1: .target sm_90a
// VA: .visible .entry vector_add_f32(
// VA: .visible .entry vector_add_f16(

// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.va.ptx -o /dev/null %}
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --producer-warp -o %t.gemm.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.gemm.ptx -o /dev/null %}
