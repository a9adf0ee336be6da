// Virtual functions with virtual base classes in device code (C++17 [class.mi], [class.virtual]
// p2, [class.cdtor] p4; CUDA C++ Programming Guide §5.3, C++ Language Support): a call through
// a reference to the virtual base or to a side reaches the final overrider (the overriding side
// wins over the virtual base's own function); during a side's constructor the dynamic type is
// that side; destruction runs the most-derived class's destructor first and the virtual
// base's last, once. One thread runs it, so the output is what the same code prints as a host
// program (g++ -std=c++17, __device__ defined away, the kernel called directly).
#include <cstdio>

struct Animal {
    int legs = 0;
    __device__ Animal() { printf("Animal()\n"); }
    __device__ virtual const char *name() const { return "animal"; }
    __device__ virtual int weight() const { return 1; }
    __device__ virtual ~Animal() { printf("~Animal %d\n", legs); }
    __device__ void describe() const { printf("%s: %d legs, weight %d\n", name(), legs, weight()); }
};
struct Mammal : virtual Animal {
    __device__ Mammal() { legs = 4; printf("Mammal() sees %s\n", name()); }
    __device__ const char *name() const override { return "mammal"; }
    __device__ ~Mammal() override { printf("~Mammal\n"); }
};
struct Winged : virtual Animal {
    int wings = 2;
    __device__ Winged() { printf("Winged() sees %s\n", name()); }
    __device__ int weight() const override { return 3 + wings; }
    __device__ ~Winged() override { printf("~Winged\n"); }
};
struct Bat : Mammal, Winged {
    __device__ Bat() { legs = 2; printf("Bat()\n"); }
    __device__ const char *name() const override { return "bat"; }
    __device__ ~Bat() override { printf("~Bat\n"); }
};
struct Griffin : Mammal, Winged {
    __device__ Griffin() { printf("Griffin()\n"); }
};

__global__ void zoo()
{
    {
        Bat b;
        const Animal &a = b;
        a.describe();
        const Winged &w = b;
        printf("%s %d\n", w.name(), w.weight());
    }
    Griffin g;
    Animal &r = g;
    r.describe();
}

int main()
{
    zoo<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
