// RUN: tile-opt %s --tile-specialize="M=1024 K=1024" | FileCheck %s --check-prefix=ALIGNED
// RUN: tile-opt %s --tile-specialize="M=1024 K=1000" | FileCheck %s --check-prefix=UNALIGNED
// RUN: tile-opt %s --tile-specialize="M=1024 K=1000 block_K=64" | FileCheck %s --check-prefix=BOUND
// RUN: tile-opt %s --tile-specialize="M=1024 K=dynamic" | FileCheck %s --check-prefix=DYNAMIC
// RUN: tile-opt %s --tile-specialize="M=1024 K=dynamic%32" | FileCheck %s --check-prefix=KNOWN
// RUN: tile-opt %s --tile-specialize="M=1024 K=dynamic" --tile-infer-layout | FileCheck %s --check-prefix=DYNAMIC

// `multiple_of = {DIM = d}`: a case holds where the dimension is a
// multiple of d (rows of K halves that start at 32-byte boundaries, as
// Triton specializes on divisibility by 16); the next case takes the rest.
// ALIGNED: tile.params = {K = 1024 : i64, M = 1024 : i64, block_K = 128 : i64}
// UNALIGNED: tile.params = {K = 1000 : i64, M = 1024 : i64, block_K = 32 : i64}
// A binding wins over the case as over any other.
// BOUND: tile.params = {K = 1000 : i64, M = 1024 : i64, block_K = 64 : i64}

// Over a run-time K the case is decided at launch: its kernel is compiled
// with K a multiple of 16 (the argument's tile.multiple_of, which masks
// and row alignment read), the table keeps the condition, and the default
// kernel serves the other values.
// DYNAMIC: func.func @scale({{.*}}tile.dispatch = [#tile.case<when = {}, kernel = "scale_case0", multiple_of = {K = 16 : i64}>]
// DYNAMIC-SAME: block_K = 32 : i64}
// DYNAMIC: func.func @scale_case0({{.*}}%arg1: index {tile.multiple_of = 16 : i64, tile.name = "K"})
// DYNAMIC-SAME: tile.case_of = "scale"
// DYNAMIC-SAME: block_K = 128 : i64}

// A binding that already states the multiple decides the case at compile
// time: one kernel, no table.
// KNOWN-NOT: tile.dispatch
// KNOWN: func.func @scale({{.*}}tile.multiple_of = 32 : i64
// KNOWN-SAME: block_K = 128 : i64}
// KNOWN-NOT: scale_case0

func.func @scale(%A: memref<?x?xf16> {tile.dims = ["M", "K"]})
    attributes {tile.dispatch = [
      #tile.case<when = {}, multiple_of = {K = 16}, set = {block_K = 128}>]} {
  %M = tile.param "M" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %bk = tile.param "block_K" = 32 in [32, 64, 128] : index
  %gx = arith.ceildivui %K, %bk : index
  tile.launch blocks(%bx) in (%gx) threads(128) {
    %t = tile.alloc_shared(%bk) : memref<?xf16, #tile.shared>
  }
  return
}
