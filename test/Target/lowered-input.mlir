// tile-translate also takes what tile-opt lowered (as mlir-translate
// does): the kernels are only translated, for the chip their gpu.module's
// NVVM target names, and the bundle's manifest reads the launch.

// RUN: tile-opt %tile_src_root/examples/vector_add.mlir --tile-to-nvvm="chip=sm_80" | tile-translate --tile-to-ptx --kernel vector_add_f32 | FileCheck %s --check-prefix=PTX
// PTX: .target sm_80
// PTX: .visible .entry vector_add_f32(
// PTX-NOT: .entry

// RUN: tile-opt %tile_src_root/examples/gemm.mlir --tile-to-nvvm="chip=sm_90a" | tile-translate --tile-to-ptx --kernel gemm_f16 2>&1 | FileCheck %s --check-prefix=GEMM
// GEMM-NOT: warning
// GEMM: .target sm_90a
// GEMM: .visible .entry gemm_f16(
// GEMM: wgmma.mma_async

// The same PTX as from the tile IR itself.
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 -o %t.direct.ptx
// RUN: tile-opt %tile_src_root/examples/gemm.mlir --tile-to-nvvm="chip=sm_90a" | tile-translate --tile-to-ptx --kernel gemm_f16 -o %t.lowered.ptx
// RUN: diff %t.direct.ptx %t.lowered.ptx

// Halfway, after convert-tile-to-gpu: the NVVM half of the pipeline runs.
// RUN: tile-opt %tile_src_root/examples/vector_add.mlir --tile-specialize --canonicalize --tile-infer-layout --convert-tile-to-gpu | tile-translate --tile-to-ptx --kernel vector_add_f16 | FileCheck %s --check-prefix=HALF
// HALF: .visible .entry vector_add_f16(

// RUN: rm -rf %t.bundle && tile-opt %tile_src_root/examples/vector_add.mlir --tile-to-nvvm="chip=sm_80" | tile-translate --tile-to-bundle --no-cubin -o %t.bundle
// RUN: FileCheck %s --check-prefix=MANIFEST < %t.bundle/vector_add_f32.json
// MANIFEST: "chip": "sm_80"
// MANIFEST: "entry": "vector_add_f32"

// RUN: tile-translate --version | FileCheck %s --check-prefix=VERSION
// VERSION: tile-mlir {{[0-9.]+}} (commit {{[0-9a-f]+(-modified)?|unknown}}, LLVM {{[0-9.]+}})
