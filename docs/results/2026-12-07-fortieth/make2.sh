#!/usr/bin/env bash
# Session 40, run 2 bundles: warpgroups along N (#tile.mma version 3,
# warpsPerBlock = [4, 2]), the shape cuBLAS runs at 1000^3: a 64x128 tile
# over 256 consumer threads, each warpgroup m64n64 on its half of the
# columns; cp.async (producer_warp=0), TMA with a producer warp, and TMA
# with multicast of B across column tiles in clusters of two; next to
# session 39's best at 1000^3 (64x128 on one warpgroup, TMA, multicast)
# and the example as shipped.
set -uo pipefail
ROOT=/work/main; T=${T:-$ROOT/build/bin/tile-translate}; D=$ROOT/.device/s40/g2
rm -rf $D && mkdir -p $D
sed -e 's/attributes {tile.warp_specialize = "producer_warp"}/attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "mc"}/' \
    -e 's/^  %pw = tile.param/  %mc = tile.param "mc" = 0 in [0, 1] : index\n  %pw = tile.param/' $ROOT/examples/gemm.mlir > $D/gemm_mc.mlir
# cuBLAS's own arrangement: a producer warpgroup (setmaxnreg 40) and two
# consumer warpgroups, 384 threads.
sed 's/tile.tma_multicast = "mc"}/tile.tma_multicast = "mc", tile.producer_registers = 40}/' $D/gemm_mc.mlir > $D/gemm_mcpr.mlir
# The epilogue through TMA stores (tile.tma_store).
sed 's/tile.tma_multicast = "mc"}/tile.tma_multicast = "mc", tile.tma_store}/' $D/gemm_mc.mlir > $D/gemm_mcts.mlir
b(){ out=$1; src=$2; shift 2; $T $src --tile-to-bundle -o $D/$out --kernel gemm_f16 "$@" 2>&1 | grep -E "error|warning" | head -2; test -d $D/$out || echo MISSING $out; }
G=block_M=64,block_N=128,threads=256
for s in 1000,1000,1000 1000,1000,1024 1024,1024,1000 1024,1024,1024 776,776,776 520,1000,1000 1000,1000,4000 768,768,768 1536,512,2048 2048,1024,1024 1000,1000,256; do
  IFS=, read m n k <<< "$s"; S=M=$m,N=$n,K=$k; n=${m}x${n}x${k}
  b $n/ship $ROOT/examples/gemm.mlir --set $S
  b $n/g2 $ROOT/examples/gemm.mlir --set $S,$G,block_K=64,producer_warp=0
  b $n/g2bk128 $ROOT/examples/gemm.mlir --set $S,$G,block_K=128,producer_warp=0
  b $n/g2tma $ROOT/examples/gemm.mlir --set $S,$G,block_K=64,producer_warp=1
  b $n/g2mc $D/gemm_mc.mlir --set $S,$G,block_K=64,producer_warp=1,mc=1
  b $n/g2mc3 $D/gemm_mc.mlir --set $S,$G,block_K=64,producer_warp=1,mc=1,num_stages=3
  b $n/g2pr $D/gemm_mcpr.mlir --set $S,$G,block_K=64,producer_warp=1,mc=1
  b $n/g2ts $D/gemm_mcts.mlir --set $S,$G,block_K=64,producer_warp=1,mc=1
  b $n/mc $D/gemm_mc.mlir --set $S,block_M=64,block_N=128,threads=128,block_K=64,producer_warp=1,mc=1
done
# The staged store with one 1 KB buffer per warp where two would cost a
# block per SM (new) against the direct stores (OLD: a tile-translate
# built with two buffers or none, /tmp/tt_twobuf): 256x128 with block_K
# 32, and the 64x128 column groups at 4096^3.
OLD=${OLD:-/tmp/tt_twobuf}
for s in 4096,4096,4096 2048,2048,2048; do
  IFS=, read m n k <<< "$s"; S=M=$m,N=$n,K=$k; n=${m}x${n}x${k}
  b $n/ship $ROOT/examples/gemm.mlir --set $S
  b $n/bk32 $ROOT/examples/gemm.mlir --set $S,block_K=32
  T=$OLD b $n/bk32old $ROOT/examples/gemm.mlir --set $S,block_K=32
  b $n/g2mc $D/gemm_mc.mlir --set $S,$G,block_K=64,producer_warp=1,mc=1
  T=$OLD b $n/g2mcold $D/gemm_mc.mlir --set $S,$G,block_K=64,producer_warp=1,mc=1
done
du -sh $D
