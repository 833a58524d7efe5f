// RUN: tile-opt %s -split-input-file --tile-tensor-map-params -verify-diagnostics | FileCheck %s

// The arguments tile.tensor_map_args lists become 128-byte, 64-byte-aligned
// by-value grid constants (PTX: .param .align 64 .b8 name[128]); the mark
// goes, the other arguments stay as they are.
// CHECK-LABEL: llvm.func @maps
// CHECK-SAME: (%arg0: !llvm.ptr, %arg1: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}, %arg2: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant})
// CHECK-SAME: attributes {nvvm.kernel}
// CHECK-NOT: tile.tensor_map_args
gpu.module @k {
  llvm.func @maps(%buffer: !llvm.ptr, %a: !llvm.ptr, %b: !llvm.ptr) attributes {nvvm.kernel, tile.tensor_map_args = array<i64: 1, 2>} {
    nvvm.prefetch tensormap, %a : !llvm.ptr
    nvvm.prefetch tensormap, %b : !llvm.ptr
    llvm.return
  }
}

// -----

// Kernels without maps are left alone.
// CHECK-LABEL: llvm.func @no_maps(%arg0: !llvm.ptr) attributes {nvvm.kernel}
gpu.module @k {
  llvm.func @no_maps(%buffer: !llvm.ptr) attributes {nvvm.kernel} {
    llvm.return
  }
}

// -----

gpu.module @k {
  // expected-error @below {{'tile.tensor_map_args' must list pointer arguments of a function}}
  llvm.func @not_a_pointer(%buffer: !llvm.ptr, %n: i64) attributes {nvvm.kernel, tile.tensor_map_args = array<i64: 1>} {
    llvm.return
  }
}
