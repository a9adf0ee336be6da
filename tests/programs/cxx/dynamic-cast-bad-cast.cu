// A failed dynamic_cast to a reference throws std::bad_cast (C++17 [expr.dynamic.cast] p9),
// caught by its type or by std::exception, what() as libstdc++ gives it; a successful one
// throws nothing. Expected output: g++'s (host code only).
#include <cstdio>
#include <exception>
#include <typeinfo>

struct Shape {
    virtual ~Shape() {}
    virtual int sides() const { return 0; }
};
struct Square : Shape {
    int sides() const override { return 4; }
};
struct Circle : Shape {};

static int calls = 0;
static Shape &pick(Shape &s)
{
    calls++;
    return s;
}

int main()
{
    Square sq;
    Circle ci;
    Shape &a = sq, &b = ci;
    try {
        Square &s = dynamic_cast<Square &>(a);
        printf("ok: %d sides\n", s.sides());
        Square &t = dynamic_cast<Square &>(b);
        printf("not reached %d\n", t.sides());
    } catch (const std::bad_cast &e) {
        printf("caught bad_cast: %s\n", e.what());
    }
    try {
        const Square &s = dynamic_cast<const Square &>(pick(b));
        printf("not reached %d\n", s.sides());
    } catch (std::exception &e) {
        printf("caught exception: %s, operand evaluated %d time(s)\n", e.what(), calls);
    }
    try {
        dynamic_cast<Square &>(b);
    } catch (...) {
        printf("caught by ...\n");
    }
    return 0;
}
