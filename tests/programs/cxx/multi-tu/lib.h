// The host library of multi-tu.cu: a class with a member function and free functions.
struct Stats {
    double sum;
    float max;
    int n;
    double mean() const { return n ? sum / n : 0.0; }
};
Stats summarize(const float *p, int n);
const char *lib_describe();
const char *kern_describe();
