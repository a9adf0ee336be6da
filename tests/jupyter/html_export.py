"""A litmus picture survives `jupyter nbconvert --to html` (run by tests/jupyter/run.sh).

Debian's nbconvert keeps only the text of an image/svg+xml output in the HTML page (its lines,
arrows and boxes are stripped), so an exported litmus picture is blank. The kernel sends the
picture inline in text/html too; the page must hold the drawing (paths), not only the labels.
Usage: html_export.py NOTEBOOK OUTDIR
"""
import os
import re
import subprocess
import sys

nb, out = sys.argv[1], sys.argv[2]
subprocess.run([sys.executable, "-m", "nbconvert", "--to", "html", "--execute",
                "--ExecutePreprocessor.kernel_name=cudarepl",
                "--ExecutePreprocessor.timeout=120", "--output-dir", out, nb], check=True)
page = open(os.path.join(out, os.path.basename(nb)[:-6] + ".html")).read()
pics = re.findall(r'<div class="cudarepl-litmus"><svg.*?</svg>', page, re.S)
assert pics, "no litmus picture in the page"
for p in pics:
    assert p.count("<path") > 2 and p.count("<text") > 2, "a picture lost its drawing: " + p[:200]
print("%d litmus picture(s) kept whole" % len(pics))
