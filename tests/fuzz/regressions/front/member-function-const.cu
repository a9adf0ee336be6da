struct S { int x; __device__ int get() const; };
