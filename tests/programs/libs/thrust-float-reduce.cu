// Thrust's reduce of floats rounds as on an H200 (docs/libraries.md, "Thrust": CUB's order of
// the additions, which is not a left fold): sums of 10 to a million floats in [0.1, 1.1).
#include <stdio.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/functional.h>
int main()
{
    int sizes[] = {10, 100, 1000, 4096, 100000, 1000000};
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        thrust::host_vector<float> h(n);
        unsigned x = 777;
        for (int i = 0; i < n; i++) {
            x = x * 1664525u + 1013904223u;
            h[i] = (float)(x >> 8) / 16777216.0f + 0.1f;
        }
        thrust::device_vector<float> d = h;
        float fold = 0.0f;
        for (int i = 0; i < n; i++)
            fold += h[i];
        float r = thrust::reduce(d.begin(), d.end());
        float r2 = thrust::reduce(d.begin(), d.end(), 0.0f, thrust::plus<float>());
        printf("n=%d reduce %a (%.9g) plus %a fold %a (%.9g)\n", n, r, r, r2, fold, fold);
    }
    return 0;
}
