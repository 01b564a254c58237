#!/usr/bin/env python3
"""Validates feature specs (YAML or JSON) against docs/feature-spec.schema.json.

Usage: .ci/validate-schema.py SPEC...   Exit 0 when all are valid, 1 when one is not,
77 when PyYAML or jsonschema is missing (callers treat that as "skipped").
"""
import json
import pathlib
import sys

try:
    import jsonschema
    import yaml
except ImportError as error:
    print(f"skipped: {error.name} is not installed", file=sys.stderr)
    sys.exit(77)

SCHEMA = pathlib.Path(__file__).resolve().parent.parent / "docs" / "feature-spec.schema.json"


def load(path):
    text = pathlib.Path(path).read_text(encoding="utf-8")
    if path.endswith(".json"):
        return json.loads(text)
    # The spec language reads every plain scalar as text except null/bool/numbers (YAML 1.2 core);
    # PyYAML's default YAML 1.1 loader would turn `on`/`yes` into booleans, so use the base loader
    # with only the core resolvers that matter here.
    return yaml.load(text, Loader=CoreLoader)


class CoreLoader(yaml.SafeLoader):
    pass


# YAML 1.1 dates and sexagesimals would never appear in specs, but `yes`/`no`/`on`/`off` might.
CoreLoader.yaml_implicit_resolvers = {
    key: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
CoreLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", __import__("re").compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))


def main(paths):
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    failed = False
    for path in paths:
        errors = sorted(validator.iter_errors(load(path)), key=lambda e: list(e.path))
        for error in errors:
            location = "/".join(str(part) for part in error.path) or "(top)"
            print(f"{path}: {location}: {error.message}")
            failed = True
        if not errors:
            print(f"{path}: valid")
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1:]))
