// covariant-return-later-base.cu and member-pointer-base-conversion.cu in device code: an
// overrider's covariant result called through a base that is not the first is that base's
// subobject ([class.virtual] p8); a pointer to a base's data member converted to the derived
// class's names the member at the base's place ([conv.mem] p2), constant or not.
#include <cstdio>
struct A { int a = 1; __device__ virtual ~A() {} };
struct B {
    int b = 2; int b2 = 5;
    __device__ virtual B *self() { return this; }
    __device__ virtual B &ref() { return *this; }
    __device__ virtual ~B() {}
};
struct C : A, B {
    int c = 3;
    __device__ C *self() override { return this; }
    __device__ C &ref() override { return *this; }
};
__global__ void k(int *out)
{
    C c;
    B *pb = &c;
    out[0] = pb->self() == pb;
    out[1] = pb->self()->b;
    out[2] = &pb->ref() == pb;
    int C::*dm = &B::b2;
    out[3] = c.*dm;
    int B::*pick[2] = {&B::b, &B::b2};
    int C::*m = pick[threadIdx.x & 1];
    out[4] = c.*m;
}
int main()
{
    int *out;
    cudaMallocManaged(&out, 5 * sizeof(int));
    k<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4]);
    return 0;
}
