// A member function named as a standard class template (hash beside std::hash, a program
// that says `using namespace std`): called unqualified in another member function it is the
// member (C++17 [basic.lookup.unqual]: the class scope comes before the namespaces), not a
// temporary of the class template by argument deduction; in host and device code.
#include <stdio.h>
#include <functional>
using namespace std;

struct Seeder {
    unsigned count;
    __host__ __device__ unsigned hash(unsigned a) const { return (a ^ 61u) * 9u + count; }
    __host__ __device__ unsigned next()
    {
        unsigned c = count;
        count++;
        return hash(c);
    }
};

__global__ void seeds()
{
    Seeder s = {threadIdx.x};
    unsigned a = s.next();
    printf("device %u: %u %u\n", threadIdx.x, a, s.next());
}

int main()
{
    Seeder s = {3};
    unsigned a = s.next();
    printf("host: %u %u\n", a, s.next());
    printf("std::hash still: %d\n", (int)(std::hash<int>()(5) == std::hash<int>()(5)));
    seeds<<<1, 2>>>();
    cudaDeviceSynchronize();
    return 0;
}
