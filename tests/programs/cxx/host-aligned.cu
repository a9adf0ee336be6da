// (g++ -x c++) Over-aligned classes in host code keep their size and alignment (C++ [basic.align];
// NVIDIA's alignedTypes sample uses __align__(16) on a 12-byte struct): the size is a multiple
// of the alignment, so arrays of them and the members after them are where g++ puts them.
#include <cstdio>
#include <cstddef>

struct alignas(16) RGB32 { unsigned r, g, b; };
typedef struct __attribute__((aligned(8))) { unsigned l; } L32;
struct Pair { char tag; RGB32 c; };

int main()
{
    RGB32 px[3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    printf("sizeof RGB32 %zu alignof %zu; sizeof L32 %zu; sizeof Pair %zu, c at %zu\n", sizeof(RGB32),
           alignof(RGB32), sizeof(L32), sizeof(Pair), offsetof(Pair, c));
    printf("px[2] at +%ld bytes: %u %u %u\n", (long)((char *)&px[2] - (char *)px), px[2].r, px[2].g, px[2].b);
    Pair p = {'x', {10, 20, 30}};
    printf("%c %u\n", p.tag, p.c.b);
    return 0;
}
