// A member function that passes `this` on, with a later argument that changes the object
// (h(count++)): the callee sees the object as all the arguments left it (C++17 [expr.call] p8:
// every argument is evaluated before the function is entered), whether it is inlined or not,
// and the object keeps the change. A local struct whose members cudarepl keeps in registers
// (the common case for small objects such as a random generator's state) stored its members
// for `this` before the increment, so the callee read the old count and the increment was
// lost.
#include <cstdio>

struct Counter {
    unsigned count;
    __device__ unsigned weigh(unsigned a) { return a * 10 + count; }
    __device__ __noinline__ unsigned weigh_out_of_line(unsigned a) { return a * 10 + count; }
    __device__ unsigned next() { return weigh(count++); }
    __device__ unsigned next_out_of_line() { return weigh_out_of_line(count++); }
    __device__ unsigned jump() { return weigh(count += 5); }
};

__global__ void kernel(unsigned *out)
{
    Counter c = {0};
    unsigned a = c.next();
    unsigned b = c.next();
    out[0] = a;
    out[1] = b;
    out[2] = c.count;
    Counter d = {3};
    unsigned e = d.next_out_of_line();
    unsigned f = d.next_out_of_line();
    out[3] = e;
    out[4] = f;
    out[5] = d.count;
    Counter g = {1};
    out[6] = g.jump();
    out[7] = g.count;
}

int main()
{
    unsigned *out;
    cudaMallocManaged(&out, 8 * sizeof(unsigned));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("inlined: %u %u count %u\n", out[0], out[1], out[2]);
    printf("out of line: %u %u count %u\n", out[3], out[4], out[5]);
    printf("compound: %u count %u\n", out[6], out[7]);
    return 0;
}
