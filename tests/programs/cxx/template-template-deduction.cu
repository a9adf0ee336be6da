// A template template parameter deduced from a function argument (C++17 [temp.deduct.type]
// p8: TT<T>): count_of(b) with C = Box, a pack form template <class...> class taking a class
// template of any number of parameters, and C<T, U> for a template of two, in host and device
// code. (A template of more parameters, defaulted, given for template <class> class is what
// C++17's [temp.arg.template] p3 allows and g++ takes, but nvcc's front end refuses: not used.)
#include <cstdio>

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
    out[1] = count_packed(b) + count_packed(t);
    out[2] = count_packed(b);
    out[3] = count_packed(t);
}

int main()
{
    Box<short> b;
    Two<char> t;
    Two<char, double> td;
    printf("host: %d %d %d %d %d\n", count_of(b), count_packed(t), count_packed(td), second_size(t),
           second_size(td));
    int *out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("device: %d %d %d %d\n", out[0], out[1], out[2], out[3]);
    return 0;
}
