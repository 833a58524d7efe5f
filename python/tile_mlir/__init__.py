"""tile_mlir: load tile-mlir bundles as callables on torch tensors."""

from .bundle import Bundle, BundleError, check_manifest, load_bundles

__all__ = ["Bundle", "BundleError", "check_manifest", "load_bundles"]
