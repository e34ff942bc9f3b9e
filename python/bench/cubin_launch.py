"""Read and launch cubins that NVIDIA's tileiras wrote from the same Tile IR bytecode.

A tileiras cubin carries no TileIR manifest. What a launch needs comes from the ELF:

* the entry symbol: the one GLOBAL FUNC in .symtab (a Tile IR module has one entry);
* the kernel parameters: EIATTR_KPARAM_INFO (0x17: size in bits 18..31 of the flags word)
  or 0x45 records (size in the low 16 bits, 0x04 in the top byte for a pointer) of
  .nv.info.<symbol>: ordinal, offset in the parameter buffer, size in bytes;
* the thread count tileiras chose: the 3 x u32 record of .nv.info.<symbol> with attribute
  0x10 (REQNTID) or 0x05 (MAXNTID).

cuTile Python launches such a cubin with block (1, 1, 1) and the driver takes the real
block shape from the cubin's REQNTID; the loader does the same by default (block="one"),
or launches with the recorded shape (block="ntid"). Parameter types (int vs float, which
sizes do not tell) come from the TileIR manifest of the same bytecode (both compilers flatten
the entry's arguments the same way: per array a pointer, its shape, its strides); the loader
checks that each size matches.

Command line (used by tileiras_build.sh): ``python3 cubin_launch.py info CUBIN`` prints the
JSON of ``cubin_info``. Nothing here needs a GPU or torch except ``TileirasKernel``.
"""
import ctypes
import json
import struct
import sys

SHT_SYMTAB = 2
STT_FUNC = 2
STB_GLOBAL = 1
EIATTR_KPARAM_INFO = 0x17
EIATTR_KPARAM_INFO_V2 = 0x45    # the form ptxas writes for some kernels: size in the low bits
EIATTR_MAXNTID = 0x05
EIATTR_REQNTID = 0x10
EIFMT_NVAL, EIFMT_BVAL, EIFMT_HVAL, EIFMT_SVAL = 1, 2, 3, 4


def _sections(data: bytes):
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError("not a little-endian ELF64 file")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    secs = []
    for i in range(shnum):
        (name, typ, _flags, _addr, off, size, link, info, _align,
         entsize) = struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize)
        secs.append({"name_off": name, "type": typ, "off": off, "size": size,
                     "link": link, "info": info, "entsize": entsize})

    def cstr(sec, o):
        start = sec["off"] + o
        return data[start:data.index(b"\0", start)].decode()

    for s in secs:
        s["name"] = cstr(secs[shstrndx], s["name_off"])
    return secs, cstr


def _nvinfo(blob: bytes):
    """(attribute, value) records: bytes for EIFMT_SVAL, an int for the short forms."""
    out, i = [], 0
    while i + 2 <= len(blob):
        fmt, attr = blob[i], blob[i + 1]
        i += 2
        if fmt == EIFMT_SVAL:
            n, = struct.unpack_from("<H", blob, i)
            i += 2
            out.append((attr, blob[i:i + n]))
            i += n
        elif fmt == EIFMT_HVAL:
            out.append((attr, struct.unpack_from("<H", blob, i)[0]))
            i += 2
        elif fmt == EIFMT_BVAL:
            out.append((attr, blob[i]))
            i += 2
        else:
            out.append((attr, None))
            i += 2
    return out


def cubin_info(data: bytes) -> dict:
    """Entry symbol, parameters (ordinal, offset, bytes) and thread shape of a one-entry cubin."""
    secs, cstr = _sections(data)
    funcs = []
    for s in secs:
        if s["type"] != SHT_SYMTAB:
            continue
        strtab = secs[s["link"]]
        for o in range(s["off"], s["off"] + s["size"], s["entsize"] or 24):
            st_name, st_info, _other, _shndx, _value, _size = struct.unpack_from("<IBBHQQ", data, o)
            if st_info & 0xF == STT_FUNC and st_info >> 4 == STB_GLOBAL:
                funcs.append(cstr(strtab, st_name))
    if len(funcs) != 1:
        raise ValueError(f"expected one global function, found {funcs}")
    sym = funcs[0]
    info = {"symbol": sym, "params": [], "ntid": None, "ntid_attr": None}
    sec = next((s for s in secs if s["name"] == ".nv.info." + sym), None)
    if sec is None:
        raise ValueError(f"no .nv.info.{sym}")
    for attr, v in _nvinfo(data[sec["off"]:sec["off"] + sec["size"]]):
        if attr == EIATTR_KPARAM_INFO and isinstance(v, bytes) and len(v) >= 12:
            _index, ordinal, offset, flags = struct.unpack_from("<IHHI", v)
            info["params"].append({"ordinal": ordinal, "offset": offset,
                                   "bytes": (flags >> 18) & 0x3FFF})
        elif attr == EIATTR_KPARAM_INFO_V2 and isinstance(v, bytes) and len(v) >= 12:
            _index, ordinal, offset, flags = struct.unpack_from("<IHHI", v)
            info["params"].append({"ordinal": ordinal, "offset": offset,
                                   "bytes": flags & 0xFFFF})
        elif attr in (EIATTR_REQNTID, EIATTR_MAXNTID) and isinstance(v, bytes) and len(v) == 12:
            if info["ntid"] is None or attr == EIATTR_REQNTID:
                info["ntid"] = list(struct.unpack("<III", v))
                info["ntid_attr"] = "REQNTID" if attr == EIATTR_REQNTID else "MAXNTID"
    info["params"].sort(key=lambda p: p["ordinal"])
    if [p["ordinal"] for p in info["params"]] != list(range(len(info["params"]))):
        raise ValueError(f"parameter ordinals {[p['ordinal'] for p in info['params']]} are not 0..n-1")
    return info


_CTYPES = {
    "i1": ctypes.c_bool, "i8": ctypes.c_int8, "i16": ctypes.c_int16,
    "i32": ctypes.c_int32, "i64": ctypes.c_int64,
    "f32": ctypes.c_float, "f64": ctypes.c_double,
}
_BYTES = {"ptr": 8, "i1": 1, "i8": 1, "i16": 2, "i32": 4, "i64": 8, "f32": 4, "f64": 8}


def tile_ir_abi(types):
    """The Tile IR ABI's parameter types of a TileIR manifest's list: without the CUtensorMap
    parameters TileIR adds for the tensor memory accelerator, which tileiras's cubins, built
    from the same bytecode, do not have."""
    return [t for t in types if t != "tensormap"]


class TileirasKernel:
    """A tileiras cubin, launched like tileir.runner.Kernel (same argument list).

    types: the parameter types in order ("ptr", "i32", "f32", ...), e.g. from the TileIR
    manifest of the same bytecode; block: "one" (1, 1, 1) as cuTile Python launches, or
    "ntid" (the cubin's recorded thread shape)."""

    def __init__(self, cubin: bytes, types, block="one"):
        from cuda.bindings import driver as cu
        from tileir.runner import _ensure_context, check
        self.cu, self.check = cu, check
        _ensure_context()
        self.info = cubin_info(cubin)
        self.types = tile_ir_abi(types)
        got = [p["bytes"] for p in self.info["params"]]
        want = [_BYTES[t] for t in self.types]
        if got != want:
            raise ValueError(f"{self.info['symbol']}: tileiras parameter sizes {got} differ "
                             f"from the TileIR manifest's {want}")
        self.module = check(cu.cuModuleLoadData(cubin))
        self.function = check(cu.cuModuleGetFunction(self.module, self.info["symbol"].encode()))
        if block == "one":
            self.block = (1, 1, 1)
        elif block == "ntid":
            if not self.info["ntid"]:
                raise ValueError("cubin records no thread shape")
            self.block = tuple(self.info["ntid"])
        else:
            raise ValueError(f"block must be 'one' or 'ntid', not {block!r}")
        # As cuTile Python's launcher does: allow dynamic shared memory up to the device's
        # opt-in limit minus the kernel's static shared memory (none is passed at launch).
        attr = cu.CUfunction_attribute
        static = check(cu.cuFuncGetAttribute(attr.CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, self.function))
        dev = check(cu.cuCtxGetDevice())
        optin = check(cu.cuDeviceGetAttribute(
            cu.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, dev))
        self.static_smem = int(static)
        if optin - static > 0:
            check(cu.cuFuncSetAttribute(
                self.function, attr.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                int(optin - static)))
        self.num_regs = int(check(cu.cuFuncGetAttribute(attr.CU_FUNC_ATTRIBUTE_NUM_REGS,
                                                        self.function)))

    def launch(self, grid, args, stream=0):
        cu = self.cu
        if len(args) != len(self.types):
            raise TypeError(f"{self.info['symbol']} takes {len(self.types)} arguments, "
                            f"got {len(args)}")
        grid = tuple(grid) + (1,) * (3 - len(grid))
        holders = []
        for t, a in zip(self.types, args):
            if t == "ptr":
                holders.append(ctypes.c_uint64(a.data_ptr() if hasattr(a, "data_ptr") else int(a)))
            else:
                holders.append(_CTYPES[t](a))
        arr = (ctypes.c_void_p * len(holders))(*[ctypes.addressof(h) for h in holders])
        self.check(cu.cuLaunchKernel(self.function, *grid, *self.block, 0,
                                     cu.CUstream(stream), ctypes.addressof(arr), 0))
        del holders


def load_tileiras(folder: str, name: str, types, block="one") -> TileirasKernel:
    with open(f"{folder}/{name}.cubin", "rb") as f:
        return TileirasKernel(f.read(), types, block)


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] != "info":
        sys.exit("usage: cubin_launch.py info CUBIN")
    with open(sys.argv[2], "rb") as f:
        print(json.dumps(cubin_info(f.read())))
