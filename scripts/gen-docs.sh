#!/usr/bin/env bash
# Regenerates docs/reference/ (dialect and pass references) from ODS.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
configure_and_build mlir-doc
mkdir -p "$TILE_ROOT/docs/reference"
cp "$BUILD_DIR"/docs/Dialects/TileDialect.md "$TILE_ROOT/docs/reference/TileDialect.md"
cp "$BUILD_DIR"/docs/Passes/TilePasses.md "$TILE_ROOT/docs/reference/TilePasses.md"
cp "$BUILD_DIR"/docs/Passes/TileToGPUPasses.md "$TILE_ROOT/docs/reference/TileToGPUPasses.md"
log "docs/reference updated"
