// An #include of a device file that never ends (/dev/zero, /dev/urandom) is refused at once
// with a diagnostic on its line: the preprocessor would read it until memory runs out
// (issue: "#include of /dev/zero ... end with a clear message in bounded time and memory").
// nvcc's cc1plus would read it forever too; only regular files are sources.
#include "/dev/urandom"
#include </dev/zero>
#include <cstdio>

int main()
{
    printf("not reached\n");
    return 0;
}
