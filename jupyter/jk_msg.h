/* jk_msg.h — Jupyter messages: the wire format (frames) ↔ structs, and HMAC signing.
 *
 * A message on the wire is a list of frames:
 *     ident..., "<IDS|MSG>", signature, header, parent_header, metadata, content, buffer...
 * The signature is the lowercase hex HMAC (signature_scheme, e.g. "hmac-sha256", keyed with the
 * connection file's key) of the four JSON frames; an empty key means messages are not signed.
 * Everything here is a pure function of its arguments (plus a random message id and the clock
 * when a header is made), so it is tested without sockets.
 */
#ifndef JK_MSG_H
#define JK_MSG_H

#include <jansson.h>
#include <stddef.h>

#define JK_WARN_UNUSED __attribute__((warn_unused_result))
#define JK_PROTOCOL_VERSION "5.3"
#define JK_DELIM "<IDS|MSG>"
#define JK_SIG_HEX_MAX 128 /* hex digits of the longest digest (SHA-512) */

/* The five sockets of a kernel. */
typedef enum { JK_SHELL, JK_CONTROL, JK_IOPUB, JK_STDIN, JK_HEARTBEAT } jk_channel;

/* One frame: LEN owned bytes (followed by a NUL that is not part of it). */
typedef struct {
    char *data;
    size_t len;
} jk_frame;

typedef struct {
    jk_frame *v;
    size_t n, cap;
} jk_frames;

void jk_frames_init(jk_frames *f);
JK_WARN_UNUSED int jk_frames_push(jk_frames *f, const void *data, size_t len);
/* Appends DATA (malloc'ed, LEN bytes, NUL-terminated) without copying; frees it on failure. */
JK_WARN_UNUSED int jk_frames_push_take(jk_frames *f, char *data, size_t len);
void jk_frames_free(jk_frames *f);

/* A parsed message. The JSON parts are owned; buffers are kept as frames. */
typedef struct {
    jk_frames idents;
    json_t *header, *parent_header, *metadata, *content;
    jk_frames buffers;
} jk_msg;

void jk_msg_init(jk_msg *m);
void jk_msg_free(jk_msg *m);
/* header.msg_type (or "" when missing) */
const char *jk_msg_type(const jk_msg *m);

/* Why a message was refused: a diagnostic, not a printout. */
typedef enum {
    JK_MSG_OK = 0,
    JK_MSG_NOMEM,
    JK_MSG_NO_DELIM,      /* no "<IDS|MSG>" frame */
    JK_MSG_SHORT,         /* fewer than five frames after the delimiter */
    JK_MSG_UNSIGNED,      /* signing is on and the signature frame is empty */
    JK_MSG_BAD_SIGNATURE, /* the signature does not match (forged, or another key) */
    JK_MSG_REPLAYED,      /* a valid signature seen before */
    JK_MSG_BAD_JSON,      /* a JSON frame does not parse or is not an object */
    JK_MSG_BAD_HEADER,    /* the header lacks a string msg_id or msg_type */
} jk_msg_status;

typedef struct {
    jk_msg_status status;
    char detail[200];
} jk_msg_error;

const char *jk_msg_status_text(jk_msg_status s);

/* HMAC signer. */
typedef struct {
    unsigned char *key;
    size_t key_len;
    const void *md; /* EVP_MD; NULL when the key is empty (no signing) */
    char scheme[32];
} jk_signer;

/* SCHEME is "hmac-<digest>" (hmac-sha256 is what Jupyter uses). Returns 0, or -1 when the
 * scheme is unknown or memory runs out. */
JK_WARN_UNUSED int jk_signer_init(jk_signer *s, const char *scheme, const void *key,
                                  size_t key_len);
void jk_signer_free(jk_signer *s);
/* Hex signature of the four JSON frames into OUT (at least JK_SIG_HEX_MAX + 1 bytes); returns
 * its length, 0 when signing is off. */
size_t jk_sign(const jk_signer *s, const jk_frame parts[4], char *out);

/* Signatures already accepted, to refuse a replayed message (as jupyter_client does). */
typedef struct {
    char (*ring)[JK_SIG_HEX_MAX + 1];
    size_t cap, next, used;
} jk_replay;

JK_WARN_UNUSED int jk_replay_init(jk_replay *r, size_t cap);
void jk_replay_free(jk_replay *r);
/* 1 when SIG was seen; otherwise remembers it and returns 0. */
int jk_replay_check_add(jk_replay *r, const char *sig);

/* Parse and verify FRAMES into *OUT. REPLAY may be NULL. On failure *OUT is left empty and
 * *ERR says why. */
JK_WARN_UNUSED jk_msg_status jk_msg_parse(const jk_signer *s, jk_replay *replay,
                                          const jk_frame *frames, size_t n, jk_msg *out,
                                          jk_msg_error *err);

/* Serialize and sign M into *OUT (which the caller initialised). Returns 0 or -1 (memory). */
JK_WARN_UNUSED int jk_msg_serialize(const jk_signer *s, const jk_msg *m, jk_frames *out);

/* Who the kernel is in the headers it writes. */
typedef struct {
    char session[37];
    const char *username;
} jk_origin;

void jk_uuid4(char out[37]);
/* ISO 8601 UTC time with microseconds, e.g. "2024-05-01T12:00:00.123456Z". */
void jk_iso_now(char out[40]);

/* A fresh header {msg_id, session, username, date, msg_type, version}. NULL on no memory. */
json_t *jk_header_new(const jk_origin *o, const char *msg_type);

/* Build M as a message of type MSG_TYPE caused by PARENT (may be NULL: empty parent header):
 * parent_header is a copy of PARENT's header and, when ROUTE is set, the identities are
 * PARENT's (a reply goes back to the sender). Takes CONTENT (may be NULL: {}). 0 or -1. */
JK_WARN_UNUSED int jk_msg_build(jk_msg *m, const jk_origin *o, const jk_msg *parent,
                                const char *msg_type, json_t *content, int route);

#endif
