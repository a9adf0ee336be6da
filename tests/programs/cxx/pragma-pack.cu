// #pragma pack and __attribute__((packed)) in host code, as g++ lays classes out (NVIDIA's
// dct8x8 sample reads a BMP file's 14-byte header through a struct under #pragma pack(1)):
// each member's alignment is at most the packing in force where the class is defined, and the
// class's alignment is its members' largest; push and pop nest, pack() restores the default.
#include <cstddef>
#include <cstdio>
#include <cstring>

#pragma pack(push)
#pragma pack(1)
typedef struct {
    unsigned short signature;
    unsigned int file_size;
    unsigned int reserved;
    unsigned int data_offset;
} FileHeader;
struct Inner { char c; double d; };
#pragma pack(pop)

struct Outer { char c; Inner in; }; // Inner keeps its packed layout; Outer is not packed
struct Plain { unsigned short a; unsigned int b; };

#pragma pack(push, 2)
struct Two { char c; int i; double d; };
#pragma pack(push, 4)
struct Four { char c; double d; };
#pragma pack(pop)
struct TwoAgain { char c; long long l; };
#pragma pack(pop)

#pragma pack(8)
struct Eight { char c; double d; };
#pragma pack()
struct Back { char c; double d; };

struct __attribute__((packed)) Lead { char c; int i; short s; };
struct Trail { char c; int i; } __attribute__((packed));

#pragma pack(1)
class Counter {
  public:
    char kind;
    int count;
    Counter(char k, int n) : kind(k), count(n) {}
    int twice() const { return 2 * count; }
};
#pragma pack()

int main()
{
    printf("FileHeader %zu: %zu %zu %zu\n", sizeof(FileHeader), offsetof(FileHeader, file_size),
           offsetof(FileHeader, reserved), offsetof(FileHeader, data_offset));
    printf("Inner %zu %zu, Outer %zu %zu, Plain %zu\n", sizeof(Inner), alignof(Inner), sizeof(Outer),
           offsetof(Outer, in), sizeof(Plain));
    printf("Two %zu %zu %zu, Four %zu %zu, TwoAgain %zu %zu\n", sizeof(Two), offsetof(Two, i),
           offsetof(Two, d), sizeof(Four), offsetof(Four, d), sizeof(TwoAgain), offsetof(TwoAgain, l));
    printf("Eight %zu, Back %zu %zu\n", sizeof(Eight), sizeof(Back), alignof(Back));
    printf("Lead %zu %zu, Trail %zu %zu\n", sizeof(Lead), offsetof(Lead, s), sizeof(Trail), alignof(Trail));

    unsigned char bytes[14] = {'B', 'M', 0x8a, 0x00, 0x0c, 0x00, 0, 0, 0, 0, 0x36, 0, 0, 0};
    FileHeader h;
    memcpy(&h, bytes, sizeof h);
    printf("signature %#x size %u offset %u\n", h.signature, h.file_size, h.data_offset);

    Inner arr[3];
    for (int i = 0; i < 3; i++) {
        arr[i].c = (char)('a' + i);
        arr[i].d = i + 0.25;
    }
    const unsigned char *raw = (const unsigned char *)arr;
    double d2;
    memcpy(&d2, raw + 2 * 9 + 1, sizeof d2);
    printf("array %zu, third %c %g (from its bytes %g)\n", sizeof arr, arr[2].c, arr[2].d, d2);

    Counter c('x', 21);
    printf("Counter %zu: %c %d\n", sizeof(Counter), c.kind, c.twice());
    return 0;
}
