#!/usr/bin/env bash
# Session 42, run 7 bundles: no cluster barrier at the end of producer-warp
# multicast kernels (the consumers wait for the peer's last releases on
# their own empty barriers instead). The example's 1000^3-type case and
# the other examples' multicast kernels, with these tools; run 7 times
# them next to make4.sh's (4f84a81) and checks them against make6.sh's.
set -uo pipefail
ROOT=/work/main; T=${T:-$ROOT/build/bin/tile-translate}; D=$ROOT/.device/s42/r7
rm -rf $D && mkdir -p $D
for s in 1000,1000,1000 776,776,776 520,1000,1000 600,600,600; do
  IFS=, read m n k <<< "$s"; d=${m}x${n}x${k}
  $T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/$d/tail --set M=$m,N=$n,K=$k 2>&1 | grep -E "warning|error" | head -3
done
$T $ROOT/examples/gemm.mlir --tile-to-bundle -o $D/1000x1000x4000/tail --set M=1000,N=1000,K=4000,block_M=64,block_N=128,block_K=64,threads=128,producer_warp=1,multicast=1,tma_store=1 2>&1 | grep -E "error" | head -3
b(){ out=$1; shift; $T "$@" --tile-to-bundle -o $D/$out 2>&1 | grep -E "error|warning" | head -2; test -d $D/$out || echo MISSING $out; }
b fa_mc $ROOT/examples/flash_attention.mlir --tma-multicast --kernel flash_attention_f16 --set B=4,H=8,S=2000
b fp8_mc $ROOT/examples/gemm_fp8.mlir --tma-multicast --kernel gemm_e4m3 --set M=2048,N=2048,K=1024
b gelu_mc $ROOT/examples/gemm_bias_gelu.mlir --tma-multicast --kernel gemm_bias_gelu_f16 --set M=2048,N=2048,K=1000
b gemm_mc $ROOT/examples/gemm.mlir --tma-multicast --kernel gemm_bf16 --set M=4096,N=4096,K=4096
grep -c "barrier.cluster" $D/1000x1000x1000/tail/gemm_f16.ptx
du -sh $D
