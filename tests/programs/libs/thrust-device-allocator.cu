// thrust::device_allocator and a device_vector over a program's allocator derived from it, as
// Thrust's example uninitialized_vector has one (a construct that does nothing, rebind): the
// vector's storage comes from the allocator (here counted), resize and swap keep working, and
// a placeholder predicate checks the values. It prints nothing and exits 0, as the H100 run of
// the example did; a failed assert would print and abort.
#include <thrust/device_allocator.h>
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/logical.h>
#include <cassert>

static int allocations, deallocations;

template <class T> struct counting_allocator : thrust::device_allocator<T> {
    __host__ counting_allocator() {}
    __host__ counting_allocator(const counting_allocator &o) : thrust::device_allocator<T>(o) {}
    __host__ ~counting_allocator() {}
    counting_allocator &operator=(const counting_allocator &) = default;
    template <class U> struct rebind {
        using other = counting_allocator<U>;
    };
    thrust::device_ptr<T> allocate(size_t n)
    {
        allocations++;
        return thrust::device_allocator<T>::allocate(n);
    }
    void deallocate(thrust::device_ptr<T> p, size_t n)
    {
        deallocations++;
        thrust::device_allocator<T>::deallocate(p, n);
    }
    __host__ __device__ void construct(T *) {}
};

using counted_vector = thrust::device_vector<float, counting_allocator<float>>;

int main()
{
    using namespace thrust::placeholders;
    {
        counted_vector vec(10);
        vec.resize(20);
        vec.resize(30, 13);
        assert(vec.size() == 30);
        assert(thrust::all_of(vec.begin() + 20, vec.end(), _1 == 13));
        counted_vector other(vec.get_allocator());
        other.push_back(2.5f);
        other.swap(vec);
        assert(vec.size() == 1 && vec[0] == 2.5f && other.size() == 30);
        assert(allocations >= 2);
        thrust::device_allocator<int> plain;
        thrust::device_ptr<int> p = plain.allocate(4);
        p[3] = 7;
        assert(p[3] == 7);
        plain.deallocate(p, 4);
    }
    assert(allocations == deallocations);
    return 0;
}
