// Host dialect: a class with member functions is C++ beyond the dialect (docs/host-dialect.md):
// reported once, at the class, with what it is and where the dialect is described; nothing
// runs (exit status 1).
#include <stdio.h>

class Counter {
  public:
    int n;
    void inc() { n++; }
};

int main()
{
    Counter c;
    c.inc();
    printf("%d\n", c.n);
    return 0;
}
