// (g++ -x c++) A braced list constructs a class through its std::initializer_list constructor
// (C++ [dcl.init.list]): std::vector<int> v = {5, 6, 7}, v{4, 2} (two elements, not four 2s),
// elements of a class type, and a class of the program's own.
#include <cstdio>
#include <vector>
#include <string>
struct Acc { int sum = 0; Acc(std::initializer_list<int> xs) { for (int x : xs) sum += x; } };
int main()
{
    std::vector<int> a = {5, 6, 7};
    std::vector<float> b{1.5f, 2.5f};
    std::vector<int> c{4, 2};
    std::vector<int> d(4, 2);
    std::vector<std::string> s = {"warp", "lane", "block"};
    Acc acc{1, 2, 3, 4};
    printf("%zu %d %d | %zu %.1f | %zu %d | %zu %d | %zu %s | %d\n", a.size(), a[0], a[2], b.size(), b[1],
           c.size(), c[0], d.size(), d[3], s.size(), s[2].c_str(), acc.sum);
    return 0;
}
