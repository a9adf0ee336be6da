// (g++) std::ios_base format flags with libstdc++'s values: flags(), setf with and without a
// mask, unsetf, showbase, setiosflags/resetiosflags, std::ios as the name of ios_base.
#include <iostream>
#include <iomanip>
#include <cstdio>
int main() {
    std::cout << std::cout.flags() << "\n";
    std::cout.setf(std::ios::fixed, std::ios::floatfield);
    std::cout << 3.14159 << " " << std::cout.flags() << "\n";
    std::cout.unsetf(std::ios::fixed);
    std::cout << 3.14159 << "\n";
    std::ios_base::fmtflags saved = std::cout.flags();
    std::cout << std::showbase << std::hex << 255 << " " << 0 << " " << std::uppercase << 255 << std::oct << " " << 8 << "\n";
    std::cout.flags(saved);
    std::cout << 255 << " " << std::setiosflags(std::ios::showpos) << 5 << std::resetiosflags(std::ios::showpos) << " " << 5 << "\n";
    std::cout.setf(std::ios_base::scientific, std::ios_base::floatfield);
    std::cout << 1234.5 << " " << std::cout.flags() << "\n";
    std::cout.setf(std::ios::left, std::ios::adjustfield);
    std::cout << std::setw(8) << 42 << "|\n";
}
