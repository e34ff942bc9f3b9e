# Writes gather_no_mask_{f32,i1}.v13_3.tileirbc next to this file (needs the
# pinned cuda-tile of python/requirements-fixtures.txt; no GPU). The source is
# compiled under its repository-relative name so the debug info holds no
# machine path.
import io, linecache, os, sys, types
HERE = os.path.dirname(os.path.abspath(__file__))
REL = "test/Bytecode/Inputs/gather_no_mask.py"
import cuda.tile as ct
from cuda.tile.compilation import (ArrayConstraint, CallingConvention,
                                   ConstantConstraint, KernelSignature,
                                   export_kernel)
src = open(os.path.join(HERE, "gather_no_mask.py")).read()
linecache.cache[REL] = (len(src), None, src.splitlines(True), REL)
mod = types.ModuleType("gather_no_mask")
mod.__file__ = REL
sys.modules[mod.__name__] = mod
exec(compile(src, REL, "exec"), mod.__dict__)


def arr(dt):
    return ArrayConstraint(dt, 1, index_dtype=ct.int32, stride_lower_bound_incl=0,
                           alias_groups=(), may_alias_internally=False)


for suffix, dt in (("f32", ct.float32), ("i1", ct.bool_)):
    name = "gather_no_mask_" + suffix
    sig = KernelSignature([arr(ct.int32), arr(dt), arr(dt), ConstantConstraint(8)],
                          CallingConvention.cutile_python_v2()).with_mangled_symbol(name)
    buf = io.BytesIO()
    export_kernel(getattr(mod, name), [sig], buf, output_format="tileir_bytecode",
                  bytecode_version="13.3")
    with open(os.path.join(HERE, name + ".v13_3.tileirbc"), "wb") as f:
        f.write(buf.getvalue())
