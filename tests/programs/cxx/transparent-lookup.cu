// Heterogeneous lookup (C++14 [associative.reqmts] p13): with a transparent comparison
// (std::less<>, or one of the program's own with an is_transparent type), find, count,
// lower_bound, upper_bound and equal_range of map, set, multimap and multiset take a key of
// another type, which the comparison compares with the keys as it is.
#include <cstdio>
#include <functional>
#include <iterator>
#include <map>
#include <set>
#include <string>

struct Employee {
    int id;
    const char *name;
};

// orders employees by id, and compares an id with an employee: an int is no Employee
struct ById {
    typedef void is_transparent;
    bool operator()(const Employee &a, const Employee &b) const { return a.id < b.id; }
    bool operator()(const Employee &a, int id) const { return a.id < id; }
    bool operator()(int id, const Employee &b) const { return id < b.id; }
};

int main()
{
    std::map<std::string, int, std::less<>> stock = {{"apple", 3}, {"pear", 5}, {"plum", 0}};
    const char *want = "pear";
    auto it = stock.find(want);
    printf("%s -> %d\n", it->first.c_str(), it->second);
    printf("fig: %d, plum: %d\n", (int)stock.count("fig"), (int)stock.count("plum"));
    printf("from 'b': %s, after 'pear': %s\n", stock.lower_bound("b")->first.c_str(),
           stock.upper_bound("pear")->first.c_str());
    printf("missing: %d\n", stock.find("kiwi") == stock.end());

    std::set<Employee, ById> staff = {{3, "Cleo"}, {1, "Ada"}, {2, "Bo"}};
    printf("2 is %s; 4 found: %d; count(1) = %d\n", staff.find(2)->name, staff.find(4) != staff.end(),
           (int)staff.count(1));
    auto r = staff.equal_range(3);
    printf("equal_range(3): %s, %d element(s)\n", r.first->name, (int)std::distance(r.first, r.second));
    printf("lower_bound(2): %s, upper_bound(2): %s\n", staff.lower_bound(2)->name,
           staff.upper_bound(2)->name);

    std::multiset<Employee, ById> shifts = {{1, "Ada"}, {2, "Bo"}, {1, "Ada again"}, {3, "Cleo"}};
    printf("shifts of 1: %d, first %s\n", (int)shifts.count(1), shifts.find(1)->name);

    std::multimap<std::string, int, std::less<>> scores = {{"ann", 9}, {"bob", 4}, {"ann", 7}};
    auto ann = scores.equal_range("ann");
    for (auto p = ann.first; p != ann.second; ++p)
        printf("ann %d\n", p->second);
    printf("bob: %d\n", (int)scores.count("bob"));
    return 0;
}
