#!/usr/bin/env bash
# Compiles the bundles bench/gpu_check.sh runs, into DIR (default
# .device/bundles, the folder carried to the GPU machine).
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
DIR="${1:-$TILE_ROOT/.device/bundles}"
T="$BUILD_DIR/bin/tile-translate"
rm -rf "$DIR" && mkdir -p "$DIR"
# The runtime's one header-only dependency, for a GPU machine without it.
mkdir -p "$DIR/include" && cp -r /usr/include/nlohmann "$DIR/include/"
$T "$TILE_ROOT/examples/vector_add.mlir" --tile-to-bundle -o "$DIR/va_default" --set N=268435459
$T "$TILE_ROOT/examples/vector_add.mlir" --tile-to-bundle -o "$DIR/va_2p28" --set N=268435456
$T "$TILE_ROOT/examples/vector_add.mlir" --tile-to-bundle -o "$DIR/va_block4096" --set N=268435459,block=4096
$T "$TILE_ROOT/examples/vector_add.mlir" --tile-to-bundle -o "$DIR/va_small" --set N=1000003
$T "$TILE_ROOT/examples/debug_print.mlir" --tile-to-bundle -o "$DIR/print"
# Softmax: a few configurations (block_M, block_N, threads) per shape.
sm() { $T "$TILE_ROOT/examples/softmax.mlir" --tile-to-bundle -o "$DIR/sm_$1" --set "$2"; }
for c in 1,8192,1024 1,8192,512 1,8192,256; do
  IFS=, read bm bn t <<<"$c"; sm "8192x8192_$bm-$bn-$t" "M=8192,N=8192,block_M=$bm,block_N=$bn,threads=$t"; done
# Two rows per block (16 KB, as one row at N = 8192) measured 1-2% faster
# than one at N = 4096 (docs/benchmarks.md run 56).
for c in 1,4096,256 1,4096,128 2,4096,256 2,4096,512; do
  IFS=, read bm bn t <<<"$c"; sm "32768x4096_$bm-$bn-$t" "M=32768,N=4096,block_M=$bm,block_N=$bn,threads=$t,prefetch_blocks=132"; done
# N = 1000: 4 warps per row (1-1024-128, 2-1024-256) and a warp per row
# (block_M = threads / 32: shuffles only, no shared memory, no barrier).
for c in 1,1024,128 2,1024,256 4,1024,128 8,1024,256 16,1024,512; do
  IFS=, read bm bn t <<<"$c"; sm "16384x1000_$bm-$bn-$t" "M=16384,N=1000,block_M=$bm,block_N=$bn,threads=$t,prefetch_blocks=0"; done
# The same kernel without full_occupancy, to see what it buys.
sed 's/ attributes {full_occupancy}//' "$TILE_ROOT/examples/softmax.mlir" > "$DIR/softmax_no_occupancy.mlir"
$T "$DIR/softmax_no_occupancy.mlir" --tile-to-bundle -o "$DIR/sm_8192x8192_1-8192-512_no_occupancy" \
  --set M=8192,N=8192,block_M=1,block_N=8192,threads=512
rm "$DIR/softmax_no_occupancy.mlir"
# Rows of 65536: the online kernel (the register kernels compile too, unused).
for c in 8192,1024 4096,512; do
  IFS=, read bn t <<<"$c"
  $T "$TILE_ROOT/examples/softmax.mlir" --tile-to-bundle --kernel softmax_online_f16 \
    -o "$DIR/online_4096x65536_$bn-$t" --set "M=4096,N=65536,softmax_online_f16.block_N=$bn,softmax_online_f16.threads=$t"
done
# GEMM (cp.async pipelined k loop; wgmma where the tiles fit it, block_K =
# 64, mma.sync otherwise): a masked shape, square ones, tile
# configurations, other stage counts; mma.sync baselines (an explicit warp
# policy keeps a gemm on mma.sync), and the unpadded variant.
gm() { $T "$TILE_ROOT/examples/gemm.mlir" --tile-to-bundle -o "$DIR/gemm_$1" --set "$2"; }
gm 1000 M=1000,N=1000,K=1000,block_N=128,block_K=64,threads=128
for c in 256,128,64,256,4 128,256,64,256,4 256,128,64,256,3 128,128,64,128,3 128,128,32,128,4; do
  IFS=, read bm bn bk t st <<<"$c"
  for n in 4096 8192; do
    gm "${n}_$bm-$bn-$bk-$t-$st" "M=$n,N=$n,K=$n,block_M=$bm,block_N=$bn,block_K=$bk,threads=$t,num_stages=$st"
  done
done
sed 's/tile.gemm %a, %b, %acc :/tile.gemm %a, %b, %acc {policy = #tile.policy<square>} :/' \
  "$TILE_ROOT/examples/gemm.mlir" > "$DIR/gemm_mma_sync.mlir"
for n in 4096 8192; do
  $T "$DIR/gemm_mma_sync.mlir" --tile-to-bundle -o "$DIR/mma_sync_gemm_${n}_256-128-64-256-3" \
    --set "M=$n,N=$n,K=$n,block_M=256,block_N=128,block_K=64,threads=256,num_stages=3"
done
rm "$DIR/gemm_mma_sync.mlir"
# GEMM + bias + GELU at the plain gemm's configurations (exact and tanh).
gbg() { $T "$TILE_ROOT/examples/gemm_bias_gelu.mlir" --tile-to-bundle -o "$DIR/gemm_bias_gelu_$1" --set "$2"; }
gbg 1000 M=1000,N=1000,K=1000,block_N=128,block_K=64,threads=128
for c in 256,128,64,256,4 128,256,64,256,4; do
  IFS=, read bm bn bk t st <<<"$c"
  for n in 4096 8192; do
    gbg "${n}_$bm-$bn-$bk-$t-$st" "M=$n,N=$n,K=$n,block_M=$bm,block_N=$bn,block_K=$bk,threads=$t,num_stages=$st"
  done
done
gbg 8192_256-128-64-256-4_tanh M=8192,N=8192,K=8192,block_M=256,threads=256,num_stages=4,tanh_gelu=1
# The producer warp at the best configurations (docs/benchmarks.md, runs
# 115-135): 256x128, and 128x256 (one m64n256 wgmma per warpgroup and k16
# step, the fastest at 4096^3), the gemm and the fused kernel.
for n in 1000 4096 8192; do
  for c in 256,128 128,256; do
    IFS=, read bm bn <<<"$c"
    set="M=$n,N=$n,K=$n,block_M=$bm,block_N=$bn,block_K=64,threads=256,num_stages=4"
    $T "$TILE_ROOT/examples/gemm.mlir" --tile-to-bundle -o "$DIR/gemm_${n}_$bm-$bn-64-256-4_producer_warp" --set "$set" --producer-warp
    $T "$TILE_ROOT/examples/gemm_bias_gelu.mlir" --tile-to-bundle -o "$DIR/gemm_bias_gelu_${n}_$bm-$bn-64-256-4_producer_warp" --set "$set" --producer-warp
  done
done
# Without L2 rasterization, to see what l2_swizzle(8) buys.
sed 's/ l2_swizzle(8)//' "$TILE_ROOT/examples/gemm.mlir" > "$DIR/gemm_noras.mlir"
$T "$DIR/gemm_noras.mlir" --tile-to-bundle -o "$DIR/gemm_4096_no_l2_swizzle" --set M=4096,N=4096,K=4096
$T "$DIR/gemm_noras.mlir" --tile-to-bundle -o "$DIR/gemm_8192_no_l2_swizzle" --set M=8192,N=8192,K=8192
rm "$DIR/gemm_noras.mlir"
# FlashAttention forward: the KERNELS.md shapes (D = 256 too), causal and not, S = 1000
# (masked tails), and tile configurations (block_M, block_N, threads,
# num_stages) at both KERNELS.md shapes.
fa() { $T "$TILE_ROOT/examples/flash_attention.mlir" --tile-to-bundle -o "$DIR/fa_$1" --set "$2"; }
for c in 0 1; do
  fa "b2h4s1000d128_c${c}" "B=2,H=4,S=1000,D=128,causal=$c"
  fa "b2h4s1000d64_c${c}" "B=2,H=4,S=1000,D=64,causal=$c"
  fa "b2h4s1000d256_c${c}" "B=2,H=4,S=1000,D=256,causal=$c"
  fa "b4h16s4096d256_c${c}" "B=4,H=16,S=4096,D=256,causal=$c"
  for cfg in 128,64,128,2 128,32,128,2 128,128,128,2 128,128,256,2; do
    IFS=, read bm bn t st <<<"$cfg"
    fa "b8h16s4096d128_c${c}_$bm-$bn-$t-$st" \
      "B=8,H=16,S=4096,D=128,causal=$c,block_M=$bm,block_N=$bn,threads=$t,num_stages=$st"
    fa "b4h32s8192d64_c${c}_$bm-$bn-$t-$st" \
      "B=4,H=32,S=8192,D=64,causal=$c,block_M=$bm,block_N=$bn,threads=$t,num_stages=$st"
  done
done
# The autotuner's candidates for gemm_f16 at 8192^3, each verified against
# the SIMT reference: bench on the GPU with tile-run --tune "$DIR/tune_gemm".
"$BUILD_DIR/bin/tile-tune" "$TILE_ROOT/examples/gemm.mlir" --kernel gemm_f16 \
  --references "$TILE_ROOT/examples/gemm_reference.mlir" \
  --set M=8192,N=8192,K=8192 --compile-only --no-cache -o "$DIR/tune_gemm"
log "bundles in $DIR"
