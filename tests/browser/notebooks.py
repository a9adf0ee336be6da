"""The notebooks in a real browser: the classic Notebook (Debian's jupyter-notebook) in headless
Chromium, driven by Selenium through chromedriver (run by tests/browser/run.sh).

For each notebook given, the page is opened as a person would open it, "Cell > Run All" is
clicked in the menu, and when no cell is left running the page is checked:
  - the page opens without a dialog (such as "Notebook validation failed");
  - every code cell ran (it has an execution count) and no cell shows an error, except the
    cells tagged raises-exception, whose failure the notebook means to show;
  - no output failed to render ("Javascript error adding output!");
  - every trace (text/html of class cudarepl-trace) and litmus picture (an inline SVG of class
    cudarepl-litmus) the kernel sent is drawn in the page with a size, the pictures with their
    paths; a notebook that asks for a trace (:trace, %%trace) or a picture (--svg) has one.
A screenshot of the whole notebook is saved as SHOTS/NAME.png.
Usage: notebooks.py URL TOKEN SHOTS NOTEBOOK...   (URL: the server's base URL; NOTEBOOK: a
path relative to the server's notebook directory)
"""
import json
import os
import re
import sys
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

RUN_TIMEOUT = 240  # seconds for one notebook's Run All

# the state of the page, read through the Notebook's own JavaScript model
STATE_JS = """
const nb = Jupyter.notebook;
const cells = nb.get_cells().filter(c => c.cell_type === 'code');
return cells.map(c => ({
    prompt: c.input_prompt_number === undefined ? null : c.input_prompt_number,
    tags: (c.metadata && c.metadata.tags) || [],
    source: c.get_text(),
    errors: c.output_area.outputs.filter(o => o.output_type === 'error')
                                 .map(o => o.ename + ': ' + o.evalue),
    html: c.output_area.outputs.filter(o => o.data && o.data['text/html'])
                               .map(o => o.data['text/html']),
}));
"""

# what the browser drew: each trace and litmus picture with its size
DRAWN_JS = """
const box = e => { const r = e.getBoundingClientRect(); return [r.width, r.height]; };
return {
    traces: [...document.querySelectorAll('.output_area div.cudarepl-trace')].map(box),
    pictures: [...document.querySelectorAll('.output_area div.cudarepl-litmus svg')].map(
        s => box(s).concat([s.querySelectorAll('path').length])),
    broken: document.body.innerText.includes('Javascript error adding output'),
};
"""


def browser():
    opts = webdriver.ChromeOptions()
    opts.binary_location = "/usr/bin/chromium"
    for a in ("--headless", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,1024",
              "--no-first-run", "--disable-extensions"):
        opts.add_argument(a)
    # Chromium's sandbox refuses to run as root and needs user namespaces that containers often
    # lack; the pages are the test's own notebooks on localhost
    opts.add_argument("--no-sandbox")
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=opts)


def wait(what, cond, timeout):
    end = time.time() + timeout
    while time.time() < end:
        v = cond()
        if v:
            return v
        time.sleep(0.25)
    raise AssertionError("timed out waiting for " + what)


def run_all(d, url, token, nb):
    d.get("%s/notebooks/%s?token=%s" % (url, nb, token))
    wait("the kernel", lambda: d.execute_script(
        "return !!(window.Jupyter && Jupyter.notebook && Jupyter.notebook.kernel &&"
        " Jupyter.notebook.kernel.is_connected() && Jupyter.notebook.kernel.info_reply &&"
        " Jupyter.notebook.kernel.info_reply.implementation)"), 60)
    impl = d.execute_script("return Jupyter.notebook.kernel.info_reply.implementation")
    assert impl == "cudarepl", "the notebook runs kernel %r, not cudarepl" % impl
    # a dialog in the way (e.g. "Notebook validation failed") is what a person would see first
    time.sleep(0.5)
    dialogs = d.execute_script("return [...document.querySelectorAll('.modal.in')]"
                               ".map(m => m.innerText.replace(/\\s+/g, ' ').trim())")
    assert not dialogs, "the page opens with a dialog: " + dialogs[0][:300]
    d.find_element(By.ID, "celllink").click()          # the "Cell" menu
    d.find_element(By.CSS_SELECTOR, "#run_all_cells > a").click()
    # Run All marks every cell [*] at once; done when none is left running and stays so
    wait("Run All to start", lambda: any(c["prompt"] is not None
                                         for c in d.execute_script(STATE_JS)), 30)
    still = [0]

    def settled():
        busy = any(c["prompt"] == "*" for c in d.execute_script(STATE_JS))
        still[0] = 0 if busy else still[0] + 1
        return still[0] >= 4
    wait("the cells to finish", settled, RUN_TIMEOUT)


def check(d, nb):
    cells = d.execute_script(STATE_JS)
    drawn = d.execute_script(DRAWN_JS)
    problems = []
    for i, c in enumerate(cells):
        where = "%s cell %d (%s)" % (nb, i + 1, c["source"].strip().splitlines()[0][:50]
                                     if c["source"].strip() else "empty")
        if not isinstance(c["prompt"], int):
            problems.append("%s did not run (prompt %r)" % (where, c["prompt"]))
        if c["errors"] and "raises-exception" not in c["tags"]:
            problems.append("%s failed: %s" % (where, c["errors"][0][:300]))
    if drawn["broken"]:
        problems.append(nb + ": an output failed to render (Javascript error adding output)")
    sent_traces = sum(h.count('class="cudarepl-trace"') for c in cells for h in c["html"])
    sent_pics = sum(h.count('class="cudarepl-litmus"') for c in cells for h in c["html"])
    src = "\n".join(c["source"] for c in cells)
    if re.search(r"^\s*(%%|%|:)trace\s*($|text|html|brief|all|blocks|warps)", src, re.M) \
            and sent_traces == 0:
        problems.append(nb + ": traces were asked for and none is in the page")
    if re.search(r"^\s*(%%|:)litmus\b.*--svg", src, re.M) and sent_pics == 0:
        problems.append(nb + ": a litmus picture was asked for and none is in the page")
    if len(drawn["traces"]) != sent_traces:
        problems.append("%s: %d traces sent, %d drawn" % (nb, sent_traces, len(drawn["traces"])))
    if len(drawn["pictures"]) != sent_pics:
        problems.append("%s: %d litmus pictures sent, %d drawn" % (nb, sent_pics,
                                                                  len(drawn["pictures"])))
    for w, h in drawn["traces"]:
        if w < 50 or h < 20:
            problems.append("%s: a trace is drawn %dx%d" % (nb, w, h))
    for w, h, paths in drawn["pictures"]:
        if w < 50 or h < 50 or paths < 3:
            problems.append("%s: a litmus picture is drawn %dx%d with %d paths" % (nb, w, h, paths))
    return problems, len(cells), len(drawn["traces"]), len(drawn["pictures"])


def screenshot(d, path):
    # the notebook scrolls inside #site, whose height follows the window's: a window as tall as
    # the notebook shows all of it
    h = d.execute_script("return document.getElementById('notebook').scrollHeight +"
                         " document.getElementById('header').offsetHeight")
    d.set_window_size(1280, min(max(h + 40, 1024), 16000))
    time.sleep(0.5)
    d.save_screenshot(path)
    d.set_window_size(1280, 1024)


def shutdown_kernels(url, token):
    req = urllib.request.Request("%s/api/sessions?token=%s" % (url, token))
    for s in json.load(urllib.request.urlopen(req)):
        urllib.request.urlopen(urllib.request.Request(
            "%s/api/sessions/%s?token=%s" % (url, s["id"], token), method="DELETE"))


def main():
    url, token, shots, notebooks = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    os.makedirs(shots, exist_ok=True)
    failed = 0
    d = browser()
    try:
        for nb in notebooks:
            t0 = time.time()
            try:
                run_all(d, url, token, nb)
                problems, ncells, ntraces, npics = check(d, nb)
            except Exception as e:  # selenium's errors too: the next notebook still runs
                problems, ncells, ntraces, npics = [nb + ": " + str(e).strip()[:500]], 0, 0, 0
            shot = os.path.join(shots, os.path.basename(nb)[:-6] + ".png")
            try:  # the page as it is, even after a failure
                screenshot(d, shot)
                d.execute_script("Jupyter.notebook.kernel.stop_channels()")
                shutdown_kernels(url, token)
            except Exception as e:
                problems.append(nb + ": after the run: " + str(e).strip()[:500])
            if problems:
                failed += 1
                print("FAIL: %s\n  %s" % (nb, "\n  ".join(problems)))
            else:
                print("ok: %s: %d code cells, %d traces, %d litmus pictures drawn (%.0f s), %s"
                      % (nb, ncells, ntraces, npics, time.time() - t0, shot))
            sys.stdout.flush()
    finally:
        d.quit()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
