#!/usr/bin/env bash
# make3.sh again after the fragments moved to the entry block (P of the
# producer-warp kernels in registers, not local memory).
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s32/fa4
rm -rf $D && mkdir -p $D/chk $D/perf
b() { local out=$1; shift; $T $ROOT/examples/flash_attention.mlir --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E 'error|warning' | head -2; test -d $D/$out || echo "MISSING $out"; }
FA3=overlap=1,producer_warp=1,kv_splits=1
for c in 0 1; do b chk/fa3_192_d64_c$c --set B=2,H=4,S=1000,D=64,causal=$c,$FA3,block_M=192,threads=384; done
S=B=8,H=16,S=4096,D=128
b perf/d128_c0_base --set $S
b perf/d128_c0_ov256n128 --set $S,overlap=1,threads=256,block_N=128
b perf/d128_c0_fa3 --set $S,$FA3,threads=256
b perf/d128_c0_fa3n128 --set $S,$FA3,threads=256,block_N=128
b perf/d128_c1_base --set $S,causal=1
b perf/d128_c1_fa3 --set $S,causal=1,$FA3,threads=256
b perf/d128_c1_fa3n128 --set $S,causal=1,$FA3,threads=256,block_N=128
S=B=4,H=32,S=8192,D=64
b perf/d64_c0_ov256 --set $S,overlap=1,threads=256
b perf/d64_c0_ov384_192 --set $S,overlap=1,threads=384,block_M=192
b perf/d64_c0_fa3_192 --set $S,$FA3,threads=384,block_M=192
b perf/d64_c0_fa3_192n128 --set $S,$FA3,threads=384,block_M=192,block_N=128
b perf/d64_c1_ov256 --set $S,causal=1,overlap=1,threads=256
b perf/d64_c1_fa3_192 --set $S,causal=1,$FA3,threads=384,block_M=192
S=B=1,H=8,S=8192,D=64
b perf/h8_c0_ov256 --set $S,overlap=1,threads=256
b perf/h8_c0_fa3_192 --set $S,$FA3,threads=384,block_M=192
du -sh $D; ls $D/perf | wc -l
