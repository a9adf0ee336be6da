// (g++ -x c++) The elements of a braced list that a class's std::initializer_list<E>
// constructor takes may themselves be braced lists, each a value of E ({{1, 2}, {3, 4}} of
// pairs); the constructor may have more parameters with defaults.
#include <cstdio>
#include <initializer_list>
#include <utility>
#include <vector>
struct Table {
    int total = 0, n = 0;
    Table(std::initializer_list<std::pair<int, int>> il, int scale = 1)
    {
        for (const std::pair<int, int> *p = il.begin(); p != il.end(); ++p, ++n)
            total += (p->first * 100 + p->second) * scale;
    }
};
int main()
{
    std::vector<std::pair<int, int>> v = {{1, 2}, {3, 4}, {5, 6}};
    Table a = {{1, 2}, {3, 4}};
    Table b{{5, 6}};
    Table c{{7, 8}, {9, 10}, {1, 1}};
    printf("%zu %d %d %d %d %d %d %d\n", v.size(), v[2].first, a.n, a.total, b.n, b.total, c.n, c.total);
}
