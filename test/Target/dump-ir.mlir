// --dump-ir writes the IR after every pass, numbered in pipeline order, and
// the final PTX of each kernel.

// RUN: rm -rf %t && tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-ptx --kernel vector_add_f32 --dump-ir %t -o /dev/null
// RUN: ls %t/builtin_module_no-symbol-name | FileCheck %s --check-prefix=TOP
// RUN: ls %t/builtin_module_no-symbol-name/gpu_module_vector_add_f32_kernels | FileCheck %s --check-prefix=GPU
// RUN: FileCheck %s --check-prefix=LAYOUT < %t/builtin_module_no-symbol-name/2_tile-infer-layout.mlir
// RUN: FileCheck %s --check-prefix=PTX < %t/vector_add_f32.ptx
// A path that is a file is an error, not a stream of warnings and exit 0.
// RUN: rm -rf %t.file && touch %t.file
// RUN: not tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-ptx --kernel vector_add_f32 --dump-ir %t.file -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTDIR

// NOTDIR: error: --dump-ir: cannot create the folder '{{.*}}.file': Not a directory
// NOTDIR-NOT: Error while creating directory

// TOP: 0_tile-specialize.mlir
// TOP: 1_canonicalize.mlir
// TOP: 2_tile-infer-layout.mlir
// TOP: 3_tile-pipeline.mlir
// TOP: 4_convert-tile-to-gpu.mlir
// TOP: 7_tile-collect-kernels.mlir
// TOP: 8_nvvm-attach-target.mlir
// TOP: gpu_module_vector_add_f32_kernels

// GPU: 8_3_expand-strided-metadata.mlir
// GPU: 8_4_lower-affine.mlir
// GPU: 8_5_convert-gpu-to-nvvm.mlir
// GPU: 8_6_convert-nvvm-to-llvm.mlir
// GPU: 8_9_reconcile-unrealized-casts.mlir

// LAYOUT: // -----// IR Dump After TileInferLayout (tile-infer-layout)
// LAYOUT: tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [4]

// PTX: .entry vector_add_f32(
