// Structured bindings (C++17 [dcl.struct.bind]): auto [a, b] = e copies e and names its
// elements; auto &[a, b] = e names e's own; a class's data members in order (std::pair's first
// and second), an array's elements; in a range-for over a std::map; in device code too. And
// std::make_unique with arguments.
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <utility>

struct P { int a; double b; };
struct Acc { std::string name; int n; Acc(const std::string &s, int k) : name(s), n(k) {} };

__global__ void k(int *out)
{
    int arr[2] = {3, 4};
    auto [x, y] = arr;
    x = 10; /* the copy's */
    P p{5, 1.5};
    auto &[m, n] = p;
    m += 1;
    out[0] = x * y + p.a + arr[0];
}

int main()
{
    auto [i, d] = std::make_pair(3, 4.5);
    P p{1, 2.5};
    auto &[x, y] = p;
    x = 7;
    printf("%d %f %d %f\n", i, d, p.a, y);
    std::map<std::string, int> ages;
    ages["ann"] = 31;
    ages["bob"] = 27;
    for (auto &[name, age] : ages) {
        age += 1;
        printf("%s %d\n", name.c_str(), age);
    }
    for (const auto &[name, age] : ages)
        printf("%s:%d ", name.c_str(), age);
    printf("\n");
    int arr[3] = {1, 2, 3};
    auto &[a0, a1, a2] = arr;
    a2 = 9;
    printf("%d %d\n", a0 + a1, arr[2]);
    auto up = std::make_unique<P>(P{4, 0.5});
    auto acc = std::make_unique<Acc>("total", 3);
    printf("%d %s %d\n", up->a, acc->name.c_str(), acc->n);
    int *out;
    cudaMallocManaged(&out, sizeof(int));
    k<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%d\n", out[0]);
    return 0;
}
