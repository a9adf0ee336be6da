// The exception object's lifetime (C++17 [except.throw] p4): made from the operand of throw,
// destroyed when the last handler for it ends other than by a rethrow; caught by reference it
// is the same object, caught by value a copy. The operand's temporaries end before a handler
// runs. Each object says when it is made and destroyed.
#include <cstdio>
#include <stdexcept>
#include <string>

struct Err {
    int id;
    std::string why;
    Err(int i, const std::string &w) : id(i), why(w) { printf("  make %d\n", id); }
    Err(const Err &o) : id(o.id + 100), why(o.why) { printf("  copy %d\n", id); }
    ~Err() { printf("  drop %d\n", id); }
};

struct Note {
    const char *s;
    Note(const char *s) : s(s) { printf("  note %s\n", s); }
    ~Note() { printf("  end note %s\n", s); }
    std::string text() const { return std::string(s) + " (annotated)"; }
};

static void fail(int id) { throw Err(id, "failure number " + std::to_string(id)); }

// no destructor of its own: the implicit one destroys its members
struct Holder {
    Note note;
    std::string name;
};

static void unwind(int id)
{
    Holder h{Note("held"), "a name longer than a small string buffer"};
    Note n("local");
    fail(id);
}

int main()
{
    printf("by reference\n");
    try { fail(1); } catch (const Err &e) { printf("  handler %d %s\n", e.id, e.why.c_str()); }
    printf("by value\n");
    try { fail(2); } catch (Err e) { printf("  handler %d %s\n", e.id, e.why.c_str()); }
    printf("rethrow\n");
    try {
        try { fail(3); } catch (Err &e) { printf("  inner %d\n", e.id); e.id += 10; throw; }
    } catch (const Err &e) { printf("  outer %d\n", e.id); }
    printf("new exception from a handler\n");
    try {
        try { fail(4); } catch (const Err &e) { printf("  inner %d\n", e.id); throw Err(e.id + 1, e.why); }
    } catch (const Err &e) { printf("  outer %d %s\n", e.id, e.why.c_str()); }
    printf("temporaries in the operand\n");
    try {
        throw std::runtime_error(Note("operand").text());
    } catch (const std::exception &e) { printf("  handler %s\n", e.what()); }
    printf("standard exceptions, twice\n");
    for (int i = 0; i < 2; i++) {
        try {
            if (i) throw std::out_of_range("index " + std::to_string(i) + " is out of range here");
            throw std::logic_error(std::string("logic error number ") + std::to_string(i));
        } catch (const std::exception &e) { printf("  handler %s\n", e.what()); }
    }
    printf("unwinding\n");
    try { unwind(6); } catch (const Err &e) { printf("  handler %d\n", e.id); }
    printf("done\n");
    return 0;
}
