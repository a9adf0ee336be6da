/* fuzz_cell.c — the REPL's and the Jupyter kernel's question "is this cell complete?"
 * (cr_is_complete: the continuation prompt, is_complete_request), which scans every keystroke
 * of a half-typed cell with its own bracket, string and comment scanner. Property: the answer
 * is one of the three, and a cell magic or ":litmus" block ended by a blank line is complete.
 */
#include <string.h>

#include "cudarepl.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text)
        return 0;
    cr_completeness c = cr_is_complete(NULL, text); /* it needs no session */
    fuzz_check(c == CR_INPUT_COMPLETE || c == CR_INPUT_INCOMPLETE || c == CR_INPUT_INVALID);
    if (size > 2 && text[0] == '%' && text[1] == '%' && !memchr(data, 0, size)) {
        char *ended = malloc(size + 3);
        if (ended) {
            memcpy(ended, text, size);
            memcpy(ended + size, "\n\n", 3);
            fuzz_check(cr_is_complete(NULL, ended) == CR_INPUT_COMPLETE);
            free(ended);
        }
    }
    free(text);
    return 0;
}
