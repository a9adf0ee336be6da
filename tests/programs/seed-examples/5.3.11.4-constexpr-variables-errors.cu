// seed 002 §5.3.11.4 (constexpr variables): the guide's lines marked ERROR, each diagnosed on
// its line: a reference to a host constexpr variable or its address would name the host
// variable itself; a constexpr array's elements outside a constexpr function (nvcc 13 says of
// each: identifier "..." is undefined in device code; it lets v7's initialiser, a constant
// index, pass, where the guide marks it ERROR and cudarepl follows the guide).
constexpr int ConstexprVar1 = 4;
constexpr int array[] = {1, 2, 3};

__device__ void foo(int idx) {
    const int &v3 = ConstexprVar1;          // ERROR, reference to host constexpr variable
    const int *v4 = &ConstexprVar1;         // ERROR, address of host constexpr variable
    int        v7 = array[2];               // ERROR, 'array' is not scalar type.
    int        v9 = array[idx];             // ERROR, likewise
    (void)v3; (void)v4; (void)v7; (void)v9;
}

int main() { return 0; }
