// (g++ -x c++) More than one element in a scalar type's functional cast is g++'s error, with
// the elements a pack expansion gives too: in parentheses "expression list treated as compound
// expression in functional cast", in braces "too many initializers for 'int'".
#include <cstdio>

template <class... A> int paren(A... args) { return int(args...); }
template <class... A> int brace(A... args) { return int{args...}; }

int main()
{
    int a = int(1, 2);
    int b = int{1, 2};
    printf("%d %d %d %d\n", a, b, paren(1, 2), brace(3, 4));
    return 0;
}
