// Host dialect: constexpr and `const` integers as constant expressions (docs/host-code.md):
// array bounds at file and block scope (with initializers and static storage), case labels,
// a __device__ array's bound, chains of constants; the variables keep their type and address.
// The expected output is an H200's (nvcc -arch=sm_90).
#include <stdio.h>

const int N = 4;
constexpr int M = N * 2;
constexpr unsigned long long BIG = 1ull << 33;
const size_t BYTES = M * sizeof(float);
constexpr float SCALE = 0.5f;
const char LETTER = 'q';

int table[M] = {1, 2, 3};
__device__ int dev_table[N + 1];

__global__ void fill()
{
    dev_table[threadIdx.x] = threadIdx.x * 10;
}

static int classify(int v)
{
    switch (v) {
    case N: return 100;
    case M: return 200;
    default: return 0;
    }
}

static int shadow(int N)
{
    int local[3] = {N, N, N};
    return local[0] + local[2];
}

int main()
{
    constexpr int K = M + 1;
    const int L = K * 2;
    int a[K] = {0};
    static int b[L];
    int c[N][M];
    printf("N %d M %d K %d L %d\n", N, M, K, L);
    printf("sizeof a %zu b %zu c %zu table %zu\n", sizeof a, sizeof b, sizeof c, sizeof table);
    printf("BIG %llu BYTES %zu sizeof(BYTES) %zu\n", BIG, BYTES, sizeof(BYTES));
    printf("SCALE %f LETTER %c sizeof(LETTER) %zu\n", SCALE * 3, LETTER, sizeof(LETTER));
    printf("classify %d %d %d\n", classify(4), classify(8), classify(5));
    printf("shadow %d\n", shadow(21));
    const int *pn = &N;
    printf("&N holds %d\n", *pn);
    a[K - 1] = 7;
    b[L - 1] = 9;
    c[N - 1][M - 1] = 3;
    printf("a %d b %d c %d table[2] %d\n", a[K - 1], b[L - 1], c[N - 1][M - 1], table[2]);
    for (int i = 0; i < N; i++) {
        const int sq = 3;
        int row[sq] = {i, i, i};
        printf("%d", row[2]);
    }
    printf("\n");
    fill<<<1, N + 1>>>();
    int h[N + 1];
    cudaMemcpyFromSymbol(h, dev_table, sizeof h);
    for (int i = 0; i <= N; i++)
        printf("%d ", h[i]);
    printf("\n");
    return 0;
}
