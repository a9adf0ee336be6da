// (nvcc -O2 -arch=sm_90 multi-tu-classes.cu multi-tu-classes/shapes.cpp: the .test file names
// the other source)
// Classes whose constructors, member functions, static members and virtual functions are defined
// in another file (multi-tu-classes/shapes.cpp), used here: constructed, called directly and
// through base pointers in both files, and a Square made in the other file dispatched on here.
// With them a member function template whose parameter list expands the class's pack.
#include <cstdio>
#include "multi-tu-classes/shapes.h"

__global__ void fill(double *out, double v) { out[threadIdx.x] = v * threadIdx.x; }

int main()
{
    Rect r(2, 3);
    Square s(4);
    Circle c(1);
    printf("%s %g %d\n", r.name(), r.area(), r.id());
    printf("%s %g %d\n", s.name(), s.area(), s.id());
    printf("%s %g %d\n", c.name(), c.area(), c.id());
    Shape *q = make_square(5);
    printf("%s %g %d\n", q->name(), q->area(), q->id());
    const Shape *all[] = {&r, &s, &c, q};
    printf("total %g, rects made %d\n", total_area(all, 4), Rect::made());
    delete q;

    double *d;
    cudaMallocManaged(&d, 4 * sizeof(double));
    fill<<<1, 4>>>(d, r.area());
    cudaDeviceSynchronize();
    printf("%g %g %g %g\n", d[0], d[1], d[2], d[3]);
    cudaFree(d);

    App<int, float, const char *> app;
    app.set(Init<int>{7}, Init<float>{2.5f}, Init<const char *>{"seven"});
    printf("%d %g %s\n", std::get<0>(app.args), std::get<1>(app.args), std::get<2>(app.args));
    return 0;
}
