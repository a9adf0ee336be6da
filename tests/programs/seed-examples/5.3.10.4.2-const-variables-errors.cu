// seed 002 §5.3.10.4.2 (const-qualified variables): the guide's lines marked ERROR, each
// diagnosed on its line. A const variable that is not initialised with a constant expression
// before the use (ExternVar) or is volatile has no value device code may use; a reference to a
// host constant or its address would name the host variable itself (nvcc 13 says of each:
// identifier "..." is undefined in device code). The guide's `static const float` member, which
// C++ itself rejects, is cxx/static-float-member-error.cu.
const int ConstVar = 10;
const float ConstFloatVar = 5.0f;
extern const int ExternVar;
volatile const float VolatileVar = 1.0f;

__device__ void foo()
{
    int var3 = ExternVar;                // ERROR, not initialized with a constant expression
    const int &var4 = ConstVar;          // ERROR, reference to host variable
    const int *var5 = &ConstVar;         // ERROR, address of host variable
    const float *var6 = &ConstFloatVar;  // ERROR, address of host variable
    float var7 = VolatileVar;            // ERROR, volatile
    (void)var3; (void)var4; (void)var5; (void)var6; (void)var7;
}

int main() { return 0; }
