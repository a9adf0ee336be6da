// <future>: std::packaged_task (called in place, or moved into a std::thread; get_future,
// valid, reset), std::shared_future (from share() or a future; get() from several threads,
// copies that share one state), and exceptions carried to get(): a function of std::async
// that throws (async and deferred launches), a packaged_task whose function throws.
#include <future>
#include <iostream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

int add(int a, int b) { return a + b; }
int checked(int x)
{
    if (x < 0)
        throw std::invalid_argument("negative: " + std::to_string(x));
    return x * 2;
}
struct Oops {
    int code;
};

int main()
{
    // packaged_task, called in place
    std::packaged_task<int(int, int)> t1(add);
    std::cout << "valid " << t1.valid() << "\n";
    std::future<int> f1 = t1.get_future();
    t1(20, 22);
    std::cout << "in place: " << f1.get() << "\n";

    // moved into a thread
    std::packaged_task<std::string(std::string, int)> t2([](std::string s, int n) {
        std::string r;
        for (int i = 0; i < n; i++)
            r += s;
        return r;
    });
    std::future<std::string> f2 = t2.get_future();
    std::thread th(std::move(t2), std::string("ab"), 3);
    std::cout << "thread: " << f2.get() << " (task valid " << t2.valid() << ")\n";
    th.join();

    // reset: a new state, the same function
    std::packaged_task<int(int)> t3(checked);
    auto f3 = t3.get_future();
    t3(4);
    std::cout << "first " << f3.get() << "\n";
    t3.reset();
    auto f3b = t3.get_future();
    t3(-3);
    try {
        f3b.get();
    } catch (const std::invalid_argument &e) {
        std::cout << "packaged_task threw: " << e.what() << "\n";
    }
    std::packaged_task<void()> t4([] { std::cout << "void task ran\n"; });
    auto f4 = t4.get_future();
    t4();
    f4.get();

    // std::async whose function throws: get() rethrows it
    auto a1 = std::async(std::launch::async, checked, -7);
    try {
        a1.get();
        std::cout << "not reached\n";
    } catch (const std::exception &e) {
        std::cout << "async threw: " << e.what() << "\n";
    }
    auto a2 = std::async(std::launch::deferred, [] { throw Oops{17}; return 1; });
    try {
        a2.get();
    } catch (Oops o) {
        std::cout << "deferred threw Oops " << o.code << "\n";
    }
    auto a3 = std::async(std::launch::async, [] { throw 42; });
    a3.wait();
    try {
        a3.get();
    } catch (int i) {
        std::cout << "int " << i << "\n";
    }

    // deferred runs in the thread that waits; async in another
    std::thread::id me = std::this_thread::get_id();
    auto d = std::async(std::launch::deferred, [] { return std::this_thread::get_id(); });
    auto s = std::async(std::launch::async, [] { return std::this_thread::get_id(); });
    std::cout << "deferred on this thread: " << (d.get() == me) << ", async on another: " << (s.get() != me) << "\n";

    // shared_future: several threads read one result
    std::promise<int> go;
    std::shared_future<int> sf = go.get_future().share();
    std::cout << "shared valid " << sf.valid() << "\n";
    std::vector<int> got(4);
    std::vector<std::thread> readers;
    for (int i = 0; i < 4; i++)
        readers.push_back(std::thread([sf, &got, i] { got[i] = sf.get() + i; }));
    go.set_value(100);
    for (auto &r : readers)
        r.join();
    for (int i = 0; i < 4; i++)
        std::cout << got[i] << (i < 3 ? " " : "\n");
    std::cout << "get again " << sf.get() << " " << sf.get() << ", still valid " << sf.valid() << "\n";

    std::shared_future<std::string> ss = std::async(std::launch::async, [] { return std::string("shared"); });
    std::shared_future<std::string> copy = ss;
    std::cout << ss.get() << " " << copy.get() << " " << (&ss.get() == &copy.get()) << "\n";

    std::promise<void> pv;
    std::shared_future<void> sv(pv.get_future());
    auto waiter = std::async(std::launch::async, [sv] { sv.wait(); return 9; });
    pv.set_value();
    std::cout << "void shared: " << waiter.get() << "\n";
    sv.get();

    // an exception through a shared_future: every get() throws it
    std::promise<int> bad;
    std::shared_future<int> sb = bad.get_future().share();
    bad.set_exception(std::make_exception_ptr(std::runtime_error("shared failure")));
    for (int i = 0; i < 2; i++) {
        try {
            sb.get();
        } catch (const std::runtime_error &e) {
            std::cout << i << ": " << e.what() << "\n";
        }
    }
    std::future<int> empty;
    std::shared_future<int> se = empty.share();
    std::cout << "share of an empty future: " << se.valid() << "\n";
    return 0;
}
