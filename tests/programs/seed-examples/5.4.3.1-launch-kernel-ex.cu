// seed 000 §5.4.3.1 (thread block clusters): the cluster size given at run time through
// cudaLaunchKernelEx, with the kernel's arguments passed directly (the runtime's C++ template)
// and dim3{4} temporaries. The guide's program verbatim (comments translated); it prints
// nothing.
__global__ void kernel(float parameter1, int parameter2) {}

int main() {
     cudaLaunchConfig_t config = {0};
     // the grid dimension is not affected by the cluster launch: it still counts blocks;
     // it should be a multiple of the cluster size
     config.gridDim           = dim3{4}; // 4 blocks
     config.blockDim          = dim3{32}; // 32 threads per block
     config.dynamicSmemBytes = 1024;      // 1 KB

      cudaLaunchAttribute attribute[1];
      attribute[0].id               = cudaLaunchAttributeClusterDimension;
      attribute[0].val.clusterDim.x = 2; // cluster size in X
      attribute[0].val.clusterDim.y = 1;
      attribute[0].val.clusterDim.z = 1;
      config.attrs    = attribute;
      config.numAttrs = 1;

      float parameter1 = 3.0f;
      int   parameter2 = 4;
      cudaLaunchKernelEx(&config, kernel, parameter1, parameter2);
}
