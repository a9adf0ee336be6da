// (g++ -x c++ multi-tu-init.cu multi-tu-init/values.cpp: the .test file names the other source)
// Every translation unit's variables have their values before main runs: a constant defined in
// another unit (declared extern "C" first, as NVIDIA's scan sample does), an array of them, and
// an object whose constructor runs in the other unit's dynamic initialisation.
#include <cstdio>
#include "multi-tu-init/values.h"

int main()
{
    printf("MIN_SIZE %u, MAX_SIZE %u, ratio %u\n", MIN_SIZE, MAX_SIZE, MAX_SIZE / MIN_SIZE);
    printf("primes %d %d %d\n", primes[0], primes[1], primes[2]);
    printf("registry: %s has %d entries\n", registry.name, registry.count);
    printf("next id %d\n", next_id());
    return 0;
}
