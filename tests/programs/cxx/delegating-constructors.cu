// Delegating constructors (C++17 [class.base.init] p6): the target constructor makes the whole
// object, members with default member initialisers and members of class type included; the
// delegating constructor's body runs after it, and the members are not initialised again (g++'s
// output).
#include <cstdio>
#include <string>

struct Trace {
    const char *what;
    Trace(const char *w = "default") : what(w) { printf("  Trace(%s)\n", what); }
    ~Trace() { printf("  ~Trace(%s)\n", what); }
};

struct Base {
    int b;
    Base(int v) : b(v) { printf("  Base(%d)\n", v); }
};

struct Buffer : Base {
    int *data = nullptr;
    int size = 0;
    std::string label = "unnamed";
    Trace t{"member"};
    explicit Buffer(int n) : Base(n), size(n)
    {
        data = new int[n];
        for (int i = 0; i < n; i++)
            data[i] = i * i;
        printf("  Buffer(int %d)\n", n);
    }
    Buffer(const char *name, int n) : Buffer(n)
    {
        label = name;
        printf("  Buffer(name %s): data %s, size %d\n", name, data ? "set" : "null", size);
    }
    Buffer() : Buffer("empty", 1) { printf("  Buffer()\n"); }
    ~Buffer() { delete[] data; }
};

int main()
{
    printf("named\n");
    {
        Buffer b("squares", 4);
        printf("  %s %d %d %d\n", b.label.c_str(), b.size, b.data[3], b.b);
    }
    printf("default\n");
    {
        Buffer d;
        printf("  %s %d %d\n", d.label.c_str(), d.size, d.data[0]);
    }
    return 0;
}
