// The C++ standard library (std::cout) is not there yet: the report names what is missing and
// says that the C library's std:: names are; nothing runs (exit status 1).
#include <cstdio>

int main()
{
    std::printf("printf is fine\n");
    std::cout << "cout is not" << std::endl;
    return 0;
}
