// NVVM ops that need sm_90, written in a kernel.
func.func @elect(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %p = nvvm.elect.sync -> i1
    scf.if %p {
      %c0 = arith.constant 0 : index
      %f = arith.constant 1.0 : f32
      memref.store %f, %X[%c0] : memref<4xf32>
    }
  }
  return
}

func.func @registers(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    nvvm.setmaxregister increase 240
    %c0 = arith.constant 0 : index
    %f = arith.constant 1.0 : f32
    memref.store %f, %X[%c0] : memref<4xf32>
  }
  return
}
