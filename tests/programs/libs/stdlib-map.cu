// <map> in host code: operator[], find, count, erase, size in one << chain (C++17 evaluates the
// operands of << left to right: the sizes before and after the erase). Expected output: what
// g++ 12 with libstdc++ printed for this file compiled as C++ (host code only).
#include <iostream>
#include <map>

int main()
{
    std::map<int, double> sq;
    for (int i = 5; i > 0; i--)
        sq[i * 3 % 7] = i * 0.5;
    auto it = sq.find(6);
    std::cout << sq.size() << " " << (it != sq.end()) << " " << it->second << " " << sq.count(4)
              << " erased " << sq.erase(1) << " " << sq.size() << std::endl;
    for (auto &kv : sq)
        std::cout << kv.first << ":" << kv.second << " ";
    std::cout << std::endl;
    return 0;
}
