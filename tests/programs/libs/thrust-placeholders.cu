// Thrust's placeholder expressions (thrust::placeholders), as Thrust's example lambda uses
// them (`a * _1 + _2`): arithmetic of a placeholder with a value or another placeholder,
// compound assignments that change the element (`_1 *= 2` in for_each), unary minus and ~,
// comparisons and logical operators as predicates (count_if, all_of), an expression as a
// reduction's operation. Every line is one an H100 printed for the example.
#include <thrust/device_vector.h>
#include <thrust/for_each.h>
#include <thrust/functional.h>
#include <thrust/logical.h>
#include <thrust/count.h>
#include <thrust/reduce.h>
#include <thrust/transform.h>
#include <iostream>

using namespace thrust::placeholders;

static void show(float a, const thrust::device_vector<float> &x, const thrust::device_vector<float> &y,
                 const thrust::device_vector<float> &r)
{
    std::cout << "SAXPY (placeholder method)" << '\n';
    for (size_t i = 0; i < r.size(); i++)
        std::cout << a << " * " << x[i] << " + " << y[i] << " = " << r[i] << '\n';
}

int main()
{
    float a = 2.0f;
    thrust::device_vector<float> X = {1, 2, 3, 4}, Y0 = {1, 1, 1, 1};

    thrust::device_vector<float> Y = Y0;
    thrust::transform(X.begin(), X.end(), Y.begin(), Y.begin(), a * _1 + _2);
    show(a, X, Y0, Y);

    thrust::device_vector<float> Z = X; // 2x + 1 in place
    thrust::for_each(Z.begin(), Z.end(), _1 *= 2);
    thrust::for_each(Z.begin(), Z.end(), _1 += 1);
    show(a, X, Y0, Z);

    thrust::device_vector<int> I = {1, 2, 3, 4}, J(4);
    thrust::transform(I.begin(), I.end(), J.begin(), ~(~_1 * 2)); // ~(-x - 1) * 2 = 2x + 1
    thrust::device_vector<float> W(J.begin(), J.end());
    thrust::transform(W.begin(), W.end(), W.begin(), -(-_1));
    if (thrust::count_if(W.begin(), W.end(), _1 > 4 && _1 < 9) == 2 &&
        thrust::all_of(W.begin(), W.end(), _1 == _1 * 1 && !(_1 < 3)) &&
        thrust::reduce(J.begin(), J.end(), 0, _1 + _2) == 24)
        show(a, X, Y0, W);
    return 0;
}
