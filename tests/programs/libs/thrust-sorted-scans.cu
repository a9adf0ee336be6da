// Thrust's is_sorted, is_sorted_until, equal_range, transform_if (with a stencil),
// transform_inclusive_scan, transform_exclusive_scan, uninitialized_fill and
// uninitialized_copy on device memory and on a host_vector (docs/libraries.md, "Thrust"):
// integers, whose results do not depend on the order of the operations.
#include <stdio.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/binary_search.h>
#include <thrust/transform.h>
#include <thrust/transform_scan.h>
#include <thrust/uninitialized_fill.h>
#include <thrust/uninitialized_copy.h>

struct sq {
    __host__ __device__ int operator()(int x) const { return x * x; }
};
struct neg {
    __host__ __device__ int operator()(int x) const { return -x; }
};
struct is_even {
    __host__ __device__ bool operator()(int x) const { return x % 2 == 0; }
};
template <class V> void show(const char *name, const V &v)
{
    thrust::host_vector<int> h(v.begin(), v.end());
    printf("%s:", name);
    for (size_t i = 0; i < h.size(); i++)
        printf(" %d", h[i]);
    printf("\n");
}

int main()
{
    int a[] = {1, 2, 2, 4, 4, 4, 3, 9};
    thrust::device_vector<int> v(a, a + 8), out(8);
    thrust::host_vector<int> h(a, a + 8);
    printf("is_sorted: %d %d, until: %d %d, first 6: %d, greater: %d\n", (int)thrust::is_sorted(v.begin(), v.end()),
           (int)thrust::is_sorted(h.begin(), h.end()), (int)(thrust::is_sorted_until(v.begin(), v.end()) - v.begin()),
           (int)(thrust::is_sorted_until(h.begin(), h.end()) - h.begin()), (int)thrust::is_sorted(v.begin(), v.begin() + 6),
           (int)thrust::is_sorted(v.begin() + 5, v.begin() + 7, thrust::greater<int>()));
    auto r = thrust::equal_range(v.begin(), v.begin() + 6, 4);
    auto rh = thrust::equal_range(h.begin(), h.begin() + 6, 2);
    printf("equal_range 4: [%d, %d), 2 on the host: [%d, %d)\n", (int)(r.first - v.begin()), (int)(r.second - v.begin()),
           (int)(rh.first - h.begin()), (int)(rh.second - h.begin()));

    thrust::fill(out.begin(), out.end(), 0);
    thrust::transform_if(v.begin(), v.end(), out.begin(), neg(), is_even());
    show("transform_if", out);
    thrust::device_vector<int> st(8);
    thrust::sequence(st.begin(), st.end());
    thrust::transform_if(v.begin(), v.end(), st.begin(), out.begin(), sq(), is_even());
    show("  with a stencil", out);
    thrust::transform_inclusive_scan(v.begin(), v.end(), out.begin(), sq(), thrust::plus<int>());
    show("transform_inclusive_scan", out);
    thrust::transform_exclusive_scan(v.begin(), v.end(), out.begin(), neg(), 100, thrust::plus<int>());
    show("transform_exclusive_scan", out);
    thrust::host_vector<int> ho(8);
    thrust::transform_inclusive_scan(h.begin(), h.end(), ho.begin(), sq(), thrust::maximum<int>());
    show("  on the host, maximum", ho);
    thrust::uninitialized_fill(out.begin(), out.begin() + 3, 7);
    thrust::uninitialized_copy(v.begin() + 5, v.end(), out.begin() + 3);
    show("uninitialized_fill, _copy", out);
    return 0;
}
