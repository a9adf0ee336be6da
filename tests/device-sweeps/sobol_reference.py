# sobol_reference.py — the expected output of tests/programs/libs/curand-sobol-vectors.cu,
# computed apart from cudarepl: Sobol's construction over Joe and Kuo's published direction
# numbers (the file new-joe-kuo-6.21201 of their Sobol page, given as the argument; dimension 0
# is the identity, file line d gives cuRAND's dimension d - 1), points in Gray-code order.
#   python3 tests/device-sweeps/sobol_reference.py new-joe-kuo-6.21201 > curand-sobol-vectors.out
# With --vectors it writes the tables instead, as sobol_pack.c reads them:
#   python3 tests/device-sweeps/sobol_reference.py new-joe-kuo-6.21201 --vectors dv32.bin dv64.bin
import struct
import sys

M64 = (1 << 64) - 1


def vectors(path, dims=20000):
    out = [[1 << (63 - k) for k in range(64)]]
    for line in open(path).read().split('\n')[1:]:
        f = line.split()
        if not f or len(out) == dims:
            continue
        s, a, m = int(f[1]), int(f[2]), [int(x) for x in f[3:]]
        w = []
        for k in range(64):
            if k < s:
                x = m[k] << (63 - k)
            else:
                x = w[k - s] ^ (w[k - s] >> s)
                for j in range(1, s):
                    if (a >> (s - 1 - j)) & 1:
                        x ^= w[k - j]
            w.append(x & M64)
        out.append(w)
    return out


def point(v, i):
    """point i of a dimension: the vectors of the set bits of i's Gray code"""
    g, x, k = i ^ (i >> 1), 0, 0
    while g:
        if g & 1:
            x ^= v[k]
        g >>= 1
        k += 1
    return x


w = vectors(sys.argv[1])
v = [[x >> 32 for x in d[:32]] for d in w]
if len(sys.argv) == 5 and sys.argv[2] == '--vectors':
    open(sys.argv[3], 'wb').write(b''.join(struct.pack('<32I', *d) for d in v))
    open(sys.argv[4], 'wb').write(b''.join(struct.pack('<64Q', *d) for d in w))
    sys.exit(0)
print('vectors 32: 0, 64: 0')
print('the other width\'s set: 104 104')  # CURAND_STATUS_OUT_OF_RANGE
s32 = s64 = 0
for d in range(20000):
    for k in range(32):
        s32 = (s32 * 1000003 + v[d][k]) & M64
    for k in range(64):
        s64 = (s64 * 1000003 + w[d][k]) & M64
print('digest 32: %016x, 64: %016x' % (s32, s64))
for d in (0, 1, 2, 7, 100, 1110, 5000, 19999):
    print('dimension %5d: %08x %08x %08x %08x | %016x %016x' % (d, v[d][0], v[d][5], v[d][17], v[d][31], w[d][3], w[d][63]))
for t in range(8):
    dv, i0 = v[19996 + t % 4], t * 37
    seq = [point(dv, i0 + i) for i in range(6)] + [point(dv, i0 + 6 + 1000 + i) for i in range(2)]
    print('sobol32 dimension %d from %3d:' % (19996 + t % 4, i0) + ''.join(' %08x' % x for x in seq))
for t in range(8):
    dv, i0 = w[t % 4], t * 37 + (1 << 40)
    seq = [point(dv, i0 + i) for i in range(3)] + [point(dv, i0 + 3 + 123456789)]
    print('sobol64 dimension %d from 2^40+%3d:' % (t % 4, t * 37) + ''.join(' %016x' % x for x in seq))
print('no error')
