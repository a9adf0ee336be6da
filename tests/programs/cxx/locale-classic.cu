// <locale> in the classic ("C") locale, as GoogleTest and iostream code use it: std::locale,
// classic(), use_facet and has_facet of ctype<char> and numpunct<char>, the character
// classification and case functions that take a locale, and imbue on streams.
#include <cstdio>
#include <iostream>
#include <locale>
#include <sstream>
#include <string>

static std::string upper(const std::string &s, const std::locale &loc)
{
    std::string r = s;
    for (char &c : r)
        c = std::toupper(c, loc);
    return r;
}

int main()
{
    std::locale loc;
    const std::locale &c = std::locale::classic();
    printf("default name %s, classic name %s, equal %d\n", loc.name().c_str(), c.name().c_str(),
           loc == c);
    std::locale named("C");
    printf("named \"C\": %s, != classic %d\n", named.name().c_str(), named != c);

    const char *probe = " a7Z_\t.";
    for (const char *p = probe; *p; p++)
        printf("'%c' space %d digit %d alpha %d upper %d lower %d alnum %d punct %d\n",
               *p == '\t' ? 't' : *p, std::isspace(*p, loc), std::isdigit(*p, loc),
               std::isalpha(*p, loc), std::isupper(*p, loc), std::islower(*p, loc),
               std::isalnum(*p, loc), std::ispunct(*p, loc));
    printf("%s %s\n", upper("Hello, World 42", loc).c_str(), upper("mixed Case", c).c_str());
    printf("tolower %c%c%c\n", std::tolower('A', loc), std::tolower('q', loc), std::tolower('7', loc));
    printf("xdigit %d %d, cntrl %d, print %d %d, graph %d\n", std::isxdigit('f', loc),
           std::isxdigit('g', loc), std::iscntrl('\n', loc), std::isprint(' ', loc),
           std::isprint('\n', loc), std::isgraph(' ', loc));

    printf("has ctype %d, has numpunct %d\n", std::has_facet<std::ctype<char>>(loc),
           std::has_facet<std::numpunct<char>>(loc));
    const std::ctype<char> &ct = std::use_facet<std::ctype<char>>(loc);
    printf("ctype: is(space, ' ') %d, is(digit, 'x') %d, is(alpha|digit, '3') %d\n",
           ct.is(std::ctype_base::space, ' '), ct.is(std::ctype_base::digit, 'x'),
           ct.is(std::ctype_base::alpha | std::ctype_base::digit, '3'));
    printf("ctype: toupper %c, tolower %c, widen %c, narrow %c\n", ct.toupper('b'),
           ct.tolower('B'), ct.widen('w'), ct.narrow('n', '?'));
    char buf[] = "Shout";
    ct.toupper(buf, buf + 5);
    printf("ctype range toupper: %s\n", buf);
    const std::numpunct<char> &np = std::use_facet<std::numpunct<char>>(loc);
    printf("numpunct: decimal '%c' thousands '%c' grouping \"%s\" true %s false %s\n",
           np.decimal_point(), np.thousands_sep(), np.grouping().c_str(),
           np.truename().c_str(), np.falsename().c_str());

    std::ostringstream os;
    std::locale old = os.imbue(std::locale::classic());
    os << 1234567 << ' ' << 3.25 << ' ' << std::boolalpha << true;
    printf("imbued: \"%s\", old classic %d, getloc classic %d\n", os.str().c_str(),
           old == std::locale::classic(), os.getloc() == std::locale::classic());
    std::cout.imbue(std::locale("C"));
    std::cout << "cout " << 1000000 << ' ' << 0.5 << '\n';
    std::istringstream is("12 34");
    is.imbue(loc);
    int a = 0, b = 0;
    is >> a >> b;
    std::cout << "read " << a + b << '\n';
    // the C functions of one argument, beside the locale's
    printf("std::isspace('\\n') %d, std::toupper('q') %c, ::isdigit('5') %d\n", std::isspace('\n') != 0,
           std::toupper('q'), ::isdigit('5') != 0);
    std::locale prev = std::locale::global(std::locale::classic());
    printf("global was %s\n", prev.name().c_str());
    try {
        std::locale bad("no_such_locale.UTF-99");
        printf("made %s\n", bad.name().c_str());
    } catch (const std::runtime_error &e) {
        printf("runtime_error: %s\n", e.what());
    }
    return 0;
}
