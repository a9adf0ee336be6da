/* <cooperative_groups.h> for device code (CUDA C++ Programming Guide §2.3.6, Cooperative
 * Groups): groups of threads that can synchronise and exchange values, written as ordinary
 * device C++ over cudarepl's built-ins (__syncthreads, __syncwarp, the __shfl_*_sync,
 * vote, match and reduce families).
 *
 * Every group type derives from thread_group, which holds what any group needs at run time
 * (its kind, and for the groups within a warp their lane mask and place among their
 * siblings), so a group converts to thread_group by copying, as in CUDA. The member functions
 * of the derived types are direct; thread_group's look at the kind. Shuffles and matches are
 * overloaded for the arithmetic types (CUDA's take any type: see docs/libraries.md).
 * cudarepl flattens namespaces, so the names here are global names too; helpers start with
 * __cg_. What the header does not provide is listed in docs/libraries.md. */
#ifndef _CR_COOPERATIVE_GROUPS_H
#define _CR_COOPERATIVE_GROUPS_H

namespace cooperative_groups {

/* ---- Helpers -------------------------------------------------------------------------- */

enum { __CG_GRID = 3, __CG_BLOCK = 4, __CG_COALESCED = 1 };

/* the thread's rank in its block, in the order warps are formed (x fastest) */
__device__ inline unsigned int __cg_block_rank()
{
    return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}

__device__ inline unsigned int __cg_block_size()
{
    return blockDim.x * blockDim.y * blockDim.z;
}

__device__ inline unsigned int __cg_lane() { return __cg_block_rank() & 31u; }

/* the lanes below this one */
__device__ inline unsigned int __cg_lanes_below() { return (1u << __cg_lane()) - 1u; }

/* MASK's set bits, numbered by their rank in MASK, as the bits of a group rank mask */
__device__ inline unsigned int __cg_pack(unsigned int mask, unsigned int lanes)
{
    unsigned int packed = 0, rank = 0;
    for (unsigned int lane = 0; lane < 32; lane++) {
        if (!(mask >> lane & 1u))
            continue;
        if (lanes >> lane & 1u)
            packed |= 1u << rank;
        rank++;
    }
    return packed;
}

__device__ inline dim3 __cg_dim3(unsigned int x, unsigned int y, unsigned int z)
{
    dim3 d;
    d.x = x;
    d.y = y;
    d.z = z;
    return d;
}

/* The grid-wide barrier: an arrival counter and a generation that the last block to arrive
 * advances. It needs every block of the grid resident at once, which a cooperative launch
 * guarantees (cudarepl runs blocks that wait for each other together). */
__device__ unsigned int __cg_grid_barrier[2];
/* 1 while the launch is a cooperative one (the session sets it before each launch) */
__device__ unsigned int __cg_cooperative;

__device__ inline void __cg_grid_sync()
{
    if (!__cg_cooperative)
        __cr_grid_sync_not_cooperative();
    __syncthreads();
    if (__cg_block_rank() == 0) {
        unsigned int blocks = gridDim.x * gridDim.y * gridDim.z;
        volatile unsigned int *generation = &__cg_grid_barrier[1];
        unsigned int mine = *generation;
        __threadfence();
        if (atomicAdd(&__cg_grid_barrier[0], 1u) == blocks - 1) {
            atomicExch(&__cg_grid_barrier[0], 0u);
            __threadfence();
            atomicAdd(&__cg_grid_barrier[1], 1u);
        } else {
            while (*generation == mine)
                ;
        }
        __threadfence();
    }
    __syncthreads();
}

/* ---- thread_group: any group -------------------------------------------------------------- */

class thread_group {
public:
    unsigned int __kind;        /* __CG_GRID, __CG_BLOCK or __CG_COALESCED (tiles too) */
    unsigned int __mask;        /* a group within a warp: its lanes */
    unsigned int __meta_rank;   /* its rank among the groups its parent was divided into */
    unsigned int __meta_size;   /* how many those are */

    __device__ thread_group(unsigned int kind, unsigned int mask, unsigned int meta_rank,
                            unsigned int meta_size)
        : __kind(kind), __mask(mask), __meta_rank(meta_rank), __meta_size(meta_size) {}
    /* (declared so that `thread_group g = block;` copies a derived group's thread_group) */
    __device__ thread_group(const thread_group &g)
        : __kind(g.__kind), __mask(g.__mask), __meta_rank(g.__meta_rank), __meta_size(g.__meta_size) {}

    __device__ unsigned long long num_threads() const
    {
        if (__kind == __CG_GRID)
            return (unsigned long long)__cg_block_size() * (gridDim.x * gridDim.y * gridDim.z);
        if (__kind == __CG_BLOCK)
            return __cg_block_size();
        return __popc(__mask);
    }
    __device__ unsigned long long size() const { return num_threads(); }

    __device__ unsigned long long thread_rank() const
    {
        if (__kind == __CG_GRID)
            return (unsigned long long)(blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)) *
                   __cg_block_size() + __cg_block_rank();
        if (__kind == __CG_BLOCK)
            return __cg_block_rank();
        return __popc(__mask & __cg_lanes_below());
    }

    __device__ void sync() const
    {
        if (__kind == __CG_GRID)
            __cg_grid_sync();
        else if (__kind == __CG_BLOCK)
            __syncthreads();
        else
            __syncwarp(__mask);
    }

    __device__ unsigned int get_type() const { return __kind; }
};

/* ---- grid_group ------------------------------------------------------------------------ */

class grid_group : public thread_group {
public:
    __device__ grid_group() : thread_group(__CG_GRID, 0, 0, 1) {}

    /* sync() needs a cooperative launch (cudaLaunchCooperativeKernel) */
    __device__ bool is_valid() const { return __cg_cooperative != 0; }
    __device__ void sync() const { __cg_grid_sync(); }

    __device__ unsigned long long num_blocks() const { return gridDim.x * gridDim.y * gridDim.z; }
    __device__ unsigned long long block_rank() const
    {
        return blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    }
    __device__ unsigned long long num_threads() const { return num_blocks() * __cg_block_size(); }
    __device__ unsigned long long size() const { return num_threads(); }
    __device__ unsigned long long thread_rank() const
    {
        return block_rank() * __cg_block_size() + __cg_block_rank();
    }
    __device__ dim3 block_index() const { return __cg_dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
    __device__ dim3 dim_blocks() const { return gridDim; }
    __device__ dim3 group_dim() const { return gridDim; }
};

__device__ inline grid_group this_grid() { return grid_group(); }

/* ---- thread_block ----------------------------------------------------------------------- */

class thread_block : public thread_group {
public:
    __device__ thread_block() : thread_group(__CG_BLOCK, 0, 0, 1) {}

    __device__ void sync() const { __syncthreads(); }
    __device__ unsigned int thread_rank() const { return __cg_block_rank(); }
    __device__ unsigned int num_threads() const { return __cg_block_size(); }
    __device__ unsigned int size() const { return __cg_block_size(); }
    __device__ dim3 group_index() const { return __cg_dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
    __device__ dim3 thread_index() const { return __cg_dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
    __device__ dim3 dim_threads() const { return blockDim; }
    __device__ dim3 group_dim() const { return blockDim; }
};

__device__ inline thread_block this_thread_block() { return thread_block(); }

/* block_tile_memory<MaxBlockSize>: the shared memory that tiles of more than 32 threads
 * communicate through on GPUs before compute capability 8.0; an H200 (9.0) uses memory of its
 * own, and so does cudarepl: this_thread_block(scratch) is this_thread_block(). */
template <unsigned int MaxBlockSize = 1024>
struct block_tile_memory {
    unsigned long long __reserved[(MaxBlockSize + 31) / 32];
};

template <unsigned int MaxBlockSize>
__device__ thread_block this_thread_block(block_tile_memory<MaxBlockSize> &) { return thread_block(); }

/* ---- Groups within a warp ------------------------------------------------------------------ */

/* The shuffles of a group whose lanes are MASK, for one value type T. A tile is contiguous
 * lanes, so its shuffles are the built-ins with the tile's size as their width; a coalesced
 * group's ranks are found among its lanes (__fns). */
#define __CG_TILE_SHUFFLES(T)                                                                    \
    __device__ T shfl(T v, int src) const { return __shfl_sync(__mask, v, src, __cg_tile_size); } \
    __device__ T shfl_up(T v, unsigned int d) const                                             \
    {                                                                                           \
        return __shfl_up_sync(__mask, v, d, __cg_tile_size);                                    \
    }                                                                                           \
    __device__ T shfl_down(T v, unsigned int d) const                                           \
    {                                                                                           \
        return __shfl_down_sync(__mask, v, d, __cg_tile_size);                                  \
    }                                                                                           \
    __device__ T shfl_xor(T v, unsigned int m) const                                            \
    {                                                                                           \
        return __shfl_xor_sync(__mask, v, m, __cg_tile_size);                                   \
    }                                                                                           \
    __device__ unsigned int match_any(T v) const                                                \
    {                                                                                           \
        return __match_any_sync(__mask, v) >> (__cg_lane() & ~(__cg_tile_size - 1));            \
    }                                                                                           \
    __device__ unsigned int match_all(T v, int &pred) const                                     \
    {                                                                                           \
        return __match_all_sync(__mask, v, &pred) >> (__cg_lane() & ~(__cg_tile_size - 1));     \
    }

#define __CG_COALESCED_SHUFFLES(T)                                                              \
    __device__ T shfl(T v, int src) const { return __shfl_sync(__mask, v, __cg_lane_of(src), 32); } \
    __device__ T shfl_up(T v, unsigned int d) const                                             \
    {                                                                                           \
        if (__mask == 0xffffffffu)                                                              \
            return __shfl_up_sync(__mask, v, d, 32);                                            \
        unsigned int lane = __fns(__mask, __cg_lane(), -(int)(d + 1));                          \
        return __shfl_sync(__mask, v, lane < 32 ? lane : __cg_lane(), 32);                      \
    }                                                                                           \
    __device__ T shfl_down(T v, unsigned int d) const                                           \
    {                                                                                           \
        if (__mask == 0xffffffffu)                                                              \
            return __shfl_down_sync(__mask, v, d, 32);                                          \
        unsigned int lane = __fns(__mask, __cg_lane(), (int)(d + 1));                           \
        return __shfl_sync(__mask, v, lane < 32 ? lane : __cg_lane(), 32);                      \
    }                                                                                           \
    __device__ unsigned int match_any(T v) const                                                \
    {                                                                                           \
        return __cg_pack(__mask, __match_any_sync(__mask, v));                                  \
    }                                                                                           \
    __device__ unsigned int match_all(T v, int &pred) const                                     \
    {                                                                                           \
        return __cg_pack(__mask, __match_all_sync(__mask, v, &pred));                           \
    }

#define __CG_FOR_EACH_SHUFFLE_TYPE(M)                                                           \
    M(int) M(unsigned int) M(long) M(unsigned long) M(long long) M(unsigned long long)          \
    M(float) M(double)

/* A shuffle of a value of any other type (a struct, uint4, a __half2 ...): its bytes, a 32-bit
 * word at a time, as CUDA's cooperative groups move a trivially copyable type. KIND: 0 shfl,
 * 1 shfl_up, 2 shfl_down, 3 shfl_xor. */
template <class T>
__device__ T __cg_shfl_words(int kind, unsigned int mask, T v, int arg, int width)
{
    unsigned int w[(sizeof(T) + 3) / 4];
    memcpy(w, &v, sizeof(T));
    for (unsigned int i = 0; i < (sizeof(T) + 3) / 4; i++)
        w[i] = kind == 0   ? __shfl_sync(mask, w[i], arg, width)
               : kind == 1 ? __shfl_up_sync(mask, w[i], (unsigned int)arg, width)
               : kind == 2 ? __shfl_down_sync(mask, w[i], (unsigned int)arg, width)
                           : __shfl_xor_sync(mask, w[i], arg, width);
    T r;
    memcpy(&r, w, sizeof(T));
    return r;
}

/* the shuffles of a tile for every other type */
#define __CG_TILE_SHUFFLES_ANY                                                                  \
    template <class T> __device__ T shfl(T v, int src) const                                    \
    {                                                                                           \
        return __cg_shfl_words(0, __mask, v, src, __cg_tile_size);                              \
    }                                                                                           \
    template <class T> __device__ T shfl_up(T v, unsigned int d) const                          \
    {                                                                                           \
        return __cg_shfl_words(1, __mask, v, (int)d, __cg_tile_size);                           \
    }                                                                                           \
    template <class T> __device__ T shfl_down(T v, unsigned int d) const                        \
    {                                                                                           \
        return __cg_shfl_words(2, __mask, v, (int)d, __cg_tile_size);                           \
    }                                                                                           \
    template <class T> __device__ T shfl_xor(T v, unsigned int m) const                         \
    {                                                                                           \
        return __cg_shfl_words(3, __mask, v, (int)m, __cg_tile_size);                           \
    }

/* coalesced_group: the threads of a warp that were active together when it was made
 * (coalesced_threads()), or a partition of a group within a warp. Ranks follow the lanes. */
class coalesced_group : public thread_group {
public:
    __device__ explicit coalesced_group(unsigned int mask, unsigned int meta_rank = 0,
                                        unsigned int meta_size = 1)
        : thread_group(__CG_COALESCED, mask, meta_rank, meta_size) {}

    __device__ unsigned int num_threads() const { return __popc(__mask); }
    __device__ unsigned int size() const { return __popc(__mask); }
    __device__ unsigned int thread_rank() const { return __popc(__mask & __cg_lanes_below()); }
    __device__ unsigned int meta_group_rank() const { return __meta_rank; }
    __device__ unsigned int meta_group_size() const { return __meta_size; }
    __device__ void sync() const { __syncwarp(__mask); }

    /* the lane of the member of rank R */
    __device__ unsigned int __cg_lane_of(int r) const
    {
        return __mask == 0xffffffffu ? (unsigned int)r : __fns(__mask, 0, r + 1);
    }

    __device__ int any(int pred) const { return __ballot_sync(__mask, pred) != 0; }
    __device__ int all(int pred) const { return __ballot_sync(__mask, pred) == __mask; }
    __device__ unsigned int ballot(int pred) const
    {
        return __cg_pack(__mask, __ballot_sync(__mask, pred));
    }
    __CG_FOR_EACH_SHUFFLE_TYPE(__CG_COALESCED_SHUFFLES)
};

__device__ inline coalesced_group coalesced_threads() { return coalesced_group(__activemask()); }

/* thread_block_tile<N>: the block (or a tile of it) cut into tiles of N consecutive threads;
 * N is a power of two up to 32, so a tile lies within one warp. */
template <unsigned int N>
class thread_block_tile : public thread_group {
    static_assert(N >= 1 && N <= 1024 && (N & (N - 1)) == 0,
                  "thread_block_tile<N>: the tile size N must be a power of two from 1 to 1024");
public:
    /* the shuffles' width (32 for an invalid N, which the static_assert reports once) */
    static constexpr unsigned int __cg_tile_size = N >= 1 && N <= 32 && (N & (N - 1)) == 0 ? N : 32;

    __device__ thread_block_tile(unsigned int meta_rank, unsigned int meta_size)
        : thread_group(__CG_COALESCED,
                       (N == 32 ? 0xffffffffu : (1u << N) - 1u) << (__cg_lane() & ~(N - 1)),
                       meta_rank, meta_size) {}

    __device__ unsigned int num_threads() const { return N; }
    __device__ unsigned int size() const { return N; }
    __device__ unsigned int thread_rank() const { return __cg_block_rank() & (N - 1); }
    __device__ unsigned int meta_group_rank() const { return __meta_rank; }
    __device__ unsigned int meta_group_size() const { return __meta_size; }
    __device__ dim3 dim_threads() const { return __cg_dim3(N, 1, 1); }
    __device__ void sync() const { __syncwarp(__mask); }

    __device__ int any(int pred) const { return __ballot_sync(__mask, pred) != 0; }
    __device__ int all(int pred) const { return __ballot_sync(__mask, pred) == __mask; }
    __device__ unsigned int ballot(int pred) const
    {
        return __ballot_sync(__mask, pred) >> (__cg_lane() & ~(N - 1));
    }
    __CG_FOR_EACH_SHUFFLE_TYPE(__CG_TILE_SHUFFLES)
    __CG_TILE_SHUFFLES_ANY
};

/* ---- Tiles of more than one warp ---------------------------------------------------------- */

/* thread_block_tile<N> for N = 64 ... 1024: whole warps of the block, N/32 of them, that
 * synchronise and exchange values through shared memory (as CUDA's do: in the block's own
 * reserved shared memory on an H200). Members: sync, thread_rank, num_threads/size,
 * meta_group_rank/size, shfl, any, all; cg::reduce and the scans; no ballot, shfl_up/down/xor,
 * match or dim_threads (CUDA has none of them either), and no conversion to thread_group.
 *
 * The tile barrier: per tile an arrival count and a generation, in shared memory; each
 * thread arrives (fence, atomic: a release), the last advances the generation, the others wait
 * for it to move (then fence: an acquire), so the sanitizer sees the tile's threads ordered. A tile needs all its N/32 warps: on an H200 a tile that
 * the block's end cuts to fewer warps waits forever; cudarepl stops the kernel there and says
 * so. Reductions: each warp reduces its lanes (as a tile of 32), the warps' results meet in
 * shared memory, and every thread combines them pairwise, the first half with the second
 * half (an H200's float sums agree bit for bit). */
__device__ inline unsigned int *__cg_mw_barriers()
{
    __shared__ unsigned int state[2 * 16];
    return state;
}

/* a 16-byte place for each warp of the block */
__device__ inline unsigned long long *__cg_mw_slots()
{
    __shared__ unsigned long long slots[2 * 32];
    return slots;
}

/* the lanes of this thread's warp that exist (the block's last warp may be partial) */
__device__ inline unsigned int __cg_warp_lanes()
{
    unsigned int first = __cg_block_rank() & ~31u, size = __cg_block_size();
    unsigned int n = size - first < 32 ? size - first : 32;
    return n == 32 ? 0xffffffffu : (1u << n) - 1u;
}

__device__ inline void __cg_mw_sync(unsigned int n)
{
    unsigned int rank = __cg_block_rank(), tile = rank / n, warps = n / 32;
    unsigned int first = tile * n, size = __cg_block_size();
    unsigned int threads = size - first < n ? size - first : n;
    if ((threads + 31) / 32 < warps) {
        if (rank == first)
            printf("cooperative groups: a thread_block_tile<%u> of block (%u,%u,%u) has %u of "
                   "its %u warps (the block has %u threads): its sync() never completes on "
                   "an H200 (CUDA C++ Programming Guide, Cooperative Groups: a tile is whole "
                   "warps of the block)\n", n, blockIdx.x, blockIdx.y, blockIdx.z,
                   (threads + 31) / 32, warps, size);
        __trap();
    }
    /* each thread arrives (a release) and waits for the generation to move (an acquire) */
    unsigned int *b = __cg_mw_barriers() + 2 * tile;
    volatile unsigned int *generation = &b[1];
    unsigned int mine = *generation;
    __threadfence_block();
    if (atomicAdd(&b[0], 1u) == threads - 1) {
        atomicExch(&b[0], 0u);
        __threadfence_block();
        atomicAdd(&b[1], 1u);
    } else {
        while (*generation == mine)
            __nanosleep(32);
    }
    __threadfence_block();
}

/* VAL of this warp's first lane, for every thread of the tile of N: the warps' values in
 * *OUT, in warp order; their count is the result */
template <class T>
__device__ unsigned int __cg_mw_gather(unsigned int n, T val, T *out)
{
    static_assert(sizeof(T) <= 16, "cudarepl: a value exchanged in a tile of more than 32 "
                                   "threads is at most 16 bytes");
    unsigned long long *slots = __cg_mw_slots();
    unsigned int warp = __cg_block_rank() / 32, first = (__cg_block_rank() & ~(n - 1)) / 32;
    if ((__cg_warp_lanes() & __cg_lanes_below()) == 0)
        memcpy(&slots[2 * warp], &val, sizeof(T));
    __cg_mw_sync(n);
    for (unsigned int w = 0; w < n / 32; w++)
        memcpy(&out[w], &slots[2 * (first + w)], sizeof(T));
    __cg_mw_sync(n);
    return n / 32;
}

template <unsigned int N>
class __cg_multi_warp_tile {
public:
    unsigned int __meta_rank, __meta_size;
    __device__ __cg_multi_warp_tile(unsigned int meta_rank, unsigned int meta_size)
        : __meta_rank(meta_rank), __meta_size(meta_size) {}

    __device__ void sync() const { __cg_mw_sync(N); }
    __device__ unsigned int thread_rank() const { return __cg_block_rank() & (N - 1); }
    __device__ unsigned int num_threads() const { return N; }
    __device__ unsigned int size() const { return N; }
    __device__ unsigned int meta_group_rank() const { return __meta_rank; }
    __device__ unsigned int meta_group_size() const { return __meta_size; }

    __device__ int any(int pred) const
    {
        unsigned int v[32];
        unsigned int w = __cg_mw_gather(N, __any_sync(__cg_warp_lanes(), pred) ? 1u : 0u, v);
        unsigned int r = 0;
        for (unsigned int i = 0; i < w; i++)
            r |= v[i];
        return r != 0;
    }
    __device__ int all(int pred) const
    {
        unsigned int v[32];
        unsigned int w = __cg_mw_gather(N, __all_sync(__cg_warp_lanes(), pred) ? 1u : 0u, v);
        unsigned int r = 1;
        for (unsigned int i = 0; i < w; i++)
            r &= v[i];
        return r != 0;
    }
    /* the value of the member of rank SRC */
    template <class T> __device__ T shfl(T v, unsigned int src) const
    {
        static_assert(sizeof(T) <= 8, "cudarepl: shfl in a tile of more than 32 threads takes "
                                      "a value of at most 8 bytes");
        __shared__ unsigned long long values[1024];
        unsigned int rank = __cg_block_rank();
        memcpy(&values[rank], &v, sizeof(T));
        sync();
        T r;
        memcpy(&r, &values[(rank & ~(N - 1)) + src % N], sizeof(T));
        sync();
        return r;
    }
};

#define __CG_MULTI_WARP_TILE(N)                                                                   \
    template <> class thread_block_tile<N> : public __cg_multi_warp_tile<N> {                    \
    public:                                                                                       \
        __device__ thread_block_tile(unsigned int meta_rank, unsigned int meta_size)              \
            : __cg_multi_warp_tile<N>(meta_rank, meta_size) {}                                    \
    };
__CG_MULTI_WARP_TILE(64)
__CG_MULTI_WARP_TILE(128)
__CG_MULTI_WARP_TILE(256)
__CG_MULTI_WARP_TILE(512)
__CG_MULTI_WARP_TILE(1024)
#undef __CG_MULTI_WARP_TILE

/* invoke_one(group, f, args...): one member (rank 0) calls f(args...) */
template <class G, class F, class... A>
__device__ void invoke_one(const G &g, F f, A... args)
{
    if (g.thread_rank() == 0)
        f(args...);
}

/* invoke_one_broadcast(group, f, args...): rank 0 calls f(args...), and every member of the
 * tile or coalesced group gets what it returned (a shuffle from rank 0, as CUDA limits it to
 * the groups that shuffle) */
template <class G, class F, class... A>
__device__ auto invoke_one_broadcast(const G &g, F f, A... args)
{
    using R = decltype(f(args...));
    R r = R();
    if (g.thread_rank() == 0)
        r = f(args...);
    return g.shfl(r, 0);
}

/* ---- Partitions ------------------------------------------------------------------------ */

template <unsigned int N>
__device__ thread_block_tile<N> tiled_partition(const thread_block &parent)
{
    return thread_block_tile<N>(parent.thread_rank() / N, (parent.size() + N - 1) / N);
}

template <unsigned int N, unsigned int M>
__device__ thread_block_tile<N> tiled_partition(const thread_block_tile<M> &parent)
{
    static_assert(N <= M, "tiled_partition<N>(tile): a tile of a tile of M threads is at most M threads");
    return thread_block_tile<N>(parent.thread_rank() / N, M / N);
}

/* tiled_partition(parent, n) with n known at run time: n must be a power of two up to 32 (as
 * in CUDA, another size stops the kernel). */
__device__ inline bool __cg_valid_tile(unsigned int n)
{
    if (n == 0 || n > 32 || (n & (n - 1)) != 0) {
        __trap();
        return false;
    }
    return true;
}

/* the tile of N of the group MASK (ranked by lane) that holds this thread */
__device__ inline coalesced_group __cg_tile_of(unsigned int mask, unsigned int n)
{
    unsigned int rank = __popc(mask & __cg_lanes_below()), size = __popc(mask);
    unsigned int first = rank & ~(n - 1), tile = 0, seen = 0;
    for (unsigned int lane = 0; lane < 32; lane++) {
        if (!(mask >> lane & 1u))
            continue;
        if (seen >= first && seen < first + n)
            tile |= 1u << lane;
        seen++;
    }
    return coalesced_group(tile, rank / n, (size + n - 1) / n);
}

__device__ inline coalesced_group tiled_partition(const coalesced_group &parent, unsigned int n)
{
    if (!__cg_valid_tile(n))
        return parent;
    return __cg_tile_of(parent.__mask, n);
}

__device__ inline thread_group tiled_partition(const thread_group &parent, unsigned int n)
{
    if (!__cg_valid_tile(n))
        return parent;
    if (parent.__kind == __CG_COALESCED)
        return __cg_tile_of(parent.__mask, n);
    /* a tile of the block: the threads of ranks [r & ~(n-1), +n) that exist */
    unsigned int rank = __cg_block_rank(), size = __cg_block_size();
    unsigned int first = rank & ~(n - 1);
    unsigned int len = size - first < n ? size - first : n;
    unsigned int mask = (len == 32 ? 0xffffffffu : (1u << len) - 1u) << (__cg_lane() & ~(n - 1));
    return thread_group(__CG_COALESCED, mask, rank / n, (size + n - 1) / n);
}

/* the members of PARENT whose LABEL equals this thread's */
__device__ inline coalesced_group labeled_partition(const coalesced_group &parent, int label)
{
    return coalesced_group(__match_any_sync(parent.__mask, label));
}

template <unsigned int N>
__device__ coalesced_group labeled_partition(const thread_block_tile<N> &parent, int label)
{
    return coalesced_group(__match_any_sync(parent.__mask, label));
}

/* the members of PARENT whose PRED is as this thread's */
__device__ inline coalesced_group binary_partition(const coalesced_group &parent, bool pred)
{
    unsigned int set = __ballot_sync(parent.__mask, pred);
    return coalesced_group(pred ? set : parent.__mask & ~set);
}

template <unsigned int N>
__device__ coalesced_group binary_partition(const thread_block_tile<N> &parent, bool pred)
{
    unsigned int set = __ballot_sync(parent.__mask, pred);
    return coalesced_group(pred ? set : parent.__mask & ~set);
}

/* ---- Free functions ------------------------------------------------------------------- */

template <class G>
__device__ void sync(const G &g) { g.sync(); }

template <class G>
__device__ unsigned long long thread_rank(const G &g) { return g.thread_rank(); }

template <class G>
__device__ unsigned long long group_size(const G &g) { return g.size(); }

} /* namespace cooperative_groups */

#endif
