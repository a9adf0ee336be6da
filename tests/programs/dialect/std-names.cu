// Host dialect: the C++ names of the C headers (<cstdio>, <cstdlib>, <cstring>, <cmath>,
// <cassert>, <ctime>, <cstdint>) and std:: on C library names, with the overloads C++ gives
// std::abs, std::sqrt & co. (docs/host-code.md). The expected output is an H200's (nvcc
// -arch=sm_90, g++ and libstdc++ as the host compiler).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <cassert>
#include <ctime>
#include <cstdint>

int main()
{
    std::srand(1);
    int r1 = std::rand() % 1000, r2 = std::rand() % 1000;
    std::printf("rand %d %d\n", r1, r2);
    std::printf("abs %d %ld %lld %.2f %.2f\n", std::abs(-3), std::abs(-4L), std::abs(-5LL),
                std::abs(-2.5), (double)std::abs(-1.25f));
    std::printf("sizeof abs(int) %zu abs(float) %zu abs(double) %zu\n", sizeof(std::abs(1)),
                sizeof(std::abs(1.0f)), sizeof(std::abs(1.0)));
    std::printf("std::sqrt(2.0f) %.10f std::sqrt(2.0) %.10f std::sqrt(2) %.10f\n",
                (double)std::sqrt(2.0f), std::sqrt(2.0), std::sqrt(2));
    std::printf("sqrt(2.0f) %.10f sizeof %zu\n", (double)sqrt(2.0f), sizeof(sqrt(2.0f)));
    std::printf("std::pow(2.0f, 0.5f) %.10f std::pow(2.0f, 2) %.10f sizeof %zu %zu\n",
                (double)std::pow(2.0f, 0.5f), (double)std::pow(2.0f, 2), sizeof(std::pow(2.0f, 0.5f)),
                sizeof(std::pow(2.0f, 2)));
    std::printf("std::exp(1.0f) %.10f std::log(10.0f) %.10f std::sin(1.0f) %.10f\n",
                (double)std::exp(1.0f), (double)std::log(10.0f), (double)std::sin(1.0f));
    std::printf("floor %.1f ceil %.1f fabs %.1f fmax %.1f round %.1f\n", std::floor(-2.5),
                std::ceil(-2.5f), std::fabs(-3.0), std::fmax(1.0, 2.0), std::round(2.5));
    char buf[16];
    std::memcpy(buf, "abcdef", 7);
    std::memset(buf, 'x', 2);
    std::printf("memcpy %s strlen %zu strcmp %d\n", buf, std::strlen(buf), std::strcmp("a", "b") < 0);
    std::uint32_t u = 0xffffffffu;
    std::int64_t big = std::int64_t(1) << 40;
    std::size_t sz = sizeof(std::uint16_t);
    std::printf("uint32 %u int64 %lld size %zu atoi %d strtol %ld\n", u, (long long)big, sz,
                std::atoi("42"), std::strtol("ff", nullptr, 16));
    std::time_t now = std::time(nullptr);
    assert(now > 0);
    int *heap = static_cast<int *>(std::malloc(4 * sizeof(int)));
    heap[3] = 9;
    std::printf("malloc %d\n", heap[3]);
    std::free(heap);
    ::printf("global-qualified printf\n");
    std::puts("puts");
    return 0;
}
