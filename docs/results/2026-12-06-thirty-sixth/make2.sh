#!/usr/bin/env bash
# Session 36, run 2 bundles: the shipped defaults at issue 28's acceptance
# list (as session 31's make5.sh) and issue 27's (GEMM and FlashAttention,
# as session 33's make7.sh plus the two other M = 8192 shapes).
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s36/r2
rm -rf $D && mkdir -p $D/g $D/sm $D/fa $D/dyn $D/gemm $D/fa27
b() { local out=$1 src=$2; shift 2; $T $src --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E 'error' | head -2; test -d $D/$out || echo "MISSING $out"; }
E=$ROOT/examples
for s in M=1,N=4096,K=4096 M=16,N=4096,K=4096 M=4096,N=4096,K=8 M=4096,N=4096,K=64 M=1000,N=1000,K=1000; do
  b g/$(echo $s | tr -d 'MNK=' | tr ',' 'x') $E/gemm.mlir --set $s
done
for n in 1000 4097 8191 50257; do b sm/4096x$n $E/softmax.mlir --set M=4096,N=$n; done
b fa/h1_d128 $E/flash_attention.mlir --set B=1,H=1,S=4096,D=128
b fa/h1_d128_causal $E/flash_attention.mlir --set B=1,H=1,S=4096,D=128,causal=1
b fa/h8_d64 $E/flash_attention.mlir --set B=1,H=8,S=8192,D=64
b dyn/gemm $E/gemm.mlir --set M=dynamic
b dyn/softmax $E/softmax.mlir --kernel softmax_online_f16 --set N=dynamic
b dyn/fa $E/flash_attention.mlir --set S=dynamic,B=2,H=4,D=64,kv_splits=1
for s in M=4096,N=4096,K=4096 M=8192,N=8192,K=8192 M=8192,N=1024,K=28672 M=8192,N=28672,K=4096 M=8192,N=4096,K=14336; do
  b gemm/$(echo $s | tr -d 'MNK=' | tr ',' 'x') $E/gemm.mlir --set $s
done
for s in "d128 B=8,H=16,S=4096,D=128" "c128 B=8,H=16,S=4096,D=128,causal=1" "d64 B=4,H=32,S=8192,D=64" "c64 B=4,H=32,S=8192,D=64,causal=1" "d256 B=4,H=16,S=4096,D=256" "c256 B=4,H=16,S=4096,D=256,causal=1"; do
  set -- $s; b fa27/$1 $E/flash_attention.mlir --set $2
done
du -sh $D
