// (g++ -x c++) A class nested in another is complete in the member functions of the classes
// nested in it (C++ [class.mem]: a complete-class context of the enclosing class too): an
// iterator's member functions use the container's members, a nested class's static member
// function takes the enclosing class, in a class template as well.
#include <cstdio>
struct List {
    int data[4];
    List() { for (int i = 0; i < 4; i++) data[i] = i + 1; }
    int n = 4;
    struct Iter {
        const List *l;
        int i;
        int get() const { return l->data[i]; }
        bool more() const { return i < l->n; }
        Iter &next() { ++i; return *this; }
    };
    Iter begin() const { return Iter{this, 0}; }
    struct Stats { static int sum(const List &l) { int s = 0; for (int i = 0; i < l.n; i++) s += l.data[i]; return s; } };
};
template <class T> struct Box {
    T v[2];
    struct Peek { const Box *b; T first() const { return b->v[0]; } };
    Peek peek() const { return Peek{this}; }
};
int main()
{
    List l;
    int s = 0;
    for (List::Iter it = l.begin(); it.more(); it.next())
        s += it.get();
    Box<int> b = {{7, 8}};
    printf("%d %d %d\n", s, List::Stats::sum(l), b.peek().first());
}
