// A throw destroys the local arrays of class objects in the frames it leaves, each array's
// elements from the last to the first, the arrays and other objects in the reverse order of
// their construction (C++17 [except.ctor] p1, [class.dtor] p10): one-dimensional and
// two-dimensional arrays, an array of a class whose destructor is implicit (its member's runs),
// in the throwing frame and in a caller's. Arrays destroyed normally are not destroyed again.
// Expected output: g++'s.
#include <cstdio>
#include <stdexcept>
#include <string>

struct Noisy {
    int id;
    Noisy() : id(0) {}
    ~Noisy() { std::printf("~Noisy %d\n", id); }
};
struct Holder { /* an implicit destructor: its member's */
    Noisy n;
};

static void fill(Noisy *a, int n, int base)
{
    for (int i = 0; i < n; i++)
        a[i].id = base + i;
}

static void deepest(int k)
{
    Noisy grid[2][2];
    fill(&grid[0][0], 4, 20);
    Holder h[2];
    h[0].n.id = 30;
    h[1].n.id = 31;
    if (k > 0)
        throw std::runtime_error("from deepest");
}

static void middle()
{
    Noisy row[3];
    fill(row, 3, 10);
    {
        Noisy done[2]; /* destroyed at its block's end, before the throw */
        fill(done, 2, 40);
    }
    deepest(0);
    std::printf("deepest(0) returned\n");
    Noisy one;
    one.id = 50;
    deepest(1);
}

int main()
{
    Noisy outer[2];
    fill(outer, 2, 1);
    try {
        middle();
    } catch (const std::exception &e) {
        std::printf("caught: %s\n", e.what());
    }
    std::printf("main ends\n");
    return 0;
}
