/* gen_device.h — gen.h's inputs made on the device (fin_d, din_d: the same values as fin, din),
 * for the device probes (cmp2.cu, cmp3.cu, sfu2.cu). Call gen_device_init() before a launch
 * that uses them: it copies the special values to constant memory. */
#include "gen.h"

__constant__ uint32_t fspec_d[sizeof fspec / 4];
__constant__ uint64_t dspec_d[sizeof dspec / 8];
__device__ uint64_t sm64_d(uint64_t x){x+=0x9e3779b97f4a7c15ull;x=(x^(x>>30))*0xbf58476d1ce4e5b9ull;x=(x^(x>>27))*0x94d049bb133111ebull;return x^(x>>31);}
__device__ uint32_t fin_d(uint32_t i, uint32_t seed){
    if (seed == 0 && i < sizeof fspec / 4) return fspec_d[i];
    uint64_t h = sm64_d(((uint64_t)seed << 40) ^ i);
    uint32_t r = (uint32_t)h, m = r & 0x7fffffu, s = (uint32_t)(h >> 63) << 31, e;
    switch ((h >> 32) & 7) {
    case 0: case 1: return r;
    case 2: e = 87 + (uint32_t)((h >> 36) % 49); break;
    case 3: case 4: e = 124 + (uint32_t)((h >> 36) % 8); break;
    case 5: e = 127 + (uint32_t)((h >> 36) % 3); return s | e << 23 | (m & ~0x1fu);
    case 6: { float f = (float)(int)((h >> 36) % 41) - 20.0f; if ((h >> 48) & 1) f *= 0.5f; return __float_as_uint(f); }
    default: e = (uint32_t)((h >> 36) % 255); break;
    }
    return s | e << 23 | m;
}
__device__ uint64_t din_d(uint32_t i, uint32_t seed){
    if (seed == 0 && i < sizeof dspec / 8) return dspec_d[i];
    uint64_t h = sm64_d(((uint64_t)(seed + 100) << 40) ^ i), g = sm64_d(h);
    uint64_t m = g & 0xfffffffffffffull, s = (h >> 63) << 63, e;
    switch ((h >> 32) & 7) {
    case 0: case 1: return g;
    case 2: e = 1023 - 40 + (h >> 36) % 49; break;
    case 3: case 4: e = 1020 + (h >> 36) % 8; break;
    case 6: { double f = (double)(int)((h >> 36) % 41) - 20.0; if ((h >> 48) & 1) f *= 0.5; return (uint64_t)__double_as_longlong(f); }
    default: e = (h >> 36) % 2047; break;
    }
    return s | e << 52 | m;
}

static void gen_device_init(void)
{
    cudaMemcpyToSymbol(fspec_d, fspec, sizeof fspec);
    cudaMemcpyToSymbol(dspec_d, dspec, sizeof dspec);
}
