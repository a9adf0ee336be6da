// <random>'s text forms: an engine's state and a distribution's parameters (and saved values)
// written with << as libstdc++ writes them, read back with >> into another object, which then
// gives the same values; the stream's own flags, fill and precision are left as they were.
// Expected output: what g++ 12 with libstdc++ printed for this file compiled as C++ (host code
// only).
#include <iomanip>
#include <iostream>
#include <random>
#include <sstream>
#include <string>

template <class E> void engine(const char *name, E &e)
{
    e.discard(5);
    std::ostringstream os;
    os << e;
    std::string s = os.str();
    std::cout << name << " (" << s.size() << " chars) ";
    if (s.size() > 80)
        std::cout << s.substr(0, 60) << " ... " << s.substr(s.size() - 20) << "\n";
    else
        std::cout << s << "\n";
    std::istringstream is(s);
    E f;
    is >> f;
    std::cout << "  read back equal " << (e == f) << ", next " << e() << " " << f() << "\n";
}

template <class D> void dist(const char *name, D &d)
{
    std::mt19937 g(11);
    d(g);
    std::ostringstream os;
    os << d;
    std::cout << name << ": " << os.str() << "\n";
    D e;
    std::istringstream is(os.str());
    is >> e;
    std::cout << "  read back equal " << (d == e) << ", next " << std::setprecision(17) << d(g) << "\n";
    std::cout << std::setprecision(6);
}

int main()
{
    std::minstd_rand m(3);
    engine("minstd_rand", m);
    std::mt19937 mt(5);
    engine("mt19937", mt);
    std::mt19937_64 mt64(6);
    engine("mt19937_64", mt64);
    std::ranlux24 r24(7);
    engine("ranlux24", r24);
    std::ranlux48_base r48(8);
    engine("ranlux48_base", r48);
    std::knuth_b kb(9);
    engine("knuth_b", kb);
    std::independent_bits_engine<std::mt19937, 40, unsigned long long> ib(10);
    engine("independent_bits", ib);

    std::cout << std::fixed << std::setprecision(3) << std::setfill('*');
    std::uniform_int_distribution<int> ui(-5, 17);
    dist("uniform_int", ui);
    std::cout << std::setw(8) << 2.5 << " flags kept\n";
    std::cout << std::defaultfloat << std::setfill(' ');
    std::uniform_real_distribution<double> ur(0.1, 2.0);
    dist("uniform_real", ur);
    std::uniform_real_distribution<float> urf(0.1f, 2.0f);
    dist("uniform_real<float>", urf);
    std::bernoulli_distribution be(0.3);
    dist("bernoulli", be);
    std::geometric_distribution<int> ge(0.2);
    dist("geometric", ge);
    std::poisson_distribution<int> po(33.3);
    dist("poisson", po);
    std::binomial_distribution<int> bi(60, 0.4);
    dist("binomial", bi);
    std::negative_binomial_distribution<int> nb(4, 0.3);
    dist("negative_binomial", nb);
    std::exponential_distribution<double> ex(0.7);
    dist("exponential", ex);
    std::normal_distribution<double> nd(1.5, 0.3);
    dist("normal", nd);
    std::lognormal_distribution<double> ln(0.2, 0.9);
    dist("lognormal", ln);
    std::gamma_distribution<double> ga(2.2, 1.1);
    dist("gamma", ga);
    std::chi_squared_distribution<double> cs(3.3);
    dist("chi_squared", cs);
    std::cauchy_distribution<double> ca(0.5, 2.0);
    dist("cauchy", ca);
    std::fisher_f_distribution<double> ff(2.0, 9.0);
    dist("fisher_f", ff);
    std::student_t_distribution<double> st(4.0);
    dist("student_t", st);
    std::weibull_distribution<double> we(1.2, 3.0);
    dist("weibull", we);
    std::extreme_value_distribution<double> ev(0.5, 1.5);
    dist("extreme_value", ev);
    std::discrete_distribution<int> dd{1.0, 3.0, 4.0};
    dist("discrete", dd);
    double b[] = {0.0, 1.0, 3.0};
    double w[] = {2.0, 1.0, 5.0};
    std::piecewise_constant_distribution<double> pc(b, b + 3, w);
    dist("piecewise_constant", pc);
    std::piecewise_linear_distribution<double> pl(b, b + 3, w);
    dist("piecewise_linear", pl);
    return 0;
}
