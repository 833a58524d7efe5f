#!/usr/bin/env bash
# Async gemms with a TMA producer warp (stages freed after tile.gemm_wait).
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s31/pw8
rm -rf $D && mkdir -p $D/chk $D/perf
b() { local out=$1; shift; $T $ROOT/examples/flash_attention.mlir --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E 'error' | head -2; test -d $D/$out || echo "MISSING $out"; }
b chk/pw_d64_t256 --tma --producer-warp --set B=2,H=4,S=1000,kv_splits=1,overlap=1,D=64,threads=256
b chk/pw_d64_causal --tma --producer-warp --set B=2,H=4,S=1000,kv_splits=1,overlap=1,D=64,causal=1
b chk/pw_d128_128x128 --tma --producer-warp --set B=2,H=4,S=1000,kv_splits=1,overlap=1,D=128,threads=256,block_N=128
S=B=4,H=32,S=8192,D=64
b perf/base --set $S
b perf/ov_t256 --set $S,overlap=1,threads=256
b perf/ov_pw_t256 --tma --producer-warp --set $S,overlap=1,threads=256
b perf/ov_pw_t128 --tma --producer-warp --set $S,overlap=1
du -sh $D
