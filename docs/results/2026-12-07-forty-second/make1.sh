#!/usr/bin/env bash
# Session 42, run 1 bundles: at 1000^3 the 64x128 multicast kernel loads
# A as eight 8-row TMA boxes per stage (M % 32 != 0 rules out the 5-d
# view that moves a warpgroup's 64 rows as one box). `mc5d` is a build
# with TILE_HACK_5D (a temporary patch of TmaPlan.cpp, not committed) that
# takes the 5-d view anyway: its last tile's rows 960-999 load as zeros
# (wrong there), the rest is the one-box load. M = 1024 runs the same
# kernel legitimately with one box per stage.
set -uo pipefail
ROOT=/work/main; T=${T:-$ROOT/build/bin/tile-translate}; D=$ROOT/.device/s42/r1
rm -rf $D && mkdir -p $D
sed 's/%bk = tile.param "block_K" = 64 in \[16, 32, 64\]/%bk = tile.param "block_K" = 64 in [16, 32, 64, 128]/' $ROOT/examples/gemm.mlir > $D/gemm_bk.mlir
sed -e 's/attributes {tile.warp_specialize = "producer_warp"}/attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "mc"}/' \
    -e 's/^  %pw = tile.param/  %mc = tile.param "mc" = 0 in [0, 1] : index\n  %pw = tile.param/' $D/gemm_bk.mlir > $D/gemm_bkmc.mlir
b(){ out=$1; shift; $T $D/gemm_bkmc.mlir --tile-to-bundle -o $D/$out --kernel gemm_f16 "$@" 2>&1 | grep -E "error" | head -2; test -d $D/$out || echo MISSING $out; }
G=block_M=64,block_N=128,threads=128,producer_warp=1,mc=1,block_K=64
for s in 1000,1000,1000 1024,1000,1000 1000,1000,4000 776,776,776 520,1000,1000; do
  IFS=, read m n k <<< "$s"; S=M=$m,N=$n,K=$k; n=${m}x${n}x${k}
  b $n/mc --set $S,$G
  TILE_HACK_5D=1 b $n/mc5d --set $S,$G
  b $n/ship --set $S
done
grep -c "cp.async.bulk.tensor.5d" $D/1000x1000x1000/mc5d/gemm_f16.ptx $D/1000x1000x1000/mc/gemm_f16.ptx $D/1024x1000x1000/mc/gemm_f16.ptx
du -sh $D
