// Class template argument deduction (C++17 [over.match.class.deduct]): a class template named
// without arguments in a declaration takes them from the initialiser, through the constructors
// of its definition (a braced list preferring an initializer_list constructor), the deduction
// guides of the library (std::array, std::tuple, std::pair, std::optional) and of the program,
// and the copy deduction candidate. Host and device; the device line must equal the host's,
// which g++ printed.
// reference: g++
#include <cstdio>
#include <mutex>
#include <vector>
#include <array>
#include <tuple>
#include <string>
#include <optional>
#include <complex>

template <class T, class U>
struct Pair2 {
    T a;
    U b;
    __host__ __device__ Pair2(T x, U y) : a(x), b(y) {}
};

template <class T>
struct Range {
    T lo, hi;
    template <class It> __host__ __device__ Range(It b, It e) : lo(*b), hi(*(e - 1)) {}
};
template <class T> Range(const T *, const T *) -> Range<T>;

template <class T>
struct Stack {
    std::vector<T> items;
    Stack(std::initializer_list<T> il) : items(il) {}
    Stack(int n, T fill) : items(n, fill) {}
};

__host__ __device__ void show(const char *where)
{
    Pair2 p(3, 2.5f);
    int raw[] = {4, 5, 6, 7};
    Range r(raw, raw + 4);
    Pair2 q = p;
    printf("%s: %d %g %d %d %d %d\n", where, p.a, p.b, r.lo, r.hi, q.a, (int)sizeof(p.b));
}

__global__ void kernel() { show("device"); }

int main()
{
    show("host");
    std::mutex m;
    {
        std::lock_guard lock(m);
        printf("locked\n");
    }
    std::vector v(3, 'a');
    std::vector w{2.5, 3.5};
    std::vector copy = w;
    Stack s{1, 2, 3};
    Stack t(2, 'z');
    std::array a{1, 2, 3, 4};
    std::tuple tp(1, 'c', 3.0);
    std::pair pr(std::string("one"), 1);
    std::optional o(2.5);
    std::complex z(1.0, 2.0);
    printf("%zu %c %zu %g %zu | %zu %zu %c | %zu %d | %d %c %g | %s %d | %g %g\n", v.size(), v[0],
           w.size(), w[1], copy.size(), s.items.size(), t.items.size(), t.items[1], a.size(), a[3],
           std::get<0>(tp), std::get<1>(tp), std::get<2>(tp), pr.first.c_str(), pr.second, *o,
           z.imag());
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
