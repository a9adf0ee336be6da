"""A class on one JupyterHub (run by tests/hub/run.sh, with the hub already started).

Three users log in through the hub's login form (alice, bob, carol), each gets an API token of
their own, starts their notebook server through the hub's REST API and runs notebooks in a
cudarepl kernel through the proxy (the server's REST API and its kernel WebSocket, as a
notebook page does). Every call goes through the hub's public URL.

  1. At once: each user runs a course notebook (no cell may fail but the cells tagged
     raises-exception), framed by two cells of their own that compute a value only they know
     (3, 5, 7 times 528): each session keeps its own state, untouched by the others.
  2. carol's kernel runs away: `while (1);` in a kernel. While it runs, alice and bob run their
     notebooks again in fresh kernels and the hub answers API calls. Their results must be
     right, they must finish while carol's kernel is still running, and take at most twice
     as long as in 1 (where carol's notebook took the CPU her runaway takes now) plus 5 s.
     The runaway is then ended by the kernel's step budget (cudaErrorLaunchTimeout), and
     carol's session goes on after cudaDeviceReset(). An endless loop in host code, which
     has no budget, is stopped by an interrupt sent through the hub (the stop button's call).
  3. carol's kernel writes device memory without end: CUDAREPL_MEMORY_CAP, which the hub's
     configuration gives every server (256M in the test), stops it; her session goes on.
A user outside the class (allowed_users) cannot log in.
Usage: classroom.py HUB_URL NOTEBOOK_ALICE NOTEBOOK_BOB NOTEBOOK_CAROL   (CR_HUB_PASSWORD)
"""
import asyncio
import concurrent.futures
import json
import os
import sys
import time
import uuid

import requests
from tornado.httpclient import HTTPRequest
from tornado.websocket import websocket_connect

HUB = sys.argv[1]
PASSWORD = os.environ["CR_HUB_PASSWORD"]
USERS = {"alice": (sys.argv[2], 3), "bob": (sys.argv[3], 5), "carol": (sys.argv[4], 7)}

WHO_SET = """__global__ void who_fill(int *out, int v) { out[threadIdx.x] = v * (threadIdx.x + 1); }
int *who_out;
cudaMallocManaged(&who_out, 32 * sizeof(int));
who_fill<<<1, 32>>>(who_out, %d);
cudaDeviceSynchronize();
int who_sum = 0;
for (int i = 0; i < 32; i++) who_sum += who_out[i];
who_sum"""
WHO_GET = "who_sum + who_out[31] - who_out[31]"

RUNAWAY = """__global__ void runaway() { while (1); }
runaway<<<1, 32>>>();
cudaDeviceSynchronize()"""

SPIN_HOST = """volatile int forever = 1;
while (forever) {}"""

HOG = """__global__ void hog(char *p, size_t n) {
    for (size_t i = (blockIdx.x * blockDim.x + threadIdx.x) * 4096ull; i < n;
         i += 4096ull * gridDim.x * blockDim.x)
        p[i] = 1;
}
char *big;
cudaMalloc(&big, 64ull << 30);
hog<<<64, 256>>>(big, 64ull << 30);
cudaDeviceSynchronize()"""

AFTER = """cudaDeviceReset();
cudaMallocManaged(&who_out, 32 * sizeof(int));
who_fill<<<1, 32>>>(who_out, 1);
cudaDeviceSynchronize();
40 + 2"""


class User:
    """One person of the class: a browser's cookies for the login, then an API token."""

    def __init__(self, name):
        self.name = name
        self.web = requests.Session()
        self.token = None

    def login(self):
        r = self.web.get(HUB + "/hub/login", timeout=30)
        r.raise_for_status()
        form = {"username": self.name, "password": PASSWORD}
        if "_xsrf" in self.web.cookies:
            form["_xsrf"] = self.web.cookies["_xsrf"]
        r = self.web.post(HUB + "/hub/login", data=form, allow_redirects=False, timeout=30)
        assert r.status_code == 302, "%s: login answered %d" % (self.name, r.status_code)
        assert "jupyterhub-hub-login" in self.web.cookies, "%s: no login cookie" % self.name
        bad = requests.post(HUB + "/hub/login", data={"username": self.name, "password": "x"},
                            allow_redirects=False, timeout=30)
        assert bad.status_code != 302, "a wrong password logged %s in" % self.name
        # a token of their own, asked for with the login cookie as the hub's token page does
        r = self.web.post(HUB + "/hub/api/users/%s/tokens" % self.name,
                          json={"note": "hub test", "expires_in": 3600},
                          headers={"Referer": HUB + "/hub/token"}, timeout=30)
        r.raise_for_status()
        self.token = r.json()["token"]

    def api(self, method, path, **kw):
        return requests.request(method, HUB + path, timeout=60,
                                headers={"Authorization": "token " + self.token}, **kw)

    def start_server(self):
        r = self.api("POST", "/hub/api/users/%s/server" % self.name)
        assert r.status_code in (201, 202), "%s: spawn answered %d %s" % (
            self.name, r.status_code, r.text[:200])
        end = time.time() + 90
        while time.time() < end:
            server = self.api("GET", "/hub/api/users/" + self.name).json()["servers"].get("")
            if server and server.get("ready"):
                return
            time.sleep(0.5)
        raise AssertionError(self.name + ": the notebook server did not start")

    def start_kernel(self):
        r = self.api("POST", "/user/%s/api/kernels" % self.name, json={"name": "cudarepl"})
        assert r.status_code == 201, "%s: kernel start answered %d %s" % (
            self.name, r.status_code, r.text[:200])
        return r.json()["id"]

    def stop_kernel(self, kid):
        self.api("DELETE", "/user/%s/api/kernels/%s" % (self.name, kid))


class Kernel:
    """A kernel's WebSocket through the proxy, as the notebook page opens it."""

    def __init__(self, user, kid):
        self.user, self.kid, self.ws = user, kid, None
        self.session = uuid.uuid4().hex
        self.busy = asyncio.Event()  # the running cell's execute_input has come

    async def connect(self):
        url = "ws" + HUB[4:] + "/user/%s/api/kernels/%s/channels?session_id=%s" % (
            self.user.name, self.kid, self.session)
        self.ws = await websocket_connect(HTTPRequest(
            url, headers={"Authorization": "token " + self.user.token}))

    async def execute(self, code, stop_on_error=True, timeout=120):
        """Runs a cell; returns {status, ename, evalue, text, values} when it is done."""
        msg_id = uuid.uuid4().hex
        self.busy.clear()
        await self.ws.write_message(json.dumps({
            "header": {"msg_id": msg_id, "msg_type": "execute_request", "session": self.session,
                       "username": self.user.name, "version": "5.3"},
            "parent_header": {}, "metadata": {}, "channel": "shell", "buffers": [],
            "content": {"code": code, "silent": False, "store_history": True,
                        "user_expressions": {}, "allow_stdin": False,
                        "stop_on_error": stop_on_error}}))
        res = {"status": None, "ename": None, "evalue": "", "text": "", "values": []}
        idle = False
        end = time.time() + timeout
        while res["status"] is None or not idle:
            raw = await asyncio.wait_for(self.ws.read_message(), max(end - time.time(), 0.01))
            assert raw is not None, "%s: the kernel's WebSocket closed" % self.user.name
            m = json.loads(raw)
            if m.get("parent_header", {}).get("msg_id") != msg_id:
                continue
            t, c = m["msg_type"], m["content"]
            if t == "execute_input":
                self.busy.set()
            elif t == "status" and c["execution_state"] == "idle":
                idle = True
            elif t == "stream":
                res["text"] += c["text"]
            elif t == "execute_result":
                res["values"].append(c["data"].get("text/plain", ""))
            elif t == "error":
                res["ename"], res["evalue"] = c["ename"], c["evalue"]
                res["text"] += "\n".join(c.get("traceback", []))
            elif t == "execute_reply":
                res["status"] = c["status"]
        return res


def code_cells(path):
    nb = json.load(open(path))
    for c in nb["cells"]:
        if c["cell_type"] == "code":
            src = "".join(c["source"])
            if src.strip():
                yield src, "raises-exception" in c.get("metadata", {}).get("tags", [])


async def run_notebook(user, loop, pool):
    """A fresh kernel runs the user's notebook between two cells of their own; returns the
    kernel, the seconds it took and what went wrong."""
    path, seed = USERS[user.name]
    kid = await loop.run_in_executor(pool, user.start_kernel)
    k = Kernel(user, kid)
    await k.connect()
    t0 = time.time()
    problems = []
    want = "(int) %d" % (seed * 528)
    r = await k.execute(WHO_SET % seed)
    if r["values"] != [want]:
        problems.append("%s: the first cell gave %r %s" % (user.name, r["values"], r["text"][:300]))
    for i, (src, raises) in enumerate(code_cells(path)):
        r = await k.execute(src, stop_on_error=not raises)
        if r["status"] != "ok" and not raises:
            problems.append("%s: %s cell %d failed: %s: %s" % (
                user.name, os.path.basename(path), i + 1, r["ename"], r["evalue"][:300]))
    r = await k.execute(WHO_GET)
    if r["values"] != [want]:
        problems.append("%s: its own value is now %r, not %s" % (user.name, r["values"], want))
    return k, time.time() - t0, problems


async def hub_latency(user, stop, loop, pool):
    worst = 0.0
    while not stop.is_set():
        t0 = time.time()
        r = await loop.run_in_executor(pool, user.api, "GET", "/hub/api/users/" + user.name)
        r.raise_for_status()
        worst = max(worst, time.time() - t0)
        await asyncio.sleep(0.5)
    return worst


async def main():
    loop = asyncio.get_running_loop()
    pool = concurrent.futures.ThreadPoolExecutor(8)
    users = {n: User(n) for n in USERS}
    failed = []
    t0 = time.time()
    await asyncio.gather(*(loop.run_in_executor(pool, u.login) for u in users.values()))
    await asyncio.gather(*(loop.run_in_executor(pool, u.start_server) for u in users.values()))
    r = requests.post(HUB + "/hub/login", data={"username": "mallory", "password": PASSWORD},
                      allow_redirects=False, timeout=30)
    outsider = r.status_code == 302
    if outsider:
        failed.append("mallory, who is not in allowed_users, logged in")
    print("%s: 3 users logged in, with their own tokens and notebook servers (%.1f s); one not in"
          " the class could not" % ("FAIL" if outsider else "ok", time.time() - t0))

    # 1. three notebooks at once
    runs = await asyncio.gather(*(run_notebook(u, loop, pool) for u in users.values()))
    first = {}
    for (k, secs, problems), name in zip(runs, users):
        first[name] = (k, secs)
        failed += problems
        print("%s: %s ran %s in %.1f s" % ("FAIL" if problems else "ok", name,
                                            os.path.basename(USERS[name][0]), secs))

    # 2. carol's kernel runs away while alice and bob work
    carol = first["carol"][0]
    runaway = asyncio.ensure_future(carol.execute(RUNAWAY, timeout=300))
    await asyncio.wait_for(carol.busy.wait(), 30)
    await asyncio.sleep(1)
    assert not runaway.done(), "carol's runaway ended at once: %r" % runaway.result()
    stop = asyncio.Event()
    probe = asyncio.ensure_future(hub_latency(users["alice"], stop, loop, pool))
    for name in ("alice", "bob"):
        await loop.run_in_executor(pool, users[name].stop_kernel, first[name][0].kid)
    again = await asyncio.gather(run_notebook(users["alice"], loop, pool),
                                 run_notebook(users["bob"], loop, pool))
    stop.set()
    worst = await probe
    if runaway.done():
        failed.append("carol's runaway ended before alice and bob were done: it did not overlap")
    for (k, secs, problems), name in zip(again, ("alice", "bob")):
        failed += problems
        before = first[name][1]
        slow = secs > 2 * before + 5
        if slow:
            failed.append("%s took %.1f s beside the runaway, %.1f s before" % (name, secs, before))
        print("%s: %s ran it again beside carol's runaway in %.1f s (%.1f s before)"
              % ("FAIL" if problems or slow else "ok", name, secs, before))
    print("%s: the hub answered API calls within %.2f s meanwhile" % (
        "ok" if worst < 5 else "FAIL", worst))
    if worst >= 5:
        failed.append("the hub took %.1f s to answer beside the runaway" % worst)
    t_run = time.time()
    r = await runaway
    stopped = r["ename"] == "cudaErrorLaunchTimeout" and "step budget" in r["evalue"] + r["text"]
    if not stopped:
        failed.append("carol's runaway ended with %r: %s" % (r["ename"], r["evalue"][:300]))
    r2 = await carol.execute(AFTER)
    if r2["values"] != ["(int) 42"]:
        failed.append("carol's session after the runaway: %r %s" % (r2["values"], r2["text"][:300]))
    print("%s: carol's runaway was stopped by the step budget (%s, %.0f s after the others were"
          " done) and her session went on" % ("ok" if stopped and r2["values"] == ["(int) 42"]
                                              else "FAIL", r["ename"], time.time() - t_run))

    # host code has no step budget: the interrupt button (the server's REST API) stops it
    spin = asyncio.ensure_future(carol.execute(SPIN_HOST, timeout=60))
    await asyncio.wait_for(carol.busy.wait(), 30)
    await asyncio.sleep(1)
    assert not spin.done(), "carol's host loop ended by itself: %r" % spin.result()
    r = await loop.run_in_executor(pool, users["carol"].api, "POST",
                                   "/user/carol/api/kernels/%s/interrupt" % carol.kid)
    r.raise_for_status()
    r = await asyncio.wait_for(spin, 15)
    r2 = await carol.execute("40 + 2")
    ok = r["ename"] == "Interrupted" and r2["values"] == ["(int) 42"]
    if not ok:
        failed.append("carol's interrupted host loop: %r %r" % (r["ename"], r2["values"]))
    print("%s: carol's endless host loop was interrupted through the hub (%s) and her session"
          " went on" % ("ok" if ok else "FAIL", r["ename"]))

    # 3. carol's kernel takes memory without end
    r = await carol.execute(HOG, timeout=120)
    capped = r["status"] == "error" and "more device memory than cudarepl may take" in \
        r["evalue"] + r["text"] and "256 MiB" in r["evalue"] + r["text"]
    if not capped:
        failed.append("carol's memory hog ended with %r: %s" % (r["ename"], r["evalue"][:300]))
    r2 = await carol.execute(AFTER)
    if r2["values"] != ["(int) 42"]:
        failed.append("carol's session after the hog: %r %s" % (r2["values"], r2["text"][:300]))
    alice = again[0][0]
    r3 = await alice.execute(WHO_GET)
    if r3["values"] != ["(int) %d" % (3 * 528)]:
        failed.append("alice's value after carol's hog: %r" % r3["values"])
    print("%s: carol's memory hog was stopped at the servers' memory cap (%s) and her session went on"
          % ("ok" if capped and r2["values"] == ["(int) 42"] else "FAIL", r["ename"]))

    for f in failed:
        print("FAIL: " + f)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
