// C++ that NVIDIA's interval sample and its Boost headers use, in device and host code:
// constructors, static members and member templates of a class template defined outside it
// (C++17 [temp.mem]), the class template's name alone there meaning the instance; const
// references bound to the values that functions return (C++17 [class.temporary]: the
// temporary lives as long as the reference); a member typedef of a base class named through
// the derived class (typename R::mode_t); a kernel template's instance named as a value
// (cudaFuncSetCacheConfig(kernel<T>, ...)); inline PTX operands written without a comma
// between them, as nvcc takes them (CUDA C++ Programming Guide §7.x, inline PTX).
#include <cstdio>

struct Modes { typedef int mode_t; };
template <class T> struct Rounded : Modes {
    __host__ __device__ T max(const T &a, const T &b) const { return a < b ? b : a; }
    __host__ __device__ T min(const T &a, const T &b) const { return a < b ? a : b; }
};

template <class T> class Interval {
  public:
    __host__ __device__ Interval(const T &l, const T &u);
    template <class U> __host__ __device__ Interval(const U &v);
    __host__ __device__ static Interval hull(const T &x, const T &y);
    __host__ __device__ const T &lower() const { return lo; }
    __host__ __device__ const T &upper() const { return up; }
    template <class U> __host__ __device__ Interval &operator=(const U &v);

  private:
    T lo, up;
};

template <class T> __host__ __device__ Interval<T>::Interval(const T &l, const T &u) : lo(l), up(u) {}
template <class T>
template <class U>
__host__ __device__ Interval<T>::Interval(const U &v) : lo(v), up(v)
{
}
template <class T> __host__ __device__ Interval<T> Interval<T>::hull(const T &x, const T &y)
{
    return x <= y ? Interval(x, y) : Interval(y, x);
}
template <class T>
template <class U>
__host__ __device__ Interval<T> &Interval<T>::operator=(const U &v)
{
    lo = up = v;
    return *this;
}

template <class T> __host__ __device__ Interval<T> intersect(const Interval<T> &x, const Interval<T> &y)
{
    Rounded<T> rnd;
    T const &l = rnd.max(x.lower(), y.lower());
    T const &u = rnd.min(x.upper(), y.upper());
    typename Rounded<T>::mode_t n = l <= u;
    return n ? Interval<T>(l, u) : Interval<T>(0);
}

__device__ unsigned int flag;

template <class T> __global__ void kernel(T a, T b)
{
    Interval<T> x = Interval<T>::hull(b, a), y(a * 2);
    Interval<T> z = intersect(x, Interval<T>(a + 1, b + 10));
    y = 4;
    unsigned int one = 1;
    asm volatile("st.global.u32 [%1], %0;" ::"r"(one) "l"(&flag) : "memory");
    printf("[%g, %g] [%g, %g] [%g, %g] %u\n", (double)x.lower(), (double)x.upper(), (double)y.lower(),
           (double)y.upper(), (double)z.lower(), (double)z.upper(), flag);
}

int main()
{
    cudaError_t e = cudaFuncSetCacheConfig(kernel<double>, cudaFuncCachePreferL1);
    printf("%s\n", cudaGetErrorString(e));
    kernel<double><<<1, 1>>>(1.5, 7);
    kernel<float><<<1, 1>>>(3, 2);
    cudaDeviceSynchronize();
    Interval<int> h = intersect(Interval<int>::hull(8, 1), Interval<int>(5, 20));
    printf("[%d, %d]\n", h.lower(), h.upper());
    return 0;
}
