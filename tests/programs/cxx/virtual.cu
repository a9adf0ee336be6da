// Virtual functions in device code (CUDA C++ Programming Guide §5.3.10.6.5, Polymorphic
// Classes: objects made and used on the device; copying one between host and device is
// undefined, so this program does not): calls through base pointers and references reach the
// dynamic type's overrider, a non-virtual member calling a virtual one, an inherited overrider,
// a pure virtual function, and a virtual destructor run by delete through a base pointer.
#include <cstdio>

struct Shape {
    __device__ virtual ~Shape() { printf("~Shape\n"); }
    __device__ virtual float area() const = 0;
    __device__ virtual const char *name() const { return "shape"; }
    __device__ float twice() const { return 2 * area(); }
};

struct Square : Shape {
    float s;
    __device__ Square(float x) : s(x) {}
    __device__ ~Square() { printf("~Square %.1f\n", s); }
    __device__ float area() const override { return s * s; }
    __device__ const char *name() const override { return "square"; }
};

struct Circle : public Shape {
    float r;
    __device__ Circle(float x) : r(x) {}
    __device__ float area() const { return 3.0f * r * r; }
};

struct Unit : Square {
    __device__ Unit() : Square(1) {}
    __device__ const char *name() const { return "unit"; }
};

__device__ float describe(const Shape &s)
{
    printf("%s: area %.1f, twice %.1f\n", s.name(), s.area(), s.twice());
    return s.area();
}

__global__ void kernel(float *out)
{
    Square sq(3);
    Circle c(2);
    Unit u;
    Shape *shapes[3] = {&sq, &c, &u};
    float total = 0;
    for (int i = 0; i < 3; i++)
        total += describe(*shapes[i]);
    Shape *h = new Square(5);
    printf("heap %s %.1f sizeof(Square)=%d\n", h->name(), h->area(), (int)sizeof(Square));
    delete h;
    out[0] = total;
}

int main()
{
    float *out;
    cudaMallocManaged(&out, sizeof(float));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("total = %.1f\n", out[0]);
    return 0;
}
