// Thrust's containers and algorithms on integers (docs/libraries.md, "Thrust"): construction,
// copies between host and device, element access from host code, sort, reductions, scans,
// extrema, counting and searching, thrust::device on raw device pointers.
#include <stdio.h>
#include <vector>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/extrema.h>
#include <thrust/count.h>
#include <thrust/find.h>
#include <thrust/equal.h>
#include <thrust/fill.h>
#include <thrust/sequence.h>
#include <thrust/copy.h>
#include <thrust/functional.h>
#include <thrust/execution_policy.h>

struct is_odd {
    __host__ __device__ bool operator()(int x) const { return x % 2 != 0; }
};

template <class V> void show(const char *name, const V &v)
{
    thrust::host_vector<int> h = v;
    printf("%s:", name);
    for (size_t i = 0; i < h.size(); i++)
        printf(" %d", h[i]);
    printf("\n");
}

int main()
{
    const int n = 20;
    std::vector<int> src(n);
    for (int i = 0; i < n; i++)
        src[i] = (i * 7919 + 13) % 50 - 10;
    thrust::device_vector<int> d(src.begin(), src.end());
    show("input", d);
    printf("size %d, d[3] = %d, front %d, back %d\n", (int)d.size(), (int)d[3], (int)d.front(),
           (int)d.back());

    printf("sum %d\n", thrust::reduce(d.begin(), d.end()));
    printf("sum+100 %d\n", thrust::reduce(d.begin(), d.end(), 100));
    printf("max %d\n", thrust::reduce(d.begin(), d.end(), -1000, thrust::maximum<int>()));
    printf("min %d\n", thrust::reduce(thrust::device, d.begin(), d.end(), 1000, thrust::minimum<int>()));
    printf("count 12: %d, odd: %d\n", (int)thrust::count(d.begin(), d.end(), 12),
           (int)thrust::count_if(d.begin(), d.end(), is_odd()));
    thrust::device_vector<int>::iterator mn = thrust::min_element(d.begin(), d.end());
    thrust::device_vector<int>::iterator mx = thrust::max_element(d.begin(), d.end());
    printf("min_element %d at %d, max_element %d at %d\n", (int)*mn, (int)(mn - d.begin()),
           (int)*mx, (int)(mx - d.begin()));
    thrust::device_vector<int>::iterator f = thrust::find(d.begin(), d.end(), 12);
    printf("find 12 at %d, find 99 at end: %d\n", (int)(f - d.begin()),
           thrust::find(d.begin(), d.end(), 99) == d.end());
    printf("find_if odd at %d\n", (int)(thrust::find_if(d.begin(), d.end(), is_odd()) - d.begin()));

    thrust::device_vector<int> inc(n), exc(n);
    thrust::inclusive_scan(d.begin(), d.end(), inc.begin());
    thrust::exclusive_scan(d.begin(), d.end(), exc.begin());
    show("inclusive_scan", inc);
    show("exclusive_scan", exc);
    thrust::exclusive_scan(d.begin(), d.end(), exc.begin(), 5, thrust::maximum<int>());
    show("exclusive_scan max from 5", exc);

    thrust::device_vector<int> s = d;
    thrust::sort(s.begin(), s.end());
    show("sorted", s);
    thrust::sort(s.begin(), s.end(), thrust::greater<int>());
    show("sorted down", s);
    printf("equal to itself %d, to input %d\n", thrust::equal(s.begin(), s.end(), s.begin()),
           thrust::equal(s.begin(), s.end(), d.begin()));

    d[0] = 1000;
    d[1] += 5;
    printf("after writes: d[0] = %d, d[1] = %d\n", (int)d[0], (int)d[1]);
    d.resize(25, 7);
    show("resized", d);
    d.resize(5);
    show("shrunk", d);

    thrust::device_vector<int> seq(10);
    thrust::sequence(seq.begin(), seq.end());
    show("sequence", seq);
    thrust::sequence(seq.begin(), seq.end(), 100, -3);
    show("sequence 100 -3", seq);
    thrust::fill(seq.begin(), seq.begin() + 4, 9);
    show("fill", seq);

    thrust::host_vector<int> h(6);
    thrust::sequence(h.begin(), h.end(), 1);
    thrust::device_vector<int> dh = h;
    thrust::device_vector<int> two(6, 2);
    std::vector<int> back(6);
    thrust::copy(dh.begin(), dh.end(), back.begin());
    printf("std::vector from device:");
    for (int x : back)
        printf(" %d", x);
    printf("\n");
    thrust::copy(h.begin(), h.begin() + 3, two.begin() + 3);
    show("copy host to device", two);
    printf("host reduce %d\n", thrust::reduce(thrust::host, h.begin(), h.end()));

    /* raw device pointers under thrust::device */
    int *raw;
    cudaMalloc(&raw, n * sizeof(int));
    cudaMemcpy(raw, src.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    thrust::sort(thrust::device, raw, raw + n);
    int first3[3];
    cudaMemcpy(first3, raw, sizeof first3, cudaMemcpyDeviceToHost);
    printf("raw sorted: %d %d %d, sum %d, max at %d\n", first3[0], first3[1], first3[2],
           thrust::reduce(thrust::device, raw, raw + n),
           (int)(thrust::max_element(thrust::device, raw, raw + n) - raw));
    cudaFree(raw);
    return 0;
}
