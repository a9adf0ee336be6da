/* <cub/thread/thread_scan.cuh>: cub::ThreadScanExclusive, cub::ThreadScanInclusive (every CUB header of cudarepl gives all of __cr_cub) */
#include "../__cr_cub"
