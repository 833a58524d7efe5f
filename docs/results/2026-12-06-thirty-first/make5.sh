#!/usr/bin/env bash
# Issue 28's acceptance list at the session's last compiler commit.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s31/e
rm -rf $D && mkdir -p $D/g $D/sm $D/fa $D/dyn
b() { local out=$1 src=$2; shift 2; $T $src --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E 'error' | head -2; test -d $D/$out || echo "MISSING $out"; }
for s in M=1,N=4096,K=4096 M=16,N=4096,K=4096 M=4096,N=4096,K=8 M=4096,N=4096,K=64 M=1000,N=1000,K=1000; do
  b g/$(echo $s | tr -d 'MNK=' | tr ',' 'x') $ROOT/examples/gemm.mlir --set $s
done
for n in 1000 4097 8191 50257; do b sm/4096x$n $ROOT/examples/softmax.mlir --set M=4096,N=$n; done
b fa/h1_d128 $ROOT/examples/flash_attention.mlir --set B=1,H=1,S=4096,D=128
b fa/h1_d128_causal $ROOT/examples/flash_attention.mlir --set B=1,H=1,S=4096,D=128,causal=1
b fa/h8_d64 $ROOT/examples/flash_attention.mlir --set B=1,H=8,S=8192,D=64
b dyn/gemm $ROOT/examples/gemm.mlir --set M=dynamic
b dyn/softmax $ROOT/examples/softmax.mlir --kernel softmax_online_f16 --set N=dynamic
b dyn/fa $ROOT/examples/flash_attention.mlir --set S=dynamic,B=2,H=4,D=64,kv_splits=1
du -sh $D
