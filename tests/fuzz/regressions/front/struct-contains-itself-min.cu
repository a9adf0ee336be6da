struct Node { int v; Node next; };
__device__ Node n = {1};
