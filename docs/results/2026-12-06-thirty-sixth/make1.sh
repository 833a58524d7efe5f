#!/usr/bin/env bash
# Session 36, run 1 bundles: issue 30's acceptance shapes (FP8 GEMM
# default, and a persistent per-tensor kernel as an experiment), FP8
# attention's default, and GEMM at 1000^3 and mid-size shapes with B's
# tile multicast over clusters of two (a rewrite of examples/gemm.mlir
# with a `mc` parameter, as session 30's make1.sh).
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s36/r1
mkdir -p $D && rm -rf $D/fp8 $D/mid $D/fa8/new_*
b() { local src=$1 out=$2; shift 2; $T $src --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E "error|warning" | cut -c1-160 | sed "s|^|$out: |" | head -3; test -d $D/$out || echo "MISSING $out"; }
E=$ROOT/examples
# The TMA-store epilogue (tile.tma_store on the launch) on both.
TS=$D/gemm_fp8_tmastore.mlir; TSP=$D/gemm_fp8_persistent_tmastore.mlir
sed -e 's/tile.tma_multicast = "multicast"}/tile.tma_multicast = "multicast", tile.tma_store}/' $E/gemm_fp8.mlir > $TS
sed -e 's/tile.warp_specialize = "producer_warp"}/tile.warp_specialize = "producer_warp", tile.tma_store}/' $ROOT/docs/results/2026-12-06-thirty-sixth/gemm_fp8_persistent.mlir > $TSP
grep -c tile.tma_store $TS $TSP
for s in "s8192 M=8192,N=8192,K=8192,KB=64,NB=64" "s1024 M=8192,N=1024,K=28672,KB=224,NB=8" "s28672 M=8192,N=28672,K=4096,KB=32,NB=224"; do
  set -- $s
  b $E/gemm_fp8.mlir fp8/$1/default_pt --kernel gemm_e4m3 --set ${2%%,KB*}
  b $E/gemm_fp8.mlir fp8/$1/default_rw --kernel gemm_e4m3_rowwise --set ${2%%,KB*}
  b $ROOT/docs/results/2026-12-06-thirty-sixth/gemm_fp8_persistent.mlir fp8/$1/persistent --set ${2%%,KB*}
  b $TS fp8/$1/tmastore --kernel gemm_e4m3 --set ${2%%,KB*}
  b $TSP fp8/$1/persistent_tmastore --set ${2%%,KB*}
done
b $E/gemm_fp8.mlir fp8_r2000 --set M=2000,N=3000,K=1040,KB=9,NB=24
$T $E/gemm_fp8_reference.mlir --tile-to-bundle -o $D/fp8_ref --set M=2000,N=3000,K=1040,KB=9,NB=24 2>&1 | head -3
b $ROOT/docs/results/2026-12-06-thirty-sixth/gemm_fp8_persistent.mlir fp8p_r2000 --set M=2000,N=3000,K=1040
b $TSP fp8pts_r2000 --set M=2000,N=3000,K=1040
b $TS fp8ts_r2000 --kernel gemm_e4m3 --set M=2000,N=3000,K=1040
MC=$D/gemm_mc.mlir
sed -e 's/attributes {tile.warp_specialize = "producer_warp"}/attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "mc"}/' \
    -e 's/^  %pw = tile.param/  %mc = tile.param "mc" = 0 in [0, 1] : index\n  %pw = tile.param/' $E/gemm.mlir > $MC
for s in "1000c M=1000,N=1000,K=1000" "768c M=768,N=768,K=768" "1280c M=1280,N=1280,K=1280" "1200x1000x800 M=1200,N=1000,K=800" \
         "1536x512x2048 M=1536,N=512,K=2048" "512x1536x1024 M=512,N=1536,K=1024" "1000x1000x4000 M=1000,N=1000,K=4000"; do
  set -- $s
  b $E/gemm.mlir mid/$1/case --kernel gemm_f16 --set $2
  b $MC mid/$1/64x128mc --kernel gemm_f16 --set block_M=64,block_N=128,threads=128,producer_warp=1,num_stages=4,mc=1,$2
done
b $MC mid/1000c/128x64mc --kernel gemm_f16 --set block_M=128,block_N=64,threads=128,producer_warp=1,num_stages=4,mc=1,M=1000,N=1000,K=1000
b $MC mid/1000c/128x64pw --kernel gemm_f16 --set block_M=128,block_N=64,threads=128,producer_warp=1,num_stages=4,M=1000,N=1000,K=1000
# FP8 attention's P in cvt pairs (0796eff) against one cvt per element
# (the same compiler with MathToNVVM.cpp of ad7b39d): fa8/old_* were
# built by hand that way; this script builds the new ones.
for c in 0 1; do b $E/flash_attention_fp8.mlir fa8/new_d128c$c --set B=8,H=16,S=4096,D=128,causal=$c; done
mkdir -p $ROOT/.device/s36/include && cp -r /usr/include/nlohmann $ROOT/.device/s36/include/
du -sh $D
