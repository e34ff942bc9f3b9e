"""Upstream NVVM serialization against TileIR's PTX emitter (issue 17, point 8).

Lowers each cuTile Python fixture with tile-opt (tile-to-ptx, sm_90a, which attaches an
#nvvm.target), then turns the same lowered module into PTX twice: with tile-opt
--tile-emit-ptx (lib/Target/PTX) and with upstream mlir-opt --gpu-module-to-binary=format=isa
(libdevice added to the target's `link` where a kernel calls __nv_*). Prints the number of
kernels whose PTX is the same (comments aside), best-of-3 process times and upstream's own
in-process LLVM-IR-to-PTX time. Run from the repository root on the CPU machine:
  python3 python/bench/upstream_nvvm_serialization.py
"""
import glob, os, re, subprocess, time, json, statistics
os.makedirs('/tmp/nv', exist_ok=True)
B='build/bin'; MO='/usr/lib/llvm-22/bin/mlir-opt'; LIBDEV='/usr/local/cuda/nvvm/libdevice/libdevice.10.bc'
ks=sorted(glob.glob('test/Fixtures/python/*.v13_3.tileirbc'))[:60]
rows=[]
def run(cmd):
    t=time.perf_counter(); r=subprocess.run(cmd,capture_output=True,text=True); return time.perf_counter()-t, r
def norm(p):
    return [l for l in p.splitlines() if l.strip() and not l.startswith('//')]
for k in ks:
    n=os.path.basename(k).split('.')[0]; low=f'/tmp/nv/{n}.mlir'
    r=subprocess.run([f'{B}/tile-opt',k,'--pass-pipeline=builtin.module(tile-to-ptx{chip=sm_90a})','-o',low],capture_output=True,text=True)
    if r.returncode: continue
    txt=open(low).read()
    if '__nv_' in txt:
        txt=txt.replace('features = "+ptx81">', f'features = "+ptx81", link = ["{LIBDEV}"]>')
        open(low,'w').write(txt)
    best={}
    for name,cmd in (('ours',[f'{B}/tile-opt',low,f'--tile-emit-ptx=output=/tmp/nv/{n}.ours.ptx','-o','/dev/null']),
                     ('upstream',[MO,'--allow-unregistered-dialect',low,'--gpu-module-to-binary=format=isa','-o',f'/tmp/nv/{n}.up.mlir'])):
        ts=[]
        for _ in range(3):
            t,r=run(cmd); ts.append(t)
            if r.returncode: ts=None; err=r.stderr[-300:]; break
        best[name]=min(ts) if ts else None
        if not ts: print(n,name,'FAILED',err)
    up=None
    if best.get('upstream'):
        m=re.search(r'assembly = "(.*?)"(?:, properties|>)', open(f'/tmp/nv/{n}.up.mlir').read(), re.S)
        if m: up=bytes(m.group(1),'utf-8').decode('unicode_escape') if False else m.group(1).replace('\\0A','\n').replace('\\09','\t').replace('\\22','"')
    same = up is not None and norm(open(f'/tmp/nv/{n}.ours.ptx').read())==norm(up)
    rows.append((n,best.get('ours'),best.get('upstream'),same,'__nv_' in txt))
ok=[r for r in rows if r[1] and r[2]]
print(len(rows),'kernels;',len(ok),'both;','same PTX',sum(r[3] for r in ok),'; libdevice users',sum(r[4] for r in ok))
print('geomean upstream/ours time %.3f'%(statistics.geometric_mean([r[2]/r[1] for r in ok])))
print('sum ours %.2fs upstream %.2fs'%(sum(r[1] for r in ok),sum(r[2] for r in ok)))
for r in ok:
    if not r[3]: print('differs',r[0],'libdevice' if r[4] else '')
json.dump(rows,open('/tmp/nv/rows.json','w'))
ms = []
for n, *_ in rows:
    m = re.search(r'LLVMIRToISATimeInMs = (\d+)', open(f'/tmp/nv/{n}.up.mlir').read())
    if m:
        ms.append(int(m.group(1)))
if ms:
    print('upstream in-process LLVM IR -> PTX: median %.1f ms' % statistics.median(ms))
