// A static local is initialised the first time control passes its declaration, and the
// temporaries of that initialisation are destroyed then, once (C++17 [stmt.dcl] p4,
// [class.temporary] p4): not again at each later pass (a std::string's buffer freed twice).
// The object itself is destroyed at exit. The output is g++'s.
#include <cstdio>
#include <string>

struct S {
    int id;
    S(int i) : id(i) { printf("S(%d)\n", id); }
    ~S() { printf("~S(%d)\n", id); }
};

struct L {
    int v;
    L(S s) : v(s.id * 10) { printf("L(%d)\n", v); }
    ~L() { printf("~L(%d)\n", v); }
};

struct Logger {
    std::string name;
    Logger(std::string n) : name(n) { printf("Logger %s\n", name.c_str()); }
    ~Logger() { printf("~Logger %s\n", name.c_str()); }
};

static int get()
{
    static L l(S(1));
    return l.v;
}

static Logger &logger()
{
    static Logger lg(std::string("static") + "-local");
    return lg;
}

int main()
{
    printf("first %d\n", get());
    printf("second %d\n", get());
    printf("%s\n", logger().name.c_str());
    printf("%s\n", logger().name.c_str());
    return 0;
}
