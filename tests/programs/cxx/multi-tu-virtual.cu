// (nvcc multi-tu-virtual.cu multi-tu-virtual/zoo.cpp multi-tu-virtual/kennel.cpp: the .test file
// names the other sources)
// Virtual calls on objects whose classes this file never sees: derived classes defined wholly in
// zoo.cpp (in an anonymous namespace) and made by its factory functions, a three-level hierarchy
// whose overriders kennel.cpp defines, called here through base pointers (a virtual destructor
// through the base too, a virtual function returning a class), one whose base is not at its start
// (multiple inheritance), dynamic_cast and typeid of them; and the other way round, zoo.cpp's
// virtual calls on an object of a class only this file declares.
#include <typeinfo>

#include "multi-tu-virtual/animals.h"

struct Cat : Pet {
    const char *name() const override { return "meow"; }
    Spot where() const override { return {5, 5}; }
    ~Cat() override { printf("~Cat\n"); }
};

int main()
{
    for (int k = 0; k < 4; k++) {
        Animal *a = make_animal(k);
        Spot s = a->where();
        printf("%s %d at (%d, %d)\n", a->name(), a->legs(), s.x, s.y);
        a->speak(2);
        if (Pet *p = dynamic_cast<Pet *>(a))
            printf("a pet of %s, a %s\n", p->owner_name(), typeid(*a).name());
        delete a;
    }
    Pet *p = make_pet(0, "ann");
    printf("%s %s %d\n", p->name(), p->owner_name(), p->legs());
    describe(*p);
    delete p;
    p = make_pet(1, "bob");
    printf("%s %s\n", p->name(), p->owner_name());
    Animal *a = p;
    a->speak(1);
    delete a;

    Cat c;
    c.owner = "cy";
    describe(c);
    c.speak(3);
    Pet *q = new Cat;
    printf("%s %s\n", q->name(), q->owner_name());
    delete q;
    return 0;
}
