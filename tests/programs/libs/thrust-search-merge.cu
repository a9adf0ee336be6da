// Thrust's searches and merges of sorted ranges on device memory (docs/libraries.md,
// "Thrust"): lower_bound, upper_bound and binary_search of one value and of each value of a
// range (the vectorised forms), merge (the first range's element first among equals, seen
// through merge_by_key's values), and set_union, set_intersection, set_difference,
// set_symmetric_difference of ranges with repeated elements.
#include <stdio.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/binary_search.h>
#include <thrust/merge.h>
#include <thrust/set_operations.h>
#include <thrust/sequence.h>
#include <thrust/iterator/constant_iterator.h>

template <class It> void show(const char *name, It first, It last)
{
    thrust::host_vector<int> h(first, last);
    printf("%s (%d):", name, (int)h.size());
    for (size_t i = 0; i < h.size(); i++)
        printf(" %d", h[i]);
    printf("\n");
}

int main()
{
    int a[] = {0, 2, 2, 2, 5, 7, 7, 9, 12};
    int b[] = {1, 2, 3, 7, 7, 7, 8, 12, 13, 20};
    thrust::device_vector<int> A(a, a + 9), B(b, b + 10), out(32), out2(32);

    printf("lower_bound 2: %d, upper_bound 2: %d, lower_bound 6: %d, upper_bound 100: %d\n",
           (int)(thrust::lower_bound(A.begin(), A.end(), 2) - A.begin()),
           (int)(thrust::upper_bound(A.begin(), A.end(), 2) - A.begin()),
           (int)(thrust::lower_bound(A.begin(), A.end(), 6) - A.begin()),
           (int)(thrust::upper_bound(A.begin(), A.end(), 100) - A.begin()));
    printf("binary_search 7: %d, 8: %d, -1: %d\n", (int)thrust::binary_search(A.begin(), A.end(), 7),
           (int)thrust::binary_search(A.begin(), A.end(), 8), (int)thrust::binary_search(A.begin(), A.end(), -1));

    int q[] = {-3, 0, 1, 2, 6, 7, 9, 10, 12, 40};
    thrust::device_vector<int> Q(q, q + 10);
    thrust::device_vector<unsigned> pos(10);
    thrust::device_vector<bool> found(10);
    thrust::lower_bound(A.begin(), A.end(), Q.begin(), Q.end(), pos.begin());
    show("lower_bound each", pos.begin(), pos.end());
    thrust::upper_bound(A.begin(), A.end(), Q.begin(), Q.end(), pos.begin());
    show("upper_bound each", pos.begin(), pos.end());
    thrust::binary_search(A.begin(), A.end(), Q.begin(), Q.end(), found.begin());
    show("binary_search each", found.begin(), found.end());

    auto e = thrust::merge(A.begin(), A.end(), B.begin(), B.end(), out.begin());
    show("merge", out.begin(), e);
    auto p = thrust::merge_by_key(A.begin(), A.end(), B.begin(), B.end(), thrust::make_constant_iterator(1),
                                  thrust::make_constant_iterator(2), out.begin(), out2.begin());
    show("merge_by_key from", out2.begin(), p.second);

    e = thrust::set_union(A.begin(), A.end(), B.begin(), B.end(), out.begin());
    show("set_union", out.begin(), e);
    e = thrust::set_intersection(A.begin(), A.end(), B.begin(), B.end(), out.begin());
    show("set_intersection", out.begin(), e);
    e = thrust::set_difference(A.begin(), A.end(), B.begin(), B.end(), out.begin());
    show("set_difference", out.begin(), e);
    e = thrust::set_symmetric_difference(A.begin(), A.end(), B.begin(), B.end(), out.begin());
    show("set_symmetric_difference", out.begin(), e);
    return 0;
}
