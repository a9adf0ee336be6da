// <future>: a promise destroyed before it gave a value leaves std::future_error
// (broken_promise) in its future; uncaught, it ends the program as libstdc++'s does, with the
// error's what().
#include <future>
#include <iostream>

int main()
{
    std::future<int> f;
    {
        std::promise<int> p;
        f = p.get_future();
    }
    std::cout << "getting" << std::endl;
    return f.get();
}
