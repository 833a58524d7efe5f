// A bundle holds, per kernel, the PTX, the manifest and (with ptxas) the
// cubin; the manifest says how to launch it.

// RUN: rm -rf %t && tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-bundle --no-cubin --set N=1000003 -o %t
// RUN: FileCheck %s < %t/vector_add_f32.json
// RUN: FileCheck %s --check-prefix=F16 < %t/vector_add_f16.json
// RUN: FileCheck %s --check-prefix=PTX < %t/vector_add_f32.ptx
// RUN: %if ptxas %{ rm -rf %t.cubin && tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-bundle --set N=1000003 -o %t.cubin %}
// RUN: %if ptxas %{ FileCheck %s --check-prefix=CUBIN < %t.cubin/vector_add_f32.json %}
// RUN: %if ptxas %{ test -s %t.cubin/vector_add_f32.cubin %}
// RUN: rm -rf %t.index && tile-translate %S/Inputs/index-arg.mlir --tile-to-bundle --no-cubin -o %t.index
// RUN: FileCheck %s --check-prefix=INDEX < %t.index/index_arg.json
// RUN: rm -rf %t.cache && env TILE_CACHE_DIR=%t.cache tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-bundle --no-cubin --cache > %t.first
// RUN: env TILE_CACHE_DIR=%t.cache tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-bundle --no-cubin --cache > %t.second
// RUN: env TILE_CACHE_DIR=%t.cache tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-bundle --no-cubin --cache --set N=4096 > %t.third
// RUN: cat %t.first %t.second %t.third | FileCheck %s --check-prefix=CACHE
// RUN: not tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-bundle --cache -o %t.x 2>&1 | FileCheck %s --check-prefix=CACHE-O
// A second compile of the same inputs is the same folder; other bindings
// are another.
// CACHE: [[DIR:.*]]/bundles/[[KEY:[0-9a-f]+]]{{$}}
// CACHE-NEXT: [[DIR]]/bundles/[[KEY]]{{$}}
// CACHE-NOT: [[KEY]]
// CACHE-O: --cache keeps a bundle in the cache folder: use it with --tile-to-bundle and without -o
// RUN: rm -rf %t.scalar && tile-translate %S/Inputs/scalar-args.mlir --tile-to-bundle --no-cubin -o %t.scalar
// RUN: FileCheck %s --check-prefix=SCALAR < %t.scalar/axpy.json
// RUN: FileCheck %s --check-prefix=SCALAR-PTX < %t.scalar/axpy.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.scalar/axpy.ptx -o /dev/null %}

// Scalars are listed in order with the buffers, by value, shapeless, and
// move no bytes (X once, Y twice: 12288).
// SCALAR: "args": [
// SCALAR-NEXT: {
// SCALAR-NEXT: "access": "value",
// SCALAR-NEXT: "dtype": "f32",
// SCALAR-NEXT: "name": "alpha",
// SCALAR-NEXT: "shape": []
// SCALAR: "name": "X",
// SCALAR: "name": "Y",
// SCALAR: "access": "value",
// SCALAR-NEXT: "dtype": "i32",
// SCALAR-NEXT: "name": "count",
// SCALAR: "dtype": "bf16",
// SCALAR: "dtype": "i64",
// SCALAR-NEXT: "name": "step",
// SCALAR: "bytes": 12288,
// SCALAR-PTX: .entry axpy(
// SCALAR-PTX-NEXT: .param .f32 axpy_param_0,
// SCALAR-PTX: .param .u32 axpy_param_3,
// SCALAR-PTX-NEXT: .param .align 2 .b8 axpy_param_4[2],
// SCALAR-PTX-NEXT: .param .u64 axpy_param_5

// CHECK: "args": [
// CHECK:     "access": "in",
// CHECK:     "dtype": "f32",
// CHECK:     "name": "A",
// CHECK:     "shape": [
// CHECK-NEXT:  1000003
// CHECK:     "name": "B",
// CHECK:     "access": "out",
// CHECK:     "name": "C",
// CHECK: "block": [
// CHECK-NEXT: 256,
// CHECK: "bytes": 12000036,
// CHECK: "chip": "sm_90a",
// CHECK: "compiler": "tile-mlir
// CHECK: "entry": "vector_add_f32",
// CHECK: "grid": [
// CHECK-NEXT: 489,
// CHECK-NEXT: 1,
// CHECK-NEXT: 1
// CHECK: "params": {
// CHECK-NEXT: "N": 1000003,
// CHECK-NEXT: "block": 2048
// CHECK: "ptx": "vector_add_f32.ptx",
// CHECK: "shared_bytes": 0,
// CHECK: "source_hash": "{{[0-9a-f]+}}"

// F16: "dtype": "f16",
// F16: "bytes": 6000018,

// PTX: .entry vector_add_f32(

// CUBIN: "cubin": "vector_add_f32.cubin",
// CUBIN: "ptxas_info": "{{.*}}registers

// An argument of index elements is an i64 buffer (1056 bytes: A read and
// written, 128 x 4 x 2, and T's 4 x 8).
// INDEX: "dtype": "i64",
// INDEX-NEXT: "name": "T",
// INDEX: "bytes": 1056,

// Writing into a folder that holds an earlier bundle: kernels it no longer
// holds go (the runtime would load them too); other files stay.
// RUN: rm -rf %t.re && tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-bundle --no-cubin -o %t.re
// RUN: touch %t.re/notes.txt
// RUN: tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-bundle --no-cubin --kernel vector_add_f16 -o %t.re
// RUN: ls %t.re | FileCheck %s --check-prefix=REWRITE
// REWRITE-NOT: vector_add_f32
// REWRITE: notes.txt
// REWRITE-NEXT: vector_add_f16.json
// REWRITE-NEXT: vector_add_f16.ptx
// REWRITE-NOT: vector_add_f32
