// A class nested in a class template, with __host__ __device__ member functions and a
// constructor defined outside both classes and a constructor's default argument that names
// the template's parameter (C++17 [temp.mem.class], [temp.mem.func]; the CUDA C++ Programming
// Guide's §5.4.1, Function Execution Space Specifiers): called from a kernel, as from
// host code. The device line prints what the host line prints (the same functions on the same
// values, computed exactly in either floating type); g++ printed the host line.
#include <cstdio>

template <class RealType>
struct dist {
    struct param_type {
        __host__ __device__ param_type(RealType a = RealType(0), RealType b = RealType(1));
        __host__ __device__ RealType width() const;
        __host__ __device__ RealType lerp(RealType u) const;
        RealType a_, b_;
    };
};

template <class RealType>
__host__ __device__ dist<RealType>::param_type::param_type(RealType a, RealType b) : a_(a), b_(b)
{
}

template <class RealType>
__host__ __device__ RealType dist<RealType>::param_type::width() const
{
    return b_ - a_;
}

template <class RealType>
__host__ __device__ RealType dist<RealType>::param_type::lerp(RealType u) const
{
    return a_ + u * width();
}

__host__ __device__ void show(const char *where)
{
    dist<float>::param_type f;
    dist<double>::param_type d(-2.0);
    dist<int>::param_type i(3, 10);
    printf("%s: %g %g %g | %g %g | %d %d\n", where, f.a_, f.b_, f.lerp(0.25f), d.width(),
           d.lerp(0.5), i.width(), i.lerp(2));
}

__global__ void kernel(float *out)
{
    if (threadIdx.x == 0)
        show("device");
    dist<float>::param_type p(-1.0f);
    out[threadIdx.x] = p.lerp(threadIdx.x * 0.5f);
}

int main()
{
    show("host");
    float *out;
    cudaMallocManaged(&out, 4 * sizeof(float));
    kernel<<<1, 4>>>(out);
    cudaDeviceSynchronize();
    printf("%g %g %g %g\n", out[0], out[1], out[2], out[3]);
    cudaFree(out);
    return 0;
}
