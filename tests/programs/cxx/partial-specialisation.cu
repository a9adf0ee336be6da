// Partial specialisation of class templates (C++17 [temp.class.spec]; the most specialised
// match chosen, [temp.class.order]) and alias templates ([temp.alias]), in device and host code.
#include <cstdio>
#include <vector>

template <typename T> struct Kind { static const int value = 0; };
template <typename T> struct Kind<T *> { static const int value = 1; };
template <typename T> struct Kind<const T *> { static const int value = 2; };
template <typename T> struct Box { T x; };
template <typename T> struct Kind<Box<T>> { static const int value = 3; };

template <typename A, typename B> struct Same { enum { value = 0 }; };
template <typename A> struct Same<A, A> { enum { value = 1 }; };

template <typename T, int N> struct Arr { T v[N]; __host__ __device__ int size() const { return N; } };
template <int N> struct Arr<bool, N> { unsigned bits; __host__ __device__ int size() const { return -N; } };

template <typename T> using Ptr = T *;
template <typename T> using Vec = std::vector<T>;
template <typename T, int N> using Row = Arr<T, N>;

template <typename T> struct Elem { typedef T type; };
template <typename T> struct Elem<T *> { typedef typename Elem<T>::type type; };
template <typename T> using elem_t = typename Elem<T>::type;

__global__ void k(int *out)
{
    Arr<float, 4> a;
    Arr<bool, 7> b;
    out[0] = a.size();
    out[1] = b.size();
    out[2] = Kind<int *>::value + 10 * Kind<const float *>::value + 100 * Kind<int>::value;
    out[3] = Same<int, int>::value * 10 + Same<int, float>::value;
    Ptr<int> p = out + 4;
    *p = sizeof(elem_t<double ***>);
}

int main()
{
    int *d;
    cudaMalloc(&d, 5 * sizeof(int));
    k<<<1, 1>>>(d);
    int h[5];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("device: %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);
    printf("host: %d %d %d %d\n", Kind<Box<Vec<int>>>::value, Kind<const char *>::value,
           Same<Ptr<int>, int *>::value, Same<elem_t<int **>, int>::value);
    Row<double, 3> r;
    printf("row %d %zu\n", r.size(), sizeof(Row<bool, 2>));
    Vec<int> v(3, 5);
    printf("vec %zu %d\n", v.size(), v[2]);
    return 0;
}
