// Access specifiers of base classes (C++17 [class.access.base]): a class's bases are private
// unless said otherwise, a struct's public; the members of a private or protected base are used
// by the derived class's member functions (unqualified, through *this and through other objects
// of the class) and by a class derived from a protected base's heir; a public base of a private
// one (multiple inheritance) is used and converted to as any public base.
#include <cstdio>

struct Counter {
    int n = 0;
    void bump() { n++; }
    int get() const { return n; }

protected:
    int step = 2;
};

class Stack : Counter { /* private: a class's default */
    int items[8];

public:
    void push(int x) { items[get()] = x; bump(); }
    int top() const { return items[n - 1]; }
    int size() const { return Counter::get(); }
    bool same_size(const Stack &o) const { return o.n == n; }
};

struct Logged : protected Counter {
    void log() { bump(); n += step; }
    int count() const { return n; }
};

struct Audited : Logged {
    int audit() { log(); return get() * 10 + step; }
};

struct Name {
    const char *name = "pair";
    const char *get_name() const { return name; }
};

class Pair : public Name, private Logged {
public:
    int both() { log(); return get() * 100 + count(); }
};

int main()
{
    Stack s;
    s.push(4);
    s.push(9);
    Stack t;
    t.push(1);
    printf("%d %d %d\n", s.top(), s.size(), (int)s.same_size(t));
    Logged l;
    l.log();
    printf("%d\n", l.count());
    Audited a;
    printf("%d\n", a.audit());
    Pair p;
    Name *nm = &p;
    printf("%d %s %s\n", p.both(), p.get_name(), nm->get_name());
    return 0;
}
