// Host dialect: GCC's __sync and __atomic builtins on the host (docs/host-code.md), on 8-,
// 16-, 32- and 64-bit integers and on pointers; and the guide's own use (seed 000 §5.4.5.1: the
// CPU and the GPU update one managed integer atomically, atomicAdd_system on the device,
// __sync_fetch_and_add on the host; the guide's `<<<...>>>` is <<<1, 1>>> here). The expected
// output is an H200's (nvcc -arch=sm_90, g++ as the host compiler).
#include <stdio.h>

__global__ void atomicAdd_kernel(int* addr) {
    atomicAdd_system(addr, 10);
}

static int test_atomicAdd(int device_id) {
    int* addr;
    cudaMallocManaged(&addr, 4);
    *addr = 0;

    cudaDeviceProp deviceProp;
    cudaGetDeviceProperties(&deviceProp, device_id);
    if (deviceProp.concurrentManagedAccess != 1) {
        return -1; // the device cannot access managed memory coherently with the CPU
    }

    atomicAdd_kernel<<<1, 1>>>(addr);
    __sync_fetch_and_add(addr, 10); // a CPU atomic
    cudaDeviceSynchronize();
    return *addr;
}

int main()
{
    int i = 5, r, s, t;
    unsigned long long ull = 1ull << 40;
    signed char ch = 100;
    short sh = -3;
    r = __sync_fetch_and_add(&i, 3);
    printf("fetch_and_add %d -> %d\n", r, i);
    r = __sync_add_and_fetch(&i, 2);
    printf("add_and_fetch %d\n", r);
    r = __sync_sub_and_fetch(&i, 1);
    s = __sync_fetch_and_sub(&i, 4);
    printf("sub_and_fetch %d fetch_and_sub %d -> %d\n", r, s, i);
    r = __sync_fetch_and_or(&i, 0x10);
    s = __sync_fetch_and_and(&i, 0x1c);
    t = __sync_fetch_and_xor(&i, 0xff);
    printf("or %d and %d xor %d -> %d\n", r, s, t, i);
    r = __sync_or_and_fetch(&i, 0x100);
    s = __sync_and_and_fetch(&i, 0x1f0);
    t = __sync_xor_and_fetch(&i, 1);
    printf("or_and_fetch %d and_and_fetch %d xor_and_fetch %d\n", r, s, t);
    r = __sync_fetch_and_nand(&i, 6);
    printf("fetch_and_nand %d -> %d\n", r, i);
    unsigned long long u0 = __sync_fetch_and_add(&ull, 1ull << 40);
    printf("ull %llu -> %llu\n", u0, ull);
    int c0 = __sync_fetch_and_add(&ch, 100);
    printf("signed char %d -> %d (wraps)\n", c0, ch);
    int s0 = __sync_add_and_fetch(&sh, -5);
    printf("short %d -> %d\n", s0, sh);
    int cas = 1;
    r = __sync_val_compare_and_swap(&cas, 1, 7);
    printf("val_cas %d -> %d\n", r, cas);
    bool b1 = __sync_bool_compare_and_swap(&cas, 1, 9);
    bool b2 = __sync_bool_compare_and_swap(&cas, 7, 9);
    printf("bool_cas %d %d -> %d\n", b1, b2, cas);
    int lock = 0;
    r = __sync_lock_test_and_set(&lock, 1);
    printf("test_and_set %d -> %d\n", r, lock);
    __sync_lock_release(&lock);
    __sync_synchronize();
    printf("released %d\n", lock);
    int arr[4] = {1, 2, 3, 4};
    int *ptr = arr;
    int *old = __sync_fetch_and_add(&ptr, 1);
    printf("pointer %d, moved by %ld bytes\n", *old, (long)((char *)ptr - (char *)arr));
    long v = 40;
    printf("atomic load %ld\n", __atomic_load_n(&v, __ATOMIC_SEQ_CST));
    __atomic_store_n(&v, 41, __ATOMIC_RELEASE);
    long f0 = __atomic_fetch_add(&v, 1, __ATOMIC_RELAXED);
    printf("atomic fetch_add %ld -> %ld\n", f0, v);
    long f1 = __atomic_add_fetch(&v, 8, __ATOMIC_ACQ_REL);
    long f2 = __atomic_fetch_sub(&v, 2, __ATOMIC_SEQ_CST);
    long f3 = __atomic_fetch_or(&v, 1, __ATOMIC_SEQ_CST);
    printf("atomic add_fetch %ld fetch_sub %ld fetch_or %ld -> %ld\n", f1, f2, f3, v);
    long x0 = __atomic_exchange_n(&v, 3, __ATOMIC_SEQ_CST);
    printf("atomic exchange %ld -> %ld\n", x0, v);
    long expected = 3;
    bool ok = __atomic_compare_exchange_n(&v, &expected, 4, false, __ATOMIC_SEQ_CST,
                                          __ATOMIC_SEQ_CST);
    long expected2 = 3;
    bool ok2 = __atomic_compare_exchange_n(&v, &expected2, 5, false, __ATOMIC_SEQ_CST,
                                           __ATOMIC_SEQ_CST);
    printf("atomic cas %d %d expected2 %ld v %ld\n", ok, ok2, expected2, v);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    printf("test_atomicAdd %d\n", test_atomicAdd(0));
    return 0;
}
