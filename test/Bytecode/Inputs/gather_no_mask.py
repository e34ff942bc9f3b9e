# cuTile Python 1.7.0 kernels whose gathers skip the bounds check: each writes
# load_ptr_tko with a padding value but no mask. Exported by
# gen_gather_no_mask.py into gather_no_mask_{f32,i1}.v13_3.tileirbc.
import cuda.tile as ct


@ct.kernel
def gather_no_mask_f32(idx, table, out, BR: ct.Constant[int]):
    bi = ct.bid(0)
    rows = ct.load(idx, index=(bi,), shape=(BR,))
    v = ct.gather(table, rows, check_bounds=False, padding_value=0)
    ct.store(out, index=(bi,), tile=v)


@ct.kernel
def gather_no_mask_i1(idx, table, out, BR: ct.Constant[int]):
    bi = ct.bid(0)
    rows = ct.load(idx, index=(bi,), shape=(BR,))
    v = ct.gather(table, rows, check_bounds=False, padding_value=True)
    ct.store(out, index=(bi,), tile=v)
