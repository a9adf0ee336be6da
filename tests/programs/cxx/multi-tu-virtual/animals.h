// The base classes every file sees; the classes derived from them are other files' business.
#include <cstdio>

struct Spot {
    int x, y;
};

struct Animal {
    virtual ~Animal() { printf("~Animal\n"); }
    virtual const char *name() const = 0;
    virtual int legs() const { return 4; }
    virtual void speak(int times) const;
    virtual Spot where() const { return {0, 0}; }
};

struct Pet : Animal {
    ~Pet() override { printf("~Pet %s\n", owner); }
    virtual const char *owner_name() const { return owner; }
    const char *owner = "nobody";
};

Animal *make_animal(int kind);
Pet *make_pet(int kind, const char *owner);
void describe(const Animal &a);
