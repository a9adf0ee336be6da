// nvcc's cuda_runtime.h, which every .cu file includes without asking, includes <utility> in
// C++: std::forward, std::move, std::swap and std::exchange need no #include (llm.c's common.h
// forwards a kernel's arguments with std::forward and includes only C headers).
#include <cstdio>

template <typename F, typename... A> void call(F f, A &&...a) { f(std::forward<A>(a)...); }

__global__ void store(int *p, int v) { *p = v; }
void launch(int *p, int v) { store<<<1, 1>>>(p, v); }

int main()
{
    int *p;
    cudaMallocManaged(&p, sizeof(int));
    call(launch, p, 7);
    cudaDeviceSynchronize();
    int a = 1, b = 2;
    std::swap(a, b);
    int x[2] = {3, 4}, y[2] = {5, 6};
    std::swap(x, y);
    int m = std::move(a);
    int old = std::exchange(b, 9);
    printf("%d %d %d %d %d %d %d\n", *p, m, old, b, x[0], y[1], y[0]);
    return 0;
}
