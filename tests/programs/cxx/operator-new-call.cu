// The storage functions called by name, as allocators and pools do: ::operator new(n) and
// operator new[](n) give n bytes, ::operator delete(p) releases them (C++17
// [new.delete.single], [new.delete.array]), also behind a small allocator's allocate and
// deallocate. Expected output: g++ 12's.
#include <cstdio>
#include <cstddef>
#include <new>

static int live = 0;

template <class T>
struct counting {
    typedef T value_type;
    counting() = default;
    template <class U>
    counting(const counting<U> &) {}
    T *allocate(std::size_t n)
    {
        live++;
        return static_cast<T *>(::operator new(n * sizeof(T)));
    }
    void deallocate(T *p, std::size_t)
    {
        live--;
        ::operator delete(p);
    }
};

int main()
{
    double *d = static_cast<double *>(operator new(4 * sizeof(double)));
    for (int i = 0; i < 4; i++)
        d[i] = i * 1.5;
    printf("%g\n", d[3]);
    operator delete(d);
    char *c = static_cast<char *>(operator new[](8));
    c[7] = 'z';
    printf("%c\n", c[7]);
    operator delete[](c);
    {
        counting<long> a;
        long *p = a.allocate(3);
        p[2] = 81;
        printf("%ld live=%d\n", p[2], live);
        a.deallocate(p, 3);
    }
    printf("live=%d\n", live);
    return 0;
}
