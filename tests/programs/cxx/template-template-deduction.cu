// A template template parameter deduced from a function argument (C++17 [temp.deduct.type]
// p8: TT<T>, and [temp.arg.template] p3: a class template with more parameters, defaulted,
// matches template <class> class): count_of(v) with C = Box or std::vector, a pack form
// template <class...> class, in host and device code.
#include <cstdio>
#include <vector>

template <class T> struct Box {
    T v;
    __host__ __device__ int size() const { return 1; }
};
template <class T, class U = int> struct Two {
    T v;
    U w;
    __host__ __device__ int size() const { return 2; }
};

template <template <class> class C, class T> __host__ __device__ int count_of(const C<T> &c)
{
    return c.size() * 100 + (int)sizeof(T);
}
template <template <class...> class C, class... T> __host__ __device__ int count_packed(const C<T...> &c)
{
    return c.size() * 10 + (int)sizeof...(T);
}
template <template <class, class> class C, class T, class U> int second_size(const C<T, U> &)
{
    return (int)sizeof(U);
}

__global__ void kernel(int *out)
{
    Box<double> b;
    Two<char> t;
    out[0] = count_of(b);
    out[1] = count_of(t);
    out[2] = count_packed(b);
    out[3] = count_packed(t);
}

int main()
{
    Box<short> b;
    Two<char> t;
    Two<char, double> td;
    std::vector<float> v(7);
    printf("host: %d %d %d %d %d %d %d\n", count_of(b), count_of(t), count_packed(t), count_packed(td), count_of(v),
           second_size(t), second_size(td));
    int *out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("device: %d %d %d %d\n", out[0], out[1], out[2], out[3]);
    return 0;
}
