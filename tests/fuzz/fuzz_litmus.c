/* fuzz_litmus.c — litmus mode on one file's text (`cudarepl --litmus FILE`): the PTX-litmus
 * parser (format 1) or the CUDA C litmus front end (format 2, text starting with "CUDA"), the
 * enumerator and herd7's output; with the first byte odd, also JSON, the explanation and its
 * picture. The enumerator's budget is small (10,000 rf choices) so that an input costs
 * milliseconds; hitting it is an answer ("bound reached"), not a finding.
 */
#include "devmodel/litmus/litmus.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text)
        return 0;
    lit_request q;
    lit_request_default(&q);
    q.run.max_candidates = 10000;
    if (size > 0 && (data[0] & 1)) {
        q.json = 1;
        q.explain = 1;
        q.suggest = 0;
        q.svg = 1;
    }
    lit_output out;
    int st = lit_run_text("fuzz.litmus", text, &q, &out);
    fuzz_check(st == out.status && st >= -1 && st <= 1);
    fuzz_check(out.text != NULL || st == -1);
    lit_output_free(&out);
    free(text);
    return 0;
}
