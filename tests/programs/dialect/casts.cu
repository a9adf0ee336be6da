// Host dialect: C++ casts with their exact C meaning (docs/host-code.md): static_cast,
// reinterpret_cast and const_cast<T>(e), functional casts T(e) for one-word type names and
// typedef names, T() and T{} (zero) and T{e}. The expected output is an H200's (nvcc -arch=sm_90).
#include <stdio.h>
#include <stdint.h>

typedef unsigned short u16;

static float half(int v) { return static_cast<float>(v) / 2; }

int main()
{
    int i = 7;
    double d = 3.75;
    const char *msg = "hello";
    float f = static_cast<float>(i) / 2;
    int t = static_cast<int>(d);
    char *m = const_cast<char *>(msg);
    unsigned char *bytes = reinterpret_cast<unsigned char *>(&i);
    uintptr_t addr = reinterpret_cast<uintptr_t>(msg);
    printf("static_cast %.2f %d %.1f\n", f, t, half(5));
    printf("const_cast %c reinterpret_cast %d %d\n", m[1], bytes[0], addr != 0);
    printf("int(d) %d float(i)/2 %.2f double(i)/4 %.3f\n", int(d), float(i) / 2, double(i) / 4);
    printf("unsigned(-1) %u long(i) %ld char(66) %c bool(5) %d\n", unsigned(-1), long(i), char(66),
           bool(5));
    printf("size_t(i) %zu uint8_t(300) %d u16(70000) %d\n", size_t(i), uint8_t(300), u16(70000));
    printf("int() %d double() %.1f int{9} %d float{} %.1f\n", int(), double(), int{9}, float{});
    printf("nested %d %d\n", int(float(i) / 2 + 0.6f), static_cast<int>(float(d) * 2));
    printf("sizeof(char(1)) %zu sizeof(short(1)) %zu sizeof(u16(1)) %zu\n", sizeof(char(1)),
           sizeof(short(1)), sizeof(u16(1)));
    int arr[3] = {10, 20, 30};
    long idx = long(arr + 2 - arr);
    printf("idx %ld %d\n", idx, *static_cast<int *>(static_cast<void *>(arr + 1)));
    return 0;
}
