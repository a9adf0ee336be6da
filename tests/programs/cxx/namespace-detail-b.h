// A header of namespace-detail-headers.cu: library b and its own detail::Helper.
namespace libb {
namespace detail {
struct Helper {
    double base = 0.5;
    __host__ __device__ double scale(double x) const { return x / 4 + base; }
};
constexpr int tag = 200;
}
__host__ __device__ inline double run(int x) { detail::Helper h; return h.scale(x) + detail::tag; }
}
