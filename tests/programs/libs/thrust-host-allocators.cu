// thrust::host_vector<T, Alloc> stores its elements through Alloc (an allocator that counts
// what it gives sees each block), and Thrust's pools give a block back to the next request
// that fits, taking chunks from their upstream resource.
#include <thrust/host_vector.h>
#include <thrust/mr/allocator.h>
#include <thrust/mr/disjoint_pool.h>
#include <thrust/mr/new.h>
#include <thrust/mr/pool.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

static int allocs = 0, frees = 0;
static long live_bytes = 0;
template <class T> struct counting_allocator {
    typedef T value_type;
    counting_allocator() {}
    template <class U> counting_allocator(const counting_allocator<U> &) {}
    T *allocate(size_t n)
    {
        allocs++;
        live_bytes += (long)(n * sizeof(T));
        printf("  allocate %zu x %zu\n", n, sizeof(T));
        return static_cast<T *>(malloc(n * sizeof(T)));
    }
    void deallocate(T *p, size_t n)
    {
        frees++;
        live_bytes -= (long)(n * sizeof(T));
        printf("  deallocate %zu x %zu\n", n, sizeof(T));
        free(p);
    }
    bool operator==(const counting_allocator &) const { return true; }
    bool operator!=(const counting_allocator &) const { return false; }
};

// an upstream resource that numbers the blocks it gives
struct numbered : thrust::mr::memory_resource<void *> {
    std::vector<void *> given;
    void *do_allocate(size_t bytes, size_t align) override
    {
        void *p = malloc(bytes);
        given.push_back(p);
        printf("  upstream allocate %zu (align %zu): block %zu\n", bytes, align, given.size());
        return p;
    }
    void do_deallocate(void *p, size_t bytes, size_t align) override
    {
        for (size_t i = 0; i < given.size(); i++)
            if (given[i] == p)
                printf("  upstream deallocate block %zu, %zu (align %zu)\n", i + 1, bytes, align);
        free(p);
    }
};

template <class Pool> void pool_run(const char *name, Pool &pool, numbered &up)
{
    printf("%s\n", name);
    void *a = pool.allocate(100);
    void *b = pool.allocate(100);
    printf("  a != b: %d\n", a != b);
    pool.deallocate(a, 100);
    void *c = pool.allocate(128); // the block a was (both round to 128)
    printf("  c == a: %d\n", c == a);
    void *d = pool.allocate(20);  // another size: another chunk
    void *e[20];
    for (int i = 0; i < 20; i++) // more than the first chunk of 16 blocks of 128 holds
        e[i] = pool.allocate(120);
    printf("  upstream blocks so far: %zu\n", up.given.size());
    for (int i = 0; i < 20; i++)
        pool.deallocate(e[i], 120);
    void *big = pool.allocate(3 << 20); // beyond 1 MiB: a block of its own
    pool.deallocate(big, 3 << 20);
    void *big2 = pool.allocate(2 << 20); // fits the kept one (less than 16 times smaller)
    printf("  big2 == big: %d\n", big2 == big);
    void *big3 = pool.allocate(3 << 20); // the kept one is taken: a new one
    printf("  big3 == big: %d\n", big3 == big);
    pool.deallocate(big2, 2 << 20);
    pool.deallocate(big3, 3 << 20);
    pool.deallocate(b, 100);
    pool.deallocate(c, 128);
    pool.deallocate(d, 20);
    printf("  release\n");
    pool.release();
    printf("  upstream blocks: %zu\n", up.given.size());
}

int main()
{
    {
        printf("host_vector<int, counting_allocator<int>>\n");
        thrust::host_vector<int, counting_allocator<int>> v;
        for (int i = 0; i < 5; i++) {
            printf(" push_back %d\n", i);
            v.push_back(i);
        }
        printf(" resize 20\n");
        v.resize(20, 7);
        printf(" reserve 100\n");
        v.reserve(100);
        printf(" copy\n");
        thrust::host_vector<int, counting_allocator<int>> w = v;
        printf(" v[4] %d w[19] %d size %zu capacity >= size %d\n", v[4], w[19], w.size(), (int)(w.capacity() >= w.size()));
        printf(" clear, shrink_to_fit\n");
        v.clear();
        v.shrink_to_fit();
        printf(" end of scope\n");
    }
    printf("allocations %d, deallocations %d, bytes live %ld\n", allocs, frees, live_bytes);

    numbered up1, up2;
    {
        thrust::mr::unsynchronized_pool_resource<numbered> pool(&up1);
        pool_run("unsynchronized_pool_resource", pool, up1);
    }
    {
        thrust::mr::disjoint_unsynchronized_pool_resource<numbered, thrust::mr::new_delete_resource> pool(
            &up2, thrust::mr::get_global_resource<thrust::mr::new_delete_resource>());
        pool_run("disjoint_unsynchronized_pool_resource", pool, up2);
    }

    // a host_vector over a pool: its storage freed and taken again is the same block
    numbered up3;
    {
        thrust::mr::unsynchronized_pool_resource<numbered> pool(&up3);
        typedef thrust::mr::allocator<int, thrust::mr::unsynchronized_pool_resource<numbered>> alloc;
        printf("host_vector over a pool\n");
        const int *first;
        {
            thrust::host_vector<int, alloc> v(10, 1, alloc(&pool));
            first = v.data();
        }
        thrust::host_vector<int, alloc> v2(10, 2, alloc(&pool));
        printf("  same storage: %d, v2[9] %d\n", v2.data() == first, v2[9]);
    }
    return 0;
}
