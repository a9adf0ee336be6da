// std::byte (<cstddef>, C++17 [support.types.byteops]): list-initialised from an integer, the bitwise
// operators, shifts by an integer, their compound forms, to_integer and its size. Expected
// output: g++ 12's.
#include <cstdio>
#include <cstddef>
int main() {
    std::byte b{0x3c};
    b |= std::byte{0x01};
    std::byte c = b << 2;
    c >>= 1;
    std::byte d = ~b & std::byte{0x0f};
    d ^= std::byte{0xff};
    printf("%d %d %d %d %zu\n", std::to_integer<int>(b), std::to_integer<int>(c),
           std::to_integer<int>(d), std::to_integer<int>(b >> 3), sizeof(std::byte));
    return 0;
}
