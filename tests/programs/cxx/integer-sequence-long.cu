// std::make_index_sequence and std::make_integer_sequence of 64, 100 and 256 elements (C++17
// [intseq.make]): a compile-time table built from an index sequence, sums over long sequences,
// index_sequence_for, and sequences of lengths around the powers of two
#include <array>
#include <cstdio>
#include <utility>

template <std::size_t... I> constexpr std::array<int, sizeof...(I)> squares(std::index_sequence<I...>)
{
    return {{int(I * I)...}};
}
template <class T, T... Vs> constexpr T total(std::integer_sequence<T, Vs...>) { return (T(0) + ... + Vs); }
template <class T, T... Vs> constexpr T last(std::integer_sequence<T, Vs...>)
{
    T l = T(-1);
    ((l = Vs), ...);
    return l;
}
template <std::size_t... I> unsigned checksum(const unsigned char *p, std::index_sequence<I...>)
{
    return ((p[I] * unsigned(I + 1)) + ... + 0u);
}

constexpr auto table = squares(std::make_index_sequence<100>{});

template <std::size_t N> void lengths()
{
    printf("%zu:%zu:%ld ", N, std::make_index_sequence<N>::size(),
           (long)last(std::make_integer_sequence<long, N>{}));
}

int main()
{
    printf("%zu %d %d %d\n", table.size(), table[0], table[37], table[99]);
    constexpr auto t64 = squares(std::make_index_sequence<64>{});
    printf("%zu %d\n", t64.size(), t64[63]);
    printf("%lld %d %u\n", total(std::make_integer_sequence<long long, 256>{}),
           total(std::make_integer_sequence<int, 33>{}), total(std::make_integer_sequence<unsigned, 1>{}));
    printf("%zu %zu\n", std::make_index_sequence<0>::size(), std::make_index_sequence<255>::size());
    printf("%zu\n", std::index_sequence_for<int, char, double, float, long>::size());
    lengths<1>();
    lengths<2>();
    lengths<3>();
    lengths<31>();
    lengths<32>();
    lengths<33>();
    lengths<127>();
    lengths<128>();
    lengths<129>();
    lengths<256>();
    printf("\n");
    unsigned char bytes[200];
    for (int i = 0; i < 200; i++)
        bytes[i] = (unsigned char)(i * 7 + 3);
    printf("%u\n", checksum(bytes, std::make_index_sequence<200>{}));
    return 0;
}
