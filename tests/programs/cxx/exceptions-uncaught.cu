// An exception no handler takes ends the program as libstdc++'s std::terminate does: its
// message with the type and what(), then abort (exit status 134). A handler of another type
// on the way passes it on. Checked against g++ (stderr and the exit status).
#include <cstdio>
#include <stdexcept>

void work(int n)
{
    try {
        if (n == 2)
            throw std::length_error("too long");
        printf("work %d\n", n);
    } catch (const std::out_of_range &) {
        printf("not this one\n");
    }
}

int main()
{
    for (int n = 0; n < 4; n++)
        work(n);
    printf("not reached\n");
    return 0;
}
