/* gen.h — the deterministic inputs shared by the device probes and tests/builtins/
 * test_math_sweep.c (which has its own copy of the generator): special values, then a mix of
 * arbitrary bit patterns, every exponent, small integers and halves. */
#include <stdint.h>
#include <string.h>
#define NF (1u << 17)
#define ND (1u << 16)
static inline uint64_t sm64(uint64_t x) {
    x += 0x9e3779b97f4a7c15ull; x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull; return x ^ (x >> 31);
}
static const uint32_t fspec[] = {0, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0x3f800000u,
  0xbf800000u, 0x3f000000u, 0x40000000u, 0x40490fdbu, 0x3fc90fdbu, 0x1u, 0x807fffffu, 0x7f7fffffu,
  0x00800000u, 0x42b17218u, 0x42b17217u, 0xc2aeac50u, 0x3c23d70au, 0x447a0000u, 0x47c35000u,
  0x4b800000u, 0x5f000000u, 0x7149f2cau, 0x42c80000u, 0xc2c80000u, 0x40400000u, 0xc0400000u};
/* unary float inputs; seed selects an independent stream (second operand) */
static inline uint32_t fin(uint32_t i, uint32_t seed) {
    if (seed == 0 && i < sizeof fspec / 4) return fspec[i];
    uint64_t h = sm64(((uint64_t)seed << 40) ^ i);
    uint32_t r = (uint32_t)h, m = r & 0x7fffffu, s = (uint32_t)(h >> 63) << 31;
    uint32_t e;
    switch ((h >> 32) & 7) {
    case 0: case 1: return r;                                   /* any pattern */
    case 2: e = 87 + (uint32_t)((h >> 36) % 49); break;         /* 2^-40 .. 2^8 */
    case 3: case 4: e = 124 + (uint32_t)((h >> 36) % 8); break; /* 2^-3 .. 2^4 */
    case 5: e = 127 + (uint32_t)((h >> 36) % 3); return s | e << 23 | (m & ~0x1fu) ; /* coarse */
    case 6: { float f = (float)(int)((h >> 36) % 41) - 20.0f; if ((h >> 48) & 1) f *= 0.5f; uint32_t u; memcpy(&u, &f, 4); return u; }
    default: e = (uint32_t)((h >> 36) % 255); break;            /* any exponent, no NaN */
    }
    return s | e << 23 | m;
}
static const uint64_t dspec[] = {0, 0x8000000000000000ull, 0x7ff0000000000000ull, 0xfff0000000000000ull,
  0x7ff8000000000000ull, 0x3ff0000000000000ull, 0xbff0000000000000ull, 0x3fe0000000000000ull,
  0x400921fb54442d18ull, 0x1ull, 0x7fefffffffffffffull, 0x0010000000000000ull, 0x4024000000000000ull};
static inline uint64_t din(uint32_t i, uint32_t seed) {
    if (seed == 0 && i < sizeof dspec / 8) return dspec[i];
    uint64_t h = sm64(((uint64_t)(seed + 100) << 40) ^ i), g = sm64(h);
    uint64_t m = g & 0xfffffffffffffull, s = (h >> 63) << 63, e;
    switch ((h >> 32) & 7) {
    case 0: case 1: return g;
    case 2: e = 1023 - 40 + (h >> 36) % 49; break;
    case 3: case 4: e = 1020 + (h >> 36) % 8; break;
    case 6: { double f = (double)(int)((h >> 36) % 41) - 20.0; if ((h >> 48) & 1) f *= 0.5; uint64_t u; memcpy(&u, &f, 8); return u; }
    default: e = (h >> 36) % 2047; break;
    }
    return s | e << 52 | m;
}
