// Thrust's memory resources (thrust::mr), as Thrust's example mr_basic uses them: vectors over
// allocators of new_delete_resource, of a polymorphic_adaptor_resource, of device memory
// through device_ptr_memory_resource and get_global_resource, of the pools; and a program's own
// resource under a device_vector, whose blocks it counts. It prints nothing and exits 0, as the
// H100 run of the example did; a failed assert would print and abort.
#include <thrust/device_ptr.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/mr/allocator.h>
#include <thrust/mr/disjoint_pool.h>
#include <thrust/mr/new.h>
#include <thrust/mr/pool.h>
#include <cassert>

template <class Vec> void exercise(typename Vec::allocator_type alloc)
{
    Vec a(alloc);
    a.push_back(1);
    assert(a.back() == 1);
    Vec b(alloc);
    b = a;
    a.swap(b);
    a.clear();
    a.resize(2);
    assert(a.size() == 2 && b.size() == 1);
}

// device memory, counted, as a device_ptr<void>
struct counted_device : thrust::mr::memory_resource<thrust::device_ptr<void>> {
    int live = 0, total = 0;
    thrust::device_ptr<void> do_allocate(size_t bytes, size_t) override
    {
        live++, total++;
        void *p = 0;
        cudaMalloc(&p, bytes);
        return thrust::device_ptr<void>(p);
    }
    void do_deallocate(thrust::device_ptr<void> p, size_t, size_t) override
    {
        live--;
        cudaFree(p.get());
    }
};

int main()
{
    thrust::mr::new_delete_resource memres;
    exercise<thrust::host_vector<int, thrust::mr::allocator<int, thrust::mr::new_delete_resource>>>(&memres);

    thrust::mr::polymorphic_adaptor_resource<void *> host_adaptor(&memres);
    exercise<thrust::host_vector<int, thrust::mr::polymorphic_allocator<int, void *>>>(&host_adaptor);

    using Global = thrust::device_ptr_memory_resource<thrust::device_memory_resource>;
    thrust::mr::polymorphic_adaptor_resource<thrust::device_ptr<void>> dev_adaptor(thrust::mr::get_global_resource<Global>());
    exercise<thrust::device_vector<int, thrust::mr::polymorphic_allocator<int, thrust::device_ptr<void>>>>(&dev_adaptor);

    counted_device counted;
    thrust::mr::polymorphic_adaptor_resource<thrust::device_ptr<void>> counting(&counted);
    {
        using Alloc = thrust::mr::polymorphic_allocator<int, thrust::device_ptr<void>>;
        Alloc alloc(&counting);
        thrust::device_vector<int, Alloc> v(alloc);
        v.resize(3, 7);
        v.push_back(8);
        assert(v[0] == 7 && v[3] == 8);
        assert(counted.live >= 1 && counted.total >= 1);
        exercise<thrust::device_vector<int, Alloc>>(&counting);
    }
    assert(counted.live == 0 && counted.total >= 3);

    thrust::mr::unsynchronized_pool_resource<thrust::mr::new_delete_resource> pool(&memres);
    exercise<thrust::host_vector<int, thrust::mr::allocator<int, decltype(pool)>>>(&pool);
    thrust::mr::disjoint_unsynchronized_pool_resource<thrust::mr::new_delete_resource, thrust::mr::new_delete_resource>
        disjoint(&memres, &memres);
    exercise<thrust::host_vector<int, thrust::mr::allocator<int, decltype(disjoint)>>>(&disjoint);
    void *p = pool.allocate(64);
    pool.deallocate(p, 64);
    return 0;
}
