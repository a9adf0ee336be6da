// thrust::sort of a zip iterator over host memory (tuples compared lexicographically) and
// thrust::sort_by_key of host keys with zipped host values (equal keys keep their order), run
// on the host (docs/libraries.md, "Thrust").
#include <stdio.h>
#include <vector>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/iterator/zip_iterator.h>
int main()
{
    thrust::host_vector<int> a(6), b(6);
    int x[] = {3, 1, 3, 2, 1, 0};
    for (int i = 0; i < 6; i++) { a[i] = x[i]; b[i] = 10 - i; }
    thrust::sort(thrust::make_zip_iterator(thrust::make_tuple(a.begin(), b.begin())),
                 thrust::make_zip_iterator(thrust::make_tuple(a.end(), b.end())));
    for (int i = 0; i < 6; i++) printf("%d/%d ", a[i], b[i]);
    printf("\n");
    std::vector<int> k(x, x + 6), c(6), d(6);
    for (int i = 0; i < 6; i++) { c[i] = i; d[i] = -i; }
    thrust::sort_by_key(k.data(), k.data() + 6, thrust::make_zip_iterator(thrust::make_tuple(c.data(), d.data())));
    for (int i = 0; i < 6; i++) printf("%d:%d,%d ", k[i], c[i], d[i]);
    printf("\n");
    return 0;
}
