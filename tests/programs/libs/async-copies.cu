// Asynchronous barriers and data copies (CUDA C++ Programming Guide §7.26 "Asynchronous
// Barrier" and §7.27 "Asynchronous Data Copies"): cuda::barrier's split arrive and wait,
// cuda::memcpy_async into shared memory completed by a barrier or a pipeline, a block-scope
// pipeline with producer and consumer roles, cooperative groups' memcpy_async and wait, and
// the pipeline primitives.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda_pipeline.h>

namespace cg = cooperative_groups;

#define N 1024
#define TILE 128

/* each thread's partial sum, then one thread adds them after the barrier's phase; the split
 * arrive/wait lets the thread work between the two */
__global__ void barrier_sum(const int *in, int *out)
{
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    __shared__ int part[TILE];
    if (threadIdx.x == 0)
        init(&bar, blockDim.x);
    __syncthreads();
    int s = 0;
    for (int i = threadIdx.x; i < N; i += blockDim.x)
        s += in[i];
    part[threadIdx.x] = s;
    cuda::barrier<cuda::thread_scope_block>::arrival_token t = bar.arrive();
    int mine = s * 2; /* work between arrive and wait */
    bar.wait(std::move(t));
    if (threadIdx.x == 0) {
        int total = 0;
        for (int i = 0; i < TILE; i++)
            total += part[i];
        out[0] = total;
    }
    out[1 + threadIdx.x] = mine;
    /* a second phase, with one thread dropping out after it */
    bar.arrive_and_wait();
    if (threadIdx.x == TILE - 1)
        bar.arrive_and_drop();
    else
        bar.arrive_and_wait();
}

/* tiles copied into shared memory with a block-wide memcpy_async, completed by the barrier */
__global__ void tile_copy_barrier(const float *in, float *out)
{
    __shared__ float tile[TILE];
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    cg::thread_block block = cg::this_thread_block();
    if (block.thread_rank() == 0)
        init(&bar, block.size());
    block.sync();
    for (int base = 0; base < N; base += TILE) {
        cuda::memcpy_async(block, tile, in + base, sizeof(float) * TILE, bar);
        bar.arrive_and_wait();
        out[base + threadIdx.x] = tile[TILE - 1 - threadIdx.x] * 2.0f;
        block.sync();
    }
}

/* double buffering with a thread-scope pipeline: each thread copies its own element */
__global__ void tile_copy_pipeline(const float *in, float *out)
{
    __shared__ float buf[2][TILE];
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    int stage = 0;
    pipe.producer_acquire();
    cuda::memcpy_async(&buf[0][threadIdx.x], &in[threadIdx.x], sizeof(float), pipe);
    pipe.producer_commit();
    for (int base = 0; base < N; base += TILE) {
        if (base + TILE < N) {
            pipe.producer_acquire();
            cuda::memcpy_async(&buf[stage ^ 1][threadIdx.x], &in[base + TILE + threadIdx.x], sizeof(float), pipe);
            pipe.producer_commit();
        }
        cuda::pipeline_consumer_wait_prior<1>(pipe);
        pipe.consumer_wait();
        __syncthreads();
        out[base + threadIdx.x] = buf[stage][(threadIdx.x + 1) % TILE] + 1.0f;
        pipe.consumer_release();
        __syncthreads();
        stage ^= 1;
    }
}

/* a block-scope pipeline with two stages: the first warp produces, the others consume */
__global__ void producer_consumer(const int *in, int *out)
{
    __shared__ int buf[2][TILE];
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
    cg::thread_block block = cg::this_thread_block();
    bool producer = threadIdx.x < 32;
    cuda::pipeline<cuda::thread_scope_block> pipe =
        cuda::make_pipeline(block, &state, producer ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer);
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    for (int round = 0; round < N / TILE; round++) {
        int stage = round % 2;
        if (producer) {
            pipe.producer_acquire();
            cuda::memcpy_async(warp, buf[stage], in + round * TILE, sizeof(int) * TILE, pipe);
            pipe.producer_commit();
        } else {
            pipe.consumer_wait();
            int c = threadIdx.x - 32; /* 96 consumers over 128 elements */
            for (int i = c; i < TILE; i += blockDim.x - 32)
                out[round * TILE + i] = buf[stage][i] * 3;
            pipe.consumer_release();
        }
    }
}

/* cooperative groups' memcpy_async and wait, and the pipeline primitives */
__global__ void cg_and_primitives(const int *in, int *out)
{
    __shared__ int a[TILE], b[TILE];
    cg::thread_block block = cg::this_thread_block();
    cg::memcpy_async(block, a, in, sizeof(int) * TILE);
    cg::wait(block);
    __pipeline_memcpy_async(&b[threadIdx.x], &in[TILE + threadIdx.x], sizeof(int));
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
    out[threadIdx.x] = a[(threadIdx.x + 5) % TILE] - b[threadIdx.x];
}

int main()
{
    int *din, *dout, hin[N], hout[N + 1];
    float *fin, *fout, hf[N], hfo[N];
    for (int i = 0; i < N; i++) {
        hin[i] = i * 7 % 101;
        hf[i] = (float)(i % 37) * 0.5f;
    }
    cudaMalloc(&din, sizeof hin);
    cudaMalloc(&dout, sizeof hout);
    cudaMalloc(&fin, sizeof hf);
    cudaMalloc(&fout, sizeof hfo);
    cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
    cudaMemcpy(fin, hf, sizeof hf, cudaMemcpyHostToDevice);

    barrier_sum<<<1, TILE>>>(din, dout);
    cudaMemcpy(hout, dout, sizeof(int) * (TILE + 1), cudaMemcpyDeviceToHost);
    int check = 0;
    for (int i = 0; i < N; i++) check += hin[i];
    printf("barrier sum %d (host %d), thread 5 kept %d: %s\n", hout[0], check, hout[6],
           cudaGetErrorString(cudaGetLastError()));

    tile_copy_barrier<<<1, TILE>>>(fin, fout);
    cudaMemcpy(hfo, fout, sizeof hfo, cudaMemcpyDeviceToHost);
    printf("barrier copy: %.1f %.1f %.1f\n", hfo[0], hfo[200], hfo[N - 1]);

    tile_copy_pipeline<<<1, TILE>>>(fin, fout);
    cudaMemcpy(hfo, fout, sizeof hfo, cudaMemcpyDeviceToHost);
    float fs = 0;
    for (int i = 0; i < N; i++) fs += hfo[i];
    printf("pipeline copy: %.1f %.1f sum %.1f\n", hfo[0], hfo[N - 1], fs);

    producer_consumer<<<1, TILE>>>(din, dout);
    cudaMemcpy(hout, dout, sizeof(int) * N, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < N; i++) bad += hout[i] != hin[i] * 3;
    printf("producer/consumer: %d wrong, out[1000] = %d\n", bad, hout[1000]);

    cg_and_primitives<<<1, TILE>>>(din, dout);
    cudaMemcpy(hout, dout, sizeof(int) * TILE, cudaMemcpyDeviceToHost);
    printf("cg and primitives: %d %d %d: %s\n", hout[0], hout[64], hout[127], cudaGetErrorString(cudaGetLastError()));
    return 0;
}
