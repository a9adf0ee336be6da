// Object lifetimes in device code (CUDA C++ Programming Guide §5.3, C++ Language Support;
// §5.3.7.4, malloc() and free(): new and delete use the device heap): destructors run at the
// end of every scope, newest first — also on return, break and continue — and new/delete
// construct and destroy objects on the device heap.
#include <cstdio>

struct Tracer {
    int id;
    __device__ Tracer(int i) : id(i) { printf("ctor %d\n", id); }
    __device__ ~Tracer() { printf("dtor %d\n", id); }
};

__device__ int f(int x)
{
    Tracer a(10);
    if (x > 0) {
        Tracer b(11);
        return x * 2;
    }
    Tracer c(12);
    return -1;
}

struct Node {
    int v;
    Node *next;
    __device__ Node(int x, Node *n) : v(x), next(n) {}
    __device__ ~Node() { printf("delete node %d\n", v); }
};

__global__ void kernel()
{
    {
        Tracer t(1);
        Tracer u(2);
    }
    for (int i = 0; i < 3; i++) {
        Tracer l(100 + i);
        if (i == 0)
            continue;
        if (i == 1)
            break;
    }
    printf("f(5)=%d\n", f(5));
    printf("f(-5)=%d\n", f(-5));
    int *squares = new int[4];
    for (int i = 0; i < 4; i++)
        squares[i] = i * i;
    Node *head = nullptr;
    for (int i = 0; i < 3; i++)
        head = new Node(i, head);
    int sum = 0;
    for (Node *n = head; n; n = n->next)
        sum += n->v;
    float *x = new float(2.5f);
    printf("squares[3]=%d sum=%d *x=%.1f\n", squares[3], sum, *x);
    while (head) {
        Node *n = head->next;
        delete head;
        head = n;
    }
    delete[] squares;
    delete x;
    Tracer last(99);
}

int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
