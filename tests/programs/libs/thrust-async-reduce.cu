// Thrust's algorithms called from host threads that std::async starts, as Thrust's example
// cuda/async_reduce does (its second method): the future's get() gives the reduction; two
// reductions on two threads at once; a future<void> whose thread fills a vector. The sums
// follow from the data alone (2^20 ones; 0 + 1 + ... + 9999).
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/system/cuda/execution_policy.h>
#include <cassert>
#include <future>
#include <iostream>

int main()
{
    size_t n = 1 << 20;
    thrust::device_vector<unsigned int> data(n, 1);
    thrust::device_vector<unsigned int> result(1, 0);

    result[0] = thrust::reduce(thrust::cuda::par, data.begin(), data.end(), 0, cuda::std::plus<int>());
    assert(result[0] == n);

    auto begin = data.begin();
    auto end = data.end();
    unsigned int init = 0;
    auto binary_op = cuda::std::plus<unsigned int>();
    std::future<unsigned int> future_result =
        std::async(std::launch::async, [=] { return thrust::reduce(begin, end, init, binary_op); });
    future_result.wait();
    std::cout << "reduce on another thread: " << future_result.get() << "\n";

    thrust::device_vector<long> seq(10000);
    std::future<void> filled = std::async(std::launch::async, [&seq] { thrust::sequence(seq.begin(), seq.end()); });
    filled.get();
    auto a = std::async(std::launch::async, [&seq] { return thrust::reduce(seq.begin(), seq.begin() + 5000); });
    auto b = std::async(std::launch::async, [&seq] { return thrust::reduce(seq.begin() + 5000, seq.end()); });
    long lo = a.get(), hi = b.get();
    std::cout << "halves " << lo << " + " << hi << " = " << lo + hi << "\n";
    return 0;
}
