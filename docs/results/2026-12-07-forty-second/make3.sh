#!/usr/bin/env bash
# Session 42, run 3 bundles: run 2's Nsight put 9-11% of the 64x128
# multicast kernel's warp samples at 1000^3 on the two cluster barriers'
# GPU-scope memory barriers (ERRBAR) and waits. These tools arrive relaxed
# at the start (after fence.mbarrier_init) and let the consumers arrive
# before the epilogue. Same kernels as make1.sh's `mc`, plus the TMA-store
# epilogue (tile.tma_store); run3.sh times them next to make1.sh's.
set -uo pipefail
ROOT=/work/main; T=${T:-$ROOT/build/bin/tile-translate}; D=$ROOT/.device/s42/r3
rm -rf $D && mkdir -p $D
sed 's/%bk = tile.param "block_K" = 64 in \[16, 32, 64\]/%bk = tile.param "block_K" = 64 in [16, 32, 64, 128]/' $ROOT/examples/gemm.mlir > $D/gemm_bk.mlir
sed -e 's/attributes {tile.warp_specialize = "producer_warp"}/attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "mc"}/' \
    -e 's/^  %pw = tile.param/  %mc = tile.param "mc" = 0 in [0, 1] : index\n  %pw = tile.param/' $D/gemm_bk.mlir > $D/gemm_bkmc.mlir
sed 's/tile.tma_multicast = "mc"}/tile.tma_multicast = "mc", tile.tma_store}/' $D/gemm_bkmc.mlir > $D/gemm_bkmcts.mlir
b(){ out=$1; src=$2; shift 2; $T $src --tile-to-bundle -o $D/$out --kernel gemm_f16 "$@" 2>&1 | grep -E "error" | head -2; test -d $D/$out || echo MISSING $out; }
G=block_M=64,block_N=128,threads=128,producer_warp=1,mc=1,block_K=64
for s in 1000,1000,1000 1024,1000,1000 1000,1000,4000 776,776,776 520,1000,1000 1024,1024,1024; do
  IFS=, read m n k <<< "$s"; S=M=$m,N=$n,K=$k; n=${m}x${n}x${k}
  b $n/mcnew $D/gemm_bkmc.mlir --set $S,$G
  b $n/mctsnew $D/gemm_bkmcts.mlir --set $S,$G
done
grep -c "barrier.cluster.arrive.relaxed" $D/1000x1000x1000/mcnew/gemm_f16.ptx
du -sh $D
