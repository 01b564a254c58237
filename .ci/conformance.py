#!/usr/bin/env python3
"""featuregen's readers against the official conformance suites, through `featuregen dump`.

Usage: conformance.py FEATUREGEN THIRDPARTY_DIR [--verbose]

THIRDPARTY_DIR holds `yaml-test-suite/` (the suite's `data` branch: one folder per case with `in.yaml`,
and `in.json` or `error`) and `JSONTestSuite/test_parsing/` (`y_`, `n_`, `i_` files). Each case runs
in its own process with a timeout, and ends in one of:

  read      accepted, and the value is the suite's (YAML: `in.json`, or the events of `test.event`
            where the case has no JSON form; JSON: what Python's json module reads)
  refused   an error with a position (for valid input: outside the strict subset, by design)
  MISREAD   accepted with another value, or accepted although the suite says the input is invalid
  CRASH     killed by a signal, or any exit code other than 0 and 1, or no `path:line:col` error
  HANG      still running after the timeout

The bar is 0 MISREAD, 0 CRASH and 0 HANG on both suites; the exit code is 1 otherwise.
"""
import json
import math
import os
import re
import subprocess
import sys
import tempfile

TIMEOUT = 10


def run_dump(featuregen, path):
    """(outcome, value or message) for one file."""
    try:
        result = subprocess.run([featuregen, "dump", path], capture_output=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return "HANG", None
    if result.returncode == 0:
        try:
            return "accepted", json.loads(result.stdout.decode("utf-8"))
        except ValueError as error:
            return "CRASH", f"dump printed no JSON: {error}"
    stderr = result.stderr.decode("utf-8", "replace")
    if result.returncode == 1 and re.search(r":\d+:\d+: error: ", stderr):
        return "refused", stderr.splitlines()[0]
    return "CRASH", f"exit {result.returncode}: {stderr[:300]}"


def same(a, b):
    """Equal as JSON values: numbers by value (1 == 1.0), floats within rounding, keys in any order."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        if isinstance(a, float) or isinstance(b, float):
            if math.isnan(a) and math.isnan(b):
                return True
            return a == b or math.isclose(a, b, rel_tol=1e-15)
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


def json_documents(text):
    """The JSON values of a YAML case's `in.json` (one per document)."""
    decoder = json.JSONDecoder()
    values, index = [], 0
    while True:
        while index < len(text) and text[index].isspace():
            index += 1
        if index >= len(text):
            return values
        value, index = decoder.raw_decode(text, index)
        values.append(value)


def event_documents(text):
    """The documents of a `test.event` file as values, every scalar a string (no JSON form exists)."""
    documents, stack, keys = [], [], []

    def add(value):
        if not stack:
            documents.append(value)
        elif isinstance(stack[-1], list):
            stack[-1].append(value)
        elif keys[-1] is None:
            keys[-1] = (value,)
        else:
            stack[-1][json.dumps(keys[-1][0]) if not isinstance(keys[-1][0], str) else keys[-1][0]] = value
            keys[-1] = None

    for line in text.splitlines():
        if line.startswith("+MAP"):
            stack.append({}); keys.append(None)
        elif line.startswith("+SEQ"):
            stack.append([]); keys.append(None)
        elif line.startswith(("-MAP", "-SEQ")):
            value = stack.pop(); keys.pop(); add(value)
        elif line.startswith("=VAL"):
            body = line[5:]
            body = re.sub(r"^(&\S+ )?(<\S+> )?", "", body)
            style, raw = body[0], body[1:]
            value = raw.replace("\\\\", "\0").replace("\\n", "\n").replace("\\t", "\t").replace(
                "\\b", "\b").replace("\\r", "\r").replace("\0", "\\")
            add(None if style == ":" and raw == "" else value)
        elif line.startswith("=ALI"):
            add("*alias")
    return documents


def stringified(value):
    if isinstance(value, dict):
        return {k: stringified(v) for k, v in value.items()}
    if isinstance(value, list):
        return [stringified(v) for v in value]
    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def yaml_cases(root):
    for directory, _, files in sorted(os.walk(root)):
        if "in.yaml" in files:
            yield directory


def run_yaml(featuregen, root, scratch, verbose):
    counts, problems = {}, []
    for case in yaml_cases(root):
        name = os.path.relpath(case, root)
        path = os.path.join(scratch, "case.yaml")
        with open(os.path.join(case, "in.yaml"), "rb") as source, open(path, "wb") as target:
            target.write(source.read())
        outcome, value = run_dump(featuregen, path)
        invalid = os.path.exists(os.path.join(case, "error"))
        if outcome == "accepted":
            if invalid:
                outcome, value = "MISREAD", "accepted, but the suite says the input is invalid"
            else:
                if os.path.exists(os.path.join(case, "in.json")):
                    with open(os.path.join(case, "in.json"), encoding="utf-8") as file:
                        expected = json_documents(file.read())
                    actual = value
                else:
                    with open(os.path.join(case, "test.event"), encoding="utf-8") as file:
                        expected = event_documents(file.read())
                    actual = stringified(value)
                # One document, or none: a reader of single documents reads an empty stream as null.
                if expected == [] and value is None:
                    outcome = "read"
                elif len(expected) == 1 and same(actual, expected[0]):
                    outcome = "read"
                else:
                    outcome, value = "MISREAD", f"read {json.dumps(value)[:200]}, expected {json.dumps(expected)[:200]}"
        if outcome == "refused":
            outcome = "refused_invalid" if invalid else "refused_valid"
        counts[outcome] = counts.get(outcome, 0) + 1
        if outcome in ("MISREAD", "CRASH", "HANG") or (verbose and outcome == "refused_valid"):
            problems.append(f"  {outcome} yaml {name}: {value}")
    return counts, problems


def run_json(featuregen, root, scratch, verbose):
    counts, problems = {}, []
    for name in sorted(os.listdir(root)):
        if not name.endswith(".json"):
            continue
        path = os.path.join(scratch, "case.json")
        with open(os.path.join(root, name), "rb") as source, open(path, "wb") as target:
            data = source.read()
            target.write(data)
        outcome, value = run_dump(featuregen, path)
        kind = name[0]
        if outcome == "accepted":
            if kind == "n":
                outcome, value = "MISREAD", "accepted, but the suite says the input is invalid"
            else:
                try:
                    expected = json.loads(data.decode("utf-8"))
                    outcome = "read" if same(value, expected) else "MISREAD"
                    if outcome == "MISREAD":
                        value = f"read {json.dumps(value)[:200]}, expected {json.dumps(expected)[:200]}"
                except (ValueError, UnicodeDecodeError) as error:
                    # Only `i_` cases get here: Python refuses what we accepted; say so, do not fail.
                    outcome = "read" if kind == "i" else "MISREAD"
                    value = f"accepted; Python's json refuses it ({error})"
        key = f"{kind}_{outcome}"
        counts[key] = counts.get(key, 0) + 1
        if outcome in ("MISREAD", "CRASH", "HANG") or (verbose and outcome == "refused" and kind == "y"):
            problems.append(f"  {outcome} json {name}: {value}")
    return counts, problems


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    featuregen, thirdparty = sys.argv[1], sys.argv[2]
    verbose = "--verbose" in sys.argv
    yaml_root = os.path.join(thirdparty, "yaml-test-suite")
    json_root = os.path.join(thirdparty, "JSONTestSuite", "test_parsing")
    failed = False
    with tempfile.TemporaryDirectory() as scratch:
        if os.path.isdir(yaml_root):
            counts, problems = run_yaml(featuregen, yaml_root, scratch, verbose)
            if problems:
                print("\n".join(problems))
            total = sum(counts.values())
            print(f"yaml-test-suite: {total} cases: {counts.get('read', 0)} read correctly, "
                  f"{counts.get('refused_valid', 0)} valid ones refused (outside the subset), "
                  f"{counts.get('refused_invalid', 0)} invalid ones refused, {counts.get('MISREAD', 0)} misread, "
                  f"{counts.get('CRASH', 0)} crashed, {counts.get('HANG', 0)} hung")
            failed |= any(counts.get(k, 0) for k in ("MISREAD", "CRASH", "HANG"))
        else:
            print(f"yaml-test-suite: SKIPPED, no data at {yaml_root}")
        if os.path.isdir(json_root):
            counts, problems = run_json(featuregen, json_root, scratch, verbose)
            if problems:
                print("\n".join(problems))
            total = sum(counts.values())
            line = ", ".join(f"{counts.get(f'{k}_{o}', 0)} {k}_ {o}"
                             for k in "yni" for o in ("read", "refused") if counts.get(f"{k}_{o}"))
            bad = {o: sum(v for k, v in counts.items() if k.endswith(o)) for o in ("MISREAD", "CRASH", "HANG")}
            print(f"JSONTestSuite: {total} cases: {line}; {bad['MISREAD']} misread, {bad['CRASH']} crashed, "
                  f"{bad['HANG']} hung")
            failed |= any(bad.values())
        else:
            print(f"JSONTestSuite: SKIPPED, no data at {json_root}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
