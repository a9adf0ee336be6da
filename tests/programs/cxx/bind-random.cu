// std::bind as programs use it with <random> and <algorithm>: a distribution bound to an engine
// (copied, or through std::ref), a function with some arguments fixed, placeholders _1 and _2
// (reordered, repeated, a bound value between), arguments no placeholder names ignored, a
// binder given to generate, transform and sort. Expected output: what g++ 12 with libstdc++
// printed for this file compiled as C++ (host code only).
#include <algorithm>
#include <cstdio>
#include <functional>
#include <random>
#include <vector>

static int affine(int a, int x, int b) { return a * x + b; }
static double scale(double x, double f) { return x * f; }
static bool closer(int target, int a, int b) { return (a > target ? a - target : target - a) < (b > target ? b - target : target - b); }

int main()
{
    using namespace std::placeholders;
    std::mt19937 rng(42);
    std::uniform_int_distribution<int> die(1, 6);
    auto roll = std::bind(die, std::ref(rng));
    printf("dice:");
    for (int i = 0; i < 6; i++)
        printf(" %d", roll());
    printf(" | engine moved on: %u\n", (unsigned)rng());
    auto own = std::bind(die, rng);
    int o1 = own();
    int o2 = own();
    printf("copied engine: %d %d, outside: %u\n", o1, o2, (unsigned)rng());
    std::vector<double> v(5);
    std::generate(v.begin(), v.end(), std::bind(std::normal_distribution<double>(10.0, 2.0), std::ref(rng)));
    printf("normals:");
    for (double x : v)
        printf(" %a", x);
    printf("\n");
    auto f = std::bind(affine, 3, _1, 4);
    auto g = std::bind(affine, _2, _1, _2);
    auto h = std::bind(affine, _1, _1, 1);
    printf("affine %d %d %d %d\n", f(5), g(2, 10), h(7), f(1, 99));
    std::vector<double> w = {1.0, 2.5, -4.0};
    std::transform(w.begin(), w.end(), w.begin(), std::bind(scale, _1, 0.5));
    printf("scaled %a %a %a\n", w[0], w[1], w[2]);
    std::vector<int> n = {1, 9, 4, 6, 12, 5};
    std::sort(n.begin(), n.end(), std::bind(closer, 5, _1, _2));
    printf("closest to 5:");
    for (int x : n)
        printf(" %d", x);
    printf("\n");
    auto lt = std::bind(std::less<int>(), _2, _1);
    printf("reversed less %d %d\n", lt(1, 2), lt(2, 1));
    return 0;
}
