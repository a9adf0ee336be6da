// The cells of a cudarepl session as one program: their declarations, then their
// statements in main(). Build it with nvcc, or run it with cudarepl.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <assert.h>
#include <cstdio>
#include <vector>
#include <iostream>
#include <string>
struct Counter { int n = 0; void inc() { n++; } int get() const { return n; } };
Counter c;
template <typename T> T twice(T v) { return v + v; }
std::vector<int> v;
int total = 0
decltype([](int x) { return x * x; }) sq;
class Shape { public: virtual double area() const { return 0; } virtual ~Shape() {} };
class Square : public Shape { double s; public: Square(double s) : s(s) {} double area() const override { return s * s; } };
Square sqr;
const Shape &sh;
int twice(int v) { return 3 * v; }
struct Counter { long n = 100; long get() const { return n; } };
Counter d;
std::vector<std::string> names;
std::string label;
decltype(names.size() + v.size()) count;

int main(void)
{
    c.inc();
    c.inc();
    c.get();
    twice(21);
    twice(std::string("ab"));
    v = std::vector<int>(4, 2);
    v.push_back(7);
    v.size();
    for (int x : v) total += x;
    std::cout << "total " << total << ", last " << v.back() << std::endl;
    sq = [](int x) { return x * x; };
    sq(c.get() + 1);
    sqr = Square(1.5);
    sh = sqr;
    sh.area();
    twice(5);
    d.get() + c.get();
    names.push_back("warp");
    names.push_back("lane");
    names;
    label = "lanes";
    count = names.size() + v.size();
    std::cout << label << " " << count << std::endl;
    cudaDeviceSynchronize();
    return 0;
}
