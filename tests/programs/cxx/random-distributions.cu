// Every <random> distribution, libstdc++'s values for the same engine state: each over several
// seeds and parameters (the small- and large-mean methods of poisson and binomial, gamma's alpha
// below and above 1, float and double), driven by mt19937, minstd_rand, mt19937_64 and by
// generators of the program's own (a full 32-bit one and one of only 1000 values), with the
// param_type overload and reset. Values printed with %a, so one ulp shows; a checksum of 2000
// draws of each. Expected output: what g++ 12 with libstdc++ printed for this file compiled as
// C++ (host code only).
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

struct XorShift32 {
    typedef unsigned int result_type;
    unsigned int s;
    explicit XorShift32(unsigned int seed) : s(seed) {}
    static constexpr unsigned int min() { return 0; }
    static constexpr unsigned int max() { return 0xffffffffu; }
    unsigned int operator()()
    {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        return s;
    }
};

// values 7 .. 1006: a generator whose range is no power of two
struct Small {
    typedef unsigned short result_type;
    unsigned int s;
    explicit Small(unsigned int seed) : s(seed) {}
    static constexpr unsigned short min() { return 7; }
    static constexpr unsigned short max() { return 1006; }
    unsigned short operator()()
    {
        s = s * 1103515245u + 12345u;
        return (unsigned short)(7 + (s >> 8) % 1000);
    }
};

static unsigned long long h;
static void mix(double v)
{
    unsigned long long u;
    memcpy(&u, &v, 8);
    h = (h ^ u) * 1099511628211ULL;
    h ^= h >> 31;
}

template <class D, class G> void show(const char *name, D &d, G &g)
{
    printf("%s:", name);
    for (int i = 0; i < 4; i++)
        printf(" %a", (double)d(g));
    h = 1469598103934665603ULL;
    for (int i = 0; i < 2000; i++)
        mix((double)d(g));
    printf(" | %016llx\n", h);
}

template <class D, class G> void showi(const char *name, D &d, G &g)
{
    printf("%s:", name);
    for (int i = 0; i < 8; i++)
        printf(" %lld", (long long)d(g));
    h = 1469598103934665603ULL;
    for (int i = 0; i < 2000; i++)
        mix((double)d(g));
    printf(" | %016llx\n", h);
}

template <class G> void all(G &g, const char *gname)
{
    printf("== %s\n", gname);
    std::poisson_distribution<int> p1(0.5), p2(4.0), p3(11.99), p4(12.0), p5(37.5), p6(1000.25), p7(1e6);
    showi("poisson 0.5", p1, g); showi("poisson 4", p2, g); showi("poisson 11.99", p3, g);
    showi("poisson 12", p4, g); showi("poisson 37.5", p5, g); showi("poisson 1000.25", p6, g);
    showi("poisson 1e6", p7, g);
    std::poisson_distribution<long long> pl(250.0);
    showi("poisson<ll> 250", pl, g);
    std::binomial_distribution<int> b1(10, 0.3), b2(20, 0.39), b3(20, 0.41), b4(100, 0.5), b5(1000, 0.9), b6(50, 0.95), b7(1, 0.5), b8(100000, 0.01);
    showi("binomial 10 .3", b1, g); showi("binomial 20 .39", b2, g); showi("binomial 20 .41", b3, g);
    showi("binomial 100 .5", b4, g); showi("binomial 1000 .9", b5, g); showi("binomial 50 .95", b6, g);
    showi("binomial 1 .5", b7, g); showi("binomial 100000 .01", b8, g);
    std::geometric_distribution<int> ge1(0.5), ge2(0.01), ge3(0.999);
    showi("geometric .5", ge1, g); showi("geometric .01", ge2, g); showi("geometric .999", ge3, g);
    std::negative_binomial_distribution<int> nb1(3, 0.5), nb2(20, 0.2), nb3(1, 0.9);
    showi("negative_binomial 3 .5", nb1, g); showi("negative_binomial 20 .2", nb2, g);
    showi("negative_binomial 1 .9", nb3, g);
    std::gamma_distribution<double> ga1(0.3, 2.0), ga2(1.0), ga3(7.5, 0.5);
    std::gamma_distribution<float> ga4(2.5f, 1.5f), ga5(0.75f);
    show("gamma .3 2", ga1, g); show("gamma 1", ga2, g); show("gamma 7.5 .5", ga3, g);
    show("gamma<float> 2.5 1.5", ga4, g); show("gamma<float> .75", ga5, g);
    std::exponential_distribution<double> ex(3.5);
    show("exponential 3.5", ex, g);
    std::weibull_distribution<double> w1(1.5, 2.0), w2(0.5);
    std::weibull_distribution<float> w3(3.0f, 0.25f);
    show("weibull 1.5 2", w1, g); show("weibull .5", w2, g); show("weibull<float> 3 .25", w3, g);
    std::extreme_value_distribution<double> ev1(1.0, 2.0);
    std::extreme_value_distribution<float> ev2(-0.5f, 0.25f);
    show("extreme_value 1 2", ev1, g); show("extreme_value<float>", ev2, g);
    std::normal_distribution<double> nd(5.0, 2.0);
    std::lognormal_distribution<double> ln(0.25, 0.75);
    show("normal 5 2", nd, g); show("lognormal .25 .75", ln, g);
    std::chi_squared_distribution<double> cs1(0.5), cs2(3.0), cs3(40.0);
    std::chi_squared_distribution<float> cs4(2.0f);
    show("chi_squared .5", cs1, g); show("chi_squared 3", cs2, g); show("chi_squared 40", cs3, g);
    show("chi_squared<float> 2", cs4, g);
    std::cauchy_distribution<double> ca1(1.0, 0.5);
    std::cauchy_distribution<float> ca2;
    show("cauchy 1 .5", ca1, g); show("cauchy<float>", ca2, g);
    std::fisher_f_distribution<double> ff1(3.0, 7.0), ff2(0.5, 1.5);
    show("fisher_f 3 7", ff1, g); show("fisher_f .5 1.5", ff2, g);
    std::student_t_distribution<double> st1(1.0), st2(5.5);
    std::student_t_distribution<float> st3(0.75f);
    show("student_t 1", st1, g); show("student_t 5.5", st2, g); show("student_t<float> .75", st3, g);
    std::discrete_distribution<int> dd1{1.0, 2.0, 3.0, 4.0}, dd2{5.0}, dd3;
    showi("discrete 1 2 3 4", dd1, g); showi("discrete 5", dd2, g); showi("discrete", dd3, g);
    std::vector<double> ws = {0.5, 0.0, 2.5, 1.0, 0.125};
    std::discrete_distribution<int> dd4(ws.begin(), ws.end());
    showi("discrete range", dd4, g);
    double bounds[] = {0.0, 1.0, 2.5, 10.0};
    double dens[] = {3.0, 0.5, 1.0};
    std::piecewise_constant_distribution<double> pc1(bounds, bounds + 4, dens), pc2;
    show("piecewise_constant", pc1, g); show("piecewise_constant()", pc2, g);
    double ldens[] = {0.0, 2.0, 1.0, 0.25};
    std::piecewise_linear_distribution<double> pw1(bounds, bounds + 4, ldens), pw2;
    show("piecewise_linear", pw1, g); show("piecewise_linear()", pw2, g);
    std::uniform_int_distribution<int> ui(-3, 1000);
    std::uniform_real_distribution<float> ur(-1.0f, 4.0f);
    std::bernoulli_distribution be(0.3);
    showi("uniform_int", ui, g); show("uniform_real<float>", ur, g); showi("bernoulli", be, g);
}

// the overload with other parameters, and reset throwing away normal's saved value
template <class G> void params(G &g)
{
    std::poisson_distribution<int> p;
    std::binomial_distribution<int> b;
    std::gamma_distribution<double> ga;
    std::normal_distribution<double> nd;
    std::student_t_distribution<double> st;
    std::fisher_f_distribution<double> ff;
    std::negative_binomial_distribution<int> nb;
    std::chi_squared_distribution<double> cs;
    std::discrete_distribution<int> dd;
    for (int i = 0; i < 3; i++) {
        int pv = p(g, std::poisson_distribution<int>::param_type(20.0 * i + 3));
        int bv = b(g, std::binomial_distribution<int>::param_type(40 * i + 5, 0.25));
        double gv = ga(g, std::gamma_distribution<double>::param_type(0.5 + i, 2.0));
        double nv = nd(g, std::normal_distribution<double>::param_type(i, 0.5));
        double sv = st(g, std::student_t_distribution<double>::param_type(2.0 + i));
        double fv = ff(g, std::fisher_f_distribution<double>::param_type(2.0, 1.0 + i));
        int nbv = nb(g, std::negative_binomial_distribution<int>::param_type(i + 1, 0.25));
        double cv = cs(g, std::chi_squared_distribution<double>::param_type(1.5 + i));
        std::vector<double> dw = {1.0, (double)i, 2.0};
        int dv = dd(g, std::discrete_distribution<int>::param_type(dw.begin(), dw.end()));
        printf("%d %d %a %a %a %a %d %a %d\n", pv, bv, gv, nv, sv, fv, nbv, cv, dv);
    }
    double a = nd(g);
    nd.reset();
    double b2 = nd(g);
    printf("reset %a %a\n", a, b2);
}

int main()
{
    unsigned seeds[] = {1u, 42u, 20240601u};
    for (int k = 0; k < 3; k++) {
        std::mt19937 g(seeds[k]);
        printf("seed %u\n", seeds[k]);
        all(g, "mt19937");
    }
    std::minstd_rand m(7);
    all(m, "minstd_rand");
    std::mt19937_64 g64(99);
    all(g64, "mt19937_64");
    XorShift32 x(2463534242u);
    all(x, "XorShift32");
    Small s(5);
    all(s, "Small");
    std::mt19937 pg(3);
    params(pg);
    XorShift32 px(77);
    params(px);
    return 0;
}
