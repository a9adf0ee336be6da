// Host C++: function and class templates, a specialisation, operator overloading, lambdas with
// captures passed to templates, and a kernel whose result the host checks with them.
#include <stdio.h>

template <typename T>
T maxOf(T a, T b) { return a > b ? a : b; }

template <typename T, int N>
struct Stack {
    T items[N];
    int top = 0;
    bool push(const T &v)
    {
        if (top == N)
            return false;
        items[top++] = v;
        return true;
    }
    T pop() { return items[--top]; }
    bool empty() const { return top == 0; }
};

template <typename T>
const char *typeName() { return "something"; }
template <>
const char *typeName<int>() { return "int"; }
template <>
const char *typeName<double>() { return "double"; }

struct Vec2 {
    float x, y;
    Vec2() : x(0), y(0) {}
    Vec2(float a, float b) : x(a), y(b) {}
    Vec2 operator+(const Vec2 &o) const { return Vec2(x + o.x, y + o.y); }
    Vec2 operator*(float s) const { return Vec2(x * s, y * s); }
    Vec2 &operator+=(const Vec2 &o)
    {
        x += o.x;
        y += o.y;
        return *this;
    }
    bool operator==(const Vec2 &o) const { return x == o.x && y == o.y; }
};

template <typename F>
void forEach(int *a, int n, F f)
{
    for (int i = 0; i < n; i++)
        f(a[i]);
}

template <typename T, typename F>
T reduce(const T *a, int n, T init, F op)
{
    T acc = init;
    for (int i = 0; i < n; i++)
        acc = op(acc, a[i]);
    return acc;
}

__global__ void squares(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = i * i;
}

int main()
{
    printf("maxOf %d %.2f %c\n", maxOf(3, 7), maxOf(2.5, -1.0), maxOf('a', 'z'));
    printf("maxOf<double>(3, 4.5) %.1f\n", maxOf<double>(3, 4.5));
    Stack<int, 4> s;
    for (int i = 1; i <= 6; i++)
        if (!s.push(i * 10))
            printf("push %d refused\n", i * 10);
    while (!s.empty())
        printf("pop %d\n", s.pop());
    printf("typeName %s %s %s\n", typeName<int>(), typeName<double>(), typeName<float>());
    Vec2 a(1, 2), b(0.5f, -1);
    Vec2 c = a + b * 2;
    c += Vec2(10, 10);
    printf("vec (%.2f, %.2f) equal %d %d\n", c.x, c.y, c == Vec2(12, 10), a == b);

    const int n = 64;
    int *d;
    cudaMallocManaged(&d, n * sizeof(int));
    squares<<<2, 32>>>(d, n);
    cudaDeviceSynchronize();
    int evens = 0;
    long total = 0;
    forEach(d, n, [&](int v) {
        if (v % 2 == 0)
            evens++;
        total += v;
    });
    printf("evens %d total %ld\n", evens, total);
    int limit = 1000;
    int big = reduce(d, n, 0, [limit](int acc, int v) { return acc + (v > limit ? 1 : 0); });
    int mx = reduce(d, n, -1, [](int x, int y) { return maxOf(x, y); });
    printf("above %d: %d, max %d\n", limit, big, mx);
    float k = 3.0f;
    auto triple = [k](float v) { return v * k; };
    k = 100.0f; // the lambda holds its own copy
    printf("triple %.1f\n", triple(2.5f));
    cudaFree(d);
    return 0;
}
