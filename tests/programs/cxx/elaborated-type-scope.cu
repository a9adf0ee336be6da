// An elaborated type specifier that first names a class (`struct B *p;` as a member, `struct C *`
// as a parameter, `struct D *d;` in a block) declares it in the nearest enclosing namespace or
// block, not in a class (C++17 [basic.scope.pdecl] p7, [dcl.type.elab]): the `struct B {...}`
// after A is the class of A::p. A class defined in a class, or declared alone there
// (`struct E;`), is a member class, which `struct Outer::E {...}` defines outside it.
// reference: g++
#include <cstdio>

struct A {
    struct B *p;
    int w;
};
struct B {
    int v;
};

namespace ns {
struct Holder {
    struct Node *head;
    struct Node *tail() const { return head; }
};
struct Node {
    int key;
    Node *next;
};
struct Table {
    struct Slot;
    Slot *first;
};
}
struct ns::Table::Slot {
    int id;
    struct Tag *tag; /* ns::Tag: Slot is a member of ns::Table */
    Node *near = nullptr; /* ns::Node, found from the class's namespace */
};
struct ns::Tag {
    char c;
};

void f(struct C *c);
struct C {
    int x;
};
void f(struct C *c) { printf("f: %d\n", c->x); }

struct Outer {
    struct In {
        int a;
    } in;
    struct E;
    E *e;
};
struct Outer::E {
    int z;
};
struct E {
    double other;
};

// in a member function's parameter and in a class template's member: the namespace's too
struct Reader {
    int get(struct Source *s) const;
};
template <class T>
struct Box {
    struct Payload *payload;
    T extra;
};
struct Source {
    int data;
};
struct Payload {
    double weight;
};
int Reader::get(struct Source *s) const { return s->data * 10; }

int total(A &a) { return a.p->v + a.w; }

int main() {
    B b{40};
    A a{&b, 2};
    printf("a.p->v = %d, total = %d\n", a.p->v, total(a));
    ::B *q = a.p;
    printf("q->v = %d\n", q->v);

    ns::Node n2{2, nullptr};
    ns::Node n1{1, &n2};
    ns::Holder h{&n1};
    printf("head %d next %d tail %d\n", h.head->key, h.head->next->key, h.tail()->key);

    ns::Tag tg{'t'};
    ns::Table::Slot slot{12, &tg};
    ns::Table tab{&slot};
    printf("slot %d tag %c near %d\n", tab.first->id, tab.first->tag->c, tab.first->near == nullptr);

    Source src{4};
    Payload pay{0.25};
    Box<int> box{&pay, 3};
    printf("get %d weight %g extra %d\n", Reader().get(&src), box.payload->weight, box.extra);

    C c{7};
    f(&c);

    {
        struct D *d;
        struct D {
            int m;
        } dd{9};
        d = &dd;
        printf("d->m = %d\n", d->m);
    }

    Outer::E oe{3};
    Outer o{{5}, &oe};
    E e{1.5};
    printf("o.in.a = %d, o.e->z = %d, e.other = %g\n", o.in.a, o.e->z, e.other);
    printf("sizeof(Outer::E) = %zu, sizeof(E) = %zu\n", sizeof(Outer::E), sizeof(E));
    return 0;
}
