// (g++ -x c++) <cmath>'s classification functions in host code are C++ functions returning bool
// (std::isnan, std::isinf, std::isfinite, std::isnormal, std::signbit), where <math.h> has
// macros; course code writes them qualified. NAN is a positive quiet NaN, as g++'s is.
#include <cmath>
#include <cstdio>
#include <limits>

int main()
{
    double vals[] = {0.0, -0.0, 1.5, -2.0, std::numeric_limits<double>::quiet_NaN(), INFINITY, -INFINITY, 1e-310};
    for (double v : vals)
        printf("nan %d inf %d finite %d normal %d sign %d\n", std::isnan(v), std::isinf(v),
               std::isfinite(v), std::isnormal(v), std::signbit(v));
    float f = std::numeric_limits<float>::quiet_NaN();
    printf("float: %d %d %d\n", std::isnan(f), std::isinf(1.0f / 0.0f), std::signbit(-1.0f));
    printf("NAN prints %f %f, -NAN %f; sign %d\n", NAN, (double)NAN, -NAN, std::signbit(NAN));
    bool b = std::isnan(f);
    printf("bool %zu %d\n", sizeof(std::isnan(f)), b);
    return 0;
}
