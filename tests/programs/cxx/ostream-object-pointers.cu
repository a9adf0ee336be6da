// An object pointer sent to an ostream prints its address: operator<<(const void *) is chosen
// over operator<<(bool), because a conversion of a pointer to bool is worse than any other
// conversion of its rank (C++17 [over.ics.rank] p4.1); a course's `std::cout << event` of a
// cudaEvent_t needs it. Null pointers, so the output is the same everywhere. Expected output:
// g++ 12's (g++ -std=c++17 -x c++, with the CUDA type declared by hand there).
#include <cstdio>
#include <iostream>

struct Point { int x, y; };
struct Opaque;

struct Sink {
    Sink &operator<<(const void *) { std::puts("pointer"); return *this; }
    Sink &operator<<(bool) { std::puts("bool"); return *this; }
    Sink &operator<<(int) { std::puts("int"); return *this; }
};

int main()
{
    Point *p = nullptr;
    Opaque *o = nullptr;
    std::cout << p << " " << o << " " << static_cast<const void *>(nullptr) << std::endl;
    Sink s;
    s << p << o << true << 3;
    return 0;
}
