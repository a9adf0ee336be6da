// Bit-fields read and written through a reference or a pointer held in a variable (C++17
// [class.bit]): `P &q = ps[i]; q.kind = (q.kind + 3) & 7;`, `p->kind = 5`, `p->kind += 2` and a
// bit-field in the struct's second word. The word's address was computed in the variable's own
// register, so each access moved the reference 4 bytes further: the kernel wrote the next
// struct's word, and the last thread faulted past the allocation.
#include <cstdio>

struct Particle {
    float x;
    unsigned alive : 1, kind : 3, age : 12;
};

__global__ void update(Particle *ps)
{
    Particle &q = ps[threadIdx.x];
    q.kind = (q.kind + 3) & 7;
    q.age += 100;
    Particle *p = &ps[threadIdx.x];
    p->alive = !p->alive;
    p->kind += 2;
    p->x = (float)p->kind + 0.5f * p->age;
}

int main()
{
    Particle *ps;
    cudaMallocManaged(&ps, 4 * sizeof(Particle));
    for (int i = 0; i < 4; i++) {
        ps[i].x = 0;
        ps[i].alive = i & 1;
        ps[i].kind = i;
        ps[i].age = 10 * i;
    }
    update<<<1, 4>>>(ps);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    for (int i = 0; i < 4; i++)
        printf("%d: x %g alive %u kind %u age %u\n", i, ps[i].x, ps[i].alive, ps[i].kind, ps[i].age);
    return 0;
}
