// A std:: name whose header the program did not include: the report names the header to
// include, as clang does ("did you forget '#include <iostream>'?"); the C library's std:: names
// need no more than <cstdio>; nothing runs (exit status 1).
#include <cstdio>

int main()
{
    std::printf("printf is fine\n");
    std::cout << "cout is not" << std::endl;
    int v[3] = {3, 1, 2};
    std::sort(v, v + 3);
    return 0;
}
