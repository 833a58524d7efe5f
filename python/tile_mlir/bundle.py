"""Load a tile-mlir bundle (<kernel>.json + .ptx/.cubin) and launch it on
torch tensors.

The manifest says the kernel's entry symbol, grid, block, dynamic shared
memory and its arguments (name, dtype, shape, access). Calls are checked
against it: dtype, shape, device, contiguity and 16-byte alignment (the
kernels use 128-bit accesses). Launches go through CuPy's driver wrappers on
torch's current stream, so torch.cuda.Event timing brackets them exactly.
"""

import json
import os

_DTYPES = {
    "f32": "float32",
    "f16": "float16",
    "bf16": "bfloat16",
    "f64": "float64",
    "i32": "int32",
    "i64": "int64",
    "i8": "int8",
}


_STREAMS = {}


def _cupy_stream(handle):
    """A CuPy view of a torch stream (cached: creating one costs time)."""
    import cupy

    if handle not in _STREAMS:
        _STREAMS[handle] = cupy.cuda.ExternalStream(handle)
    return _STREAMS[handle]


class BundleError(RuntimeError):
    """A bundle that cannot be loaded, or a call that does not match it."""


class Bundle:
    """One kernel of a bundle folder, callable on torch tensors."""

    def __init__(self, manifest_path, prefer_cubin=True):
        self.path = manifest_path
        try:
            with open(manifest_path) as f:
                self.manifest = json.load(f)
        except (OSError, ValueError) as e:
            raise BundleError(f"{manifest_path}: cannot read manifest: {e}") from e
        m = self.manifest
        for key in ("entry", "grid", "block", "args", "ptx"):
            if key not in m:
                raise BundleError(f"{manifest_path}: manifest lacks '{key}'")
        folder = os.path.dirname(os.path.abspath(manifest_path))
        image = m.get("cubin") if prefer_cubin and m.get("cubin") else m["ptx"]
        self.image_path = os.path.join(folder, image)
        if not os.path.isfile(self.image_path):
            raise BundleError(f"{manifest_path}: missing {image}")
        self.name = m.get("kernel", m["entry"])
        self._function = None

    @property
    def args(self):
        return self.manifest["args"]

    def _load(self):
        if self._function is None:
            import cupy

            module = cupy.RawModule(path=self.image_path)
            self._function = module.get_function(self.manifest["entry"])
            smem = int(self.manifest.get("shared_bytes", 0))
            # Always opt in: the 48 KiB default counts static shared memory
            # too (the 1-byte base symbol), so exactly 48 KiB would fail.
            if smem > 0:
                self._function.max_dynamic_shared_size_bytes = smem
        return self._function

    def check(self, tensors):
        import torch

        if len(tensors) != len(self.args):
            raise BundleError(
                f"{self.name}: expects {len(self.args)} arguments "
                f"({', '.join(a['name'] for a in self.args)}), got {len(tensors)}")
        for t, a in zip(tensors, self.args):
            if not isinstance(t, torch.Tensor):
                raise BundleError(f"{self.name}: argument {a['name']} must be a torch.Tensor")
            want = getattr(torch, _DTYPES.get(a["dtype"], a["dtype"]), None)
            if t.dtype != want:
                raise BundleError(f"{self.name}: argument {a['name']} must be {a['dtype']}, got {t.dtype}")
            if list(t.shape) != list(a["shape"]):
                raise BundleError(f"{self.name}: argument {a['name']} must have shape "
                                  f"{a['shape']}, got {list(t.shape)}")
            if not t.is_cuda:
                raise BundleError(f"{self.name}: argument {a['name']} must be on a CUDA device")
            if not t.is_contiguous():
                raise BundleError(f"{self.name}: argument {a['name']} must be contiguous")
            if t.data_ptr() % 16:
                raise BundleError(f"{self.name}: argument {a['name']} must be 16-byte aligned")

    def __call__(self, *tensors, check=True):
        import numpy as np
        import torch

        if check:
            self.check(tensors)
        fn = self._load()
        with _cupy_stream(torch.cuda.current_stream().cuda_stream):
            fn(tuple(self.manifest["grid"]), tuple(self.manifest["block"]),
               tuple(np.uint64(t.data_ptr()) for t in tensors),
               shared_mem=int(self.manifest.get("shared_bytes", 0)))

    def make_inputs(self, seed=0):
        """Seeded inputs for every argument (outputs zeroed)."""
        import torch

        g = torch.Generator(device="cuda").manual_seed(seed)
        out = []
        for a in self.args:
            dtype = getattr(torch, _DTYPES[a["dtype"]])
            if a["access"] == "out":
                out.append(torch.zeros(a["shape"], dtype=dtype, device="cuda"))
            elif dtype.is_floating_point:
                out.append(torch.randn(a["shape"], generator=g, device="cuda",
                                       dtype=torch.float32).to(dtype))
            else:
                out.append(torch.randint(-100, 100, a["shape"], generator=g,
                                         device="cuda", dtype=dtype))
        return out


def load_bundles(folder):
    """Every kernel of a bundle folder, by name."""
    bundles = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".json"):
            b = Bundle(os.path.join(folder, name))
            bundles[b.name] = b
    return bundles
