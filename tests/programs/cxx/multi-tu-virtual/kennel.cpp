// The overriders of the classes dogs.h declares (zoo.cpp makes the objects)
#include "dogs.h"

const char *Dog::name() const { return "woof"; }
Spot Dog::where() const { return {1, 2}; }
Dog::~Dog() { printf("~Dog\n"); }

const char *Puppy::name() const { return "yip"; }
const char *Puppy::owner_name() const { return "the kennel"; }
Puppy::~Puppy() { printf("~Puppy\n"); }
