// A std::vector whose allocator takes page-locked host memory (cudaMallocHost, given back with
// cudaFreeHost: CUDA C++ Programming Guide §6.2.6.1 (Page-Locked Host Memory)), as CUDA
// programs write one for the staging buffers of their copies: std::vector<T, PinnedAllocator<T>>
// (C++17 [vector.overview]: the second template parameter). The vector's storage is the source
// and destination of cudaMemcpy; a kernel squares the values and adds its index; the host
// checks the result and reports each allocation the vector asked for.
#include <cstdio>
#include <new>
#include <vector>

static int pinned_blocks = 0;

template <class T> struct PinnedAllocator {
    typedef T value_type;
    PinnedAllocator() = default;
    template <class U> PinnedAllocator(const PinnedAllocator<U> &) {}
    T *allocate(size_t n)
    {
        void *p = nullptr;
        if (cudaMallocHost(&p, n * sizeof(T)) != cudaSuccess)
            throw std::bad_alloc();
        pinned_blocks++;
        std::printf("cudaMallocHost %zu bytes\n", n * sizeof(T));
        return static_cast<T *>(p);
    }
    void deallocate(T *p, size_t n)
    {
        std::printf("cudaFreeHost %zu bytes\n", n * sizeof(T));
        pinned_blocks--;
        cudaFreeHost(p);
    }
};
template <class T, class U> bool operator==(const PinnedAllocator<T> &, const PinnedAllocator<U> &) { return true; }
template <class T, class U> bool operator!=(const PinnedAllocator<T> &, const PinnedAllocator<U> &) { return false; }

__global__ void square_plus_index(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[i] * in[i] + i;
}

int main()
{
    const int n = 10;
    std::vector<int, PinnedAllocator<int>> in;
    in.reserve(n);
    for (int i = 0; i < n; i++)
        in.push_back(3 * i - 7);
    std::vector<int, PinnedAllocator<int>> out(n);

    int *d_in, *d_out;
    cudaMalloc(&d_in, n * sizeof(int));
    cudaMalloc(&d_out, n * sizeof(int));
    cudaMemcpy(d_in, in.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    square_plus_index<<<(n + 3) / 4, 4>>>(d_in, d_out, n);
    cudaMemcpy(out.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d_in);
    cudaFree(d_out);

    cudaPointerAttributes attr;
    cudaPointerGetAttributes(&attr, out.data());
    std::printf("out's storage is %s memory\n", attr.type == cudaMemoryTypeHost ? "page-locked host" : "other");
    long sum = 0;
    for (int i = 0; i < n; i++) {
        std::printf("%d%c", out[i], i + 1 < n ? ' ' : '\n');
        sum += out[i];
    }
    std::printf("sum %ld\n", sum);
    out.push_back(-1); /* grows: a new pinned block, the old one given back */
    std::printf("capacity %zu, pinned blocks held %d\n", out.capacity(), pinned_blocks);
    return 0;
}
