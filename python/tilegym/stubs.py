"""Import-time scaffolding for exporting TileGym's cuTile kernels without torch.

TileGym's kernel modules need only ``cuda.tile`` to *define* their kernels, but import
torch (and a few other heavy packages) at top level for their launchers. This module
provides, while TileGym is being imported:

* ``install()``: a meta-path finder that

  - serves ``torch`` (and ``torch.*``) as a permissive stand-in: every attribute is a
    class whose attributes are again such classes, calls return a stand-in (or, called
    with one function, that function: decorators pass through), so module-level code
    such as ``class F(torch.autograd.Function)``, ``dtype=torch.float16`` defaults and
    ``-> torch.Tensor`` annotations evaluate; nothing of it is ever run on data. The
    dtypes (``torch.float16``, ``torch.int32``, ...) are instances of a stand-in
    ``torch.dtype``, since kernels use them as dtype constants;
  - loads ``tilegym.*`` and ``cuda.tile.*`` Python sources under *site-packages-relative*
    file names (``tilegym/ops/cutile/rms_norm.py``, ``cuda/tile/_stub.py``) and puts the
    source into ``linecache`` under that name. cuTile records ``inspect.getfile()`` of
    every function it compiles (kernels, helpers, and Tile methods defined in cuda.tile)
    in the bytecode's debug section: with relative names the bytes do not depend on where
    the virtualenv or the checkout is;
  - skips the ``__init__.py`` of TileGym's packages (they pull in every backend, the
    transformers integration, etc.), except the few whose contents the kernel modules
    import (``KEEP_INIT``): the packages become plain namespaces over their folders.

* ``uninstall()``: removes the finder and the stand-in modules from ``sys.modules``
  (after letting cuTile register the stand-in's dtype objects, which kernels use as
  constants: ``ct.arange(n, dtype=torch.int32)``).
"""

import importlib.abc
import importlib.machinery
import importlib.util
import linecache
import os
import sys
import types

# Packages whose __init__.py is executed (kernel modules import names from them).
KEEP_INIT = {"tilegym.backend"}
# Top-level modules replaced by the permissive stand-in.
STUBBED = ("torch",)


# ----------------------------------------------------------------------------------------
# The permissive stand-in
# ----------------------------------------------------------------------------------------

class _StubMeta(type):
    """Metaclass of the stand-in classes: attribute access, calls, subscripts, `|`."""

    def __getattr__(cls, name):
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        sub = _StubMeta(name, (cls._root,), {"_path": f"{cls._path}.{name}",
                                             "__module__": cls.__module__})
        type.__setattr__(cls, name, sub)
        return sub

    def __call__(cls, *args, **kwargs):
        # A decorator applied to a function returns the function itself.
        if len(args) == 1 and not kwargs and isinstance(args[0], (types.FunctionType, type)):
            return args[0]
        return cls

    def __getitem__(cls, item):
        return cls

    def __or__(cls, other):
        return cls

    def __ror__(cls, other):
        return cls

    def __bool__(cls):
        return False

    def __iter__(cls):
        return iter(())

    def __repr__(cls):
        return f"<stand-in {cls._path}>"


class _Stub(metaclass=_StubMeta):
    _path = "stub"


_Stub._root = _Stub


class dtype:
    """Stand-in for torch.dtype: kernels use torch dtypes as constants (``ct.arange(n,
    dtype=torch.int32)``); cuTile maps these objects to its own dtypes by identity."""
    __module__ = "torch"

    def __init__(self, name, itemsize):
        self.name, self.itemsize = name, itemsize

    def __repr__(self):
        return f"torch.{self.name}"


# torch dtype names (and aliases) -> element size in bytes
_TORCH_DTYPES = {
    "float16": 2, "bfloat16": 2, "float32": 4, "float64": 8, "int8": 1, "int16": 2,
    "int32": 4, "int64": 8, "uint8": 1, "uint16": 2, "uint32": 4, "uint64": 8, "bool": 1,
    "float8_e4m3fn": 1, "float8_e5m2": 1, "float8_e8m0fnu": 1, "float4_e2m1fn_x2": 1,
}
_TORCH_ALIASES = {"half": "float16", "float": "float32", "double": "float64",
                  "short": "int16", "int": "int32", "long": "int64"}


class _StubModule(types.ModuleType):
    def __getattr__(self, name):
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        full = f"{self.__name__}.{name}"
        if full in sys.modules:
            return sys.modules[full]
        val = _StubMeta(name, (_Stub,), {"_path": full, "__module__": self.__name__})
        setattr(self, name, val)
        return val


class _StubLoader(importlib.abc.Loader):
    def create_module(self, spec):
        mod = _StubModule(spec.name)
        mod.__path__ = []          # every stand-in is a package: `import torch.nn.functional`
        if spec.name == "torch":
            mod.dtype = dtype
            for n, size in _TORCH_DTYPES.items():
                setattr(mod, n, dtype(n, size))
            for a, n in _TORCH_ALIASES.items():
                setattr(mod, a, getattr(mod, n))
        return mod

    def exec_module(self, module):
        pass


# ----------------------------------------------------------------------------------------
# Stable file names for tilegym and cuda.tile sources
# ----------------------------------------------------------------------------------------

def _relative_name(path):
    """tilegym/... or cuda/tile/... part of an absolute source path."""
    parts = os.path.normpath(path).split(os.sep)
    # The part below the last 'site-packages' (else from the first 'tilegym' / 'cuda/tile').
    if "site-packages" in parts:
        i = len(parts) - 1 - parts[::-1].index("site-packages")
        return "/".join(parts[i + 1:])
    for i, p in enumerate(parts):
        if p == "tilegym" or (p == "cuda" and parts[i + 1:i + 2] == ["tile"]):
            return "/".join(parts[i:])
    return path


class _RelativeSourceLoader(importlib.machinery.SourceFileLoader):
    """SourceFileLoader that compiles under the relative name (and no .pyc cache)."""

    def __init__(self, fullname, path, skip_init):
        super().__init__(fullname, path)
        self.rel = _relative_name(path)
        self.skip_init = skip_init

    def get_code(self, fullname):
        if self.skip_init:
            src = ""
        else:
            with open(self.path, "rb") as f:
                src = f.read().decode("utf-8")
        # mtime None: linecache.checkcache() keeps the entry (the file does not exist
        # under its relative name).
        linecache.cache[self.rel] = (len(src), None, src.splitlines(True), self.rel)
        return compile(src, self.rel, "exec", dont_inherit=True)

    def exec_module(self, module):
        super().exec_module(module)
        module.__file__ = self.rel


class _Finder(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname, path, target=None):
        top = fullname.split(".")[0]
        if top in STUBBED:
            return importlib.machinery.ModuleSpec(fullname, _StubLoader(), is_package=True)
        if top != "tilegym" and not (fullname == "cuda.tile" or fullname.startswith("cuda.tile.")):
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or not isinstance(spec.loader, importlib.machinery.SourceFileLoader):
            return spec
        is_pkg = spec.submodule_search_locations is not None
        skip = is_pkg and top == "tilegym" and fullname not in KEEP_INIT
        spec.loader = _RelativeSourceLoader(fullname, spec.origin, skip)
        return spec


_finder = _Finder()


def install():
    """Install the finder. Must run before cuda.tile is first imported."""
    for name in list(sys.modules):
        if name == "cuda.tile" or name.startswith("cuda.tile."):
            raise RuntimeError("cuda.tile was imported before stubs.install()")
    sys.meta_path.insert(0, _finder)


def uninstall():
    """Remove the finder and the stand-in modules (cuda.tile and tilegym stay loaded).

    cuTile registers torch's dtype objects (to map ``torch.int32`` in kernel code to its
    int32) the first time it classifies a constant while ``torch`` is in ``sys.modules``:
    that is done here, before the stand-in goes."""
    stub_torch = sys.modules.get("torch")
    cext = sys.modules.get("cuda.tile._cext")
    if isinstance(stub_torch, _StubModule) and cext is not None:
        cext.classify_constant(stub_torch.float32, False)
    if _finder in sys.meta_path:
        sys.meta_path.remove(_finder)
    for name in list(sys.modules):
        if name.split(".")[0] in STUBBED:
            del sys.modules[name]
