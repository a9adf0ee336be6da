// (g++ -x c++) What g++ 12 refuses of lambdas and host variable-length arrays: a capture by copy
// ([=] or [a]: "array of runtime bound cannot be captured by copy, only by reference"), and a
// capture of an array whose rows' length is not a constant, by reference too ("capture of
// variably-modified type ... that is not an N3639 array of runtime bound": g++ says "sorry,
// unimplemented"; cudarepl's is an error).
#include <cstdio>

int main()
{
    int n = 3, m = 2;
    int a[n];
    int g[n][m];
    a[0] = 1;
    g[0][0] = 2;
    auto c = [=] { return a[0]; };
    auto d = [a] { return a[0]; };
    auto e = [&] { return g[0][0]; };
    auto f = [&g] { return g[0][0]; };
    printf("%d %d %d %d\n", c(), d(), e(), f());
    return 0;
}
