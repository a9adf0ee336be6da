// (g++ -x c++) A declarator's name in parentheses at block scope: a statement that can be a
// declaration is one (C++17 [stmt.ambig] p1, [dcl.decl] p4), so `int (arr)[3] = {...}` declares
// an array, where it looked like a functional cast.
#include <cstdio>
int (g)[2] = {7, 8};
int main() {
    int (arr)[3] = {1, 2, 3};
    int (x) = 5;
    int (*pa)[3] = &arr;
    printf("%d %d %d %d %d %d\n", arr[0], arr[1], arr[2], x, (*pa)[2], g[1]);
    return 0;
}
