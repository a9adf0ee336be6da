// pow and tgamma under --fmad=false (the sidecar's option) on inputs where their last bit
// depends on it: nvcc's PTX for the logarithm inside pow (and tgamma's, above 4 and below -4)
// has the series' last term u^2 p + 1/12 and its tail as fma.rn by default and as mul.rn,
// add.rn, sub.rn under --fmad=false. The comment in main has cudarepl's results for the default
// build, one ulp away (tgamma's second negative input: four).
#include <cstdio>
#include <cmath>
#define NP 6
#define NT 6
__global__ void k(const double *px, const double *py, const double *tx, double *o)
{
    int i = threadIdx.x;
    if (i < NP)
        o[i] = pow(px[i], py[i]);
    if (i < NT)
        o[NP + i] = tgamma(tx[i]);
}
int main()
{
    const double px[NP] = {0x1.49683a4e21b87p+3, 0x1.a19107119cc13p+1, 0x1.82a06168dd022p+3,
                           0x1.56cd70cae7c04p+4, 0x1.b93936ed58899p+0, 0x1.7b930edb59e34p+3};
    const double py[NP] = {-0x1.30738dec46fb3p+6, -0x1.ae418e1acc5a9p+4, -0x1.28fdd8f4dfa2dp+5,
                           0x1.0caf804cf74ap+6, -0x1.086b898207478p+6, 0x1.7f62b1c64ce6dp+6};
    const double tx[NT] = {0x1.54aae52423b98p+5, 0x1.5704e73678709p+7, 0x1.4ced0621e5371p+7,
                           -0x1.6a4522ce3906p+6, -0x1.2d8c9a8847003p+7, -0x1.64c4a8c1326d2p+6};
    // default build: pow 0x1.f7eec7d30ffc8p-257 0x1.17aef95aabb0bp-46 0x1.7603d2f1ac28bp-134
    // 0x1.f91874b23a8f1p+296 0x1.0f3b3d12af02fp-52 0x1.007f5ea871e4bp+342; tgamma
    // 0x1.941795fa791cbp+167 0x1.1bba3d25b4836p+1023 0x1.c453bc44b4124p+985
    // -0x1.fe739457770a8p-462 -0x1.bfbd667aff059p-877 0x1.a5247cf3c513p-452
    double *d, o[NP + NT];
    cudaMalloc(&d, sizeof(double) * (2 * NP + NT + NP + NT));
    cudaMemcpy(d, px, sizeof px, cudaMemcpyHostToDevice);
    cudaMemcpy(d + NP, py, sizeof py, cudaMemcpyHostToDevice);
    cudaMemcpy(d + 2 * NP, tx, sizeof tx, cudaMemcpyHostToDevice);
    k<<<1, 32>>>(d, d + NP, d + 2 * NP, d + 2 * NP + NT);
    cudaMemcpy(o, d + 2 * NP + NT, sizeof o, cudaMemcpyDeviceToHost);
    for (int i = 0; i < NP; i++)
        printf("pow(%a, %a) = %a\n", px[i], py[i], o[i]);
    for (int i = 0; i < NT; i++)
        printf("tgamma(%a) = %a\n", tx[i], o[NP + i]);
    return 0;
}
