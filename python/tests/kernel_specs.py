"""How to call each fixture kernel (cutile-rs launch ABI) and what it computes.

Each spec builds the argument list of the entry (pointers as tensors, shapes
and strides as ints, the unused partition arguments included), the tile
grid, and a float64 torch reference.
"""
import math
import torch


def _vec_args(out, *ins):
    n = out.numel()
    args = [out, n, 1, 1024, 1]
    for t in ins:
        args += [t, t.numel(), 1] if isinstance(t, torch.Tensor) else [t]
    return args


def _mat_out(y, tile):
    M, N = y.shape
    return [y, M, N, y.stride(0), 1, tile[0], tile[1], y.stride(0), 1]


def _mat_in(x):
    M, N = x.shape
    return [x, M, N, x.stride(0), 1]


class Spec:
    def __init__(self, name, make, grid, ref, tol=1e-5):
        self.name, self.make, self.grid, self.ref, self.tol = name, make, grid, ref, tol


def _elementwise(name, n_in, ref, extra=None, tol=1e-5):
    def make(n, dev):
        ins = [torch.randn(n, device=dev) for _ in range(n_in)]
        out = torch.full((n,), float("nan"), device=dev)
        extras = [extra] if extra is not None else []
        return out, ins, _vec_args(out, *extras, *ins)
    return Spec(name, make, lambda n: (math.ceil(n / 1024), 1, 1),
                lambda ins: ref(*[t.double() for t in ins]), tol)


ALPHA = 1.75
SPECS = {
    "vadd_f32": _elementwise("vadd_f32", 2, lambda x, y: x + y),
    "saxpy_f32": _elementwise("saxpy_f32", 2, lambda x, y: ALPHA * x + y, extra=ALPHA),
    "ew_chain_f32": _elementwise(
        "ew_chain_f32", 2,
        lambda x, y: torch.sqrt(x.abs()) * torch.exp(-y) + torch.sin(x), tol=1e-5),
    "masked_scale_f32": _elementwise("masked_scale_f32", 1, lambda x: ALPHA * x, extra=ALPHA),
    "if_select_f32": _elementwise(
        "if_select_f32", 1, lambda x: torch.where(x > 0, x * 2, x / 2)),
}


def _rows(name, rows, cols, make_inputs, ref, tol, dtype=torch.float32):
    def make(m, dev):
        ins = make_inputs(m, dev)
        y = torch.full((m, cols), float("nan"), device=dev, dtype=dtype)
        args = _mat_out(y, (rows, cols)) + _mat_in(ins[0])
        for t in ins[1:]:
            args += [t, t.numel(), 1]
        return y, ins, args
    return Spec(name, make, lambda m: (math.ceil(m / rows), 1, 1), ref, tol)


def _softmax_ref(x):
    x = x.double()
    return torch.softmax(x, dim=-1)


def _ln_ref(x, w, b):
    x, w, b = x.double(), w.double(), b.double()
    mu = x.mean(-1, keepdim=True)
    var = ((x - mu) ** 2).mean(-1, keepdim=True)
    return (x - mu) / torch.sqrt(var + 1e-5) * w + b


def _rms_ref(x, w):
    x, w = x.double(), w.double()
    return x * torch.rsqrt((x * x).mean(-1, keepdim=True) + 1e-6) * w


SPECS["softmax_rows_f32"] = _rows(
    "softmax_rows_f32", 4, 1024, lambda m, d: [torch.randn(m, 1024, device=d)],
    lambda ins: _softmax_ref(ins[0]), 1e-5)
SPECS["layernorm_rows_f32"] = _rows(
    "layernorm_rows_f32", 4, 1024,
    lambda m, d: [torch.randn(m, 1024, device=d), torch.randn(1024, device=d),
                  torch.randn(1024, device=d)],
    lambda ins: _ln_ref(*ins), 1e-5)
SPECS["rmsnorm_rows_f16"] = _rows(
    "rmsnorm_rows_f16", 2, 2048,
    lambda m, d: [torch.randn(m, 2048, device=d, dtype=torch.float16),
                  torch.randn(2048, device=d, dtype=torch.float16)],
    lambda ins: _rms_ref(*ins), 2e-3, dtype=torch.float16)


def _transpose():
    def make(mn, dev):
        M, N = mn
        x = torch.randn(M, N, device=dev)
        y = torch.full((N, M), float("nan"), device=dev)
        return y, [x], _mat_out(y, (32, 32)) + [x, M, N, x.stride(0), 1]
    return Spec("transpose_f32", make,
                lambda mn: (math.ceil(mn[1] / 32), math.ceil(mn[0] / 32), 1),
                lambda ins: ins[0].double().t(), 0)


def _reduce(name, axis, tile_rows):
    def make(mn, dev):
        M, N = mn
        x = torch.randn(M, N, device=dev)
        n_out = M if axis == 1 else N
        y = torch.full((n_out,), float("nan"), device=dev)
        return y, [x], [y, n_out, 1, tile_rows, 1, x, M, N, x.stride(0), 1]
    grid = (lambda mn: (math.ceil(mn[0] / 16), 1, 1)) if axis == 1 else \
        (lambda mn: (math.ceil(mn[1] / 16), 1, 1))
    return Spec(name, make, grid, lambda ins: ins[0].double().sum(axis), 1e-5)


def _cumsum():
    # The fixture's IR scans dim 0 of each 4 x 1024 tile (see the report).
    def make(m, dev):
        x = torch.randn(m, 1024, device=dev)
        y = torch.full((m, 1024), float("nan"), device=dev)
        return y, [x], _mat_out(y, (4, 1024)) + _mat_in(x)

    def ref(ins):
        x = ins[0].double()
        m = x.shape[0]
        pad = (-m) % 4
        xp = torch.cat([x, x.new_zeros(pad, 1024)]).view(-1, 4, 1024)
        return xp.cumsum(1).view(-1, 1024)[:m]
    return Spec("cumsum_f32", make, lambda m: (math.ceil(m / 4), 1, 1), ref, 1e-5)


SPECS["transpose_f32"] = _transpose()
SPECS["rowsum_f32"] = _reduce("rowsum_f32", 1, 16)
SPECS["colsum_f32"] = _reduce("colsum_f32", 0, 16)
SPECS["cumsum_f32"] = _cumsum()

# Ragged sizes: not multiples of the tile, plus one exact multiple.
SIZES = {
    "vadd_f32": [1, 1000, 4097, 1 << 20, 3 * 1024 + 5],
    "saxpy_f32": [777, 1 << 16, 100003],
    "ew_chain_f32": [1025, 50000],
    "masked_scale_f32": [1, 1023, 1025, 65537],
    "if_select_f32": [999, 8192],
    "softmax_rows_f32": [1, 7, 256],
    "layernorm_rows_f32": [3, 64, 1001],
    "rmsnorm_rows_f16": [1, 5, 128],
    "transpose_f32": [(32, 32), (100, 37), (513, 1000)],
    "rowsum_f32": [(17, 300), (64, 1024), (1000, 77)],
    "colsum_f32": [(300, 17), (1024, 64), (77, 1000)],
    "cumsum_f32": [4, 7, 1000],
}
