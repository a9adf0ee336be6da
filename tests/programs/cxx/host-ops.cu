// Host C++: operators (members and free functions), copy construction and assignment, a class
// used on both sides (__host__ __device__ members) and passed by value to a kernel, enum class,
// namespaces, static member functions, default member initialisers.
#include <stdio.h>

namespace geo {
struct Complex {
    double re = 0, im = 0;
    __host__ __device__ Complex() {}
    __host__ __device__ Complex(double r, double i) : re(r), im(i) {}
    __host__ __device__ Complex operator*(const Complex &o) const
    {
        return Complex(re * o.re - im * o.im, re * o.im + im * o.re);
    }
    __host__ __device__ Complex &operator+=(const Complex &o)
    {
        re += o.re;
        im += o.im;
        return *this;
    }
    __host__ __device__ double norm2() const { return re * re + im * im; }
};

__host__ __device__ inline Complex operator+(Complex a, const Complex &b)
{
    a += b;
    return a;
}

int mandel(Complex c, int limit)
{
    Complex z;
    for (int i = 0; i < limit; i++) {
        z = z * z + c;
        if (z.norm2() > 4.0)
            return i;
    }
    return limit;
}
} // namespace geo

enum class Mode { Fast = 1, Exact = 2 };

class Tracker {
  public:
    Tracker(const char *n) : name(n) { printf("make %s\n", name); }
    Tracker(const Tracker &o) : name(o.name), copies(o.copies + 1) { printf("copy %s (%d)\n", name, copies); }
    Tracker &operator=(const Tracker &o)
    {
        copies = o.copies + 10;
        printf("assign %s (%d)\n", name, copies);
        return *this;
    }
    ~Tracker() { printf("drop %s (%d)\n", name, copies); }
    static int twice(int v) { return v * 2; }
    const char *name;
    int copies = 0;
};

struct Grid {
    int w, h;
    float cells[12];
    float &operator()(int x, int y) { return cells[y * w + x]; }
    float operator[](int i) const { return cells[i]; }
};

__global__ void steps(geo::Complex c, int *out, int n)
{
    int i = threadIdx.x;
    if (i >= n)
        return;
    geo::Complex z;
    for (int k = 0; k < i; k++)
        z = z * z + c;
    out[i] = (int)(z.norm2() * 1000.0);
}

int count_copies(const Tracker &t) { return t.copies; }

int main()
{
    using geo::Complex;
    int rows[3];
    double ys[3] = {-0.5, 0.0, 0.5};
    for (int r = 0; r < 3; r++)
        rows[r] = geo::mandel(Complex(-0.75, ys[r]), 50);
    printf("mandel %d %d %d\n", rows[0], rows[1], rows[2]);
    Mode m = Mode::Exact;
    printf("mode %d fast? %d\n", (int)m, m == Mode::Fast);
    {
        Tracker a("a");
        Tracker b = a;
        Tracker c("c");
        c = b;
        printf("passed copies %d, twice %d\n", count_copies(c), Tracker::twice(21));
    }
    Grid g = {4, 3, {0}};
    for (int y = 0; y < 3; y++)
        for (int x = 0; x < 4; x++)
            g(x, y) = x * 10 + y;
    printf("grid %.0f %.0f %.0f\n", g[5], g[11], g(3, 1));
    int *d;
    cudaMallocManaged(&d, 8 * sizeof(int));
    steps<<<1, 8>>>(Complex(0.25, 0.5), d, 8);
    cudaDeviceSynchronize();
    for (int i = 0; i < 8; i++)
        printf("%d ", d[i]);
    printf("\n");
    cudaFree(d);
    return 0;
}
