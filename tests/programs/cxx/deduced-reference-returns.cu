/* decltype(auto) and auto & return types (C++17 [dcl.type.auto.deduct]): a parenthesised name
 * and a call returning a reference give references, an unparenthesised name its type.
 * Reference: g++. */
#include <cstdio>
#include <vector>
int g = 4;
decltype(auto) ref_g() { return (g); }
decltype(auto) val_g() { return g; }
template <typename T> decltype(auto) front_of(std::vector<T> &v) { return v.front(); }
template <typename T> auto &first_of(std::vector<T> &v) { return v[0]; }
int main() {
    std::vector<int> vi{5, 3, 8};
    front_of(vi) = 11;
    first_of(vi) += 1;
    ref_g() = 9;
    int a = val_g();
    printf("%d %d %d\n", vi[0], g, a);
}
