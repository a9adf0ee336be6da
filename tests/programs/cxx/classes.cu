// C++ classes in device code (CUDA C++ Programming Guide §5.3, C++ Language Support):
// constructors with member-initialiser lists, default member initialisers, member functions
// (inline and out of line, const), operator overloading (members and free functions, [] and
// compound assignment returning a reference), a base class, `this`.
#include <cstdio>

struct Vec2 {
    float x, y;
    __device__ Vec2() : x(0), y(0) {}
    __device__ Vec2(float a, float b) : x(a), y(b) {}
    __device__ Vec2 operator+(const Vec2 &o) const { return Vec2(x + o.x, y + o.y); }
    __device__ Vec2 &operator+=(const Vec2 &o) { x += o.x; y += o.y; return *this; }
    __device__ float dot(const Vec2 &o) const;
    __device__ float operator[](int i) const { return i == 0 ? x : y; }
    __device__ bool operator==(const Vec2 &o) const { return x == o.x && y == o.y; }
};
__device__ float Vec2::dot(const Vec2 &o) const { return x * o.x + y * o.y; }
__device__ Vec2 operator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }

struct Counter {
    int count = 10;
    int step = 3;
    __device__ void tick() { count += step; }
    __device__ int get() const { return this->count; }
};

struct Shape {
    int sides;
    __device__ Shape(int n) : sides(n) {}
    __device__ int corners() const { return sides; }
};
struct Square : public Shape {
    float side;
    __device__ Square(float s) : Shape(4), side(s) {}
    __device__ float area() const { return side * side; }
};

__global__ void kernel(float *out)
{
    int i = threadIdx.x;
    Vec2 a(1.0f * i, 2.0f), b(3.0f, 4.0f * i);
    Vec2 c = a + b;
    c += Vec2(0.5f, 0.25f);
    Vec2 d = 2.0f * c;
    Counter k;
    for (int j = 0; j < i; j++)
        k.tick();
    Square sq(1.5f + i);
    out[i] = d[0] + d[1] + a.dot(b);
    printf("thread %d: c=(%.2f, %.2f) d[1]=%.2f dot=%.1f eq=%d count=%d corners=%d area=%.2f\n",
           i, c.x, c.y, d[1], a.dot(b), c == c, k.get(), sq.corners(), sq.area());
}

int main()
{
    float *out;
    cudaMallocManaged(&out, 4 * sizeof(float));
    kernel<<<1, 4>>>(out);
    cudaDeviceSynchronize();
    for (int i = 0; i < 4; i++)
        printf("out[%d] = %.3f\n", i, out[i]);
    cudaFree(out);
    return 0;
}
