// <future>: results that are references (promise<int &>, std::async of a function returning
// int &, a shared_future<int &> reading the same object) and move-only values (unique_ptr through
// a promise and std::async); promise's swap and move assignment (the old state left broken);
// future_error's code() (message, category name, value); a packaged_task with no state, run
// twice, or destroyed before it ran; get() on a future with no state.
#include <future>
#include <iostream>
#include <memory>
#include <string>
#include <thread>
#include <utility>
int main()
{
    int x = 5;
    std::promise<int &> pr;
    std::future<int &> fr = pr.get_future();
    pr.set_value(x);
    int &r = fr.get();
    r = 9;
    std::cout << "ref " << x << "\n";

    std::promise<std::unique_ptr<int>> pu;
    auto fu = pu.get_future();
    pu.set_value(std::unique_ptr<int>(new int(33)));
    std::unique_ptr<int> u = fu.get();
    std::cout << "unique " << *u << "\n";

    auto a = std::async(std::launch::async, [] { return std::unique_ptr<std::string>(new std::string("moved")); });
    std::cout << *a.get() << "\n";

    std::promise<int> p1, p2;
    auto f1 = p1.get_future();
    p1.swap(p2);
    p2.set_value(4);
    std::cout << "swapped " << f1.get() << "\n";
    std::promise<int> p3;
    auto f3 = p3.get_future();
    p3 = std::promise<int>();
    try {
        f3.get();
    } catch (const std::future_error &e) {
        std::cout << e.code().message() << " / " << e.code().category().name() << " " << e.code().value() << "\n";
    }
    std::packaged_task<int()> empty;
    std::cout << "empty task valid " << empty.valid() << "\n";
    try {
        empty();
    } catch (const std::future_error &e) {
        std::cout << e.what() << "\n";
    }
    std::shared_future<int &> sr = std::async(std::launch::deferred, [&x]() -> int & { return x; }).share();
    sr.get() = 11;
    std::cout << "shared ref " << x << " " << (&sr.get() == &x) << "\n";
    std::future<int> nf;
    try {
        nf.get();
    } catch (const std::future_error &e) {
        std::cout << e.what() << "\n";
    }
    std::packaged_task<int(int)> tk([](int v) { return v + 1; });
    auto ft = tk.get_future();
    tk(1);
    try {
        tk(2);
    } catch (const std::future_error &e) {
        std::cout << e.what() << "\n";
    }
    std::cout << ft.get() << "\n";
    {
        std::packaged_task<int()> dropped([] { return 1; });
        ft = dropped.get_future();
    }
    try {
        ft.get();
    } catch (const std::future_error &e) {
        std::cout << e.what() << "\n";
    }
    return 0;
}
