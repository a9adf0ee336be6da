// Managed memory's hints (CUDA C++ Programming Guide §4.1, Unified Memory): cudaMemPrefetchAsync
// and cudaMemAdvise with CUDA 13's locations (device, host, host NUMA node), what
// cudaMemRangeGetAttribute(s) reads back page by page (4 KiB pages: a range whose pages differ
// has no value), and the errors of each call. The output is an H200's (CUDA 13.0, driver 580).
#include <cstdio>
#include <cstdlib>
static void show(const char *what, cudaError_t e) { printf("%-34s %d %s\n", what, (int)e, cudaGetErrorName(e)); cudaGetLastError(); }
static void attrs(const char *what, const void *p, size_t n)
{
    int rm = -9, pl = -9, lp = -9, plt = -9, pli = -9, lpt = -9, lpi = -9, ab[4] = {-9, -9, -9, -9};
    cudaError_t e1 = cudaMemRangeGetAttribute(&rm, 4, cudaMemRangeAttributeReadMostly, p, n);
    cudaError_t e2 = cudaMemRangeGetAttribute(&pl, 4, cudaMemRangeAttributePreferredLocation, p, n);
    cudaError_t e3 = cudaMemRangeGetAttribute(&lp, 4, cudaMemRangeAttributeLastPrefetchLocation, p, n);
    cudaError_t e4 = cudaMemRangeGetAttribute(ab, sizeof ab, cudaMemRangeAttributeAccessedBy, p, n);
    cudaError_t e5 = cudaMemRangeGetAttribute(&plt, 4, cudaMemRangeAttributePreferredLocationType, p, n);
    cudaError_t e6 = cudaMemRangeGetAttribute(&pli, 4, cudaMemRangeAttributePreferredLocationId, p, n);
    cudaError_t e7 = cudaMemRangeGetAttribute(&lpt, 4, cudaMemRangeAttributeLastPrefetchLocationType, p, n);
    cudaError_t e8 = cudaMemRangeGetAttribute(&lpi, 4, cudaMemRangeAttributeLastPrefetchLocationId, p, n);
    printf("%-20s rm %d pl %d lp %d ab %d %d %d %d plt %d pli %d lpt %d lpi %d (%d %d %d %d %d %d %d %d)\n", what, rm, pl, lp,
           ab[0], ab[1], ab[2], ab[3], plt, pli, lpt, lpi, e1, e2, e3, e4, e5, e6, e7, e8);
    cudaGetLastError();
}
__global__ void touch(float *p, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i] += 1; }
int main()
{
    const size_t N = 1 << 20, B = N * sizeof(float);
    float *m, *d, *h = (float *)malloc(B);
    cudaMallocManaged(&m, B);
    cudaMalloc(&d, B);
    cudaMemLocation dev = {cudaMemLocationTypeDevice, 0}, host = {cudaMemLocationTypeHost, 0}, bad = {cudaMemLocationTypeDevice, 7};
    cudaMemLocation numa = {cudaMemLocationTypeHostNuma, 0}, cur = {cudaMemLocationTypeHostNumaCurrent, 0}, inval = {cudaMemLocationTypeInvalid, 0};
    int pma = -1, cma = -1, hmm = -1, cpa = -1;
    cudaDeviceGetAttribute(&pma, cudaDevAttrPageableMemoryAccess, 0);
    cudaDeviceGetAttribute(&cma, cudaDevAttrConcurrentManagedAccess, 0);
    cudaDeviceGetAttribute(&hmm, cudaDevAttrPageableMemoryAccessUsesHostPageTables, 0);
    cudaDeviceGetAttribute(&cpa, cudaDevAttrDirectManagedMemAccessFromHost, 0);
    printf("pageable %d concurrent %d hostpt %d direct %d\n", pma, cma, hmm, cpa);
    attrs("fresh", m, B);
    show("prefetch managed dev", cudaMemPrefetchAsync(m, B, dev, 0));
    cudaDeviceSynchronize();
    attrs("after prefetch dev", m, B);
    show("prefetch half host", cudaMemPrefetchAsync(m, B / 2, host, 0));
    cudaDeviceSynchronize();
    attrs("after half host", m, B);
    attrs("first half", m, B / 2);
    attrs("second half", m + N / 2, B / 2);
    show("prefetch numa", cudaMemPrefetchAsync(m, B, numa, 0));
    attrs("after numa", m, B);
    show("prefetch numa current", cudaMemPrefetchAsync(m, B, cur, 0));
    attrs("after numa current", m, B);
    show("prefetch bad dev", cudaMemPrefetchAsync(m, B, bad, 0));
    show("prefetch invalid type", cudaMemPrefetchAsync(m, B, inval, 0));
    show("prefetch flags 1", cudaMemPrefetchAsync(m, B, dev, 1));
    show("prefetch cudaMalloc", cudaMemPrefetchAsync(d, B, dev, 0));
    show("prefetch malloc", cudaMemPrefetchAsync(h, B, dev, 0));
    show("prefetch past end", cudaMemPrefetchAsync(m, 2 * B, dev, 0));
    show("prefetch 0 bytes", cudaMemPrefetchAsync(m, 0, dev, 0));
    show("prefetch unaligned", cudaMemPrefetchAsync(m + 3, 100, dev, 0));
    cudaDeviceSynchronize();
    show("advise readmostly", cudaMemAdvise(m, B, cudaMemAdviseSetReadMostly, dev));
    attrs("readmostly", m, B);
    show("advise unset rm half", cudaMemAdvise(m, B / 2, cudaMemAdviseUnsetReadMostly, dev));
    attrs("rm whole", m, B);
    attrs("rm second half", m + N / 2, B / 2);
    attrs("rm 1 byte", (char *)m + B / 2 - 1, 1);
    attrs("rm 5 bytes", (char *)m + B / 2 - 2, 5);
    show("advise preferred dev", cudaMemAdvise(m, B, cudaMemAdviseSetPreferredLocation, dev));
    attrs("preferred dev", m, B);
    show("advise preferred host", cudaMemAdvise(m, 4096, cudaMemAdviseSetPreferredLocation, host));
    attrs("preferred mixed", m, B);
    attrs("preferred host pg", m, 4096);
    attrs("preferred 4097", m, 4097);
    show("advise unset preferred", cudaMemAdvise(m, B, cudaMemAdviseUnsetPreferredLocation, dev));
    attrs("unset preferred", m, B);
    show("advise accessedby dev", cudaMemAdvise(m, B, cudaMemAdviseSetAccessedBy, dev));
    show("advise accessedby host", cudaMemAdvise(m, B, cudaMemAdviseSetAccessedBy, host));
    attrs("accessedby", m, B);
    show("advise unset accessedby", cudaMemAdvise(m, B, cudaMemAdviseUnsetAccessedBy, dev));
    attrs("unset accessedby", m, B);
    show("advise preferred numa", cudaMemAdvise(m, B, cudaMemAdviseSetPreferredLocation, numa));
    attrs("preferred numa", m, B);
    show("advise bad dev", cudaMemAdvise(m, B, cudaMemAdviseSetPreferredLocation, bad));
    show("advise invalid type", cudaMemAdvise(m, B, cudaMemAdviseSetPreferredLocation, inval));
    show("advise rm invalid type", cudaMemAdvise(m, B, cudaMemAdviseSetReadMostly, inval));
    show("advise bad advice", cudaMemAdvise(m, B, (cudaMemoryAdvise)9, dev));
    show("advise cudaMalloc", cudaMemAdvise(d, B, cudaMemAdviseSetReadMostly, dev));
    show("advise malloc", cudaMemAdvise(h, B, cudaMemAdviseSetReadMostly, dev));
    show("advise past end", cudaMemAdvise(m, 2 * B, cudaMemAdviseSetReadMostly, dev));
    show("advise 0 bytes", cudaMemAdvise(m, 0, cudaMemAdviseSetReadMostly, dev));
    int x = -9;
    show("attr size 8", cudaMemRangeGetAttribute(&x, 8, cudaMemRangeAttributeReadMostly, m, B));
    show("attr cudaMalloc", cudaMemRangeGetAttribute(&x, 4, cudaMemRangeAttributeReadMostly, d, B));
    show("attr malloc", cudaMemRangeGetAttribute(&x, 4, cudaMemRangeAttributeReadMostly, h, B));
    show("attr past end", cudaMemRangeGetAttribute(&x, 4, cudaMemRangeAttributeReadMostly, m, 2 * B));
    show("attr bad attr", cudaMemRangeGetAttribute(&x, 4, (cudaMemRangeAttribute)99, m, B));
    show("attr accessedby 6", cudaMemRangeGetAttribute(&x, 6, cudaMemRangeAttributeAccessedBy, m, B));
    void *datas[2]; int a1 = -9, a2 = -9; datas[0] = &a1; datas[1] = &a2;
    size_t sizes[2] = {4, 4};
    cudaMemRangeAttribute as[2] = {cudaMemRangeAttributeReadMostly, cudaMemRangeAttributeLastPrefetchLocation};
    show("attributes", cudaMemRangeGetAttributes(datas, sizes, as, 2, m, B));
    printf("attributes %d %d\n", a1, a2);
    touch<<<(N + 255) / 256, 256>>>(m, N);
    cudaDeviceSynchronize();
    attrs("after kernel", m, B);
    printf("m[0] %f\n", m[0]);
    return 0;
}
