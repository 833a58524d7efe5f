// A kernel that reads its warp index with gpu.subgroup_id.
func.func @k(%X: memref<1024xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %w = gpu.subgroup_id : index
    %f = arith.index_cast %w : index to i32
    %g = arith.sitofp %f : i32 to f32
    %t = gpu.thread_id x
    memref.store %g, %X[%t] : memref<1024xf32>
  }
  return
}
