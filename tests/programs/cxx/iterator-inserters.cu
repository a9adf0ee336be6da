// (g++ -x c++) <iterator>'s front_inserter and inserter as algorithms' outputs (a list, a deque,
// a position in a list), std::begin, std::end and std::size of an array, of containers and of a
// const container, with std::sort and std::copy.
#include <algorithm>
#include <cstdio>
#include <deque>
#include <iterator>
#include <list>
#include <set>
#include <vector>
#define NSZ 5

int main()
{
    int arr[NSZ] = {5, 3, 1, 4, 2};
    std::sort(std::begin(arr), std::end(arr));
    for (int x : arr) printf("%d ", x);
    printf("| %zu %d %d\n", std::size(arr), NSZ, 3);
    std::vector<int> v = {1, 2, 3};
    std::list<int> l;
    std::copy(v.begin(), v.end(), std::front_inserter(l));
    std::deque<int> d = {0, 9};
    std::copy(std::begin(v), std::end(v), std::inserter(d, d.begin() + 1));
    std::list<int> l2 = {7, 8};
    std::copy(v.begin(), v.end(), std::inserter(l2, std::next(l2.begin())));
    for (int x : l) printf("%d ", x);
    for (int x : d) printf("%d ", x);
    for (int x : l2) printf("%d ", x);
    printf("| %zu %zu\n", std::size(v), std::size(l2));
    const std::vector<int> &cv = v;
    printf("%d %d\n", *std::begin(cv), *(std::end(cv) - 1));
}
