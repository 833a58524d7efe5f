#!/usr/bin/env bash
# Session 42, run 2 bundles: the 64x128 multicast kernel at 1000^3 with
# 2 to 8 stages, block_K 32 / 64, with and without the 5-d A box
# (TILE_HACK_5D, see make1.sh), for Nsight's stall split (run2.sh).
set -uo pipefail
ROOT=/work/main; T=${T:-$ROOT/build/bin/tile-translate}; D=$ROOT/.device/s42/r2
rm -rf $D && mkdir -p $D
sed -e 's/%bk = tile.param "block_K" = 64 in \[16, 32, 64\]/%bk = tile.param "block_K" = 64 in [16, 32, 64, 128]/' \
    -e 's/"num_stages" = 3 in \[2, 3, 4\]/"num_stages" = 3 in [2, 3, 4, 5, 6, 8, 12]/' $ROOT/examples/gemm.mlir > $D/gemm_bk.mlir
sed -e 's/attributes {tile.warp_specialize = "producer_warp"}/attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "mc"}/' \
    -e 's/^  %pw = tile.param/  %mc = tile.param "mc" = 0 in [0, 1] : index\n  %pw = tile.param/' $D/gemm_bk.mlir > $D/gemm_bkmc.mlir
b(){ out=$1; shift; $T $D/gemm_bkmc.mlir --tile-to-bundle -o $D/$out --kernel gemm_f16 "$@" 2>&1 | grep -E "error" | head -2; test -d $D/$out || echo MISSING $out; }
G=block_M=64,block_N=128,threads=128,producer_warp=1,mc=1
S=M=1000,N=1000,K=1000; n=1000x1000x1000
for st in 2 3 4 5 6 8; do
  b $n/mc_k64_s$st --set $S,$G,block_K=64,num_stages=$st
  TILE_HACK_5D=1 b $n/mc5d_k64_s$st --set $S,$G,block_K=64,num_stages=$st
done
for st in 4 8 12; do b $n/mc_k32_s$st --set $S,$G,block_K=32,num_stages=$st; done
b $n/nomc_k64_s4 --set $S,block_M=64,block_N=128,threads=128,producer_warp=1,block_K=64,num_stages=4,mc=0
du -sh $D
