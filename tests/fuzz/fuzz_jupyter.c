/* fuzz_jupyter.c — the Jupyter message decoder and its signature check (jupyter/jk_msg.c), as
 * the kernel runs them on every message a client sends. The input is a mode byte and then the
 * frames, one per line. Mode (first byte % 3): 0, signing off; 1, signed with a key the input
 * does not know (a forgery must be refused); 2, the harness signs the four JSON frames itself,
 * so that the JSON is reached under a valid signature and a second delivery is a replay.
 * Properties: a forgery never passes; a valid signature passes once; a message that parses
 * serializes and parses back to the same type.
 */
#include <string.h>

#include "jupyter/jk_msg.h"
#include "tests/fuzz/fuzz.h"

static const char key[] = "fuzz-key-0123456789";

static void split(const uint8_t *data, size_t size, jk_frames *f)
{
    size_t start = 0;
    for (size_t i = 0; i <= size; i++) {
        if (i == size || data[i] == '\n') {
            if (jk_frames_push(f, data + start, i - start))
                return;
            start = i + 1;
        }
    }
}

static void roundtrip(const jk_signer *s, const jk_msg *m)
{
    jk_frames wire;
    jk_frames_init(&wire);
    if (jk_msg_serialize(s, m, &wire) == 0) {
        jk_msg back;
        jk_msg_error err;
        fuzz_check(jk_msg_parse(s, NULL, wire.v, wire.n, &back, &err) == JK_MSG_OK);
        fuzz_check(strcmp(jk_msg_type(&back), jk_msg_type(m)) == 0);
        jk_msg_free(&back);
    }
    jk_frames_free(&wire);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    int mode = data[0] % 3;
    jk_signer s;
    if (jk_signer_init(&s, "hmac-sha256", key, mode ? strlen(key) : 0))
        return 0;
    jk_replay replay;
    if (jk_replay_init(&replay, 8)) {
        jk_signer_free(&s);
        return 0;
    }
    jk_frames f;
    jk_frames_init(&f);
    split(data + 1, size - 1, &f);
    size_t d = 0;
    while (d < f.n && strcmp(f.v[d].data, JK_DELIM) != 0)
        d++;
    if (mode == 2 && d + 6 <= f.n) {
        char sig[JK_SIG_HEX_MAX + 1];
        size_t len = jk_sign(&s, &f.v[d + 2], sig);
        free(f.v[d + 1].data);
        f.v[d + 1].data = strdup(sig);
        f.v[d + 1].len = len;
    }
    jk_msg m;
    jk_msg_error err;
    jk_msg_status st = jk_msg_parse(&s, &replay, f.v, f.n, &m, &err);
    fuzz_check(strlen(jk_msg_status_text(st)) > 0);
    if (mode == 1)
        fuzz_check(st != JK_MSG_OK && st != JK_MSG_BAD_JSON && st != JK_MSG_BAD_HEADER);
    if (st == JK_MSG_OK) {
        roundtrip(&s, &m);
        jk_msg_free(&m);
    }
    if (mode == 2 && (st == JK_MSG_OK || st == JK_MSG_BAD_JSON || st == JK_MSG_BAD_HEADER)) {
        jk_msg again;
        fuzz_check(jk_msg_parse(&s, &replay, f.v, f.n, &again, &err) == JK_MSG_REPLAYED);
    }
    jk_frames_free(&f);
    jk_replay_free(&replay);
    jk_signer_free(&s);
    return 0;
}
