// (g++ -x c++) A friend named without qualifiers is an entity of the class's innermost
// enclosing namespace (C++17 [namespace.memdef] p3): `friend int peek(const Box &);` in
// vault::Box admits vault::peek, not a peek of the global namespace or of another namespace,
// and `friend class Reader;` admits vault::Reader (declared after the class, or before it),
// not another namespace's Reader nor a class nested elsewhere with that name; a class of the
// global namespace admits the global namespace's. g++ 12 refuses each use by what is not a
// friend ("... is private within this context", then where the member was declared).
#include <cstdio>

namespace vault {
class Early;
class Box {
    int secret = 42;
    friend int peek(const Box &);
    friend class Reader;
    friend class Early;
};
int peek(const Box &b) { return b.secret; }                       // a friend
class Reader {
public:
    int read(const Box &b) const { return b.secret; }             // a friend
};
class Early {
public:
    int read(const Box &b) const { return b.secret; }             // a friend
};
namespace inner {
int peek(const Box &b) { return b.secret; }                       // not one
}
}
int peek(const vault::Box &b) { return b.secret; }                // not one
namespace other {
class Reader {
public:
    int read(const vault::Box &b) const { return b.secret; }      // not one
};
}
struct Outer {
    struct Reader {
        int read(const vault::Box &b) const { return b.secret; }  // not one
    };
};

class Global {
    int hidden = 7;
    friend int look(const Global &);
};
int look(const Global &g) { return g.hidden; }                    // a friend
namespace other {
int look(const Global &g) { return g.hidden; }                    // not one
}

int main()
{
    vault::Box b;
    Global g;
    printf("%d %d %d %d\n", vault::peek(b), vault::Reader().read(b), vault::Early().read(b), look(g));
    printf("%d %d %d %d %d\n", vault::inner::peek(b), ::peek(b), other::Reader().read(b),
           Outer::Reader().read(b), other::look(g));
    return 0;
}
