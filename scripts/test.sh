#!/usr/bin/env bash
# Builds everything and runs every test: lit (FileCheck) and GoogleTest.
# Exits non-zero when any test fails.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

install_deps
configure_and_build all TileUnitTests
log "running the tests"
cd "$BUILD_DIR"
ctest --output-on-failure
