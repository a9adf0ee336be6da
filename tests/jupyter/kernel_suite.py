"""Black-box tests of cudarepl-kernel with real Jupyter clients.

Run by tests/jupyter/run.sh with Debian's /usr/bin/python3, after the kernelspec "cudarepl" was
installed into a temporary JUPYTER_PATH. CR_JK_FLAVOR says which session is behind the kernel:
"real" (bin/cudarepl-kernel, CUDA C cells) or "double" (the session test double of
tests/jupyter/test_session_double.c, whose cells are a small command language). The tests are the
same; only the cells differ.

  - CudareplKernelTests: the jupyter_kernel_test suite (kernel_info, stdout/stderr, errors,
    execute_result, display_data, completion, inspection, is_complete, history);
  - SecurityTests: forged, missing and foreign-key signatures, replays and malformed JSON are
    dropped (and logged), and the kernel then still answers a valid request;
  - InterruptTests: an endless cell is stopped by interrupt_request (and by SIGINT), queued
    cells after a failure are aborted, and the next cell runs;
  - ParentDeathTests: the kernel exits when the process that started it is killed;
  - ConsoleTests: jupyter console under tmux, one multi-line cell.
"""
import hashlib
import hmac
import json
import os
import shutil
import signal
import subprocess
import tempfile
import time
import unittest
import uuid

import jupyter_kernel_test
import zmq
from jupyter_client.manager import start_new_kernel
from jupyter_client.utils import run_sync

FLAVOR = os.environ.get("CR_JK_FLAVOR", "real")
KERNEL = "cudarepl"
# a tmux server of the suite's own: a server that is already running would start the console
# with its own environment, not this one's JUPYTER_PATH
TMUX = ["tmux", "-L", "cr-jk-%d" % os.getpid()]
TIMEOUT = 30

if FLAVOR == "real":
    HELLO = ('__global__ void hello() { printf("hello, world\\n"); }\n'
             "hello<<<1, 1>>>();\n"
             "cudaDeviceSynchronize();")
    STDERR = 'fprintf(stderr, "to stderr\\n");'
    ERROR = "int broken = ;"
    VALUE = {"code": "6 * 7", "result": "(int) 42"}
    VALUE2 = {"code": "1 + 2", "result": "(int) 3"}
    DISPLAY = [{"code": ":device", "mime": "text/plain"}]
    SPIN_DEF = "__global__ void spin() { while (1); }"
    SPIN = "spin<<<1, 1>>>();\ncudaDeviceSynchronize();"
    SPIN_HOST = "volatile int forever = 1;\nwhile (forever) {}"
    AFTER = {"code": "40 + 2", "result": "(int) 42"}
    COMPLETE = ["int a = 1;", "__global__ void k() {}", "6 * 7"]
    INCOMPLETE = ["__global__ void k() {", "int x = (1 +"]
    INVALID = ["int 3x = ;"]
    INSPECT = ["__syncthreads", "atomicAdd"]
    CONSOLE_LINES = ["for (int i = 0; i < 3; i++) {", 'printf("line %d\\n", i);', "}"]
    CONSOLE_EXPECT = "line 2"
else:
    HELLO = "print hello, world"
    STDERR = "eprint to stderr"
    ERROR = "error broken"
    VALUE = {"code": "6*7", "result": "(int) 42"}
    VALUE2 = {"code": "1+2", "result": "(int) 3"}
    DISPLAY = [{"code": "rich text/html <b>bold</b>", "mime": "text/html"}]
    SPIN_DEF = "// nothing to define"
    SPIN = "spin"
    SPIN_HOST = "spin"
    AFTER = {"code": "40+2", "result": "(int) 42"}
    COMPLETE = ["1+1", "__global__ void k() {}"]
    INCOMPLETE = ["__global__ void k() {", "x = (1 +"]
    INVALID = ["1)"]
    INSPECT = ["__syncthreads", "atomicAdd"]
    CONSOLE_LINES = ["print {", "print inside", "}"]
    CONSOLE_EXPECT = "inside"


class CudareplKernelTests(jupyter_kernel_test.KernelTests):
    kernel_name = KERNEL
    language_name = "cuda"
    file_extension = ".cu"
    code_hello_world = HELLO
    code_stderr = STDERR
    code_generate_error = ERROR
    code_execute_result = [VALUE, VALUE2]
    code_display_data = DISPLAY
    completion_samples = [{"text": "__sync"}, {"text": "atomicA"}]
    complete_code_samples = COMPLETE
    incomplete_code_samples = INCOMPLETE
    invalid_code_samples = INVALID
    code_inspect_sample = INSPECT[0]
    code_history_pattern = VALUE["code"][0] + "*"
    supported_history_operations = ("tail", "range", "search")

    def test_kernel_info_fields(self):
        self.flush_channels()
        self.kc.kernel_info()
        reply = self.kc.get_shell_msg(timeout=TIMEOUT)
        c = reply["content"]
        self.assertEqual(c["protocol_version"], "5.3")
        self.assertEqual(c["implementation"], "cudarepl")
        li = c["language_info"]
        self.assertEqual((li["name"], li["mimetype"], li["file_extension"],
                          li["codemirror_mode"], li["pygments_lexer"]),
                         ("cuda", "text/x-cuda", ".cu", "text/x-c++src", "cuda"))
        self.assertTrue(c["help_links"])

    def test_complete_sync(self):
        code = "x = __sync"
        self.kc.complete(code, len(code))
        c = self.get_non_kernel_info_reply(timeout=TIMEOUT)["content"]
        self.assertIn("__syncthreads", c["matches"])
        self.assertEqual((c["cursor_start"], c["cursor_end"]), (4, len(code)))

    def test_complete_counts_code_points(self):
        # "é" is one code point but two bytes: positions must count code points
        code = "/* é */ __sync"
        self.kc.complete(code, len(code))
        c = self.get_non_kernel_info_reply(timeout=TIMEOUT)["content"]
        self.assertIn("__syncthreads", c["matches"])
        self.assertEqual(c["cursor_start"], code.index("__sync"))
        self.assertEqual(c["cursor_end"], len(code))

    def test_inspect_builtins(self):
        for name in INSPECT:
            with self.subTest(name=name):
                self.kc.inspect(name, len(name))
                c = self.get_non_kernel_info_reply(timeout=TIMEOUT)["content"]
                self.assertTrue(c["found"])
                self.assertIn("text/plain", c["data"])

    @unittest.skipUnless(FLAVOR == "real", "the double has no C++ calls or types")
    def test_inspect_inside_call(self):
        # shift-tab is pressed inside the call: the function around the cursor is found
        for code in ["atomicAdd(", "int *p;\natomicAdd(p, 1"]:
            with self.subTest(code=code):
                self.kc.inspect(code, len(code))
                c = self.get_non_kernel_info_reply(timeout=TIMEOUT)["content"]
                self.assertTrue(c["found"])
                text = c["data"]["text/plain"]
                self.assertIn("atomicAdd", text)
                self.assertIn("CUDA C++ Programming Guide §5.4.5.1", text)
                self.assertNotIn("seed", text)

    @unittest.skipUnless(FLAVOR == "real", "the double has no C++ calls or types")
    def test_inspect_members(self):
        # shift-tab on a member: its type and whose member it is (a built-in vector's x, y, z too;
        # "x" alone had found a constructor's member initialiser in the runtime header)
        self.flush_channels()
        reply, _ = self.execute_helper("struct in_pt { int alpha; float beta; };\n"
                                       "in_pt in_p = {7, 2.5f};\nin_pt *in_q = &in_p;\n")
        self.assertEqual(reply["content"]["status"], "ok")
        for code, cursor, want in [("in_p.alpha", None, "int in_p.alpha\na member of struct in_pt"),
                                   ("in_q->beta + 1", 9, "float in_q->beta\na member of struct in_pt"),
                                   ("threadIdx.x", None, "unsigned int threadIdx.x\na member of uint3 "
                                    "threadIdx, a built-in variable of device code\nCUDA C++ "
                                    "Programming Guide §5.4.2.2")]:
            with self.subTest(code=code):
                self.kc.inspect(code, len(code) if cursor is None else cursor)
                c = self.get_non_kernel_info_reply(timeout=TIMEOUT)["content"]
                self.assertTrue(c["found"])
                self.assertTrue(c["data"]["text/plain"].startswith(want), c["data"]["text/plain"])
        self.kc.inspect("x", 1)
        c = self.get_non_kernel_info_reply(timeout=TIMEOUT)["content"]
        self.assertFalse(c["found"])

    @unittest.skipUnless(FLAVOR == "real", "the double has no runtime API")
    def test_inspect_runtime(self):
        # runtime functions as the CUDA Runtime API declares them, with a description
        for name, want in [("cudaMemcpy", "cudaMemcpyKind kind"), ("cudaMallocManaged", "managed"),
                           ("cudaGetLastError", "resets")]:
            with self.subTest(name=name):
                self.kc.inspect(name, len(name))
                c = self.get_non_kernel_info_reply(timeout=TIMEOUT)["content"]
                self.assertTrue(c["found"])
                text = c["data"]["text/plain"]
                self.assertIn(want, text)
                self.assertNotIn("__cr", text)

    @unittest.skipUnless(FLAVOR == "real", "the double has no C++ calls or types")
    def test_complete_members(self):
        code = "threadIdx."
        self.kc.complete(code, len(code))
        c = self.get_non_kernel_info_reply(timeout=TIMEOUT)["content"]
        self.assertEqual(sorted(c["matches"]), ["x", "y", "z"])
        self.assertEqual(c["cursor_start"], len(code))
        # after NS:: the names of namespace NS, through an alias (include/device/cooperative_groups.h)
        reply, _ = self.execute_helper("#include <cooperative_groups.h>\n"
                                       "namespace cg = cooperative_groups;\n")
        self.assertEqual(reply["content"]["status"], "ok")
        code = "cg::"
        self.kc.complete(code, len(code))
        c = self.get_non_kernel_info_reply(timeout=TIMEOUT)["content"]
        self.assertIn("tiled_partition", c["matches"])
        self.assertIn("this_thread_block", c["matches"])
        self.assertNotIn("atomicAdd", c["matches"])
        self.assertEqual(c["cursor_start"], len(code))
        # members of a variable's struct, after "." and "->"
        self.flush_channels()
        reply, _ = self.execute_helper("struct nb_pt { int alpha; float beta; };\n"
                                       "nb_pt nb_p = {7, 2.5f};\nnb_pt *nb_q = &nb_p;\n")
        self.assertEqual(reply["content"]["status"], "ok")
        for code, want in [("nb_p.", ["alpha", "beta"]), ("nb_q->b", ["beta"])]:
            self.kc.complete(code, len(code))
            c = self.get_non_kernel_info_reply(timeout=TIMEOUT)["content"]
            self.assertEqual(sorted(c["matches"]), want)
            self.assertEqual(c["cursor_end"], len(code))
        code = "%ty"
        self.kc.complete(code, len(code))
        c = self.get_non_kernel_info_reply(timeout=TIMEOUT)["content"]
        self.assertEqual(c["matches"], ["type"])

    def test_is_complete_indent(self):
        self.kc.is_complete(INCOMPLETE[0])
        c = self.get_non_kernel_info_reply(timeout=TIMEOUT)["content"]
        self.assertEqual(c["status"], "incomplete")
        self.assertEqual(c["indent"], "    ")

    def test_comm_info(self):
        self.kc.comm_info()
        c = self.get_non_kernel_info_reply(timeout=TIMEOUT)["content"]
        self.assertEqual(c, {"status": "ok", "comms": {}})

    def test_silent_and_counts(self):
        self.flush_channels()
        reply, _ = self.execute_helper(VALUE["code"])
        n = reply["content"]["execution_count"]
        reply, out = self.execute_helper(VALUE["code"], silent=True)
        self.assertEqual(out, [])
        reply, out = self.execute_helper(VALUE["code"], store_history=False)
        self.assertEqual(reply["content"]["execution_count"], n)
        reply, out = self.execute_helper(VALUE["code"])
        self.assertEqual(reply["content"]["execution_count"], n + 1)
        for m in out:
            self.assertEqual(m["parent_header"]["msg_id"], reply["parent_header"]["msg_id"])

    def test_error_content(self):
        self.flush_channels()
        reply, out = self.execute_helper(ERROR)
        c = reply["content"]
        self.assertEqual(c["status"], "error")
        self.assertEqual(c["ename"], "CompileError")
        self.assertTrue(c["traceback"])
        self.assertEqual(out[0]["content"]["ename"], "CompileError")

    @unittest.skipUnless(FLAVOR == "real", "the double runs no launches or host code")
    def test_launch_note_and_free(self):
        """A launch the device refuses gets a note after the cell while cudaGetLastError() still
        returns the error (CUDA C++ Programming Guide §5.4.3, Kernel Configuration; an H200
        returns cudaErrorInvalidValue for 2048 threads per block); free() of managed memory names
        cudaFree and the line instead of glibc's bare abort, and the session goes on."""
        self.flush_channels()
        reply, out = self.execute_helper("__global__ void nb_none() {}\nnb_none<<<1, 2048>>>();\n")
        self.assertEqual(reply["content"]["status"], "ok")
        err = "".join(m["content"]["text"] for m in out
                      if m["msg_type"] == "stream" and m["content"]["name"] == "stderr")
        self.assertIn("nb_none<<<1, 2048>>> was not launched: 2048 threads per block", err)
        reply, out = self.execute_helper("cudaGetLastError()")
        self.assertEqual(out[0]["content"]["data"]["text/plain"], "(cudaError_t) cudaErrorInvalidValue (1)")
        reply, out = self.execute_helper("int *nb_m; cudaMallocManaged(&nb_m, 64);\nnb_m[0] = 41;\n"
                                         "free(nb_m);\n")
        c = reply["content"]
        self.assertEqual(c["status"], "error")
        self.assertEqual(c["ename"], "SIGABRT")
        self.assertRegex(c["evalue"], r"^free\(0x[0-9a-f]+\) at In \[\d+\]:3: the pointer is managed "
                         r"allocation #\d+ from cudaMallocManaged; release it with cudaFree, not free\(\)$")
        text = "".join(m["content"].get("text", "") for m in out) + "".join(c["traceback"])
        self.assertNotIn("invalid pointer", text)
        self.assertNotIn("Aborted", text)
        # the session goes on, and the memory is still there
        reply, out = self.execute_helper("nb_m[0] + 1")
        self.assertEqual(out[0]["content"]["data"]["text/plain"], "(int) 42")
        # page-locked memory is cudaFreeHost's
        reply, out = self.execute_helper("int *nb_h; cudaMallocHost(&nb_h, 64);\nfree(nb_h);\n")
        self.assertIn("page-locked host memory from cudaMallocHost or cudaHostAlloc; release it "
                      "with cudaFreeHost, not free()", reply["content"]["evalue"])

    def test_sanitize_and_expect(self):
        """%%sanitize shows the raced lines of the cell as HTML next to the text report, and a
        failed %%expect fails the cell with ExpectationFailed (docs/sanitizer.md)."""
        self.flush_channels()
        racy = ("__global__ void nb_shift(int *o) {\n"
                "    __shared__ int s[64];\n"
                "    s[threadIdx.x] = threadIdx.x;\n"
                "    o[threadIdx.x] = s[(threadIdx.x + 1) % 64];\n"
                "}\n"
                "int *nb_d;\n"
                "cudaMalloc(&nb_d, 64 * sizeof(int));\n")
        reply, _ = self.execute_helper(racy)
        self.assertEqual(reply["content"]["status"], "ok")
        reply, out = self.execute_helper("%%sanitize race\nnb_shift<<<1, 64>>>(nb_d);\ncudaDeviceSynchronize();\n")
        self.assertEqual(reply["content"]["status"], "ok")
        html = "".join(m["content"]["data"].get("text/html", "") for m in out
                       if m["msg_type"] == "display_data")
        self.assertIn("cr-races", html)
        self.assertIn("o[threadIdx.x] = s[(threadIdx.x + 1) % 64];", html.replace("&lt;", "<"))
        err = "".join(m["content"]["text"] for m in out
                      if m["msg_type"] == "stream" and m["content"]["name"] == "stderr")
        self.assertIn("Race reported between Write access", err)
        reply, out = self.execute_helper("%%expect races == 0\nnb_shift<<<1, 64>>>(nb_d);\n"
                                         "cudaDeviceSynchronize();\n")
        self.assertEqual(reply["content"]["status"], "error")
        self.assertEqual(reply["content"]["ename"], "ExpectationFailed")


def sign(key, parts):
    h = hmac.new(key, digestmod=hashlib.sha256)
    for p in parts:
        h.update(p)
    return h.hexdigest().encode()


class RawClient:
    """A shell client that builds wire messages by hand (to send bad ones)."""

    def __init__(self, km):
        info = km.get_connection_info()
        self.key = info["key"] if isinstance(info["key"], bytes) else info["key"].encode()
        self.ctx = zmq.Context()
        self.shell = self.ctx.socket(zmq.DEALER)
        self.shell.connect("%s://%s:%d" % (info["transport"], info["ip"], info["shell_port"]))
        self.session = str(uuid.uuid4())

    def parts(self, msg_type, content):
        header = {"msg_id": str(uuid.uuid4()), "session": self.session, "username": "test",
                  "date": "2024-01-01T00:00:00.000000Z", "msg_type": msg_type, "version": "5.3"}
        return [json.dumps(header).encode(), b"{}", b"{}", json.dumps(content).encode()], header

    def send_raw(self, signature, parts):
        self.shell.send_multipart([b"<IDS|MSG>", signature] + parts)

    def execute(self, code, key=None):
        parts, header = self.parts("execute_request",
                                   {"code": code, "silent": False, "store_history": True,
                                    "user_expressions": {}, "allow_stdin": False,
                                    "stop_on_error": False})
        self.send_raw(sign(self.key if key is None else key, parts), parts)
        return header["msg_id"], parts

    def reply(self, timeout=TIMEOUT):
        if not self.shell.poll(timeout * 1000):
            return None
        frames = self.shell.recv_multipart()
        i = frames.index(b"<IDS|MSG>")
        sig, parts = frames[i + 1], frames[i + 2:i + 6]
        assert sig == sign(self.key, parts), "the kernel's signature does not verify"
        return {"header": json.loads(parts[0]), "parent_header": json.loads(parts[1]),
                "content": json.loads(parts[3])}

    def close(self):
        self.shell.close(0)
        self.ctx.term()


class SecurityTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.log = tempfile.NamedTemporaryFile(prefix="jk-log-", delete=False)
        cls.km, cls.kc = start_new_kernel(kernel_name=KERNEL, stderr=cls.log)
        cls.raw = RawClient(cls.km)

    @classmethod
    def tearDownClass(cls):
        cls.raw.close()
        cls.kc.stop_channels()
        cls.km.shutdown_kernel()
        os.unlink(cls.log.name)

    def assert_no_reply(self):
        self.assertIsNone(self.raw.reply(timeout=1), "the kernel answered a bad message")

    def assert_still_serving(self):
        msg_id, _ = self.raw.execute(AFTER["code"])
        reply = self.raw.reply()
        self.assertIsNotNone(reply, "the kernel stopped answering")
        self.assertEqual(reply["parent_header"]["msg_id"], msg_id)
        self.assertEqual(reply["content"]["status"], "ok")

    def test_forged_signature(self):
        parts, _ = self.raw.parts("execute_request", {"code": HELLO})
        self.raw.send_raw(b"0" * 64, parts)
        self.assert_no_reply()
        self.assert_still_serving()

    def test_missing_signature(self):
        parts, _ = self.raw.parts("execute_request", {"code": HELLO})
        self.raw.send_raw(b"", parts)
        self.assert_no_reply()
        self.assert_still_serving()

    def test_other_key(self):
        self.raw.execute(HELLO, key=b"not-the-key")
        self.assert_no_reply()
        self.assert_still_serving()

    def test_malformed_json(self):
        parts, _ = self.raw.parts("execute_request", {"code": HELLO})
        parts[3] = b'{"code": "unterminated'
        self.raw.send_raw(sign(self.raw.key, parts), parts)
        self.assert_no_reply()
        parts, _ = self.raw.parts("execute_request", {"code": HELLO})
        parts[0] = b"[not a header]"
        self.raw.send_raw(sign(self.raw.key, parts), parts)
        self.assert_no_reply()
        self.assert_still_serving()

    def test_replay(self):
        _, parts = self.raw.execute(AFTER["code"])
        self.assertIsNotNone(self.raw.reply())
        self.raw.send_raw(sign(self.raw.key, parts), parts)
        self.assert_no_reply()
        self.assert_still_serving()

    def send_signed(self, msg_type, content):
        parts, header = self.raw.parts(msg_type, content)
        self.raw.send_raw(sign(self.raw.key, parts), parts)
        return header["msg_id"]

    def test_wrong_types(self):
        # a signed request whose fields have the wrong types: an error reply or none, never a
        # crash, never code run
        for content in ({"code": 42}, {"code": ["printf(\"x\");"]}, {"code": None},
                        {"code": {"nested": {"deeper": [1, 2, 3]}}}, {"silent": "yes"}):
            msg_id = self.send_signed("execute_request", content)
            reply = self.raw.reply(timeout=2)
            if reply is not None:
                self.assertEqual(reply["parent_header"]["msg_id"], msg_id)
                self.assertNotEqual(reply["content"].get("status"), "ok", reply)
        for msg_type in ("complete_request", "inspect_request", "is_complete_request"):
            self.send_signed(msg_type, {"code": 5, "cursor_pos": "x"})
            self.raw.reply(timeout=2)
        self.send_signed("execute_request", {"code": "1", "silent": "yes", "user_expressions": 7})
        self.raw.reply(timeout=5)  # code "1" is fine; the other fields' types are ignored
        self.assert_still_serving()

    def test_unknown_message_type(self):
        self.send_signed("frobnicate_request", {"x": 1})
        self.send_signed("", {})
        self.assert_no_reply()
        self.assert_still_serving()

    def test_huge_message(self):
        # 100 MB of code: over the kernel's message size limit (64 MiB), the connection that
        # sent it is dropped before the frame is read (ZeroMQ reconnects it); nothing runs, the
        # kernel stays up
        parts, _ = self.raw.parts("execute_request", {"code": "x" * (100 << 20)})
        self.raw.send_raw(sign(self.raw.key, parts), parts)
        self.assert_no_reply()
        self.assert_still_serving()

    def test_burst(self):
        # hundreds of requests at once are all answered, in order
        ids = [self.send_signed("kernel_info_request", {}) for _ in range(300)]
        got = []
        for _ in ids:
            reply = self.raw.reply()
            self.assertIsNotNone(reply, "a request of the burst was not answered")
            got.append(reply["parent_header"]["msg_id"])
        self.assertEqual(got, ids)
        self.assert_still_serving()

    def test_dropped_messages_are_logged(self):
        parts, _ = self.raw.parts("kernel_info_request", {})
        self.raw.send_raw(b"f" * 64, parts)
        self.assert_no_reply()
        with open(self.log.name) as f:
            log = f.read()
        self.assertIn("dropped a message on shell", log)


class InterruptTests(unittest.TestCase):
    def setUp(self):
        self.km, self.kc = start_new_kernel(kernel_name=KERNEL)

    def tearDown(self):
        self.kc.stop_channels()
        self.km.shutdown_kernel()

    def execute(self, code, timeout=TIMEOUT, **kw):
        return self.kc.execute_interactive(code, timeout=timeout, output_hook=lambda m: None,
                                           **kw)["content"]

    def start_spin(self):
        self.assertEqual(self.execute(SPIN_DEF)["status"], "ok")
        msg_id = self.kc.execute(SPIN)
        time.sleep(1.5)
        return msg_id

    def finish_spin(self, msg_id):
        reply = self.kc.get_shell_msg(timeout=TIMEOUT)
        self.assertEqual(reply["parent_header"]["msg_id"], msg_id)
        self.assertEqual(reply["content"]["status"], "error")
        c = self.execute(AFTER["code"])
        self.assertEqual(c["status"], "ok", c)

    def test_interrupt_request(self):
        self.assertEqual(self.km.kernel_spec.interrupt_mode, "message")
        msg_id = self.start_spin()
        self.km.interrupt_kernel()  # interrupt_request on the control channel
        self.finish_spin(msg_id)

    def test_interrupt_host_loop(self):
        # host code that never ends (no kernel): interrupt_request stops it too
        if FLAVOR != "real":
            self.skipTest("the test double has no host code")
        msg_id = self.kc.execute(SPIN_HOST)
        time.sleep(1.5)
        self.km.interrupt_kernel()
        self.finish_spin(msg_id)

    def test_sigint(self):
        msg_id = self.start_spin()
        self.km.signal_kernel(signal.SIGINT)
        self.finish_spin(msg_id)

    def test_control_answers_while_busy(self):
        msg_id = self.start_spin()
        self.kc.control_channel.send(self.kc.session.msg("kernel_info_request"))
        reply = run_sync(self.kc.control_channel.get_msg)(timeout=5)
        self.assertEqual(reply["msg_type"], "kernel_info_reply")
        self.km.interrupt_kernel()
        self.finish_spin(msg_id)

    def test_stop_on_error_aborts_queue(self):
        first = self.start_spin()
        queued = [self.kc.execute(AFTER["code"]) for _ in range(3)]
        time.sleep(0.5)  # all queued before the running cell fails
        self.km.interrupt_kernel()
        replies = {}
        while len(replies) < 4:
            r = self.kc.get_shell_msg(timeout=TIMEOUT)
            replies[r["parent_header"]["msg_id"]] = r["content"]
        self.assertEqual(replies[first]["status"], "error")
        for msg_id in queued:
            self.assertEqual(replies[msg_id]["status"], "error")
            self.assertEqual(replies[msg_id]["ename"], "ExecutionAborted")
        self.assertEqual(self.execute(AFTER["code"])["status"], "ok")


class ParentDeathTests(unittest.TestCase):
    """The kernel leaves when the process that started it dies, as ipykernel does: a notebook
    server killed with SIGKILL leaves no kernel behind."""

    def test_kernel_exits_with_parent(self):
        from jupyter_client.connect import write_connection_file
        from jupyter_client.kernelspec import KernelSpecManager
        exe = KernelSpecManager().get_kernel_spec(KERNEL).argv[0]
        cf, _ = write_connection_file(tempfile.mktemp(suffix=".json"))
        starter = ("import subprocess, sys, time\n"
                   "k = subprocess.Popen([sys.argv[1], '-f', sys.argv[2]])\n"
                   "print(k.pid, flush=True)\n"
                   "time.sleep(120)\n")
        parent = subprocess.Popen(["/usr/bin/python3", "-c", starter, exe, cf],
                                  stdout=subprocess.PIPE, text=True)
        kpid = int(parent.stdout.readline())
        try:
            time.sleep(1.5)
            self.assertTrue(alive(kpid), "the kernel did not start")
            parent.kill()
            parent.wait()
            end = time.time() + 10
            while alive(kpid) and time.time() < end:
                time.sleep(0.2)
            self.assertFalse(alive(kpid), "the kernel outlived its parent")
        finally:
            if alive(kpid):
                os.kill(kpid, signal.SIGKILL)
            os.unlink(cf)


def alive(pid):
    """Whether PID runs (a zombie nobody reaped has ended)."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError):
        return False


@unittest.skipUnless(shutil.which("tmux"), "tmux is not installed")
class ConsoleTests(unittest.TestCase):
    def test_multiline_cell(self):
        session = "jk-console-%d" % os.getpid()
        cmd = "/usr/bin/jupyter console --kernel %s" % KERNEL
        subprocess.run(TMUX + ["new-session", "-d", "-s", session, "-x", "160", "-y", "50", cmd],
                       check=True)
        try:
            screen = self.wait_for(session, "In [1]", 60)
            for line in CONSOLE_LINES:
                # tmux reads a ';' that ends an argument as a command separator: escape it
                keys = line[:-1] + "\\;" if line.endswith(";") else line
                subprocess.run(TMUX + ["send-keys", "-t", session, "-l", keys], check=True)
                time.sleep(0.5)
                subprocess.run(TMUX + ["send-keys", "-t", session, "Enter"], check=True)
                time.sleep(1.5)  # the console asks is_complete after each line
            screen = self.wait_for(session, "In [2]", 30)
            screen = self.wait_for(session, CONSOLE_EXPECT, 10)
            self.assertIn("...:", screen)  # it was one cell over several lines
        finally:
            subprocess.run(TMUX + ["send-keys", "-t", session, "C-d"])
            time.sleep(0.5)
            subprocess.run(TMUX + ["send-keys", "-t", session, "y", "Enter"])
            time.sleep(2)
            subprocess.run(TMUX + ["kill-server"], stderr=subprocess.DEVNULL)

    def wait_for(self, session, text, timeout):
        end = time.time() + timeout
        screen = ""
        while time.time() < end:
            screen = subprocess.run(TMUX + ["capture-pane", "-p", "-t", session],
                                    capture_output=True, text=True).stdout
            if text in screen:
                return screen
            time.sleep(0.5)
        self.fail("%r did not appear on the console:\n%s" % (text, screen))


if __name__ == "__main__":
    unittest.main(verbosity=2)
