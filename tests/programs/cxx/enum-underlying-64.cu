// (g++ -x c++) An enumeration without a fixed underlying type whose values do not fit int has
// an integral underlying type that can hold them all (C++17 [dcl.enum] p7): 64 bits for
// 0x100000000LL, so sizeof, the values, printing, promotion ([conv.prom] p3), overload
// resolution and a member of a class are those of that type.
#include <cstdio>
#include <iostream>
#include <type_traits>
enum { AA = 1, BB = 0x100000000LL };
enum Big { B0 = 0, B1 = 0xFFFFFFFFFLL, B2 = -1 };
enum U32 { U0 = 0xFFFFFFFFu };
enum Neg { N0 = -2147483648LL - 1 };
enum Huge : unsigned long long { H = 0xFFFFFFFFFFFFFFFFull };
enum Small { S0, S1 };
enum Top { T0 = 0x8000000000000000ULL };
enum Flags : unsigned char { F1 = 1, F2 = 2 };
struct Holder { char c; Big b; };
const char *which(int) { return "int"; }
const char *which(unsigned) { return "unsigned"; }
const char *which(long) { return "long"; }
const char *which(unsigned long) { return "unsigned long"; }
int main()
{
    printf("%zu %zu %zu %zu %zu %zu\n", sizeof(BB), sizeof(Big), sizeof(U32), sizeof(Neg),
           sizeof(Small), sizeof(Flags));
    printf("%zu %zu\n", sizeof(Holder), alignof(Big));
    printf("%lld %lld %lld\n", (long long)BB, (long long)B1, (long long)B2);
    printf("%llx\n", (unsigned long long)N0);
    std::cout << BB << " " << B1 << " " << U0 << " " << N0 << " " << H << "\n";
    Big b = B1;
    long long v = b + 1;
    std::cout << v << " " << (b > B0) << "\n";
    std::cout << std::is_same<std::underlying_type<Big>::type, long>::value
              << std::is_same<std::underlying_type<U32>::type, unsigned int>::value
              << std::is_same<std::underlying_type<Small>::type, unsigned int>::value
              << std::is_same<std::underlying_type<Neg>::type, long>::value
              << std::is_same<decltype(+BB), unsigned long>::value << "\n";
    printf("%d\n", (int)(BB >> 32));
    std::cout << T0 << " " << sizeof(Top) << " " << which(T0) << "\n";
    auto x = BB + 0;
    std::cout << sizeof(x) << "\n";
    std::cout << which(B1) << " " << which(U0) << " " << which(S1) << " " << which(N0) << " "
              << which(BB) << " " << which(F2) << "\n";
    Holder h{'x', B1};
    h.b = B2;
    switch (h.b) {
    case B1: printf("B1\n"); break;
    case B2: printf("B2\n"); break;
    default: printf("other\n");
    }
    Big arr[3] = {B0, B1, B2};
    long long sum = 0;
    for (Big e : arr)
        sum += e;
    printf("%lld\n", sum);
    return 0;
}
