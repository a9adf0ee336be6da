// cudarepl a.cu [b.cpp ...] -- ARGS: the "--" after the sources ends them and the program's
// argv holds ARGS alone, as ./a.out ARGS has them; a later "--" is the program's own.
#include <cstdio>
#include <cstdlib>

int main(int argc, char **argv)
{
    printf("argc %d\n", argc);
    for (int i = 1; i < argc; i++)
        printf("argv[%d] %s\n", i, argv[i]);
    return argc > 1 ? atoi(argv[1]) : 0;
}
