// Found through -I inc (nvcc-options.cu).
#define HELPER_OFFSET 100
static inline const char *helper_name() { return "options-helper.h"; }
