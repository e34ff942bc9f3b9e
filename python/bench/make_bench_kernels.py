#!/usr/bin/env python3
"""Writes the tensor-core benchmark kernels of python/bench/kernels/ (cuda_tile text).

The kernels are the fixtures of python/fixtures/kernels.py exported with other constants
(benchmark tile shapes, head dim 128) and printed as cuda_tile text by tile-translate, so
compile_kernels.sh builds them like the other bench kernels (`*.mlir`, `// tile-to-ptx:`).

    /tmp/fixvenv/bin/python python/bench/make_bench_kernels.py build/bin/tile-translate

Needs the pinned cuda-tile (python/requirements-fixtures.txt); no GPU.
"""
import io
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "python", "fixtures"))
import generate  # noqa: E402

OUT = os.path.join(HERE, "kernels")


def kernels(K):
    """(file stem, fixture kernel, params, what) for every bench kernel."""
    Arr, Const, Scalar, Fixture = K.Arr, K.Const, K.Scalar, K.Fixture
    F16, BF16, F32 = K.F16, K.BF16, K.F32
    out = []
    for spec in (False, True):
        suffix = ".spec" if spec else ""
        div = "div_by 16 shapes/strides/base addresses" if spec else "no divisibility"
        # 128x128x64: the fixture's tiles; 128x256x64: the tiles cuBLAS and Triton's
        # autotuner take for large f16/bf16 GEMMs on Hopper (twice the FLOPs per byte
        # copied into shared memory).
        for (bm, bn, bk) in [(128, 128, 64), (128, 256, 64)]:
            for tag, dt in [("f16", F16), ("bf16", BF16)]:
                params = [Arr("A", dt, 2, "", spec_shape=(4096, 4096)),
                          Arr("B", dt, 2, "", spec_shape=(4096, 4096)),
                          Arr("C", dt, 2, "", spec_shape=(4096, 4096)),
                          Const("BM", bm), Const("BN", bn), Const("BK", bk),
                          Const("GROUP_M", 8)]
                tiles = f"{bm}x{bn}x{bk}"
                out.append((f"gemm_{tag}_{tiles}{suffix}",
                            Fixture(f"gemm_{tag}", K.matmul_grouped_f16, params, "", "", ""),
                            spec,
                            f"C = {tag}(A @ B), A [M, K], B [K, N], C [M, N] {tag}, f32"
                            f" accumulator; {tiles} tiles, {div}; the fixture"
                            f" matmul_grouped_f16 (1-D grid in groups of 8 tile rows, TileGym's"
                            f" order). Python ABI: per array ptr, 2 shapes, 2 strides. Grid"
                            f" (ceil(M/{bm}) * ceil(N/{bn}), 1, 1)."))
        # attention_fwd_d128: the fixture's softmax (exact exp2, scores scaled before their
        # maximum); attention_tg_d128: TileGym's (one multiply-add per score, exp2 with
        # flush_to_zero), the form NVIDIA's own cuTile attention kernels take.
        # attention_tgn128_d128: the same with 128-key tiles (FlashAttention-3's tiles at
        # head dim 128).
        for stem, fn, form, bn in (
                ("attention_fwd_d128", K.attention_fwd, "the fixture's softmax", 64),
                ("attention_tg_d128", K.attention_fwd_tg,
                 "TileGym's softmax (exp2 flush_to_zero, scale in one FMA)", 64),
                ("attention_tgn128_d128", K.attention_fwd_tg,
                 "TileGym's softmax (exp2 flush_to_zero, scale in one FMA)", 128)):
            for causal in (0, 1):
                name = stem + ("_causal" if causal else "")
                params = [Arr(n, F16, 3, "", static=(None, None, 128),
                              spec_shape=(128, 4096, 128)) for n in ("Q", "K", "V", "Out")] + \
                    [Scalar("sm_scale", F32, ""), Const("BM", 128), Const("BN", bn),
                     Const("D", 128), Const("CAUSAL", causal)]
                out.append((name + suffix, Fixture(name, fn, params, "", "", ""), spec,
                            f"Flash-attention forward{' (causal)' if causal else ''}, {form};"
                            f" Q K V Out f16 [B*H, L, 128], sm_scale f32; 128x{bn} tiles, {div}."
                            f" Python ABI: per array ptr, 3 shapes, 3 strides, then sm_scale."
                            f" Grid (ceil(L/128), B*H, 1)."))
    return out


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPO, "build", "bin",
                                                              "tile-translate")
    K = generate.load_kernels()
    from cuda.tile.compilation import export_kernel
    for stem, fx, spec, what in kernels(K):
        sig = generate.signature(K, fx, spec=spec)
        buf = io.BytesIO()
        export_kernel(fx.kernel, [sig], buf, output_format="tileir_bytecode",
                      gpu_code=None, bytecode_version="13.3")
        with tempfile.NamedTemporaryFile(suffix=".tileirbc") as f:
            f.write(buf.getvalue())
            f.flush()
            text = subprocess.run([tool, "--cudatile-to-mlir", f.name], check=True,
                                  capture_output=True, text=True).stdout
        head = ["// Benchmark kernel (not a fixture), written by python/bench/make_bench_kernels.py",
                "// from python/fixtures/kernels.py (cuTile Python 1.7.0, bytecode 13.3) and",
                "// printed by tile-translate --cudatile-to-mlir. Do not edit by hand."]
        words, line = what.split(), "//"
        for w in words:
            if len(line) + 1 + len(w) > 92:
                head.append(line)
                line = "//"
            line += " " + w
        head.append(line)
        with open(os.path.join(OUT, stem + ".mlir"), "w") as f:
            f.write("\n".join(head) + "\n" + text)
        print(f"wrote kernels/{stem}.mlir ({sig.symbol})")


if __name__ == "__main__":
    main()
