"""Judges a report from Chromium's --dump-dom of the checked copy and its console log.

Usage: judge.py DOM.html CONSOLE.log REPORT.html MIN_HEIGHT MAX_HEIGHT
Fails (exit 1) on: a console message from the page (it has no script, so any is an error), a
reference to anything outside the file, a chart with no drawn marks, text overflowing its box,
a page wider than the window, or a height outside [MIN_HEIGHT, MAX_HEIGHT].
"""
import html
import json
import re
import sys

dom_path, console_path, report_path, low, high = sys.argv[1:6]
problems = []

report = open(report_path, encoding="utf-8").read()
for pattern, what in [(r"<script", "a script"), (r"\ssrc\s*=", "a src= reference"), (r"<link", "a <link>"),
                      (r"@import|url\(", "a CSS import or url()"), (r"https?://(?!www\.w3\.org/2000/svg)", "an external URL")]:
    if re.search(pattern, report, re.IGNORECASE):
        problems.append(f"the page holds {what}: it must be self-contained")

console = [line.strip() for line in open(console_path, encoding="utf-8", errors="replace") if ":CONSOLE" in line]
problems += [f"console: {line}" for line in console]

dom = open(dom_path, encoding="utf-8").read()
matches = re.findall(r'<pre id="report-check">(\{.*?\})</pre>', dom, re.S)
if not matches:
    problems.append("the check script wrote no result (did the page load?)")
    result = {"charts": [], "overflow": [], "height": 0, "width": 0, "viewport": 0}
else:
    result = json.loads(html.unescape(matches[-1]))
if not result["charts"]:
    problems.append("the page has no chart")
for chart in result["charts"]:
    if chart["marks"] == 0:
        problems.append(f'chart "{chart["title"]}" has no drawn marks')
problems += result["overflow"]
if result["width"] > result["viewport"] + 1:
    problems.append(f'the page is {result["width"]} px wide in a {result["viewport"]} px window')
if not int(low) <= result["height"] <= int(high):
    problems.append(f'the page is {result["height"]} px tall, expected {low}..{high}')

print(f'check-report: {len(result["charts"])} charts, '
      f'{sum(chart["marks"] for chart in result["charts"])} marks, page {result["height"]} px tall')
for problem in problems:
    print(f"check-report: FAIL {problem}", file=sys.stderr)
sys.exit(1 if problems else 0)
