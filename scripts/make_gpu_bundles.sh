#!/usr/bin/env bash
# Compiles the bundles bench/gpu_check.sh runs, into DIR (default
# .device/bundles, the folder carried to the GPU machine).
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
DIR="${1:-$TILE_ROOT/.device/bundles}"
T="$BUILD_DIR/bin/tile-translate"
rm -rf "$DIR" && mkdir -p "$DIR"
$T "$TILE_ROOT/examples/vector_add.mlir" --tile-to-bundle -o "$DIR/va_default" --set N=268435459
$T "$TILE_ROOT/examples/vector_add.mlir" --tile-to-bundle -o "$DIR/va_2p28" --set N=268435456
$T "$TILE_ROOT/examples/vector_add.mlir" --tile-to-bundle -o "$DIR/va_block4096" --set N=268435459,block=4096
$T "$TILE_ROOT/examples/vector_add.mlir" --tile-to-bundle -o "$DIR/va_small" --set N=1000003
$T "$TILE_ROOT/examples/debug_print.mlir" --tile-to-bundle -o "$DIR/print"
log "bundles in $DIR"
