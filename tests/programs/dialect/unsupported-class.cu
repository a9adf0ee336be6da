// Host dialect: a host member function is C++ beyond the dialect (docs/host-dialect.md):
// reported once, at the member function, with what it is and where the dialect is described;
// nothing runs (exit status 1). (`class` itself is `struct` with private members first.)
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
