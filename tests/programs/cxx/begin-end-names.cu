// std::begin and std::end of an array and a container through <vector> and <string> (as
// libstdc++'s headers make them visible), beside variables of the program named begin, end,
// start and size: a global, a local that hides the function, a member. Expected output: what
// g++ 12 with libstdc++ printed for this file compiled as C++ (host code only).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <numeric>
#include <string>
#include <vector>

int size = 4;
double end_time;
struct Range {
    int begin, end;
};

int main()
{
    int a[5] = {3, 1, 4, 1, 5};
    std::sort(std::begin(a), std::end(a));
    std::vector<int> v(std::begin(a), std::end(a));
    int total = std::accumulate(std::begin(v), std::end(v), 0);
    std::string s = "hello";
    std::reverse(std::begin(s), std::end(s));
    auto start = std::chrono::steady_clock::now();
    auto end = std::chrono::steady_clock::now();
    bool ordered = !(end < start);
    Range r = {2, 7};
    int begin = r.begin;
    end_time = 1.5;
    printf("%d %d %d %s %d %d %d %d %.1f\n", a[0], a[4], total, s.c_str(), ordered, begin, r.end, size, end_time);
    return 0;
}
