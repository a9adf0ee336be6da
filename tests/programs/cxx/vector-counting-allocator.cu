// std::vector<T, Alloc> with a program's own allocator (C++17 [vector.overview]: the second
// template parameter, std::allocator<T> by default): every allocation and deallocation goes
// through the allocator (via std::allocator_traits), growing as libstdc++ does (one more
// element: twice the size; a reserve, a copy and an assign of a range: exactly), a copy takes
// its allocator from the original, and an allocator with state is kept by the vector
// (get_allocator). std::allocator named explicitly is the default one.
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <typeinfo>
#include <vector>

struct Log {
    int allocs = 0, frees = 0;
    size_t live = 0;
};

template <class T> struct Counting {
    typedef T value_type;
    Log *log;
    explicit Counting(Log *l) : log(l) {}
    template <class U> Counting(const Counting<U> &o) : log(o.log) {}
    T *allocate(size_t n)
    {
        log->allocs++;
        log->live += n;
        std::printf("  allocate %zu\n", n);
        return static_cast<T *>(std::malloc(n * sizeof(T)));
    }
    void deallocate(T *p, size_t n)
    {
        log->frees++;
        log->live -= n;
        std::printf("  deallocate %zu\n", n);
        std::free(p);
    }
};
template <class T, class U> bool operator==(const Counting<T> &a, const Counting<U> &b) { return a.log == b.log; }
template <class T, class U> bool operator!=(const Counting<T> &a, const Counting<U> &b) { return a.log != b.log; }

template <class T> struct Plain : std::allocator<T> {
    Plain() {}
    template <class U> Plain(const Plain<U> &) {}
    template <class U> struct rebind {
        typedef Plain<U> other;
    };
};

int main()
{
    Log log;
    Counting<int> a(&log);
    {
        std::printf("push_back 1..5\n");
        std::vector<int, Counting<int>> v(a);
        for (int i = 1; i <= 5; i++)
            v.push_back(i);
        std::printf("size %zu capacity %zu\n", v.size(), v.capacity());
        std::printf("reserve 20\n");
        v.reserve(20);
        std::printf("copy\n");
        std::vector<int, Counting<int>> w(v);
        std::printf("same allocator: %d, equal: %d\n", w.get_allocator() == v.get_allocator(), w == v);
        w.push_back(6);
        std::printf("after push_back: equal %d, w < v %d, v < w %d\n", w == v, w < v, v < w);
        std::printf("vector(3, 7, a)\n");
        std::vector<int, Counting<int>> x(3, 7, a);
        std::printf("x: %d %d %d\n", x[0], x[1], x[2]);
        std::printf("vector(4, a)\n");
        std::vector<int, Counting<int>> y(4, a);
        std::printf("y: %d %d %d %d\n", y[0], y[1], y[2], y[3]);
        std::printf("swap\n");
        x.swap(y);
        std::printf("x size %zu, y size %zu\n", x.size(), y.size());
        std::printf("assign 6 from a range\n");
        int src[] = {9, 8, 7, 6, 5, 4};
        y.assign(src, src + 6);
        std::printf("y capacity %zu, y[5] %d\n", y.capacity(), y[5]);
        std::printf("live %zu elements before the destructors\n", log.live);
    }
    std::printf("allocations %d, deallocations %d, live %zu\n", log.allocs, log.frees, log.live);

    std::vector<double, std::allocator<double>> d(3, 1.5);
    std::vector<double> e(d);
    std::printf("std::allocator named: %d, %g, sizeof %zu\n", d == e, d[2], sizeof d);
    std::printf("sizeof(vector<int, Plain<int>>) %zu\n", sizeof(std::vector<int, Plain<int>>));
    std::vector<char, Plain<char>> p(2, 'q');
    std::printf("%c%c\n", p[0], p[1]);
    std::printf("%s\n", typeid(d).name());
    std::printf("%s\n", typeid(std::vector<std::vector<int>>).name());
    std::printf("%s\n", typeid(p).name());
    return 0;
}
