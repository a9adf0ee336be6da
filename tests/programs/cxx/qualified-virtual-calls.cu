// A member function named with its class (B::f(), this->B::f(), obj.B::f(), p->B::f()) is
// called directly, never through virtual dispatch (C++17 [class.virtual] p16): an override that
// extends its base's version calls it this way. Host and device (objects made in device code,
// CUDA C++ Programming Guide §5.3.10.6.5, Polymorphic Classes); the device lines must equal the
// host's, which g++ printed.
// reference: g++
#include <cstdio>

struct Shape {
    int sides = 0;
    __host__ __device__ virtual int area() const { return 1; }
    __host__ __device__ virtual ~Shape() {}
};
struct Named {
    __host__ __device__ virtual int id() const { return 7; }
    __host__ __device__ virtual ~Named() {}
};
struct Square : Shape {
    __host__ __device__ int area() const override { return Shape::area() + 10; }
};
struct Tile : Square, Named {
    __host__ __device__ int area() const override { return Square::area() + 100; }
    __host__ __device__ int id() const override { return Named::id() * 2; }
    __host__ __device__ int both() const { return this->Shape::area() + this->Square::area() + sides; }
};

__host__ __device__ void show(const char *where)
{
    Tile t;
    t.sides = 4;
    Shape &s = t;
    Named &n = t;
    Tile *p = &t;
    printf("%s: %d %d %d %d %d %d %d\n", where, s.area(), n.id(), t.both(), t.Square::area(),
           t.Shape::sides, p->Named::id(), p->Tile::area());
}

__global__ void kernel() { show("device"); }

int main()
{
    show("host");
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
