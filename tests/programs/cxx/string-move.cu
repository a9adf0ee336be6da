// std::string's move constructor and move assignment: the target has the text, the moved-from
// string is valid and empty (libstdc++ leaves size() 0) and can be used again. Expected
// output: g++'s (host code only).
#include <cstdio>
#include <string>
#include <utility>

static std::string make(int n)
{
    std::string s;
    for (int i = 0; i < n; i++)
        s += (char)('a' + i % 26);
    return s;
}

int main()
{
    std::string a = "short";
    std::string b = std::move(a);
    printf("b=\"%s\" a.size()=%zu a.empty()=%d\n", b.c_str(), a.size(), (int)a.empty());
    std::string c = make(40);
    std::string d(std::move(c));
    printf("d=\"%s\" (%zu) c.size()=%zu\n", d.c_str(), d.size(), c.size());
    std::string e = "old contents of e";
    e = std::move(d);
    printf("e=\"%s\" d.size()=%zu\n", e.c_str(), d.size());
    std::string f = "x";
    f = std::move(b);
    printf("f=\"%s\" b.size()=%zu\n", f.c_str(), b.size());
    a = "reused";
    d += "again";
    printf("a=\"%s\" d=\"%s\"\n", a.c_str(), d.c_str());
    std::string g = static_cast<std::string &&>(e);
    printf("g=\"%s\" e.size()=%zu\n", g.c_str(), e.size());
    return 0;
}
