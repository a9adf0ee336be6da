// std::nullptr_t (<cstddef>, [support.types.nullptr]): the type of nullptr, usable as a parameter
// type that overload resolution prefers for a nullptr argument over a pointer parameter, and
// after `using namespace std;` by its plain name.
#include <cstddef>
#include <cstdio>

static const char *which(int *) { return "int *"; }
static const char *which(std::nullptr_t) { return "std::nullptr_t"; }

template <class T> static const char *kind(T) { return "something else"; }
template <> const char *kind<std::nullptr_t>(std::nullptr_t) { return "nullptr_t"; }

int main()
{
    int x = 1;
    std::nullptr_t n = nullptr;
    printf("which(&x): %s\n", which(&x));
    printf("which(nullptr): %s\n", which(nullptr));
    printf("which(n): %s\n", which(n));
    printf("kind(nullptr): %s, kind(0): %s\n", kind(nullptr), kind(0));
    printf("sizeof(std::nullptr_t) = %zu, n == nullptr: %d\n", sizeof(std::nullptr_t), n == nullptr);
    using namespace std;
    nullptr_t m = nullptr;
    int *p = m;
    printf("a pointer from it: %s\n", p ? "not null" : "null");
    return 0;
}
