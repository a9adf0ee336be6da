#!/usr/bin/env python3
"""mtgp_reference.py — MTGP32's words computed apart from cudarepl, for
tests/programs/libs/curand-mtgp32.cu: Saito and Matsumoto's generator run one word after the
other (the recurrence and tempering of their paper, the seeding of their reference code, the
parameter sets of interp/host/mtgp_params.bin), which is what a block's threads get from
curand() in rank order, call after call.

    python3 tests/device-sweeps/mtgp_reference.py [interp/host/mtgp_params.bin]

prints the lines of curand-mtgp32.out that hold words ("... first:", "round 1 ...", "last round
...") and, for its distributions' kernel, each printed thread's curand_mtgp32_specific word."""
import struct
import sys

N, M32 = 351, 0xFFFFFFFF


def sets(path):
    b = open(path, "rb").read()
    out = []
    for i in range(200):
        f = struct.unpack_from("<4i16I16I16II", b, 236 * i)
        out.append(dict(pos=f[1], sh1=f[2], sh2=f[3], tbl=f[4:20], tmp=f[20:36], mask=f[52]))
    return out


class Mtgp:
    def __init__(self, p, seed):
        self.p = p
        hidden = p["tbl"][4] ^ (p["tbl"][8] << 16) & M32
        b = hidden
        b = (b + (b >> 16)) & M32
        b = (b + (b >> 8)) & M32
        fill = (b & 0xFF) * 0x01010101
        s = [fill] * N
        s[0], s[1] = seed & M32, hidden
        for i in range(1, N):
            s[i] ^= (1812433253 * (s[i - 1] ^ (s[i - 1] >> 30)) + i) & M32
        self.s = s
        self.i = 0

    def next(self):
        p, s, i = self.p, self.s, self.i
        x = (s[i] & p["mask"]) ^ s[i + 1]
        x ^= (x << p["sh1"]) & M32
        y = x ^ (s[i + p["pos"]] >> p["sh2"])
        r = y ^ p["tbl"][y & 15]
        s.append(r)
        t = s[i + p["pos"] - 1]
        t ^= t >> 16
        t ^= t >> 8
        self.i += 1
        return r ^ p["tmp"][t & 15]


def main():
    ps = sets(sys.argv[1] if len(sys.argv) > 1 else "interp/host/mtgp_params.bin")
    rounds = 4
    for seed, (bx, by) in ((1234, (256, 1)), (1234, (64, 1)), (0x100000007, (16, 8))):
        n = bx * by
        folded = (seed ^ (seed >> 32)) & M32
        for b in range(3):
            g = Mtgp(ps[b], folded + b + 1)
            w = [g.next() for _ in range(rounds * n)]
            hx = lambda a: " ".join("%08x" % x for x in a)
            print("seed %x block %dx%d state %d first: %s" % (seed, bx, by, b, hx(w[:6])))
            print("  round 1 thread %d: %s" % (n - 2, hx(w[2 * n - 2:2 * n])))
            print("  last round from thread %d: %s" % (n - 3, hx(w[rounds * n - 3:rounds * n])))
    g = Mtgp(ps[0], 99 + 1)
    w = [g.next() for _ in range(7 * 32)]
    for t in range(0, 32, 5):
        print("thread %2d: specific %08x" % (t, w[6 * 32 + 31 - t]))


main()
