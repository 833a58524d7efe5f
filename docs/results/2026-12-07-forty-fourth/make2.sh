#!/usr/bin/env bash
# Session 44, run 2 bundles. (a) 128x256 tiles (run 1 found them faster
# than the default's 256x128 at 4096^3, 4000^3, 5120^3) at issue 27's
# shapes, f16 and bf16, plain and fused (gemm_bias_gelu). (b) Why 3000^3
# runs 25% longer than 3072^3: M, N, K unaligned one at a time. (c) Few
# columns: k steps of 128 under split-K (run 1: 4096 x 128 x 4096 0.78
# against 0.63 at 64). (d) 128x192 and 128x256 at ragged sizes for the
# sanitizer. (e) below.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s44/r2
rm -rf $D && mkdir -p $D/big $D/p3000 $D/few $D/san $D/odd
SRC=/tmp/gemm192.mlir
sed 's/"block_M" = 256 in \[16, 64, 128, 256\]/"block_M" = 256 in [16, 64, 128, 192, 256]/; s/"block_N" = 128 in \[32, 64, 128, 256\]/"block_N" = 128 in [32, 64, 128, 192, 256]/; s/"threads" = 256 in \[128, 256, 512\]/"threads" = 256 in [128, 256, 384, 512]/' $ROOT/examples/gemm.mlir > $SRC
b() { local out=$1 src=$2 s=$3; shift 3; IFS=x read m n k <<< "$s"
  $T $src --tile-to-bundle -o $D/$out --set M=$m,N=$n,K=$k${1:+,$1} ${2:+$2} 2>&1 | grep -E 'error|warning' | grep -v "case #" | head -2; test -d $D/$out || echo "MISSING $out"; }
W=block_K=64,producer_warp=1
for s in 4096x4096x4096 8192x8192x8192 8192x1024x28672 8192x28672x4096 8192x4096x14336; do
  b big/${s}_def $SRC $s
  b big/${s}_n256 $SRC $s block_M=128,block_N=256,threads=256,$W
done
for s in 4096x4096x4096 8192x8192x8192; do
  b big/${s}_gelu_def $ROOT/examples/gemm_bias_gelu.mlir $s
  b big/${s}_gelu_n256 $ROOT/examples/gemm_bias_gelu.mlir $s block_M=128,block_N=256,threads=256,block_K=64
done
for s in 3000x3000x3000 3000x3072x3072 3072x3000x3000 3072x3072x3000 3008x3000x3000 3072x3072x3072; do
  b p3000/${s}_def $SRC $s "" "--kernel gemm_f16"
  b p3000/${s}_n256 $SRC $s block_M=128,block_N=256,threads=256,$W "--kernel gemm_f16"
done
F=threads=128,producer_warp=0
for s in 4096x16x4096 4096x64x4096 2048x16x8192 4096x96x4096 4096x128x4096; do
  b few/${s}_def $SRC $s "" "--kernel gemm_f16"
  b few/${s}_64x64bk128s2 $SRC $s block_M=64,block_N=64,block_K=128,$F,split_k=2 "--kernel gemm_f16"
  b few/${s}_64x128bk128s2 $SRC $s block_M=64,block_N=128,block_K=128,$F,split_k=2 "--kernel gemm_f16"
done
# (e) More shapes whose A rows are odd and B's 16-byte aligned (N % 8 == 0,
# N % 16 != 0): run 1 had one (777 x 1000 x 1001, k steps of 128 0.93-0.96
# against 64's 0.81).
# At 128 threads those k steps spill (255 registers); 256 threads hold 128.
for s in 777x1000x1001 1000x1000x777 600x1400x1001 1000x1000x1501 1000x1000x1999; do
  b odd/${s}_def $SRC $s "" "--kernel gemm_f16"
  b odd/${s}_bk128 $SRC $s block_M=128,block_N=64,block_K=128,$F "--kernel gemm_f16"
  b odd/${s}_bk128t256 $SRC $s block_M=128,block_N=64,block_K=128,threads=256,producer_warp=0 "--kernel gemm_f16"
done
b san/n192 $SRC 1500x1000x712 block_M=128,block_N=192,threads=256,$W "--kernel gemm_f16"
b san/n256 $SRC 1000x1104x904 block_M=128,block_N=256,threads=256,$W "--kernel gemm_f16"
b san/fewbk128 $SRC 3000x100x3000 block_M=64,block_N=128,block_K=128,$F,split_k=2 "--kernel gemm_f16"
# (f) The example with this session's cases (working tree): M at run time,
# N = K = 3072 and 1536, the fill case decided at launch.
mkdir -p $D/dyn
$T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/dyn/n3072 --kernel gemm_f16 --set M=dynamic,N=3072,K=3072 2>&1 | grep -E 'error|warning' | head -2
$T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/dyn/n1536 --kernel gemm_f16 --set M=dynamic,N=1536,K=1536 2>&1 | grep -E 'error|warning' | head -2
du -sh $D
