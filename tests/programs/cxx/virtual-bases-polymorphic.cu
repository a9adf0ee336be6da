// (g++ -x c++) Virtual functions with virtual base classes (C++17 [class.mi], [class.virtual]
// p2, p7): a call through a pointer or reference to the virtual base, or to either class on the
// diamond's sides, reaches the final overrider in the most-derived class or the one side that
// overrides (dominance); the overrider sees the one shared base. During a side's constructor
// the object's dynamic type is that side ([class.cdtor] p4). A virtual destructor called
// through the virtual base destroys the whole object, the virtual base last, once; dynamic_cast
// from the virtual base finds the whole object and its sides.
#include <cstdio>

struct Animal {
    int legs = 0;
    Animal() { printf("Animal()\n"); }
    virtual const char *name() const { return "animal"; }
    virtual int weight() const { return 1; }
    virtual ~Animal() { printf("~Animal %d\n", legs); }
    void describe() const { printf("%s: %d legs, weight %d\n", name(), legs, weight()); }
};
struct Mammal : virtual Animal {
    Mammal() { legs = 4; printf("Mammal() sees %s\n", name()); }
    const char *name() const override { return "mammal"; }
    ~Mammal() override { printf("~Mammal\n"); }
};
struct Winged : virtual Animal {
    int wings = 2;
    Winged() { printf("Winged() sees %s\n", name()); }
    int weight() const override { return 3 + wings; }
    ~Winged() override { printf("~Winged\n"); }
};
struct Bat : Mammal, Winged {
    Bat() { legs = 2; printf("Bat()\n"); }
    const char *name() const override { return "bat"; }
    ~Bat() override { printf("~Bat\n"); }
};
struct Griffin : Mammal, Winged { // name from Mammal, weight from Winged
    Griffin() { printf("Griffin()\n"); }
};

int main()
{
    Animal *a = new Bat;
    a->describe();
    Mammal *m = dynamic_cast<Mammal *>(a);
    Winged *w = dynamic_cast<Winged *>(a);
    Bat *b = dynamic_cast<Bat *>(a);
    printf("%s %d %d %d\n", m->name(), w->weight(), b == dynamic_cast<Bat *>(w), (Animal *)m == a);
    delete a;
    Griffin g;
    Animal &r = g;
    r.describe();
    Winged &rw = g;
    printf("%s %d\n", rw.name(), g.weight());
    Animal plain;
    plain.describe();
    return 0;
}
