// <future>: std::promise hands a value to a std::future across threads (set_value,
// get_future), promise<void> as a signal, set_exception carries an exception to get(), and
// the errors as std::future_error with libstdc++'s what() text: a promise destroyed before it
// was satisfied (broken_promise), get_future twice (future_already_retrieved), set_value
// twice (promise_already_satisfied), a future with no state (no_state).
#include <chrono>
#include <exception>
#include <future>
#include <iostream>
#include <stdexcept>
#include <string>
#include <thread>

void produce(std::promise<int> p, int x) { p.set_value(x * 3); }

int main()
{
    std::promise<int> p;
    std::future<int> f = p.get_future();
    std::thread t(produce, std::move(p), 14);
    std::cout << "value " << f.get() << "\n";
    t.join();

    // a signal: promise<void>
    std::promise<void> ready;
    std::future<void> rf = ready.get_future();
    int seen = 0;
    std::thread w([&seen](std::promise<void> *r) {
        seen = 5;
        r->set_value();
    }, &ready);
    rf.wait();
    std::cout << "signalled, seen " << seen << "\n";
    w.join();

    // a string through a promise
    std::promise<std::string> ps;
    auto fs = ps.get_future();
    ps.set_value(std::string("hello"));
    std::cout << fs.get() << " (valid after get: " << fs.valid() << ")\n";

    // wait_for on a value not yet there: timeout; then ready
    std::promise<double> pd;
    std::future<double> fd = pd.get_future();
    std::cout << "before: " << (fd.wait_for(std::chrono::milliseconds(10)) == std::future_status::timeout) << "\n";
    pd.set_value(2.5);
    std::cout << "after: " << (fd.wait_for(std::chrono::milliseconds(0)) == std::future_status::ready) << "\n";
    std::cout << "wait_until: "
              << (fd.wait_until(std::chrono::steady_clock::now() + std::chrono::milliseconds(1)) == std::future_status::ready)
              << " " << fd.get() << "\n";

    // set_exception: get() throws it
    std::promise<int> pe;
    std::future<int> fe = pe.get_future();
    try {
        throw std::runtime_error("bad input");
    } catch (...) {
        pe.set_exception(std::current_exception());
    }
    try {
        fe.get();
    } catch (const std::runtime_error &e) {
        std::cout << "caught runtime_error: " << e.what() << "\n";
    }
    std::promise<int> pm;
    std::future<int> fm = pm.get_future();
    pm.set_exception(std::make_exception_ptr(std::out_of_range("index 9")));
    try {
        fm.get();
    } catch (const std::logic_error &e) {
        std::cout << "caught logic_error: " << e.what() << "\n";
    }

    // a promise destroyed unsatisfied
    std::future<int> fb;
    {
        std::promise<int> pb;
        fb = pb.get_future();
    }
    try {
        fb.get();
    } catch (const std::future_error &e) {
        std::cout << e.what() << " " << (e.code() == std::future_errc::broken_promise) << "\n";
    }

    std::promise<int> p2;
    auto f2 = p2.get_future();
    try {
        p2.get_future();
    } catch (const std::future_error &e) {
        std::cout << e.what() << " " << (e.code() == std::future_errc::future_already_retrieved) << "\n";
    }
    p2.set_value(1);
    try {
        p2.set_value(2);
    } catch (const std::future_error &e) {
        std::cout << e.what() << " " << (e.code() == std::future_errc::promise_already_satisfied) << "\n";
    }
    std::cout << "f2 " << f2.get() << "\n";

    std::promise<int> moved;
    std::promise<int> to(std::move(moved));
    try {
        moved.get_future();
    } catch (const std::future_error &e) {
        std::cout << e.what() << " " << (e.code() == std::future_errc::no_state) << "\n";
    }
    try {
        throw std::future_error(std::future_errc::broken_promise);
    } catch (const std::logic_error &e) {
        std::cout << "a logic_error: " << e.what() << "\n";
    }
    return 0;
}
