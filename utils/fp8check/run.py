#!/usr/bin/env python3
"""Exhaustive check of the fp8/tf32 ftof lowering on a GPU.

Runs fp8x.mlir compiled for each chip given (PTX files k.<chip>.ptx next to
this script; build them with tile-opt --tile-to-ptx=chip=<chip>
--tile-emit-ptx=output=...) over every f32 bit pattern and every fp8 byte,
and compares bit for bit with references built from torch's fp8 casts plus
the cuda_tile spec 5.1.3 saturation rules:
  f32 -> e4m3: clamp to +-448, round nearest even; NaN -> 0x7e (+MAX_NORM)
  f32 -> e5m2: clamp to +-57344, round nearest even; NaN -> NaN
  f32 -> tf32: round nearest even to 10 mantissa bits; Inf/NaN kept
  fp8 -> f32: exact.
sm_80 PTX (the integer emulation) JIT-compiles and runs on any later GPU.
"""
import ctypes, sys, os
import torch

here = os.path.dirname(os.path.abspath(__file__))
cu = ctypes.CDLL("libcuda.so.1")
def ck(r, what):
    if r != 0:
        raise RuntimeError(f"{what}: CUDA error {r}")

torch.zeros(1, device="cuda")  # primary context current
CHUNK = 1 << 26

def load(chip):
    ptx = open(os.path.join(here, f"k.{chip}.ptx"), "rb").read() + b"\0"
    mod = ctypes.c_void_p()
    ck(cu.cuModuleLoadData(ctypes.byref(mod), ptx), "cuModuleLoadData " + chip)
    fn = ctypes.c_void_p()
    ck(cu.cuModuleGetFunction(ctypes.byref(fn), mod, b"fp8x"), "getFunction")
    return fn

def launch(fn, bufs, n):
    args = [ctypes.c_uint64(b.data_ptr()) for b in bufs] + [ctypes.c_int32(n)]
    ptrs = (ctypes.c_void_p * len(args))(*[ctypes.cast(ctypes.byref(a), ctypes.c_void_p) for a in args])
    ck(cu.cuLaunchKernel(fn, n // 1024, 1, 1, 128, 1, 1, 0, None, ptrs, None), "launch")
    torch.cuda.synchronize()

def ref_f8(x, dt, mx, nanbyte):
    c = x.clamp(-mx, mx)
    b = c.to(dt).view(torch.uint8)
    return torch.where(torch.isnan(x), torch.tensor(nanbyte, dtype=torch.uint8, device=x.device), b)

def ref_tf32(x):
    d = x.double()
    m, e = torch.frexp(d)
    step = torch.ldexp(torch.ones_like(d), torch.clamp(e.to(torch.int64) - 11, min=-136))
    r = (torch.round(d / step) * step).float()  # round(): half to even
    bad = ~torch.isfinite(x)
    return torch.where(bad, x, r)

def main(chips):
    fails = 0
    for chip in chips:
        fn = load(chip)
        codes = torch.arange(256, dtype=torch.int32, device="cuda").to(torch.uint8)
        c = codes.repeat(CHUNK // 256)
        ref4 = codes.view(torch.float8_e4m3fn).float().repeat(CHUNK // 256)
        ref5 = codes.view(torch.float8_e5m2).float().repeat(CHUNK // 256)
        bad = {"e4m3": 0, "e5m2": 0, "tf32": 0, "dec4": 0, "dec5": 0}
        for start in range(0, 1 << 32, CHUNK):
            bits = torch.arange(start, start + CHUNK, dtype=torch.int64, device="cuda")
            x = (bits - (bits >= (1 << 31)).long() * (1 << 32)).to(torch.int32).view(torch.float32)
            q4 = torch.empty(CHUNK, dtype=torch.uint8, device="cuda")
            q5 = torch.empty_like(q4)
            tf = torch.empty(CHUNK, dtype=torch.float32, device="cuda")
            d4 = torch.empty_like(tf); d5 = torch.empty_like(tf)
            launch(fn, [x, q4, q5, tf, c, c, d4, d5], CHUNK)
            r4 = ref_f8(x, torch.float8_e4m3fn, 448.0, 0x7e)
            r5 = ref_f8(x, torch.float8_e5m2, 57344.0, 0x7f)
            m4 = q4 != r4
            m5 = (q5 != r5) & ~(torch.isnan(x) & ((q5 & 0x7f) > 0x7c))
            rt = ref_tf32(x)
            mt = (tf.view(torch.int32) != rt.view(torch.int32)) & ~(torch.isnan(x) & torch.isnan(tf))
            for k, m in (("e4m3", m4), ("e5m2", m5), ("tf32", mt)):
                cnt = int(m.sum())
                if cnt and bad[k] == 0:
                    i = int(m.nonzero()[0])
                    print(f"{chip} {k}: first mismatch x=0x{int(bits[i]):08x} ({float(x[i])!r})",
                          "got", {"e4m3": q4, "e5m2": q5, "tf32": tf}[k][i].item(),
                          "want", {"e4m3": r4, "e5m2": r5, "tf32": rt}[k][i].item())
                bad[k] += cnt
            if start == 0:
                for k, got, want in (("dec4", d4, ref4), ("dec5", d5, ref5)):
                    m = (got.view(torch.int32) != want.view(torch.int32)) & ~(torch.isnan(got) & torch.isnan(want))
                    bad[k] += int(m.sum())
                    if int(m.sum()):
                        i = int(m.nonzero()[0])
                        print(f"{chip} {k}: code {int(c[i])} got {float(got[i])!r} want {float(want[i])!r}")
        print(chip, "mismatches over all 2^32 f32 inputs / 256 codes:", bad)
        fails += sum(bad.values())
    return 1 if fails else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["sm_80", "sm_90"]))
