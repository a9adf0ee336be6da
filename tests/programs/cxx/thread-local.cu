// thread_local variables of host code (C++17 [basic.stc.thread], [dcl.stc] p3): each thread
// has its own copy of a namespace-scope one (thread_local, `static thread_local`, GNU's
// `__thread`; a scalar, an array, a pointer, an aggregate), which starts from the variable's
// initial value; a block-scope thread_local is static, and its initialisation runs once in each
// thread, the first time that thread passes it ([stmt.dcl] p4); `&counter` is the calling
// thread's copy. The output is g++'s (-pthread).
#include <cstdio>
#include <string>
#include <thread>
#include <vector>
#include <mutex>

thread_local int counter = 5;
static thread_local long hits;
thread_local int table[3] = {1, 2, 3};
thread_local const char *label = "none";
__thread int gnu_counter = 100;
struct Acc { int sum; int n; };
thread_local Acc acc = {0, 0};

int next_id()
{
    static thread_local int calls = 0;
    return ++calls;
}

int seeded()
{
    static int made = 0;
    thread_local int seed = ++made * 1000; // (dynamic: once per thread, each thread its own)
    return seed++;
}

std::mutex m;
std::vector<std::string> lines;

void work(int id)
{
    counter += id;
    table[id % 3] += 10 * id;
    label = id == 1 ? "one" : "two";
    gnu_counter -= id;
    for (int i = 1; i <= id; i++) {
        acc.sum += i;
        acc.n++;
    }
    next_id();
    next_id();
    int s = seeded();
    s = seeded();
    char buf[160];
    std::snprintf(buf, sizeof buf, "thread %d: counter %d table %d %d %d label %s gnu %d acc %d/%d calls %d seeded %s",
                  id, counter, table[0], table[1], table[2], label, gnu_counter, acc.sum, acc.n,
                  next_id(), s % 1000 == 1 ? "yes" : "no");
    std::lock_guard<std::mutex> g(m);
    lines.push_back(buf);
}

int main()
{
    std::thread a(work, 1);
    a.join();
    std::thread b(work, 2);
    b.join();
    for (auto &l : lines)
        std::printf("%s\n", l.c_str());
    hits++;
    int *p = &counter;
    *p += 1;
    std::printf("main: counter %d table %d %d %d label %s gnu %d acc %d/%d calls %d hits %ld\n",
                counter, table[0], table[1], table[2], label, gnu_counter, acc.sum, acc.n, next_id(), hits);
    std::thread c([p] { std::printf("other thread's copy: %d, main's: %d\n", counter, *p); });
    c.join();
    return 0;
}
