// A variable of a scalar type direct-initialised from a pack expansion, T x(args...), in a
// function template and in a member template of a class template instantiated with T = int
// (std::vector<int>::emplace makes its element aside this way): the pack's one element, or
// value-initialisation for an empty pack (C++17 [dcl.init]/(17.4), [temp.variadic]/7).
#include <cstdio>
#include <utility>
#include <vector>
#include <set>

template <class T> struct Box {
    template <class... A> T make(A &&...args)
    {
        T made(std::forward<A>(args)...);
        return made;
    }
};

template <class... A> double twice(A &&...args)
{
    double d(std::forward<A>(args)...);
    return 2 * d;
}

int main()
{
    Box<int> b;
    Box<float> f;
    int x = 4;
    printf("%d %d %d %g %g %g\n", b.make(3), b.make(x), b.make(), f.make(2.5), twice(1.25f), twice());
    std::set<int> s{30, 10, 20};
    std::vector<int> v(s.begin(), s.end());
    v.reserve(8);
    v.emplace(v.begin() + 1, 15);
    v.insert(v.begin(), s.begin(), s.end());
    for (int e : v)
        printf("%d ", e);
    printf("(%zu)\n", v.size());
    return 0;
}
