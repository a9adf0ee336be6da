// (g++ -x c++) std::complex<double> and <float> as libstdc++ and libgcc compute them: + - * /
// (Smith's division, as __divdc3) with complex and real operands, abs, arg, norm, conj, polar,
// exp, sqrt, compound assignment, and << printing "(re,im)" with the stream's precision.
#include <complex>
#include <cstdio>
#include <iostream>
#include <iomanip>
int main()
{
    std::complex<double> a(1.5, -2.25), b(0.3, 0.7);
    std::cout << a << ' ' << b << ' ' << a + b << ' ' << a - b << ' ' << a * b << ' ' << a / b << '\n';
    std::cout << a * 2.0 << ' ' << 2.0 * a << ' ' << a / 3.0 << ' ' << 1.0 / b << ' ' << -a << ' ' << a + 1.0 << ' ' << 1.0 - a << '\n';
    std::cout << std::abs(a) << ' ' << std::arg(a) << ' ' << std::norm(a) << ' ' << std::conj(a) << ' ' << std::polar(2.0, 0.5) << '\n';
    std::cout << std::exp(b) << ' ' << std::exp(a) << ' ' << std::sqrt(a) << ' ' << std::sqrt(std::complex<double>(-4, 0)) << ' ' << std::sqrt(b) << '\n';
    std::complex<double> z;
    for (int i = 0; i < 20; i++) z = z * z + std::complex<double>(-0.4, 0.6);
    std::cout << std::setprecision(17) << z << ' ' << a / b << ' ' << std::abs(a / b) << '\n';
    std::complex<float> f(1.25f, 0.5f), g(-0.75f, 2.0f);
    std::cout << std::setprecision(9) << f * g << ' ' << f / g << ' ' << std::abs(f) << ' ' << std::exp(f) << ' ' << std::sqrt(g) << '\n';
    a += b;
    a *= b;
    a /= std::complex<double>(0.1, -5);
    a -= 1.0;
    std::cout << a << ' ' << a.real() << ' ' << a.imag() << ' ' << (a == a) << (a != b) << '\n';
    a.real(3);
    a.imag(4);
    printf("%g %g %g\n", std::abs(a), std::real(a), std::imag(a));
    std::complex<double> sum;
    for (int k = 0; k < 8; k++) sum += std::polar(1.0, 2 * 3.141592653589793 * k / 8) * (double)k;
    std::cout << std::fixed << std::setprecision(6) << sum << '\n';
}
