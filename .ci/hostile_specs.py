#!/usr/bin/env python3
"""Hostile specs, written independently of random_specs.py: each draws one of the classes that once
made a valid spec generate code that did not compile (issue 25), in a form that may or may not be valid.
The oracle needs no knowledge of the rules: a spec that `featuregen validate` accepts must build and pass
its tests in every style; one it refuses must be refused at `path:line:col`.

`hostile_specs.py OUT_DIR --seed S --count N` writes OUT_DIR/Specs/H<k>.feature.yml (some classes write
two features, validated together) and OUT_DIR/manifest.txt (`group file class`).
"""
import argparse
import os
import random

TYPES = {  # type -> (a value, another value)
    "Int": ("0", "7"), "String": ('""', '"x"'), "Bool": ("false", "true"), "Double": ("0", "2.5"),
    "[Int]": ("[]", "[1]"), "Int?": ("nil", "3"), "String?": ("nil", '"y"'), "Date": ("Date(timeIntervalSince1970: 0)", "Date(timeIntervalSince1970: 9)"),
}
KEYWORDS = ["self", "Self", "super", "class", "default", "init", "nil", "true", "false", "in", "return", "Self.self"]
INVISIBLE = ["\\u{1B}", "\\u{2028}", "\\u{85}", "\\u{0}", "\\t", "\\e", "\\v", "\\u2028", "\\u{D800}", "\\q", "\\\\", "\\n"]
NAMES = ["ℌ", "注文", "Café", "Ωmega", "Über", "Zed", "Self", "Type", "Protocol"]


def q(text):
    """A YAML double-quoted scalar."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


class Hostile:
    def __init__(self, rng, name):
        self.rng, self.name = rng, name

    def argument_type(self):
        """A parameter filled from a state field or a payload of some type: implicitly, or by a plain
        reference (both checked by validate), or by `?? default` where that is well typed."""
        r = self.rng
        field_type, param_type = r.choice(list(TYPES)), r.choice(list(TYPES))
        payload_type = r.choice([None, None, param_type, field_type])
        choices = ["state.v"] + (["payload"] if payload_type else [])
        if field_type == param_type + "?":
            choices.append(f"state.v ?? {TYPES[param_type][0]}")
        argument = r.choice(choices) if r.random() < 0.5 else None
        lines = [f"feature: {self.name}", "state:", f"  v: {field_type} = {TYPES[field_type][0]}", "  out: String = \"\"",
                 "actions:", "  go:"]
        if payload_type:
            lines += [f"    payload: {payload_type}"]
        lines += ["    set: {}", "    effect: load", "results:", "  loaded:", "    payload: String", "    set: { out: payload }",
                  "effects:", "  load:", f"    call: \"load(v: {param_type}) async -> String\"", "    success: loaded"]
        if argument:
            lines += [f"    arguments: {{ v: {q(argument)} }}"]
        send = f"{{ go: {q(TYPES[payload_type][1])} }}" if payload_type else "go"
        lines += ["examples:", "  - name: it loads", f"    send: {send}", "    respond: { load: '\"done\"' }",
                  "    expect: { out: '\"done\"' }"]
        return lines

    def overload(self):
        r = self.rng
        first = r.choice(["id: Int", "_ id: Int", "name: String", "for id: Int"])
        second = r.choice(["id: Int", "name: String", "id: String", "_ id: Int"])
        throws = r.choice(["", " throws"])
        return [f"feature: {self.name}", "state:", "  id: Int = 0", "  name: String = \"\"", "  out: String = \"\"",
                "actions:", "  a: { set: {}, effect: one }", "  b: { set: {}, effect: two }",
                "results:", "  got:", "    payload: String", "    set: { out: payload }", "  failed:", "    set: {}",
                "effects:", "  one:", f"    call: \"fetch({first}) async -> String\"", "    success: got",
                "  two:", f"    call: \"fetch({second}) async{throws} -> String\"", "    success: got"] + (
                    ["    failure: failed"] if throws else [])

    def invisible(self):
        escape = self.rng.choice(INVISIBLE)
        return [f"feature: {self.name}", "state:", f"  text: {q('String = ' + chr(34) + 'a' + escape + 'b' + chr(34))}",
                "actions:", "  clear: { set: { text: '\"\"' } }"]

    def keyword(self):
        word = self.rng.choice(KEYWORDS)
        return [f"feature: {self.name}", "state:", "  flag: Bool = false", "actions:", f"  flip: {{ set: {{ flag: {q(word)} }} }}"]

    def special_number(self):
        value = self.rng.choice([".nan", "-.nan", ".infinity", "-.infinity", "Double.nan", ".signalingNaN", ".pi", "1e308"])
        return [f"feature: {self.name}", "state:", f"  x: {q('Double = ' + value)}", "actions:", "  reset: { set: { x: 0 } }",
                "examples:", "  - name: reset", "    send: reset", "    expect: { x: 0 }"]

    def recursive(self):
        field = self.rng.choice(["Node", "Node?", "[Node]", "Optional<Node>", "[String: Node]", "Box"])
        return [f"feature: {self.name}", "state:", f"  root: \"{self.name}Node? = nil\"", "models:",
                f"  {self.name}Node:", f"    fields: {{ value: Int, next: {q(field.replace('Node', self.name + 'Node').replace('Box', self.name + 'Box'))} }}",
                f"  {self.name}Box:", f"    fields: {{ inner: \"{self.name}Node?\" }}",
                "fixtures:", f"  \"[{self.name}Node]\": \"[]\"", f"  \"[String: {self.name}Node]\": \"[:]\""]

    def enum_in_model(self):
        conforms = self.rng.choice([["Codable"], ["Hashable"], ["Codable", "Hashable"], []])
        return [f"feature: {self.name}", "state:", f"  item: \"{self.name}Item? = nil\"", "enums:", f"  {self.name}Kind:",
                "    - plain", "    - tagged(String)", "    - pair(Int, [Int])", "models:", f"  {self.name}Item:",
                f"    fields: {{ kind: {self.name}Kind, id: Int }}"] + (
                    [f"    conforms: [{', '.join(conforms)}]"] if conforms else [])

    def access(self):
        owner_public = self.rng.random() < 0.5
        owner = [f"feature: {self.name}Owner"] + (["access: public"] if owner_public else []) + [
            "state:", "  n: Int = 0", "models:", f"  {self.name}Thing:", "    fields: { id: Int }"]
        user = [f"feature: {self.name}", "access: public", "state:", f"  thing: \"{self.name}Thing? = nil\""]
        return user, owner

    def name_class(self):
        return [f"feature: {self.rng.choice(NAMES)}{self.name[1:]}", "state:", "  n: Int = 0",
                "actions:", "  bump: { set: { n: state.n + 1 } }"]

    def bare_read(self):
        bound = self.rng.random() < 0.5
        return [f"feature: {self.name}", "state:", "  count: Int = 0", "actions:", "  bump:"] + (
            ["    payload: { count: Int }"] if bound else []) + ["    set: { count: count + 1 }"]

    def payload_labels(self):
        label = self.rng.choice(["spec", "state", "store", "payload", "send", "action", "effect", "expected"])
        return [f"feature: {self.name}", "state:", "  n: Int = 0", "actions:", "  set1:", f"    payload: {{ {label}: Int }}",
                f"    set: {{ n: {label} }}", "examples:", "  - name: a long enough example name to move the value into a let",
                f"    send: {{ set1: {{ {label}: 4 }} }}", "    expect: { n: 4 }"]

    def literal(self):
        """A bare literal as a default, a `set` value and an expected value, of a type it may not fit."""
        r = self.rng
        field_type = r.choice(list(TYPES))
        literals = ["nil", "true", "1", "1.5", '"x"']
        default, value = r.choice(literals + [TYPES[field_type][0]]), r.choice(literals)
        return [f"feature: {self.name}", "state:", f"  v: {q(field_type + ' = ' + default)}", "actions:",
                f"  put: {{ set: {{ v: {q(value)} }} }}", "examples:", "  - name: put", "    send: put",
                f"    expect: {{ v: {q(value)} }}"]

    CLASSES = ["argument_type", "overload", "invisible", "keyword", "special_number", "recursive", "enum_in_model",
               "access", "name_class", "bare_read", "payload_labels", "literal"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=40)
    args = parser.parse_args()
    specs = os.path.join(args.out, "Specs")
    os.makedirs(specs, exist_ok=True)
    manifest = []
    for k in range(args.count):
        rng = random.Random(args.seed * 1000 + k)
        kind = Hostile.CLASSES[k % len(Hostile.CLASSES)] if k < len(Hostile.CLASSES) else rng.choice(Hostile.CLASSES)
        name = f"H{args.seed}x{k}"
        produced = getattr(Hostile(rng, name), kind)()
        texts = produced if isinstance(produced, tuple) else (produced,)
        for index, lines in enumerate(texts):
            file = f"{name}{'Owner' if index else ''}.feature.yml"
            with open(os.path.join(specs, file), "w", encoding="utf-8") as handle:
                handle.write("\n".join(lines) + "\n")
            manifest.append(f"{name} {file} {kind}\n")
    with open(os.path.join(args.out, "manifest.txt"), "w", encoding="utf-8") as handle:
        handle.writelines(manifest)


if __name__ == "__main__":
    main()
