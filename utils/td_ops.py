"""The cuda_tile op records of the .td files, as llvm-tblgen --dump-json gives
them: shared by check_op_versions.py and check_op_docs.py.
"""
import glob
import json
import os
import subprocess
import tempfile


def llvm_include_dir(tblgen, argv):
    """argv[3] when given, else the include/ beside TBLGEN's bin/."""
    return (argv[3] if len(argv) > 3 else
            os.path.join(os.path.dirname(os.path.realpath(tblgen)), "..", "include"))


def op_records(tblgen, root, llvm_include):
    """Yields (the .td's file name, the op's record) for every op of every
    include/TileIR/Dialect/CudaTile/IR/CudaTile*Ops.td; an op that several
    files include is yielded once."""
    seen = set()
    tds = sorted(glob.glob(os.path.join(root, "include/TileIR/Dialect/CudaTile/IR/CudaTile*Ops.td")))
    with tempfile.TemporaryDirectory() as tmp:
        for td in tds:
            out = os.path.join(tmp, "records.json")
            subprocess.run([tblgen, "--dump-json", "-I", os.path.join(root, "include"),
                            "-I", llvm_include, td, "-o", out], check=True)
            records = json.load(open(out))
            for name in records["!instanceof"].get("Op", []):
                r = records[name]
                if r.get("opName") and r["opName"] not in seen:
                    seen.add(r["opName"])
                    yield os.path.basename(td), r
