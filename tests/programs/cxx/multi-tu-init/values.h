typedef unsigned int uint;
extern "C" const uint MIN_SIZE;
extern "C" const uint MAX_SIZE;
extern const int primes[3];
struct Registry {
    const char *name;
    int count;
    Registry(const char *n, int c) : name(n), count(c * 2) {}
};
extern Registry registry;
int next_id();
