// (g++ -x c++) An unqualified call in a member function reaches the class's member function
// templates of that name as well as its other overloads: `void sort() { sort(Less()); }`
// beside `template <class C> void sort(C)`, declared before or after it.
#include <cstdio>
template <class T> struct Seq {
    T v[3];
    struct Less {
        bool operator()(const T &a, const T &b) const { return a < b; }
    };
    template <class C> void sort(C c)
    {
        for (int i = 0; i < 3; i++)
            for (int j = 0; j + 1 < 3 - i; j++)
                if (c(v[j + 1], v[j])) {
                    T t = v[j];
                    v[j] = v[j + 1];
                    v[j + 1] = t;
                }
    }
    void sort() { sort(Less()); }
    int twice() { return apply(2); }
    template <class U> int apply(U u) { return (int)(v[0] * u); }
};
struct Greater {
    bool operator()(int a, int b) const { return a > b; }
};
int main()
{
    Seq<int> s = {{3, 1, 2}};
    s.sort();
    printf("%d %d %d\n", s.v[0], s.v[1], s.v[2]);
    s.sort(Greater());
    printf("%d %d %d %d\n", s.v[0], s.v[1], s.v[2], s.twice());
}
