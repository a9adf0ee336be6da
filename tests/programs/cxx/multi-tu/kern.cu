// The second .cu translation unit of multi-tu.cu: a kernel it launches.
__global__ void add_one(float *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += 1.0f;
}

static const char *describe() { return "kernel unit"; }
const char *kern_describe() { return describe(); }
