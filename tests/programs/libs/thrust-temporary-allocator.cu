// thrust::cuda::par(alloc) with a program's allocator of char, as Thrust's example
// cuda/custom_temporary_allocation passes one: the algorithms that take temporary device
// storage (sort, sort_by_key, reduce, inclusive_scan, exclusive_scan: Thrust's CUDA system
// makes a temporary_array through the policy for each) ask the allocator for it and give every
// block back, with the size it was asked for; the plain policies do not use it. What is
// printed is what is certain: that the allocator was used, that each block came back, and the
// algorithms' results (how many bytes and calls Thrust's CUB takes is not printed).
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/functional.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/system/cuda/execution_policy.h>
#include <thrust/system/cuda/vector.h>
#include <cassert>
#include <cstdlib>
#include <iostream>
#include <map>

struct counting_allocator {
    using value_type = char;
    int allocations = 0, bad_frees = 0;
    std::map<char *, std::ptrdiff_t> live;
    char *allocate(std::ptrdiff_t num_bytes)
    {
        allocations++;
        char *p = thrust::cuda::malloc<char>(num_bytes).get();
        live[p] = num_bytes;
        return p;
    }
    void deallocate(char *p, size_t num_bytes)
    {
        auto it = live.find(p);
        if (it == live.end() || it->second != (std::ptrdiff_t)num_bytes)
            bad_frees++;
        else
            live.erase(it);
        thrust::cuda::free(thrust::cuda::pointer<char>(p));
    }
    // what the last algorithm did with it: used it, and gave everything back
    void report(const char *what)
    {
        std::cout << what << ": allocator used " << (allocations > 0) << ", all given back "
                  << (live.empty() && bad_frees == 0) << "\n";
        allocations = 0;
    }
};

int main()
{
    const int n = 10000;
    thrust::host_vector<int> h(n);
    srand(7);
    for (int i = 0; i < n; i++)
        h[i] = rand() % 100000;
    thrust::cuda::vector<int> d = h;
    counting_allocator alloc;

    thrust::sort(thrust::cuda::par(alloc), d.begin(), d.end());
    assert(thrust::is_sorted(d.begin(), d.end()));
    alloc.report("sort");

    thrust::sort(thrust::cuda::par(alloc), d.begin(), d.end(), thrust::greater<int>());
    std::cout << "descending: " << (d[0] >= d[1] && d[n - 2] >= d[n - 1]) << "\n";
    alloc.report("sort with greater");

    thrust::device_vector<int> keys(n), vals(n);
    thrust::sequence(keys.begin(), keys.end(), n, -1); // n, n - 1, ..., 1
    thrust::sequence(vals.begin(), vals.end());        // 0, 1, ..., n - 1
    thrust::sort_by_key(thrust::cuda::par(alloc), keys.begin(), keys.end(), vals.begin());
    std::cout << "by key: " << keys[0] << " " << vals[0] << ", " << keys[n - 1] << " " << vals[n - 1] << "\n";
    alloc.report("sort_by_key");

    thrust::device_vector<long> v(n);
    thrust::sequence(v.begin(), v.end(), 1L);
    std::cout << "sum " << thrust::reduce(thrust::cuda::par(alloc), v.begin(), v.end()) << "\n";
    alloc.report("reduce");
    std::cout << "max " << thrust::reduce(thrust::cuda::par(alloc), v.begin(), v.end(), 0L, thrust::maximum<long>()) << "\n";
    alloc.report("reduce with maximum");

    thrust::device_vector<long> s(n);
    thrust::inclusive_scan(thrust::cuda::par(alloc), v.begin(), v.end(), s.begin());
    std::cout << "inclusive scan ends at " << s[n - 1] << "\n";
    alloc.report("inclusive_scan");
    thrust::exclusive_scan(thrust::cuda::par(alloc), v.begin(), v.end(), s.begin(), 100L);
    std::cout << "exclusive scan: " << s[0] << " " << s[1] << " " << s[n - 1] << "\n";
    alloc.report("exclusive_scan");

    // the plain policy takes nothing from it
    thrust::sort(thrust::cuda::par, d.begin(), d.end());
    std::cout << "sum under par " << thrust::reduce(thrust::cuda::par, v.begin(), v.end()) << "\n";
    alloc.report("par alone");
    return 0;
}
