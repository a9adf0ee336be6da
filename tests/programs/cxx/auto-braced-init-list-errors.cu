// What `auto` cannot deduce from a braced list (C++17 [dcl.type.auto.deduct] p4): elements of
// two types (T of initializer_list<T> is deduced from each), an empty list, and a direct list
// of other than one element ([dcl.init.list] p3). g++ -std=c++17 says:
//   error: unable to deduce 'std::initializer_list<auto>' from '{1, 2.5e+0}'
//   error: unable to deduce 'std::initializer_list<auto>' from '<brace-enclosed initializer list>()'
//   error: direct-list-initialization of 'auto' requires exactly one element
#include <initializer_list>

int main()
{
    auto mixed = {1, 2.5};
    auto none = {};
    auto two{1, 2};
    return 0;
}
