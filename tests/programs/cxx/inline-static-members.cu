// Inline static data members (C++17 [class.static.data] p3): `static inline int count = 0;` is
// a variable defined in its class, with that first value, that member functions change (one of
// class type made when the program starts, destroyed at its end); a constexpr static member
// stays a constant.
// reference: g++
#include <cstdio>
#include <string>
#include <vector>

struct Widget {
    static inline int live = 0;
    static inline int made = 0;
    static inline double scale = 1.5;
    static constexpr int limit = 3;
    static inline std::string label = "widget";
    static inline std::vector<int> history{7};
    int id;
    Widget() : id(++made) { ++live; scale *= 2; history.push_back(id); }
    ~Widget() { --live; }
};

int main()
{
    printf("%d %d %g %d\n", Widget::live, Widget::made, Widget::scale, Widget::limit);
    {
        Widget a, b;
        Widget c;
        printf("%d %d %g ids %d %d %d\n", Widget::live, Widget::made, Widget::scale, a.id, b.id, c.id);
    }
    Widget::scale = 0.25;
    Widget d;
    printf("%d %d %g %d\n", Widget::live, Widget::made, Widget::scale, d.id <= Widget::limit);
    Widget::label += "s";
    printf("%s %zu %d %d\n", Widget::label.c_str(), Widget::history.size(), Widget::history[0],
           Widget::history.back());
    return 0;
}
