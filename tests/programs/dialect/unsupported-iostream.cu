// Host dialect: the C++ standard library (std::cout) is beyond the dialect: std:: is accepted
// on C library names only (docs/host-dialect.md); the report says so; exit status 1.
#include <cstdio>

int main()
{
    std::printf("printf is fine\n");
    std::cout << "cout is not" << std::endl;
    return 0;
}
