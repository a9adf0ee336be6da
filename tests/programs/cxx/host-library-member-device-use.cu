// Device code may hold the C++ library's host classes as members of a class it uses (cxx/
// host-library-members), but not call their members: they are __host__ functions (CUDA C++
// Programming Guide §5.4.1, Function Execution Space Specifiers). One error each, and nothing
// more about the expressions built on them.
#include <cstdio>
#include <string>
#include <vector>

struct Batch {
    std::vector<float> values;
    std::string label;
    float *out;
};

__device__ int count(const Batch &b) { return (int)b.values.size() + 1; }

__global__ void run(Batch b)
{
    b.out[0] = (float)count(b);
    printf("%s\n", b.label.c_str());
}

int main()
{
    Batch b;
    run<<<1, 1>>>(b);
    return 0;
}
