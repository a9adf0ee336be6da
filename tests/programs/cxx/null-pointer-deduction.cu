// A parameter T * deduces nothing from NULL, 0 or nullptr, which are not pointers, and its
// template is then no candidate, even when T has a default or another argument gives it
// (C++17 [temp.deduct.call] 4); g++ rejects each of these calls ("mismatched types 'T*' and
// 'long int'", "... and 'int'", "... and 'std::nullptr_t'"). Given explicitly, T makes the
// parameter an ordinary pointer, which takes them.
#include <cstddef>
#include <cstdio>

template <typename T> int one(T *p) { return p ? 1 : 0; }
template <typename T = int> int with_default(const T *p) { return p ? 1 : 0; }
template <typename T> int two(T x, T *p) { return p ? 1 : (int)x; }

int main()
{
    int i = 0;
    printf("%d %d %d\n", one<int>(NULL), with_default<int>(0), two<int>(1, nullptr));
    printf("%d\n", one(NULL));
    printf("%d\n", one(0));
    printf("%d\n", one(nullptr));
    printf("%d\n", with_default(NULL));
    printf("%d\n", two(1, 0));
    printf("%d\n", two(1, NULL));
    return one(&i) - 1;
}
