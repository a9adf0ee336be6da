// Classes that zoo.cpp and kennel.cpp see (multi-tu-virtual.cu does not): their member functions
// are defined in kennel.cpp, zoo.cpp makes their objects.
#include "animals.h"

struct Dog : Pet {
    const char *name() const override;
    Spot where() const override;
    ~Dog() override;
};

struct Puppy : Dog { // three levels below Animal
    const char *name() const override;
    const char *owner_name() const override;
    ~Puppy() override;
};
