// (g++ -x c++) std::bitset as libstdc++'s: construction from a number and from a string (with
// a position), & | ^ ~ << >>, set/reset/flip of all bits and of one, b[i] read and assigned,
// count, any, none, all, to_string (with other characters), to_ulong, printing with <<, and
// libstdc++'s messages for a position out of range and a value too large for to_ulong.
#include <bitset>
#include <cstdio>
#include <iostream>
#include <string>
int main()
{
    std::bitset<8> a(0xA5);
    std::bitset<8> b("00111100");
    std::cout << a << ' ' << b << ' ' << (a & b) << ' ' << (a | b) << ' ' << (a ^ b) << ' ' << ~a << '\n';
    std::cout << a.count() << ' ' << a.size() << ' ' << a.any() << a.none() << a.all() << ' ' << a.to_ulong() << '\n';
    a.set(1);
    a.reset(0);
    a.flip(7);
    a[6] = true;
    a[5] = a[2];
    std::cout << a << ' ' << a.test(6) << ' ' << a[3] << ' ' << (a << 3) << ' ' << (a >> 2) << '\n';
    std::bitset<70> big;
    big.set(0);
    big.set(65);
    big.set(69);
    std::cout << big << ' ' << big.count() << '\n';
    big <<= 3;
    std::cout << big.to_string('.', '#') << '\n';
    big.flip();
    std::cout << big.count() << ' ' << big.all() << ' ' << (big == ~~big) << '\n';
    std::bitset<32> c(12345u);
    std::string s = c.to_string();
    printf("%s %lu %llu\n", s.c_str(), c.to_ulong(), c.to_ullong());
    std::bitset<5> d;
    d.set();
    std::cout << d << ' ' << d.all() << ' ' << d.reset() << ' ' << d.flip() << '\n';
    try { d.set(9); } catch (const std::out_of_range &e) { std::cout << e.what() << '\n'; }
    try { d.test(5); } catch (const std::out_of_range &e) { std::cout << e.what() << '\n'; }
    try { big.to_ulong(); } catch (const std::overflow_error &e) { std::cout << e.what() << '\n'; }
    std::bitset<4> e(std::string("1x01"), 2);
    std::cout << e << '\n';
}
