// Namespaces and static members in device code (CUDA C++ Programming Guide §5.3, C++ Language
// Support): qualified names, nested namespaces, using-directives, a namespace alias, static
// member functions and constants, enumerators of a class, an alias declaration.
#include <cstdio>

namespace geom {
namespace detail {
__device__ int twice(int x) { return 2 * x; }
}
__device__ int area(int w, int h) { return detail::twice(w * h) / 2; }
struct Grid {
    static constexpr int cells = 16;
    enum { rows = 4, cols = 4 };
    __device__ static int index(int r, int c) { return r * cols + c; }
    __device__ int last() const { return index(rows - 1, cols - 1); }
};
}

namespace g = geom;
using namespace geom::detail;
using cell_t = unsigned short;

__global__ void kernel()
{
    geom::Grid grid;
    cell_t c = (cell_t)g::Grid::index(2, 3);
    printf("area=%d twice=%d cells=%d rows=%d index=%d last=%d sizeof(cell_t)=%d\n",
           geom::area(3, 5), twice(21), geom::Grid::cells, g::Grid::rows, (int)c, grid.last(),
           (int)sizeof(cell_t));
}

int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
