func.func @host_only(%A: memref<16xf32>) {
  return
}
