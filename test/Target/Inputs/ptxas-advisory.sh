#!/bin/sh
# Stands in for ptxas in ptxas-advisory.mlir: writes a placeholder cubin
# and prints -v output with a performance advisory of ptxas 13. Copied to
# a name ending in "divergent": the one for wgmma serialized by a branch
# ptxas cannot prove warp-uniform (seen on FlashAttention with a producer
# warp); to a name ending in "spill": no advisory, but registers spilled;
# else the one for wgmma serialized for lack of registers.
while [ $# -gt 0 ]; do
  if [ "$1" = -o ]; then out=$2; shift; fi
  shift
done
echo "not a cubin" > "$out"
echo "ptxas info    : 0 bytes gmem"
echo "ptxas info    : Compiling entry function 'kernel' for 'sm_90a'"
case "$0" in
  *spill)
    echo "ptxas info    : Function properties for kernel"
    echo "    5904 bytes stack frame, 5640 bytes spill stores, 5720 bytes spill loads"
    echo "ptxas info    : Used 255 registers, used 1 barriers, 1 bytes smem"
    exit 0 ;;
  *divergent) echo "ptxas info    : (C7520) Potential Performance Loss: wgmma.mma_async instructions are serialized due to program dependence on compiler-inserted WG.AR in divergent path in the function 'kernel'" ;;
  *) echo "ptxas info    : (C7511) Potential Performance Loss: wgmma.mma_async instructions are serialized due to insufficient register resources for the wgmma pipeline in the function 'kernel'" ;;
esac
echo "ptxas info    : Function properties for kernel"
echo "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads"
echo "ptxas info    : Used 168 registers, used 1 barriers, 1 bytes smem"
