// Scoped enumerations (enum class) convert to no other type implicitly (C++17 [dcl.enum],
// [conv.prom]): an overload taking the enum wins over int and is the only one viable, while an
// unscoped enum promotes to int. std::cout prints a scoped enum through the program's own
// operator<<, never as a number.
// reference: g++
#include <iostream>
#include <cstdint>

enum class Colour { Red, Green, Blue };
enum Shade { Light, Dark };
enum class Small : std::uint8_t { A = 1, B = 200 };

std::ostream &operator<<(std::ostream &os, Colour c)
{
    switch (c) {
    case Colour::Red: return os << "red";
    case Colour::Green: return os << "green";
    case Colour::Blue: return os << "blue";
    }
    return os << "?";
}

const char *pick(int) { return "int"; }
const char *pick(long) { return "long"; }
const char *pick(Colour) { return "Colour"; }
const char *pick(double) { return "double"; }

const char *only_int(int) { return "only_int(int)"; }
const char *only_int(Colour c) { return c == Colour::Blue ? "blue via Colour" : "other via Colour"; }

int main()
{
    Colour c = Colour::Green;
    std::cout << c << ' ' << Colour::Blue << '\n';
    std::cout << Dark << ' ' << static_cast<int>(Colour::Blue) << '\n';
    std::cout << pick(c) << ' ' << pick(Dark) << ' ' << pick(Colour::Red) << ' ' << pick(2L) << '\n';
    std::cout << only_int(Colour::Blue) << ' ' << only_int(Light) << '\n';
    std::cout << sizeof(Small) << ' ' << static_cast<int>(Small::B) << '\n';
    std::cout << (Colour::Red < Colour::Blue) << ' ' << (c == Colour::Green) << '\n';
    int n = static_cast<int>(c) + Dark;
    std::cout << n << '\n';
    return 0;
}
