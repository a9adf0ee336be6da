// (g++ -x c++) iostreams: std::hex, std::oct and std::dec on an input stream (C++17
// [basefield.manip], [facet.num.get.virtuals] p3: the integer is read in the stream's base, a
// 0x prefix taken in hex, the base found from the prefix where basefield is cleared), shared
// by a stringstream's reading and writing; std::internal ([adjustfield.manip],
// [facet.num.put.virtuals] p6 stage 3: the fill goes after the sign or the 0x prefix), as
// libstdc++ pads.
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>
int main()
{
    {
        std::istringstream in("ff 0x1F -a 17 777 12 10");
        int a = 0, b = 0, c = 0, d = 0, e = 0, f = 0;
        unsigned g = 0;
        in >> std::hex >> a >> b >> c >> std::oct >> d >> e >> std::dec >> f >> g;
        printf("%d %d %d %d %d %d %u %d\n", a, b, c, d, e, f, g, (int)in.fail());
    }
    {
        std::istringstream in("0x10 010 10 -0x2");
        in.unsetf(std::ios::dec);
        int a = 0, b = 0, c = 0, d = 0;
        in >> a >> b >> c >> d;
        printf("%d %d %d %d\n", a, b, c, d);
    }
    {
        std::istringstream in("89 zz");
        int a = 0, b = 5;
        in >> std::oct >> a;
        printf("%d %d\n", a, (int)in.fail());
        in.clear();
        std::string rest;
        in >> rest;
        in >> std::hex >> b;
        printf("%s %d %d\n", rest.c_str(), b, (int)in.fail());
    }
    {
        std::istringstream in("DEADbeef 7fffffffffffffff");
        unsigned long u = 0;
        long long l = 0;
        in >> std::hex >> u >> l;
        printf("%lx %llx\n", u, l);
    }
    {
        std::stringstream ss;
        ss << std::hex << "ff";
        int x = 0;
        ss >> x;
        printf("%d\n", x);
        std::stringstream t;
        t << "1f";
        int y = 0;
        t >> std::hex >> y;
        printf("%d\n", y);
    }
    std::cout << "[" << std::internal << std::setw(8) << -42 << "]\n";
    std::cout << "[" << std::internal << std::setfill('0') << std::setw(8) << -42 << "]\n";
    std::cout << "[" << std::internal << std::setw(8) << std::showpos << 42 << std::noshowpos << "]\n";
    std::cout << "[" << std::internal << std::showbase << std::hex << std::setw(10) << 255 << "]\n";
    std::cout << "[" << std::setw(10) << std::uppercase << 255 << std::nouppercase << "]\n";
    std::cout << "[" << std::oct << std::setw(6) << 8 << std::dec << std::noshowbase << "]\n";
    std::cout << std::setfill('*');
    std::cout << "[" << std::setw(9) << -3.25 << "]\n";
    std::cout << "[" << std::setw(9) << std::fixed << std::setprecision(2) << -3.25 << "]\n";
    std::cout << "[" << std::setw(9) << std::scientific << 3.25 << "]\n";
    std::cout << std::defaultfloat << std::setprecision(6);
    std::cout << "[" << std::setw(8) << "ab" << "]\n";
    std::cout << "[" << std::setw(4) << 'c' << "]\n";
    std::cout << "[" << std::setw(8) << std::boolalpha << true << std::noboolalpha << "]\n";
    std::cout << "[" << std::setw(6) << 7 << "]\n";
    std::cout << "[" << std::left << std::setw(6) << -7 << "]\n";
    std::cout << "[" << std::right << std::setw(6) << -7 << "]\n";
    std::cout << std::internal << std::setw(6) << -7 << " " << (std::cout.flags() & std::ios::adjustfield) << "\n";
    std::cout << std::left << (std::cout.flags() & std::ios::adjustfield) << " ";
    std::cout << std::right << (std::cout.flags() & std::ios::adjustfield) << "\n";
    std::cout.setf(std::ios::internal, std::ios::adjustfield);
    std::cout << std::setfill(' ') << "[" << std::setw(7) << -1 << "]\n";
    std::ostringstream os;
    os << std::internal << std::setfill('.') << std::setw(7) << -12;
    std::cout << os.str() << "\n";
    return 0;
}
