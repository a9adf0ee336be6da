// A template argument written through a typedef names the same type, so the same instance
// (C++17 [temp.type]: two template-ids are the same when their type arguments are the same
// type): Box<T2> is Box<S>, std::vector<size_t> is std::vector<unsigned long> and binds to a
// reference to one. An injected class name with arguments names the template: fact<N - 1>
// inside fact<N>, and a recursion 150 instances deep compiles (nvcc stops at 200).
#include <cstdio>
#include <vector>

struct S { int x; };
typedef S T2;
typedef unsigned long ul;

template <class T> struct Box { T v; static int count; };
template <class T> int Box<T>::count = 0;

template <int N> struct fact { static const long v = N * fact<N - 1>::v; };
template <> struct fact<0> { static const long v = 1; };
template <int N> struct sum { static const long v = N + sum<N - 1>::v; };
template <> struct sum<0> { static const long v = 0; };

size_t total(const std::vector<unsigned long> &v)
{
    size_t s = 0;
    for (size_t i = 0; i < v.size(); i++)
        s += v[i];
    return s;
}

int main()
{
    Box<S> a;
    Box<T2> b;
    a.v.x = 1;
    b.v.x = 2;
    Box<S>::count++;
    Box<T2>::count++;
    printf("%d %d %d\n", a.v.x, b.v.x, Box<S>::count);
    std::vector<size_t> v;
    v.push_back(3);
    v.push_back(4);
    Box<size_t>::count += 2;
    Box<ul>::count += 3;
    printf("%zu %d\n", total(v), Box<unsigned long>::count);
    printf("%ld %ld\n", fact<10>::v, sum<150>::v);
    return 0;
}
