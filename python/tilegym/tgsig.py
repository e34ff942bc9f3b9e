"""The small language of python/tilegym/signatures.py: one kernel launch per entry.

An entry names a TileGym kernel and gives, per kernel parameter (by name), what TileGym's
launcher passes to ``ct.launch`` for one representative configuration:

* ``A(dtype, *shape, strides=None, alias=())`` -- a tensor (torch-style, row-major unless
  ``strides`` says otherwise). The example shape is used for the compile-time facts a JIT
  launch derives from a real tensor (see ``array_constraint``) and for MANIFEST.md.
* ``L(A(...), n)`` -- a Python list of n tensors like the given one (group GEMM).
* ``S(dtype_or_value)`` -- an explicit runtime scalar (``S("i64")``, ``S(4096)``).
* a plain Python value (``4096``, ``1e-6``, ``True``): what the launcher passes. For a
  ``ct.Constant`` parameter it is folded in as a constant; for an unannotated parameter it
  is a runtime scalar of the type cuTile gives that Python value (int -> int32, or int64
  under ``ct.ScalarInt64``; float -> float32; bool -> bool), exactly as at a launch.
* ``(x, y, ...)`` -- a tuple parameter, item by item with the same rules.

``K(module, kernel, grid=..., **params)`` is one entry; ``module`` is the path below
``tilegym/`` without ``.py``; ``kernel`` the module-level name of the ``ct.kernel`` object
(or ``factory=`` a function of the imported module returning it). ``guess=`` marks an entry
whose configuration is not fully determined by TileGym's launcher (the reason is printed in
MANIFEST.md). Every parameter of the kernel must be given, and nothing else.
"""

import dataclasses
from typing import Any, Callable

# Short names of cuTile dtypes used in the table.
DTYPES = {
    "bool": "bool_", "u8": "uint8", "u16": "uint16", "u32": "uint32", "u64": "uint64",
    "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64",
    "f16": "float16", "bf16": "bfloat16", "f32": "float32", "f64": "float64",
    "f8e4m3": "float8_e4m3fn", "f8e5m2": "float8_e5m2", "e8m0": "float8_e8m0fnu",
    "f4e2m1": "float4_e2m1fn",
}
ELEM_BYTES = {"bool": 1, "u8": 1, "u16": 2, "u32": 4, "u64": 8, "i8": 1, "i16": 2, "i32": 4,
              "i64": 8, "f16": 2, "bf16": 2, "f32": 4, "f64": 8, "f8e4m3": 1, "f8e5m2": 1,
              "e8m0": 1, "f4e2m1": 1}

# Assumptions a launch with a fresh torch tensor satisfies: allocations are (at least)
# 256-byte aligned; recorded here as the 16 bytes cuTile's dispatcher looks for.
BASE_ADDR_DIVISIBLE_BY = 16
DIVISIBILITY_CAP = 16


@dataclasses.dataclass(frozen=True)
class A:
    dtype: str
    shape: tuple
    strides: tuple | None = None
    alias: tuple = ()

    def __init__(self, dtype, *shape, strides=None, alias=()):
        if dtype not in DTYPES:
            raise ValueError(f"unknown dtype {dtype!r}")
        object.__setattr__(self, "dtype", dtype)
        object.__setattr__(self, "shape", tuple(int(s) for s in shape))
        if strides is None:
            st, acc = [], 1
            for s in reversed(self.shape):
                st.append(acc)
                acc *= max(s, 1)
            strides = tuple(reversed(st))
        if len(strides) != len(self.shape):
            raise ValueError(f"strides {strides} do not match shape {self.shape}")
        object.__setattr__(self, "strides", tuple(int(s) for s in strides))
        object.__setattr__(self, "alias", (alias,) if isinstance(alias, str) else tuple(alias))

    @property
    def ndim(self):
        return len(self.shape)

    def describe(self):
        s = f"{self.dtype}[{', '.join(map(str, self.shape))}]"
        contiguous = A(self.dtype, *self.shape).strides == self.strides
        if not contiguous:
            s += f" strides ({', '.join(map(str, self.strides))})"
        if self.alias:
            s += f" alias {'/'.join(self.alias)}"
        return s


@dataclasses.dataclass(frozen=True)
class L:
    element: A
    length: int
    # The elements' own shapes (a ragged group), when they differ from the example's: the
    # compile-time facts come from `element`, so each shape must keep them (same rank,
    # every dim and contiguous stride divisible by what the example's are).
    shapes: tuple | None = None

    def __post_init__(self):
        if self.shapes is None:
            return
        shapes = tuple(tuple(int(d) for d in s) for s in self.shapes)
        object.__setattr__(self, "shapes", shapes)
        if len(shapes) != self.length:
            raise ValueError(f"{len(shapes)} shapes for a list of {self.length}")
        ex = self.element
        for s in shapes:
            got = A(ex.dtype, *s)
            if len(s) != ex.ndim or any(
                    _pow2_div(g) < _pow2_div(e)
                    for g, e in zip(got.shape + got.strides, ex.shape + ex.strides)):
                raise ValueError(f"shape {s} breaks what {ex.describe()} lets the kernel assume")

    def describe(self):
        s = f"list of {self.length} x {self.element.describe()}"
        if self.shapes:
            s += " (shapes " + ", ".join("x".join(map(str, t)) for t in self.shapes) + ")"
        return s


@dataclasses.dataclass(frozen=True)
class S:
    value: Any          # a dtype name ("i32") or an example Python value

    def describe(self):
        return self.value if isinstance(self.value, str) else repr(self.value)


@dataclasses.dataclass
class K:
    module: str
    kernel: str
    params: dict
    grid: str
    factory: Callable | None = None
    guess: str | None = None
    note: str | None = None

    def __init__(self, module, kernel, *, grid, factory=None, guess=None, note=None, **params):
        self.module, self.kernel, self.grid = module, kernel, str(grid)
        self.factory, self.guess, self.note, self.params = factory, guess, note, params


def cdiv(a, b):
    return (a + b - 1) // b


def next_pow2(n):
    return 1 << (int(n) - 1).bit_length() if n > 1 else 1


def _pow2_div(value, cap=DIVISIBILITY_CAP):
    """Largest power of two (<= cap) dividing value (0 is divisible by anything)."""
    if value == 0:
        return cap
    d = 1
    while d < cap and value % (d * 2) == 0:
        d *= 2
    return d


# ----------------------------------------------------------------------------------------
# Entry -> KernelSignature
# ----------------------------------------------------------------------------------------

def ct_dtype(name):
    import cuda.tile as ct
    return getattr(ct, DTYPES[name])


def array_constraint(a, ann, where):
    """The ArrayConstraint a launch with tensor `a` yields, given the kernel's annotation.

    - index dtype: int64 under ct.IndexedWithInt64 / ArrayAnnotation(index_dtype=int64),
      else int32;
    - strides >= 0, no aliasing (unless entries share an alias group), no internal aliasing;
    - static_shape_dims / static_stride_dims of the annotation: those dims are compiled in;
      otherwise the unit stride of the last axis is (as cuTile's dispatcher infers);
    - base address divisible by 16 bytes, every shape and stride by the largest power of two
      <= 16 that divides the example's (what a JIT launch with that tensor assumes).
    """
    import cuda.tile as ct
    from cuda.tile.compilation import ArrayConstraint
    index_dtype = ct.int32
    static_shape, static_stride = (), None
    if ann is not None:
        index_dtype = ann.index_dtype
        static_shape = tuple(d % a.ndim for d in ann.static_shape_dims)
        if ann.static_stride_dims:
            static_stride = tuple(d % a.ndim for d in ann.static_stride_dims)
    if index_dtype == ct.int32:
        big = [x for x in a.shape + a.strides if x >= 2 ** 31]
        if big:
            raise ValueError(f"{where}: {a.describe()} needs int64 indexing"
                             " but the kernel does not annotate it")
    if static_stride is None:
        stride_constant = [None] * (a.ndim - 1) + [1] if a.ndim and a.strides[-1] == 1 \
            else [None] * a.ndim
    else:
        stride_constant = [a.strides[d] if d in static_stride else None for d in range(a.ndim)]
    shape_constant = [a.shape[d] if d in static_shape else None for d in range(a.ndim)]
    return ArrayConstraint(
        ct_dtype(a.dtype), a.ndim,
        index_dtype=index_dtype,
        stride_lower_bound_incl=0,
        alias_groups=a.alias,
        may_alias_internally=False,
        stride_constant=stride_constant,
        shape_constant=shape_constant,
        base_addr_divisible_by=BASE_ADDR_DIVISIBLE_BY,
        shape_divisible_by=[_pow2_div(s) for s in a.shape],
        stride_divisible_by=[_pow2_div(s) for s in a.strides])


def scalar_dtype(value, ann):
    import cuda.tile as ct
    if isinstance(value, str):
        return ct_dtype(value)
    if isinstance(value, bool):
        return ct.bool_
    if isinstance(value, int):
        if ann is not None and ann.dtype == ct.int64:
            return ct.int64
        if not -2 ** 31 <= value < 2 ** 31:
            raise ValueError(f"int scalar {value} does not fit int32 (annotate ScalarInt64)")
        return ct.int32
    if isinstance(value, float):
        return ct.float32
    raise TypeError(f"cannot make a scalar of {value!r}")


def constraint(value, node, where):
    """Constraint for one parameter value under its annotation node."""
    from cuda.tile.compilation import (ScalarConstraint, ConstantConstraint, ListConstraint,
                                       TupleConstraint)
    kind = getattr(node, "KIND", "leaf")
    if isinstance(value, tuple):
        if kind == "homogeneous_tuple":
            nodes = [node.each] * len(value)
        elif kind == "heterogeneous_tuple":
            nodes = list(node.items)
            if len(nodes) != len(value):
                raise ValueError(f"{where}: tuple of {len(value)} for {len(nodes)} items")
        else:
            nodes = [node] * len(value)
        return TupleConstraint([constraint(v, n, f"{where}[{i}]")
                                for i, (v, n) in enumerate(zip(value, nodes))])
    constant = kind == "leaf" and node.constant
    if isinstance(value, A):
        if constant:
            raise ValueError(f"{where}: a tensor for a ct.Constant parameter")
        return array_constraint(value, node.array if kind == "leaf" else None, where)
    if isinstance(value, L):
        ann = node.list.element if kind == "leaf" and node.list is not None else None
        return ListConstraint(array_constraint(value.element, ann, where),
                              alias_groups=(), elements_may_alias=False)
    if isinstance(value, S):
        if constant:
            raise ValueError(f"{where}: S(...) for a ct.Constant parameter")
        return ScalarConstraint(scalar_dtype(value.value, node.scalar if kind == "leaf" else None))
    if constant:
        return ConstantConstraint(value)
    return ScalarConstraint(scalar_dtype(value, node.scalar if kind == "leaf" else None))


def signature(entry, kern):
    """KernelSignature (cutile_python_v2, mangled symbol) of an entry for its kernel."""
    from cuda.tile.compilation import KernelSignature, CallingConvention
    af = kern._annotated_function
    names = list(af.pysig.parameters)
    missing = [n for n in names if n not in entry.params]
    extra = [n for n in entry.params if n not in names]
    if missing or extra:
        raise ValueError(f"parameters do not match the kernel's ({', '.join(names)}):"
                         f" missing {missing}, unknown {extra}")
    params = [constraint(entry.params[n], node, n)
              for n, node in zip(names, af.parameter_annotations)]
    sig = KernelSignature(params, CallingConvention.cutile_python_v2())
    return sig.with_mangled_symbol(af.pyfunc.__name__)


# ----------------------------------------------------------------------------------------
# MANIFEST helpers
# ----------------------------------------------------------------------------------------

def _ctype(dt):
    s = str(dt).split(".")[-1].strip("'>")
    return s


def entry_layout(entry, kern):
    """The entry's parameters in kernel order, as JSON-able dicts (cutile_python_v2):
    {"name", "kind": "array", "dtype", "shape", "strides", "index": "i32"|"i64"} (an array:
    ptr, shapes, strides), {"name", "kind": "scalar", "dtype", "value"} (one argument;
    value None for an S(dtype) without example), {"name", "kind": "const", "value"}
    (folded in), {"name", "kind": "list", ...} (ptr<i64> to descriptors, i32 length).
    Tuple items are named name[i]."""
    af = kern._annotated_function
    out = []

    def walk(name, value, node):
        kind = getattr(node, "KIND", "leaf")
        if isinstance(value, tuple):
            for i, v in enumerate(value):
                sub = (node.each if kind == "homogeneous_tuple" else
                       node.items[i] if kind == "heterogeneous_tuple" else node)
                walk(f"{name}[{i}]", v, sub)
            return
        constant = kind == "leaf" and node.constant
        if isinstance(value, A):
            ann = node.array if kind == "leaf" else None
            it = "i64" if ann is not None and str(ann.index_dtype).endswith("int64") else "i32"
            out.append(dict(name=name, kind="array", dtype=value.dtype, shape=list(value.shape),
                            strides=list(value.strides), index=it, value=value))
        elif isinstance(value, L):
            out.append(dict(name=name, kind="list", dtype=value.element.dtype,
                            shape=list(value.element.shape), length=value.length, value=value,
                            shapes=[list(t) for t in value.shapes or
                                    [value.element.shape] * value.length]))
        elif isinstance(value, S) or not constant:
            v = value.value if isinstance(value, S) else value
            dt = _ctype(scalar_dtype(v, node.scalar if kind == "leaf" else None))
            out.append(dict(name=name, kind="scalar", dtype=dt,
                            value=None if isinstance(v, str) else v))
        else:
            out.append(dict(name=name, kind="const", value=value))

    for n, node in zip(af.pysig.parameters, af.parameter_annotations):
        walk(n, entry.params[n], node)
    return out


def entry_args(entry, kern):
    """(constants, args): 'name=value' strings and the runtime entry arguments in order
    (cutile_python_v2: an array of rank n is ptr, n shapes, n strides; a scalar is itself;
    a list is a pointer to its packed (i64) element descriptors and an i32 length)."""
    consts, args = [], []
    for p in entry_layout(entry, kern):
        name, value = p["name"], p["value"]
        if p["kind"] == "array":
            it = p["index"]
            args.append(f"{name}: {value.describe()} (ptr, {value.ndim}x{it} shape,"
                        f" {value.ndim}x{it} stride)")
        elif p["kind"] == "list":
            args.append(f"{name}: {value.describe()} (list: ptr<i64> to descriptors, i32 length)")
        elif p["kind"] == "scalar":
            args.append(f"{name}: {p['dtype']} scalar" +
                        ("" if value is None else f" (= {value!r})"))
        else:
            consts.append(f"{name}={value!r}")
    return consts, args


__all__ = ["A", "L", "S", "K", "cdiv", "next_pow2", "signature", "entry_args", "entry_layout"]
