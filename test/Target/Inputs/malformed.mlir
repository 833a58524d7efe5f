func.func @broken(%A: memref<16xf32>) {
  tile.launch blocks(%bx) in (%c1) threads(32) {
  }
  return
}
