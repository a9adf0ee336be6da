// `extern` after a declaration of the same variable names that variable, with its linkage and
// its type (C++17 [basic.link]/6, [dcl.stc]): a static array declared again `extern` with an
// unknown bound (The CUDA Handbook's nbody.h: `static const char *rgszAlgorithmNames[] = {...};
// extern const char *rgszAlgorithmNames[];`) is still the static array of its length.
#include <cstdio>

static const char *names[] = {"a", "bb", "ccc"};
extern const char *names[];
int counter = 4;
extern int counter;
static int hidden = 7;
extern int hidden;

int main()
{
    extern int counter;
    counter++;
    printf("%zu %s %d %d\n", sizeof(names) / sizeof(names[0]), names[2], counter, hidden);
    return 0;
}
