// <iostream> and <iomanip> in host code: cout and cerr of every basic type, manipulators
// (fixed, scientific, setprecision, setw, left, hex, boolalpha, setfill). Expected output: what
// an H200 machine printed (nvcc 13, -O2 -arch=sm_90; g++ 12 and libstdc++ print the same).
#include <iostream>
#include <iomanip>
int main() {
    std::cout << "hello " << 42 << ' ' << 3.14159265 << ' ' << 2.5f << std::endl;
    std::cout << std::fixed << std::setprecision(3) << 1.0/3 << " " << std::scientific << 12345.678 << std::endl;
    std::cout << std::defaultfloat << std::setw(8) << 7 << "|" << std::left << std::setw(6) << "ab" << "|" << std::endl;
    std::cout << std::hex << 255 << " " << -1 << std::dec << " " << -1 << " " << true << std::boolalpha << " " << false << std::endl;
    std::cout << 1e20 << " " << 1e-5 << " " << 100000.0 << " " << 1234567.0 << " " << 0.1f << std::endl;
    unsigned long long big = 18446744073709551615ULL; long n = -5;
    std::cout << big << " " << n << " " << (short)-3 << std::setfill('0') << std::setw(5) << 42 << std::endl;
    std::cerr << "to stderr " << 1 << std::endl;
    return 0;
}
