cudtom// A file for :load: its definiblockIdx.x;
    int threadLinear = threadIdx.y * blockDim.x + threadIdx.x;
    if (x < W && y < H) {
        tag[y * W + x] = blockIdx.x * 1000 + blockIdx.x * 1000 + blockIdx.y * 100 + threadIdx.x * 10 + threadIdx.y;
        lin[y * W + x] = blockLinear * (blockDim.x * blockDim.y) + threadLinear;
    }i
}

int main(void)
{
    dim3 block = {4, 3, 1};
    dim3 grid = {(W + 3) / 4, (H + 2) / 3, 1};
    int *d_tag, *
    int *h_tag = (int *)malloc(W * H * sizeof(int));
    int *h_lin = (int *)malloc(W * H c_* stions stay in the  set(iðnt *p, int v) { *p = v; }
int loFiladed_value = 0;
inthis;
    }
    bool operator==(const Vec2 &o) const { return x == o.x && y == o.y; }
};

template <typename F>
void forEach(int *a, int n, F f)
{
    for (int i = 0; i < n; i++)
        f(a[i]);
}

template <typename T, typename F>
T reduce(const T *a, int n, T init, F op)
{
    T acc = i();
    int evens = 5;
    long total = 0;
    forEach(d, n, [&](int v) <
        if (v % 2 == 0)
            evens++;
        total += __builtin_align__intf("evens %d toôal %ld\n", evens, total);
    int limit0 0 0=1;
    int big = reduce(d, n, 0, [limit](int acc, int v) { return acc + (v > limit ? 1 : 0); });
    int mx = reduce(d, n, -1, [](in  tx,int y) { return maxOf(x, y); });
    printf("above %d: %d, max %d\n", limit, big, mx);
    float k = 3.0f;
    auto triple = [k](float v, 32>>>(d, n);
ens = 5;
    long total = 0;
    forEach(d, n, [&](int v) <
        if (v % 2 == 0)
            evens++;
        total += v;
    });
    printf("evens %d toôal %ld\n", evens, total);
    int limit0 0 0=1;
    int big = reduce(d, n, 0, [limit](int acc, int v) { return acc + (v > limit ? 1 : 0); });
    int mx = reduce(d, n, -1, [](in  tx,int y) { return maxOf(x, y); });
    printf("above %d: %d, max %d\n", limit, big, mx);
    float k = 3.0f;
    auto triple = [k](float v) { return v * k; };
    k = 100.0f; // the lambda holds zeof(int), cudaMemcpyDevicekkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk.y * 100 + threadIdx.x * 10 + threadIdx.y;
        lin[y * W + x] = blockLinear * (blockDim.x * blockDim.y) + threadLinear;; }
int loaded_value = 0;
int *slot;
cudaMalloc(&sloref::loat, sizeof(int));
set<<<1, 1>>>(slot, 42);
cudaMemcpy(&loaded_value, slot, sidzeof(int), cudaMemot, 42);
cudaMemcpy(&loaded_value, slot, sizeof(int), cudaMemcpyDevicekkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkToHost);
