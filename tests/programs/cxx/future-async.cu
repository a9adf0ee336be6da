// <future>: std::async on a new thread (std::launch::async), deferred to the thread that waits
// (std::launch::deferred), and the default; std::future's get, wait, valid, wait_for; the
// arguments copied into the call, std::ref passing a reference; a future<void>; a deferred
// call that no one waits for.
#include <chrono>
#include <cstdio>
#include <future>
#include <iostream>
#include <string>
#include <thread>

int square(int x) { return x * x; }
std::string join(std::string a, const char *b, int n)
{
    for (int i = 0; i < n; i++)
        a += b;
    return a;
}

int main()
{
    std::future<int> a = std::async(std::launch::async, square, 7);
    std::cout << "valid " << a.valid() << "\n";
    std::cout << "get " << a.get() << ", valid " << a.valid() << "\n";

    int calls = 0;
    auto d = std::async(std::launch::deferred, [&calls] {
        calls++;
        return 2.5;
    });
    std::cout << "deferred: calls before " << calls << "\n";
    std::cout << "wait_for says deferred: " << (d.wait_for(std::chrono::seconds(0)) == std::future_status::deferred) << "\n";
    d.wait();
    std::cout << "calls after wait " << calls << ", get " << d.get() << ", calls " << calls << "\n";

    std::future<void> v = std::async([] { std::this_thread::sleep_for(std::chrono::milliseconds(20)); });
    v.wait();
    std::cout << "ready after wait: " << (v.wait_for(std::chrono::milliseconds(1)) == std::future_status::ready) << "\n";
    v.get();

    int x = 1;
    auto r = std::async(std::launch::async, [](int &y, int z) { return y += z; }, std::ref(x), 41);
    std::cout << "by reference: " << r.get() << " " << x << "\n";

    auto s = std::async(std::launch::async | std::launch::deferred, join, std::string("a"), "bc", 3);
    std::cout << s.get() << "\n";

    // several at once: each its own thread
    std::future<long> parts[4];
    for (int k = 0; k < 4; k++)
        parts[k] = std::async(std::launch::async, [k] {
            long t = 0;
            for (long i = k * 1000; i < (k + 1) * 1000; i++)
                t += i;
            return t;
        });
    long total = 0;
    for (int k = 0; k < 4; k++)
        total += parts[k].get();
    std::cout << "total " << total << "\n";

    // a deferred function that nobody waits for never runs
    int runs = 0;
    {
        auto never = std::async(std::launch::deferred, [&runs] { return ++runs; });
    }
    std::cout << "runs " << runs << "\n";
    return 0;
}
