"""What each TileGym kernel of the GPU suite computes: inputs and float64 references.

A spec is a generator function of a Ctx: it makes the inputs and poisoned outputs (named
as the kernel's parameters; shapes and dtypes come from the kernel's NAME.json, i.e.
python/tilegym/gpu_signatures.py), yields (the kernel runs), then checks the outputs with
``c.expect``. The references are written from the semantics of the kernels' Python source
(tilegym 1.5.1), in float64 from the very input values the kernel read.
"""
# Importing each family registers its specs in SPECS.
from . import activations  # noqa: F401
from . import ops_norms  # noqa: F401
from . import ops_more  # noqa: F401
from . import liger_norms  # noqa: F401
from . import liger_elementwise  # noqa: F401
from . import losses  # noqa: F401
from . import unsloth  # noqa: F401
from . import fp8_attention  # noqa: F401
from . import grpo  # noqa: F401
from . import group_norm  # noqa: F401
from . import rope  # noqa: F401
from . import reductions  # noqa: F401
from . import gemm  # noqa: F401
from . import attention  # noqa: F401
from . import mamba  # noqa: F401
from . import moe  # noqa: F401
from . import quantize  # noqa: F401
from .core import SPECS, Ctx  # noqa: F401
