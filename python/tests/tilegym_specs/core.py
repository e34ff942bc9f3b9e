"""The spec machinery: Ctx (inputs, poisoned outputs, checks), @spec, rounding helpers."""
import math

import torch

DT = {"bf16": torch.bfloat16, "f16": torch.float16, "f32": torch.float32,
      "f64": torch.float64, "i8": torch.int8, "i16": torch.int16, "i32": torch.int32,
      "i64": torch.int64, "u8": torch.uint8, "bool": torch.bool,
      "f8e4m3": torch.float8_e4m3fn, "f8e5m2": torch.float8_e5m2}
# Element tolerances per output dtype (|got - ref| <= atol + rtol * |ref|).
TOL = {"f32": (1e-4, 1e-5), "bf16": (2e-2, 2e-2), "f16": (4e-3, 2e-3)}


class Ctx:
    def __init__(self, meta, dev):
        self.meta, self.dev = meta, dev
        self.p = {p["name"]: p for p in meta["params"]}
        # A list's elements are arrays of their own, NAME[i], each with its shape.
        for p in meta["params"]:
            if p["kind"] == "list":
                for i, shape in enumerate(p.get("shapes") or [p["shape"]] * p["length"]):
                    self.p[f"{p['name']}[{i}]"] = dict(name=f"{p['name']}[{i}]", kind="array",
                                                       dtype=p["dtype"], shape=shape)
        self.t = {}             # name -> tensor passed to the kernel
        self.inputs = {}        # name -> copy of the input as launched
        self.outs = set()       # poisoned outputs that must be checked
        self.checked = set()
        self.scalars = {}

    # ---- parameters
    def k(self, name):
        """A constant's or scalar's value."""
        p = self.p[name]
        assert p["kind"] in ("const", "scalar"), name
        return self.scalars.get(name, p["value"])

    def shape(self, name):
        return tuple(self.p[name]["shape"])

    def items(self, name):
        """The element names of list parameter `name`: NAME[0], NAME[1], ..."""
        assert self.p[name]["kind"] == "list", f"{name} is not a list parameter"
        return [f"{name}[{i}]" for i in range(self.p[name]["length"])]

    def dtype(self, name):
        return DT[self.p[name]["dtype"]]

    def _put(self, name, t):
        p = self.p[name]
        assert p["kind"] == "array", f"{name} is not an array parameter"
        assert tuple(t.shape) == tuple(p["shape"]), f"{name}: shape {tuple(t.shape)} != {p['shape']}"
        t = t.to(self.dev, DT[p["dtype"]]).contiguous()
        self.t[name] = t
        self.inputs[name] = t.clone()
        return t

    # ---- inputs
    def put(self, name, t):
        return self._put(name, t)

    def randn(self, name, scale=1.0, shift=0.0):
        return self._put(name, torch.randn(self.shape(name), dtype=torch.float64) * scale + shift)

    def rand(self, name, lo=0.0, hi=1.0):
        return self._put(name, torch.rand(self.shape(name), dtype=torch.float64) * (hi - lo) + lo)

    def randint(self, name, lo, hi):
        return self._put(name, torch.randint(lo, hi, self.shape(name), dtype=torch.int64))

    def full(self, name, v):
        return self._put(name, torch.full(self.shape(name), v, dtype=torch.float64)
                         if not isinstance(v, int) or DT[self.p[name]["dtype"]].is_floating_point
                         else torch.full(self.shape(name), v, dtype=torch.int64))

    def x(self, name):
        """The input as launched, in float64 (or int64)."""
        t = self.inputs[name]
        return t.double() if t.dtype.is_floating_point else t.long()

    # ---- outputs
    def out(self, name):
        """A poisoned output: NaN for floats, all-ones bytes for integers."""
        dt = self.dtype(name)
        if dt.is_floating_point and dt.itemsize >= 2:
            t = torch.full(self.shape(name), float("nan"), dtype=dt, device=self.dev)
        else:
            t = torch.full(self.shape(name), 0xFF, dtype=torch.uint8, device=self.dev) \
                .view(dt) if dt.itemsize == 1 else \
                torch.full(self.shape(name), -1, dtype=dt, device=self.dev)
        self.t[name] = t
        self.outs.add(name)
        return t

    def inplace(self, name):
        """An input the kernel overwrites: checked like an output."""
        self.outs.add(name)

    def got(self, name):
        t = self.t[name]
        return t.double() if t.dtype.is_floating_point else t.long()

    def expect(self, name, ref, rtol=None, atol=None, exact=False):
        """Output `name` (after the launch) against the float64 reference."""
        got = self.got(name)
        ref = ref.to(self.dev).reshape(got.shape)
        self.checked.add(name)
        if exact or not got.dtype.is_floating_point:
            bad = got != ref.to(got.dtype)
            if got.dtype.is_floating_point:         # NaN where the reference has NaN
                bad &= ~(torch.isnan(got) & torch.isnan(ref))
            if bad.any():
                i = bad.nonzero()[0].tolist()
                raise AssertionError(f"{name}: {int(bad.sum())} of {bad.numel()} differ; first"
                                     f" at {i}: got {got[tuple(i)].item()} want"
                                     f" {ref[tuple(i)].item()}")
            return
        r0, a0 = TOL[self.p[name]["dtype"]]
        rtol = r0 if rtol is None else rtol
        atol = a0 if atol is None else atol
        assert not torch.isnan(got).any() or torch.isnan(ref).any(), \
            f"{name}: {int(torch.isnan(got).sum())} NaN (unwritten or invalid) outputs"
        err = (got - ref).abs() - (atol + rtol * ref.abs())
        err = torch.where(torch.isnan(ref) & torch.isnan(got), torch.zeros_like(err), err)
        err = torch.nan_to_num(err, nan=float("inf"))
        if (err > 0).any():
            i = tuple(int(v) for v in torch.nonzero(err == err.max())[0])
            raise AssertionError(f"{name}: {int((err > 0).sum())} of {err.numel()} outside"
                                 f" rtol {rtol} atol {atol}; worst at {list(i)}: got"
                                 f" {got[i].item():.6g} want {ref[i].item():.6g}")

    def finish(self):
        missing = self.outs - self.checked
        assert not missing, f"outputs not checked: {sorted(missing)}"

    # ---- launch values: one per launch-ABI parameter (the manifest's `abi`; the runner
    # expands an array to its pointer, shapes and strides). A list of arrays is two
    # parameters: a pointer to one i64 descriptor per element (ptr, shapes, strides) and
    # the i32 length.
    def values(self):
        return [v for p in self.meta["params"] for v in self._param_values(p)]

    # ---- the entry's own arguments by the front end's ABI (cutile_python_v2), for
    # tileiras cubins, which come without a manifest: an array as its pointer, shapes
    # and strides
    def args(self):
        return [w for p in self.meta["params"] for v in self._param_values(p)
                for w in ([v, *v.shape, *v.stride()] if p["kind"] == "array" else [v])]

    def _param_values(self, p):
        if p["kind"] == "array":
            t = self.t.get(p["name"])
            assert t is not None, f"no tensor for {p['name']}"
            assert list(t.stride()) == p["strides"], f"{p['name']}: strides {t.stride()}"
            return [t]
        if p["kind"] == "scalar":
            x = self.k(p["name"])
            assert x is not None, f"no value for scalar {p['name']}"
            return [x]
        if p["kind"] == "list":
            words = []
            for item in self.items(p["name"]):
                t = self.t.get(item)
                assert t is not None, f"no tensor for {item}"
                words += [t.data_ptr(), *t.shape, *t.stride()]
            desc = torch.tensor(words, dtype=torch.int64, device=self.dev)
            self.t[p["name"] + "#descriptors"] = desc      # alive until the launch ends
            return [desc, p["length"]]
        return []


class Spec:
    def __init__(self, fn):
        self.fn = fn

    def prepare(self, c):
        self.gen = self.fn(c)
        next(self.gen)

    def check(self, c):
        try:
            next(self.gen)
        except StopIteration:
            return
        raise RuntimeError("spec yields more than once")


SPECS = {}


def spec(*names):
    def deco(fn):
        for n in names:
            SPECS[n] = Spec(fn)
        return fn
    return deco


def f32(t):
    """Round a float64 tensor through float32 (a value the kernel computed in f32)."""
    return t.float().double()


def rnd(t, dt):
    return t.to(dt).double()


