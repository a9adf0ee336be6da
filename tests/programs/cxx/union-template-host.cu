// A union template's instances are unions in host code too: members share their bytes, and
// the size is the largest member's (C++17 [class.union]). g++ printed this output.
#include <cstdio>
#include <cstring>

template <class T>
union Bits {
    T value;
    unsigned long long word;
    unsigned char bytes[sizeof(T)];
};

int main()
{
    Bits<float> f;
    f.word = 0;
    f.value = 1.0f;
    Bits<double> d;
    d.value = -2.0;
    Bits<int> i;
    i.word = 0;
    i.value = 0x01020304;
    printf("%zu %zu %zu\n", sizeof(Bits<float>), sizeof(Bits<double>), sizeof(Bits<char[12]>));
    printf("%llx %llx %llx %d\n", f.word, d.word, i.word, (int)i.bytes[0]);
    return 0;
}
