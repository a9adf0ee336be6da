// (g++ -x c++) <memory>: std::shared_ptr with a deleter (C++17 [util.smartptr.shared.const]
// p9-p11): the deleter, a copy of the one given, is called once, with the pointer given, when
// the last owner goes ([util.smartptr.shared.dest]); reset(p, d); shared_ptr<T[]> deletes its
// array with delete[] and has operator[]; std::vector's shrink_to_fit leaves its capacity equal
// to its size, as libstdc++'s does ([vector.capacity] p9, a non-binding request).
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>
struct Res {
    int id;
    explicit Res(int i) : id(i) { printf("Res(%d)\n", id); }
    ~Res() { printf("~Res(%d)\n", id); }
};
struct Cell {
    int id = 0;
    ~Cell() { printf("~Cell(%d)\n", id); }
};
struct Closer {
    const char *tag;
    void operator()(Res *r) const
    {
        printf("Closer %s for %d\n", tag, r->id);
        delete r;
    }
};
void free_ints(int *p)
{
    printf("free_ints %d\n", p[0]);
    free(p);
}
int main()
{
    {
        std::shared_ptr<Res> a(new Res(1), Closer{"first"});
        std::shared_ptr<Res> b = a;
        printf("count %ld\n", a.use_count());
        a.reset();
        printf("count %ld\n", b.use_count());
    }
    printf("--\n");
    {
        int calls = 0;
        auto del = [&calls](Res *r) {
            ++calls;
            printf("lambda deletes %d\n", r->id);
            delete r;
        };
        std::shared_ptr<Res> p(new Res(2), del);
        std::shared_ptr<Res> q(p);
        std::shared_ptr<Res> r;
        r = q;
        p.reset();
        q.reset();
        printf("calls %d, count %ld\n", calls, r.use_count());
        r.reset(new Res(3), del);
        printf("calls %d\n", calls);
        r.reset();
        printf("calls %d\n", calls);
    }
    printf("--\n");
    {
        int *raw = (int *)malloc(4 * sizeof(int));
        raw[0] = 42;
        std::shared_ptr<int> m(raw, free_ints);
        std::weak_ptr<int> w = m;
        printf("expired %d\n", (int)w.expired());
        m.reset();
        printf("expired %d\n", (int)w.expired());
    }
    printf("--\n");
    {
        std::shared_ptr<Cell[]> arr(new Cell[3]);
        arr[0].id = 4;
        arr[2].id = 6;
        printf("%d %d\n", arr[0].id, arr[2].id);
        arr[1].id = 50;
        std::shared_ptr<Cell[]> other = arr;
        printf("count %ld\n", other.use_count());
    }
    printf("--\n");
    {
        std::vector<int> v;
        for (int i = 0; i < 100; i++)
            v.push_back(i);
        v.resize(10);
        printf("%zu %zu\n", v.size(), v.capacity() >= 100 ? (size_t)100 : v.capacity());
        v.shrink_to_fit();
        printf("%zu %zu %d %d\n", v.size(), v.capacity(), v[0], v[9]);
        v.clear();
        v.shrink_to_fit();
        printf("%zu %zu\n", v.size(), v.capacity());
        std::vector<Res> rs;
        rs.reserve(4);
        rs.emplace_back(7);
        rs.shrink_to_fit();
        printf("%zu %zu %d\n", rs.size(), rs.capacity(), rs[0].id);
    }
    return 0;
}
