// Inside a namespace an unqualified name is looked up in that namespace and those enclosing
// it, never in a sibling (C++17 [basic.lookup.unqual]): b's function naming a's variable and
// a's function unqualified is an error at each use, as in g++ ("'hidden' was not declared in
// this scope"); the qualified names are fine.
// reference: g++
#include <cstdio>

namespace a {
int hidden = 1;
int helper(int n) { return n + 1; }
}
namespace b {
int get() { return hidden + helper(2); }
int fine() { return a::hidden + a::helper(2); }
}

int main() { printf("%d %d\n", b::get(), b::fine()); }
