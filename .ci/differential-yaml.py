#!/usr/bin/env python3
"""Differential check: featuregen's YAML reader against PyYAML's yaml.safe_load.

Every YAML file featuregen accepts must mean the same to PyYAML: same values, same types
(int / float / bool / null / str, compared strictly) and the same key order.

Usage:
  python3 .ci/differential-yaml.py [--featuregen BIN] PATH...

PATH is a YAML file or a folder (searched for *.yml / *.yaml). For each YAML file the script
needs featuregen's JSON dump of it:
  * with --featuregen BIN it runs `BIN dump FILE` (files featuregen refuses are skipped);
  * otherwise it reads the dump from FILE + ".json" next to the file (what the Swift test writes).

The dump prints YAML's .inf / -.inf / .nan as the strings ".inf" / "-.inf" / ".nan" (JSON has no such
numbers); they match PyYAML's float infinities and NaN.

Exit status: 0 all agree, 1 some disagree (one line per difference), 2 usage error,
3 PyYAML is not installed.
"""
import json
import math
import os
import subprocess
import sys

try:
    import yaml
except ImportError:
    print("differential-yaml: PyYAML is not installed (pip install pyyaml)", file=sys.stderr)
    sys.exit(3)


def describe(value):
    return f"{type(value).__name__} {value!r}"


def compare(ours, theirs, where, problems):
    """ours: parsed from featuregen's JSON (objects as lists of pairs); theirs: from yaml.safe_load."""
    if isinstance(theirs, dict):
        if not isinstance(ours, Pairs):
            problems.append(f"{where}: featuregen has {describe(ours)}, PyYAML a mapping")
            return
        our_keys = [k for k, _ in ours]
        their_keys = list(theirs.keys())
        if our_keys != their_keys:
            problems.append(f"{where}: keys differ: featuregen {our_keys!r}, PyYAML {their_keys!r}")
            return
        for key, value in ours:
            compare(value, theirs[key], f"{where}.{key}", problems)
        return
    if isinstance(theirs, list):
        if not isinstance(ours, list) or isinstance(ours, Pairs):
            problems.append(f"{where}: featuregen has {describe(ours)}, PyYAML a list")
            return
        if len(ours) != len(theirs):
            problems.append(f"{where}: list lengths differ: featuregen {len(ours)}, PyYAML {len(theirs)}")
            return
        for index, (a, b) in enumerate(zip(ours, theirs)):
            compare(a, b, f"{where}[{index}]", problems)
        return
    if isinstance(ours, list):
        problems.append(f"{where}: featuregen has a {'mapping' if isinstance(ours, Pairs) else 'list'}, PyYAML {describe(theirs)}")
        return
    if isinstance(theirs, float) and isinstance(ours, str):
        special = {".inf": math.inf, "-.inf": -math.inf}
        if ours == ".nan" and math.isnan(theirs) or special.get(ours) == theirs:
            return
    if type(ours) is not type(theirs) or ours != theirs:
        problems.append(f"{where}: featuregen has {describe(ours)}, PyYAML {describe(theirs)}")


class Pairs(list):
    """A JSON object from featuregen's dump, as (key, value) pairs in file order."""


def pairs_hook(pairs):
    return Pairs(pairs)


def yaml_files(paths):
    for path in paths:
        if os.path.isdir(path):
            for name in sorted(os.listdir(path)):
                if name.endswith((".yml", ".yaml")):
                    yield os.path.join(path, name)
        else:
            yield path


def main(argv):
    featuregen = None
    if len(argv) >= 2 and argv[0] == "--featuregen":
        featuregen, argv = argv[1], argv[2:]
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 2
    compared = skipped = 0
    failures = []
    for path in yaml_files(argv):
        if featuregen:
            run = subprocess.run([featuregen, "dump", path], capture_output=True, text=True)
            if run.returncode != 0:
                skipped += 1
                continue
            dumped = run.stdout
        else:
            try:
                with open(path + ".json", encoding="utf-8") as handle:
                    dumped = handle.read()
            except FileNotFoundError:
                skipped += 1
                continue
        ours = json.loads(dumped, object_pairs_hook=pairs_hook)
        try:
            with open(path, "rb") as handle:
                theirs = yaml.safe_load(handle)
        except yaml.YAMLError as error:
            first = str(error).splitlines()[0] if str(error) else type(error).__name__
            failures.append(f"{path}: featuregen accepts it but PyYAML fails: {first}")
            compared += 1
            continue
        problems = []
        compare(ours, theirs, "$", problems)
        failures.extend(f"{path}: {p}" for p in problems)
        compared += 1
    for line in failures:
        print(line)
    print(f"differential-yaml: compared {compared} files, skipped {skipped}, {len(failures)} differences")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
