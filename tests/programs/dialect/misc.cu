// Host dialect, smaller C++isms with an exact C meaning (docs/host-code.md): extern "C",
// using namespace std, static_assert, alignof/alignas, decltype, noexcept, [[attributes]],
// character literals of type char, int x{...} and int x{}, {} as a value-initialised argument,
// and main falling off its end (exit status 0). The expected output is an H200's.
#include <stdio.h>
#include <cstring>
#include <ctime>

using namespace std;

extern "C" int twice(int v) noexcept { return 2 * v; }

extern "C" {
static int thrice(int v) { return 3 * v; }
}

static_assert(sizeof(int) == 4, "int is 32 bits");

struct alignas(16) Aligned {
    float v[3];
};

[[nodiscard]] static int answer() { return 42; }

int main()
{
    int x{5};
    int y{};
    double w{2.5};
    decltype(x) copy = x + 1;
    char c = 'A';
    static_assert(alignof(Aligned) == 16, "alignas");
    printf("twice %d thrice %d answer %d\n", twice(x), thrice(y + 1), answer());
    printf("x %d y %d w %.1f copy %d\n", x, y, w, copy);
    printf("sizeof('a') %zu sizeof(c) %zu alignof(Aligned) %zu sizeof(Aligned) %zu\n", sizeof('a'),
           sizeof(c), alignof(Aligned), sizeof(Aligned));
    time_t t = time({});
    printf("time({}) %s\n", t > 0 ? "positive" : "zero");
    printf("strlen %zu\n", strlen("four"));
    [[maybe_unused]] int unused = 0;
}
