// Thrust's selecting algorithms on device memory (docs/libraries.md, "Thrust"): copy_if
// (with a stencil, from a counting iterator), remove_copy_if, remove_if (in place, with a
// stencil), remove, unique (in place, with a predicate), unique_copy, unique_by_key,
// unique_by_key_copy (into a discard_iterator), partition, stable_partition,
// partition_copy: what each keeps, in order, and the end it returns.
#include <stdio.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/copy.h>
#include <thrust/remove.h>
#include <thrust/unique.h>
#include <thrust/partition.h>
#include <thrust/sequence.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/discard_iterator.h>

struct is_odd {
    __host__ __device__ bool operator()(int x) const { return x % 2 != 0; }
};
struct above {
    int t;
    __host__ __device__ bool operator()(int x) const { return x > t; }
};
struct same_tens {
    __host__ __device__ bool operator()(int a, int b) const { return a / 10 == b / 10; }
};

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
    int data[] = {5, 8, 8, 3, 3, 3, 12, 7, 8, 1, 1, 14, 9, 9, 2, 6};
    const int n = 16;
    thrust::device_vector<int> v(data, data + n), out(n), out2(n);

    auto e = thrust::copy_if(v.begin(), v.end(), out.begin(), is_odd());
    show("copy_if odd", out.begin(), e);
    thrust::device_vector<int> flags(n);
    for (int i = 0; i < n; i++)
        flags[i] = data[i] > 6;
    e = thrust::copy_if(thrust::make_counting_iterator(0), thrust::make_counting_iterator(n), flags.begin(), out.begin(),
                        above{0});
    show("copy_if stencil", out.begin(), e);
    e = thrust::remove_copy_if(v.begin(), v.end(), out.begin(), above{6});
    show("remove_copy_if", out.begin(), e);

    thrust::device_vector<int> w = v;
    e = thrust::remove_if(w.begin(), w.end(), is_odd());
    show("remove_if", w.begin(), e);
    w = v;
    e = thrust::remove_if(w.begin(), w.end(), flags.begin(), above{0});
    show("remove_if stencil", w.begin(), e);
    w = v;
    e = thrust::remove(w.begin(), w.end(), 8);
    show("remove 8", w.begin(), e);

    w = v;
    e = thrust::unique(w.begin(), w.end());
    show("unique", w.begin(), e);
    int tens[] = {1, 4, 12, 15, 11, 23, 7, 2, 31, 30};
    thrust::device_vector<int> t(tens, tens + 10);
    e = thrust::unique(t.begin(), t.end(), same_tens());
    show("unique tens", t.begin(), e);
    e = thrust::unique_copy(v.begin(), v.end(), out.begin());
    show("unique_copy", out.begin(), e);

    thrust::device_vector<int> keys = v, vals(n);
    thrust::sequence(vals.begin(), vals.end(), 100);
    auto p = thrust::unique_by_key(keys.begin(), keys.end(), vals.begin());
    show("unique_by_key keys", keys.begin(), p.first);
    show("unique_by_key vals", vals.begin(), p.second);
    auto q = thrust::unique_by_key_copy(v.begin(), v.end(), thrust::make_counting_iterator(0), out.begin(), out2.begin());
    show("unique_by_key_copy keys", out.begin(), q.first);
    show("unique_by_key_copy vals", out2.begin(), q.second);
    auto r = thrust::unique_by_key_copy(v.begin(), v.end(), thrust::make_counting_iterator(0),
                                        thrust::make_discard_iterator(), out2.begin());
    show("into discard", out2.begin(), r.second);

    w = v;
    e = thrust::stable_partition(w.begin(), w.end(), is_odd());
    show("stable_partition", w.begin(), w.end());
    printf("true part ends at %d\n", (int)(e - w.begin()));
    w = v;
    e = thrust::partition(w.begin(), w.end(), above{6});
    printf("partition: %d above 6\n", (int)(e - w.begin()));
    show("  first part", w.begin(), e);
    auto pc = thrust::partition_copy(v.begin(), v.end(), out.begin(), out2.begin(), is_odd());
    show("partition_copy true", out.begin(), pc.first);
    show("partition_copy false", out2.begin(), pc.second);
    return 0;
}
