// Host code that names a __device__ or __constant__ variable (seed 000 §5.4.1.2, Memory Space
// Specifiers: host code reaches these through the runtime API: cudaMemcpyToSymbol,
// cudaMemcpyFromSymbol, cudaGetSymbolAddress, cudaGetSymbolSize). nvcc compiles a host use of
// the name to a host copy, which starts as zeros whatever the initialiser says (an H100 printed
// this .out), never sees the device's value, and is what the symbol API takes as the variable;
// a device address is not a symbol (cudaErrorInvalidSymbol). nvcc 13 warns at every read
// (#20091-D) and write (#20092-D), not where the address is taken or an array decays: 20
// warnings, at 36:14 c_w, 38:29, 39:5 (written), 44:44 d_n, 45:5 (written), 46:32, 46:39,
// 47:5 (read and written), 48:14 d_s, 50:5, 51:5 (read and written), 54:11 d_n, 55:26 c_tab,
// 58:31 d_ptr, 68:50 d_n, 69:34 d_arr, 73:5 (written) d_arr: the .err has cudarepl's at the
// same places. Before, host code reached the device's storage itself and crashed.
#include <cstdio>

struct S { int x; float y[2]; };
__constant__ float c_w[4] = {1.5f, 2.5f, 3.5f, 4.5f};
__device__ int d_n = 7;
__device__ int d_arr[3];
__device__ S d_s = {3, {1.f, 2.f}};
__device__ int *d_ptr;
__constant__ int c_tab[2][3] = {{1, 2, 3}, {4, 5, 6}};

__global__ void k(int *out)
{
    out[0] = d_n + (int)c_w[1];
    out[1] = d_s.x;
    d_arr[1] = 42;
}

void byref(const int &r) { printf("byref %d\n", r); }
void byval(int v) { printf("byval %d\n", v); }

int main()
{
    float s = 0;
    for (int i = 0; i < 4; i++)
        s += c_w[i];
    printf("host sum of c_w %g\n", s);
    printf("host d_n %d\n", d_n);
    d_n = 9;
    int *p = &d_n;
    printf("through a pointer %d\n", *p);
    int v = 100;
    printf("to symbol: %d\n", (int)cudaMemcpyToSymbol(d_n, &v, sizeof v));
    printf("host d_n after the copy %d\n", d_n);
    d_s.x = 4;
    printf("host d_s %d %g\n", d_s.x, d_s.y[1]);
    d_s.y[0] += 1;
    S copy = d_s;
    printf("copy %d %g\n", copy.x, copy.y[0]);
    d_n += 2;
    d_n++;
    printf("sizes %zu %zu\n", sizeof d_n, sizeof(c_tab));
    byref(d_n);
    byval(d_n);
    printf("c_tab %d\n", c_tab[1][2]);
    const int *row = c_tab[1];
    printf("row %d\n", row[0]);
    printf("d_ptr null %d\n", d_ptr == 0);

    int *o;
    cudaMalloc(&o, 2 * sizeof(int));
    k<<<1, 1>>>(o);
    int r[2];
    cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", r[0], r[1]);
    int back;
    cudaMemcpyFromSymbol(&back, d_n, sizeof back);
    printf("device d_n %d, host d_n %d\n", back, d_n);
    printf("host d_arr[1] %d\n", d_arr[1]);
    int a2[3];
    cudaMemcpyFromSymbol(a2, d_arr, sizeof a2);
    printf("device d_arr[1] %d\n", a2[1]);
    d_arr[2] = 5;
    int *q = d_arr;
    printf("%d %zu\n", q[2], sizeof d_arr);
    size_t sz = 0;
    printf("size %d %zu\n", (int)cudaGetSymbolSize(&sz, d_s), sz);
    void *dp = 0;
    printf("address %d %d\n", (int)cudaGetSymbolAddress(&dp, d_n), dp != (void *)&d_n);
    /* the device address is not a symbol */
    printf("device address as a symbol: %d\n", (int)cudaMemcpyToSymbol(*(int *)dp, &v, sizeof v));
    printf("last %d\n", (int)cudaGetLastError());
    return 0;
}
