"""TileIR GPU runner: loads a cubin and its launch manifest, launches kernels.

Only this package touches the GPU; the compiler itself runs elsewhere
(tile-translate --cudatile-to-cubin / --cudatile-to-manifest, or tools that call
mlir::tileir::compileToPTX).
"""
from .runner import Kernel, load_kernel, CudaError  # noqa: F401
