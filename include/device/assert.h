/* assert for device code (§5.4.10.1): a failing assertion prints
 * "FILE:LINE: FUNCTION: block: [x,y,z], thread: [x,y,z] Assertion `EXPR` failed." and stops the
 * kernel with cudaErrorAssert. */
#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) ((e) ? (void)0 : __cr_assert_fail(#e, __FILE__, __LINE__))
#endif
