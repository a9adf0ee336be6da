// Thrust's tuple and zip_iterator (docs/libraries.md, "Thrust"): make_tuple, get<N>, the
// lexicographic comparisons, transform and for_each over zipped ranges (a functor that takes
// and returns tuples), sort over a zip iterator (tuples compared lexicographically),
// sort_by_key with zipped values, and generate through a zip iterator with a generator
// object that runs on the device.
#include <stdio.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/tuple.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/transform.h>
#include <thrust/for_each.h>
#include <thrust/generate.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>

typedef thrust::tuple<int, float> IF;

struct axpy_pair {
    __host__ __device__ IF operator()(const IF &t) const
    {
        return thrust::make_tuple(thrust::get<0>(t) * 3 + 1, thrust::get<1>(t) * 0.5f + thrust::get<0>(t));
    }
};

struct scale_in_place {
    float s;
    template <class T> __host__ __device__ void operator()(T t) const { thrust::get<1>(t) = thrust::get<0>(t) * s; }
};

struct dot3 {
    __host__ __device__ float operator()(const thrust::tuple<float, float, float> &a,
                                         const thrust::tuple<float, float, float> &b) const
    {
        return thrust::get<0>(a) * thrust::get<0>(b) + thrust::get<1>(a) * thrust::get<1>(b) +
               thrust::get<2>(a) * thrust::get<2>(b);
    }
};

/* a generator object: each thread calls its own copy */
struct points {
    __host__ __device__ thrust::tuple<int, float> operator()()
    {
#ifdef __CUDA_ARCH__
        int id = blockIdx.x * blockDim.x + threadIdx.x;
        return thrust::make_tuple((id * 37) % 11, id * 0.25f);
#else
        return thrust::make_tuple(-1, -1.0f);
#endif
    }
};

template <class V> void show(const char *name, const V &v)
{
    thrust::host_vector<typename V::value_type> h(v);
    printf("%s:", name);
    for (size_t i = 0; i < h.size(); i++)
        printf(" %g", (double)h[i]);
    printf("\n");
}

int main()
{
    thrust::tuple<int, float, char> t = thrust::make_tuple(7, 2.5f, 'x');
    printf("get: %d %g %c\n", thrust::get<0>(t), thrust::get<1>(t), thrust::get<2>(t));
    thrust::get<0>(t) = 9;
    printf("set: %d size %d\n", thrust::get<0>(t), (int)thrust::tuple_size<thrust::tuple<int, float, char>>::value);
    IF a = thrust::make_tuple(1, 2.0f), b = thrust::make_tuple(1, 3.0f), c = thrust::make_tuple(0, 9.0f);
    printf("compare: %d %d %d %d %d\n", a < b, b < a, c < a, a == a, a != b);

    const int n = 12;
    thrust::device_vector<int> k(n);
    thrust::device_vector<float> v(n);
    thrust::sequence(k.begin(), k.end(), 5);
    thrust::sequence(v.begin(), v.end(), 1.0f, 0.5f);
    thrust::device_vector<int> k2(n);
    thrust::device_vector<float> v2(n);
    thrust::transform(thrust::make_zip_iterator(thrust::make_tuple(k.begin(), v.begin())),
                      thrust::make_zip_iterator(thrust::make_tuple(k.end(), v.end())),
                      thrust::make_zip_iterator(thrust::make_tuple(k2.begin(), v2.begin())), axpy_pair());
    show("transform k", k2);
    show("transform v", v2);

    scale_in_place f = {1.5f};
    thrust::for_each(thrust::make_zip_iterator(thrust::make_tuple(v.begin(), v2.begin())),
                     thrust::make_zip_iterator(thrust::make_tuple(v.end(), v2.end())), f);
    show("for_each", v2);

    thrust::device_vector<float> x(4), y(4), z(4), w(4);
    thrust::sequence(x.begin(), x.end(), 1.0f);
    thrust::sequence(y.begin(), y.end(), 2.0f);
    thrust::sequence(z.begin(), z.end(), 3.0f);
    thrust::device_vector<float> d(2);
    thrust::transform(thrust::make_zip_iterator(thrust::make_tuple(x.begin(), y.begin(), z.begin())),
                      thrust::make_zip_iterator(thrust::make_tuple(x.begin() + 2, y.begin() + 2, z.begin() + 2)),
                      thrust::make_zip_iterator(thrust::make_tuple(x.begin() + 2, y.begin() + 2, z.begin() + 2)),
                      d.begin(), dot3());
    show("dot3", d);

    thrust::generate(thrust::make_zip_iterator(thrust::make_tuple(k.begin(), v.begin())),
                     thrust::make_zip_iterator(thrust::make_tuple(k.end(), v.end())), points());
    show("generate k", k);
    show("generate v", v);

    thrust::sort(thrust::make_zip_iterator(thrust::make_tuple(k.begin(), v.begin())),
                 thrust::make_zip_iterator(thrust::make_tuple(k.end(), v.end())), thrust::greater<IF>());
    show("sort zip k", k);
    show("sort zip v", v);

    thrust::device_vector<int> id(n);
    thrust::sequence(id.begin(), id.end());
    thrust::sort_by_key(k.begin(), k.end(), thrust::make_zip_iterator(thrust::make_tuple(v.begin(), id.begin())));
    show("by key k", k);
    show("by key v", v);
    show("by key id", id);

    IF first = *thrust::make_zip_iterator(thrust::make_tuple(k.begin(), v.begin()));
    printf("first: %d %g\n", thrust::get<0>(first), thrust::get<1>(first));
    return 0;
}
