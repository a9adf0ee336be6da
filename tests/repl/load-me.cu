// A file for :load: its definitions stay in the session and its statements run.
__global__ void set(int *p, int v) { *p = v; }
int loaded_value = 0;
int *slot;
cudaMalloc(&slot, sizeof(int));
set<<<1, 1>>>(slot, 42);
cudaMemcpy(&loaded_value, slot, sizeof(int), cudaMemcpyDeviceToHost);
