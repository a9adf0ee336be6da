// A null pointer constant (NULL, 0, nullptr) converts to any pointer type, and so it is taken
// by a function template's pointer parameter whose type does not depend on the template's
// parameters (C++17 [conv.ptr] 1, [temp.deduct.call] 4: such a parameter takes part in
// overload resolution with its ordinary conversions): a function template, a member function
// template, a template with a default template argument, and one whose T is deduced from
// another argument or given explicitly.
#include <cstddef>
#include <cstdio>

struct V {
    int x;
};

template <int = 0> int first(const V *p) { return p ? p->x : -1; }

template <typename T> int second(T fallback, const V *p) { return p ? p->x : (int)fallback; }

template <typename T> int through(T *p) { return p ? 1 : -2; }

template <typename T = int> T defaulted(const V *p, T fallback = -10) { return p ? (T)p->x : fallback; }

struct Holder {
    int base;
    template <typename T> int get(T extra, const V *p) const { return p ? p->x + base : (int)extra; }
    template <int K = 3> int pick(V *p) { return p ? p->x : K; }
};

template <typename T> struct Box {
    T value;
    template <typename U> T with(U scale, const T *other) const { return other ? *other * (T)scale : value; }
};

// an overload set: the template's instance and a non-template, both viable for NULL and 0
template <int = 0> const char *which(const V *) { return "template"; }
const char *which(const V *) { return "non-template"; }

int main()
{
    V v = {7};
    Holder h = {100};
    Box<int> b = {5};
    int six = 6;
    printf("first:     %d %d %d %d\n", first(NULL), first(0), first(nullptr), first(&v));
    printf("second:    %d %d %d %d\n", second(1, NULL), second(2, 0), second(3.5, nullptr), second('a', &v));
    printf("explicit:  %d %d %d\n", through<V>(NULL), through<V>(0), through<const V>(nullptr));
    printf("deduced:   %d\n", through(&v));
    printf("defaulted: %d %d %d %d %.1f\n", defaulted(NULL), defaulted(0), defaulted(nullptr), defaulted(&v),
           defaulted(NULL, 2.5));
    printf("member:    %d %d %d %d\n", h.get(4, NULL), h.get(5, 0), h.get(6, nullptr), h.get(8, &v));
    printf("default K: %d %d %d %d\n", h.pick(NULL), h.pick(0), h.pick<9>(nullptr), h.pick(&v));
    printf("class:     %d %d %d %d\n", b.with(2, NULL), b.with(2.0, 0), b.with('x', nullptr), b.with(3, &six));
    printf("overloads: %s %s %s\n", which(NULL), which(0), which(nullptr));
    return 0;
}
