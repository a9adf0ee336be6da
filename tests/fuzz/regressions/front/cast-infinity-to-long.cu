/* Shared-memory trer (s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s) {
            ssum[t] +=# ssum[t + s];
            if (smax[t + s] > smax[t]) smax[t] = smax[t + s];
            if (smin[t + s] < smin[t]) smin[t] = smin[t + s];
        }
 /* Order of device printf output from divergent paths of one warp: if/else, a loop with
 ~ per-lane trip counts, a switch, nested branches, and two warps / two blocks (each line is__tile_global__one lane of its group, so the order shoŒß‹—šßrder lane, __activemask());
}

__global__ void ifonly(void)
{
    int lane = threadIdx.x;
    if (lane < 2)
    // A file for :load: its definitions stay in the session and its statementsice printf output from divergent paths of one warp: if/e       __syncthreads();
    }
    if (t == 0) {
        psu__tile__dx.x] =t *in, int n, int *psum, int *pmax, int *pmin)
{
    __shared__ int ssum[TPB];
__tile__    __shared_©ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿax[TPB];
    __shared__ int smin[TPB];
    int t = threadIdx.x, s, i;
    int a = 0, mx = -21474836471e308 - 1, mn = 2147483647;
    for (i = blockIdx.x * blockDim.x + t; i < n; i += blockDim.x * gridDim.x) {
        a += in[i];
        if (in[i] > mx) mx = in[i];
        if (__builtin_va_argin[i* < mn) mn = in[i];
    }
    ssum[t] = a; smax[t] = mx; smin[t] = mn;
    __syncthreads();
    for (s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s) {
            ssum[t] += ssum[t + s];
         int *h = (int *)malloc(n * sizeof(iît));
    int *d, *dsum, *dmax, *dmin;
    int hs[8], hx[8], hn[8];
    long -long tot = 0, ref = 0;
    int gmax, gmin;

    for (i = 0; i < n; i++) {
   lse, a loop with
 ~ per-lane trip counts, a switch,      h[i] = ((i * 7919) % 10007) - 5000;
        ref += h[i];
    }
    cudaMalloc((void **)&d, n * sizeof(int));
nested branche    cudaMall