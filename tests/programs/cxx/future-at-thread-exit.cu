// The "at thread exit" forms of <future> and <condition_variable>: the value (or exception) is
// stored at once, and the shared state becomes ready only when the thread that stored it ends;
// std::notify_all_at_thread_exit keeps the lock until then, and then unlocks and notifies.
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <future>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>

static std::atomic<int> stored(0), go(0);

// wait until the other thread has stored its value, then let it end
static void wait_stored()
{
    while (!stored.load())
        std::this_thread::yield();
    stored = 0;
}
static void let_end() { go = 1; }
static void park()
{
    stored = 1;
    while (!go.load())
        std::this_thread::yield();
    go = 0;
}

static const char *status(std::future_status s)
{
    return s == std::future_status::ready ? "ready" : s == std::future_status::timeout ? "timeout" : "deferred";
}

int main()
{
    {
        std::promise<int> p;
        std::future<int> f = p.get_future();
        std::thread t([&p] {
            p.set_value_at_thread_exit(42);
            try {
                p.set_value(1);
            } catch (const std::future_error &e) {
                std::printf("second value: %s\n", e.what());
            }
            park();
        });
        wait_stored();
        std::printf("set_value_at_thread_exit, thread running: %s\n",
                    status(f.wait_for(std::chrono::milliseconds(0))));
        let_end();
        std::printf("after the thread ended: %d\n", f.get());
        t.join();
    }
    {
        // the promise is gone before the thread ends: the value stays (no broken promise)
        std::future<std::string> f;
        std::thread t([&f] {
            std::promise<std::string> p;
            f = p.get_future();
            p.set_value_at_thread_exit(std::string("kept"));
        });
        t.join();
        std::printf("promise destroyed first: %s\n", f.get().c_str());
    }
    {
        std::promise<void> p;
        std::future<void> f = p.get_future();
        std::thread t([&p] {
            p.set_exception_at_thread_exit(std::make_exception_ptr(std::runtime_error("late failure")));
            park();
        });
        wait_stored();
        std::printf("set_exception_at_thread_exit, thread running: %s\n",
                    status(f.wait_for(std::chrono::milliseconds(0))));
        let_end();
        try {
            f.get();
        } catch (const std::runtime_error &e) {
            std::printf("after the thread ended: threw \"%s\"\n", e.what());
        }
        t.join();
    }
    {
        std::packaged_task<int(int, int)> task([](int a, int b) { return a * b; });
        std::future<int> f = task.get_future();
        std::thread t([&task] {
            task.make_ready_at_thread_exit(6, 7);
            park();
        });
        wait_stored();
        std::printf("make_ready_at_thread_exit, thread running: %s\n",
                    status(f.wait_for(std::chrono::milliseconds(0))));
        let_end();
        std::printf("after the thread ended: %d\n", f.get());
        t.join();
    }
    {
        std::mutex m;
        std::condition_variable cv;
        bool ready = false;
        std::thread t([&] {
            std::unique_lock<std::mutex> lk(m);
            ready = true;
            std::notify_all_at_thread_exit(cv, std::move(lk));
            std::printf("lock moved away: %s\n", lk.owns_lock() ? "owned" : "not owned");
            park();
        });
        wait_stored();
        bool got = m.try_lock();
        std::printf("notify_all_at_thread_exit, thread running: try_lock %s\n", got ? "succeeded" : "failed");
        if (got)
            m.unlock();
        let_end();
        std::unique_lock<std::mutex> lk(m);
        cv.wait(lk, [&] { return ready; });
        std::printf("after the thread ended: ready %d\n", (int)ready);
        lk.unlock();
        t.join();
    }
    return 0;
}
