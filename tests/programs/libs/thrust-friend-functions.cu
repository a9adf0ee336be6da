// A friend function defined in its class with execution-space specifiers before "friend"
// (`__host__ __device__ friend R operator+(R, R)`), as Thrust's example
// transform_input_output_iterator's fixed-point class has it: called in a kernel (through
// cuda::std::plus and a transform_input_output_iterator) and in host code. Every line is one
// an H100 printed for the example.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/functional.h>
#include <thrust/sequence.h>
#include <thrust/transform.h>
#include <thrust/iterator/transform_input_output_iterator.h>
#include <iostream>

class Fixed {
    int v_, shift_;

  public:
    __host__ __device__ Fixed(int v, int shift) : v_{v}, shift_{shift} {}
    __host__ __device__ int raw() const { return v_; }
    __host__ __device__ Fixed to(int shift) const
    {
        int d = shift - shift_;
        return Fixed{d < 0 ? v_ << -d : v_ >> d, shift};
    }
    __host__ __device__ friend Fixed operator+(Fixed a, Fixed b)
    {
        if (b.shift_ < a.shift_)
            a = a.to(b.shift_);
        else if (a.shift_ < b.shift_)
            b = b.to(a.shift_);
        return Fixed{a.v_ + b.v_, a.shift_};
    }
    __device__ inline friend int twice(Fixed a) { return 2 * a.v_; }
};

struct make_fixed {
    int shift;
    __host__ __device__ Fixed operator()(const int &v) const { return Fixed{v, shift}; }
};
struct fixed_value {
    int shift;
    __host__ __device__ int operator()(const Fixed &f) const { return f.to(shift).raw(); }
};
__global__ void halve_twice(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = twice(Fixed{p[i], 0}) / 2;
}

int main()
{
    thrust::device_vector<int> A(4), B(4), C(4);
    thrust::sequence(A.begin(), A.end(), 1);
    thrust::sequence(B.begin(), B.end(), 5);
    auto a = thrust::make_transform_input_output_iterator(A.begin(), make_fixed{16}, fixed_value{16});
    auto b = thrust::make_transform_input_output_iterator(B.begin(), make_fixed{8}, fixed_value{8});
    auto c = thrust::make_transform_input_output_iterator(C.begin(), make_fixed{4}, fixed_value{4});
    thrust::transform(a, a + 4, b, c, cuda::std::plus<Fixed>{});
    halve_twice<<<1, 4>>>(thrust::raw_pointer_cast(C.data()), 4);
    thrust::host_vector<int> h = C;

    std::cout << std::hex << "Expected [ ";
    for (int i = 0; i < 4; i++) // on the host, the same operator
        std::cout << (Fixed{i + 1, 16} + Fixed{i + 5, 8}).to(4).raw() << " ";
    std::cout << "] \n";
    std::cout << "Result   [ ";
    for (int v : h)
        std::cout << v << " ";
    std::cout << "] \n";
    return 0;
}
