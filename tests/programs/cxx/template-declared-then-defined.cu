// A function template declared, then defined (C++ [temp.decls]: one template, two
// declarations), and called from an overload of the same name: one candidate, not two
// (cudarepl called it ambiguous; cooperative groups' scan.h is written this way). Expected:
// what g++ and libstdc++ print.
#include <cstdio>
template <unsigned N> struct tile { int v; };
template <class T> struct plus { T operator()(T a, T b) const { return a + b; } };
template <unsigned N, class T, class Op> T scan(const tile<N> &g, T val, Op op);
template <unsigned N, class T, class Op> T scan(const tile<N> &g, T val, Op op) { return op(val, (T)g.v); }
template <unsigned N, class T> T scan(const tile<N> &g, T val) { return scan(g, val, plus<T>()); }
int main() { tile<4> t{3}; printf("%d %g\n", scan(t, 5), scan(t, 0.5)); }
