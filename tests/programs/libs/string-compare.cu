// std::string::compare gives what libstdc++'s does (C++17 [string.compare]: the sign is the
// rule; the value is libstdc++'s): the difference of the first two chars that differ, else of
// the lengths ("hello world" against "hello" is 6). Also compare(pos, n, str) and its kin (a
// pos past the end throws std::out_of_range), append(n, c) and copy(buf, n, pos) (C++17
// [string.append], [string.copy]); std::string_view::compare likewise. The output is g++'s.
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>

int main()
{
    std::string a = "hello world", b = "hello";
    printf("%d %d %d %d %d\n", a.compare("hello"), b.compare(a), a.compare("hellz"),
           std::string("b").compare("a"), b.compare(b));
    printf("%d %d\n", std::string("\xff").compare("a"), std::string("").compare("abc"));
    printf("%d %d %d\n", a.compare(6, 5, "world"), a.compare(6, 100, std::string("world")),
           a.compare(0, 5, b));
    printf("%d %d\n", a.compare(6, 5, std::string("my world"), 3), a.compare(0, 4, "help", 3));
    printf("%d\n", a.compare(0, 3, "hello"));
    try {
        a.compare(12, 1, "x");
    } catch (const std::out_of_range &e) {
        printf("out_of_range: %s\n", e.what());
    }
    std::string c = "ab";
    c.append(3, 'x').append(1, '!');
    printf("%s %zu\n", c.c_str(), c.size());
    char buf[16];
    memset(buf, '.', sizeof buf);
    size_t n = a.copy(buf, 5, 6);
    buf[n] = 0;
    printf("%zu [%s]\n", n, buf);
    n = a.copy(buf, 100);
    buf[n] = 0;
    printf("%zu [%s]\n", n, buf);
    try {
        a.copy(buf, 1, 20);
    } catch (const std::out_of_range &e) {
        printf("out_of_range: %s\n", e.what());
    }
    std::string_view v = "abc";
    printf("%d %d\n", v.compare("abd"), v.compare("a"));
    return 0;
}
