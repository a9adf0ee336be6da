// Classes only this file declares, made by factory functions and handed over as base pointers
#include "dogs.h"

void Animal::speak(int times) const
{
    for (int i = 0; i < times; i++)
        printf("%s%s", i ? " " : "", name());
    printf(" (%d legs)\n", legs());
}

namespace {
struct Snake : Animal {
    const char *name() const override { return "hiss"; }
    int legs() const override { return 0; }
    ~Snake() override { printf("~Snake\n"); }
};
struct Bird : Animal {
    int wings = 2;
    const char *name() const override { return "tweet"; }
    int legs() const override { return wings; }
    void speak(int times) const override { printf("bird sings %d times\n", times); }
    Spot where() const override { return {3, 7}; }
};
} // namespace

// A pet whose Animal subobject is not at its start (multiple inheritance)
struct Robot {
    virtual ~Robot() { printf("~Robot %d\n", serial); }
    int serial = 42;
};
struct RoboDog : Robot, Pet {
    const char *name() const override { return "beep"; }
    int legs() const override { return serial / 10; }
    ~RoboDog() override { printf("~RoboDog\n"); }
};

Animal *make_animal(int kind)
{
    switch (kind) {
    case 0: return new Snake;
    case 1: return new Bird;
    case 2: return new Puppy;
    default: return new RoboDog;
    }
}

Pet *make_pet(int kind, const char *owner)
{
    Pet *p = kind ? new Puppy : new Dog;
    p->owner = owner;
    return p;
}

void describe(const Animal &a)
{
    Spot s = a.where();
    printf("a %s at (%d, %d) with %d legs\n", a.name(), s.x, s.y, a.legs());
}
