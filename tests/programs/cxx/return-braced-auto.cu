// A lambda whose return type is deduced cannot return a braced list (C++ [dcl.spec.auto]: a
// braced-init-list deduces no type), even after an earlier return deduced one. nvcc 13 says:
//   error: a brace-enclosed list does not provide a return type for this lambda
#include <cstdio>

__global__ void kernel(int k)
{
    auto f = [&](int i) {
        if (i > 0)
            return i;
        return {};
    };
    printf("%d\n", f(k));
}

int main()
{
    kernel<<<1, 1>>>(2);
    cudaDeviceSynchronize();
    return 0;
}
