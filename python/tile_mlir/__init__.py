"""tile_mlir: load tile-mlir bundles as callables on torch tensors."""

from .bundle import Bundle, BundleError, load_bundles

__all__ = ["Bundle", "BundleError", "load_bundles"]
