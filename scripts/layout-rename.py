#!/usr/bin/env python3
"""Issue 27 item 8: renames identifiers and module paths, token by token (scripts/layout-move.sh).

Rust files are read as tokens: string and char literals are never touched; in comments
only what is inside backticks (`H`, [`P::text`]) is, so `P(X >= x)` in prose stays.
Markdown files: only inside backticks. A type is renamed only in the files that can see it
(see TYPES); a module only where it is a path segment (`x::`, `::x`, `mod x;`, inside a
`use` statement). Running it twice changes nothing.
"""

import re
import sys
from pathlib import Path

# (old, new, a file is concerned when its text matches this regex)
TYPES = [
    ("H", "Html", re.compile(r"html::|struct H\b")),
    ("P", "AppText", re.compile(r"i18n_play|i18n_app|i18n::|^    P \{", re.M)),
    ("Tx", "DeskText", re.compile(r"\bTx\b")),
    ("Snap", "ViewArrays", re.compile(r"\bSnap\b")),
]
MODULES = {
    "thinking": "worker_protocol",
    "trust": "verify_pages",
    "i18n_play": "i18n_app",
    "snap": "view_arrays",
    "tx": "desk_text",
}
# Plain text anywhere (file paths in comments, docs and scripts).
PATHS = [
    ("src/thinking.rs", "src/worker_protocol.rs"),
    ("present/trust.rs", "present/verify_pages.rs"),
    ("i18n_play.rs", "i18n_app.rs"),
    ("bot/snap.rs", "bot/view_arrays.rs"),
    ("tournament/tx.rs", "tournament/desk_text.rs"),
]

IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def rename_idents(text, types, code):
    """Renames in a run of code (code=True) or of backticked comment/markdown text."""
    out = []
    i = 0
    n = len(text)
    in_use = False
    while i < n:
        m = IDENT.match(text, i)
        if m and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            word = m.group(0)
            end = m.end()
            if word == "use":
                in_use = True
            new = word
            if word in types:
                new = types[word]
            elif word in MODULES:
                before = text[:i].rstrip()
                after = text[end:].lstrip()
                is_path = (
                    before.endswith("::")
                    or after.startswith("::")
                    or (re.search(r"\bmod$", before) and after.startswith(";"))
                    or (code and in_use)
                )
                if is_path:
                    new = MODULES[word]
            out.append(new)
            i = end
            continue
        if text[i] == ";":
            in_use = False
        out.append(text[i])
        i += 1
    return "".join(out)


def in_backticks(text, types):
    # An intra-doc link to a module by its name alone: [`trust`].
    text = re.sub(
        r"\[`(\w+)`\]", lambda m: "[`" + MODULES.get(m.group(1), m.group(1)) + "`]", text
    )
    return re.sub(r"`[^`\n]*`", lambda m: rename_idents(m.group(0), types, False), text)


def rust(text, types):
    out = []
    code = []
    i = 0
    n = len(text)

    def flush():
        if code:
            out.append(rename_idents("".join(code), types, True))
            code.clear()

    while i < n:
        c = text[i]
        prev = text[i - 1] if i else ""
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            flush()
            out.append(in_backticks(text[i:j], types))
            i = j
        elif text.startswith("/*", i):
            depth, j = 0, i
            while j < n:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                    if depth == 0:
                        break
                else:
                    j += 1
            flush()
            out.append(in_backticks(text[i:j], types))
            i = j
        elif c in "rb" and not (prev.isalnum() or prev == "_") and re.match(r'(br|r|b)?#*"', text[i:]):
            m = re.match(r'(br|r|b)(#*)"', text[i:])
            if m and "r" in m.group(1):
                close = '"' + m.group(2)
                j = text.find(close, i + m.end())
                j = n if j < 0 else j + len(close)
            elif m:  # b"..."
                j = i + m.end()
                while j < n and text[j] != '"':
                    j += 2 if text[j] == "\\" else 1
                j += 1
            else:
                code.append(c)
                i += 1
                continue
            flush()
            out.append(text[i:j])
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            j += 1
            flush()
            out.append(text[i:j])
            i = j
        elif c == "'":
            m = re.match(r"'(\\[^']*|[^'\\])'", text[i:])
            if m:
                flush()
                out.append(m.group(0))
                i += m.end()
            else:
                code.append(c)
                i += 1
        else:
            code.append(c)
            i += 1
    flush()
    return "".join(out)


def main(root):
    root = Path(root)
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if not path.is_file() or rel.startswith(("target", "node_modules", ".git", "dist")):
            continue
        if "/node_modules/" in rel or rel.endswith("layout-rename.py") or rel.endswith("layout-move.sh"):
            continue
        if path.suffix not in (".rs", ".md", ".mjs", ".js", ".sh", ".html", ".toml", ".snap", ""):
            continue
        try:
            text = path.read_text()
        except (UnicodeDecodeError, IsADirectoryError):
            continue
        new = text
        for old, repl in PATHS:
            new = new.replace(old, repl)
        if path.suffix in (".rs", ".md"):
            types = {old: rep for old, rep, concerned in TYPES if concerned.search(new)}
            new = rust(new, types) if path.suffix == ".rs" else in_backticks(new, types)
        if new != text:
            path.write_text(new)
            print("renamed in", rel)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
