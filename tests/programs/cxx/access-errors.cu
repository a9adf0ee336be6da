// (g++ -x c++) Access control (C++ [class.access]): a class's members are private until an
// access specifier says otherwise, a struct's public; a private member is used only by its
// class's members and friends, a protected one also by derived classes' members. Each use
// below is an error that g++ 12 reports with the same message ("... is private within this
// context", then where the member was declared).
#include <cstdio>

class Box {
    int w = 1;                       // private: a class's default
    int area() const { return w * w; }
    static int made;
  protected:
    int h = 2;
  public:
    Box() {}
    int get() const { return w + h; }
};
int Box::made = 0;

struct Open {
    int v = 3;                       // public: a struct's default
  private:
    int secret = 4;
};

struct Tall : Box {
    int twice() const { return h * 2; }      // protected: fine in a derived class
    int wide() const { return w; }           // private to Box
};

class Hidden {
    Hidden() {}
    friend Hidden make();
  public:
    int n = 5;
};
Hidden make() { return Hidden(); }           // a friend may

int main()
{
    Box b;
    Open o;
    Tall t;
    printf("%d %d %d\n", b.get(), o.v, t.twice());
    printf("%d\n", b.w);
    printf("%d\n", b.area());
    printf("%d\n", b.h);
    printf("%d\n", Box::made);
    printf("%d\n", o.secret);
    printf("%d\n", make().n);
    Hidden h;
    return 0;
}
