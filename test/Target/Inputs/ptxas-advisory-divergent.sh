#!/bin/sh
# Stands in for ptxas in ptxas-advisory.mlir: the advisory ptxas 13 gives
# when it serializes wgmma because of a branch it cannot prove warp-uniform
# (seen on FlashAttention with a producer warp).
while [ $# -gt 0 ]; do
  if [ "$1" = -o ]; then out=$2; shift; fi
  shift
done
echo "not a cubin" > "$out"
echo "ptxas info    : 0 bytes gmem"
echo "ptxas info    : Compiling entry function 'kernel' for 'sm_90a'"
echo "ptxas info    : (C7520) Potential Performance Loss: wgmma.mma_async instructions are serialized due to program dependence on compiler-inserted WG.AR in divergent path in the function 'kernel'"
echo "ptxas info    : Function properties for kernel"
echo "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads"
echo "ptxas info    : Used 254 registers, used 1 barriers, 1 bytes smem"
