/* <cuda_pipeline.h>: the pipeline primitives (CUDA C++ Programming Guide §7.27.7, "Pipeline
 * Primitives Interface"). cudarepl copies at once (docs/libraries.md): __pipeline_memcpy_async
 * has copied when it returns, and the waits have nothing to wait for. */
#ifndef _CR_CUDA_PIPELINE_H
#define _CR_CUDA_PIPELINE_H

__device__ inline void __pipeline_memcpy_async(void *dst, const void *src, unsigned long size,
                                               unsigned long zfill = 0)
{
    char *d = (char *)dst;
    const char *s = (const char *)src;
    for (unsigned long i = 0; i < size; i++)
        d[i] = i < size - zfill ? s[i] : 0;
}
__device__ inline void __pipeline_commit() {}
__device__ inline void __pipeline_wait_prior(unsigned long prior) { (void)prior; }
__device__ inline void __pipeline_arrive_on(void *bar) { (void)bar; }

#endif
