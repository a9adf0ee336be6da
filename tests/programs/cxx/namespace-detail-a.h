// A header of namespace-detail-headers.cu: library a and its detail::Helper.
namespace liba {
namespace detail {
struct Helper {
    int base = 1;
    __host__ __device__ int scale(int x) const { return x * 2 + base; }
};
constexpr int tag = 100;
}
__host__ __device__ inline int run(int x) { detail::Helper h; return h.scale(x) + detail::tag; }
}
