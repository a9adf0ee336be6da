// `*a` for an array a is its first element (the array converts to a pointer to it: C++
// [conv.array], [expr.unary.op]), so `sizeof *a` is the element's size and the idiom
// `sizeof a / sizeof *a` counts the elements, on the host and in device code (CUDA C++
// Programming Guide §5.3, C++ Language Support); and a brace-enclosed string, even one made of
// adjacent literals, initialises a char array of unknown size (`char s[] = {"ab" "cd"}`), as in
// NVIDIA's samples' usage texts. Expected: the H200's output.
#include <cstdio>

struct P {
    int x, y;
};

const char *names[] = {"alpha" "beta", "gamma", "delta"};
const char usage[] = {"usage: prog"
                      " [options]\n"};
__device__ char dev_text[] = {"dev" "ice"};
__device__ int dv[5];

__global__ void k(int *o)
{
    int a[3] = {1, 2, 3};
    *a = 9;
    *dv = 4;
    P ps[2] = {{1, 2}, {3, 4}};
    (*ps).y = 7;
    double m[2][6];
    o[0] = *a + *dv + ps[0].y;
    o[1] = (int)(sizeof *a + 10 * sizeof *ps + 100 * sizeof *dv + 1000 * sizeof *m);
    o[2] = (int)(sizeof a / sizeof *a + 10 * sizeof m / sizeof *m + 100 * sizeof dv / sizeof *dv);
    o[3] = (int)sizeof dev_text;
    printf("%s|%d\n", dev_text, (int)(sizeof dev_text / sizeof *dev_text));
}

int main()
{
    int ia[4] = {1, 2, 3, 4};
    *ia = 5;
    P ps[3];
    (*ps).x = 3;
    int(*pa)[4] = &ia;
    printf("%d %d %zu %zu %zu\n", ia[0], ps[0].x, sizeof *pa, sizeof *ia, sizeof **pa);
    printf("%zu %zu %zu\n", sizeof names / sizeof *names, sizeof ia / sizeof *ia,
           sizeof ps / sizeof *ps);
    printf("%zu [%s]\n", sizeof usage, usage);
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        printf("%s\n", names[i]);
    int *d, h[4];
    cudaMalloc(&d, sizeof h);
    k<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    return 0;
}
