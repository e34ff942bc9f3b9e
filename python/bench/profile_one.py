"""Launches one benchmark-sized TileIR kernel a few times (for ncu, compute-sanitizer).

Usage: profile_one.py KERNEL   (rmsnorm_rows_f16, transpose_f32, softmax_rows_f32,
                               gemm_f16_<BM>x<BN>x<BK>[.spec] and its variants: 4096^3,
                               attention_*_d128[_causal][.spec]: B*H 32, L 4096, D 128,
                               checked against torch's SDPA)
       profile_one.py triton_transpose_32   (the peer: Triton's transpose, 32x32 tiles)
PROFILE_SIZE overrides the GEMM's 4096 and attention's L (smaller under the sanitizers).
"""
import math
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
from tileir.runner import load_kernel  # noqa: E402

KDIR = os.environ.get("TILEIR_KERNELS", ".dev/kernels")
name = sys.argv[1]
if name == "triton_transpose_32":
    sys.path.insert(0, os.path.dirname(__file__))
    from bench_kernels import transpose_k  # the bench's peer, unmasked as there

    S = 16384
    x = torch.randn(S, S, device="cuda")
    y = torch.empty_like(x)
    for _ in range(3):
        transpose_k[(S // 32, S // 32)](x, y, S, S, BM=32, BN=32)
    torch.cuda.synchronize()
    print("ok", name)
    sys.exit(0)
k = load_kernel(KDIR, name)
size = int(os.environ.get("PROFILE_SIZE", "4096"))
check = None
if name.startswith("gemm_"):
    sys.path.insert(0, os.path.dirname(__file__))
    from bench_gemm import gemm_tiles  # the bench's reading of the tile shape

    S = size
    a, b = (torch.randn(S, S, device="cuda", dtype=torch.float16) for _ in range(2))
    c = torch.empty(S, S, device="cuda", dtype=torch.float16)
    bm, bn = gemm_tiles(name)
    args, grid = [a, b, c], ((S // bm) * (S // bn), 1, 1)
elif name.startswith("attention_"):
    BH, L, D = 32, size, 128
    q, kk, v = (torch.randn(BH, L, D, device="cuda", dtype=torch.float16) for _ in range(3))
    out = torch.full((BH, L, D), float("nan"), device="cuda", dtype=torch.float16)
    scale = 1.0 / math.sqrt(D)
    args, grid = [q, kk, v, out, scale], (math.ceil(L / 128), BH, 1)

    def check():
        ref = torch.nn.functional.scaled_dot_product_attention(
            q.double(), kk.double(), v.double(), is_causal="causal" in name, scale=scale)
        err = (out.double() - ref).abs().max().item()
        print(f"max |out - sdpa(f64)| = {err:.3g}")
        if not err < 2e-2:
            sys.exit(f"FAILED {name}: max error {err}")
elif name.startswith("transpose"):
    S = 16384
    x = torch.randn(S, S, device="cuda")
    y = torch.empty_like(x)
    args, grid = [y, x], (S // 32, S // 32, 1)
else:
    M, N, rows, dt = (32768, 2048, 2, torch.float16) if name.startswith("rmsnorm") \
        else (32768, 1024, 4, torch.float32)
    x = torch.randn(M, N, device="cuda", dtype=dt)
    w = torch.randn(N, device="cuda", dtype=dt)
    y = torch.empty_like(x)
    args = [y, x] + ([w] if name.startswith("rmsnorm") else [])
    grid = (math.ceil(M / rows), 1, 1)
for _ in range(3):
    k.launch(grid, args)
torch.cuda.synchronize()
if check:
    check()
print("ok", name)
