#include <criterion/criterion.h>
#include <string.h>

#include "cudarepl.h"

Test(smoke, vecadd)
{
    cr_session *s = cr_session_new(NULL, NULL, NULL);
    cr_assert_eq(cr_compile_device(s, "t.cu",
        "__global__ void add(const float *a, const float *b, float *c, int n) {\n"
        "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
        "  if (i < n) c[i] = a[i] + b[i];\n"
        "}\n"), CR_OK);
    float a[100], b[100], c[100];
    for (int i = 0; i < 100; i++) { a[i] = i; b[i] = 2 * i; }
    uint64_t da, db, dc;
    cr_assert_eq(cr_device_alloc(s, &da, sizeof a), CR_OK);
    cr_assert_eq(cr_device_alloc(s, &db, sizeof b), CR_OK);
    cr_assert_eq(cr_device_alloc(s, &dc, sizeof c), CR_OK);
    cr_assert_eq(cr_memcpy_htod(s, da, a, sizeof a), CR_OK);
    cr_assert_eq(cr_memcpy_htod(s, db, b, sizeof b), CR_OK);
    int n = 100;
    void *args[] = {&da, &db, &dc, &n};
    cr_dim3 g = {4, 1, 1}, bl = {32, 1, 1};
    cr_assert_eq(cr_launch(s, "add", g, bl, 0, args), 0);
    cr_assert_eq(cr_memcpy_dtoh(s, c, dc, sizeof c), CR_OK);
    for (int i = 0; i < 100; i++)
        cr_assert_eq(c[i], 3.0f * i);
    cr_session_free(s);
}
