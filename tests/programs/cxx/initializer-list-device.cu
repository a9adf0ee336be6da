// std::initializer_list in device code: its members are __host__ __device__ (CUDA C++
// Programming Guide §5.3.11.7, [cuda::]std::initializer_list), with its member types; and a
// class device code uses may derive from std::iterator (<iterator>'s tags and traits).
#include <cstdio>
#include <initializer_list>
#include <iterator>

__device__ int weigh(std::initializer_list<int> l)
{
    int s = 0;
    for (int x : l)
        s = s * 10 + x;
    std::initializer_list<int>::size_type n = l.size();
    return s + 1000 * (int)n;
}

template <typename T>
struct counter : std::iterator<std::input_iterator_tag, T> {
    T cur;
    __host__ __device__ counter(T c) : cur(c) {}
    __host__ __device__ T operator*() const { return cur; }
    __host__ __device__ counter &operator++() { cur += 2; return *this; }
    __host__ __device__ bool operator!=(const counter &o) const { return cur < o.cur; }
};

template <typename T>
struct evens {
    T lo, hi;
    __host__ __device__ counter<T> begin() const { return counter<T>(lo); }
    __host__ __device__ counter<T> end() const { return counter<T>(hi); }
};

__global__ void kernel(const char *text, int *out)
{
    int n = 0;
    for (const auto c : {'a', 'e', 'o'})
        for (const char *p = text; *p; p++)
            n += *p == c;
    int e = 0;
    for (auto i : evens<int>{(int)threadIdx.x, 10})
        e += i;
    typename std::iterator_traits<counter<int>>::value_type v = 3;
    out[threadIdx.x] = n + 100 * e + 10000 * v;
    if (threadIdx.x == 0)
        printf("%d %d\n", weigh({4, 5, 6}), weigh({}));
}

int main()
{
    char *text;
    int *out;
    cudaMallocManaged(&text, 32);
    cudaMallocManaged(&out, 2 * sizeof(int));
    snprintf(text, 32, "a cooperative array");
    kernel<<<1, 2>>>(text, out);
    cudaDeviceSynchronize();
    printf("%d %d\n", out[0], out[1]);
    return 0;
}
