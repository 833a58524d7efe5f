// End to end: examples/debug_print.mlir. Tiles print from thread 0 through
// vprintf; the fragment is gathered in shared memory behind barriers.

// RUN: tile-opt %tile_src_root/examples/debug_print.mlir --tile-specialize --tile-infer-layout --convert-tile-to-gpu | FileCheck %s --check-prefix=GPU
// RUN: tile-translate %tile_src_root/examples/debug_print.mlir --tile-to-ptx -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o %t.cubin %}

// GPU: gpu.launch_func @debug_print_kernels::@debug_print {{.*}} dynamic_shared_memory_size
// GPU-LABEL: gpu.func @debug_print
// GPU: gpu.dynamic_shared_memory
// GPU: gpu.barrier
// GPU: gpu.printf "X[%lld, %lld]: %g %g %g %g %g %g %g %g\0A"
// GPU: arith.mulf
// GPU: gpu.barrier
// GPU: gpu.printf "Y[%lld, %lld]: %g %g %g %g %g %g %g %g\0A"

// PTX: .extern .func  (.param .b32 func_retval0) vprintf
// PTX: .shared .align 16 .b8 __dynamic_shmem__0
// PTX-DAG: bar.sync 0;
// PTX-DAG: st.shared
// PTX-DAG: ld.shared
// PTX-DAG: call.uni (retval0), vprintf,
