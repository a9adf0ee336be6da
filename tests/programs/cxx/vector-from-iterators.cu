// (g++ -x c++) std::vector made from other iterators: pointers to another type (int to double,
// const int), a list's (forwards and reversed), a forward_list's, an unordered_set's (its
// iteration order) and a set's, beside vector(5, 1), which stays five copies; each made with
// room for exactly its elements, as libstdc++'s (capacity), for use with the algorithms.
#include <cstdio>
#include <forward_list>
#include <list>
#include <set>
#include <unordered_set>
#include <vector>
int main()
{
    int arr[] = {3, 1, 2};
    const int carr[] = {7, 8};
    std::list<int> l = {4, 5, 6};
    std::forward_list<double> fl = {1.5, 2.5};
    std::unordered_set<int> us = {9, 7, 8};
    std::set<int> st = {3, 2};
    std::vector<int> a(arr, arr + 3), b(l.begin(), l.end()), c(us.begin(), us.end()), d(st.begin(), st.end()), e(5, 1), f(carr, carr + 2);
    std::vector<double> g(arr, arr + 3), h(fl.begin(), fl.end());
    std::vector<int> r(l.rbegin(), l.rend());
    for (auto *v : {&a, &b, &c, &d, &e, &f, &r}) {
        for (int x : *v)
            printf("%d ", x);
        printf("(%zu/%zu) ", v->size(), v->capacity());
    }
    for (double x : g) printf("%g ", x);
    for (double x : h) printf("%g ", x);
    printf("%zu %zu\n", g.capacity(), h.capacity());
}
