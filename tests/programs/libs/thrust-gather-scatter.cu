// Thrust's element-wise algorithms and iterators on device memory (docs/libraries.md,
// "Thrust"): gather, gather_if, scatter, scatter_if, replace, replace_if, replace_copy,
// tabulate, adjacent_difference (the default, an operation, in place), reverse, all_of,
// any_of, none_of, minmax_element, and the permutation_iterator, reverse_iterator and
// discard_iterator as an algorithm's input and output.
#include <stdio.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/gather.h>
#include <thrust/scatter.h>
#include <thrust/replace.h>
#include <thrust/tabulate.h>
#include <thrust/adjacent_difference.h>
#include <thrust/reverse.h>
#include <thrust/logical.h>
#include <thrust/extrema.h>
#include <thrust/transform.h>
#include <thrust/sequence.h>
#include <thrust/iterator/permutation_iterator.h>
#include <thrust/iterator/reverse_iterator.h>
#include <thrust/iterator/discard_iterator.h>

template <class It> void show(const char *name, It first, It last)
{
    thrust::host_vector<int> h(first, last);
    printf("%s:", name);
    for (size_t i = 0; i < h.size(); i++)
        printf(" %d", h[i]);
    printf("\n");
}
struct is_neg {
    __host__ __device__ bool operator()(int x) const { return x < 0; }
};
struct square_minus {
    __host__ __device__ int operator()(int i) const { return i * i - 10; }
};
struct neg {
    __host__ __device__ int operator()(int x) const { return -x; }
};

int main()
{
    int d[] = {40, -3, 17, 8, -12, 25, 0, 33};
    int m[] = {7, 0, 0, 4, 2, 6, 1, 5};
    thrust::device_vector<int> v(d, d + 8), map(m, m + 8), out(8, -1), st(8);
    for (int i = 0; i < 8; i++)
        st[i] = i % 3 == 0;

    thrust::gather(map.begin(), map.end(), v.begin(), out.begin());
    show("gather", out.begin(), out.end());
    thrust::fill(out.begin(), out.end(), -1);
    thrust::gather_if(map.begin(), map.end(), st.begin(), v.begin(), out.begin());
    show("gather_if", out.begin(), out.end());
    int sm[] = {3, 1, 0, 7, 6, 4, 2, 5};
    thrust::device_vector<int> smap(sm, sm + 8);
    thrust::scatter(v.begin(), v.end(), smap.begin(), out.begin());
    show("scatter", out.begin(), out.end());
    thrust::fill(out.begin(), out.end(), 0);
    thrust::scatter_if(v.begin(), v.end(), smap.begin(), st.begin(), out.begin());
    show("scatter_if", out.begin(), out.end());

    thrust::device_vector<int> w = v;
    thrust::replace(w.begin(), w.end(), 8, 80);
    thrust::replace_if(w.begin(), w.end(), is_neg(), 0);
    show("replace", w.begin(), w.end());
    thrust::replace_copy(v.begin(), v.end(), out.begin(), 0, 99);
    show("replace_copy", out.begin(), out.end());
    thrust::tabulate(out.begin(), out.end(), square_minus());
    show("tabulate", out.begin(), out.end());

    thrust::adjacent_difference(v.begin(), v.end(), out.begin());
    show("adjacent_difference", out.begin(), out.end());
    thrust::adjacent_difference(v.begin(), v.end(), out.begin(), thrust::maximum<int>());
    show("  maximum", out.begin(), out.end());
    w = v;
    thrust::adjacent_difference(w.begin(), w.end(), w.begin());
    show("  in place", w.begin(), w.end());

    w = v;
    thrust::reverse(w.begin(), w.end());
    show("reverse", w.begin(), w.end());
    thrust::copy(v.rbegin(), v.rend(), out.begin());
    show("rbegin", out.begin(), out.end());
    thrust::transform(v.begin(), v.end(), thrust::make_reverse_iterator(out.end()), neg());
    show("into reverse", out.begin(), out.end());

    auto pb = thrust::make_permutation_iterator(v.begin(), map.begin());
    thrust::transform(pb, pb + 8, out.begin(), neg());
    show("permutation in", out.begin(), out.end());
    thrust::fill(out.begin(), out.end(), 0);
    thrust::copy(v.begin(), v.begin() + 4, thrust::make_permutation_iterator(out.begin(), smap.begin()));
    show("permutation out", out.begin(), out.end());
    auto de = thrust::transform(v.begin(), v.end(), thrust::make_discard_iterator(), neg());
    printf("discard: %d\n", (int)(de - thrust::make_discard_iterator()));

    printf("all_of neg %d, any_of neg %d, none_of neg %d, any_of neg in [2,4) %d\n",
           (int)thrust::all_of(v.begin(), v.end(), is_neg()), (int)thrust::any_of(v.begin(), v.end(), is_neg()),
           (int)thrust::none_of(v.begin(), v.end(), is_neg()), (int)thrust::any_of(v.begin() + 2, v.begin() + 4, is_neg()));
    int e[] = {5, 1, 9, 1, 9, 3};
    thrust::device_vector<int> ev(e, e + 6);
    auto mm = thrust::minmax_element(ev.begin(), ev.end());
    printf("minmax_element: %d at %d, %d at %d\n", (int)*mm.first, (int)(mm.first - ev.begin()), (int)*mm.second,
           (int)(mm.second - ev.begin()));
    return 0;
}
