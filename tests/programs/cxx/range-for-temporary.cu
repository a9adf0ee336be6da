// (g++ -x c++) A range-based for over a temporary (a function's result) iterates that one
// object, which lives until the loop ends (C++17 [stmt.ranged]: `auto &&__range = f();`), and is
// destroyed once (also when break or return leaves the loop): a vector returned by value, a
// class of the program's own with begin and end.
#include <cstdio>
#include <string>
#include <vector>
struct Bag {
    int v[3];
    int id;
    Bag(int i) : id(i) { for (int k = 0; k < 3; k++) v[k] = i * 10 + k; printf("make %d\n", id); }
    Bag(const Bag &o) : id(o.id + 100) { for (int k = 0; k < 3; k++) v[k] = o.v[k]; printf("copy %d\n", id); }
    ~Bag() { printf("drop %d\n", id); }
    const int *begin() const { return v; }
    const int *end() const { return v + 3; }
};
static Bag bag(int i) { return Bag(i); }
static std::vector<std::string> words()
{
    std::vector<std::string> w;
    w.push_back("alpha");
    w.push_back("beta");
    w.push_back("gamma");
    return w;
}
static int first_over(int limit)
{
    for (int x : bag(7))
        if (x > limit)
            return x; /* the temporary is destroyed on the way out */
    return -1;
}
int main()
{
    for (int x : bag(4))
        printf("%d ", x);
    printf("\n");
    for (const std::string &s : words())
        printf("%s ", s.c_str());
    printf("\n");
    int total = 0;
    for (int round = 0; round < 3; round++)
        for (int x : bag(round))
            total += x;
    printf("total %d\n", total);
    for (int x : bag(5)) {
        if (x == 51)
            break;
        printf("%d\n", x);
    }
    printf("first %d\n", first_over(70));
}
