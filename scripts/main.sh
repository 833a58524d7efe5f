#!/usr/bin/env bash
# The main job: install what is missing, build, compile every example to a
# bundle under out/bundles/ and print what each holds; when a CUDA GPU and
# PyTorch are present, run each kernel next to its reference.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

install_deps
configure_and_build tile-opt tile-translate tile-run
OUT="${OUT_DIR:-$TILE_ROOT/out}"
mkdir -p "$OUT/bundles"

for example in "$TILE_ROOT"/examples/*.mlir; do
  name="$(basename "$example" .mlir)"
  log "compiling examples/$name.mlir"
  start=$(date +%s%N)
  "$BUILD_DIR/bin/tile-translate" "$example" --tile-to-bundle --report -o "$OUT/bundles/$name"
  echo "(compiled to a bundle in $(( ($(date +%s%N) - start) / 1000000 )) ms: $OUT/bundles/$name)"
done

if command -v nvidia-smi >/dev/null && nvidia-smi -L >/dev/null 2>&1 \
   && python3 -c "import torch, cupy; assert torch.cuda.is_available()" 2>/dev/null; then
  log "running on $(nvidia-smi --query-gpu=name --format=csv,noheader | head -1)"
  python3 "$TILE_ROOT/bench/vector_add.py" --bundles "$OUT/bundles/vector_add" --out "$OUT/vector_add"
  python3 "$TILE_ROOT/bench/softmax.py" --bundles "$OUT/bundles/softmax" --out "$OUT/softmax"
  python3 "$TILE_ROOT/bench/gemm.py" --bundles "$OUT/bundles/gemm" "$OUT/bundles/gemm_bias_gelu" --out "$OUT/gemm"
  python3 "$TILE_ROOT/bench/attention.py" --bundles "$OUT/bundles/flash_attention" --out "$OUT/attention"
  "$BUILD_DIR/bin/tile-run" "$OUT/bundles/debug_print"
else
  log "no CUDA GPU with PyTorch and CuPy here: bundles compiled, not run"
fi
