// Lifetimes of temporaries made in the arms of ?: (C++17 [class.temporary], [expr.cond]):
// a class result of a function call, a T(...) and a conversion, in an argument, an operand
// of <<, a member call, a variable's initialiser, a return value, a discarded expression,
// nested ?:, and the argument of throw. Each object says when it is made and destroyed.
#include <cstdio>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>

struct Tracked {
    int id;
    static int live;
    Tracked(int i) : id(i) { live++; printf("  make %d\n", id); }
    Tracked(const Tracked &o) : id(o.id + 100) { live++; printf("  copy %d\n", id); }
    ~Tracked() { live--; printf("  drop %d\n", id); }
    int get() const { return id; }
};
int Tracked::live = 0;

static Tracked make(int i) { return Tracked(i); }
static void show(const Tracked &t) { printf("  show %d\n", t.id); }
static Tracked pick(bool c) { return c ? make(1) : make(2); }
static std::ostream &operator<<(std::ostream &os, const Tracked &t) { return os << "T" << t.id; }

int main(int argc, char **argv)
{
    for (int c = 0; c < 2; c++) {
        printf("c=%d argument\n", c);
        show(c ? make(10) : make(20));
        printf("c=%d argument, T(...) arm\n", c);
        show(c ? make(11) : Tracked(21));
        printf("c=%d conversion arm\n", c);
        show(c ? make(12) : 22);
        printf("c=%d member call\n", c);
        printf("  got %d\n", (c ? make(13) : make(23)).get());
        printf("c=%d operand of <<\n", c);
        std::cout << "  " << (c ? make(14) : make(24)) << "\n";
        printf("c=%d variable\n", c);
        {
            Tracked v = c ? make(15) : make(25);
            printf("  have %d\n", v.id);
        }
        printf("c=%d return\n", c);
        {
            Tracked r = pick(c);
            printf("  have %d\n", r.id);
        }
        printf("c=%d discarded\n", c);
        c ? make(16) : make(26);
        printf("c=%d nested\n", c);
        show(c ? make(17) : argc > 5 ? make(27) : make(37));
        printf("c=%d strings\n", c);
        std::cout << "  " << (c ? std::to_string(c) : "none") << " " << (c ? std::string("s") : std::to_string(-c)) << "\n";
        printf("live %d\n", Tracked::live);
    }
    try {
        std::ostringstream os;
        os << "bad value " << 42;
        throw std::runtime_error(os.str());
    } catch (const std::exception &e) {
        printf("caught: %s\n", e.what());
    }
    try {
        throw std::invalid_argument(std::string("arg ") + std::to_string(7));
    } catch (const std::invalid_argument &e) {
        printf("caught: %s\n", e.what());
    }
    printf("live %d\n", Tracked::live);
    return 0;
}
