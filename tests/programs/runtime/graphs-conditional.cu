// Conditional graph nodes (CUDA C++ Programming Guide §3.2.8.7.8, "Conditional Graph Nodes"):
// a kernel sets a handle's value with cudaGraphSetConditional, and an if, if/else, while or
// switch node runs its body graphs by it; a handle's default value is set at each launch.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) printf("line %d: %s -> %s\n", __LINE__, #x, cudaGetErrorName(e_)); } while (0)

__global__ void set_from(const int *v, cudaGraphConditionalHandle h)
{
    cudaGraphSetConditional(h, (unsigned)*v);
}

__global__ void say(int what) { printf("body %d ran\n", what); }

__global__ void count_down(int *counter, cudaGraphConditionalHandle h)
{
    --*counter;
    printf("counter now %d\n", *counter);
    cudaGraphSetConditional(h, *counter > 0);
}

static cudaGraphNode_t add_kernel(cudaGraph_t g, const cudaGraphNode_t *dep, void *f, void **args)
{
    cudaGraphNodeParams p = {cudaGraphNodeTypeKernel};
    p.kernel.func = f;
    p.kernel.gridDim = dim3(1);
    p.kernel.blockDim = dim3(1);
    p.kernel.kernelParams = args;
    cudaGraphNode_t n;
    CHECK(cudaGraphAddNode(&n, g, dep, NULL, dep ? 1 : 0, &p));
    return n;
}

int main()
{
    int *d_value, *d_counter;
    CHECK(cudaMalloc(&d_value, sizeof(int)));
    CHECK(cudaMalloc(&d_counter, sizeof(int)));
    int ids[4] = {0, 1, 2, 3};

    /* if / else */
    {
        cudaGraph_t g;
        CHECK(cudaGraphCreate(&g, 0));
        cudaGraphConditionalHandle h;
        CHECK(cudaGraphConditionalHandleCreate(&h, g));
        void *args[] = {&d_value, &h};
        cudaGraphNode_t k = add_kernel(g, NULL, (void *)set_from, args);
        cudaGraphNodeParams cp = {cudaGraphNodeTypeConditional};
        cp.conditional.handle = h;
        cp.conditional.type = cudaGraphCondTypeIf;
        cp.conditional.size = 2;
        cudaGraphNode_t c;
        CHECK(cudaGraphAddNode(&c, g, &k, NULL, 1, &cp));
        void *a0[] = {&ids[1]}, *a1[] = {&ids[0]};
        add_kernel(cp.conditional.phGraph_out[0], NULL, (void *)say, a0);
        add_kernel(cp.conditional.phGraph_out[1], NULL, (void *)say, a1);
        cudaGraphExec_t x;
        CHECK(cudaGraphInstantiate(&x, g, 0));
        for (int v = 0; v < 3; v++) {
            CHECK(cudaMemcpy(d_value, &v, sizeof v, cudaMemcpyHostToDevice));
            printf("if/else with %d:\n", v);
            CHECK(cudaGraphLaunch(x, 0));
            CHECK(cudaDeviceSynchronize());
        }
        CHECK(cudaGraphExecDestroy(x));
        CHECK(cudaGraphDestroy(g));
    }

    /* while, the body counting down; the handle's default of 1 enters the loop */
    {
        cudaGraph_t g;
        CHECK(cudaGraphCreate(&g, 0));
        cudaGraphConditionalHandle h;
        CHECK(cudaGraphConditionalHandleCreate(&h, g, 1, cudaGraphCondAssignDefault));
        cudaGraphNodeParams cp = {cudaGraphNodeTypeConditional};
        cp.conditional.handle = h;
        cp.conditional.type = cudaGraphCondTypeWhile;
        cp.conditional.size = 1;
        cudaGraphNode_t c;
        CHECK(cudaGraphAddNode(&c, g, NULL, NULL, 0, &cp));
        void *args[] = {&d_counter, &h};
        add_kernel(cp.conditional.phGraph_out[0], NULL, (void *)count_down, args);
        cudaGraphExec_t x;
        CHECK(cudaGraphInstantiate(&x, g, 0));
        for (int start = 3; start >= 1; start -= 2) {
            CHECK(cudaMemcpy(d_counter, &start, sizeof start, cudaMemcpyHostToDevice));
            printf("while from %d:\n", start);
            CHECK(cudaGraphLaunch(x, 0));
            CHECK(cudaDeviceSynchronize());
        }
        CHECK(cudaGraphExecDestroy(x));
        CHECK(cudaGraphDestroy(g));
    }

    /* switch over three bodies; a value past the last runs none */
    {
        cudaGraph_t g;
        CHECK(cudaGraphCreate(&g, 0));
        cudaGraphConditionalHandle h;
        CHECK(cudaGraphConditionalHandleCreate(&h, g));
        void *args[] = {&d_value, &h};
        cudaGraphNode_t k = add_kernel(g, NULL, (void *)set_from, args);
        cudaGraphNodeParams cp = {cudaGraphNodeTypeConditional};
        cp.conditional.handle = h;
        cp.conditional.type = cudaGraphCondTypeSwitch;
        cp.conditional.size = 3;
        cudaGraphNode_t c;
        CHECK(cudaGraphAddNode(&c, g, &k, NULL, 1, &cp));
        void *b0[] = {&ids[0]}, *b1[] = {&ids[1]}, *b2[] = {&ids[2]};
        add_kernel(cp.conditional.phGraph_out[0], NULL, (void *)say, b0);
        add_kernel(cp.conditional.phGraph_out[1], NULL, (void *)say, b1);
        add_kernel(cp.conditional.phGraph_out[2], NULL, (void *)say, b2);
        cudaGraphExec_t x;
        CHECK(cudaGraphInstantiate(&x, g, 0));
        for (int v = 0; v < 4; v++) {
            CHECK(cudaMemcpy(d_value, &v, sizeof v, cudaMemcpyHostToDevice));
            printf("switch on %d:\n", v);
            CHECK(cudaGraphLaunch(x, 0));
            CHECK(cudaDeviceSynchronize());
        }
        CHECK(cudaGraphExecDestroy(x));
        CHECK(cudaGraphDestroy(g));
    }
    CHECK(cudaFree(d_value));
    CHECK(cudaFree(d_counter));
    printf("done\n");
    return 0;
}
