// <limits> in host code: numeric_limits of every arithmetic type (every member, as libstdc++
// gives them on x86-64), the values of min, max, lowest, epsilon, infinity, NaN and denormals,
// and the common uses: a running minimum that starts at max(), a reduction's identity, a
// tolerance from epsilon, a template over the type. Expected output: what g++ 12 with
// libstdc++ printed for this file compiled as C++ (host code only).
#include <cmath>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <limits>
#include <math.h>

#define ROW(T)                                                                                    \
    do {                                                                                          \
        typedef std::numeric_limits<T> L;                                                         \
        std::cout << #T << ": " << L::is_specialized << " digits " << L::digits << " " << L::digits10 << " "  \
                  << L::max_digits10 << " signed " << L::is_signed << L::is_integer << L::is_exact << " radix " \
                  << L::radix << " exp " << L::min_exponent << " " << L::min_exponent10 << " " << L::max_exponent  \
                  << " " << L::max_exponent10 << " flags " << L::has_infinity << L::has_quiet_NaN                  \
                  << L::has_signaling_NaN << L::has_denorm << L::has_denorm_loss << L::is_iec559 << L::is_bounded  \
                  << L::is_modulo << L::traps << L::tinyness_before << L::round_style << "\n";                      \
    } while (0)

template <class T> T smallest(const T *v, int n)
{
    T m = std::numeric_limits<T>::max();
    for (int i = 0; i < n; i++)
        if (v[i] < m)
            m = v[i];
    return m;
}

template <class T> bool close(T a, T b) { return std::fabs(a - b) <= 4 * std::numeric_limits<T>::epsilon() * std::fabs(a); }

static unsigned bits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
static unsigned long long bits(double d) { unsigned long long u; memcpy(&u, &d, 8); return u; }

int main()
{
    ROW(bool); ROW(char); ROW(signed char); ROW(unsigned char); ROW(short); ROW(unsigned short);
    ROW(int); ROW(unsigned int); ROW(long); ROW(unsigned long); ROW(long long); ROW(unsigned long long);
    ROW(float); ROW(double); ROW(long double);

    std::cout << (int)std::numeric_limits<char>::min() << " " << (int)std::numeric_limits<char>::max() << " "
              << (int)std::numeric_limits<unsigned char>::max() << " " << std::numeric_limits<short>::min() << " "
              << std::numeric_limits<unsigned short>::max() << " " << std::numeric_limits<int>::min() << " "
              << std::numeric_limits<int>::max() << " " << std::numeric_limits<unsigned>::max() << " "
              << std::numeric_limits<long>::min() << " " << std::numeric_limits<unsigned long>::max() << " "
              << std::numeric_limits<long long>::lowest() << " " << std::numeric_limits<unsigned long long>::max()
              << " " << std::numeric_limits<bool>::max() << std::endl;
    std::cout << std::numeric_limits<float>::min() << " " << std::numeric_limits<float>::max() << " "
              << std::numeric_limits<float>::lowest() << " " << std::numeric_limits<float>::epsilon() << " "
              << std::numeric_limits<float>::round_error() << " " << std::numeric_limits<float>::denorm_min() << " "
              << std::numeric_limits<float>::infinity() << " " << -std::numeric_limits<float>::infinity() << " "
              << std::numeric_limits<float>::quiet_NaN() << std::endl;
    std::cout << std::numeric_limits<double>::min() << " " << std::numeric_limits<double>::max() << " "
              << std::numeric_limits<double>::lowest() << " " << std::numeric_limits<double>::epsilon() << " "
              << std::numeric_limits<double>::denorm_min() << " " << std::numeric_limits<double>::infinity() << " "
              << std::numeric_limits<double>::quiet_NaN() << std::endl;
    std::cout << (double)std::numeric_limits<long double>::epsilon() << " " << (double)std::numeric_limits<long double>::min()
              << " " << (std::numeric_limits<long double>::max() > std::numeric_limits<double>::max()) << std::endl;
    printf("%08x %08x %08x %08x %016llx %016llx %016llx\n", bits(std::numeric_limits<float>::infinity()),
           bits(std::numeric_limits<float>::quiet_NaN()), bits(std::numeric_limits<float>::signaling_NaN()),
           bits(std::numeric_limits<float>::denorm_min()), bits(std::numeric_limits<double>::infinity()),
           bits(std::numeric_limits<double>::quiet_NaN()), bits(std::numeric_limits<double>::signaling_NaN()));
    std::cout << (bool)isnan(std::numeric_limits<double>::quiet_NaN()) << (bool)isinf(std::numeric_limits<float>::infinity())
              << (std::numeric_limits<float>::quiet_NaN() != std::numeric_limits<float>::quiet_NaN()) << std::endl;

    float fv[] = {3.5f, -1.25f, 8.0f, 0.5f};
    int iv[] = {7, 3, 9, -4, 12};
    std::cout << smallest(fv, 4) << " " << smallest(iv, 5) << " " << smallest(fv, 0) << " " << smallest(iv, 0) << std::endl;
    std::cout << close(1.0f, 1.0f + 1e-7f) << close(1.0f, 1.001f) << close(1.0, 1.0 + 1e-15) << close(1.0, 1.0 + 1e-12) << std::endl;
    int maxv = std::numeric_limits<int>::lowest();
    for (int i = 0; i < 5; i++)
        if (iv[i] > maxv)
            maxv = iv[i];
    std::cout << maxv << " " << std::numeric_limits<float>::digits << " " << std::numeric_limits<double>::max_digits10 << std::endl;
    return 0;
}
