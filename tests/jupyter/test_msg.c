/* test_msg.c — the messages layer without sockets: HMAC signatures against values computed
 * independently, wire round trips, refusal of forged, unsigned, foreign-key, replayed and
 * malformed messages, parent header propagation; plus the UTF-8 helpers and the connection
 * file parser that the protocol relies on.
 */
#include "jupyter/jk_msg.h"
#include "jupyter/jk_text.h"
#include "jupyter/jk_transport.h"

#include <criterion/criterion.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static jk_frame fr(const char *s) { return (jk_frame){(char *)s, strlen(s)}; }

/* Expected values computed once with Python's hmac module, e.g.
 *   h = hmac.new(b"secret-key", digestmod=hashlib.sha256)
 *   for p in parts: h.update(p)
 *   h.hexdigest()
 * (the way jupyter_client.session.Session.sign computes it). */
Test(hmac, sha256_matches_python)
{
    jk_signer s;
    cr_assert_eq(jk_signer_init(&s, "hmac-sha256", "secret-key", 10), 0);
    jk_frame parts[4] = {fr("{\"msg_id\":\"1\",\"msg_type\":\"kernel_info_request\"}"), fr("{}"),
                         fr("{}"), fr("{}")};
    char sig[JK_SIG_HEX_MAX + 1];
    cr_assert_eq(jk_sign(&s, parts, sig), 64);
    cr_assert_str_eq(sig, "d24613c901272087168eb7a17b371d2f54d14044dca08737846f4baf86191b6a");
    jk_signer_free(&s);
}

Test(hmac, sha256_utf8_parts)
{
    jk_signer s;
    const char *key = "a4c1e3b2-9f1d-4d0e-8b7a-6c5d4e3f2a1b";
    cr_assert_eq(jk_signer_init(&s, "hmac-sha256", key, strlen(key)), 0);
    jk_frame parts[4] = {fr("{\"a\":\"\xc3\xa9\"}"), fr("{\"b\":2}"), fr("{\"c\":[1,2]}"),
                         fr("{\"code\":\"1+1\"}")};
    char sig[JK_SIG_HEX_MAX + 1];
    jk_sign(&s, parts, sig);
    cr_assert_str_eq(sig, "e0aed52f8802e82042b6fe1bef45ebdae82a2dcfcbe6533fc8744dac9fd7aa77");
    jk_signer_free(&s);
}

Test(hmac, other_schemes)
{
    jk_signer s;
    cr_assert_eq(jk_signer_init(&s, "hmac-sha512", "k", 1), 0);
    jk_frame parts[4] = {fr("{}"), fr("{}"), fr("{}"), fr("{}")};
    char sig[JK_SIG_HEX_MAX + 1];
    cr_assert_eq(jk_sign(&s, parts, sig), 128);
    cr_assert_str_eq(sig, "7210c49eb04b310b6fb04dbd1f0376908ea5ddab5bfe1fba2f7663bd93e94b69"
                          "73879fefc5105a6b4edbf4d3b8c43c7a0cde545d60ed0bde65f0581cd7a1d906");
    jk_signer_free(&s);
    cr_assert_eq(jk_signer_init(&s, "hmac-nosuchdigest", "k", 1), -1);
    cr_assert_eq(jk_signer_init(&s, "plain", "k", 1), -1);
}

Test(hmac, empty_key_means_unsigned)
{
    jk_signer s;
    cr_assert_eq(jk_signer_init(&s, "hmac-sha256", "", 0), 0);
    jk_frame parts[4] = {fr("{}"), fr("{}"), fr("{}"), fr("{}")};
    char sig[JK_SIG_HEX_MAX + 1];
    cr_assert_eq(jk_sign(&s, parts, sig), 0);
    cr_assert_str_eq(sig, "");
    jk_signer_free(&s);
}

/* ---- wire round trips ------------------------------------------------------------------ */

static const jk_origin client = {"11111111-2222-4333-8444-555555555555", "client"};

static void make_request(jk_msg *m, const char *type, json_t *content)
{
    cr_assert_eq(jk_msg_build(m, &client, NULL, type, content, 0), 0);
    cr_assert_eq(jk_frames_push(&m->idents, "id-1", 4), 0);
    cr_assert_eq(jk_frames_push(&m->idents, "\0\x01bin", 5), 0);
}

static void wire(const jk_signer *s, const jk_msg *m, jk_frames *out)
{
    jk_frames_init(out);
    cr_assert_eq(jk_msg_serialize(s, m, out), 0);
}

Test(wire, layout_and_round_trip)
{
    jk_signer s;
    cr_assert_eq(jk_signer_init(&s, "hmac-sha256", "key", 3), 0);
    jk_msg m, back;
    make_request(&m, "execute_request", json_pack("{s:s}", "code", "x = \xc3\xa9"));
    cr_assert_eq(jk_frames_push(&m.buffers, "\xff\x00raw", 5), 0);
    jk_frames f;
    wire(&s, &m, &f);
    cr_assert_eq(f.n, 2 + 1 + 1 + 4 + 1);
    cr_assert_str_eq(f.v[2].data, JK_DELIM);
    char sig[JK_SIG_HEX_MAX + 1];
    jk_sign(&s, &f.v[4], sig);
    cr_assert_str_eq(f.v[3].data, sig);
    jk_msg_error err;
    cr_assert_eq(jk_msg_parse(&s, NULL, f.v, f.n, &back, &err), JK_MSG_OK, "%s", err.detail);
    cr_assert_eq(back.idents.n, 2);
    cr_assert_eq(back.idents.v[1].len, 5);
    cr_assert_eq(memcmp(back.idents.v[1].data, "\0\x01bin", 5), 0);
    cr_assert(json_equal(back.header, m.header));
    cr_assert(json_equal(back.content, m.content));
    cr_assert_eq(back.buffers.n, 1);
    cr_assert_eq(memcmp(back.buffers.v[0].data, "\xff\x00raw", 5), 0);
    cr_assert_str_eq(jk_msg_type(&back), "execute_request");
    jk_msg_free(&m);
    jk_msg_free(&back);
    jk_frames_free(&f);
    jk_signer_free(&s);
}

Test(wire, unsigned_when_key_empty)
{
    jk_signer s;
    cr_assert_eq(jk_signer_init(&s, "hmac-sha256", "", 0), 0);
    jk_msg m, back;
    make_request(&m, "kernel_info_request", NULL);
    jk_frames f;
    wire(&s, &m, &f);
    cr_assert_eq(f.v[3].len, 0);
    cr_assert_eq(jk_msg_parse(&s, NULL, f.v, f.n, &back, NULL), JK_MSG_OK);
    jk_msg_free(&back);
    jk_msg_free(&m);
    jk_frames_free(&f);
    jk_signer_free(&s);
}

/* Serializes a request with KEY and parses it with "key". */
static jk_msg_status parse_with(const char *key, void (*tamper)(jk_frames *), jk_replay *r)
{
    jk_signer mine, theirs;
    cr_assert_eq(jk_signer_init(&mine, "hmac-sha256", "key", 3), 0);
    cr_assert_eq(jk_signer_init(&theirs, "hmac-sha256", key, strlen(key)), 0);
    jk_msg m, back;
    make_request(&m, "execute_request", json_pack("{s:s}", "code", "1"));
    jk_frames f;
    wire(&theirs, &m, &f);
    if (tamper) tamper(&f);
    jk_msg_error err;
    jk_msg_status st = jk_msg_parse(&mine, r, f.v, f.n, &back, &err);
    if (st == JK_MSG_OK) jk_msg_free(&back);
    else cr_assert_neq(err.detail[0], '\0');
    if (st != JK_MSG_OK) cr_assert_null(back.header);
    jk_msg_free(&m);
    jk_frames_free(&f);
    jk_signer_free(&mine);
    jk_signer_free(&theirs);
    return st;
}

static void replace(jk_frames *f, size_t i, const char *s)
{
    free(f->v[i].data);
    f->v[i].data = strdup(s);
    f->v[i].len = strlen(s);
}

static void forge(jk_frames *f) { f->v[3].data[0] = f->v[3].data[0] == '0' ? '1' : '0'; }
static void unsign(jk_frames *f) { replace(f, 3, ""); }
static void upper(jk_frames *f)
{
    for (size_t i = 0; i < f->v[3].len; i++) f->v[3].data[i] = (char)toupper(f->v[3].data[i]);
    replace(f, 4, "{\"msg_id\":\"a\",\"msg_type\":\"x\"}"); /* and contents changed */
}
static void change_content(jk_frames *f) { replace(f, 7, "{\"code\":\"rm -rf\"}"); }
static void drop_delim(jk_frames *f) { replace(f, 2, "<IDS|MSG"); }
static void truncate_frames(jk_frames *f)
{
    free(f->v[f->n - 1].data);
    f->n--;
}

Test(refuse, valid_message_accepted) { cr_assert_eq(parse_with("key", NULL, NULL), JK_MSG_OK); }
Test(refuse, forged_signature) { cr_assert_eq(parse_with("key", forge, NULL), JK_MSG_BAD_SIGNATURE); }
Test(refuse, missing_signature) { cr_assert_eq(parse_with("key", unsign, NULL), JK_MSG_UNSIGNED); }
Test(refuse, other_key) { cr_assert_eq(parse_with("other", NULL, NULL), JK_MSG_BAD_SIGNATURE); }
Test(refuse, unsigned_sender) { cr_assert_eq(parse_with("", NULL, NULL), JK_MSG_UNSIGNED); }
Test(refuse, tampered_content) { cr_assert_eq(parse_with("key", change_content, NULL), JK_MSG_BAD_SIGNATURE); }
Test(refuse, tampered_signature_case) { cr_assert_eq(parse_with("key", upper, NULL), JK_MSG_BAD_SIGNATURE); }
Test(refuse, no_delimiter) { cr_assert_eq(parse_with("key", drop_delim, NULL), JK_MSG_NO_DELIM); }
Test(refuse, too_few_frames) { cr_assert_eq(parse_with("key", truncate_frames, NULL), JK_MSG_SHORT); }

/* A correctly signed message whose JSON is bad. */
static jk_msg_status signed_parts(const char *h, const char *p, const char *md, const char *c)
{
    jk_signer s;
    cr_assert_eq(jk_signer_init(&s, "hmac-sha256", "key", 3), 0);
    jk_frame parts[4] = {fr(h), fr(p), fr(md), fr(c)};
    char sig[JK_SIG_HEX_MAX + 1];
    jk_sign(&s, parts, sig);
    jk_frame frames[6] = {fr(JK_DELIM), fr(sig), parts[0], parts[1], parts[2], parts[3]};
    jk_msg back;
    jk_msg_error err;
    jk_msg_status st = jk_msg_parse(&s, NULL, frames, 6, &back, &err);
    jk_msg_free(&back);
    jk_signer_free(&s);
    return st;
}

#define HDR "{\"msg_id\":\"m\",\"msg_type\":\"execute_request\"}"
Test(refuse, malformed_json)
{
    cr_assert_eq(signed_parts(HDR, "{}", "{}", "{\"code\": \"unterminated"), JK_MSG_BAD_JSON);
    cr_assert_eq(signed_parts("{not json", "{}", "{}", "{}"), JK_MSG_BAD_JSON);
    cr_assert_eq(signed_parts(HDR, "[]", "{}", "{}"), JK_MSG_BAD_JSON);
    cr_assert_eq(signed_parts(HDR, "{}", "{}", "{} trailing"), JK_MSG_BAD_JSON);
    cr_assert_eq(signed_parts(HDR, "{}", "{}", "{\"s\":\"\xff\"}"), JK_MSG_BAD_JSON);
    cr_assert_eq(signed_parts("{\"msg_id\":\"m\"}", "{}", "{}", "{}"), JK_MSG_BAD_HEADER);
    cr_assert_eq(signed_parts("{\"msg_id\":1,\"msg_type\":\"x\"}", "{}", "{}", "{}"),
                 JK_MSG_BAD_HEADER);
    cr_assert_eq(signed_parts(HDR, "{}", "{}", "{}"), JK_MSG_OK);
}

Test(refuse, replayed_message)
{
    jk_signer s;
    cr_assert_eq(jk_signer_init(&s, "hmac-sha256", "key", 3), 0);
    jk_replay r;
    cr_assert_eq(jk_replay_init(&r, 4), 0);
    jk_msg m, back;
    make_request(&m, "execute_request", NULL);
    jk_frames f;
    wire(&s, &m, &f);
    cr_assert_eq(jk_msg_parse(&s, &r, f.v, f.n, &back, NULL), JK_MSG_OK);
    jk_msg_free(&back);
    cr_assert_eq(jk_msg_parse(&s, &r, f.v, f.n, &back, NULL), JK_MSG_REPLAYED);
    /* forged traffic does not enter the memory */
    forge(&f);
    cr_assert_eq(jk_msg_parse(&s, &r, f.v, f.n, &back, NULL), JK_MSG_BAD_SIGNATURE);
    cr_assert_eq(r.used, 1);
    jk_frames_free(&f);
    jk_msg_free(&m);
    jk_replay_free(&r);
    jk_signer_free(&s);
}

Test(refuse, replay_memory_is_bounded)
{
    jk_replay r;
    cr_assert_eq(jk_replay_init(&r, 2), 0);
    cr_assert_eq(jk_replay_check_add(&r, "a"), 0);
    cr_assert_eq(jk_replay_check_add(&r, "b"), 0);
    cr_assert_eq(jk_replay_check_add(&r, "a"), 1);
    cr_assert_eq(jk_replay_check_add(&r, "c"), 0); /* forgets "a" */
    cr_assert_eq(jk_replay_check_add(&r, "a"), 0);
    jk_replay_free(&r);
}

/* ---- building -------------------------------------------------------------------------- */

Test(build, reply_carries_parent_header_and_route)
{
    jk_msg req, rep, pub;
    make_request(&req, "complete_request", NULL);
    jk_origin kernel = {"99999999-2222-4333-8444-555555555555", "kernel"};
    cr_assert_eq(jk_msg_build(&rep, &kernel, &req, "complete_reply", json_object(), 1), 0);
    cr_assert(json_equal(rep.parent_header, req.header));
    cr_assert_eq(rep.idents.n, 2);
    cr_assert_eq(memcmp(rep.idents.v[1].data, "\0\x01bin", 5), 0);
    cr_assert_eq(jk_msg_build(&pub, &kernel, &req, "status", NULL, 0), 0);
    cr_assert_eq(pub.idents.n, 0);
    cr_assert(json_equal(pub.parent_header, req.header));
    const char *keys[] = {"msg_id", "session", "username", "date", "msg_type", "version"};
    for (int i = 0; i < 6; i++) cr_assert(json_is_string(json_object_get(rep.header, keys[i])));
    cr_assert_str_eq(json_string_value(json_object_get(rep.header, "version")), "5.3");
    cr_assert_str_eq(json_string_value(json_object_get(rep.header, "session")), kernel.session);
    const char *id = json_string_value(json_object_get(rep.header, "msg_id"));
    cr_assert_eq(strlen(id), 36);
    cr_assert_eq(id[14], '4');
    cr_assert_str_neq(id, json_string_value(json_object_get(pub.header, "msg_id")));
    const char *date = json_string_value(json_object_get(rep.header, "date"));
    cr_assert_eq(strlen(date), 27);
    cr_assert_eq(date[10], 'T');
    cr_assert_eq(date[26], 'Z');
    jk_msg_free(&req);
    jk_msg_free(&rep);
    jk_msg_free(&pub);
}

Test(build, no_parent_gives_empty_parent_header)
{
    jk_msg m;
    jk_origin kernel = {"99999999-2222-4333-8444-555555555555", NULL};
    cr_assert_eq(jk_msg_build(&m, &kernel, NULL, "status", NULL, 1), 0);
    cr_assert_eq(json_object_size(m.parent_header), 0);
    cr_assert_str_eq(json_string_value(json_object_get(m.header, "username")), "kernel");
    jk_msg_free(&m);
}

/* ---- text ------------------------------------------------------------------------------ */

Test(utf8, code_points_and_bytes)
{
    const char *s = "a\xc3\xa9" "b\xe2\x82\xac" "c\xf0\x9f\x98\x80" "d"; /* aébc€c😀d */
    size_t len = strlen(s);
    cr_assert_eq(jk_utf8_cp_to_byte(s, len, 0), 0);
    cr_assert_eq(jk_utf8_cp_to_byte(s, len, 2), 3);
    cr_assert_eq(jk_utf8_cp_to_byte(s, len, 4), 7);
    cr_assert_eq(jk_utf8_cp_to_byte(s, len, 6), 12);
    cr_assert_eq(jk_utf8_cp_to_byte(s, len, 7), len);
    cr_assert_eq(jk_utf8_cp_to_byte(s, len, 99), len);
    for (size_t cp = 0; cp <= 7; cp++)
        cr_assert_eq(jk_utf8_byte_to_cp(s, jk_utf8_cp_to_byte(s, len, cp)), cp);
}

Test(utf8, complete_prefix_holds_back_partial_sequence)
{
    cr_assert_eq(jk_utf8_complete_prefix("ab\xe2\x82", 4), 2);
    cr_assert_eq(jk_utf8_complete_prefix("ab\xe2\x82\xac", 5), 5);
    cr_assert_eq(jk_utf8_complete_prefix("ab\xf0", 3), 2);
    cr_assert_eq(jk_utf8_complete_prefix("ab\xff", 3), 3); /* bad, not partial */
    cr_assert_eq(jk_utf8_complete_prefix("", 0), 0);
}

Test(utf8, sanitize_replaces_bad_bytes)
{
    size_t n;
    char *s = jk_utf8_sanitize("a\xff" "b\xc3\xa9\xed\xa0\x80", 8, &n);
    cr_assert_str_eq(s, "a\xef\xbf\xbd" "b\xc3\xa9\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd");
    cr_assert_eq(n, strlen(s));
    free(s);
    s = jk_utf8_sanitize("x\0y", 3, &n);
    cr_assert_eq(n, 3);
    free(s);
}

Test(text, indent_hint)
{
    char buf[32];
    jk_indent_hint("__global__ void k() {", buf, sizeof buf);
    cr_assert_str_eq(buf, "    ");
    jk_indent_hint("void f() {\n    if (x) {\n", buf, sizeof buf);
    cr_assert_str_eq(buf, "        ");
    jk_indent_hint("int x = (1 +", buf, sizeof buf);
    cr_assert_str_eq(buf, "");
    jk_indent_hint("  foo(\n\n", buf, sizeof buf);
    cr_assert_str_eq(buf, "      ");
}

/* ---- connection file ------------------------------------------------------------------- */

Test(conn, parses_jupyter_connection_file)
{
    const char *text = "{\"shell_port\": 5001, \"iopub_port\": 5002, \"stdin_port\": 5003,"
                       " \"control_port\": 5004, \"hb_port\": 5005, \"ip\": \"127.0.0.1\","
                       " \"key\": \"abc-123\", \"transport\": \"tcp\","
                       " \"signature_scheme\": \"hmac-sha256\", \"kernel_name\": \"cudarepl\"}";
    jk_conn c;
    char err[256];
    cr_assert_eq(jk_conn_parse(text, strlen(text), &c, err, sizeof err), 0, "%s", err);
    cr_assert_eq(c.shell_port, 5001);
    cr_assert_eq(c.hb_port, 5005);
    cr_assert_str_eq(c.key, "abc-123");
    char ep[128];
    jk_conn_endpoint(&c, JK_CONTROL, ep, sizeof ep);
    cr_assert_str_eq(ep, "tcp://127.0.0.1:5004");
    strcpy(c.transport, "ipc");
    jk_conn_endpoint(&c, JK_IOPUB, ep, sizeof ep);
    cr_assert_str_eq(ep, "ipc://127.0.0.1-5002");
    jk_conn_free(&c);
}

Test(conn, rejects_bad_files)
{
    jk_conn c;
    char err[256];
    const char *bad[] = {
        "not json",
        "[]",
        "{\"shell_port\": 1, \"iopub_port\": 2, \"stdin_port\": 3, \"control_port\": 4}",
        "{\"shell_port\": \"x\", \"iopub_port\": 2, \"stdin_port\": 3, \"control_port\": 4,"
        " \"hb_port\": 5}",
        "{\"shell_port\": 1, \"iopub_port\": 2, \"stdin_port\": 3, \"control_port\": 4,"
        " \"hb_port\": 5, \"transport\": \"udp\"}",
        "{\"shell_port\": 1, \"iopub_port\": 2, \"stdin_port\": 3, \"control_port\": 4,"
        " \"hb_port\": 5, \"key\": 7}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        cr_assert_eq(jk_conn_parse(bad[i], strlen(bad[i]), &c, err, sizeof err), -1, "%s", bad[i]);
        cr_assert_neq(err[0], '\0');
    }
    const char *nokey = "{\"shell_port\": 1, \"iopub_port\": 2, \"stdin_port\": 3,"
                        " \"control_port\": 4, \"hb_port\": 5}";
    cr_assert_eq(jk_conn_parse(nokey, strlen(nokey), &c, err, sizeof err), 0);
    cr_assert_eq(c.key_len, 0);
    cr_assert_str_eq(c.transport, "tcp");
    jk_conn_free(&c);
}
