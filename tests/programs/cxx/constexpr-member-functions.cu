// constexpr member functions in constant expressions (C++17 [expr.const], [dcl.constexpr]): a
// constexpr object of class type, made by a braced list (an aggregate) or by a constexpr
// constructor (its member-initialisers, default member initialisers and body), whose constexpr
// member functions are called where a constant is needed: static_assert, an array bound, a
// template argument, a case label; through a reference parameter, *this and a member object; at
// file scope too (made by a constructor there: in host code); in device code (CUDA C++
// Programming Guide §5.3, C++ Language Support: constexpr __host__ __device__ functions). The
// kernel's line is what the host computes.
#include <cstdio>

struct V {
    int x, y;
    __host__ __device__ constexpr int dot(const V &o) const { return x * o.x + y * o.y; }
    __host__ __device__ constexpr int norm2() const { return dot(*this); }
    __host__ __device__ constexpr int sum() const { return x + y; }
};

struct Box {
    V lo, hi;
    short tag;
    constexpr int area() const { return (hi.x - lo.x) * (hi.y - lo.y) + tag; }
};

struct Range {
    int lo = 1;
    long hi;
    __host__ __device__ constexpr Range(long n) : hi(n * 2)
    {
        if (n > 5)
            lo = 3;
    }
    __host__ __device__ constexpr long size() const
    {
        long s = 0;
        for (long i = lo; i < hi; i++)
            s++;
        return s;
    }
};

template <int N> struct Buf {
    char data[N];
};

constexpr V g{5, 6};
constexpr Box box{{1, 2}, {4, 6}, -3};
constexpr Range big(8);

__global__ void kernel()
{
    constexpr V d{7, 8};
    constexpr Range r(4);
    int a[d.sum()];
    Buf<r.size()> b;
    printf("sizes: %d %d %d\n", (int)(sizeof a / sizeof a[0]), (int)sizeof b, d.norm2());
}

int main()
{
    constexpr V a{1, 2}, b{3, 4};
    static_assert(a.dot(b) == 11, "dot");
    static_assert(g.norm2() == 61, "norm2");
    static_assert(box.area() == 9, "area");
    constexpr Range r(10), s(4);
    static_assert(r.size() == 17 && s.size() == 7, "size");
    static_assert(big.size() == 13, "big");
    int arr[a.dot(b)];
    Buf<b.norm2()> buf;
    switch (3) {
    case a.sum(): printf("case a.sum()\n"); break;
    default: printf("default\n"); break;
    }
    Buf<big.size()> b13;
    printf("%d %d %d %ld %d %d\n", (int)(sizeof arr / sizeof arr[0]), (int)sizeof buf, box.area(), r.size(), g.dot(a),
           (int)sizeof b13);
    constexpr V d{7, 8};
    constexpr Range r4(4);
    int a2[d.sum()];
    Buf<r4.size()> b2;
    printf("sizes: %d %d %d\n", (int)(sizeof a2 / sizeof a2[0]), (int)sizeof b2, d.norm2());
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
