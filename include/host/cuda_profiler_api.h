/* cuda_profiler_api.h — cudaProfilerStart and cudaProfilerStop (cuda_runtime.h has them: with no
 * profiler attached they do nothing and succeed, as on a GPU without one). */
#include "cuda_runtime.h"
