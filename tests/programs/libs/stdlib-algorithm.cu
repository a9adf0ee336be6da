// <algorithm> and <numeric> in host code over vectors and arrays: iota, reverse, accumulate,
// sort (with a lambda too), min/max_element, count_if, inner_product, find, lower_bound, fill,
// swap. Expected output: what an H200 machine printed (g++ 12 and libstdc++ print the same).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
int main() {
    std::vector<int> v(10);
    std::iota(v.begin(), v.end(), 1);
    std::reverse(v.begin(), v.end());
    printf("sum %d first %d\n", std::accumulate(v.begin(), v.end(), 0), v[0]);
    std::sort(v.begin(), v.end());
    printf("sorted %d %d\n", v.front(), v.back());
    std::sort(v.begin(), v.end(), [](int a, int b) { return a > b; });
    printf("desc %d %d, max %d min %d, evens %ld\n", v[0], v[9], *std::max_element(v.begin(), v.end()),
           *std::min_element(v.begin(), v.end()), std::count_if(v.begin(), v.end(), [](int x) { return x % 2 == 0; }));
    float a[5] = {3.5f, -1.0f, 2.25f, 9.0f, 0.0f};
    std::sort(a, a + 5);
    std::vector<float> w(a, a + 5);
    printf("%.2f %.2f %.2f dot %.3f\n", w[0], w[2], w[4], std::inner_product(w.begin(), w.end(), a, 0.0f));
    auto f = std::find(v.begin(), v.end(), 4);
    printf("found at %ld, lb %ld\n", (long)(f - v.begin()), (long)(std::lower_bound(a, a + 5, 2.0f) - a));
    std::fill(v.begin(), v.begin() + 3, 7);
    int x = 1, y = 2; std::swap(x, y);
    printf("%d %d %d | %d %d\n", v[0], v[2], v[3], x, y);
    return 0;
}
