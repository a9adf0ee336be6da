// The C headers that docs/host-code.md lists as supported are found by the device pass
// too (include/device/), so host code that uses them compiles in a .cu file (issue 18).
#include <csetjmp>
#include <csignal>
#include <cerrno>
#include <cstdarg>
#include <cinttypes>
#include <cwchar>
#include <clocale>
#include <cstdbool>
#include <cstdio>

static jmp_buf env;

static int sum(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, int);
    va_end(ap);
    return s;
}

__global__ void k(int64_t v) { printf("device: %" PRId64 "\n", v); }

int main()
{
    errno = 0;
    setlocale(LC_ALL, "C");
    signal(SIGUSR1, SIG_IGN);
    if (setjmp(env) == 0)
        longjmp(env, 1);
    printf("host: %d %s %d\n", sum(3, 1, 2, 3), errno == 0 ? "errno ok" : "errno set", (int)wcslen(L"abc"));
    k<<<1, 1>>>(INT64_C(1) << 40);
    cudaDeviceSynchronize();
    return 0;
}
