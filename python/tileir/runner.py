"""Launch TileIR kernels through the CUDA driver API (cuda.bindings).

The manifest (JSON written by Target/PTX) gives the kernel symbol, threads
per block, dynamic shared memory, the parameters in order with their types,
and the front end's launch ABI over them. `launch` takes one value per ABI
parameter: a torch tensor for a tensor parameter (passed as its pointer,
shape and strides, in elements), a tensor or a number for any other (a
tensor's device address for `ptr` parameters). A `tensormap` parameter (a
ring the tensor memory accelerator fills) is encoded here, per launch, with
cuTensorMapEncodeTiled from the ABI tensor the manifest names.
"""
import ctypes
import json
import os

from cuda.bindings import driver as cu


class CudaError(RuntimeError):
    pass


def check(result):
    """Every driver call returns (CUresult, *values): raise on failure."""
    err, *rest = result if isinstance(result, tuple) else (result,)
    if err != cu.CUresult.CUDA_SUCCESS:
        _, name = cu.cuGetErrorName(err)
        raise CudaError(f"CUDA driver error {int(err)} ({name.decode() if name else '?'})")
    if not rest:
        return None
    return rest[0] if len(rest) == 1 else tuple(rest)


_CTYPES = {
    "i1": ctypes.c_bool, "i8": ctypes.c_int8, "i16": ctypes.c_int16,
    "i32": ctypes.c_int32, "i64": ctypes.c_int64,
    "f32": ctypes.c_float, "f64": ctypes.c_double,
}


_SWIZZLE = {32: "CU_TENSOR_MAP_SWIZZLE_32B", 64: "CU_TENSOR_MAP_SWIZZLE_64B",
            128: "CU_TENSOR_MAP_SWIZZLE_128B"}
# Element bytes -> an unsigned type of that size: the copy moves bytes, and
# the kernel reads them as its own element type.
_TMAP_TYPE = {1: "CU_TENSOR_MAP_DATA_TYPE_UINT8", 2: "CU_TENSOR_MAP_DATA_TYPE_UINT16",
              4: "CU_TENSOR_MAP_DATA_TYPE_UINT32", 8: "CU_TENSOR_MAP_DATA_TYPE_UINT64"}


def encode_tensor_map(t, spec: dict):
    """The CUtensorMap of tensor `t` the manifest's `tensormap` describes:
    dims innermost first (`dims` are t's dims in that order), a box of
    `box` elements, `swizzle` bytes, zero fill out of bounds."""
    dims = spec["dims"]
    esize = t.element_size()
    if esize != spec["elem_bytes"]:
        raise TypeError(f"tensor map: {esize}-byte elements, the kernel reads "
                        f"{spec['elem_bytes']}-byte ones")
    if t.stride(dims[0]) != 1:
        raise ValueError(f"tensor map: dim {dims[0]} must be contiguous (stride "
                         f"{t.stride(dims[0])})")
    strides = [t.stride(d) * esize for d in dims[1:]]
    if t.data_ptr() % 16 or any(s % 16 for s in strides):
        raise ValueError("tensor map: the base address and strides must be 16-byte "
                         f"multiples (address {t.data_ptr():#x}, strides {strides} bytes)")
    # `extents` (where present, in `dims` order): the extent the kernel was
    # specialized on, -1 where it reads the tensor's own.
    extents = [t.shape[d] if e < 0 else e
               for d, e in zip(dims, spec.get("extents", [-1] * len(dims)))]
    if any(e > t.shape[d] for d, e in zip(dims, extents)):
        raise ValueError(f"tensor map: the kernel was specialized on extents {extents} "
                         f"(dims {dims}), the tensor's shape is {tuple(t.shape)}")
    u32, u64 = cu.cuuint32_t, cu.cuuint64_t
    return check(cu.cuTensorMapEncodeTiled(
        getattr(cu.CUtensorMapDataType, _TMAP_TYPE[esize]), u32(len(dims)), t.data_ptr(),
        [u64(e) for e in extents], [u64(s) for s in strides],
        [u32(b) for b in spec["box"]], [u32(1)] * len(dims),
        cu.CUtensorMapInterleave.CU_TENSOR_MAP_INTERLEAVE_NONE,
        getattr(cu.CUtensorMapSwizzle, _SWIZZLE[spec["swizzle"]]),
        cu.CUtensorMapL2promotion.CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
        cu.CUtensorMapFloatOOBfill.CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE))


def pack_params(types, args):
    """The kernel parameter buffer for `args` of the manifest's parameter
    `types`: (holders, which must outlive the launch, and the array of their
    addresses cuLaunchKernel takes). A `ptr` takes a tensor or an address, a
    `tensormap` the CUtensorMap encode_tensor_map made (passed by value)."""
    holders, addrs = [], []
    for t, a in zip(types, args):
        if t == "tensormap":
            if not isinstance(a, cu.CUtensorMap):
                raise TypeError("a tensormap parameter takes a CUtensorMap "
                                "(launch with one value per ABI parameter)")
            holders.append(a)
            addrs.append(int(a.getPtr()))
            continue
        if t == "ptr":
            holders.append(ctypes.c_uint64(a.data_ptr() if hasattr(a, "data_ptr") else int(a)))
        else:
            ct = _CTYPES.get(t)
            if ct is None:
                raise TypeError(f"parameter type {t} is not supported")
            holders.append(ct(a))
        addrs.append(ctypes.addressof(holders[-1]))
    return holders, (ctypes.c_void_p * len(holders))(*addrs)


def _ensure_context():
    """Use the primary context (the one torch and cupy share)."""
    check(cu.cuInit(0))
    ctx = check(cu.cuCtxGetCurrent())
    if ctx is None or int(ctx) == 0:
        dev = check(cu.cuDeviceGet(0))
        ctx = check(cu.cuDevicePrimaryCtxRetain(dev))
        check(cu.cuCtxSetCurrent(ctx))


def _check_device(manifest: dict):
    """A cubin runs on its compute capability's major with at least its
    minor (an `a` chip: exactly it); say so instead of a bare
    CUDA_ERROR_NO_BINARY_FOR_GPU."""
    cc = manifest.get("compute_capability")
    if cc is None:
        return
    dev = check(cu.cuCtxGetDevice())
    attr = cu.CUdevice_attribute
    major = check(cu.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev))
    minor = check(cu.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev))
    want_major, want_minor = cc
    exact = manifest.get("arch_specific", False)
    ok = major == want_major and (minor == want_minor if exact else minor >= want_minor)
    if not ok:
        raise CudaError(f"kernel compiled for {manifest.get('target')} cannot run on a "
                        f"compute capability {major}.{minor} device")


class Kernel:
    def __init__(self, cubin: bytes, manifest: dict, symbol: str = None,
                 launch_block: str = None):
        _ensure_context()
        _check_device(manifest)
        kernels = manifest["kernels"]
        if symbol is None:
            if len(kernels) != 1:
                raise ValueError("manifest has several kernels; name one")
            self.meta = kernels[0]
        else:
            self.meta = next(k for k in kernels if k["symbol"] == symbol)
        self.module = check(cu.cuModuleLoadData(cubin))
        self.function = check(cu.cuModuleGetFunction(self.module, self.meta["symbol"].encode()))
        self.block = tuple(self.meta["block"])
        # Tile IR's launch convention: a cubin that requires its block shape
        # (.reqntid) runs it when launched with block (1,1,1), as cuTile
        # launches. launch_block="one" (or TILEIR_LAUNCH_BLOCK=one) launches
        # such kernels that way (a maxntid cubin still gets its block: it
        # would run one thread).
        launch_block = launch_block or os.environ.get("TILEIR_LAUNCH_BLOCK")
        if launch_block == "one" and self.meta.get("launch") == "reqntid":
            self.block = (1, 1, 1)
        # Past 48 KiB a kernel's dynamic shared memory needs the opt-in; the
        # launch passes the bytes either way.
        self.dyn_smem = int(self.meta.get("dynamic_shared_memory", 0))
        if self.dyn_smem > 48 * 1024:
            check(cu.cuFuncSetAttribute(
                self.function,
                cu.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                self.dyn_smem))

    def expand(self, values):
        """The entry's arguments for one value per launch-ABI parameter (the
        manifest's `abi`, tile-normalize-abi's record): a tensor parameter
        becomes the tensor's pointer, shape and strides (cutile-rs's unused
        partition shape and strides repeat them)."""
        abi = self.meta.get("abi")
        if abi is None:
            raise ValueError(f"{self.meta['symbol']}: the manifest has no launch ABI "
                             "(written before tileir-launch-manifest/2)")
        if len(values) != len(abi):
            raise TypeError(f"{self.meta['symbol']} takes {len(abi)} values "
                            f"({', '.join(g['kind'] for g in abi)}), got {len(values)}")
        args = [None] * len(self.meta["params"])
        for n, (group, v) in enumerate(zip(abi, values)):
            slots = group["args"]
            if group["kind"] == "tensor":
                r = group["rank"]
                if not hasattr(v, "stride") or v.dim() != r:
                    raise TypeError(f"{self.meta['symbol']}: value {n} must be a rank-{r} "
                                    f"tensor, got {type(v).__name__}")
                words = [v, *v.shape, *v.stride()]
                while len(words) < len(slots):
                    words += [*v.shape, *v.stride()]
            else:
                words = [v]
            for i, w in zip(slots, words):
                args[i] = w
        for p in self.meta["params"]:
            if p["type"] == "tensormap":
                spec = p["tensormap"]
                args[p["index"]] = encode_tensor_map(values[spec["tensor"]], spec)
        return args

    def _pack(self, args):
        params = self.meta["params"]
        if len(args) != len(params):
            raise TypeError(f"{self.meta['symbol']} takes {len(params)} arguments, got {len(args)}")
        return pack_params([p["type"] for p in params], args)

    def launch(self, grid, values, stream=0):
        """Launches over `grid` with one value per launch-ABI parameter."""
        self.launch_args(grid, self.expand(values), stream)

    def launch_args(self, grid, args, stream=0):
        """Launches with the entry's own arguments, already expanded."""
        grid = tuple(grid) + (1,) * (3 - len(grid))
        holders, arr = self._pack(args)
        if self.meta.get("programmatic_dependent_launch"):
            self._launch_dependent(grid, stream, arr)
        else:
            check(cu.cuLaunchKernel(self.function, *grid, *self.block, self.dyn_smem,
                                    cu.CUstream(stream), ctypes.addressof(arr), 0))
        del holders

    def _launch_dependent(self, grid, stream, arr):
        """A kernel with grid dependency control (griddepcontrol, Tile IR's
        gdc ops) may start before the previous kernel of its stream ends:
        the launch says so, and the kernel's gdc_wait waits where it must."""
        config = cu.CUlaunchConfig()
        config.gridDimX, config.gridDimY, config.gridDimZ = grid
        config.blockDimX, config.blockDimY, config.blockDimZ = self.block
        config.sharedMemBytes = self.dyn_smem
        config.hStream = cu.CUstream(stream)
        attr = cu.CUlaunchAttribute()
        attr.id = cu.CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION
        attr.value.programmaticStreamSerializationAllowed = 1
        config.attrs = [attr]
        config.numAttrs = 1
        check(cu.cuLaunchKernelEx(config, self.function, ctypes.addressof(arr), 0))


def load_kernel(folder: str, name: str, symbol: str = None, launch_block: str = None) -> Kernel:
    """Loads <folder>/<name>.cubin with <folder>/<name>.manifest.json."""
    with open(os.path.join(folder, name + ".cubin"), "rb") as f:
        cubin = f.read()
    with open(os.path.join(folder, name + ".manifest.json")) as f:
        manifest = json.load(f)
    return Kernel(cubin, manifest, symbol, launch_block)
