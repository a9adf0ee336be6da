// Function templates declared before they are defined, as library-style code writes them
// (C++17 [temp.fct], [dcl.fct.default] p4, [temp.expl.spec], [temp.deduct.type] p8):
// - a default argument given on the declaration holds for calls after the definition, which
//   repeats the parameters without it;
// - two overloaded templates, T get(double) and T get(double, double), each with explicit
//   specialisations `get<float>`: each specialisation belongs to the template whose parameter
//   list it repeats;
// - T deduced through a class template's argument that is itself a class template's instance:
//   std::vector<Task<T>> &, Wrap<Task<T>> &, and a class template with a defaulted parameter.
#include <cstdio>
#include <vector>

template <typename T> __host__ __device__ T get(double);
template <> __host__ __device__ float get<float>(double x) { return float(x) + 0.25f; }
template <> __host__ __device__ double get<double>(double x) { return x * 2; }
template <typename T> __host__ __device__ T get(double, double);
template <> __host__ __device__ float get<float>(double x, double y) { return float(x + y); }
template <> __host__ __device__ double get<double>(double x, double y) { return x - y; }

template <typename T> void fill(T *a, int n, int seed = 3, T scale = T(1));
template <typename T> __device__ T scaled(T v, T by = T(10));

template <typename T> struct Task {
    T value;
    int id;
    Task() : value(0), id(-1) {}
};
template <typename T> struct Wrap { T inner; };
template <typename T, typename B = Wrap<T>> struct Pair { T first; B second; };

template <typename T> void number(std::vector<Task<T>> &tasks)
{
    for (unsigned i = 0; i < tasks.size(); i++) {
        tasks[i].id = (int)i;
        tasks[i].value = get<T>(i, 0.5);
    }
}
template <typename T> int width(const Wrap<Task<T>> &) { return (int)sizeof(T); }
template <typename T> int width2(Pair<Task<T>> &p) { return (int)sizeof(T) + (int)sizeof p.second; }

template <typename T> void fill(T *a, int n, int seed, T scale)
{
    for (int i = 0; i < n; i++)
        a[i] = get<T>(i + seed) * scale;
}
template <typename T> __device__ T scaled(T v, T by) { return v * by; }

__global__ void kernel(float *out)
{
    int i = threadIdx.x;
    out[i] = scaled(get<float>(i)) + get<float>(i, 1.0) + (float)scaled(get<double>(i), 0.5);
}

int main()
{
    float f[3];
    double d[2];
    fill(f, 3);
    fill(d, 2, 1, 0.5);
    printf("fill: %g %g %g | %g %g\n", f[0], f[1], f[2], d[0], d[1]);
    printf("get: %g %g %g %g\n", get<float>(1.0), get<float>(1.0, 2.0), get<double>(1.5),
           get<double>(1.0, 2.0));

    std::vector<Task<double>> tasks(3);
    number(tasks);
    printf("tasks: %d %g, %d %g\n", tasks[1].id, tasks[1].value, tasks[2].id, tasks[2].value);
    Wrap<Task<short>> w;
    Pair<Task<char>> p;
    printf("widths: %d %d\n", width(w), width2(p));

    float *out;
    cudaMallocManaged(&out, 4 * sizeof(float));
    kernel<<<1, 4>>>(out);
    cudaDeviceSynchronize();
    printf("kernel: %g %g %g %g\n", out[0], out[1], out[2], out[3]);
    cudaFree(out);
    return 0;
}
