#!/usr/bin/env bash
# Follows every relative link of README.md and docs/**/*.md and fails, naming
# file:line and the link, when its target is missing, lies outside the
# repository, or names a heading (#anchor) that the target page does not have.
#
# Then checks every citation in the repository's text files (sources,
# fixtures, docs): a citation is a page of docs/ and a heading of it,
# `docs/rules/minnaar.md#mfen` (fixtures/README.md), and further headings of
# the same page may follow as `, #anchor`. It fails when the page or the
# heading is missing, and when a citation of a contract the repository does
# not contain remains (the former working notes, by the names they had).
#
#   verify/docs_links.sh [REPOSITORY_ROOT]      # default: this script's parent
set -euo pipefail
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
exec python3 - "$root" <<'PY'
import os, re, sys

root = os.path.realpath(sys.argv[1])
pages = [os.path.join(root, "README.md")]
for folder, _, files in os.walk(os.path.join(root, "docs")):
    pages += [os.path.join(folder, f) for f in sorted(files) if f.endswith(".md")]

inline = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
reference = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)")
code_span = re.compile(r"(`+).*?\1")

def slug(heading):
    """The anchor a heading gets (GitHub's rule: lower case, punctuation
    dropped except '-' and '_', spaces to '-')."""
    text = re.sub(r"`|\*|_(?=\W)|(?<=\W)_", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")

def anchors(path, cache={}):
    if path not in cache:
        seen, found, fenced = {}, set(), False
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.lstrip().startswith("```"):
                    fenced = not fenced
                m = None if fenced else re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
                if m:
                    s = slug(m.group(1))
                    n = seen.get(s, 0)
                    seen[s] = n + 1
                    found.add(s if n == 0 else f"{s}-{n}")
        cache[path] = found
    return cache[path]

failures = checked = 0
for page in pages:
    rel_page = os.path.relpath(page, root)
    fenced = False
    with open(page, encoding="utf-8") as f:
        lines = f.readlines()
    for number, line in enumerate(lines, 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if fenced or line.startswith("    ") or line.startswith("\t"):
            continue  # code blocks hold no links
        text = code_span.sub("", line)
        targets = [m.group(1) for m in inline.finditer(text)]
        targets += [m.group(1) for m in reference.finditer(text)]
        for target in targets:
            if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I):
                continue  # https:, mailto: ...: not a file of the repository
            checked += 1
            where, _, anchor = target.partition("#")
            problem = None
            if where.startswith("/"):
                problem = "an absolute path"
            else:
                path = os.path.realpath(os.path.join(os.path.dirname(page), where))
                if path != root and not path.startswith(root + os.sep):
                    problem = "leaves the repository"
                elif not os.path.exists(path):
                    problem = "no such file"
                elif anchor and path.endswith(".md") and anchor not in anchors(path):
                    problem = f"no heading #{anchor} in {os.path.relpath(path, root)}"
            if problem:
                failures += 1
                print(f"{rel_page}:{number}: ({target}): {problem}")

print(f"docs_links: {checked} relative links in {len(pages)} pages, {failures} broken")

# --- Citations --------------------------------------------------------------
citation = re.compile(r"(?<![\w/.-])(docs/[\w./-]+?\.md)#([\w-]+)((?:,\s*#[\w-]+)*)")
# A citation of a contract that is not in the repository: the notes' file
# names and section marks. What may stay: `minnaar serve SPEC`, where SPEC
# is the agent the command takes, not a document.
retired = re.compile(r"\b" + "SPEC" + r"\b|\b" + "PROTOCOL" + r"\b")
agent_spec = re.compile(r"(serve|agent|game,) SPEC\b|\"SPEC\"|`SPEC`|SPEC is an agent|SPEC plays")
text_files = (".md", ".h", ".cpp", ".sh", ".py", ".tsv", ".yaml", ".txt", ".cmake", ".json")
this = os.path.relpath(os.path.realpath(__file__ if "__file__" in globals() else sys.argv[0]), root)
cited = bad = 0
for folder, dirs, files in os.walk(root):
    dirs[:] = sorted(d for d in dirs if not d.startswith(".") and not d.startswith("build"))
    for name in sorted(files):
        if not (name.endswith(text_files) or name == "CMakeLists.txt"):
            continue
        path = os.path.join(folder, name)
        rel = os.path.relpath(path, root)
        if rel == "verify/docs_links.sh":
            continue  # names the retired citations in order to find them
        try:
            with open(path, encoding="utf-8") as f:
                lines = f.readlines()
        except UnicodeDecodeError:
            continue
        for number, line in enumerate(lines, 1):
            for m in citation.finditer(line):
                page = m.group(1)
                target = os.path.join(root, page)
                for anchor in [m.group(2)] + re.findall(r"#([\w-]+)", m.group(3)):
                    cited += 1
                    problem = None
                    if not os.path.isfile(target):
                        problem = "no such page"
                    elif anchor not in anchors(target):
                        problem = f"no heading #{anchor} in {page}"
                    if problem:
                        bad += 1
                        print(f"{rel}:{number}: ({page}#{anchor}): {problem}")
            if retired.search(agent_spec.sub("", line)):
                bad += 1
                print(f"{rel}:{number}: cites a contract the repository does not hold: "
                      f"{line.strip()}")

print(f"docs_links: {cited} citations, {bad} broken or retired")
sys.exit(1 if failures or bad else 0)
PY
