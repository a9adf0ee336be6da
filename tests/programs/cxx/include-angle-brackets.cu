// #include <...> does not look in the including file's folder; #include "..." looks there
// first (C++17 [cpp.include], as g++ searches): the folder's own sys/utsname.h is read by the
// quoted include only, and <sys/utsname.h> is the system's. Expected output: g++'s.
#include <cstdio>
#include <sys/utsname.h>
#include "sys/utsname.h"

int main()
{
    struct utsname u;
    printf("system header: uname() gives %d\n", uname(&u));
    printf("quoted include: %s\n", local_header);
    return 0;
}
