// A function binds to a reference to function: a `const T &` parameter deduced from a function's
// name (T is the function type), a forwarding reference `F &&`, and a local `void (&r)(unsigned)`
// (C++17 [dcl.init.ref] p5: "an lvalue ... of function type"; the CUDA samples pass kernels'
// host wrappers this way to a function that records a graph).
#include <cstdio>

void task(unsigned n) { printf("task %u\n", n); }
int twice_of(int x) { return 2 * x; }

template <typename T, typename... P>
int call_with(const T &func, P... params)
{
    func(params...);
    return (int)sizeof...(P);
}

template <typename F>
void twice(F &&f)
{
    f(1);
    f(2);
}

template <typename R, typename A>
R apply(R (&f)(A), A a)
{
    return f(a);
}

int main()
{
    printf("%d parameters\n", call_with(task, 3u));
    void (&r)(unsigned) = task;
    r(4);
    twice(task);
    printf("%d\n", apply(twice_of, 21));
    int (&g)(int) = twice_of;
    printf("%d %d\n", g(5), &g == &twice_of);
    return 0;
}
