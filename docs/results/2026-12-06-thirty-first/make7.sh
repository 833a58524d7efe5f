#!/usr/bin/env bash
# FlashAttention-3's intra-warpgroup overlap (async S = Q K^T and O += P V,
# tile.gemm_wait) against the example's loop, same shapes and tiles.
set -uo pipefail
ROOT=/work/main; T=$ROOT/build/bin/tile-translate; D=$ROOT/.device/s31/fa7
rm -rf $D && mkdir -p $D
python3 $ROOT/.device/s31/fa_overlap.py $ROOT/examples/flash_attention.mlir $D/fa_overlap.mlir || exit 1
b() { local out=$1 src=$2; shift 2; $T $src --tile-to-bundle -o $D/$out "$@" 2>&1 | grep -E 'error|warning|spill' | head -3; test -d $D/$out || echo "MISSING $out"; }
FA=$ROOT/examples/flash_attention.mlir; OV=$D/fa_overlap.mlir
for shape in "d128 B=8,H=16,S=4096,D=128" "d64 B=4,H=32,S=8192,D=64" "h8 B=1,H=8,S=8192,D=64" "c128 B=8,H=16,S=4096,D=128,causal=1"; do
  set -- $shape; n=$1; s=$2
  b ${n}_base $FA --set $s
  b ${n}_ov $OV --set $s
  b ${n}_ov_t256 $OV --set $s,threads=256
  b ${n}_ov_128x128_t256 $OV --set $s,threads=256,block_N=128
done
b d128_base_t256 $FA --set B=8,H=16,S=4096,D=128,threads=256
b h8_ov_st3 $OV --set B=1,H=8,S=8192,D=64,num_stages=3
du -sh $D
# correctness and sanitizer shapes (ragged S, causal, key splits)
mkdir -p $D/chk
b chk/s1000_d64 $OV --set B=2,H=4,S=1000,D=64,threads=256
b chk/s1000_d128_causal $OV --set B=2,H=4,S=1000,D=128,causal=1,threads=256
b chk/s17_d128 $OV --set B=1,H=2,S=17,D=128,threads=256
b chk/split4_d128 $OV --set B=1,H=1,S=4096,D=128,threads=256
b chk/split4_d128_causal $OV --set B=1,H=1,S=4096,D=128,causal=1,threads=256
b chk/s1000_d64_t128 $OV --set B=2,H=4,S=1000,D=64
b chk/s512_d256 $OV --set B=1,H=2,S=512,D=256
