// <random>'s distribution members against libstdc++: the constructors from a count, a range
// and a weight function (discrete, piecewise_constant, piecewise_linear), from ranges,
// probabilities(), intervals(), densities(), min(), max(), param() and
// param(p), ==, != (a normal_distribution's saved value counts), reset, each distribution's
// parameters read back. Expected output: what g++ 12 with libstdc++ printed for this file
// compiled as C++ (host code only).
#include <cstdio>
#include <random>
#include <vector>

static double tri(double x) { return x < 1.0 ? x : 2.0 - x; }

template <class V> static void vec(const char *what, const V &v)
{
    printf("%s [%zu]:", what, v.size());
    for (size_t i = 0; i < v.size(); i++)
        printf(" %a", (double)v[i]);
    printf("\n");
}

int main()
{
    std::mt19937 g(8);
    std::discrete_distribution<int> d1(4, 0.0, 2.0, tri);
    vec("discrete(4, 0, 2, tri)", d1.probabilities());
    printf("  min %d max %d draws %d %d %d\n", d1.min(), d1.max(), d1(g), d1(g), d1(g));
    std::discrete_distribution<int> d0;
    vec("discrete()", d0.probabilities());
    printf("  max %d\n", d0.max());
    double cb[] = {0.0, 0.5, 2.0, 3.0};
    double cw[] = {1.0, 1.5, 3.0};
    std::piecewise_constant_distribution<double> c1(cb, cb + 4, cw);
    vec("piecewise_constant(range) intervals", c1.intervals());
    vec("  densities", c1.densities());
    printf("  min %a max %a draws %a %a\n", c1.min(), c1.max(), c1(g), c1(g));
    std::piecewise_constant_distribution<double> c2(5, -1.0, 1.5, tri);
    vec("piecewise_constant(5, -1, 1.5, tri) intervals", c2.intervals());
    vec("  densities", c2.densities());
    std::piecewise_constant_distribution<double> c0;
    vec("piecewise_constant() intervals", c0.intervals());
    vec("  densities", c0.densities());
    std::vector<double> lb = {0.0, 1.0, 4.0}, lw = {2.0, 3.0, 6.0};
    std::piecewise_linear_distribution<double> l1(lb.begin(), lb.end(), lw.begin());
    vec("piecewise_linear(range) intervals", l1.intervals());
    vec("  densities", l1.densities());
    printf("  draws %a %a %a\n", l1(g), l1(g), l1(g));
    std::piecewise_linear_distribution<float> l2(3, 0.0f, 3.0f, [](float x) { return x * x; });
    vec("piecewise_linear<float>(3, 0, 3, x^2) intervals", l2.intervals());
    vec("  densities", l2.densities());
    printf("  draws %a %a\n", (double)l2(g), (double)l2(g));
    std::piecewise_linear_distribution<double> l0;
    vec("piecewise_linear() densities", l0.densities());

    std::normal_distribution<double> n1(1.0, 2.0), n2(1.0, 2.0);
    printf("normal == %d", n1 == n2);
    n1(g);
    printf(" after one draw == %d != %d", n1 == n2, n1 != n2);
    n1.reset();
    printf(" after reset == %d\n", n1 == n2);
    std::gamma_distribution<double> ga(2.0, 3.0);
    ga.param(std::gamma_distribution<double>::param_type(0.5, 4.0));
    printf("gamma alpha %a beta %a min %a\n", ga.alpha(), ga.beta(), ga.min());
    std::binomial_distribution<int> bi(30, 0.25);
    printf("binomial t %d p %a min %d max %d\n", bi.t(), bi.p(), bi.min(), bi.max());
    std::poisson_distribution<int> po(7.5);
    std::poisson_distribution<int>::param_type pp = po.param();
    printf("poisson mean %a %a max %d\n", po.mean(), pp.mean(), po.max());
    std::negative_binomial_distribution<int> nb(3, 0.4);
    std::geometric_distribution<int> ge(0.125);
    printf("negative_binomial k %d p %a; geometric p %a\n", nb.k(), nb.p(), ge.p());
    std::student_t_distribution<float> st(3.5f);
    std::fisher_f_distribution<double> ff(2.0, 5.0);
    std::chi_squared_distribution<double> cs(4.0);
    std::cauchy_distribution<double> ca(-1.0, 0.5);
    std::weibull_distribution<double> we(2.0, 0.5);
    std::extreme_value_distribution<double> ev(3.0, 0.25);
    std::lognormal_distribution<double> ln(0.5, 0.25);
    std::exponential_distribution<double> ex(4.0);
    printf("student_t n %a min %a; fisher_f m %a n %a; chi_squared n %a\n", (double)st.n(), (double)st.min(), ff.m(),
           ff.n(), cs.n());
    printf("cauchy %a %a; weibull %a %a; extreme_value %a %a; lognormal %a %a; exponential %a\n", ca.a(), ca.b(),
           we.a(), we.b(), ev.a(), ev.b(), ln.m(), ln.s(), ex.lambda());
    std::uniform_int_distribution<int> ui(3, 9);
    std::uniform_int_distribution<int> ui2(ui.param());
    printf("uniform_int %d %d == %d; bernoulli p %a\n", ui.a(), ui.b(), ui == ui2, std::bernoulli_distribution(0.25).p());
    cs.param(std::chi_squared_distribution<double>::param_type(9.0));
    printf("chi_squared n now %a, draw %a\n", cs.n(), cs(g));
    return 0;
}
