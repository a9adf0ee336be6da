// A class nested in a class template and defined outside it (`template <class T> struct
// C<T>::Cell {...}`, C++17 [temp.mem.class]) with __host__ __device__ members defined outside
// both classes, used in a kernel and in host code (the CUDA C++ Programming Guide's §5.4.1,
// Function Execution Space Specifiers: a __host__ __device__ function is compiled for both).
#include <cstdio>

template <class T>
struct Grid {
    struct Cell;
    __host__ __device__ static T sum(const Cell *c, int n);
};

template <class T>
struct Grid<T>::Cell {
    T value;
    int weight;
    __host__ __device__ T weighted() const;
};

template <class T>
__host__ __device__ T Grid<T>::Cell::weighted() const
{
    return value * (T)weight;
}

template <class T>
__host__ __device__ T Grid<T>::sum(const Cell *c, int n)
{
    T s = 0;
    for (int i = 0; i < n; i++)
        s += c[i].weighted();
    return s;
}

__global__ void kernel(const Grid<float>::Cell *cells, int n, float *out)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = cells[i].weighted();
    if (i == 0)
        out[n] = Grid<float>::sum(cells, n);
}

int main()
{
    const int n = 4;
    Grid<float>::Cell h[n] = {{0.5f, 1}, {1.5f, 2}, {2.0f, 3}, {-1.25f, 4}};
    Grid<float>::Cell *d;
    float *out;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&out, (n + 1) * sizeof(float));
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    kernel<<<1, n>>>(d, n, out);
    float r[n + 1];
    cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
    printf("device:");
    for (int i = 0; i <= n; i++)
        printf(" %g", r[i]);
    printf("\nhost: %g (sizeof %zu)\n", Grid<float>::sum(h, n), sizeof(Grid<float>::Cell));
    Grid<int>::Cell k{3, 5};
    printf("int cell %d\n", k.weighted());
    cudaFree(d);
    cudaFree(out);
    return 0;
}
