/* A __device__ variable made by a constructor whose arguments are not constants would need
 * dynamic initialisation, which CUDA does not support for device variables (CUDA C++
 * Programming Guide §5.3.10.6.1, Class-type Variables); nvcc 13 refuses it too. */
#include <cstdio>

struct Scale {
    float k;
    Scale() = default;
    __host__ __device__ constexpr Scale(float f) : k(f) {}
};

__host__ __device__ float factor() { return 2.0f; }

__device__ Scale ok(1.0f);
__device__ Scale bad(factor());

int main()
{
    return 0;
}
