// The last element of a container as *--c.end() (a decrement of the iterator end() returns, a
// class in libstdc++ whose operator-- a temporary takes; C++17 [over.oper]), and the second as
// *++c.begin(), for vector, string, set, map and deque. The output is g++'s.
#include <cstdio>
#include <deque>
#include <map>
#include <set>
#include <string>
#include <vector>

int main()
{
    std::vector<int> v = {4, 8, 15};
    std::string s = "xyz";
    std::set<int> st = {5, 1, 3};
    std::map<int, char> m = {{2, 'b'}, {9, 'i'}};
    std::deque<int> d = {16, 23, 42};
    printf("%d %c %d %d%c %d\n", *--v.end(), *--s.end(), *--st.end(), (--m.end())->first, (--m.end())->second,
           *--d.end());
    printf("%d %c %d %d\n", *++v.begin(), *++s.begin(), *++st.begin(), (++m.begin())->first);
    return 0;
}
