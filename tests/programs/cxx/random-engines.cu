// <random>'s engines against libstdc++: ranlux24_base, ranlux48_base, ranlux24, ranlux48,
// knuth_b, independent_bits_engine and the engine templates with other parameters, their
// 10000th values, seeds, discard, ==; std::seed_seq (generate over several lengths, size,
// param) and every engine seeded from one; generate_canonical from each; default_random_engine.
// Expected output: what g++ 12 with libstdc++ printed for this file compiled as C++ (host code
// only).
#include <cstdio>
#include <random>
#include <vector>

template <class E> void tenk(const char *name, E &e)
{
    printf("%s:", name);
    for (int i = 0; i < 4; i++)
        printf(" %llu", (unsigned long long)e());
    e.discard(9995);
    printf(" 10000th %llu min %llu max %llu\n", (unsigned long long)e(), (unsigned long long)E::min(),
           (unsigned long long)E::max());
}

template <class E> void seeded(const char *name)
{
    E a, b(12345u);
    std::seed_seq q{1, 2, 3, 4};
    E c(q);
    printf("%s: %llu %llu %llu", name, (unsigned long long)a(), (unsigned long long)b(), (unsigned long long)c());
    a.seed(12345u);
    printf(" %d", a == b ? 1 : 0);
    a();
    printf("%d", a == b ? 1 : 0);
    printf("%d", a != b ? 1 : 0);
    b.seed();
    std::seed_seq q2{7u, 8u};
    b.seed(q2);
    double cd = std::generate_canonical<double, 53>(b);
    float cf = std::generate_canonical<float, 24>(b);
    double c16 = std::generate_canonical<double, 16>(b);
    printf(" %llu %a %a %a\n", (unsigned long long)b(), cd, (double)cf, c16);
}

int main()
{
    std::ranlux24_base r24b;
    tenk("ranlux24_base", r24b);
    std::ranlux48_base r48b;
    tenk("ranlux48_base", r48b);
    std::ranlux24 r24;
    tenk("ranlux24", r24);
    std::ranlux48 r48;
    tenk("ranlux48", r48);
    std::knuth_b kb;
    tenk("knuth_b", kb);
    std::ranlux24 r24s(0u);
    tenk("ranlux24(0)", r24s);
    std::ranlux48_base r48s(987654321u);
    tenk("ranlux48_base(987654321)", r48s);
    std::independent_bits_engine<std::mt19937, 64, unsigned long long> ib64;
    tenk("independent_bits<mt19937, 64>", ib64);
    std::independent_bits_engine<std::minstd_rand, 32, unsigned int> ib32;
    tenk("independent_bits<minstd_rand, 32>", ib32);
    std::independent_bits_engine<std::mt19937_64, 20, unsigned int> ib20;
    tenk("independent_bits<mt19937_64, 20>", ib20);
    std::independent_bits_engine<std::ranlux24, 63, unsigned long long> ib63;
    tenk("independent_bits<ranlux24, 63>", ib63);
    std::shuffle_order_engine<std::mt19937, 5> so;
    tenk("shuffle_order<mt19937, 5>", so);
    std::discard_block_engine<std::minstd_rand, 7, 3> db;
    tenk("discard_block<minstd_rand, 7, 3>", db);
    std::subtract_with_carry_engine<unsigned int, 32, 3, 11> sw32;
    tenk("subtract_with_carry<32, 3, 11>", sw32);
    std::subtract_with_carry_engine<unsigned long long, 64, 7, 19> sw64(5u);
    tenk("subtract_with_carry<64, 7, 19>", sw64);
    std::linear_congruential_engine<unsigned int, 1664525u, 1013904223u, 0u> lcg;
    tenk("lcg mod 2^32", lcg);
    std::default_random_engine de;
    tenk("default_random_engine", de);

    seeded<std::minstd_rand0>("minstd_rand0");
    seeded<std::minstd_rand>("minstd_rand");
    seeded<std::mt19937>("mt19937");
    seeded<std::mt19937_64>("mt19937_64");
    seeded<std::ranlux24_base>("ranlux24_base");
    seeded<std::ranlux48_base>("ranlux48_base");
    seeded<std::ranlux24>("ranlux24");
    seeded<std::ranlux48>("ranlux48");
    seeded<std::knuth_b>("knuth_b");

    // seed_seq itself
    std::seed_seq empty;
    std::seed_seq five{0x12345678u, 0xdeadbeefu, 3u, 4u, 5u};
    std::vector<unsigned> in = {10u, 20u, 30u};
    std::seed_seq fromrange(in.begin(), in.end());
    printf("sizes %zu %zu %zu\n", empty.size(), five.size(), fromrange.size());
    std::vector<unsigned> back(5);
    five.param(back.begin());
    printf("param %x %x %x %x %x\n", back[0], back[1], back[2], back[3], back[4]);
    size_t lens[] = {1, 2, 6, 7, 38, 39, 67, 68, 622, 623, 700};
    for (int k = 0; k < 11; k++) {
        std::vector<unsigned> out(lens[k]);
        five.generate(out.begin(), out.end());
        unsigned long long hsh = 0;
        for (size_t i = 0; i < out.size(); i++)
            hsh = hsh * 31 + out[i];
        printf("generate %zu: %u %u %016llx\n", lens[k], out[0], out[out.size() - 1], hsh);
        std::vector<unsigned> out2(lens[k]);
        empty.generate(out2.begin(), out2.end());
        fromrange.generate(out.begin(), out.end());
        printf("  empty %u, range %u\n", out2[out2.size() - 1], out[0]);
    }
    std::mt19937 fromq(five);
    fromq.discard(700);
    printf("mt19937(seed_seq) 701st %u\n", (unsigned)fromq());
    return 0;
}
