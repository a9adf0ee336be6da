// Thrust's new algorithms on host memory (docs/libraries.md, "Thrust"): a host_vector's
// iterators, a std::vector's data and thrust::host run them on the host: copy_if, unique,
// reduce_by_key, inclusive_scan_by_key, stable_partition, lower_bound (vectorised), merge,
// set_intersection, adjacent_difference, gather, minmax_element, and a zip_iterator over
// host memory.
#include <stdio.h>
#include <vector>
#include <thrust/host_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/copy.h>
#include <thrust/unique.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/partition.h>
#include <thrust/binary_search.h>
#include <thrust/merge.h>
#include <thrust/set_operations.h>
#include <thrust/adjacent_difference.h>
#include <thrust/gather.h>
#include <thrust/extrema.h>
#include <thrust/transform.h>
#include <thrust/iterator/zip_iterator.h>

struct is_even {
    __host__ __device__ bool operator()(int x) const { return x % 2 == 0; }
};
struct sum_pair {
    __host__ __device__ int operator()(const thrust::tuple<int, int> &t) const { return thrust::get<0>(t) * 10 + thrust::get<1>(t); }
};
void show(const char *name, const int *p, long n)
{
    printf("%s:", name);
    for (long i = 0; i < n; i++)
        printf(" %d", p[i]);
    printf("\n");
}

int main()
{
    int d[] = {4, 4, 7, 1, 1, 1, 6, 3, 8, 8};
    thrust::host_vector<int> h(d, d + 10), o(20);
    long n = thrust::copy_if(h.begin(), h.end(), o.begin(), is_even()) - o.begin();
    show("copy_if", o.data(), n);
    thrust::host_vector<int> u = h;
    n = thrust::unique(u.begin(), u.end()) - u.begin();
    show("unique", u.data(), n);
    thrust::host_vector<int> ones(10, 1), ok(10), ov(10);
    auto r = thrust::reduce_by_key(h.begin(), h.end(), ones.begin(), ok.begin(), ov.begin());
    show("reduce_by_key keys", ok.data(), r.first - ok.begin());
    show("reduce_by_key counts", ov.data(), r.second - ov.begin());
    thrust::inclusive_scan_by_key(h.begin(), h.end(), ones.begin(), o.begin());
    show("inclusive_scan_by_key", o.data(), 10);
    std::vector<int> s(d, d + 10);
    thrust::stable_partition(thrust::host, s.data(), s.data() + 10, is_even());
    show("stable_partition", s.data(), 10);
    int sorted[] = {1, 3, 3, 6, 9};
    int q[] = {0, 3, 4, 9, 10};
    int pos[5];
    thrust::lower_bound(sorted, sorted + 5, q, q + 5, pos);
    show("lower_bound", pos, 5);
    n = thrust::merge(sorted, sorted + 5, q, q + 5, o.begin()) - o.begin();
    show("merge", o.data(), n);
    n = thrust::set_intersection(sorted, sorted + 5, q, q + 5, o.begin()) - o.begin();
    show("set_intersection", o.data(), n);
    thrust::adjacent_difference(h.begin(), h.end(), o.begin());
    show("adjacent_difference", o.data(), 10);
    int map[] = {9, 0, 2};
    thrust::gather(map, map + 3, h.begin(), o.begin());
    show("gather", o.data(), 3);
    auto mm = thrust::minmax_element(h.begin(), h.end());
    printf("minmax_element: %d at %d, %d at %d\n", *mm.first, (int)(mm.first - h.begin()), *mm.second,
           (int)(mm.second - h.begin()));
    thrust::host_vector<int> a(3, 2), b(3);
    b[0] = 1; b[1] = 5; b[2] = 9;
    thrust::transform(thrust::make_zip_iterator(thrust::make_tuple(a.begin(), b.begin())),
                      thrust::make_zip_iterator(thrust::make_tuple(a.end(), b.end())), o.begin(), sum_pair());
    show("zip on the host", o.data(), 3);
    return 0;
}
