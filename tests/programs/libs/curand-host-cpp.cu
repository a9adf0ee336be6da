// cuRAND's host API called from a .cpp file of the program (as NVIDIA's MonteCarloMultiGPU
// does): libcurand's generators run though no .cu file includes <curand.h>. The numbers are
// the H200's of curand-host-api.cu's host generators (seed 7).
void generate_on_host(void);

int main()
{
    generate_on_host();
    return 0;
}
