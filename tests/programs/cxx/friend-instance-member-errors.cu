// (g++ -x c++) A friend member function of a class template's instance (C++17 [class.friend]
// p4, [temp.friend]): `friend int Box<int>::peek(const Safe &) const;` admits that member of
// Box<int> alone, not Box<long>'s peek, and `friend int Jar<int>::peek(...) const;` not
// Jar<int>'s other members; g++ 12 refuses each use where the instance's member is made
// ("... is private within this context", then where the member was declared).
#include <cstdio>

class Safe;
template <class T> struct Box {
    int peek(const Safe &s) const;
};
template <class T> struct Jar {
    int peek(const Safe &s) const;
    int other(const Safe &s) const;
};
class Safe {
    int code = 5;
    friend int Box<int>::peek(const Safe &) const;
    friend int Jar<int>::peek(const Safe &) const;
};
template <class T> int Box<T>::peek(const Safe &s) const { return s.code; }
template <class T> int Jar<T>::peek(const Safe &s) const { return s.code * 2; }
template <class T> int Jar<T>::other(const Safe &s) const { return s.code + 1; }

int main()
{
    Safe s;
    Box<int> bi;
    Jar<int> ji;
    printf("%d %d\n", bi.peek(s), ji.peek(s));
    Box<long> bl;
    printf("%d %d\n", ji.other(s), bl.peek(s));
    return 0;
}
