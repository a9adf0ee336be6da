// seed 000 §5.4.10.1 (assertion): a failing device assert stops the kernel and prints
// FILE:LINE: FUNCTION: block: [...], thread: [...] Assertion `EXPR` failed. on stderr at the
// synchronisation. The guide's program verbatim (its file is test.cu, so the guide shows
// "test.cu:11: void testAssert(): ..."; here the file name and line are this file's).
#include <assert.h>

 __global__ void testAssert(void) {
     int is_one        = 1;
     int should_be_one = 0;

      // this has no effect
      assert(is_one);

      // this stops the kernel
      assert(should_be_one);
 }

 int main(void) {
     testAssert<<<1,1>>>();
     cudaDeviceSynchronize();
     return 0;
 }
