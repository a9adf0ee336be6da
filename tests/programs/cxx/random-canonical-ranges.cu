// generate_canonical (and so every real distribution) over generators of the program's own with
// 2^7, 2^14, 2^24, 2^25, 2^28, 2^50, 2^53, 2^56, 2^60 - 1 and 1000 values: libstdc++ takes the
// number of calls from log2 of the range worked out in long double and truncated, one less than
// the true value for some powers of two (a generator of 128 values is called 9 times for a
// double, not 8). Expected output: what g++ 12 with libstdc++ printed for this file compiled as
// C++ (host code only).
#include <cstdio>
#include <random>

template <unsigned long long MAX> struct Gen {
    typedef unsigned long long result_type;
    unsigned long long s;
    int calls;
    static constexpr unsigned long long min() { return 0; }
    static constexpr unsigned long long max() { return MAX; }
    unsigned long long operator()()
    {
        calls++;
        s = s * 6364136223846793005ULL + 1442695040888963407ULL;
        return (s >> 3) % (MAX + 1);
    }
};

template <unsigned long long MAX> void run(const char *name)
{
    Gen<MAX> g = {1, 0};
    double d = std::generate_canonical<double, 53>(g);
    int cd = g.calls;
    float f = std::generate_canonical<float, 24>(g);
    int cf = g.calls - cd;
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    std::normal_distribution<float> n;
    double uv = u(g);
    float nv = n(g);
    printf("%s: double %d calls %a, float %d calls %a, uniform %a, normal %a, %d calls in all\n", name, cd, d, cf,
           (double)f, uv, (double)nv, g.calls);
}

int main()
{
    run<(1ULL << 7) - 1>("2^7");
    run<(1ULL << 14) - 1>("2^14");
    run<(1ULL << 24) - 1>("2^24");
    run<(1ULL << 25) - 1>("2^25");
    run<(1ULL << 28) - 1>("2^28");
    run<(1ULL << 50) - 1>("2^50");
    run<(1ULL << 53) - 1>("2^53");
    run<(1ULL << 56) - 1>("2^56");
    run<(1ULL << 60) - 2>("2^60 - 1");
    run<999>("1000");
    return 0;
}
