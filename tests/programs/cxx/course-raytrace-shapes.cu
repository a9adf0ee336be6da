/* Course-style C++: a Vec3 class with __host__ __device__ operators, a ray-sphere kernel over
 * __constant__ spheres, an ASCII picture, and a host class hierarchy with virtual functions
 * sorted by a lambda. Reference: h200. */
#include <cstdio>
#include <cmath>
#include <vector>
#include <iostream>
#include <algorithm>

struct Vec3 {
    float x, y, z;
    Vec3() = default;
    __host__ __device__ Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
    __host__ __device__ Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
    __host__ __device__ Vec3 operator-(const Vec3 &o) const { return {x - o.x, y - o.y, z - o.z}; }
    __host__ __device__ Vec3 operator*(float s) const { return Vec3(x * s, y * s, z * s); }
    __host__ __device__ Vec3 &operator+=(const Vec3 &o) { x += o.x; y += o.y; z += o.z; return *this; }
    __host__ __device__ float dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
    __host__ __device__ float length() const { return sqrtf(dot(*this)); }
    __host__ __device__ Vec3 normalized() const { float l = length(); return *this * (1.0f / l); }
};
__host__ __device__ inline Vec3 operator*(float s, const Vec3 &v) { return v * s; }

struct Ray { Vec3 o, d; __host__ __device__ Vec3 at(float t) const { return o + t * d; } };

struct Sphere {
    Vec3 c; float r;
    __device__ bool hit(const Ray &ray, float &t) const {
        Vec3 oc = ray.o - c;
        float b = oc.dot(ray.d), cc = oc.dot(oc) - r * r, disc = b * b - cc;
        if (disc < 0) return false;
        t = -b - sqrtf(disc);
        return t > 0;
    }
};

__constant__ Sphere spheres[2];

__global__ void render(unsigned char *img, int w, int h) {
    int px = blockIdx.x * blockDim.x + threadIdx.x, py = blockIdx.y * blockDim.y + threadIdx.y;
    if (px >= w || py >= h) return;
    Ray r{Vec3(0, 0, 0), Vec3((px - w / 2) / float(w), (py - h / 2) / float(h), -1).normalized()};
    float best = 1e30f; int idx = -1;
    for (int i = 0; i < 2; i++) { float t; if (spheres[i].hit(r, t) && t < best) { best = t; idx = i; } }
    unsigned char v = 0;
    if (idx >= 0) {
        Vec3 n = (r.at(best) - spheres[idx].c).normalized();
        float l = fmaxf(0.f, n.dot(Vec3(1, 1, 1).normalized()));
        v = (unsigned char)(l * 255);
    }
    img[py * w + px] = v;
}

class Shape {
public:
    virtual ~Shape() = default;
    virtual double area() const = 0;
    virtual const char *name() const { return "shape"; }
};
class Circle : public Shape {
    double r_;
public:
    explicit Circle(double r) : r_(r) {}
    double area() const override { return M_PI * r_ * r_; }
    const char *name() const override { return "circle"; }
};
class Rect : public Shape {
    double w_, h_;
public:
    Rect(double w, double h) : w_(w), h_(h) {}
    double area() const override { return w_ * h_; }
};

int main() {
    Sphere hs[2] = {{Vec3(0, 0, -3), 1.0f}, {Vec3(1.5f, 0.5f, -4), 0.7f}};
    cudaMemcpyToSymbol(spheres, hs, sizeof hs);
    const int w = 64, h = 32;
    unsigned char *d;
    cudaMalloc(&d, w * h);
    dim3 block(16, 8), grid((w + 15) / 16, (h + 7) / 8);
    render<<<grid, block>>>(d, w, h);
    std::vector<unsigned char> img(w * h);
    cudaMemcpy(img.data(), d, w * h, cudaMemcpyDeviceToHost);
    const char *ramp = " .:-=+*#%@";
    for (int y = 0; y < h; y += 2) {
        for (int x = 0; x < w; x++) putchar(ramp[img[y * w + x] * 9 / 255]);
        putchar('\n');
    }
    long sum = 0;
    for (auto v : img) sum += v;
    printf("checksum %ld\n", sum);
    std::vector<Shape *> shapes{new Circle(1.5), new Rect(2, 3), new Circle(0.5)};
    std::sort(shapes.begin(), shapes.end(), [](const Shape *a, const Shape *b) { return a->area() < b->area(); });
    for (const Shape *s : shapes) std::cout << s->name() << " " << s->area() << "\n";
    for (Shape *s : shapes) delete s;
    cudaFree(d);
}
