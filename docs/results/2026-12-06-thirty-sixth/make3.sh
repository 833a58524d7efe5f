#!/usr/bin/env bash
# Session 36, run 3 bundles: FP8 per-tensor tiles of 144 columns and 6
# stages (cuBLASLt's per-tensor kernel), with multicast, and persistent
# with the TMA store; sed rewrites of the example admit 144 and 6.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s36/r3
rm -rf $D; mkdir -p $D
X=$D/gemm_fp8_x.mlir; XP=$D/pers_x.mlir
sed -e 's/"block_N" = 256 in \[64, 128, 256\]/"block_N" = 256 in [64, 128, 144, 256]/; s/"num_stages" = 4 in \[2, 3, 4, 5\]/"num_stages" = 4 in [2, 3, 4, 5, 6]/' $ROOT/examples/gemm_fp8.mlir > $X
sed -e 's/"block_N" = 256 :/"block_N" = 256 in [144, 256] :/; s/"num_stages" = 4 :/"num_stages" = 4 in [4, 6] :/; s/tile.warp_specialize = "producer_warp"}/tile.warp_specialize = "producer_warp", tile.tma_store}/' $ROOT/docs/results/2026-12-06-thirty-sixth/gemm_fp8_persistent.mlir > $XP
b() { local src=$1 out=$2; shift 2; $T $src --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E "error|warning" | cut -c1-200 | head -2; test -d $D/$out || echo "MISSING $out"; }
for s in "s8192 M=8192,N=8192,K=8192" "s28672 M=8192,N=28672,K=4096" "s1024 M=8192,N=1024,K=28672"; do set -- $s
  b $X $1/default_pt --kernel gemm_e4m3 --set $2
  b $X $1/n144s6 --kernel gemm_e4m3 --set block_N=144,num_stages=6,$2
  b $X $1/n144s6mc --kernel gemm_e4m3 --set block_N=144,num_stages=6,multicast=1,$2
  b $X $1/mc --kernel gemm_e4m3 --set multicast=1,$2
  b $XP $1/pts144s6 --set block_N=144,num_stages=6,$2
done
b $X r2000_n144 --kernel gemm_e4m3 --set block_N=144,num_stages=6,M=2000,N=3000,K=1040
b $XP r2000_p144 --set block_N=144,num_stages=6,M=2000,N=3000,K=1040
$T $ROOT/examples/gemm_fp8_reference.mlir --tile-to-bundle -o $D/ref --kernel gemm_e4m3_reference --set M=2000,N=3000,K=1040 2>&1 | head -2
