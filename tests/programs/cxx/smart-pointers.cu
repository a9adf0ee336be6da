// std::unique_ptr (moves, a vector of them, to a base, of an array) and std::shared_ptr /
// weak_ptr (shared counts, lock, expired, the last owner destroys), make_unique/make_shared
// with forwarded arguments, comparisons with nullptr. Reference: g++ 12 / libstdc++.
#include <cstdio>
#include <memory>
#include <vector>
#include <string>
struct Base { virtual ~Base() { printf("~Base\n"); } virtual int f() const { return 1; } };
struct Der : Base { int v; Der(int v) : v(v) {} ~Der() { printf("~Der %d\n", v); } int f() const { return v; } };
struct Pt { int x, y; Pt(int x, int y) : x(x), y(y) {} ~Pt() { printf("~Pt %d\n", x); } };
int main() {
    {
        auto u = std::make_unique<Pt>(1, 2);
        std::unique_ptr<Pt> v = std::move(u);
        printf("%d %d %d\n", u == nullptr, v->y, (bool)v);
        std::vector<std::unique_ptr<Pt>> vs;
        vs.push_back(std::make_unique<Pt>(3, 4));
        vs.push_back(std::move(v));
        printf("%zu %d\n", vs.size(), vs[1]->x);
        std::unique_ptr<Base> b = std::make_unique<Der>(7);
        printf("%d\n", b->f());
        std::unique_ptr<int[]> arr(new int[4]);
        arr[2] = 5;
        printf("%d\n", arr[2]);
    }
    {
        std::shared_ptr<Pt> s = std::make_shared<Pt>(9, 9);
        std::shared_ptr<Pt> t = s;
        printf("use %ld %ld\n", s.use_count(), t.use_count());
        std::weak_ptr<Pt> w = s;
        s.reset();
        printf("use %ld expired %d\n", t.use_count(), (int)w.expired());
        { auto l = w.lock(); printf("lock %d use %ld\n", l->x, l.use_count()); }
        t.reset();
        printf("expired %d\n", (int)w.expired());
        std::shared_ptr<Base> sb = std::make_shared<Der>(8);
        std::vector<std::shared_ptr<Base>> all{sb, sb};
        printf("%ld %d\n", sb.use_count(), all[1]->f());
    }
    printf("end\n");
    return 0;
}
