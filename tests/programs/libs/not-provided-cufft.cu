// cuFFT is not provided (docs/libraries.md, "Not provided"): one error at the #include line.
#include <cufft.h>

int main()
{
    cufftHandle plan;
    return cufftPlan1d(&plan, 8, CUFFT_C2C, 1);
}
