// cub::DeviceScan's scans by key: each run of consecutive equal keys is scanned on its own
// (an exclusive scan starts each run at 0 or at init). 5000 items in runs of many lengths, some
// longer than a GPU's tile of items; keys that repeat but not next to each other; a key equality
// and a scan operator of the program's own; int and float values (floats that are whole numbers,
// so that every order of adding them gives the same sums); the two-phase call (the first, with
// no temporary storage, only sets temp_storage_bytes); an int init with float values (the
// accumulator is op(init, value)'s type); an in-place scan; keys from a fancy iterator.
#include <stdio.h>
#include <cub/cub.cuh>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>

#define N 5000

struct SameTens { // keys are equal when they have the same tens
    __host__ __device__ bool operator()(int a, int b) const { return a / 10 == b / 10; }
};
struct AddOp {
    template <class T> __host__ __device__ T operator()(const T &a, const T &b) const { return a + b; }
};
struct MixedAdd { // of an int and a float, a float: the accumulator of an int init and float values
    template <class A, class B> __host__ __device__ auto operator()(const A &a, const B &b) const -> decltype(a + b)
    {
        return a + b;
    }
};
struct MaxOp {
    template <class T> __host__ __device__ T operator()(const T &a, const T &b) const { return a < b ? b : a; }
};
struct RowOf {
    int w;
    __host__ __device__ int operator()(int i) const { return i / w; }
};

static int keys[N], ivals[N], iout[N];
static float fvals[N], fout[N];

// the sum of all outputs, and a few of them: the first 12, and around the runs' edges
static void show(const char *name, const int *o)
{
    long long s = 0;
    for (int i = 0; i < N; i++)
        s += o[i];
    printf("%s: sum %lld |", name, s);
    for (int i = 0; i < 12; i++)
        printf(" %d", o[i]);
    const int at[] = {299, 300, 301, 1999, 2000, 4031, 4032, 4033, 4999};
    for (int j = 0; j < 9; j++)
        printf(" [%d]=%d", at[j], o[at[j]]);
    printf("\n");
}
static void showf(const char *name, const float *o)
{
    static int t[N];
    for (int i = 0; i < N; i++)
        t[i] = (int)o[i];
    show(name, t);
}

int main()
{
    // runs of lengths 1, 2, 3, 5, ..., then a few long ones (items 1999 to 4498 are one); every
    // fifth run takes the key of the run two before it (not its neighbour's, so still a run of its
    // own); within a run the units change every 700 items (runs of their own, but not for SameTens)
    int i = 0, run = 0;
    const int lens[] = {1, 2, 3, 5, 8, 13, 21, 34, 55, 158, 1699, 2500, 400, 100, 1};
    for (int r = 0; i < N; r++) {
        int len = r < 15 ? lens[r] : 7;
        int key = r % 5 == 4 ? run - 2 : run;
        for (int j = 0; j < len && i < N; j++)
            keys[i++] = key * 10 + (j / 700) % 2; // the tens are the run; SameTens ignores the units
        run++;
    }
    for (i = 0; i < N; i++) {
        ivals[i] = (i * 7919) % 23 - 11;
        fvals[i] = (float)((i * 31) % 9);
    }

    int *dk, *dv, *dout;
    float *dfv, *dfout;
    cudaMalloc(&dk, sizeof keys);
    cudaMalloc(&dv, sizeof ivals);
    cudaMalloc(&dout, sizeof iout);
    cudaMalloc(&dfv, sizeof fvals);
    cudaMalloc(&dfout, sizeof fout);
    cudaMemcpy(dk, keys, sizeof keys, cudaMemcpyHostToDevice);
    cudaMemcpy(dv, ivals, sizeof ivals, cudaMemcpyHostToDevice);
    cudaMemcpy(dfv, fvals, sizeof fvals, cudaMemcpyHostToDevice);

    // the first phase sets temp_storage_bytes and writes no output
    void *tmp = NULL;
    size_t bytes = 0;
    cudaMemset(dout, 0xff, sizeof iout);
    cudaError_t e = cub::DeviceScan::InclusiveSumByKey(tmp, bytes, dk, dv, dout, N);
    cudaMemcpy(iout, dout, sizeof iout, cudaMemcpyDeviceToHost);
    printf("first phase: %s, bytes %s, output %s\n", cudaGetErrorString(e), bytes > 0 ? "> 0" : "0",
           iout[0] == -1 && iout[N - 1] == -1 ? "untouched" : "written");
    cudaMalloc(&tmp, bytes);

    e = cub::DeviceScan::InclusiveSumByKey(tmp, bytes, dk, dv, dout, N);
    cudaMemcpy(iout, dout, sizeof iout, cudaMemcpyDeviceToHost);
    printf("%s\n", cudaGetErrorString(e));
    show("InclusiveSumByKey int", iout);

    cub::DeviceScan::ExclusiveSumByKey(tmp, bytes, dk, dv, dout, N);
    cudaMemcpy(iout, dout, sizeof iout, cudaMemcpyDeviceToHost);
    show("ExclusiveSumByKey int", iout);

    cub::DeviceScan::InclusiveScanByKey(tmp, bytes, dk, dv, dout, MaxOp(), N);
    cudaMemcpy(iout, dout, sizeof iout, cudaMemcpyDeviceToHost);
    show("InclusiveScanByKey max int", iout);

    cub::DeviceScan::ExclusiveScanByKey(tmp, bytes, dk, dv, dout, MaxOp(), -100, N);
    cudaMemcpy(iout, dout, sizeof iout, cudaMemcpyDeviceToHost);
    show("ExclusiveScanByKey max int init -100", iout);

    // the program's own equality: runs of equal tens, whatever the units
    cub::DeviceScan::InclusiveSumByKey(tmp, bytes, dk, dv, dout, N, SameTens());
    cudaMemcpy(iout, dout, sizeof iout, cudaMemcpyDeviceToHost);
    show("InclusiveSumByKey int SameTens", iout);

    cub::DeviceScan::ExclusiveSumByKey(tmp, bytes, dk, dv, dout, N, SameTens());
    cudaMemcpy(iout, dout, sizeof iout, cudaMemcpyDeviceToHost);
    show("ExclusiveSumByKey int SameTens", iout);

    cub::DeviceScan::InclusiveScanByKey(tmp, bytes, dk, dv, dout, MaxOp(), N, SameTens());
    cudaMemcpy(iout, dout, sizeof iout, cudaMemcpyDeviceToHost);
    show("InclusiveScanByKey max int SameTens", iout);

    cub::DeviceScan::ExclusiveScanByKey(tmp, bytes, dk, dv, dout, AddOp(), 1000, N, SameTens(), 0);
    cudaMemcpy(iout, dout, sizeof iout, cudaMemcpyDeviceToHost);
    show("ExclusiveScanByKey sum int init 1000 SameTens", iout);

    // float values
    cub::DeviceScan::InclusiveSumByKey(tmp, bytes, dk, dfv, dfout, N);
    cudaMemcpy(fout, dfout, sizeof fout, cudaMemcpyDeviceToHost);
    showf("InclusiveSumByKey float", fout);

    cub::DeviceScan::ExclusiveSumByKey(tmp, bytes, dk, dfv, dfout, N, SameTens());
    cudaMemcpy(fout, dfout, sizeof fout, cudaMemcpyDeviceToHost);
    showf("ExclusiveSumByKey float SameTens", fout);

    cub::DeviceScan::InclusiveScanByKey(tmp, bytes, dk, dfv, dfout, MaxOp(), N);
    cudaMemcpy(fout, dfout, sizeof fout, cudaMemcpyDeviceToHost);
    showf("InclusiveScanByKey max float", fout);

    cub::DeviceScan::ExclusiveScanByKey(tmp, bytes, dk, dfv, dfout, AddOp(), 0.5f, N);
    cudaMemcpy(fout, dfout, sizeof fout, cudaMemcpyDeviceToHost);
    for (i = 0; i < N; i++)
        fout[i] = fout[i] * 2; // the halves made whole
    showf("ExclusiveScanByKey sum float init 0.5 (x2)", fout);

    // an int init with float values: the sums are floats (halves here), op(init, value)'s type
    for (i = 0; i < N; i++)
        fout[i] = fvals[i] / 2;
    cudaMemcpy(dfout, fout, sizeof fout, cudaMemcpyHostToDevice);
    cub::DeviceScan::ExclusiveScanByKey(tmp, bytes, dk, dfout, dfout, MixedAdd(), 0, N);
    cudaMemcpy(fout, dfout, sizeof fout, cudaMemcpyDeviceToHost);
    for (i = 0; i < N; i++)
        fout[i] = fout[i] * 2;
    showf("ExclusiveScanByKey halves int init 0 (x2)", fout);

    // in place: the values are the output
    cudaMemcpy(dfout, dfv, sizeof fvals, cudaMemcpyDeviceToDevice);
    cub::DeviceScan::InclusiveSumByKey(tmp, bytes, dk, dfout, dfout, N);
    cudaMemcpy(fout, dfout, sizeof fout, cudaMemcpyDeviceToHost);
    showf("InclusiveSumByKey float in place", fout);

    // keys from a transform iterator: rows of 333 items, as a summed-area table's row scans
    thrust::counting_iterator<int> cnt(0);
    cub::DeviceScan::InclusiveSumByKey(tmp, bytes, thrust::make_transform_iterator(cnt, RowOf{333}), dv, dout, N);
    cudaMemcpy(iout, dout, sizeof iout, cudaMemcpyDeviceToHost);
    show("InclusiveSumByKey int rows of 333", iout);

    cudaFree(tmp);
    cudaFree(dk);
    cudaFree(dv);
    cudaFree(dout);
    cudaFree(dfv);
    cudaFree(dfout);
    return 0;
}
