// A C++ library type named without its header: nvcc (like g++ and clang) stops there, and says
// which header declares it; so does cudarepl, once per use, in a template argument as in a
// declaration, one error for the declaration (dialect/std-library has the functions and
// objects).
#include <vector>

int main()
{
    std::vector<std::thread> workers;
    std::vector<std::mutex> locks;
    std::thread single([] {});
    return 0;
}
