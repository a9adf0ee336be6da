// Operators of the program's own for enumerations (C++17 [over.match.oper] p1: an operand of
// enumeration type makes the user's operator@ a candidate): flag sets of a scoped enum with
// operator|, operator& and operator|= (written `return x = x | y;`: an assignment is an lvalue,
// C++17 [expr.ass] p1, so a reference to x is returned), an unscoped enum whose operator| beats
// the built-in one on the promoted values, and an operator of a class constructible from int
// that the built-in == of two enumerators beats. Expected output: g++ 12's.
#include <cstdio>

enum class Flags : unsigned { None = 0, Read = 1, Write = 2, Exec = 4 };
constexpr Flags operator|(Flags a, Flags b) { return Flags(unsigned(a) | unsigned(b)); }
constexpr Flags operator&(Flags a, Flags b) { return Flags(unsigned(a) & unsigned(b)); }
inline Flags &operator|=(Flags &a, Flags b) { return a = a | b; }
inline Flags operator~(Flags a) { return Flags(~unsigned(a) & 7u); }

enum Color { Red = 1, Green = 2, Blue = 4 };
inline Color operator|(Color a, Color b) { return Color(int(a) | int(b) | 16); }

struct Wide {
    long v;
    Wide(long x) : v(x) {}
};
inline bool operator==(Wide a, Wide b) { return a.v != b.v; } // (a user's odd ==)

int &set(int &x, int v) { return x = v; }
int &bump(int &x) { return x += 2; }
int &inc(int &x) { return ++x; }

int main()
{
    Flags f = Flags::Read | Flags::Exec;
    f |= Flags::Write;
    (f |= Flags::None) |= Flags::Read;
    bool can_write = (f & Flags::Write) != Flags::None;
    Flags g = ~Flags::Write;
    printf("%u %d %u\n", unsigned(f), can_write, unsigned(g));
    Color c = Red | Blue;
    int plain = Red + Blue; // the built-in +: no operator+ of the program's
    printf("%d %d %d\n", int(c), plain, Red == Red);
    int a = 1;
    set(a, 5) += 1;
    bump(a) *= 3;
    inc(a)++;
    printf("%d\n", a);
    return 0;
}
