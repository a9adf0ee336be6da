// typeid without naming <typeinfo>: libstdc++'s <iostream> (through <exception>) brings
// std::type_info, as do <exception>, <stdexcept>, <memory>, <functional> and <sstream>
#include <iostream>

template <typename T> const char *kind(const T *)
{
    if (typeid(T) == typeid(float))
        return "float";
    if (typeid(T) == typeid(int))
        return "int";
    return "other";
}

struct Base {
    virtual ~Base() {}
};
struct Derived : Base {};

int main()
{
    float f = 1;
    int i = 2;
    double d = 3;
    std::cout << kind(&f) << " " << kind(&i) << " " << kind(&d) << "\n";
    std::cout << typeid(unsigned long).name() << " " << typeid(const char *).name() << "\n";
    Derived x;
    Base &b = x;
    std::cout << (typeid(b) == typeid(Derived)) << " " << (typeid(b) != typeid(Base)) << "\n";
    std::cout << typeid(i).hash_code() << "\n";
    return 0;
}
