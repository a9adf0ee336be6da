/* __device__, __constant__ and __managed__ variables of a class with a constexpr constructor,
 * made by it from constants: constant initialisation, which nvcc accepts (only dynamic
 * initialisation is refused, CUDA C++ Programming Guide §5.3.10.6.1, Class-type Variables), so
 * the variables hold these values before any kernel runs. Integer and floating members, a base
 * class's constructor, direct, braced and copy initialisation. */
#include <cstdio>

struct Base {
    int id;
    Base() = default;
    __host__ __device__ constexpr Base(int i) : id(i) {}
};

struct Particle : Base {
    float x, y;
    double mass;
    Particle() = default;
    __host__ __device__ constexpr Particle(int i, float px, float py, double m)
        : Base(i), x(px), y(py * 2.0f), mass(m / 4) {}
};

struct Scale {
    float k;
    long long n;
    Scale() = default;
    __host__ __device__ constexpr Scale(float f) : k(-f), n(f > 1.0f ? 7 : -7) {}
};

__device__ Particle p(3, 1.5f, -0.25f, 10);
__constant__ Particle q{4, 0.125f, 3.0f, 1.0};
__managed__ Scale s = 2.5f;
__device__ Scale t(0.5f);
__device__ Base bases[2];

__global__ void show()
{
    printf("p: %d %g %g %g\n", p.id, p.x, p.y, p.mass);
    printf("q: %d %g %g %g\n", q.id, q.x, q.y, q.mass);
    printf("s: %g %lld, t: %g %lld, bases: %d %d\n", s.k, s.n, t.k, t.n, bases[0].id, bases[1].id);
}

int main()
{
    show<<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("host sees s: %g %lld\n", s.k, s.n);
    return 0;
}
