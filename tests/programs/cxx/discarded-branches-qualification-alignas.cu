// Three rules generic code leans on: a discarded `if constexpr` branch of a template is not
// instantiated (C++17 [stmt.if] p2), so compile-time recursion stops where the condition says;
// a pointer argument that needs const added is a worse match than one that does not (C++17
// [over.ics.rank] p3.2.5); alignas with a value of the template's arguments aligns each
// instance (C++17 [dcl.align]).
// reference: g++
#include <cstdio>
#include <cstddef>

template <int I, int N>
struct Sum {
    static int run()
    {
        if constexpr (I < N) {
            typedef Sum<I + 1, N> next;
            return I + next::run();
        } else {
            return 0;
        }
    }
};

template <int N>
constexpr int fib()
{
    if constexpr (N < 2)
        return N;
    else
        return fib<N - 1>() + fib<N - 2>();
}

struct Node { int v; };
const char *which(Node *) { return "Node *"; }
const char *which(const Node *) { return "const Node *"; }
const char *peek(const char *) { return "const char *"; }
const char *peek(void *) { return "void *"; }

template <class T> struct Twice { static constexpr std::size_t value = 2 * sizeof(T); };
template <class T> struct alignas(Twice<T>::value) Slot { T v; };

int main()
{
    printf("%d %d %d\n", Sum<0, 5>::run(), Sum<3, 3>::run(), fib<12>());
    Node n{1};
    const Node c{2};
    char buf[4] = "ab";
    printf("%s | %s | %s\n", which(&n), which(&c), peek(buf));
    printf("%zu %zu %zu %zu\n", alignof(Slot<int>), sizeof(Slot<int>), alignof(Slot<double>),
           sizeof(Slot<char>));
    return 0;
}
