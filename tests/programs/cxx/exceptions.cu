// Exceptions in host code (C++17 [except]): a throw leaves any number of calls for the nearest
// handler that takes its type or a base class of it; handlers are tried in order; catch (...)
// takes anything; `throw;` throws the handled exception again; a try block left by return,
// break or continue no longer handles what is thrown after it. Checked against g++.
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

struct Error {
    int code;
    const char *what() const { return "Error"; }
};
struct Fatal : Error {
    int level;
};

int depth3(int x)
{
    if (x == 1)
        throw 42;
    if (x == 2)
        throw std::out_of_range("index " + std::to_string(x));
    if (x == 3)
        throw Fatal{{7}, 2};
    if (x == 4)
        throw "a string";
    if (x == 5)
        throw 2.5;
    return x * 10;
}
int depth2(int x) { return depth3(x) + 1; }
int depth1(int x) { return depth2(x) + 1; }

const char *classify(int x)
{
    try {
        int v = depth1(x);
        printf("value %d\n", v);
        return "none";
    } catch (int e) {
        printf("int %d\n", e);
        return "int";
    } catch (const std::logic_error &e) {
        printf("logic_error: %s\n", e.what());
        return "logic_error";
    } catch (Error &e) {
        printf("Error code %d\n", e.code);
        return "Error";
    } catch (const char *s) {
        printf("string %s\n", s);
        return "string";
    } catch (...) {
        printf("something else\n");
        return "other";
    }
}

int rethrows()
{
    try {
        try {
            throw std::runtime_error("inner");
        } catch (std::exception &e) {
            printf("first handler: %s\n", e.what());
            throw;
        }
    } catch (const std::runtime_error &e) {
        printf("second handler: %s\n", e.what());
    }
    return 1;
}

int leave_by_return(int x)
{
    try {
        if (x > 0)
            return x;
    } catch (int) {
        printf("not here\n");
    }
    return -1;
}

int main()
{
    for (int x = 0; x <= 5; x++)
        printf("-> %s\n", classify(x));
    rethrows();
    int found = -1;
    for (int i = 0; i < 10; i++) {
        try {
            if (i == 3)
                continue;
            if (i == 6) {
                found = i;
                break;
            }
        } catch (...) {
        }
    }
    printf("found %d, %d\n", found, leave_by_return(5));
    try {
        throw 1; /* the frames left by return, break and continue are gone: this one handles it */
    } catch (int e) {
        printf("caught %d after the loop\n", e);
    }
    auto thrower = [](int n) { if (n > 2) throw std::invalid_argument("too big"); return n; };
    int total = 0;
    for (int n = 0; n < 5; n++) {
        try {
            total += thrower(n);
        } catch (const std::invalid_argument &e) {
            printf("%d: %s\n", n, e.what());
        }
    }
    printf("total %d\n", total);
    std::vector<int> v(3);
    try {
        v.at(5) = 1;
    } catch (const std::out_of_range &) {
        printf("at(5) is out of range\n");
    }
    return 0;
}
