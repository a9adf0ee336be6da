// Operators on CUDA's built-in vector types, as helper headers define them for both sides
// (CUDA C++ Programming Guide §5.4.2.3, Built-in Types: float2 and friends have no operators of
// their own; §5.3, C++ Language Support: operator overloading). Host code here uses the types
// and make_float2, device code the operators.
#include <cstdio>

inline __host__ __device__ float2 operator+(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
inline __host__ __device__ float2 operator*(float2 a, float s) { return make_float2(a.x * s, a.y * s); }
inline __host__ __device__ void operator+=(float2 &a, float2 b) { a.x += b.x; a.y += b.y; }
inline __host__ __device__ float dot(float2 a, float2 b) { return a.x * b.x + a.y * b.y; }
inline __device__ float3 operator-(float3 a) { return make_float3(-a.x, -a.y, -a.z); }
inline __device__ bool operator==(int2 a, int2 b) { return a.x == b.x && a.y == b.y; }

__global__ void step(float2 *pos, const float2 *vel, float dt, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        pos[i] += vel[i] * dt;
}

__global__ void misc()
{
    float2 a = make_float2(1, 2), b = make_float2(3, 4);
    float2 c = a + b * 2.0f;
    float3 n = -make_float3(1, 2, 3);
    printf("c=(%.1f, %.1f) dot=%.1f n.z=%.1f eq=%d\n", c.x, c.y, dot(a, b), n.z,
           make_int2(1, 2) == make_int2(1, 2));
}

int main()
{
    const int n = 5;
    float2 *pos, *vel;
    cudaMallocManaged(&pos, n * sizeof(float2));
    cudaMallocManaged(&vel, n * sizeof(float2));
    for (int i = 0; i < n; i++) {
        pos[i] = make_float2(i, -i);
        vel[i] = make_float2(0.5f * i, 1.0f);
    }
    for (int s = 0; s < 4; s++)
        step<<<1, 32>>>(pos, vel, 0.25f, n);
    misc<<<1, 1>>>();
    cudaDeviceSynchronize();
    for (int i = 0; i < n; i++)
        printf("pos[%d] = (%.3f, %.3f)\n", i, pos[i].x, pos[i].y);
    return 0;
}
