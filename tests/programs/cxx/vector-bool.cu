// (g++ -std=c++17) std::vector<bool> as grid code uses it: operator[] assignment, push_back,
// flip, range-for counting, a vector of them copied. (sizeof differs: cudarepl's is not packed.)
#include <cstdio>
#include <vector>
#include <iostream>
int main() {
    std::vector<bool> v(10, false);
    v[3] = true; v.push_back(true); v.flip();
    int n = 0; for (bool b : v) n += b;
    std::cout << v.size() << " " << n << " " << v[3] << "\n";
    std::vector<std::vector<bool>> grid(4, std::vector<bool>(4));
    grid[1][2] = true;
    auto g2 = grid; g2[1][2] = !g2[1][2];
    printf("%d %d\n", (int)grid[1][2], (int)g2[1][2]);
}
