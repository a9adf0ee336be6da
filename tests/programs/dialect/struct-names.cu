// Host dialect: struct, union and enum names used as type names without the keyword, brace
// initialisation T x{...}, and T{...} temporaries (docs/host-code.md). The expected output
// is an H200's (nvcc -arch=sm_90).
#include <stdio.h>

struct Point {
    int x, y;
};

struct Node {
    int value;
    Node *next;
};

union Bits {
    float f;
    unsigned u;
};

enum Color { RED, GREEN = 5, BLUE };

struct Particle {
    Point pos;
    Color color;
};

static int manhattan(Point p) { return p.x + p.y; }

__global__ void move(Particle *p, Point by)
{
    p->pos.x += by.x;
    p->pos.y += by.y;
}

int main()
{
    Point a = {1, 2};
    Point b{3, 4};
    Point z{};
    Node second = {20, nullptr};
    Node first = {10, &second};
    Bits bits;
    bits.f = 1.0f;
    Color c = BLUE;
    printf("a %d %d b %d %d z %d %d\n", a.x, a.y, b.x, b.y, z.x, z.y);
    printf("list %d %d\n", first.value, first.next->value);
    printf("bits %08x color %d sizeof(Point) %zu sizeof(Color) %zu\n", bits.u, (int)c, sizeof(Point),
           sizeof(Color));
    printf("manhattan %d %d\n", manhattan(b), manhattan(Point{5, 6}));
    Particle *d_p;
    Particle h_p = {{1, 1}, GREEN};
    cudaMalloc(&d_p, sizeof(Particle));
    cudaMemcpy(d_p, &h_p, sizeof h_p, cudaMemcpyHostToDevice);
    move<<<1, 1>>>(d_p, Point{10, 20});
    cudaMemcpy(&h_p, d_p, sizeof h_p, cudaMemcpyDeviceToHost);
    printf("particle %d %d color %d\n", h_p.pos.x, h_p.pos.y, (int)h_p.color);
    return 0;
}
