/* Host C++ idioms of course code: a final class, CRTP, a static data member, operator<< as a
 * friend, enable_if_t in a nested namespace, an anonymous namespace, unique_ptr to an abstract
 * base, word counts in an unordered_map regrouped in a map ordered by std::greater, optional,
 * a mutable init-capture lambda, a recursive lambda through std::function (its own name is
 * in scope in its initialiser), decltype(auto), c ? std::string : "literal", stoi/stod.
 * Reference: g++. */
#include <iostream>
#include <vector>
#include <string>
#include <memory>
#include <unordered_map>
#include <map>
#include <optional>
#include <functional>
#include <type_traits>
#include <algorithm>
#include <sstream>
#include <cstdlib>

namespace sim::detail {
template <typename T, typename = std::enable_if_t<std::is_floating_point<T>::value>>
constexpr T clamp01(T x) { return x < 0 ? 0 : x > 1 ? 1 : x; }
}

namespace {
int counter = 0;
}

struct Particle {
    float x, v;
    static int created;
    Particle(float x_, float v_) : x(x_), v(v_) { ++created; }
    friend std::ostream &operator<<(std::ostream &os, const Particle &p) {
        return os << "P(" << p.x << ", " << p.v << ")";
    }
};
int Particle::created = 0;

template <class Derived>
struct Integrator {
    void step(std::vector<Particle> &ps, float dt) { static_cast<Derived *>(this)->advance(ps, dt); ++counter; }
};
struct Euler : Integrator<Euler> {
    void advance(std::vector<Particle> &ps, float dt) { for (auto &p : ps) p.x += p.v * dt; }
};

class Body {
protected:
    std::string name_;
public:
    explicit Body(std::string n) : name_(std::move(n)) {}
    virtual ~Body() { std::cout << "~Body " << name_ << "\n"; }
    virtual double mass() const = 0;
    const std::string &name() const { return name_; }
};
class Planet final : public Body {
    double m_;
public:
    Planet(std::string n, double m) : Body(std::move(n)), m_(m) {}
    ~Planet() override { std::cout << "~Planet " << name_ << "\n"; }
    double mass() const override { return m_; }
};

std::optional<int> parse_int(const std::string &s) {
    char *end;
    long v = std::strtol(s.c_str(), &end, 10);
    if (*end || s.empty()) return std::nullopt;
    return static_cast<int>(v);
}

auto make_counter() {
    return [n = 0]() mutable { return ++n; };
}

template <typename T>
decltype(auto) front_of(std::vector<T> &v) { return v.front(); }

int main() {
    std::vector<Particle> ps;
    ps.reserve(3);
    for (int i = 0; i < 3; i++) ps.emplace_back(i * 1.0f, 0.5f * (i + 1));
    Euler e;
    for (int s = 0; s < 4; s++) e.step(ps, 0.25f);
    for (const auto &p : ps) std::cout << p << ' ';
    std::cout << "\ncreated " << Particle::created << " steps " << counter << "\n";
    std::cout << sim::detail::clamp01(1.7) << " " << sim::detail::clamp01(-0.2f) << " " << sim::detail::clamp01(0.3) << "\n";

    std::vector<std::unique_ptr<Body>> bodies;
    bodies.push_back(std::make_unique<Planet>("earth", 5.97e24));
    bodies.emplace_back(new Planet("mars", 6.42e23));
    auto less_mass = [](const auto &a, const auto &b) { return a->mass() < b->mass(); };
    auto heavier = bodies.begin();
    for (auto it = bodies.begin(); it != bodies.end(); ++it) if (less_mass(*heavier, *it)) heavier = it;
    std::cout << "heaviest " << (*heavier)->name() << " " << (*heavier)->mass() << "\n";

    std::string text = "the quick brown fox jumps over the lazy dog the end";
    std::istringstream in(text);
    std::unordered_map<std::string, int> freq;
    std::string w;
    while (in >> w) ++freq[w];
    std::map<int, std::vector<std::string>, std::greater<int>> by_count;
    for (const auto &kv : freq) by_count[kv.second].push_back(kv.first);
    for (auto &kv : by_count) {
        std::sort(kv.second.begin(), kv.second.end());
        std::cout << kv.first << ":";
        for (auto &s : kv.second) std::cout << " " << s;
        std::cout << "\n";
    }
    for (std::string s : {"42", "x7", "", "-13"}) {
        auto v = parse_int(s);
        std::cout << "'" << s << "' -> " << (v ? std::to_string(*v) : "none") << " " << v.value_or(0) << "\n";
    }
    auto c = make_counter();
    c(); c();
    std::cout << "counter " << c() << "\n";
    std::function<long(int)> fact = [&](int n) -> long { return n <= 1 ? 1 : n * fact(n - 1); };
    std::cout << "10! = " << fact(10) << "\n";
    std::vector<int> vi{5, 3, 8};
    front_of(vi) = 11;
    std::cout << vi[0] << " " << std::stoi("123") + 1 << " " << std::stod("2.5") * 2 << "\n";
    bodies.erase(bodies.begin());
    std::cout << "end\n";
}
