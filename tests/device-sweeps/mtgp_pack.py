#!/usr/bin/env python3
"""mtgp_pack.py — makes interp/host/mtgp_params.bin, the 200 parameter sets of MTGP32 for the
Mersenne exponent 11213 that <curand_mtgp32dc_p_11213.h> names mtgp32dc_params_fast_11213.

The sets are Saito and Matsumoto's, found by their dynamic creator for MTGP and published with
the MTGP distribution (the file cuda-sample/mtgp32dc-param-11213.c of github.com/
MersenneTwister-Lab/MTGP, under the new BSD license: Copyright (c) 2009, 2010 Mutsuo Saito,
Makoto Matsumoto and Hiroshima University; (c) 2011 Mutsuo Saito, Makoto Matsumoto, Hiroshima
University and University of Tokyo). cuRAND's header holds the same numbers.

    python3 tests/device-sweeps/mtgp_pack.py mtgp32dc-param-11213.c interp/host/mtgp_params.bin

Reads every number of the file in order and writes each set as the C struct mtgp32_params_fast
lays it out (little-endian, 236 bytes: mexp, pos, sh1, sh2, tbl[16], tmp_tbl[16],
flt_tmp_tbl[16], mask, poly_sha1[21], 3 bytes of padding), after checking what the numbers must
satisfy: the Mersenne exponent 11213, the mask 0xfff80000, each 16-entry table the XOR span of
its entries 1, 2, 4 and 8, and each float-tempering entry the tempering entry shifted right by 9
with the exponent of 1.0f."""
import re
import struct
import sys

SETS, WORDS = 200, 4 + 48 + 1 + 21


def main():
    src, out = sys.argv[1], sys.argv[2]
    text = re.sub(r"/\*.*?\*/", "", open(src).read(), flags=re.S)
    body = text[text.index("mtgp32dc_params_fast_11213"):]
    body = body[: body.index("};")]
    nums = [int(x, 0) for x in re.findall(r"\b(0x[0-9a-fA-F]+|\d+)\b", body.replace("UINT32_C", ""))]
    if len(nums) != SETS * WORDS:
        sys.exit("mtgp_pack: %d numbers, not %d sets of %d" % (len(nums), SETS, WORDS))
    blob = b""
    for i in range(SETS):
        n = nums[i * WORDS:(i + 1) * WORDS]
        mexp, pos, sh1, sh2 = n[0:4]
        tbl, tmp, flt = n[4:20], n[20:36], n[36:52]
        mask, sha = n[52], n[53:74]
        assert mexp == 11213 and mask == 0xFFF80000, i
        assert 0 < sh1 < 32 and 0 < sh2 < 32 and 0 < pos < 351, i
        for t in (tbl, tmp):
            for k in range(16):
                x = 0
                for b in range(4):
                    if k >> b & 1:
                        x ^= t[1 << b]
                assert t[k] == x, (i, k)
        for k in range(16):
            assert flt[k] == (tmp[k] >> 9) | 0x3F800000, (i, k)
        blob += struct.pack("<4i16I16I16II21B3x", mexp, pos, sh1, sh2, *tbl, *tmp, *flt, mask, *sha)
    open(out, "wb").write(blob)
    print("mtgp_pack: %d sets, %d bytes" % (SETS, len(blob)))


main()
