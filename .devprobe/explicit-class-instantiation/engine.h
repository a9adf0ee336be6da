// A class template whose member functions are defined in another file, which instantiates
// them explicitly (as NVIDIA's Monte Carlo samples do).
template <typename Real> struct Engine {
    int device;
    Engine(int d) : device(d) {}
    Real operator()(int n);
};

// The shared-memory accessor of NVIDIA's samples: the primary template cannot be used, each
// type has an explicit specialisation.
template <typename T> struct SharedMemory {
    virtual __device__ T &operator[](int i) = 0;
};
template <> struct SharedMemory<float> {
    __device__ float &operator[](int i) { extern __shared__ float s_float[]; return s_float[i]; }
};
template <> struct SharedMemory<double> {
    __device__ double &operator[](int i) { extern __shared__ double s_double[]; return s_double[i]; }
};
