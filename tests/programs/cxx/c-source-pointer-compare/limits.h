/* A header of the C file: in a .c file its comparison of a pointer with an integer is C, which
 * gcc only warns about; included from C++ it would be an error. */
static int past_end(const int *p, long end) { return p == end; }
