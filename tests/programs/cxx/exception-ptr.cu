// <exception>: std::exception_ptr, current_exception, rethrow_exception, make_exception_ptr:
// an exception object kept by exception_ptrs lives until the last of them and its handlers
// are gone (C++17 [propagation] p7), is the same object when thrown again (by any thread),
// and is caught by its own type or a base. A handler left by return or break ends there (its
// exception destroyed unless an exception_ptr keeps it).
#include <exception>
#include <iostream>
#include <stdexcept>
#include <string>
#include <thread>

struct Tracked {
    int id;
    Tracked(int i) : id(i) { std::cout << "make " << id << "\n"; }
    Tracked(const Tracked &o) : id(o.id + 100) { std::cout << "copy " << id << "\n"; }
    ~Tracked() { std::cout << "end " << id << "\n"; }
};

std::exception_ptr capture(int i)
{
    try {
        throw Tracked(i);
    } catch (...) {
        return std::current_exception();
    }
}

// a handler left by return or break ends there: its exception is destroyed
int leave(int i)
{
    try {
        throw Tracked(i);
    } catch (const Tracked &t) {
        return t.id * 10;
    }
    return 0;
}

int main()
{
    std::exception_ptr none;
    std::cout << "empty: " << (none == nullptr) << " " << (bool)none << " " << (std::current_exception() == nullptr) << "\n";

    std::exception_ptr p;
    try {
        throw Tracked(1);
    } catch (const Tracked &t) {
        p = std::current_exception();
        std::cout << "handled " << t.id << "\n";
    }
    std::cout << "after the handler, kept: " << (bool)p << "\n";
    std::exception_ptr q = p;
    std::cout << "copies equal: " << (p == q) << "\n";
    const Tracked *first = nullptr;
    try {
        std::rethrow_exception(p);
    } catch (const Tracked &t) {
        first = &t;
        std::cout << "rethrown " << t.id << "\n";
    }
    try {
        std::rethrow_exception(q);
    } catch (const Tracked &t) {
        std::cout << "same object: " << (&t == first) << "\n";
    }
    p = nullptr;
    std::cout << "one left\n";
    q = nullptr;
    std::cout << "none left\n";

    // rethrown in another thread
    std::exception_ptr e = std::make_exception_ptr(std::runtime_error("from main"));
    std::string seen;
    std::thread t([&seen](std::exception_ptr x) {
        try {
            std::rethrow_exception(x);
        } catch (const std::exception &ex) {
            seen = ex.what();
        }
    }, e);
    t.join();
    std::cout << "thread saw: " << seen << "\n";

    std::exception_ptr r = capture(7);
    std::cout << "captured\n";
    try {
        std::rethrow_exception(r);
    } catch (Tracked t) {
        std::cout << "by value " << t.id << "\n";
    }
    std::cout << "outside: " << (std::current_exception() == nullptr) << "\n";
    try {
        try {
            throw std::out_of_range("inner");
        } catch (...) {
            std::exception_ptr in = std::current_exception();
            std::rethrow_exception(in);
        }
    } catch (const std::logic_error &l) {
        std::cout << "outer caught " << l.what() << "\n";
    }
    std::cout << "left " << leave(3) << "\n";
    for (int i = 0; i < 3; i++) {
        try {
            throw Tracked(4);
        } catch (...) {
            break;
        }
    }
    std::cout << "after the loop: " << (std::current_exception() == nullptr) << "\n";
    std::cout << "end of main\n";
    return 0;
}
