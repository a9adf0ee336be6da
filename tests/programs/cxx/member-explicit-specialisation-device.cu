// An explicit specialisation of a member of a class template in device code (C++17
// [temp.expl.spec]): Scale<float *>::apply and Scale<int>::name are defined for that instance
// alone; a kernel calls both instances' members.
#include <cstdio>

template <class T> struct Scale {
    T v;
    __device__ float apply(float s) const;
    __host__ __device__ static int name();
};
template <class T> __device__ float Scale<T>::apply(float s) const { return (float)v * s; }
template <> __device__ float Scale<float *>::apply(float s) const { return v[threadIdx.x] * s + 100; }
template <class T> __host__ __device__ int Scale<T>::name() { return 1; }
template <> __host__ __device__ int Scale<int>::name() { return 2; }

__global__ void k(float *data, float *out)
{
    Scale<int> a{(int)threadIdx.x};
    Scale<float *> b{data};
    out[threadIdx.x] = a.apply(2) + b.apply(0.5f) + Scale<int>::name() * 1000 + Scale<float>::name() * 10000;
}

int main()
{
    float *d, *o;
    cudaMallocManaged(&d, 4 * sizeof(float));
    cudaMallocManaged(&o, 4 * sizeof(float));
    for (int i = 0; i < 4; i++)
        d[i] = (float)(i * i);
    k<<<1, 4>>>(d, o);
    cudaDeviceSynchronize();
    for (int i = 0; i < 4; i++)
        printf("%g\n", o[i]);
    printf("host: %d %d\n", Scale<int>::name(), Scale<double>::name());
    return 0;
}
