// Host C++ only: compiled by the host compiler (nvcc hands .cpp files to it).
#include "lib.h"

static const char *describe() { return "library unit"; }

Stats summarize(const float *p, int n)
{
    Stats s = {0.0, p[0], n};
    for (int i = 0; i < n; i++) {
        s.sum += p[i];
        if (p[i] > s.max)
            s.max = p[i];
    }
    return s;
}

const char *lib_describe() { return describe(); }
