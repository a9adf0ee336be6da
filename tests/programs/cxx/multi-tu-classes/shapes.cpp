#include "shapes.h"

int Shape::id() const { return (int)(area() * 10); }

int Rect::count = 0;
Rect::Rect(double w, double h) : w(w), h(h) { count++; }
double Rect::area() const { return w * h; }
const char *Rect::name() const { return "rect"; }
int Rect::made() { return count; }

Square::Square(double s) : Rect(s, s) {}
const char *Square::name() const { return "square"; }

double Circle::area() const { return 3.0 * r * r; }

Shape *make_square(double s) { return new Square(s); }

double total_area(const Shape *const *shapes, std::size_t n)
{
    double t = 0;
    for (std::size_t i = 0; i < n; i++)
        t += shapes[i]->area();
    return t;
}
