// The overloaded idiom (C++17): template <class... Ts> struct overloaded : Ts... { using
// Ts::operator()...; }; with its deduction guide. A pack expansion in a base-specifier list
// ([class.derived], [temp.variadic] p5) and in a using-declaration ([namespace.udecl] p1), the
// aggregate initialisation of the bases from a braced list ([dcl.init.aggr] p1), class template
// argument deduction from lambdas: each call picks among the lambdas' operator()s, a generic
// lambda's too, with std::visit over a std::variant and in device code (CUDA C++ Programming
// Guide §5.3.8, Lambda Expressions). The kernel's line is what the host computes.
#include <cstdio>
#include <iostream>
#include <string>
#include <variant>
#include <vector>

template <class... Ts> struct overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> overloaded(Ts...) -> overloaded<Ts...>;

struct Int { int k; int operator()(int i) const { return k * i; } };
struct Real { double k; double operator()(double d) const { return k + d; } };

__host__ __device__ void captures(int base)
{
    auto f = overloaded{[base](int i) { return base + i; }, [](double d) { return (int)(d * 100); }};
    int m = 5;
    auto g = overloaded{[](double d) { return (int)(d * 100); }, [base, m](int i) { return base * m + i; }};
    printf("captures: %d %d %d | %d %d %d\n", f(1), f(2.5), f('a'), g(1), g(2.5), g('a'));
}

__global__ void kernel(int base) { captures(base); }

int main()
{
    std::vector<std::variant<int, double, std::string>> vs{1, 2.5, std::string("hi")};
    for (auto &v : vs)
        std::visit(overloaded{
                       [](int i) { std::cout << "int " << i << "\n"; },
                       [](double d) { std::cout << "double " << d << "\n"; },
                       [](const std::string &s) { std::cout << "string " << s << "\n"; },
                   },
                   v);
    int total = 0;
    auto count = overloaded{[&total](int i) { total += i; }, [&total](double d) { total += (int)(d * 10); }};
    count(3);
    count(1.5);
    std::cout << "total " << total << "\n";
    auto size = std::visit(overloaded{[](int i) { return i * 2.0; }, [](auto x) { return (double)sizeof(x); }},
                           std::variant<int, char, double>{'c'});
    std::cout << "size " << size << "\n";
    overloaded<Int, Real> both{{3}, {0.5}};
    std::cout << "classes " << both(4) << " " << both(4.25) << " " << sizeof both << "\n";
    captures(10);
    kernel<<<1, 1>>>(10);
    cudaDeviceSynchronize();
    return 0;
}
