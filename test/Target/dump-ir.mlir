// --dump-ir writes the IR after every pass, numbered in pipeline order, and
// the final PTX of each kernel.

// RUN: rm -rf %t && tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-ptx --kernel vector_add_f32 --dump-ir %t -o /dev/null
// RUN: ls -v %t/builtin_module_no-symbol-name | FileCheck %s --check-prefix=TOP
// RUN: ls -v %t/builtin_module_no-symbol-name/gpu_module_vector_add_f32_kernels | FileCheck %s --check-prefix=GPU
// RUN: FileCheck %s --check-prefix=LAYOUT < %t/builtin_module_no-symbol-name/*_tile-infer-layout.mlir
// RUN: FileCheck %s --check-prefix=PTX < %t/vector_add_f32.ptx
// The folder keeps itself out of git.
// RUN: FileCheck %s --check-prefix=IGNORE < %t/.gitignore
// IGNORE: {{^\*$}}
// A path that is a file is an error, not a stream of warnings and exit 0.
// RUN: rm -rf %t.file && touch %t.file
// RUN: not tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-ptx --kernel vector_add_f32 --dump-ir %t.file -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTDIR

// NOTDIR: error: --dump-ir: cannot create the folder '{{.*}}.file': Not a directory
// NOTDIR-NOT: Error while creating directory

// TOP: {{[0-9]+}}_tile-specialize.mlir
// TOP: {{[0-9]+}}_canonicalize.mlir
// TOP: {{[0-9]+}}_tile-infer-layout.mlir
// TOP: {{[0-9]+}}_tile-pipeline.mlir
// TOP: {{[0-9]+}}_convert-tile-to-gpu.mlir
// TOP: {{[0-9]+}}_tile-math-to-nvvm.mlir
// TOP: {{[0-9]+}}_tile-collect-kernels.mlir
// TOP: {{[0-9]+}}_nvvm-attach-target.mlir
// TOP: gpu_module_vector_add_f32_kernels

// GPU: {{[0-9]+}}_{{[0-9]+}}_expand-strided-metadata.mlir
// GPU: {{[0-9]+}}_{{[0-9]+}}_lower-affine.mlir
// GPU: {{[0-9]+}}_{{[0-9]+}}_convert-gpu-to-nvvm.mlir
// GPU: {{[0-9]+}}_{{[0-9]+}}_convert-nvvm-to-llvm.mlir
// GPU: {{[0-9]+}}_{{[0-9]+}}_reconcile-unrealized-casts.mlir

// LAYOUT: // -----// IR Dump After TileInferLayout (tile-infer-layout)
// LAYOUT: tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [4]

// PTX: .entry vector_add_f32(
