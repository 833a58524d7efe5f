// REQUIRES: without-cuda
// On a machine without the CUDA toolkit, a kernel that needs libdevice is
// an error that says how to fix it, and no file is written: neither the
// PTX (ptxas would reject its undefined __nv_ functions) nor a bundle.

// RUN: rm -rf %t.ptx %t.bundle
// RUN: not %without_cuda tile-translate %tile_src_root/examples/softmax.mlir --tile-to-ptx --kernel softmax_f16 -o %t.ptx 2>&1 | FileCheck %s
// RUN: not test -e %t.ptx
// RUN: not %without_cuda tile-translate %tile_src_root/examples/softmax.mlir --tile-to-bundle -o %t.bundle 2>&1 | FileCheck %s
// RUN: not test -e %t.bundle
// Kernels without libdevice calls still compile there.
// RUN: %without_cuda tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-ptx --kernel vector_add_f32 | FileCheck %s --check-prefix=PTX

// CHECK: softmax.mlir:{{[0-9]+}}:{{[0-9]+}}: error: kernel 'softmax_{{.*}}' calls libdevice's __nv_{{[a-z0-9_]+}}, but no CUDA toolkit with nvvm/libdevice was found: install the CUDA toolkit or set CUDA_HOME to it
// PTX: .visible .entry vector_add_f32
