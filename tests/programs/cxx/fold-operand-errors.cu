// A fold expression's operand is a cast-expression (C++17 [expr.prim.fold] p1): a binary
// expression written without parentheses on either side is an error, where g++ reports it
#include <cstdio>

template <class... Ts> int scaled(int a, Ts... xs) { return (a * xs + ...); }
template <class... Ts> int doubled(Ts... xs) { return (0 + ... + xs * 2); }
template <class... Ts> bool small(Ts... xs) { return (xs < 3 && ...); }
template <class... Ts> int fine(int a, Ts... xs) { return ((a * xs) + ...); }

int main()
{
    printf("%d %d %d %d\n", scaled(2, 1, 2), doubled(1, 2), small(1, 2), fine(2, 1, 2));
    return 0;
}
