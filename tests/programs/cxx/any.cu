// (g++ -x c++) std::any as course code uses it: a value of any copyable type, replaced by
// assignment, asked for its type() (type_info names), read back with any_cast by value, by
// reference (changed in place) and by pointer (nullptr when the type differs), bad_any_cast and
// its message, a vector of any dispatched on type(), copy, reset, swap, make_any, emplace,
// sizeof(std::any).
#include <any>
#include <iostream>
#include <string>
#include <vector>
int main()
{
    std::any a;
    std::cout << std::boolalpha << a.has_value() << " " << (a.type() == typeid(void)) << "\n";
    a = 42;
    std::cout << a.has_value() << " " << a.type().name() << " " << std::any_cast<int>(a) << "\n";
    a = 3.5;
    std::cout << a.type().name() << " " << std::any_cast<double>(a) << "\n";
    a = std::string("text");
    std::cout << std::any_cast<std::string>(a) << " " << std::any_cast<std::string &>(a).size() << "\n";
    std::any_cast<std::string &>(a) += "!";
    std::cout << std::any_cast<const std::string &>(a) << "\n";
    a = "literal";
    std::cout << (a.type() == typeid(const char *)) << " " << std::any_cast<const char *>(a) << "\n";
    try {
        std::any_cast<int>(a);
    } catch (const std::bad_any_cast &e) {
        std::cout << "caught: " << e.what() << "\n";
    }
    if (int *p = std::any_cast<int>(&a)) std::cout << *p << "\n";
    else std::cout << "not an int\n";
    std::vector<std::any> bag = {1, 2.0, std::string("three")};
    bag.push_back('c');
    for (const std::any &x : bag) {
        if (x.type() == typeid(int)) std::cout << "int " << std::any_cast<int>(x) << "\n";
        else if (x.type() == typeid(double)) std::cout << "double " << std::any_cast<double>(x) << "\n";
        else if (x.type() == typeid(std::string)) std::cout << "string " << std::any_cast<std::string>(x) << "\n";
        else std::cout << "other " << x.type().name() << "\n";
    }
    std::any b = a;
    a.reset();
    std::cout << a.has_value() << b.has_value() << "\n";
    std::any c = std::make_any<std::string>(3, 'z');
    std::cout << std::any_cast<std::string>(c) << "\n";
    c.emplace<int>(7);
    b.swap(c);
    std::cout << std::any_cast<int>(b) << " " << sizeof(std::any) << "\n";
}
