// An object of a class with one conversion function passed where overloads take scalars: the
// user-defined conversion sequences rank by the standard conversion after the conversion
// function (C++17 [over.ics.rank] p3.3), so `cout << w` of a class with `operator float()`
// calls operator<<(float), not the double, int or bool one, as g++ does.
#include <iostream>

struct Meter {
    float v;
    operator float() const { return v; }
};

struct Count {
    long n;
    operator long() const { return n; }
};

struct Label {
    const char *s;
    operator const char *() const { return s; }
};

void show(double) { std::cout << "double\n"; }
void show(float) { std::cout << "float\n"; }
void show(int) { std::cout << "int\n"; }

void pick(int) { std::cout << "int\n"; }
void pick(double) { std::cout << "double\n"; }

int main()
{
    Meter m{2.5f};
    Count c{1234567890123L};
    Label l{"label"};
    std::cout << m << " " << c << " " << l << std::endl;
    show(m);
    show(c.n > 0 ? Meter{1.0f} : m);
    pick(Meter{3.0f}); // float -> double is a promotion, float -> int a conversion
    float sum = m + 1.0f;
    std::cout << sum << "\n";
    return 0;
}
