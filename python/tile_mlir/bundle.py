"""Load a tile-mlir bundle (<kernel>.json + .ptx/.cubin) and launch it on
torch tensors.

The manifest says the kernel's entry symbol, grid, block, dynamic shared
memory and its arguments (name, dtype, shape, access). Calls are checked
against it: dtype, shape, device, contiguity and 16-byte alignment (the
kernels use 128-bit accesses). An argument of access "value" (shape []) is a
scalar passed by value: a Python int, or a float for float dtypes. Launches run on torch's current stream, so
torch.cuda.Event timing brackets them exactly.

A kernel with run-time dimensions (the manifest's "dims", e.g. {"M": 4096})
takes each as a scalar argument of its name, and its shapes name them
(["M", 4096]). A call reads each dimension from the tensors whose shapes
name it (all must agree); its scalar may be passed (it must then equal that)
or left out, the call passing only the other arguments in order. A dimension
no shape names takes its scalar, else its default. The runtime library
(tile_resolve_manifest) evaluates the grid, bytes and flops expressions, so
that the bridge and tile-run agree on every value and every refusal; each
tuple of values is resolved once and cached (Bundle.resolve, Bundle.bind).

A manifest's optional "tensor_maps" lists TMA descriptors the kernel takes
after its buffers, in that order, each by value as a 128-byte, 64-byte-aligned
grid-constant parameter (PTX `.param .align 64 .b8 name[128]`): each names the
buffer ("arg", an index into "args") whose address it describes, its "dtype"
(the buffer's), "dims" (innermost first, in elements), "strides" (bytes, of
dims 1..rank-1), "box", "swizzle" (0, 32, 64 or 128 bytes) and
"l2_promotion" (0, 64, 128 or 256 bytes). A dim or
stride that follows a run-time dimension is an expression of it, which the
runtime evaluates with the grid (Launch.maps). The loader encodes each map
with the driver's cuTensorMapEncodeTiled (element strides 1, no
interleave, zeros out of bounds) into 64-byte-aligned
host memory.

Kernels without tensor maps launch through CuPy's Function. Those with maps
launch through the driver's cuLaunchKernel (via ctypes), whose kernelParams
point at each buffer's address and then at each map's 128 encoded bytes; the
driver copies the parameter bytes when it is called. The encodings and the
kernelParams array are cached by the tensors' addresses, so repeated calls on
the same tensors only launch.
"""

import collections
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
    "f8e4m3fn": "float8_e4m3fn",
    "f8e5m2": "float8_e5m2",
}


_SIZES = {"f32": 4, "f16": 2, "bf16": 2, "f64": 8, "i32": 4, "i64": 8, "i8": 1,
          "f8e4m3fn": 1, "f8e5m2": 1}

# CU_TENSOR_MAP_DATA_TYPE_* by dtype (i8 and the 8-bit floats as UINT8: TMA
# copies bytes) and CU_TENSOR_MAP_SWIZZLE_* by span in bytes.
_TENSOR_MAP_DTYPES = {"i8": 0, "f8e4m3fn": 0, "f8e5m2": 0, "i32": 3, "i64": 5, "f16": 6,
                      "f32": 7, "f64": 8, "bf16": 9}
_TENSOR_MAP_SWIZZLES = {0: 0, 32: 1, 64: 2, 128: 3}
# CUtensorMapL2promotion by bytes.
_TENSOR_MAP_L2_PROMOTIONS = {0: 0, 64: 1, 128: 2, 256: 3}
_TENSOR_MAP_BYTES = 128
_TENSOR_MAP_ALIGN = 64
# Prepared launches (encoded maps and kernelParams) kept per bundle, by the
# addresses of its tensors.
_LAUNCH_CACHE_SIZE = 8

_STREAMS = {}


def _cupy_stream(handle):
    """A CuPy view of a torch stream (cached: creating one costs time)."""
    import cupy

    if handle not in _STREAMS:
        _STREAMS[handle] = cupy.cuda.ExternalStream(handle)
    return _STREAMS[handle]


class BundleError(RuntimeError):
    """A bundle that cannot be loaded, or a call that does not match it."""


_RUNTIME = None


def _runtime():
    """The runtime's manifest reader (lib/Runtime/CApi.cpp) through ctypes:
    the bridge accepts and rejects exactly the manifests tile-run does."""
    global _RUNTIME
    if _RUNTIME is None:
        import ctypes

        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        candidates = [os.environ.get("TILE_RUNTIME_LIB", "")] + [
            os.path.join(root, d, "lib", "libtile_runtime_c.so")
            for d in ("build", "build-rt")] + ["/tmp/tile-rt/lib/libtile_runtime_c.so"]
        path = next((c for c in candidates if c and os.path.isfile(c)), None)
        if path is None:
            raise BundleError(
                "the tile-mlir runtime library (libtile_runtime_c.so) is needed to read "
                "manifests: build it (cmake -S . -B build-rt -DTILE_RUNTIME_ONLY=ON && "
                "cmake --build build-rt) or set TILE_RUNTIME_LIB to it")
        lib = ctypes.CDLL(path)
        lib.tile_check_manifest.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_size_t]
        lib.tile_check_manifest.restype = ctypes.c_int
        lib.tile_resolve_manifest.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p,
                                              ctypes.c_size_t]
        lib.tile_resolve_manifest.restype = ctypes.c_int
        lib.tile_chip_capability.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_int),
                                             ctypes.POINTER(ctypes.c_int)]
        lib.tile_chip_capability.restype = ctypes.c_int
        _RUNTIME = lib
    return _RUNTIME


def check_manifest(path):
    """Raises BundleError with the runtime's message unless `path` is a
    manifest tile-run would run."""
    import ctypes

    error = ctypes.create_string_buffer(4096)
    if _runtime().tile_check_manifest(os.fsencode(path), error, len(error)):
        raise BundleError(error.value.decode(errors="replace"))


Launch = collections.namedtuple("Launch", "dims grid shapes bytes flops manifest maps")
Launch.__doc__ = """A manifest resolved for values of its run-time dimensions: `dims`
(name -> value), `grid`, `shapes` (one per argument, [] for a scalar),
`bytes`, `flops`, `manifest`, the path of the one that runs there (a
case of the dispatch table, or the manifest itself), and `maps`, each
tensor map's (dims, strides) there."""


def resolve_manifest(path, dims):
    """The runtime's resolution of the manifest at `path` for `dims` (name ->
    int; the defaults for the others) as a Launch; BundleError with the
    runtime's message when a value is refused. The runtime evaluates the
    expressions, so the bridge and tile-run agree on every grid."""
    import ctypes

    for k, v in dims.items():
        if isinstance(v, bool) or not hasattr(v, "__index__"):
            raise BundleError(f"{path}: dimension {k} must be an integer, got {v!r}")
    out = ctypes.create_string_buffer(1 << 16)
    text = json.dumps({k: int(v) for k, v in dims.items()}).encode()
    if _runtime().tile_resolve_manifest(os.fsencode(path), text, out, len(out)):
        raise BundleError(out.value.decode(errors="replace"))
    r = json.loads(out.value.decode())
    return Launch(r["dims"], tuple(r["grid"]), r["shapes"], r["bytes"], r["flops"],
                  r["manifest"],
                  tuple((tuple(t["dims"]), tuple(t["strides"])) for t in r["tensor_maps"]))


def _is_scalar(arg):
    return arg["access"] == "value"


def _scalar_bits(value, dtype):
    """The bits of a scalar argument, zero-extended to 64: what its kernel
    parameter slot holds (little-endian, the driver reads its size)."""
    import struct

    if dtype in ("f32", "f64", "f16"):
        fmt = {"f32": "<f", "f64": "<d", "f16": "<e"}[dtype]
        return int.from_bytes(struct.pack(fmt, float(value)), "little")
    if dtype == "bf16":
        import torch

        return int(torch.tensor(float(value), dtype=torch.bfloat16).view(torch.int16).item()) & 0xFFFF
    bits = 8 * _SIZES[dtype]
    return int(value) & ((1 << bits) - 1)


def _is_int(v):
    """Whether a JSON value is an integer (written 3 or 3.0, as lib/Runtime
    reads it)."""
    if isinstance(v, bool):
        return False
    return isinstance(v, int) or (isinstance(v, float) and v.is_integer())


class TensorMap:
    """One entry of a manifest's "tensor_maps", checked against what
    cuTensorMapEncodeTiled accepts (the same checks as lib/Runtime)."""

    def __init__(self, entry, args, where):
        def fail(message):
            raise BundleError(f"{where}: {message}")

        if not isinstance(entry, dict):
            fail("every tensor map must be an object")
        for key in ("name", "arg", "dtype", "dims", "strides", "box", "swizzle"):
            if key not in entry:
                fail(f'manifest lacks "{key}"')
        if "l2_promotion" not in entry:
            fail(f'tensor map {entry["name"]} lacks "l2_promotion": an older tile-translate '
                 'wrote this bundle; compile it again')
        self.name = entry["name"]
        if not isinstance(self.name, str):
            fail('"name" must be a string')
        what = f"tensor map {self.name}"
        arg = entry["arg"]
        if not _is_int(arg) or arg < 0:
            fail('"arg" must be an integer >= 0')
        if arg >= len(args):
            fail(f"{what} refers to argument #{int(arg)}; the kernel has {len(args)}")
        self.arg = int(arg)
        buffer = args[self.arg]
        self.dtype = entry["dtype"]
        if self.dtype not in _TENSOR_MAP_DTYPES:
            fail(f'{what} has unknown dtype "{self.dtype}"')
        if self.dtype != buffer["dtype"]:
            fail(f"{what} is {self.dtype} but its argument {buffer['name']} is {buffer['dtype']}")

        def integers(key, lo, hi):
            values = entry[key]
            if not isinstance(values, list):
                fail(f'{what}: "{key}" must be an array of integers')
            for v in values:
                if not _is_int(v) or not lo <= v <= hi:
                    fail(f'{what}: "{key}" holds {json.dumps(v)}, not an integer from {lo} to {hi}')
            return [int(v) for v in values]

        # An extent or stride that follows a run-time dimension is an
        # expression; the runtime evaluates and checks it at each launch
        # (Launch.maps), a fixed one here too.
        fixed = all(_is_int(v) for key in ("dims", "strides")
                    for v in (entry[key] if isinstance(entry[key], list) else [None]))
        if fixed:
            dims = integers("dims", 1, 1 << 32)
            strides = integers("strides", 16, (1 << 40) - 16)
            for stride in strides:
                if stride % 16:
                    fail(f"{what}: stride {stride} is not a multiple of 16 bytes")
        else:
            dims, strides = list(entry["dims"]), entry["strides"]
            if not isinstance(strides, list):
                fail(f'{what}: "strides" must be an array')
        rank = len(dims)
        if not 1 <= rank <= 5:
            fail(f'{what} has rank {rank} ("dims" must hold 1 to 5 sizes)')
        if len(strides) != rank - 1:
            fail(f"{what} has {len(strides)} strides for rank {rank} "
                 f"(expected {rank - 1}, in bytes, for dims 1..{rank - 1})")
        self.rank = rank
        self.box = integers("box", 1, 256)
        if len(self.box) != rank:
            fail(f"{what} has {len(self.box)} box sizes for rank {rank}")
        swizzle = entry["swizzle"]
        if not _is_int(swizzle) or swizzle < 0:
            fail('"swizzle" must be an integer >= 0')
        if swizzle not in _TENSOR_MAP_SWIZZLES:
            fail(f"{what} has swizzle {int(swizzle)} (expected 0, 32, 64 or 128)")
        self.swizzle = int(swizzle)
        promotion = entry["l2_promotion"]
        if not _is_int(promotion) or promotion not in _TENSOR_MAP_L2_PROMOTIONS:
            fail(f"{what} has l2_promotion {json.dumps(promotion)} (expected 0, 64, 128 or 256)")
        self.l2_promotion = int(promotion)
        size = _SIZES[self.dtype]
        inner = self.box[0] * size
        if inner % 16:
            fail(f"{what}: the box's inner extent, {inner} bytes, is not a multiple of 16")
        if self.swizzle and inner > self.swizzle:
            fail(f"{what}: the box's inner extent, {inner} bytes, exceeds the "
                 f"{self.swizzle}-byte swizzle span")
        if fixed and all(_is_int(d) for d in buffer["shape"]):
            extent = (dims[0] - 1) * size + size + sum(
                (d - 1) * s for d, s in zip(dims[1:], strides))
            held = size
            for d in buffer["shape"]:
                held *= d
            if extent > held:
                fail(f"{what} reaches byte {extent} of argument {buffer['name']}, "
                     f"which holds {held}")

    def encode(self, address, out, dims, strides):
        """Writes the 128-byte CUtensorMap for a buffer at device address
        `address` with extents `dims` and `strides` (the launch's: Launch.maps)
        to host address `out` (64-byte aligned)."""
        import ctypes

        driver = _driver()
        rank = self.rank
        rc = driver.encode(out, _TENSOR_MAP_DTYPES[self.dtype], rank, address,
                           (ctypes.c_uint64 * rank)(*dims),
                           (ctypes.c_uint64 * max(rank - 1, 1))(*strides),
                           (ctypes.c_uint32 * rank)(*self.box),
                           (ctypes.c_uint32 * rank)(*[1] * rank),
                           0, _TENSOR_MAP_SWIZZLES[self.swizzle],
                           _TENSOR_MAP_L2_PROMOTIONS[self.l2_promotion], 0)
        if rc != 0:
            raise BundleError(f"cannot encode tensor map {self.name}: {driver.describe(rc)}")


class _Driver:
    """The libcuda entry points that kernels with tensor maps need."""

    def __init__(self):
        import ctypes

        try:
            lib = ctypes.CDLL("libcuda.so.1")
        except OSError as e:
            raise BundleError(f"tensor maps need the CUDA driver: cannot load libcuda.so.1 ({e})") from e
        try:
            self.encode = lib.cuTensorMapEncodeTiled
        except AttributeError:
            raise BundleError("the CUDA driver lacks cuTensorMapEncodeTiled, which kernels "
                              "with tensor maps need (CUDA 12.0 and newer have it)") from None
        u32, u64 = ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_uint64)
        self.encode.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint32, ctypes.c_void_p,
                                u64, u64, u32, u32, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                                ctypes.c_int]
        self.encode.restype = ctypes.c_int
        # cuLaunchKernel(f, gridDim xyz, blockDim xyz, sharedMemBytes, hStream,
        # kernelParams, extra)
        self.launch = lib.cuLaunchKernel
        self.launch.argtypes = [ctypes.c_void_p] + [ctypes.c_uint] * 7 + [
            ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
        self.launch.restype = ctypes.c_int
        self._lib = lib

    def describe(self, rc):
        """"CUDA_ERROR_X: description" for a result code."""
        import ctypes

        name, text = ctypes.c_char_p(), ctypes.c_char_p()
        self._lib.cuGetErrorName(rc, ctypes.byref(name))
        self._lib.cuGetErrorString(rc, ctypes.byref(text))
        name = name.value.decode() if name.value else f"CUDA error {rc}"
        return f"{name}: {text.value.decode()}" if text.value else name


_DRIVER = None


def _driver():
    """The driver's entry points, loaded on first use."""
    global _DRIVER
    if _DRIVER is None:
        _DRIVER = _Driver()
    return _DRIVER


class Bundle:
    """One kernel of a bundle folder, callable on torch tensors."""

    def __init__(self, manifest_path, prefer_cubin=True):
        self.path = manifest_path
        check_manifest(manifest_path)
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
        # Run-time dimensions: each also a scalar argument of its name.
        self.dims = dict(m.get("dims", {}))
        self._data_args = [i for i, a in enumerate(m["args"])
                           if not (_is_scalar(a) and a["name"] in self.dims)]
        self._resolved = collections.OrderedDict()
        self.default = self.resolve()
        maps = m.get("tensor_maps", [])
        if not isinstance(maps, list):
            raise BundleError(f'{manifest_path}: "tensor_maps" must be an array')
        self.tensor_maps = [TensorMap(t, m["args"], manifest_path) for t in maps]
        # Blocks per cluster, compiled into the kernel: informational.
        self.cluster = tuple(m.get("cluster", (1, 1, 1)))
        if (len(self.cluster) != 3 or any(not isinstance(c, int) or c < 1 for c in self.cluster)
                or any(g % c for g, c in zip(self.default.grid, self.cluster))):
            raise BundleError(f'{manifest_path}: "cluster" must be 3 sizes that divide "grid"')
        # Warps at the end of the block that only issue loads: informational.
        self.producer_warps = m.get("producer_warps", 0)
        if (not _is_int(self.producer_warps) or self.producer_warps < 0
                or 32 * self.producer_warps >= m["block"][0] * m["block"][1] * m["block"][2]):
            raise BundleError(f'{manifest_path}: "producer_warps" must be a count of warps '
                              'that leaves other threads in "block"')
        spilled = m.get("inspection", {}).get("spill_store_bytes", 0)
        if isinstance(spilled, int) and spilled > 0:
            import warnings

            warnings.warn(f"{self.name}: ptxas spilled {spilled} bytes of registers to local "
                          "memory; expect it slower (a smaller tile or fewer stages may not)",
                          stacklevel=2)
        # The specializations of the dispatch table that ran, by manifest.
        self._cases = {}
        # Launches prepared for kernels with tensor maps, by tensor addresses.
        self._launches = collections.OrderedDict()
        self._module = None
        self._function = None

    @property
    def args(self):
        return self.manifest["args"]

    def resolve(self, **dims):
        """The launch for these run-time dimensions (the defaults for the
        others): a Launch, cached per tuple of values."""
        m = self.manifest
        if not self.dims:
            if dims:
                raise BundleError(f"{self.name} has no run-time dimension "
                                  f"{', '.join(sorted(dims))} (its dimensions are all fixed)")
            return Launch({}, tuple(m["grid"]), [a["shape"] for a in m["args"]],
                          m["bytes"], m.get("flops", 0), self.path,
                          tuple((tuple(t["dims"]), tuple(t["strides"]))
                                for t in m.get("tensor_maps", [])))
        key = tuple(sorted({**self.dims, **dims}.items()))
        launch = self._resolved.get(key)
        if launch is None:
            launch = resolve_manifest(self.path, dims)
            if len(self._resolved) >= _LAUNCH_CACHE_SIZE * 8:
                self._resolved.popitem(last=False)
            self._resolved[key] = launch
        return launch

    def bind(self, args):
        """The launch and the full argument tuple for a call's `args`: every
        argument, or every one but the run-time dimensions' scalars. A
        dimension is read from the shapes of the tensors whose manifest shape
        names it (all must agree); a scalar given for it must equal that; a
        dimension no shape names takes its scalar, else its default."""
        names = [a["name"] for a in self.args]
        if not self.dims:
            if len(args) != len(self.args):
                raise BundleError(f"{self.name}: expects {len(self.args)} arguments "
                                  f"({', '.join(names)}), got {len(args)}")
            return self.default, tuple(args)
        if len(args) == len(self.args):
            full = list(args)
        elif len(args) == len(self._data_args):
            full = [None] * len(self.args)
            for i, v in zip(self._data_args, args):
                full[i] = v
        else:
            raise BundleError(
                f"{self.name}: expects {len(self.args)} arguments ({', '.join(names)}), or "
                f"{len(self._data_args)} without the run-time dimensions "
                f"({', '.join(sorted(self.dims))}), got {len(args)}")
        seen = {}  # dimension -> (value, argument it came from)
        for i in self._data_args:
            a, t = self.args[i], full[i]
            if _is_scalar(a) or all(_is_int(d) for d in a["shape"]):
                continue
            shape = getattr(t, "shape", None)
            if shape is None or len(shape) != len(a["shape"]):
                got = "no shape" if shape is None else f"shape {list(shape)}"
                raise BundleError(f"{self.name}: argument {a['name']} must have shape "
                                  f"{a['shape']}, got {got}")
            for d, size in zip(a["shape"], shape):
                if isinstance(d, str):
                    if d in seen and seen[d][0] != int(size):
                        raise BundleError(
                            f"{self.name}: argument {a['name']} gives dimension {d} = {int(size)}, "
                            f"but argument {seen[d][1]} gives {d} = {seen[d][0]}")
                    seen[d] = (int(size), a["name"])
        values = {}
        for i, a in enumerate(self.args):
            if i in self._data_args:
                continue
            d, v = a["name"], full[i]
            if v is not None:
                if isinstance(v, bool) or not hasattr(v, "__index__"):
                    raise BundleError(f"{self.name}: argument {d} is the run-time dimension {d}, "
                                      f"an integer; got {type(v).__name__}")
                if d in seen and seen[d][0] != int(v):
                    raise BundleError(f"{self.name}: argument {d} = {int(v)}, but the shape of "
                                      f"argument {seen[d][1]} gives {d} = {seen[d][0]}")
                values[d] = int(v)
            elif d in seen:
                values[d] = seen[d][0]
        launch = self.resolve(**values)
        for i, a in enumerate(self.args):
            if i not in self._data_args:
                full[i] = launch.dims[a["name"]]
        return launch, tuple(full)

    def _check_chip(self, device):
        """sm_90a kernels run on compute capability 9.0 only; sm_80 ones on
        8.0 and later."""
        import torch

        import ctypes

        chip = self.manifest["chip"]
        major, minor = torch.cuda.get_device_capability(device)
        have = major * 10 + minor
        # The compiler's chip table says what the chip needs.
        want, exact = ctypes.c_int(), ctypes.c_int()
        if _runtime().tile_chip_capability(chip.encode(), ctypes.byref(want), ctypes.byref(exact)):
            raise BundleError(f"{self.name}: unknown chip {chip}")
        want, exact = want.value, exact.value
        if (have != want) if exact else (have < want):
            raise BundleError(f"{self.name}: the bundle is for {chip}, but cuda:{device} has "
                              f"compute capability {major}.{minor}")

    def _load(self):
        if self._function is None:
            import cupy

            # The module stays loaded while the Function (and this) holds it.
            try:
                self._module = cupy.RawModule(path=self.image_path)
                self._function = self._module.get_function(self.manifest["entry"])
            except Exception as e:  # CuPy's CUDADriverError and friends
                raise BundleError(f"{self.name}: cannot load {self.image_path}: {e}") from e
            smem = int(self.manifest.get("shared_bytes", 0))
            # Always opt in: the 48 KiB default counts static shared memory
            # too (the 1-byte base symbol), so exactly 48 KiB would fail.
            if smem > 0:
                self._function.max_dynamic_shared_size_bytes = smem
        return self._function

    def check(self, tensors, launch=None):
        """Checks a call's arguments against the manifest (resolved by bind
        for a kernel with run-time dimensions); returns the launch and the
        full argument tuple."""
        import torch

        if launch is None:
            launch, tensors = self.bind(tensors)
        for t, a in zip(tensors, self.args):
            if _is_scalar(a):
                self._check_scalar(t, a)
        pairs = [(t, a, shape) for t, a, shape in zip(tensors, self.args, launch.shapes)
                 if not _is_scalar(a)]
        for t, a, shape in pairs:
            if not isinstance(t, torch.Tensor):
                raise BundleError(f"{self.name}: argument {a['name']} must be a torch.Tensor")
            want = getattr(torch, _DTYPES.get(a["dtype"], a["dtype"]), None)
            if t.dtype != want:
                raise BundleError(f"{self.name}: argument {a['name']} must be {a['dtype']}, got {t.dtype}")
            if list(t.shape) != list(shape):
                named = f" ({a['shape']} with {_format_dims(launch.dims)})" if launch.dims else ""
                raise BundleError(f"{self.name}: argument {a['name']} must have shape "
                                  f"{list(shape)}{named}, got {list(t.shape)}")
            if not t.is_cuda:
                raise BundleError(f"{self.name}: argument {a['name']} must be on a CUDA device")
            if not t.is_contiguous():
                raise BundleError(f"{self.name}: argument {a['name']} must be contiguous")
            if t.data_ptr() % 16:
                raise BundleError(f"{self.name}: argument {a['name']} must be 16-byte aligned")
        # The launch goes to the current device's stream: every tensor must
        # live there, and the device must be the chip the bundle is for.
        device = torch.cuda.current_device()
        for t, a, _ in pairs:
            if t.device.index != device:
                raise BundleError(f"{self.name}: argument {a['name']} is on cuda:{t.device.index}, "
                                  f"but the current device (whose stream runs the kernel) is "
                                  f"cuda:{device}")
        self._check_chip(device)
        # An output the kernel writes must not overlap another argument.
        spans = [(t.data_ptr(), t.data_ptr() + t.numel() * t.element_size(), a)
                 for t, a, _ in pairs]
        for i, (lo, hi, a) in enumerate(spans):
            if a["access"] == "in":
                continue
            for j, (lo2, hi2, b) in enumerate(spans):
                if i != j and lo < hi2 and lo2 < hi:
                    raise BundleError(f"{self.name}: output {a['name']} overlaps argument "
                                      f"{b['name']} in memory; pass separate tensors")
        return launch, tuple(tensors)

    def _check_scalar(self, value, a):
        """A scalar argument: an int (in range) for integer dtypes, an int
        or a float for float dtypes; bools and tensors are refused."""
        import numbers

        what = f"{self.name}: argument {a['name']} is a scalar {a['dtype']} passed by value"
        if isinstance(value, bool) or not isinstance(value, numbers.Real):
            raise BundleError(f"{what}; got {type(value).__name__}")
        if a["dtype"] in ("f32", "f16", "bf16", "f64"):
            return
        if not isinstance(value, numbers.Integral):
            raise BundleError(f"{what}; got the float {value}")
        bits = 8 * _SIZES[a["dtype"]]
        if not -(1 << (bits - 1)) <= int(value) < (1 << (bits - 1)):
            raise BundleError(f"{what}; {int(value)} does not fit")

    def _slots(self, args):
        """Each argument's 64-bit parameter slot: a tensor's address or a
        scalar's bits."""
        return tuple(_scalar_bits(v, a["dtype"]) if _is_scalar(a) else v.data_ptr()
                     for v, a in zip(args, self.args))

    def _kernel_params(self, tensors, maps):
        """cuLaunchKernel's kernelParams for these tensors: pointers to each
        tensor's address (a u64), then to each tensor map's 128 encoded
        bytes, encoded with `maps` (Launch.maps). Prepared once per tuple of
        addresses and extents, then cached."""
        slots = self._slots(tensors)
        key = (slots, maps)
        params = self._launches.get(key)
        if params is not None:
            self._launches.move_to_end(key)
            return params[0]
        import ctypes

        addresses = (ctypes.c_uint64 * len(slots))(*slots)
        # One host block for every map, 64-byte aligned as the driver wants
        # (ctypes promises less); it lives as long as the cache entry.
        count = len(self.tensor_maps)
        raw = (ctypes.c_uint8 * (count * _TENSOR_MAP_BYTES + _TENSOR_MAP_ALIGN))()
        base = ctypes.addressof(raw)
        base += -base % _TENSOR_MAP_ALIGN
        outs = [base + i * _TENSOR_MAP_BYTES for i in range(count)]
        for t, out, (dims, strides) in zip(self.tensor_maps, outs, maps):
            try:
                t.encode(slots[t.arg], out, dims, strides)
            except BundleError as e:
                raise BundleError(f"{self.name}: {e}") from None
        size = ctypes.sizeof(ctypes.c_uint64)
        pointers = [ctypes.addressof(addresses) + i * size for i in range(len(slots))]
        array = (ctypes.c_void_p * (len(slots) + count))(*pointers, *outs)
        if len(self._launches) >= _LAUNCH_CACHE_SIZE:
            self._launches.popitem(last=False)
        # The array points into `addresses` and `raw`, which stay with it.
        self._launches[key] = (array, addresses, raw)
        return array

    def __call__(self, *tensors, check=True):
        import numpy as np
        import torch

        launch, tensors = self.bind(tensors)
        if os.path.abspath(launch.manifest) != os.path.abspath(self.path):
            # The runtime's dispatch table hands these sizes to a case.
            case = self._cases.get(launch.manifest)
            if case is None:
                case = self._cases[launch.manifest] = Bundle(launch.manifest)
            return case(*tensors, check=check)
        if check:
            self.check(tensors, launch)
        fn = self._load()
        if self.tensor_maps:
            self._launch_with_maps(fn, tensors, launch)
            return
        try:
            with _cupy_stream(torch.cuda.current_stream().cuda_stream):
                # A scalar goes as a NumPy value of its parameter's size.
                widths = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
                fn(launch.grid, tuple(self.manifest["block"]),
                   tuple(widths[_SIZES[a["dtype"]] if _is_scalar(a) else 8](slot)
                         for slot, a in zip(self._slots(tensors), self.args)),
                   shared_mem=int(self.manifest.get("shared_bytes", 0)))
        except Exception as e:  # CuPy's launch errors
            raise BundleError(f"{self.name}: launch failed: {e}") from e

    def _launch_with_maps(self, fn, tensors, launch):
        """Launches through the driver's cuLaunchKernel on the CUfunction
        that CuPy loaded (and opted in to its shared memory): CuPy cannot
        pass the maps' 128-byte parameters."""
        import torch

        m = self.manifest
        grid = launch.grid
        params = self._kernel_params(tensors, launch.maps)
        driver = _driver()
        # RawModule.get_function gives a RawKernel, whose .kernel is the
        # cupy.cuda.function.Function holding the CUfunction (.ptr).
        handle = getattr(fn, "kernel", fn).ptr
        rc = driver.launch(handle, *grid, *m["block"], int(m.get("shared_bytes", 0)),
                           torch.cuda.current_stream().cuda_stream, params, None)
        if rc != 0:
            raise BundleError(f"{self.name}: launch failed ({driver.describe(rc)})")

    def make_inputs(self, seed=0, **scalars):
        """Seeded inputs for every argument (outputs zeroed); a scalar
        argument takes its value from `scalars` by name, else a seeded one. A
        run-time dimension's scalar sets the dimension (else its default) and
        the shapes follow it."""
        import torch

        unknown = set(scalars) - {a["name"] for a in self.args if _is_scalar(a)}
        if unknown:
            raise BundleError(f"{self.name}: no scalar argument named {', '.join(sorted(unknown))}")
        launch = self.resolve(**{k: v for k, v in scalars.items() if k in self.dims})
        scalars = {**scalars, **launch.dims}
        g = torch.Generator(device="cuda").manual_seed(seed)
        out = []
        for a, shape in zip(self.args, launch.shapes):
            a = {**a, "shape": shape}
            dtype = getattr(torch, _DTYPES[a["dtype"]])
            if _is_scalar(a):
                if a["name"] in scalars:
                    out.append(scalars[a["name"]])
                elif dtype.is_floating_point:
                    out.append(float(torch.rand((), generator=g, device="cuda")) * 2 - 1)
                else:
                    out.append(int(torch.randint(-100, 100, (), generator=g, device="cuda")))
            elif a["access"] == "out":
                out.append(torch.zeros(a["shape"], dtype=dtype, device="cuda"))
            elif dtype.is_floating_point:
                out.append(torch.randn(a["shape"], generator=g, device="cuda",
                                       dtype=torch.float32).to(dtype))
            else:
                out.append(torch.randint(-100, 100, a["shape"], generator=g,
                                         device="cuda", dtype=dtype))
        return out


def _format_dims(dims):
    """"M=1000 N=64", as tile-run prints them."""
    return " ".join(f"{k}={v}" for k, v in sorted(dims.items()))


def load_bundles(folder):
    """Every kernel of a bundle folder, by name (a kernel's specializations
    run through its dispatch table, so they are not listed)."""
    bundles = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".json"):
            b = Bundle(os.path.join(folder, name))
            if not b.manifest.get("case_of"):
                bundles[b.name] = b
    return bundles
