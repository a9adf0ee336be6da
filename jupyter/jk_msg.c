/* jk_msg.c — frames, signing, parsing and building of Jupyter messages.
 *
 * Verification happens before anything is parsed: a message whose signature does not match is
 * refused without looking at its JSON, and only verified signatures enter the replay memory
 * (so forged traffic cannot push real signatures out of it). Comparison is constant-time.
 */
#include "jk_msg.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/time.h>
#include <time.h>

/* ---- frames ---------------------------------------------------------------------------- */

void jk_frames_init(jk_frames *f) { memset(f, 0, sizeof *f); }

int jk_frames_push_take(jk_frames *f, char *data, size_t len)
{
    if (f->n == f->cap) {
        size_t cap = f->cap ? f->cap * 2 : 8;
        jk_frame *v = realloc(f->v, cap * sizeof *v);
        if (!v) { free(data); return -1; }
        f->v = v;
        f->cap = cap;
    }
    f->v[f->n].data = data;
    f->v[f->n].len = len;
    f->n++;
    return 0;
}

int jk_frames_push(jk_frames *f, const void *data, size_t len)
{
    char *copy = malloc(len + 1);
    if (!copy) return -1;
    if (len) memcpy(copy, data, len);
    copy[len] = '\0';
    return jk_frames_push_take(f, copy, len);
}

void jk_frames_free(jk_frames *f)
{
    for (size_t i = 0; i < f->n; i++) free(f->v[i].data);
    free(f->v);
    jk_frames_init(f);
}

/* ---- messages -------------------------------------------------------------------------- */

void jk_msg_init(jk_msg *m) { memset(m, 0, sizeof *m); }

void jk_msg_free(jk_msg *m)
{
    jk_frames_free(&m->idents);
    jk_frames_free(&m->buffers);
    json_decref(m->header);
    json_decref(m->parent_header);
    json_decref(m->metadata);
    json_decref(m->content);
    jk_msg_init(m);
}

const char *jk_msg_type(const jk_msg *m)
{
    const char *t = json_string_value(json_object_get(m->header, "msg_type"));
    return t ? t : "";
}

const char *jk_msg_status_text(jk_msg_status s)
{
    switch (s) {
    case JK_MSG_OK: return "ok";
    case JK_MSG_NOMEM: return "out of memory";
    case JK_MSG_NO_DELIM: return "no <IDS|MSG> delimiter";
    case JK_MSG_SHORT: return "too few frames";
    case JK_MSG_UNSIGNED: return "unsigned message";
    case JK_MSG_BAD_SIGNATURE: return "invalid signature";
    case JK_MSG_REPLAYED: return "replayed signature";
    case JK_MSG_BAD_JSON: return "malformed JSON";
    case JK_MSG_BAD_HEADER: return "malformed header";
    }
    return "?";
}

/* ---- signing --------------------------------------------------------------------------- */

int jk_signer_init(jk_signer *s, const char *scheme, const void *key, size_t key_len)
{
    memset(s, 0, sizeof *s);
    if (!scheme || !*scheme) scheme = "hmac-sha256";
    if (strncmp(scheme, "hmac-", 5) != 0 || strlen(scheme) >= sizeof s->scheme) return -1;
    const EVP_MD *md = EVP_get_digestbyname(scheme + 5);
    if (!md || (size_t)EVP_MD_get_size(md) * 2 > JK_SIG_HEX_MAX) return -1;
    strcpy(s->scheme, scheme);
    if (key_len == 0) return 0; /* signing off */
    s->key = malloc(key_len);
    if (!s->key) return -1;
    memcpy(s->key, key, key_len);
    s->key_len = key_len;
    s->md = md;
    return 0;
}

void jk_signer_free(jk_signer *s)
{
    if (s->key) OPENSSL_cleanse(s->key, s->key_len);
    free(s->key);
    memset(s, 0, sizeof *s);
}

size_t jk_sign(const jk_signer *s, const jk_frame parts[4], char *out)
{
    out[0] = '\0';
    if (!s->md) return 0;
    size_t total = 0;
    for (int i = 0; i < 4; i++) total += parts[i].len;
    unsigned char *buf = malloc(total ? total : 1);
    if (!buf) return 0;
    size_t o = 0;
    for (int i = 0; i < 4; i++) {
        if (parts[i].len) memcpy(buf + o, parts[i].data, parts[i].len);
        o += parts[i].len;
    }
    unsigned char mac[EVP_MAX_MD_SIZE];
    unsigned mac_len = 0;
    unsigned char *r = HMAC(s->md, s->key, (int)s->key_len, buf, total, mac, &mac_len);
    free(buf);
    if (!r) return 0;
    static const char hex[] = "0123456789abcdef";
    for (unsigned i = 0; i < mac_len; i++) {
        out[2 * i] = hex[mac[i] >> 4];
        out[2 * i + 1] = hex[mac[i] & 15];
    }
    out[2 * mac_len] = '\0';
    return 2 * (size_t)mac_len;
}

/* ---- replay memory --------------------------------------------------------------------- */

int jk_replay_init(jk_replay *r, size_t cap)
{
    memset(r, 0, sizeof *r);
    r->ring = calloc(cap ? cap : 1, sizeof *r->ring);
    if (!r->ring) return -1;
    r->cap = cap ? cap : 1;
    return 0;
}

void jk_replay_free(jk_replay *r)
{
    free(r->ring);
    memset(r, 0, sizeof *r);
}

int jk_replay_check_add(jk_replay *r, const char *sig)
{
    for (size_t i = 0; i < r->used; i++)
        if (strcmp(r->ring[i], sig) == 0) return 1;
    snprintf(r->ring[r->next], sizeof r->ring[0], "%s", sig);
    r->next = (r->next + 1) % r->cap;
    if (r->used < r->cap) r->used++;
    return 0;
}

/* ---- parsing --------------------------------------------------------------------------- */

static jk_msg_status fail(jk_msg_error *err, jk_msg_status st, const char *detail)
{
    if (err) {
        err->status = st;
        snprintf(err->detail, sizeof err->detail, "%s%s%s", jk_msg_status_text(st),
                 detail && *detail ? ": " : "", detail ? detail : "");
    }
    return st;
}

static json_t *load_object(const jk_frame *f, const char *what, jk_msg_error *err, int *bad)
{
    json_error_t je;
    json_t *j = json_loadb(f->data, f->len, 0, &je);
    if (!j || !json_is_object(j)) {
        char d[160];
        snprintf(d, sizeof d, "%.20s: %.120s", what, j ? "not an object" : je.text);
        json_decref(j);
        fail(err, JK_MSG_BAD_JSON, d);
        *bad = 1;
        return NULL;
    }
    return j;
}

static jk_msg_status verify(const jk_signer *s, jk_replay *replay, const jk_frame *sig,
                            const jk_frame *parts, jk_msg_error *err)
{
    if (!s->md) return JK_MSG_OK;
    if (sig->len == 0) return fail(err, JK_MSG_UNSIGNED, NULL);
    char want[JK_SIG_HEX_MAX + 1];
    size_t n = jk_sign(s, parts, want);
    if (n == 0) return fail(err, JK_MSG_NOMEM, NULL);
    if (sig->len != n || CRYPTO_memcmp(sig->data, want, n) != 0)
        return fail(err, JK_MSG_BAD_SIGNATURE, NULL);
    if (replay && jk_replay_check_add(replay, want)) return fail(err, JK_MSG_REPLAYED, NULL);
    return JK_MSG_OK;
}

static jk_msg_status take_parts(const jk_frame *p, jk_msg *out, jk_msg_error *err)
{
    int bad = 0;
    out->header = load_object(&p[0], "header", err, &bad);
    if (!bad) out->parent_header = load_object(&p[1], "parent_header", err, &bad);
    if (!bad) out->metadata = load_object(&p[2], "metadata", err, &bad);
    if (!bad) out->content = load_object(&p[3], "content", err, &bad);
    if (bad) return JK_MSG_BAD_JSON;
    if (!json_is_string(json_object_get(out->header, "msg_type")) ||
        !json_is_string(json_object_get(out->header, "msg_id")))
        return fail(err, JK_MSG_BAD_HEADER, "msg_id and msg_type must be strings");
    return JK_MSG_OK;
}

jk_msg_status jk_msg_parse(const jk_signer *s, jk_replay *replay, const jk_frame *frames,
                           size_t n, jk_msg *out, jk_msg_error *err)
{
    jk_msg_init(out);
    if (err) { err->status = JK_MSG_OK; err->detail[0] = '\0'; }
    size_t d = 0;
    while (d < n && !(frames[d].len == strlen(JK_DELIM) &&
                      memcmp(frames[d].data, JK_DELIM, frames[d].len) == 0))
        d++;
    if (d == n) return fail(err, JK_MSG_NO_DELIM, NULL);
    if (n - d - 1 < 5) return fail(err, JK_MSG_SHORT, NULL);
    const jk_frame *sig = &frames[d + 1], *parts = &frames[d + 2];
    jk_msg_status st = verify(s, replay, sig, parts, err);
    if (st == JK_MSG_OK) st = take_parts(parts, out, err);
    for (size_t i = 0; st == JK_MSG_OK && i < d; i++)
        if (jk_frames_push(&out->idents, frames[i].data, frames[i].len)) st = JK_MSG_NOMEM;
    for (size_t i = d + 6; st == JK_MSG_OK && i < n; i++)
        if (jk_frames_push(&out->buffers, frames[i].data, frames[i].len)) st = JK_MSG_NOMEM;
    if (st == JK_MSG_NOMEM) fail(err, st, NULL);
    if (st != JK_MSG_OK) jk_msg_free(out);
    return st;
}

/* ---- serializing ----------------------------------------------------------------------- */

static int push_json(jk_frames *f, const json_t *j)
{
    json_t *empty = NULL;
    if (!j) j = empty = json_object();
    char *text = json_dumps(j, JSON_COMPACT);
    json_decref(empty);
    if (!text) return -1;
    return jk_frames_push_take(f, text, strlen(text));
}

int jk_msg_serialize(const jk_signer *s, const jk_msg *m, jk_frames *out)
{
    jk_frames json;
    jk_frames_init(&json);
    int rc = push_json(&json, m->header) || push_json(&json, m->parent_header) ||
             push_json(&json, m->metadata) || push_json(&json, m->content);
    for (size_t i = 0; !rc && i < m->idents.n; i++)
        rc = jk_frames_push(out, m->idents.v[i].data, m->idents.v[i].len);
    if (!rc) rc = jk_frames_push(out, JK_DELIM, strlen(JK_DELIM));
    if (!rc) {
        char sig[JK_SIG_HEX_MAX + 1];
        size_t len = jk_sign(s, json.v, sig);
        if (s->md && len == 0) rc = -1;
        else rc = jk_frames_push(out, sig, len);
    }
    for (size_t i = 0; !rc && i < 4; i++) {
        rc = jk_frames_push_take(out, json.v[i].data, json.v[i].len);
        json.v[i].data = NULL;
    }
    for (size_t i = 0; !rc && i < m->buffers.n; i++)
        rc = jk_frames_push(out, m->buffers.v[i].data, m->buffers.v[i].len);
    jk_frames_free(&json);
    return rc ? -1 : 0;
}

/* ---- building -------------------------------------------------------------------------- */

void jk_uuid4(char out[37])
{
    unsigned char b[16];
    size_t got = 0;
    while (got < sizeof b) {
        ssize_t r = getrandom(b + got, sizeof b - got, 0);
        if (r <= 0) break;
        got += (size_t)r;
    }
    if (got < sizeof b) { /* no entropy source: still unique enough for ids within a run */
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        for (size_t i = got; i < sizeof b; i++)
            b[i] = (unsigned char)((ts.tv_nsec >> (i % 4 * 8)) ^ (long)i);
    }
    b[6] = (unsigned char)((b[6] & 0x0F) | 0x40);
    b[8] = (unsigned char)((b[8] & 0x3F) | 0x80);
    snprintf(out, 37, "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x",
             b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12],
             b[13], b[14], b[15]);
}

void jk_iso_now(char out[40])
{
    struct timeval tv;
    gettimeofday(&tv, NULL);
    struct tm tm;
    gmtime_r(&tv.tv_sec, &tm);
    size_t n = strftime(out, 40, "%Y-%m-%dT%H:%M:%S", &tm);
    snprintf(out + n, 40 - n, ".%06ldZ", (long)tv.tv_usec);
}

json_t *jk_header_new(const jk_origin *o, const char *msg_type)
{
    char id[37], date[40];
    jk_uuid4(id);
    jk_iso_now(date);
    return json_pack("{s:s, s:s, s:s, s:s, s:s, s:s}", "msg_id", id, "session", o->session,
                     "username", o->username ? o->username : "kernel", "date", date,
                     "msg_type", msg_type, "version", JK_PROTOCOL_VERSION);
}

int jk_msg_build(jk_msg *m, const jk_origin *o, const jk_msg *parent, const char *msg_type,
                 json_t *content, int route)
{
    jk_msg_init(m);
    m->header = jk_header_new(o, msg_type);
    m->parent_header = parent && parent->header ? json_deep_copy(parent->header) : json_object();
    m->metadata = json_object();
    m->content = content ? content : json_object();
    int rc = !m->header || !m->parent_header || !m->metadata || !m->content;
    for (size_t i = 0; !rc && route && parent && i < parent->idents.n; i++)
        rc = jk_frames_push(&m->idents, parent->idents.v[i].data, parent->idents.v[i].len);
    if (rc) jk_msg_free(m);
    return rc ? -1 : 0;
}
