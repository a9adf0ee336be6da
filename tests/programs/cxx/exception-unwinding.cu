// A throw destroys the local objects between it and its handler, newest first, in every
// function it leaves (C++17 [except.ctor], "stack unwinding"); the objects of a frame that
// returns normally or a loop that goes on are destroyed as usual; a handler may throw again.
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

struct Noisy {
    std::string name;
    Noisy(const char *n) : name(n) { printf("  make %s\n", name.c_str()); }
    ~Noisy() { printf("  drop %s\n", name.c_str()); }
};

int depth_check(int n)
{
    Noisy here(n == 0 ? "bottom" : "level");
    std::vector<int> scratch(4, n);
    if (n == 0)
        throw std::runtime_error("hit bottom");
    return depth_check(n - 1) + scratch[0];
}

void loop_then_throw()
{
    for (int i = 0; i < 3; i++) {
        Noisy each(i == 0 ? "iteration 0" : i == 1 ? "iteration 1" : "iteration 2");
        if (i == 2)
            throw std::logic_error("in the loop");
    }
}

void rethrower()
{
    Noisy guard("rethrower's guard");
    try {
        Noisy inner("inner");
        throw std::out_of_range("first");
    } catch (const std::exception &e) {
        printf("  rethrower caught %s, throws again\n", e.what());
        Noisy during("during handler");
        throw;
    }
}

int main()
{
    try {
        Noisy outer("outer");
        depth_check(2);
    } catch (const std::exception &e) {
        printf("caught: %s\n", e.what());
    }
    try {
        loop_then_throw();
    } catch (const std::logic_error &e) {
        printf("caught: %s\n", e.what());
    }
    try {
        rethrower();
    } catch (const std::out_of_range &e) {
        printf("caught again: %s\n", e.what());
    }
    {
        Noisy normal("normal scope");
    }
    printf("done\n");
    return 0;
}
