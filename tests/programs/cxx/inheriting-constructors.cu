// Inheriting constructors (C++17 [namespace.udecl] p3, [class.inhctor.init]): using Base::Base;
// gives the derived class the base's constructors (not its copy and move constructors), the
// derived class's own members then initialised by their default member initialisers. The usual
// use: an exception class with std::runtime_error's constructors. Host and device; the device
// line must equal the host's, which g++ printed.
// reference: g++
#include <cstdio>
#include <stdexcept>
#include <string>

class ParseError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
    int line = -1;
};

struct Point {
    int x, y;
    __host__ __device__ Point(int v) : x(v), y(v) {}
    __host__ __device__ Point(int a, int b, int scale = 1) : x(a * scale), y(b * scale) {}
};

struct Labelled : Point {
    using Point::Point;
    char tag = 'p';
};

template <class T>
struct Holder {
    T value;
    Holder(T v, const std::string &why) : value(v) { printf("held %s\n", why.c_str()); }
};

template <class T>
struct Audited : Holder<T> {
    using Holder<T>::Holder;
    int checks = 3;
};

__host__ __device__ void show(const char *where)
{
    Labelled a(4), b(1, 2), c(1, 2, 10);
    printf("%s: %d %d %c | %d %d | %d %d\n", where, a.x, a.y, a.tag, b.x, b.y, c.x, c.y);
}

__global__ void kernel() { show("device"); }

int main()
{
    try {
        ParseError e("unexpected token");
        e.line = 12;
        throw e;
    } catch (const ParseError &e) {
        printf("caught '%s' at line %d\n", e.what(), e.line);
    }
    try {
        throw ParseError(std::string("as a string"));
    } catch (const std::exception &e) {
        printf("caught '%s'\n", e.what());
    }
    show("host");
    Audited<double> d(2.5, "audit");
    printf("%g %d\n", d.value, d.checks);
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
