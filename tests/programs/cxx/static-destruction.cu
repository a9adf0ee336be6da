// runs: return | exit | quick
// Objects of static storage duration are destroyed at the program's end, the last made first,
// interleaved with the functions given to atexit (C++17 [basic.start.term],
// [support.start.term]): globals (an array's elements the last first), static locals once
// made, members' implicit destructors; returning from main and exit() run them, _Exit does
// not. Output through std::cout and printf in the destructors.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <map>
#include <string>
#include <vector>

struct Log {
    std::string name;
    ~Log() { std::cout << "closing " << name << std::endl; }
};
Log logs[3] = {{"first"}, {"second"}, {"third"}};
std::vector<std::string> names = {"a", "b"};
std::map<int, std::string> table = {{1, "one"}};

struct Holder { // no destructor of its own
    Log log;
    int n;
};
Holder holder{{"held by a holder"}, 7};

static void bye() { printf("atexit handler\n"); }
static void bye_too() { printf("atexit handler registered later\n"); }

struct Counter {
    int n = 0;
    ~Counter() { printf("counted %d\n", n); }
};
static int count()
{
    static Counter c;
    return ++c.n;
}
static void never_called()
{
    static Log unused{"never made"};
}

Log late{"late"};

int main(int argc, char **argv)
{
    std::atexit(bye);
    count();
    count();
    std::atexit(bye_too);
    std::cout << names.size() << " " << table[1] << " " << holder.n << std::endl;
    if (argc < 2)
        never_called();
    if (argc > 1 && !strcmp(argv[1], "exit"))
        exit(4);
    if (argc > 1 && !strcmp(argv[1], "quick")) {
        fflush(stdout);
        _Exit(5);
    }
    return 3;
}
