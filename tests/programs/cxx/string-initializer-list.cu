// std::string from a braced list of chars (C++17 [string.cons]: basic_string(initializer_list
// <charT>)), and its assign, operator=, append, operator+= and insert of one. A braced list
// whose elements are not all chars is no such list: {p, n}, {s} and {first, last} take the
// other constructors (C++17 [over.match.list]).
#include <cstdio>
#include <string>

int main()
{
    std::string hi{'h', 'i'};
    printf("[%s] %d\n", hi.c_str(), (int)hi.size());
    // two ints in braces are two chars here, not string(count, char)
    std::string two{3, 'x'};
    printf("%d %d %c\n", (int)two.size(), two[0], two[1]);
    std::string ab = {65, 66};
    printf("[%s]\n", ab.c_str());
    std::string empty{};
    printf("[%s] %d\n", empty.c_str(), (int)empty.size());

    const char *text = "hello, world";
    std::string part{text, 5};
    std::string copy{part};
    std::string whole{text};
    std::string range{whole.begin() + 7, whole.end()};
    printf("[%s] [%s] [%s] [%s]\n", part.c_str(), copy.c_str(), whole.c_str(), range.c_str());

    std::string s;
    s = {'a', 'b', 'c'};
    printf("[%s]\n", s.c_str());
    s.assign({'x', 'y'});
    printf("[%s]\n", s.c_str());
    s.append({'1', '2'});
    s += {'!'};
    printf("[%s]\n", s.c_str());
    auto at = s.insert(s.begin() + 2, {'-', '-'});
    printf("[%s] %c %d\n", s.c_str(), *at, (int)(at - s.begin()));
    s.insert(s.end(), {'.'});
    printf("[%s] %d\n", s.c_str(), (int)s.size());
    return 0;
}
