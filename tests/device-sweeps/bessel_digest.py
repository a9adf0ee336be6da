#!/usr/bin/env python3
"""The expected output of tests/programs/device/math-bessel-float.cu and math-bessel-double.cu
from a GPU run of tests/device-sweeps/bessel.cu (lines `fn input_bits result_bits`, 8192 inputs
per function in the programs' order): per function the 64-bit FNV-1a digest of the result bits
that the programs compute, and four results as glibc's printf("%a") prints them.

usage: bessel_digest.py [--samples I,J,K,L] float|double FUNCTION... < bessel.out

--samples picks other results to print (mathfmad.cu's 4096 inputs: 8,99,2024,4000 for
tests/programs/device/math-nofmad.cu).
"""
import struct
import sys

SAMPLE = (8, 99, 2024, 7777)


def hexfloat(bits, width):
    """printf("%a") of a double (a float's bits are widened first, as the program does)."""
    if width == 32:
        x = struct.unpack('<f', struct.pack('<I', bits))[0]
        bits = struct.unpack('<Q', struct.pack('<d', x))[0]
    sign = '-' if bits >> 63 else ''
    exp = (bits >> 52) & 0x7ff
    man = bits & ((1 << 52) - 1)
    if exp == 0x7ff:
        return sign + ('inf' if man == 0 else 'nan')
    if exp == 0 and man == 0:
        return sign + '0x0p+0'
    lead, e = (1, exp - 1023) if exp else (0, -1022)
    digits = ('%013x' % man).rstrip('0')
    return '%s0x%d%s%sp%+d' % (sign, lead, '.' if digits else '', digits, e)


def main():
    args = sys.argv[1:]
    sample = SAMPLE
    if args[0] == '--samples':
        sample = tuple(int(i) for i in args[1].split(','))
        args = args[2:]
    width = 32 if args[0] == 'float' else 64
    want = args[1:]
    results = {}
    for line in sys.stdin:
        fn, _, r = line.split()
        results.setdefault(fn, []).append(int(r, 16))
    for fn in want:
        rs = results[fn]
        h = 14695981039346656037
        for r in rs:
            h = ((h ^ r) * 1099511628211) & (2 ** 64 - 1)
        samples = ' '.join(hexfloat(rs[i], width) for i in sample)
        print('%-15s %016x %s' % (fn, h, samples))


main()
