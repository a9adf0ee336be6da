/* Warp functions on an H200 (seed 000 §5.4.6): shuffles of 64-bit and floating-point values
   with widths, out-of-range lanes, up/down/xor at the group edges; match and reduce over
   partial and divergent masks. */
#include <stdio.h>

__global__ void shfl(long long *o)
{
    int l = threadIdx.x;
    long long v = 0x100000000ll * l + l;
    double d = l + 0.5;
    float f = -l - 0.25f;
    o[l] = __shfl_sync(0xffffffff, v, l + 7, 16);
    o[32 + l] = __shfl_up_sync(0xffffffff, v, 3, 8);
    o[64 + l] = __shfl_down_sync(0xffffffff, v, 5, 16);
    o[96 + l] = __shfl_xor_sync(0xffffffff, v, 6, 4);
    o[128 + l] = __double_as_longlong(__shfl_xor_sync(0xffffffff, d, 16));
    o[160 + l] = __float_as_int(__shfl_sync(0xffffffff, f, -3, 2));
    o[192 + l] = __shfl_up_sync(0xffffffff, l, 40);
    o[224 + l] = __shfl_sync(0xffffffff, l, 3, 1);
}

__global__ void collectives(unsigned *o)
{
    int l = threadIdx.x, p = -1;
    unsigned v = (unsigned)(l % 5);
    o[l] = __match_any_sync(0xffffffff, v);
    o[32 + l] = __match_all_sync(0xffffffff, l < 32 ? 9u : v, &p);
    o[64 + l] = (unsigned)p;
    if (l & 1) {
        o[96 + l] = __reduce_add_sync(0xaaaaaaaa, (unsigned)l);
        o[128 + l] = (unsigned)__reduce_min_sync(0xaaaaaaaa, 10 - l);
        o[160 + l] = __reduce_max_sync(0xaaaaaaaa, (unsigned)(10 - l));
        o[192 + l] = __reduce_xor_sync(0xaaaaaaaa, (unsigned)l);
    } else {
        o[96 + l] = __reduce_and_sync(0x55555555, 0xffffu ^ (1u << l));
        o[128 + l] = __reduce_or_sync(0x55555555, 1u << l);
        o[160 + l] = (unsigned)__reduce_max_sync(0x55555555, l - 20);
        o[192 + l] = __ballot_sync(0x55555555, l > 10);
    }
    o[224 + l] = __activemask();
}

int main(void)
{
    long long hs[256], *ds;
    unsigned hc[256], *dc;
    int i, j;
    cudaMalloc((void **)&ds, sizeof hs);
    cudaMalloc((void **)&dc, sizeof hc);
    shfl<<<1, 32>>>(ds);
    collectives<<<1, 32>>>(dc);
    cudaMemcpy(hs, ds, sizeof hs, cudaMemcpyDeviceToHost);
    cudaMemcpy(hc, dc, sizeof hc, cudaMemcpyDeviceToHost);
    for (j = 0; j < 8; j++) {
        printf("shfl %d:", j);
        for (i = 0; i < 32; i++) printf(" %llx", (unsigned long long)hs[j * 32 + i]);
        printf("\n");
    }
    for (j = 0; j < 8; j++) {
        printf("coll %d:", j);
        for (i = 0; i < 32; i++) printf(" %x", hc[j * 32 + i]);
        printf("\n");
    }
    return 0;
}
