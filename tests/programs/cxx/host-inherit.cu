// Host C++: a class hierarchy with virtual functions and virtual destructors, dispatch through
// base pointers, a base-class constructor chain, a method that launches a kernel.
#include <stdio.h>

__global__ void fill(float *p, float v, int n)
{
    int i = threadIdx.x;
    if (i < n)
        p[i] = v * (i + 1);
}

class Shape {
  public:
    Shape(const char *name) : name_(name) { printf("Shape(%s)\n", name_); }
    virtual ~Shape() { printf("~Shape(%s)\n", name_); }
    virtual float area() const = 0;
    virtual const char *kind() const { return "shape"; }
    const char *name() const { return name_; }

  protected:
    const char *name_;
};

class Rect : public Shape {
  public:
    Rect(const char *name, float w, float h) : Shape(name), w_(w), h_(h) {}
    ~Rect() { printf("~Rect(%s)\n", name_); }
    float area() const override { return w_ * h_; }
    const char *kind() const override { return "rect"; }

  protected:
    float w_, h_;
};

class Square : public Rect {
  public:
    Square(const char *name, float s) : Rect(name, s, s) {}
    ~Square() { printf("~Square(%s)\n", name_); }
    const char *kind() const override { return "square"; }
};

class Circle : public Shape {
  public:
    Circle(const char *name, float r) : Shape(name), r_(r) {}
    float area() const override { return 3.0f * r_ * r_; }

  private:
    float r_;
};

class Filler {
  public:
    Filler(int n) : n_(n) { cudaMallocManaged(&p_, n * sizeof(float)); }
    ~Filler() { cudaFree(p_); }
    float run(float v)
    {
        fill<<<1, 32>>>(p_, v, n_);
        cudaDeviceSynchronize();
        float s = 0;
        for (int i = 0; i < n_; i++)
            s += p_[i];
        return s;
    }

  private:
    int n_;
    float *p_;
};

int main()
{
    Shape *shapes[3];
    shapes[0] = new Rect("r", 2, 3);
    shapes[1] = new Square("s", 4);
    shapes[2] = new Circle("c", 1.5f);
    float total = 0;
    for (int i = 0; i < 3; i++) {
        printf("%s is a %s of area %.2f\n", shapes[i]->name(), shapes[i]->kind(), shapes[i]->area());
        total += shapes[i]->area();
    }
    printf("total %.2f\n", total);
    for (int i = 0; i < 3; i++)
        delete shapes[i];
    {
        Square local("local", 1.5f);
        Shape &ref = local;
        printf("through a reference: %s %.2f\n", ref.kind(), ref.area());
    }
    Filler f(10);
    printf("fill 2: %.1f, fill 0.5: %.1f\n", f.run(2), f.run(0.5f));
    return 0;
}
