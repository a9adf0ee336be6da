// (g++ -x c++) Virtual functions of a base after the first (C++17 [class.mi], [class.virtual]):
// a call through a pointer or reference to that base reaches the derived class's overrider,
// which sees the whole object (its other bases' members too); an overrider further down is
// found through the class that did not override; a class whose first base is not polymorphic
// overrides a later base's function; the base's own objects keep its functions. A cast from
// the later base back to the derived class (static_cast, a C cast, of a pointer or reference)
// moves the address back to the whole object ([expr.static.cast]); a null pointer stays null.
#include <cstdio>

struct Shape {
    int sides = 0;
    virtual const char *name() const { return "shape"; }
    virtual ~Shape() {}
};
struct Printable {
    int width = 2;
    virtual int print() const { printf("printable %d\n", width); return width; }
    virtual int size() const { return width; }
    virtual ~Printable() {}
};
struct Square : Shape, Printable {
    int edge = 3;
    Square() { sides = 4; }
    const char *name() const override { return "square"; }
    int print() const override { printf("square %d %d %d\n", sides, width, edge); return edge; }
};
struct Big : Square {
    int size() const override { return 100 + edge; }
};
struct Plain { int p = 7; };
struct Label : Plain, Printable {
    int print() const override { printf("label %d %d\n", p, width); return p; }
};

int show(const Printable &x) { return x.print() + x.size(); }

int main()
{
    Square s;
    Printable *pp = &s;
    Shape *ps = &s;
    printf("%s %d\n", ps->name(), show(s));
    printf("%d\n", pp->size());
    Big b;
    Printable &rb = b;
    printf("%d %d\n", rb.print(), rb.size());
    Label l;
    printf("%d\n", show(l));
    Printable base;
    printf("%d\n", show(base));
    Printable *heap = new Square;
    printf("%d\n", heap->print());
    Square *back = static_cast<Square *>(heap);
    Square &again = static_cast<Square &>(*heap);
    Printable *none = nullptr;
    printf("%d %d %d %d\n", back->edge, (int)((char *)heap - (char *)back), &again == back,
           (Square *)none == nullptr);
    delete back;
    return 0;
}
