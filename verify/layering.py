#!/usr/bin/env python3
"""Fails on an include that runs against the project's layering.

usage: layering.py <source folder> <layers.txt>

layers.txt (written by every configure, cmake/layering.cmake) has one line
per registered folder: the folder, then the folders it may include from
(its own, those of the libraries it links, header-only uses). A file belongs
to the longest registered folder its path starts with; an include of
"x/y.h" names the longest registered folder "x/y.h" starts with. An include
of a registered folder the file's folder may not use is reported with its
file and line; includes of unregistered folders (system headers, generated
ones) are not checked. Exit 0: none; 1: some (each printed); 2: bad input.
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def owner(path, folders):
    best = None
    for folder in folders:
        if path.startswith(folder + "/") and (best is None or len(folder) > len(best)):
            best = folder
    return best


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    source, layers_file = argv[1], argv[2]
    allowed = {}
    try:
        with open(layers_file, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                words = line.split()
                if not words:
                    continue
                allowed[words[0]] = set(words)
    except OSError as error:
        print(f"layering: cannot read '{layers_file}': {error.strerror}", file=sys.stderr)
        return 2
    if not allowed:
        print(f"layering: '{layers_file}' registers no folder", file=sys.stderr)
        return 2
    folders = sorted(allowed)
    faults = checked = 0
    for folder in folders:
        root = os.path.join(source, folder)
        for directory, _, names in os.walk(root):
            for name in sorted(names):
                if not name.endswith((".h", ".cpp")):
                    continue
                path = os.path.relpath(os.path.join(directory, name), source)
                mine = owner(path, folders)
                if mine != folder:
                    continue  # a file of a registered folder inside this one
                checked += 1
                with open(os.path.join(source, path), encoding="utf-8") as f:
                    for number, line in enumerate(f, 1):
                        match = INCLUDE.match(line)
                        if not match:
                            continue
                        theirs = owner(match.group(1), folders)
                        if theirs is not None and theirs not in allowed[mine]:
                            faults += 1
                            uses = " ".join(sorted(allowed[mine] - {mine})) or "nothing"
                            print(f"{path}:{number}: includes \"{match.group(1)}\" of "
                                  f"{theirs}/, which {mine}/ may not use (it may use: {uses})")
    if faults:
        print(f"layering: {faults} include(s) against the layers in {checked} files")
        return 1
    print(f"layering: {checked} files of {len(folders)} folders include only what their "
          "layer may use")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
