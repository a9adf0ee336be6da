// (g++ -std=c++17) The rule of five, as a lecture shows it: every constructor, assignment and
// destructor call of a buffer class, in g++'s order: copy and move construction, copy-and-swap
// assignment (std::swap inside a class that has a swap member of its own names std's), move
// assignment from a function's result, a by-value parameter returned (moved), push_back of a
// temporary (the T&& overload: moved), emplace_back, push_back of an lvalue (copied).
#include <cstdio>
#include <utility>
#include <vector>
#include <cstring>
class Buffer {
    char *data_; size_t n_; const char *tag_;
public:
    Buffer(const char *tag, size_t n) : data_(new char[n]), n_(n), tag_(tag) { memset(data_, 'a', n); printf("ctor %s %zu\n", tag_, n_); }
    ~Buffer() { printf("dtor %s %zu\n", tag_, n_); delete[] data_; }
    Buffer(const Buffer &o) : data_(new char[o.n_]), n_(o.n_), tag_("copy") { memcpy(data_, o.data_, n_); printf("copy-ctor from %s\n", o.tag_); }
    Buffer(Buffer &&o) noexcept : data_(o.data_), n_(o.n_), tag_("moved") { o.data_ = nullptr; o.n_ = 0; printf("move-ctor from %s\n", o.tag_); }
    Buffer &operator=(const Buffer &o) { printf("copy-assign from %s\n", o.tag_); if (this != &o) { Buffer t(o); swap(t); } return *this; }
    Buffer &operator=(Buffer &&o) noexcept { printf("move-assign from %s\n", o.tag_); swap(o); return *this; }
    void swap(Buffer &o) noexcept { std::swap(data_, o.data_); std::swap(n_, o.n_); }
    size_t size() const { return n_; }
};
Buffer make(size_t n) { Buffer b("made", n); return b; }
Buffer pass(Buffer b) { return b; }
int main() {
    Buffer a("a", 4);
    Buffer b = a;
    Buffer c = std::move(a);
    b = c;
    c = make(8);
    Buffer d = pass(Buffer("tmp", 2));
    printf("sizes %zu %zu %zu %zu\n", a.size(), b.size(), c.size(), d.size());
    std::vector<Buffer> v;
    v.reserve(4);
    v.push_back(Buffer("v0", 1));
    v.emplace_back("v1", 3);
    v.push_back(b);
    printf("end of main\n");
}
