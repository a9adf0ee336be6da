// (g++ -x c++) std::optional: returned empty (nullopt, {}) or with a value, tested, *, ->,
// value() (bad_optional_access when empty), value_or, reset, emplace (the old value destroyed
// first), a copy made by the value's copy constructor, make_optional, comparisons.
#include <cstdio>
#include <optional>
#include <string>
#include <iostream>
static std::optional<int> parse(const char *s)
{
    int v = 0;
    if (!*s) return std::nullopt;
    for (; *s; s++) {
        if (*s < '0' || *s > '9') return {};
        v = v * 10 + (*s - '0');
    }
    return v;
}
struct Noisy {
    int id;
    Noisy(int i) : id(i) { printf("make %d\n", id); }
    Noisy(const Noisy &o) : id(o.id + 10) { printf("copy %d\n", id); }
    ~Noisy() { printf("drop %d\n", id); }
};
int main()
{
    const char *in[] = {"42", "", "7x", "1234"};
    for (const char *s : in) {
        std::optional<int> r = parse(s);
        if (r) printf("'%s' -> %d\n", s, *r);
        else printf("'%s' -> none (%d)\n", s, r.value_or(-1));
    }
    std::optional<std::string> name;
    std::cout << name.has_value() << ' ' << (name == std::nullopt) << '\n';
    name = "cuda";
    std::cout << *name << ' ' << name->size() << ' ' << name.value() << ' ' << (name != std::nullopt) << '\n';
    name.reset();
    try { name.value(); } catch (const std::bad_optional_access &e) { std::cout << "caught " << e.what() << '\n'; }
    {
        std::optional<Noisy> n;
        n.emplace(1);
        n.emplace(2);
        std::optional<Noisy> m = n;
        printf("m %d\n", m->id);
        n.reset();
        printf("end\n");
    }
    auto o = std::make_optional(3.5);
    std::optional<double> p = 3.5, q;
    printf("%d %d %d %d %g\n", o == p, o != q, q < p, p == 3.5, q.value_or(0.25));
}
