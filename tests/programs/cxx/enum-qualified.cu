// Enumerators named through their enumeration (C++ [dcl.enum], [expr.cond]): E::name finds
// the enumerator even where a nearer declaration of the bare name hides it, and a conditional
// whose arms are of one enumeration has that type (so overloading on it picks the enum's).
#include <cstdio>

namespace lib {
enum class role { producer, consumer };
enum color { red, green, blue };
}

static int pick(lib::role) { return 1; }
static int pick(unsigned long) { return 2; }
static int pick(lib::color) { return 3; }

int main()
{
    bool producer = false;  /* hides the bare name `producer` */
    int green = 7;          /* and `green` */
    lib::role r = producer ? lib::role::producer : lib::role::consumer;
    printf("%d %d\n", (int)r, pick(producer ? lib::role::producer : lib::role::consumer));
    printf("%d %d %d\n", (int)lib::color::green, green, pick(green > 3 ? lib::color::blue : lib::color::red));
    printf("%d %d\n", pick(lib::role::consumer), pick(5ul));
    printf("%zu\n", sizeof(producer ? lib::red : lib::blue));
    return 0;
}
