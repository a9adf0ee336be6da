// Thrust's by-key algorithms on device memory (docs/libraries.md, "Thrust"): reduce_by_key
// (runs of equal keys; with a predicate and an operation), inclusive_scan_by_key and
// exclusive_scan_by_key (defaults, a predicate, an init, in place), and a scan by key of
// zipped values with thrust::minimum of tuples over head flags compared by greater_equal.
// Integers and floats whose sums are exact, so the result does not depend on the order.
#include <stdio.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/functional.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/iterator/constant_iterator.h>

template <class V> void show(const char *name, const V &v, int n)
{
    thrust::host_vector<typename V::value_type> h(v);
    printf("%s:", name);
    for (int i = 0; i < n; i++)
        printf(" %g", (double)h[i]);
    printf("\n");
}

struct same_parity {
    __host__ __device__ bool operator()(int a, int b) const { return (a & 1) == (b & 1); }
};

int main()
{
    int k[] = {1, 1, 1, 3, 3, 2, 2, 2, 2, 5, 1, 1};
    float x[] = {0.5f, 1.5f, 2.0f, 4.0f, 0.25f, 1.0f, 1.0f, 2.0f, 3.0f, 8.0f, 0.75f, 0.5f};
    const int n = 12;
    thrust::device_vector<int> keys(k, k + n), okeys(n);
    thrust::device_vector<float> vals(x, x + n), ovals(n);

    auto r = thrust::reduce_by_key(keys.begin(), keys.end(), vals.begin(), okeys.begin(), ovals.begin());
    int m = (int)(r.first - okeys.begin());
    printf("reduce_by_key: %d runs (%d values)\n", m, (int)(r.second - ovals.begin()));
    show("  keys", okeys, m);
    show("  sums", ovals, m);
    r = thrust::reduce_by_key(keys.begin(), keys.end(), vals.begin(), okeys.begin(), ovals.begin(), same_parity(),
                              thrust::maximum<float>());
    m = (int)(r.first - okeys.begin());
    show("  parity keys", okeys, m);
    show("  parity max", ovals, m);
    thrust::device_vector<int> counts(n);
    auto rc = thrust::reduce_by_key(keys.begin(), keys.end(), thrust::make_constant_iterator(1), okeys.begin(),
                                    counts.begin());
    show("  counts", counts, (int)(rc.second - counts.begin()));

    thrust::device_vector<float> s(n);
    thrust::inclusive_scan_by_key(keys.begin(), keys.end(), vals.begin(), s.begin());
    show("inclusive_scan_by_key", s, n);
    thrust::inclusive_scan_by_key(keys.begin(), keys.end(), vals.begin(), s.begin(), same_parity(),
                                  thrust::multiplies<float>());
    show("  parity product", s, n);
    thrust::exclusive_scan_by_key(keys.begin(), keys.end(), vals.begin(), s.begin());
    show("exclusive_scan_by_key", s, n);
    thrust::exclusive_scan_by_key(keys.begin(), keys.end(), vals.begin(), s.begin(), 10.0f);
    show("  init 10", s, n);
    thrust::device_vector<float> inplace = vals;
    thrust::inclusive_scan_by_key(keys.begin(), keys.end(), inplace.begin(), inplace.begin());
    show("  in place", inplace, n);

    /* minimum edge of each segment: head flags 1 at a segment's start */
    int fl[] = {1, 0, 0, 1, 0, 1, 1, 0, 0, 0, 1, 0};
    float wt[] = {3.0f, 1.0f, 2.0f, 5.0f, 5.0f, 2.0f, 9.0f, 4.0f, 4.0f, 6.0f, 1.0f, 0.5f};
    unsigned ed[] = {10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21};
    thrust::device_vector<unsigned> flags(fl, fl + n), edges(ed, ed + n), min_e(n);
    thrust::device_vector<float> weights(wt, wt + n), min_w(n);
    thrust::inclusive_scan_by_key(flags.begin(), flags.end(),
                                  thrust::make_zip_iterator(thrust::make_tuple(weights.begin(), edges.begin())),
                                  thrust::make_zip_iterator(thrust::make_tuple(min_w.begin(), min_e.begin())),
                                  thrust::greater_equal<unsigned>(), thrust::minimum<thrust::tuple<float, unsigned>>());
    show("min weights", min_w, n);
    show("min edges", min_e, n);
    return 0;
}
