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

// A host function with two launches compiles to one module that holds
// both kernels: its PTX goes once, and --kernel takes either kernel's name.
// Each kernel's manifest lists only its own launch's accesses.
// RUN: tile-translate %tile_src_root/test/Target/Inputs/two-launches.mlir --tile-to-ptx | FileCheck %s --check-prefix=TWO
// TWO: // ----- kernel two_step
// TWO-COUNT-1: .visible .entry two_step(
// TWO: // ----- kernel two_step_1 (in the module of two_step)
// TWO-NOT: .entry
// RUN: tile-translate %tile_src_root/test/Target/Inputs/two-launches.mlir --tile-to-ptx --kernel two_step_1 | FileCheck %s --check-prefix=SECOND
// SECOND: .visible .entry two_step_1(
// RUN: not tile-translate %tile_src_root/test/Target/Inputs/two-launches.mlir --tile-to-ptx --kernel nope 2>&1 | FileCheck %s --check-prefix=NOPE
// NOPE: error: no kernel named 'nope'; the module holds: two_step, two_step_1
// RUN: rm -rf %t.two && tile-translate %tile_src_root/test/Target/Inputs/two-launches.mlir --tile-to-bundle --no-cubin -o %t.two
// RUN: FileCheck %s --check-prefix=FIRST-ACCESS < %t.two/two_step.json
// RUN: FileCheck %s --check-prefix=SECOND-ACCESS < %t.two/two_step_1.json
// FIRST-ACCESS: "access": "in",
// FIRST-ACCESS-NEXT: "dtype": "f32",
// FIRST-ACCESS-NEXT: "name": "X",
// FIRST-ACCESS: "access": "out",
// FIRST-ACCESS-NEXT: "dtype": "f32",
// FIRST-ACCESS-NEXT: "name": "T",
// SECOND-ACCESS: "access": "in",
// SECOND-ACCESS-NEXT: "dtype": "f32",
// SECOND-ACCESS-NEXT: "name": "X",
// SECOND-ACCESS: "access": "in",
// SECOND-ACCESS-NEXT: "dtype": "f32",
// SECOND-ACCESS-NEXT: "name": "T",
// SECOND-ACCESS: "access": "out",
// SECOND-ACCESS-NEXT: "dtype": "f32",
// SECOND-ACCESS-NEXT: "name": "Y",
