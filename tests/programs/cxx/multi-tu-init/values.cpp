#include "values.h"

extern "C" const uint MIN_SIZE = 4;
extern "C" const uint MAX_SIZE = 4 * 1024;
const int primes[3] = {2, 3, 5};
Registry registry("kernels", 21);
static int counter = registry.count + 100;
int next_id() { return ++counter; }
