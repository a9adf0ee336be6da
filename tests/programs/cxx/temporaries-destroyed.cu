// A function's result object used as a temporary (its member read, bound to a const reference
// parameter, converted by a constructor template) is destroyed at the end of the full
// expression; so are the elements of a braced list's array and a local array's elements, the
// last first (C++17 [class.temporary], [class.dtor]). Reference: g++ 12.
#include <cstdio>
#include <vector>
template <class T> struct W {
    int id;
    W(int i) : id(i) { printf("make %d\n", id); }
    template <class U> W(const W<U> &o) : id(o.id + 10) { printf("conv %d\n", id); }
    W(const W &o) : id(o.id + 100) { printf("copy %d\n", id); }
    ~W() { printf("~W %d\n", id); }
};
W<int> mk() { return W<int>(1); }
int take(const W<int> &w) { return w.id; }
int main()
{
    printf("%d\n", mk().id);
    printf("%d\n", take(mk()));
    W<long> a = mk();
    printf("--\n");
    {
        W<int> arr[2] = {W<int>(5), W<int>(6)};
        printf("%d\n", arr[1].id);
    }
    printf("--\n");
    std::vector<W<int>> v{W<int>(7)};
    printf("%zu\n", v.size());
    return 0;
}
