// <random> in host code, the values libstdc++ gives: the engines' sequences (mt19937's
// 10000th value is 4123659995, mt19937_64's 9981545732273789042, minstd_rand0's 1043618065,
// minstd_rand's 399268537), uniform_int_distribution over small, large, negative, 64-bit and
// full ranges (Lemire's method, division, upscaling), uniform_real_distribution and
// normal_distribution in float and double, bernoulli, exponential and lognormal
// distributions, generate_canonical, from every engine, with a checksum of 20000 draws of each;
// shuffle, random_shuffle, generate. random_device is only called. Expected output: what g++
// 12 with libstdc++ printed for this file compiled as C++ (host code only).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <random>
#include <vector>

static unsigned long long h;
static void mixd(double v) { unsigned long long u; memcpy(&u, &v, 8); h = (h ^ u) * 1099511628211ULL; }
static void mixf(float v) { unsigned int u; memcpy(&u, &v, 4); h = (h ^ u) * 1099511628211ULL; }
static void mixi(long long v) { h = (h ^ (unsigned long long)v) * 1099511628211ULL; }

template <class G> void checksum(G &g, const char *name)
{
    h = 1469598103934665603ULL;
    std::uniform_int_distribution<int> a(0, 9), b(-5, 1000000), c(0, 2147483647), d(-2147483647 - 1, 2147483647);
    std::uniform_int_distribution<long long> e(-3, 5000000000LL), f(0, 9);
    std::uniform_int_distribution<unsigned> u(7, 4000000000u);
    std::uniform_int_distribution<unsigned long long> w(0, 18446744073709551614ULL);
    std::uniform_int_distribution<short> s(-100, 100);
    std::uniform_real_distribution<float> rf(-3.5f, 2.25f);
    std::uniform_real_distribution<double> rd(1e-3, 1e6);
    std::normal_distribution<float> nf(1.0f, 0.5f);
    std::normal_distribution<double> nd(-2.0, 3.0);
    std::bernoulli_distribution bd(0.7);
    std::exponential_distribution<float> ef(0.25f);
    std::exponential_distribution<double> ed(4.0);
    std::lognormal_distribution<float> lf(0.5f, 0.25f);
    for (int i = 0; i < 20000; i++) {
        mixi(a(g)); mixi(b(g)); mixi(c(g)); mixi(d(g)); mixi(e(g)); mixi(f(g)); mixi(u(g));
        mixi((long long)w(g)); mixi(s(g));
        mixf(rf(g)); mixd(rd(g)); mixf(nf(g)); mixd(nd(g)); mixi(bd(g)); mixf(ef(g)); mixd(ed(g)); mixf(lf(g));
        mixd(std::generate_canonical<double, 53>(g)); mixf(std::generate_canonical<float, 24>(g));
        mixd(std::generate_canonical<double, 32>(g));
    }
    printf("%s %016llx\n", name, h);
}

int main()
{
    std::mt19937 g;
    for (int i = 0; i < 3; i++)
        std::cout << g() << " ";
    g.discard(9996);
    std::cout << "10000th " << g() << std::endl;
    std::mt19937_64 g64;
    g64.discard(9999);
    std::cout << "mt19937_64 10000th " << g64() << std::endl;
    std::minstd_rand0 m0;
    m0.discard(9999);
    std::minstd_rand m1;
    m1.discard(9999);
    std::cout << "minstd_rand0 " << m0() << " minstd_rand " << m1() << std::endl;
    std::default_random_engine de(42);
    std::cout << "default_random_engine(42) " << de() << " " << de() << std::endl;
    std::cout << std::mt19937::min() << " " << std::mt19937::max() << " " << std::mt19937_64::max() << " "
              << std::minstd_rand0::min() << " " << std::minstd_rand0::max() << " " << std::mt19937::default_seed << std::endl;
    std::mt19937 e1(7), e2(7);
    e1();
    std::cout << (e1 == e2) << (e1 != e2);
    e2();
    std::cout << (e1 == e2) << std::endl;
    g.seed(123);
    std::cout << "seed(123) " << g() << std::endl;

    // a die, and the common shapes of CUDA samples' host initialisation
    std::mt19937 gen(42);
    std::uniform_int_distribution<int> die(1, 6);
    for (int i = 0; i < 20; i++)
        std::cout << die(gen) << " ";
    std::cout << std::endl;
    std::uniform_int_distribution<> big(-1000000000, 1000000000);
    std::uniform_int_distribution<long long> huge(0, 1LL << 40);
    for (int i = 0; i < 4; i++)
        std::cout << big(gen) << " " << huge(gen) << " ";
    std::cout << std::endl;
    std::uniform_real_distribution<float> uf(-1.0f, 1.0f);
    std::vector<float> h_a(6);
    for (size_t i = 0; i < h_a.size(); i++)
        h_a[i] = uf(gen);
    std::cout.precision(9);
    for (float v : h_a)
        std::cout << v << " ";
    std::cout << std::endl;
    std::normal_distribution<double> nd(5.0, 2.0);
    std::normal_distribution<float> nf;
    std::cout.precision(17);
    for (int i = 0; i < 3; i++)
        std::cout << nd(gen) << " " << nf(gen) << " " << nd(de) << " " << nf(de) << "\n";
    nd.reset();
    std::cout << nd(gen) << " " << nd.mean() << " " << nd.stddev() << std::endl;
    std::bernoulli_distribution coin(0.3);
    for (int i = 0; i < 20; i++)
        std::cout << coin(gen);
    std::cout << " " << coin.p() << std::endl;
    std::cout << die(gen, std::uniform_int_distribution<int>::param_type(100, 200)) << " " << die.a() << die.b()
              << die.min() << die.max() << std::endl;

    checksum(gen, "mt19937");
    checksum(g64, "mt19937_64");
    checksum(m0, "minstd_rand0");
    checksum(m1, "minstd_rand");
    checksum(de, "default_random_engine");

    // shuffle (two positions per draw, then one), random_shuffle (rand()), generate
    std::vector<int> v(20);
    for (int i = 0; i < 20; i++)
        v[i] = i;
    std::shuffle(v.begin(), v.end(), gen);
    for (int x : v)
        std::cout << x << " ";
    std::cout << std::endl;
    std::vector<int> big_v(100000);
    for (int i = 0; i < 100000; i++)
        big_v[i] = i;
    std::shuffle(big_v.begin(), big_v.end(), g64);
    std::shuffle(big_v.begin(), big_v.end(), de);
    long long s = 0;
    for (int i = 0; i < 100000; i++)
        s = s * 31 + big_v[i];
    std::cout << s << " " << big_v[0] << " " << big_v[99999] << std::endl;
    int arr[7] = {1, 2, 3, 4, 5, 6, 7};
    srand(1);
    std::random_shuffle(arr, arr + 7);
    for (int x : arr)
        std::cout << x;
    std::cout << std::endl;
    std::vector<int> gv(8);
    std::generate(gv.begin(), gv.end(), [&]() { return die(gen); });
    for (int x : gv)
        std::cout << x << " ";
    std::cout << std::endl;

    std::random_device rd;
    std::mt19937 seeded(rd());
    (void)seeded();
    std::cout << "random_device " << (rd.min() == 0) << (rd.max() == 4294967295u) << " " << rd.entropy() << std::endl;
    return 0;
}
