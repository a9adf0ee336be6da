// An explicit instantiation of a class template (C++17 [temp.explicit]) makes every member
// function with a definition, so another file links to them: here Engine<float> and
// Engine<double>, whose operator() (host code with runtime types device code does not
// know) launches kernel instances that call a device function template and an explicitly
// specialised class's members.
#include <cstdio>
#include <stdexcept>
#include "explicit-class-instantiation/engine.h"

int main()
{
    Engine<float> f(0);
    Engine<double> d(0);
    printf("%.4f %.4f\n", f(32), d(64));
    try {
        f(2048);
    } catch (const std::runtime_error &e) {
        printf("%s\n", e.what());
    }
    return 0;
}
