// the function templates of explicit-instantiation.cu: declared here, defined and explicitly
// instantiated in kernels.cu
template <class T> void twice(int n, T *p);
template <class T> T total(const T *p, int n);
