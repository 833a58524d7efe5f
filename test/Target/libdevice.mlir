// REQUIRES: ptxas
// libdevice is found where ptxas is (not only through CUDA_HOME), so the
// math that calls it is linked in; PTX with an undefined __nv_ function is
// an error, never the output.

// RUN: env -u CUDA_HOME -u CUDA_ROOT -u CUDA_PATH tile-translate %tile_src_root/examples/softmax.mlir --tile-to-ptx --kernel softmax_f16 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: env CUDA_HOME=%t.nonexistent tile-translate %tile_src_root/examples/flash_attention.mlir --tile-to-ptx --kernel flash_attention_f16 -o %t.fa.ptx
// RUN: FileCheck %s < %t.fa.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o /dev/null
// RUN: %ptxas -arch=sm_90a %t.fa.ptx -o /dev/null
// CHECK: .visible .entry
// CHECK-NOT: .extern .func {{.*}}__nv_
