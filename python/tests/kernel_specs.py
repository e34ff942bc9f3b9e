"""How to call each fixture kernel and what it computes.

Each spec builds one value per launch-ABI parameter of the entry (a tensor
for each tensor parameter, which the runner expands to pointer, shapes and
strides from the manifest's `abi`; numbers, or tensors for bare pointers,
otherwise), the tile grid, and a float64 torch reference.
"""
import math
import torch


class Spec:
    """`make` returns (output, inputs, values): one value per launch-ABI parameter."""

    def __init__(self, name, make, grid, ref, tol=1e-5):
        self.name, self.make, self.grid, self.ref, self.tol = name, make, grid, ref, tol

    def check(self, got, ins):
        """Asserts `got` (float64) matches the reference of inputs `ins`: no NaN
        poison left, exact where tol is 0, else a relative error below tol."""
        ref = self.ref(ins)
        assert not torch.isnan(got).any(), "unwritten (NaN-poisoned) outputs remain"
        if self.tol == 0:
            assert torch.equal(got, ref)
        else:
            err = (got - ref).norm() / ref.norm().clamp_min(1e-30)
            assert err < self.tol, f"relative error {err:.3e}"


def _elementwise(name, n_in, ref, extra=None, tol=1e-5):
    def make(n, dev):
        ins = [torch.randn(n, device=dev) for _ in range(n_in)]
        out = torch.full((n,), float("nan"), device=dev)
        extras = [extra] if extra is not None else []
        return out, ins, [out, *extras, *ins]
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
        return y, ins, [y, ins[0], *(t.view(-1) for t in ins[1:])]
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
        return y, [x], [y, x]
    return Spec("transpose_f32", make,
                lambda mn: (math.ceil(mn[1] / 32), math.ceil(mn[0] / 32), 1),
                lambda ins: ins[0].double().t(), 0)


def _transpose_wide():
    # python/bench/kernels/transpose_wide_f32.mlir: 128x128 tiles through
    # dynamic shared memory (65536 bytes, swizzled). ABI: y, x, M, N.
    def make(mn, dev):
        M, N = mn
        x = torch.randn(M, N, device=dev)
        y = torch.full((N, M), float("nan"), device=dev)
        return y, [x], [y, x, M, N]
    return Spec("transpose_wide_f32", make,
                lambda mn: (math.ceil(mn[1] / 128), math.ceil(mn[0] / 128), 1),
                lambda ins: ins[0].double().t(), 0)


def _transpose_tiled(name, rows_per_block):
    # python/tests/kernels/<name>.mlir: y = x^T, a block covering
    # rows_per_block rows of x and 128 of its columns. ABI: y, x, M, N.
    def make(mn, dev):
        M, N = mn
        x = torch.randn(M, N, device=dev)
        y = torch.full((N, M), float("nan"), device=dev)
        return y, [x], [y, x, M, N]
    return Spec(name, make,
                lambda mn: (math.ceil(mn[1] / 128), math.ceil(mn[0] / rows_per_block), 1),
                lambda ins: ins[0].double().t(), 0)


def _reduce(name, axis, tile_rows):
    def make(mn, dev):
        M, N = mn
        x = torch.randn(M, N, device=dev)
        n_out = M if axis == 1 else N
        y = torch.full((n_out,), float("nan"), device=dev)
        return y, [x], [y, x]
    grid = (lambda mn: (math.ceil(mn[0] / 16), 1, 1)) if axis == 1 else \
        (lambda mn: (math.ceil(mn[1] / 16), 1, 1))
    return Spec(name, make, grid, lambda ins: ins[0].double().sum(axis), 1e-5)


def _cumsum():
    # The fixture's IR scans dim 0 of each 4 x 1024 tile (see the report).
    def make(m, dev):
        x = torch.randn(m, 1024, device=dev)
        y = torch.full((m, 1024), float("nan"), device=dev)
        return y, [x], [y, x]

    def ref(ins):
        x = ins[0].double()
        m = x.shape[0]
        pad = (-m) % 4
        xp = torch.cat([x, x.new_zeros(pad, 1024)]).view(-1, 4, 1024)
        return xp.cumsum(1).view(-1, 1024)[:m]
    return Spec("cumsum_f32", make, lambda m: (math.ceil(m / 4), 1, 1), ref, 1e-5)


# Python-sourced fixtures (test/Fixtures/python/MANIFEST.md has their ABI:
# per array ptr, shapes, strides; compile_kernels.sh builds them as py_*).
def _py_cumsum():
    # Scans along the 1024-wide rows (the Rust twin scans the 4 rows).
    def make(m, dev):
        x = torch.randn(m, 1024, device=dev)
        y = torch.full((m, 1024), float("nan"), device=dev)
        return y, [x], [x, y]
    return Spec("py_cumsum_f32", make, lambda m: (math.ceil(m / 4), 1, 1),
                lambda ins: ins[0].double().cumsum(1), 1e-5)


def _py_while_break():
    # Row sums over the 256-wide tiles before the first tile holding a
    # negative value; about half the rows get one negative element.
    def make(mn, dev):
        M, N = mn
        x = torch.rand(M, N, device=dev) + 0.5
        g = torch.Generator(device="cpu").manual_seed(M * 7919 + N)
        for i in range(0, M, 2):
            x[i, int(torch.randint(0, N, (1,), generator=g))] = -1.0
        y = torch.full((M,), float("nan"), device=dev)
        return y, [x], [x, y]

    def ref(ins):
        x = ins[0].double()
        out = []
        for row in x:
            neg = (row < 0).nonzero()
            stop = row.numel() if neg.numel() == 0 else (int(neg[0]) // 256) * 256
            out.append(row[:stop].sum())
        return torch.stack(out)
    return Spec("py_while_break_f32", make, lambda mn: (mn[0], 1, 1), ref, 1e-5)


def _py_vadd_i64():
    def make(n, dev):
        x, y = torch.randn(n, device=dev), torch.randn(n, device=dev)
        z = torch.full((n,), float("nan"), device=dev)
        return z, [x, y], [x, y, z]
    return Spec("py_vadd_i64_f32", make, lambda n: (math.ceil(n / 1024), 1, 1),
                lambda ins: ins[0].double() + ins[1].double(), 1e-6)


def _py_padding_modes():
    # out[k, b] for tile b of x padded with zero, -0, NaN, +inf, -inf:
    # sum, sum, number of padded lanes, min, max.
    def make(n, dev):
        x = torch.randn(n, device=dev)
        nb = math.ceil(n / 1024)
        out = torch.full((5, nb), float("nan"), device=dev)
        return out, [x], [x, out]

    def ref(ins):
        x = ins[0].double()
        cols = []
        for b in range(math.ceil(x.numel() / 1024)):
            t = x[b * 1024:(b + 1) * 1024]
            cols.append(torch.stack([t.sum(), t.sum(), t.new_tensor(1024.0 - t.numel()),
                                     t.min(), t.max()]))
        return torch.stack(cols, 1)
    return Spec("py_padding_modes_f32", make, lambda n: (math.ceil(n / 1024), 1, 1),
                ref, 1e-5)


def _py_gather_rows():
    # out[i, j] = table[idx[i], j]; rows outside [0, R) read 0 (ct.gather
    # bounds-checks every index); Python ABI, MANIFEST.md of the fixtures.
    def make(mdr, dev):
        M, D, R = mdr
        g = torch.Generator(device="cpu").manual_seed(M * 31 + D)
        idx = torch.randint(-2, R + 2, (M,), generator=g, dtype=torch.int32).to(dev)
        table = torch.randn(R, D, device=dev)
        out = torch.full((M, D), float("nan"), device=dev)
        return out, [idx, table], [idx, table, out]

    def ref(ins):
        idx, table = ins[0].long(), ins[1].double()
        ok = (idx >= 0) & (idx < table.shape[0])
        rows = table[idx.clamp(0, table.shape[0] - 1)]
        return torch.where(ok[:, None], rows, torch.zeros_like(rows))
    return Spec("py_gather_rows_f32", make,
                lambda mdr: (math.ceil(mdr[0] / 8), math.ceil(mdr[1] / 128), 1), ref, 0)


def _py_scatter_rows():
    # out[idx[i], :] = src[i, :] for idx[i] >= 0 (distinct targets); rows no
    # one writes keep their sentinel, so a lost store shows.
    def make(mdr, dev):
        M, D, R = mdr
        g = torch.Generator(device="cpu").manual_seed(M * 17 + D)
        idx = torch.randperm(R, generator=g)[:M].to(torch.int32)
        idx[::4] = -1
        src = torch.randn(M, D, device=dev)
        out = torch.full((R, D), -7.0, device=dev)
        idx = idx.to(dev)
        return out, [src, idx, out.clone()], [src, idx, out]

    def ref(ins):
        src, idx, out = ins[0].double(), ins[1].long(), ins[2].double()
        keep = idx >= 0
        out[idx[keep]] = src[keep]
        return out
    return Spec("py_scatter_rows_f32", make,
                lambda mdr: (math.ceil(mdr[0] / 8), math.ceil(mdr[1] / 128), 1), ref, 0)


SPECS["py_gather_rows_f32"] = _py_gather_rows()
SPECS["py_scatter_rows_f32"] = _py_scatter_rows()
SPECS["py_cumsum_f32"] = _py_cumsum()
SPECS["py_while_break_f32"] = _py_while_break()
SPECS["py_vadd_i64_f32"] = _py_vadd_i64()
SPECS["py_padding_modes_f32"] = _py_padding_modes()
SPECS["transpose_f32"] = _transpose()
SPECS["transpose_wide_f32"] = _transpose_wide()
# Shared memory in rounds (a 128 KiB tile) and one buffer for three
# transposes in a row (the barriers between them).
SPECS["transpose_rounds_f32"] = _transpose_tiled("transpose_rounds_f32", 256)
SPECS["transpose_three_f32"] = _transpose_tiled("transpose_three_f32", 384)
SPECS["rowsum_f32"] = _reduce("rowsum_f32", 1, 16)
SPECS["colsum_f32"] = _reduce("colsum_f32", 0, 16)
SPECS["cumsum_f32"] = _cumsum()


def _histogram(nbins):
    # Values reach past both ends of [0, nbins) so the mask matters; the
    # histogram starts zeroed (the kernel only adds). ABI: values (a tensor),
    # hist (a bare pointer), nbins.
    def make(n, dev):
        v = torch.randint(-5, nbins + 5, (n,), device=dev, dtype=torch.int32)
        hist = torch.zeros(nbins, device=dev, dtype=torch.int32)
        return hist, [v], [v, hist, nbins]

    def ref(ins):
        v = ins[0].long()
        ok = v[(v >= 0) & (v < nbins)]
        return torch.bincount(ok, minlength=nbins).double()
    return Spec("histogram_i32", make, lambda n: (math.ceil(n / 1024), 1, 1),
                ref, 0)


SPECS["histogram_i32"] = _histogram(300)

E2M1 = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0)


def e2m1(x):
    """float64 x -> the nearest e2m1 value, ties to the even code, +-6 at most (OCP MX
    FP4; cuda_tile ftof): the code whose value is nearest |x|, the sign kept."""
    vals = torch.tensor(E2M1, dtype=torch.float64, device=x.device)
    d = (x.abs().clamp(max=6.0)[..., None] - vals).abs()
    best = d.min(-1, keepdim=True).values
    # Among the nearest codes (two at a tie) take the even one.
    codes = torch.arange(8, device=x.device)
    tie_rank = torch.where(d == best, codes % 2, torch.full_like(codes, 9))
    code = tie_rank.argmin(-1)
    return torch.copysign(vals[code], x)


def e2m1_code(x):
    """float64 x -> its e2m1 bits (sign in bit 3), from e2m1()."""
    v = e2m1(x)
    vals = torch.tensor(E2M1, dtype=torch.float64, device=x.device)
    mag = (v.abs()[..., None] == vals).to(torch.int64).argmax(-1)
    return mag | (torch.signbit(v).to(torch.int64) << 3)


def _e2m1_inputs(n, dev):
    """Values at every rounding boundary (ties included), past +-6, and random ones."""
    grid = torch.tensor([0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0, 6.0, 7.0, 1e30, 0.0],
                        dtype=torch.float64)
    x = torch.randn(n, dtype=torch.float64) * 3
    edge = torch.cat([grid, -grid])[:n]
    x[: len(edge)] = edge
    return x.to(dev, torch.float32)


def _e2m1_round():
    # ABI: y, x, n.
    def make(n, dev):
        x = _e2m1_inputs(n, dev)
        y = torch.full((n,), float("nan"), device=dev)
        return y, [x], [y, x, n]
    return Spec("e2m1_round_f32", make, lambda n: (math.ceil(n / 1024), 1, 1),
                lambda ins: e2m1(ins[0].double()), 0)


def _pack_e2m1():
    # Four codes per little-endian i16: c0 | c1 << 4 | c2 << 8 | c3 << 12.
    # ABI: y (n / 4), x (n), n.
    def make(n, dev):
        x = _e2m1_inputs(n, dev)
        y = torch.full((n // 4,), float("nan"), device=dev)
        return y, [x], [y, x, n]

    def ref(ins):
        c = e2m1_code(ins[0].double()).view(-1, 4)
        u = c[:, 0] | c[:, 1] << 4 | c[:, 2] << 8 | c[:, 3] << 12
        return torch.where(u >= 1 << 15, u - (1 << 16), u).double()
    return Spec("pack_e2m1_f32", make, lambda n: (math.ceil(n / 1024), 1, 1), ref, 0)


def _unpack_e2m1():
    # Every byte value; low nibble first. ABI: y (2n), b (n), n.
    def make(n, dev):
        b = torch.randint(-128, 128, (n,), dtype=torch.int8)
        b[: min(n, 256)] = torch.arange(256, dtype=torch.int64)[:n].to(torch.uint8).view(torch.int8)
        b = b.to(dev)
        y = torch.full((2 * n,), float("nan"), device=dev)
        return y, [b], [y, b, n]

    def ref(ins):
        u = ins[0].long() & 0xFF
        nib = torch.stack([u & 0xF, u >> 4], -1).reshape(-1)
        vals = torch.tensor(E2M1, dtype=torch.float64, device=u.device)
        mag = vals[nib & 7]
        return torch.where(nib >= 8, -mag, mag)
    return Spec("unpack_e2m1_f32", make, lambda n: (math.ceil(n / 512), 1, 1), ref, 0)


def _pack_halves():
    # ABI: y (2n), x (n), n.
    def make(n, dev):
        x = torch.randn(n, device=dev)
        y = torch.full((2 * n,), float("nan"), device=dev)
        return y, [x], [y, x, n]
    return Spec("pack_halves_f32", make, lambda n: (math.ceil(n / 1024), 1, 1),
                lambda ins: ins[0].contiguous().view(torch.int16).double(), 0)


SPECS["e2m1_round_f32"] = _e2m1_round()
SPECS["pack_e2m1_f32"] = _pack_e2m1()
SPECS["unpack_e2m1_f32"] = _unpack_e2m1()
SPECS["pack_halves_f32"] = _pack_halves()

def _powi_f32(x, e):
    """x ** e as fpowi computes it: square-and-multiply from the low bit of
    |e|, every product rounded to f32, 1 / x**|e| for e < 0."""
    x = x.float()
    m = e.long().abs()
    r = torch.ones_like(x)
    b = x.clone()
    for bit in range(32):
        set_ = ((m >> bit) & 1) == 1
        r = torch.where(set_, r * b, r)
        b = b * b
    return torch.where(e < 0, 1.0 / r, r)


def _fpowi():
    # ABI: y, x, e (i32), n. Bases in +-[0.5, 2) keep x**-8 .. x**8 finite.
    def make(n, dev):
        g = torch.Generator().manual_seed(n)
        mag = torch.rand(n, generator=g) * 1.5 + 0.5
        sign = torch.where(torch.rand(n, generator=g) < 0.5, -1.0, 1.0)
        x = (mag * sign).to(dev)
        e = torch.randint(-8, 9, (n,), generator=g, dtype=torch.int32)
        e[: min(n, 4)] = torch.tensor([0, 1, -1, 8], dtype=torch.int32)[: min(n, 4)]
        e = e.to(dev)
        y = torch.full((n,), float("nan"), device=dev)
        return y, [x, e], [y, x, e, n]

    def ref(ins):
        x, e = ins
        three = torch.full_like(e, 3)
        return (_powi_f32(x, e) + _powi_f32(x, three)).double()
    return Spec("fpowi_f32", make, lambda n: (math.ceil(n / 1024), 1, 1), ref, 0)


def _insert():
    # ABI: y, x, n. Per 1024-block b: sub-tile b % 8 (128 wide) doubled, then
    # sub-tile 7 negated.
    def make(n, dev):
        x = torch.randn(n, device=dev)
        y = torch.full((n,), float("nan"), device=dev)
        return y, [x], [y, x, n]

    def ref(ins):
        x = ins[0].double()
        n = x.numel()
        blocks = math.ceil(n / 1024)
        y = torch.zeros(blocks * 1024, dtype=torch.float64, device=x.device)
        y[:n] = x
        y = y.view(blocks, 8, 128)
        k = torch.arange(blocks, device=x.device) % 8
        y[torch.arange(blocks, device=x.device), k] *= 2
        y[:, 7] = -y[:, 7]
        return y.reshape(-1)[:n]
    return Spec("insert_f32", make, lambda n: (math.ceil(n / 1024), 1, 1), ref, 0)


SPECS["fpowi_f32"] = _fpowi()
SPECS["insert_f32"] = _insert()

def _flush(v):
    """f32 subnormals -> zero of their sign (PTX .ftz, the spec's
    flush_to_zero)."""
    tiny = torch.finfo(torch.float32).tiny
    return torch.where(v.abs() < tiny, torch.zeros_like(v).copysign(v), v)


def _ftz():
    # ABI: y (6 x n), x, z, n. Inputs mix subnormals, values whose products
    # and quotients land in or below the subnormal range, zeros and ordinary
    # values; each op's reference is the same f32 op (IEEE, round to
    # nearest) on flushed inputs, flushed.
    def make(n, dev):
        g = torch.Generator().manual_seed(n)
        def mixed():
            kind = torch.randint(0, 4, (n,), generator=g)
            sign = torch.where(torch.rand(n, generator=g) < 0.5, -1.0, 1.0)
            sub = torch.rand(n, generator=g) * 1.1754942e-38  # subnormal
            small = torch.exp2(-torch.rand(n, generator=g) * 60 - 66)
            big = torch.randn(n, generator=g) * 100
            v = torch.where(kind == 0, sub, torch.where(kind == 1, small,
                            torch.where(kind == 2, big, torch.zeros(n))))
            return (v * sign).float().to(dev)
        x, z = mixed(), mixed()
        # A zero or subnormal divisor (a zero once flushed) divides a normal
        # number: +-inf, not the NaN of 0 / 0.
        tiny = torch.finfo(torch.float32).tiny
        x[z.abs() < tiny] = 3.0
        y = torch.full((6 * n,), float("nan"), device=dev)
        return y, [x, z], [y, x, z, n]

    def ref(ins):
        x, z = (_flush(t.float()) for t in ins)
        rows = [x * z, x + z, x - z, x / z, torch.sqrt(x.abs()),
                torch.maximum(x, z)]
        return torch.cat([_flush(r) for r in rows]).double()
    return Spec("ftz_f32", make, lambda n: (math.ceil(n / 1024), 1, 1), ref, 0)


SPECS["ftz_f32"] = _ftz()


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
    "transpose_wide_f32": [(128, 128), (300, 257), (1000, 513)],
    "transpose_rounds_f32": [(256, 128), (300, 257), (1000, 513)],
    "transpose_three_f32": [(384, 128), (300, 257), (1000, 513)],
    "rowsum_f32": [(17, 300), (64, 1024), (1000, 77)],
    "colsum_f32": [(300, 17), (1024, 64), (77, 1000)],
    "cumsum_f32": [4, 7, 1000],
    "histogram_i32": [1, 1000, 4097, 100003],
    "e2m1_round_f32": [22, 1000, 4098, 100002],
    "pack_e2m1_f32": [24, 1000, 4096, 100004],
    "unpack_e2m1_f32": [1, 300, 4097, 100003],
    "pack_halves_f32": [1, 1000, 4097, 100003],
    "fpowi_f32": [5, 1000, 4097, 100003],
    "insert_f32": [1, 3000, 8192, 100003],
    "ftz_f32": [5, 1000, 4097, 100003],
}
SIZES.update({
    "py_cumsum_f32": [4, 7, 1000],
    "py_while_break_f32": [(3, 1000), (17, 256), (64, 4096)],
    "py_vadd_i64_f32": [1, 1000, 4097, 1 << 20],
    "py_padding_modes_f32": [1, 1000, 1024, 5000],
    "py_gather_rows_f32": [(20, 200, 12), (64, 128, 64), (1001, 77, 300)],
    "py_scatter_rows_f32": [(20, 200, 30), (64, 128, 64), (1000, 77, 1200)],
})


# More Python-sourced fixtures (the twins of the cutile-rs kernels above), through the
# Python ABI of test/Fixtures/python/MANIFEST.md (per array ptr, shapes, strides).
def _py_vec(name, n_in, ref, scalar=None, tol=1e-5):
    # (inputs..., output[, scalar]) in the Python parameter order
    def make(n, dev):
        ins = [torch.randn(n, device=dev) for _ in range(n_in)]
        out = torch.full((n,), float("nan"), device=dev)
        return out, ins, [*ins, out] + ([scalar] if scalar is not None else [])
    return Spec(name, make, lambda n: (math.ceil(n / 1024), 1, 1),
                lambda ins: ref(*[t.double() for t in ins]), tol)


SPECS["py_vadd_f32"] = _py_vec("py_vadd_f32", 2, lambda x, y: x + y)
SPECS["py_saxpy_f32"] = _py_vec("py_saxpy_f32", 2, lambda x, y: ALPHA * x + y, scalar=ALPHA)
SPECS["py_ew_chain_f32"] = _py_vec(
    "py_ew_chain_f32", 2, lambda x, y: torch.sqrt(x.abs()) * torch.exp(-y) + torch.sin(x))
SPECS["py_masked_scale_f32"] = _py_vec("py_masked_scale_f32", 1, lambda x: ALPHA * x, scalar=ALPHA)
SPECS["py_if_select_f32"] = _py_vec("py_if_select_f32", 1,
                                    lambda x: torch.where(x > 0, x * 2, x / 2))
SPECS["py_if_scalar_f32"] = _py_vec("py_if_scalar_f32", 1, lambda x: x * 2, scalar=3)
SPECS["py_if_scalar_f32_neg"] = _py_vec("py_if_scalar_f32", 1, lambda x: x / 2, scalar=-1)


def _py_silu_mul():
    def make(mn, dev):
        M, N = mn
        a = torch.randn(M, N, device=dev, dtype=torch.float16)
        b = torch.randn(M, N, device=dev, dtype=torch.float16)
        out = torch.full((M, N), float("nan"), device=dev, dtype=torch.float16)
        return out, [a, b], [a, b, out]

    def ref(ins):
        a, b = ins[0].double(), ins[1].double()
        return a * torch.sigmoid(a) * b
    return Spec("py_silu_mul_f16", make,
                lambda mn: (mn[0], math.ceil(mn[1] / 1024), 1), ref, 2e-3)


def _py_rows(name, rows, cols, n_vec, ref, tol, dtype=torch.float32):
    # x [M, cols], n_vec vectors [cols], y [M, cols]
    def make(m, dev):
        x = torch.randn(m, cols, device=dev, dtype=dtype)
        vecs = [torch.randn(cols, device=dev, dtype=dtype) for _ in range(n_vec)]
        y = torch.full((m, cols), float("nan"), device=dev, dtype=dtype)
        return y, [x] + vecs, [x, *vecs, y]
    return Spec(name, make, lambda m: (math.ceil(m / rows), 1, 1), ref, tol)


SPECS["py_softmax_rows_f32"] = _py_rows("py_softmax_rows_f32", 4, 1024, 0,
                                        lambda ins: _softmax_ref(ins[0]), 1e-5)
SPECS["py_layernorm_rows_f32"] = _py_rows("py_layernorm_rows_f32", 4, 1024, 2,
                                          lambda ins: _ln_ref(*ins), 1e-5)
SPECS["py_rmsnorm_rows_f16"] = _py_rows("py_rmsnorm_rows_f16", 2, 2048, 1,
                                        lambda ins: _rms_ref(*ins), 2e-3, torch.float16)


def _py_transpose():
    def make(mn, dev):
        M, N = mn
        x = torch.randn(M, N, device=dev)
        y = torch.full((N, M), float("nan"), device=dev)
        return y, [x], [x, y]
    return Spec("py_transpose_f32", make,
                lambda mn: (math.ceil(mn[1] / 32), math.ceil(mn[0] / 32), 1),
                lambda ins: ins[0].double().t(), 0)


def _py_reduce(name, axis, tile):
    def make(mn, dev):
        M, N = mn
        x = torch.randn(M, N, device=dev)
        y = torch.full((M if axis == 1 else N,), float("nan"), device=dev)
        return y, [x], [x, y]
    grid = (lambda mn: (math.ceil(mn[0] / tile), 1, 1)) if axis == 1 else \
        (lambda mn: (math.ceil(mn[1] / tile), 1, 1))
    return Spec(name, make, grid, lambda ins: ins[0].double().sum(axis), 1e-5)


def _py_histogram(nbins):
    def make(n, dev):
        v = torch.randint(-5, nbins + 5, (n,), device=dev, dtype=torch.int32)
        hist = torch.zeros(nbins, device=dev, dtype=torch.int32)
        return hist, [v], [v, hist]

    def ref(ins):
        v = ins[0].long()
        return torch.bincount(v[(v >= 0) & (v < nbins)], minlength=nbins).double()
    return Spec("py_histogram_i32", make, lambda n: (math.ceil(n / 1024), 1, 1), ref, 0)


SPECS["py_silu_mul_f16"] = _py_silu_mul()
SPECS["py_transpose_f32"] = _py_transpose()
SPECS["py_rowsum_f32"] = _py_reduce("py_rowsum_f32", 1, 16)
SPECS["py_colsum_f32"] = _py_reduce("py_colsum_f32", 0, 16)
SPECS["py_histogram_i32"] = _py_histogram(300)
SIZES.update({
    "py_vadd_f32": [1, 1000, 4097, 1 << 20],
    "py_saxpy_f32": [777, 100003],
    "py_ew_chain_f32": [1025, 50000],
    "py_masked_scale_f32": [1, 1023, 65537],
    "py_if_select_f32": [999, 8192],
    "py_if_scalar_f32": [999, 5000],
    "py_if_scalar_f32_neg": [1, 4097],
    "py_silu_mul_f16": [(1, 1000), (7, 3000), (64, 1024)],
    "py_softmax_rows_f32": [1, 7, 256],
    "py_layernorm_rows_f32": [3, 64, 1001],
    "py_rmsnorm_rows_f16": [1, 5, 128],
    "py_transpose_f32": [(32, 32), (100, 37), (513, 1000)],
    "py_rowsum_f32": [(17, 300), (1000, 77)],
    "py_colsum_f32": [(300, 17), (77, 1000)],
    "py_histogram_i32": [1, 4097, 100003],
})


# Tensor-core fixtures (mmaf / mmai), Python ABI, compiled by compile_kernels.sh as py_<name>
# (and py_<name>.spec). References: python/tests/matrix_refs.py, the same float64 formulas
# and relative-error bounds the CPU interpreter test applies to tile-run's output (there on
# numpy arrays, here on the torch tensors; no numpy needed).
import matrix_refs as mr    # noqa: E402


def _ref(fn, *extra):
    # fn(*input tensors, *extra): float64 on the inputs' device (matrix_refs' torch path)
    return lambda ins: fn(*ins, *extra)


def _rand(shape, dtype, dev):
    if dtype == torch.int8:
        return torch.randint(-128, 128, shape, device=dev, dtype=torch.int8)
    x = torch.rand(shape, device=dev) * 4 - 2          # U(-2, 2), like the interp test
    return x.to(dtype)


def _poisoned(shape, dtype, dev):
    if dtype == torch.int32:
        return torch.full(shape, -(2 ** 31), device=dev, dtype=torch.int32)
    return torch.full(shape, float("nan"), device=dev, dtype=dtype)


def _py_matmul(fixture, in_dt, out_dt, ref, tile=(128, 128), bias=False, name=None, tol=None):
    # A [M, K], B [K, N] (, bias [N]), C [M, N]; size = (M, N, K)
    def make(mnk, dev):
        M, N, K = mnk
        a, b = _rand((M, K), in_dt, dev), _rand((K, N), in_dt, dev)
        ins = [a, b] + ([_rand((N,), in_dt, dev)] if bias else [])
        c = _poisoned((M, N), out_dt, dev)
        return c, ins, [*ins, c]
    return Spec(name or "py_" + fixture, make,
                lambda mnk: (math.ceil(mnk[0] / tile[0]), math.ceil(mnk[1] / tile[1]), 1),
                _ref(ref), mr.TOL[fixture] if tol is None else tol)


def _py_matmul_grouped():
    # matmul_grouped_f16: 1-D grid of ceil(M/128) * ceil(N/128) tile blocks
    s = _py_matmul("matmul_grouped_f16", torch.float16, torch.float16, mr.matmul)
    s.grid = lambda mnk: (math.ceil(mnk[0] / 128) * math.ceil(mnk[1] / 128), 1, 1)
    return s


def _py_bmm(fixture, ref, b_nk, tile):
    # A [P, M, K], B [P, K, N] (or [P, N, K] when b_nk), C f16 [P, M, N]; size (P, M, N, K)
    def make(pmnk, dev):
        P, M, N, K = pmnk
        a = _rand((P, M, K), torch.float16, dev)
        b = _rand((P, N, K) if b_nk else (P, K, N), torch.float16, dev)
        c = _poisoned((P, M, N), torch.float16, dev)
        return c, [a, b], [a, b, c]
    return Spec("py_" + fixture, make,
                lambda s: (s[0], math.ceil(s[1] / tile), math.ceil(s[2] / tile)),
                _ref(ref), mr.TOL[fixture])


def _py_attention(fixture, causal, D=64, BM=64):
    # Q, K, V, Out f16 [BH, L, D], sm_scale; size = (BH, L)
    scale = 1.0 / math.sqrt(D)

    def make(bl, dev):
        BH, L = bl
        q, k, v = (_rand((BH, L, D), torch.float16, dev) for _ in range(3))
        out = _poisoned((BH, L, D), torch.float16, dev)
        return out, [q, k, v], [q, k, v, out, scale]
    return Spec("py_" + fixture, make, lambda bl: (math.ceil(bl[1] / BM), bl[0], 1),
                _ref(mr.attention, scale, causal), mr.TOL[fixture])


def _rs_matmul(fixture, out_dt):
    # cutile-rs twins: C (with its 128x128 partition) first, then A, B.
    def make(mnk, dev):
        M, N, K = mnk
        a, b = _rand((M, K), torch.float16, dev), _rand((K, N), torch.float16, dev)
        c = _poisoned((M, N), out_dt, dev)
        return c, [a, b], [c, a, b]
    return Spec(fixture, make, lambda mnk: (math.ceil(mnk[0] / 128), math.ceil(mnk[1] / 128), 1),
                _ref(mr.matmul), mr.TOL[fixture])


def _rs_bmm():
    def make(pmnk, dev):
        P, M, N, K = pmnk
        a, b = _rand((P, M, K), torch.float16, dev), _rand((P, K, N), torch.float16, dev)
        c = _poisoned((P, M, N), torch.float16, dev)
        return c, [a, b], [c, a, b]
    return Spec("bmm_f16", make, lambda s: (s[0], math.ceil(s[1] / 64), math.ceil(s[2] / 64)),
                _ref(mr.bmm), mr.TOL["bmm_f16"])


SPECS.update({
    "py_matmul_f16": _py_matmul("matmul_f16", torch.float16, torch.float32, mr.matmul),
    "py_matmul_f16_out_f16": _py_matmul("matmul_f16_out_f16", torch.float16, torch.float16,
                                        mr.matmul),
    "py_matmul_bf16": _py_matmul("matmul_bf16", torch.bfloat16, torch.bfloat16, mr.matmul),
    "py_matmul_tf32": _py_matmul("matmul_tf32", torch.float32, torch.float32, mr.matmul_tf32),
    "py_matmul_fp8": _py_matmul("matmul_fp8", torch.float8_e4m3fn, torch.float16, mr.matmul),
    "py_matmul_i8": _py_matmul("matmul_i8", torch.int8, torch.int32, mr.matmul),
    "py_matmul_bias_relu": _py_matmul("matmul_bias_relu", torch.float16, torch.float16,
                                      mr.matmul_bias_relu, bias=True),
    "py_matmul_grouped_f16": _py_matmul_grouped(),
    "py_bmm_f16": _py_bmm("bmm_f16", mr.bmm, False, 64),
    "py_bmm_bt_f16": _py_bmm("bmm_bt_f16", mr.bmm_bt, True, 128),
    "py_attention_fwd": _py_attention("attention_fwd", False),
    "py_attention_fwd_causal": _py_attention("attention_fwd_causal", True),
    "matmul_f16": _rs_matmul("matmul_f16", torch.float32),
    "matmul_f16_out_f16": _rs_matmul("matmul_f16_out_f16", torch.float16),
    "bmm_f16": _rs_bmm(),
})
# python/tests/kernels/matmul_f64.mlir: the py_matmul ABI with 64 x 64 tiles, on m8n8k4
# DMMA; f64 products of these inputs are exact, only the sums round.
SPECS["matmul_f64"] = _py_matmul("matmul_f64", torch.float64, torch.float64, mr.matmul,
                                 tile=(64, 64), name="matmul_f64", tol=1e-12)
_MM_SIZES = [(128, 128, 64), (1000, 520, 300), (1024, 2048, 1536), (1100, 300, 100)]
_BMM_SIZES = [(1, 128, 128, 64), (3, 200, 136, 100), (8, 512, 512, 256)]
_ATT_SIZES = [(1, 64), (3, 150), (8, 1024)]
SIZES.update({n: _MM_SIZES for n in SPECS if "matmul" in n})
SIZES.update({n: _BMM_SIZES for n in SPECS if "bmm" in n})
SIZES.update({n: _ATT_SIZES for n in SPECS if "attention" in n})
# Sizes for the .spec (div_by 16; batch div_by 8) variants, test_kernels_gpu.SPEC_CASES.
MATRIX_SPEC_CASES = [(n, s) for n, s in [
    ("py_matmul_f16", (1024, 512, 256)), ("py_matmul_f16_out_f16", (1024, 512, 256)),
    ("py_matmul_bf16", (1024, 512, 256)), ("py_matmul_tf32", (512, 512, 272)),
    ("py_matmul_fp8", (1024, 512, 256)), ("py_matmul_i8", (1024, 512, 256)),
    ("py_matmul_bias_relu", (1008, 496, 240)), ("py_matmul_grouped_f16", (1152, 640, 256)),
    ("py_bmm_f16", (8, 512, 512, 256)),
    ("py_bmm_bt_f16", (8, 512, 496, 256)), ("py_attention_fwd", (8, 1024)),
    ("py_attention_fwd_causal", (8, 1008))]]
