#!/usr/bin/env python3
"""Random feature specs for featuregen: seeded, reproducible, valid by construction.

Feature number k of a run with base seed S uses seed S+k alone, so a failing spec is reproduced by
`.ci/random-specs --count 1 --seed S+k`. Every spec aims to be accepted by the validator; the harness
(.ci/random-specs) then demands that the generated package compiles with warnings as errors and that
its generated tests pass.

Usage: random_specs.py OUT_DIR --seed S --count N --per-package P [--style NAME] [--silent-package no]
Writes OUT_DIR/pkgI/Specs/<Name>.feature.{yml,json}, OUT_DIR/pkgI/Package.swift and
OUT_DIR/pkgI/manifest.txt (`seed file` per feature), and OUT_DIR/pkg-silent (features without
messages) unless `--silent-package no`.
`random_specs.py explain PKG_DIR LOG` prints seed and text of the specs a failure log mentions.
"""
import ast
import hashlib
import json
import os
import random
import re
import sys

# Feature names: Swift/Foundation type names, names of generated suffixes, non-ASCII, then plain ones.
SPECIAL_FEATURES = [
    "Data", "Result", "Action", "State", "Error", "Task", "String", "Optional", "Array", "View",
    "Store", "Reducer", "Effects", "Service", "Mock", "Samples", "Sendable", "Equatable", "Never",
    "Int", "Bool", "Date", "URL", "Café", "Über", "Ωmega", "Observable", "MainActor", "Foundation",
    "Testing", "Swift", "Set", "Dictionary", "Void", "Any", "Protocol2", "Default", "Class",
]
# Member names: ordinary, Swift keywords, names the generated code uses itself, non-ASCII.
MEMBER_NAMES = [
    "count", "title", "items", "isOn", "default", "class", "for", "in", "func", "return", "where",
    "switch", "case", "protocol", "extension", "let", "var", "static", "import", "struct", "enum",
    "throws", "operator", "inout", "internal", "public", "repeat", "while", "do", "catch", "try",
    "as", "is", "true", "nil", "async", "await", "some", "any", "get", "set", "actor", "state",
    "action", "payload", "send", "reduce", "service", "store", "body", "effect", "café", "注文",
    "größe", "naïve", "_hidden", "x1", "value", "error", "result", "data", "task", "Type2",
]
LABEL_NAMES = ["query", "page", "amount", "note", "with", "ü", "値", "from", "to", "id", "label",
               "of", "by", "at", "on", "repeat", "default", "for", "in", "is", "self2"]
ENUM_CASES = ["idle", "loading", "empty", "default", "for", "done", "ready", "café", "in"]

# (type, default or None for optionals, another value)
BASE_TYPES = [
    ("Int", "0", "42"), ("String", '""', '"hi"'), ("Bool", "false", "true"), ("Double", "0", "1.5"),
    ("Int8", "0", "-1"), ("UInt64", "0", "7"), ("Float", "0", "2.5"), ("Character", '"c"', '"d"'),
    ("[Int]", "[]", "[1, 2]"), ("[String: Int]", "[:]", '["a": 1]'), ("Set<String>", "[]", '["x"]'),
    ("[String: [Int]]", "[:]", '["k": [1]]'), ("Dictionary<String, Array<Int>>", "[:]", '["k": [2]]'),
    ("[[String]]", "[]", '[["a"]]'), ("[Int?]", "[]", "[nil, 1]"), ("Array<Bool>", "[]", "[true]"),
    ("Date", "Date(timeIntervalSince1970: 0)", "Date(timeIntervalSince1970: 5)"),
    ("Data", "Data()", "Data([1, 2])"), ("URL", 'URL(fileURLWithPath: "/a")', 'URL(fileURLWithPath: "/b")'),
    ("UUID", "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))",
     "UUID(uuid: (1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2))"),
    ("Result<Int, Never>", ".success(0)", ".success(1)"), ("Decimal", "0", "Decimal(3)"),
]
# Values that once made valid specs generate code that did not compile (issue 25), in their valid forms:
# escapes and keywords inside strings, infinities.
EDGE_TYPES = [
    ("String", '"tab\\t esc\\u{1B} nel\\u{85} sep\\u{2028} \\\\ \\"q\\""', '"class"'),
    ("String", '"self"', '"default"'), ("Double", "-.infinity", ".infinity"),
    ("Double", ".greatestFiniteMagnitude", "-0.0"),
]
# `Store`'s own members: a TCA view reads a field `x` as `store.x`, so the tca style refuses these.
TCA_STORE_MEMBERS = {"send", "scope", "state", "publisher", "withState", "binding", "currentState",
                     "observableState", "debugDescription", "hashValue"}
KEYWORDS = set("""associatedtype borrowing class consuming deinit enum extension fileprivate func import init
inout internal let nonisolated open operator private precedencegroup protocol public rethrows static struct
subscript typealias var break case catch continue default defer do else fallthrough for guard if in repeat
return throw switch where while as Any await false is nil self Self super throws true try _""".split())


def escaped(name):
    """A name as the spec's author must write it inside a Swift expression."""
    return f"`{name}`" if name in KEYWORDS else name


SIMPLE_TYPES = [t for t in BASE_TYPES if t[0] in ("Int", "String", "Bool", "Double", "[Int]", "[String: Int]")]
SIMPLE_BASES = {t[0]: t[1] for t in SIMPLE_TYPES}


# `--long-names`: names as long as real ones get (`numberOfRemainingPromotionalRenewalAttempts`), so
# that every line the generated code writes with them must break to fit in 100 columns.
LONG_NAMES = False
LONG_WORDS = ["Subscription", "Management", "Preferences", "Remaining", "Promotional", "Renewal", "Attempts",
              "Currently", "Selected", "Identifier", "Available", "Storefront", "Localized", "Description"]


def long_suffix(rng):
    return "".join(rng.choice(LONG_WORDS) for _ in range(rng.randint(2, 4)))


class Names:
    """Draws distinct names from a pool, then invents `base<k>` names (long ones with `--long-names`)."""

    def __init__(self, rng, pool, taken=()):
        self.rng, self.pool, self.taken = rng, list(pool), set(taken)
        if LONG_NAMES:
            self.pool = [n for n in self.pool if n not in KEYWORDS]

    def take(self, base="name"):
        free = [n for n in self.pool if n not in self.taken]
        name = self.rng.choice(free) if free and self.rng.random() < (0.2 if LONG_NAMES else 0.8) else None
        k = 0
        while name is None or name in self.taken:
            k += 1
            name = f"{base}{long_suffix(self.rng)}{k}" if LONG_NAMES else f"{base}{k}"
        self.taken.add(name)
        return name

    def take_many(self, count, base="name"):
        return [self.take(base) for _ in range(count)]


class FeatureSpec:
    def __init__(self, seed, name, type_prefix, style="skill"):
        self.rng = random.Random(seed)
        # Stores get their own generator, so that adding them left every other choice as it was.
        self.store_rng = random.Random(seed * 13 + 5)
        # So do the forms issue 25 found (edge values, recursive and enum-holding models, optional
        # state into a parameter that is not optional).
        self.edge_rng = random.Random(seed * 31 + 7)
        # And `when:` guards (issue 22).
        self.guard_rng = random.Random(seed * 37 + 11)
        # And results that carry the call's arguments (issue 22).
        self.carry_rng = random.Random(seed * 41 + 13)
        # Its own stream too: debounced effects, without changing the rest of a seed's spec.
        self.debounce_rng = random.Random(seed * 43 + 17)
        # And `now` / `uuid()` in `set` (issue 22): the tests fix them.
        self.dependency_rng = random.Random(seed * 47 + 19)
        # And effects whose call returns a stream (issue 22).
        self.stream_rng = random.Random(seed * 53 + 23)
        # And examples that keep an effect in flight while the next message is sent (`pending`).
        self.pending_rng = random.Random(seed * 59 + 29)
        # And throttled effects (issue 22).
        self.throttle_rng = random.Random(seed * 61 + 31)
        # And lists filtered by what a message sends (`state.ids.filter { $0 != payload }`).
        self.filter_rng = random.Random(seed * 67 + 37)
        # Labelled enum values (`failed(reason: String)`): their own stream too.
        self.label_rng = random.Random(seed * 73 + 41)
        self.seed, self.style = seed, style
        # Effect names a style refuses (docs/styles.md): drawn again, so the spec stays valid.
        self.reserved_effects = {"body", name[0].lower() + name[1:] + "Client"} if style == "tca" else set()
        self.name, self.prefix = name, type_prefix
        self.members = Names(self.rng, MEMBER_NAMES)
        self.spec = {"feature": name}
        self.types = []  # (type, default, other) usable in this feature, models and enums included
        self.fields = []  # (name, type, default, other)
        self.fixtures = {}

    def build(self, silent=False):
        r = self.rng
        if r.random() < 0.3:
            self.spec["access"] = "public"
        if r.random() < 0.3:
            self.spec["imports"] = ["Foundation"]
        if r.random() < 0.3:
            self.spec["doc"] = f"Random feature {self.name}: \"quoted\", 'single', ünïcode."
            if r.random() < 0.5:
                self.spec["doc"] += "\n\nA second paragraph, after an empty line.  \n"
        self.types = list(BASE_TYPES)
        if self.edge_rng.random() < 0.5:
            self.types += [self.edge_rng.choice(EDGE_TYPES)]
        self.add_models()
        self.add_enums()
        self.add_edge_models()
        if r.random() < 0.04 or silent:  # a feature with no messages yet: no actions, results or effects
            if r.random() < 0.5:
                self.add_fields()
            return self.spec
        self.add_fields()
        effects = self.add_effects()
        self.add_messages(effects)
        self.add_guards()
        self.add_throttles()
        self.effects = {e["name"]: e for e in effects}
        if r.random() < 0.7:
            self.add_examples()
            self.drop_examples_throttles_refuse()
        if r.random() < 0.5:
            self.fixtures["Result<Int, Never>"] = ".success(9)"
        if self.fixtures:
            self.spec["fixtures"] = self.fixtures
        return self.spec

    def add_models(self):
        models = {}
        for j in range(self.rng.randint(0, 2)):
            name = f"{self.prefix}Rec{j}"
            fields = {}
            args = []
            for f in Names(self.rng, MEMBER_NAMES).take_many(self.rng.randint(1, 3)):
                t = self.rng.choice(SIMPLE_TYPES + [("String?", None, '"x"')])
                fields[f] = t[0]
                label = f"`{f}`" if f == "inout" else f
                args.append(f"{label}: {t[1] if t[1] is not None else 'nil'}")
            models[name] = fields
            if self.rng.random() < 0.4:  # long form: conformances and a doc comment
                long = {"fields": fields}
                conforms = [p for p in ("Codable", "Swift.Hashable") if self.rng.random() < 0.6]
                if conforms:
                    long["conforms"] = conforms if len(conforms) > 1 or self.rng.random() < 0.5 else conforms[0]
                if self.rng.random() < 0.5:
                    long["doc"] = f"A record of {self.name}."
                models[name] = long
            value = f"{name}({', '.join(args)})"
            self.types.append((name, value, value))
            self.types.append((f"[{name}]", "[]", f"[{value}]"))
        if models:
            self.spec["models"] = models

    def add_enums(self):
        if self.rng.random() < 0.5:
            return
        name = f"{self.prefix}Phase"
        cases = Names(self.rng, ENUM_CASES).take_many(self.rng.randint(1, 3), base="case")
        specs = list(cases)
        loaded = self.members_free_case(cases, "loaded")
        failed = self.members_free_case(cases + [loaded], "failed")
        pair = self.members_free_case(cases + [loaded, failed], 'pair')
        if self.label_rng.random() < 0.5:
            specs += [f"{loaded}([Int])", f"{failed}(reason: String)", f"{pair}(id: Int, String)"]
        else:
            specs += [f"{loaded}([Int])", f"{failed}(String)", f"{pair}(Int, String)"]
        self.spec["enums"] = {name: specs}
        self.types.append((name, f".{cases[0]}", f".{loaded}([3])"))

    def add_edge_models(self):
        """A model that holds itself in an array, and a Codable, Hashable model holding the enum."""
        r = self.edge_rng
        models = self.spec.setdefault("models", {})
        if r.random() < 0.3:
            name = f"{self.prefix}Node"
            models[name] = {"fields": {"value": "Int", "children": f"[{name}]"}, "conforms": ["Hashable"]}
            value = f"{name}(value: 1, children: [{name}(value: 2, children: [])])"
            self.types.append((name, f"{name}(value: 0, children: [])", value))
            self.fixtures[f"[{name}]"] = "[]"  # the example value a recursive model needs
            self.spec["fixtures"] = self.fixtures  # features without messages return before fixtures are set
        phase = next(iter(self.spec.get("enums", {})), None)
        if phase and r.random() < 0.5:
            name = f"{self.prefix}Tagged"
            models[name] = {"fields": {"tag": phase, "count": "Int"}, "conforms": ["Codable", "Hashable"]}
            first = self.spec["enums"][phase][0]
            self.types.append((name, f"{name}(tag: .{escaped(first)}, count: 0)", f"{name}(tag: .{escaped(first)}, count: 3)"))
        if not models:
            del self.spec["models"]

    @staticmethod
    def members_free_case(used, base):
        name, k = base, 0
        while name in used:
            k += 1
            name = f"{base}{k}"
        return name

    def add_fields(self):
        state = {}
        for _ in range(self.rng.randint(1, 8)):
            name = self.members.take("field")
            # SVVS fields are @Observable properties and TCA's @ObservableState cannot expand them either:
            # neither macro takes a name in backticks. TCA also refuses the names of Store's members.
            while (self.style in ("svvs", "tca") and name in KEYWORDS) or (self.style == "tca" and name in TCA_STORE_MEMBERS):
                name = self.members.take("field")
            t, default, other = self.rng.choice(self.types)
            if self.rng.random() < 0.25:
                t, default = t + "?", None
                if self.rng.random() < 0.3:
                    t = f"Optional<{t[:-1]}>"
            if self.rng.random() < 0.1:
                t, default, other = "Error", None, "nil"  # stored in an Equatable wrapper
                t += "?"
            value = t if default is None else f"{t} = {default}"
            if self.rng.random() < 0.15:
                value = {"type": t, "default": default} if default is not None else {"type": t}
                if self.rng.random() < 0.5:
                    value["doc"] = "A documented field."
            store = self.store_rng.random()
            if store < 0.25:
                # A store of the feature's own, or one every feature of the package may share.
                value = value if isinstance(value, dict) else (
                    {"type": t, "default": default} if default is not None else {"type": t})
                value["store"] = f"S{self.seed}Store" if store < 0.15 else "SharedStore"
                if store >= 0.15:
                    # Fields of a shared store must agree across specs: the name says the type and default.
                    digest = hashlib.sha1(f"{t}={default}".encode()).hexdigest()[:6]
                    name = "shared" + "".join(ch for ch in t if ch.isalnum())[:12] + digest
                    if name in state or name in self.members.taken:
                        value["store"] = f"S{self.seed}Store"
                        name = self.members.take("field")
                        while self.style == "svvs" and name in KEYWORDS:
                            name = self.members.take("field")
                    self.members.taken.add(name)
            state[name] = value
            self.fields.append((name, t, default, other))
        # A list of IDs that messages may filter by an integer they send.
        if self.filter_rng.random() < 0.5 and "keptIDs" not in state and "keptIDs" not in self.members.taken:
            self.members.taken.add("keptIDs")
            state["keptIDs"] = "[Int] = []"
            self.fields.append(("keptIDs", "[Int]", "[]", "[1, 2]"))
        self.spec["state"] = state

    def add_effects(self):
        effects = []
        for _ in range(self.rng.randint(0, 3)):
            effects.append(self.make_effect())
        return effects

    def make_effect(self):
        r = self.rng
        name = self.members.take("effect")
        # The style's function for it would clash (tca: `body`); tca's `@DependencyClient` cannot take a
        # keyword endpoint.
        while name in self.reserved_effects or (self.style == "tca" and name in KEYWORDS):
            name = self.members.take("effect")
        field_names = {f[0] for f in self.fields}
        params, arguments, open_params, fallbacks = [], {}, [], {}
        labels = Names(r, LABEL_NAMES, taken=field_names | self.members.taken)
        for _ in range(r.randint(0, 3)):
            kind = r.choice(["argument", "state", "open", "open"])
            state_fields = [f for f in self.fields if f[1] != "Error?" and f[0] not in [p[0] for p in params]]
            optional_fields = [f for f in state_fields if f[1].endswith("?") and f[1][:-1] in SIMPLE_BASES]
            if kind == "state" and optional_fields and self.edge_rng.random() < 0.3:
                # `id: Int?` into `find(id: Int)`: an argument must say what to send for nil.
                field, ftype = self.edge_rng.choice(optional_fields)[:2]
                pname, ptype = labels.take("param"), ftype[:-1]
                arguments[pname] = f"state.{escaped(field)} ?? {SIMPLE_BASES[ptype]}"
                fallbacks[pname] = (field, SIMPLE_BASES[ptype])
            elif kind == "state" and state_fields:
                pname, ptype = r.choice(state_fields)[:2]
            else:
                pname, (ptype, default, other) = labels.take("param"), r.choice(SIMPLE_TYPES)
                if kind == "argument":
                    arguments[pname] = other
                else:
                    open_params.append((pname, ptype))
            style = r.choice(["plain", "plain", "unlabelled", "label"])
            label = {"plain": pname, "unlabelled": None, "label": r.choice(['for', 'with', 'in', 'at', 'by'])}[style]
            written = {"plain": f"{pname}: {ptype}", "unlabelled": f"_ {pname}: {ptype}",
                       "label": f"{label} {pname}: {ptype}"}[style]
            params.append((pname, written, label))
        throws = r.random() < 0.6
        returns = r.choice([None, "Void", "()", "T", "T", "T"])
        rtype = None
        if returns == "T":
            rtype = r.choice(self.types)[0]
        arrow = "" if returns is None else f" -> {rtype or returns}"
        call = f"{name}({', '.join(p[1] for p in params)}) async{' throws' if throws else ''}{arrow}"
        # A stream of the return type instead: a result per element, maybe one at the end.
        stream = rtype is not None and self.stream_rng.random() < 0.2
        if stream:
            sequence = f"AsyncThrowingStream<{rtype}, any Error>" if throws else f"AsyncStream<{rtype}>"
            call = f"{name}({', '.join(p[1] for p in params)}) async -> {sequence}"
        effect = {"call": call}
        if arguments:
            effect["arguments"] = arguments
        if r.random() < 0.4:
            effect["policy"] = r.choice(["latest", "parallel"])
        if self.debounce_rng.random() < 0.2 and effect.get("policy") != "parallel":
            effect["debounce"] = self.debounce_rng.choice(["300ms", "0.5s", "1s", "250ms"])
        if r.random() < 0.3:
            effect["doc"] = "Talks to the backend."
        results = {}
        fire_and_forget = r.random() < 0.3 and not stream
        if not fire_and_forget:
            success = self.members.take("loaded")
            results[success] = {"payload": rtype} if rtype else {}
            effect["element" if stream else "success"] = success
        if stream and self.stream_rng.random() < 0.6:
            finished = self.members.take("ended")
            results[finished] = {}
            effect["finished"] = finished
        if throws:
            if r.random() < 0.3:
                effect["failure"] = "ignore"
            else:
                failure = self.members.take("failed")
                payload = r.choice([None, "String", "Error", "any Error"])
                results[failure] = {"payload": payload} if payload else {}
                effect["failure"] = failure
        self.carry_arguments(params, rtype, results, effect)
        return {"name": name, "spec": effect, "open": open_params, "results": results, "params": params,
                "arguments": arguments, "fallbacks": fallbacks, "throws": throws, "rtype": rtype, "stream": stream,
                "leaf": fire_and_forget and (not throws or effect.get("failure") == "ignore")}

    def carry_arguments(self, params, rtype, results, effect):
        """Some results take labelled values: arguments of the call by their parameter's name, and the
        answer (the value, or the error) under another label."""
        c = self.carry_rng
        if not params:
            return
        failure = effect.get("failure")
        for result, kind in ((effect.get("success") or effect.get("element"), "success"), (failure, "failure")):
            if result is None or result == "ignore" or c.random() >= 0.35:
                continue
            pname, written, _ = c.choice(params)
            labelled = {pname: written.split(": ", 1)[1]}
            answer = results[result].get("payload")
            if answer is not None:
                labelled["answerValue" if pname != "answerValue" else "answer2"] = answer
            results[result] = {"payload": labelled}

    def payload_for(self, effect):
        """A payload that fills the effect's open parameters (labelled values, or a single payload)."""
        r = self.rng
        opened = effect["open"] if effect else []
        if len(opened) == 1 and r.random() < 0.5:
            return opened[0][1]
        if opened:
            labelled = dict(opened)
            taken = {p[0] for p in opened} | {f[0] for f in self.fields}
            if r.random() < 0.5:
                labelled[Names(r, LABEL_NAMES, taken=taken).take("extra")] = r.choice(SIMPLE_TYPES)[0]
            return labelled
        choice = r.random()
        if choice < 0.35:
            return None
        if choice < 0.7:
            return r.choice(self.types)[0]
        taken = {f[0] for f in self.fields} | ({p[0] for p in effect["open"]} if effect else set())
        names = Names(r, LABEL_NAMES, taken=taken)
        return {names.take("label"): r.choice(self.types)[0] for _ in range(r.randint(1, 3))}

    def assignments(self, payload):
        r = self.rng
        if r.random() < 0.2:
            return None  # no `set`: a hook the developer writes
        chosen = r.sample(self.fields, r.randint(0, min(3, len(self.fields))))
        values = {}
        assigned = set()
        for name, t, default, other in chosen:
            candidates = [other] if t != "Error?" else []
            if t.endswith("?") or t.startswith("Optional<"):
                candidates.append("nil")
            elif default is not None:
                candidates.append(default)
            bare = t[:-1] if t.endswith("?") else t[9:-1] if t.startswith("Optional<") else t
            if isinstance(payload, str) and payload in (t, bare):
                candidates += ["payload"] * 3
            if isinstance(payload, str) and t == "Error?" and payload in ("Error", "any Error"):
                candidates += ["payload"]
            if isinstance(payload, dict):
                candidates += [escaped(label) for label, lt in payload.items() if lt in (t, bare)] * 2
            readable = [f[0] for f in self.fields if f[1] == t and f[0] not in assigned and f[0] != name]
            candidates += [f"state.{f}" for f in readable if f not in [c[0] for c in chosen]]
            if candidates:
                values[name] = r.choice(candidates)
                assigned.add(name)
        # A list filtered by an integer the message sends, or else by a literal: the tests must start
        # with an element the filter drops.
        sent = ["payload"] if payload == "Int" else \
            [escaped(label) for label, lt in payload.items() if lt == "Int"] if isinstance(payload, dict) else []
        lists = [f[0] for f in self.fields if f[1] == "[Int]"]
        if lists and self.filter_rng.random() < 0.3:
            sent = sent or ["1"]
            field, operator = self.filter_rng.choice(lists), self.filter_rng.choice(["!=", ">", "<="])
            values[field] = f"state.{field}.filter {{ $0 {operator} {self.filter_rng.choice(sent)} }}"
        return values

    def message(self, payload, effect, effect_names=(), is_action=False):
        r = self.rng
        spec = {}
        if payload is not None:
            spec["payload"] = payload
        values = self.assignments(payload)
        if values is not None:
            for field, t, _, _ in self.fields:
                if field in values and self.dependency_rng.random() < 0.6:
                    if t in ("Date", "Date?"):
                        values[field] = "now"
                    elif t in ("UUID", "UUID?"):
                        values[field] = "uuid()"
            spec["set"] = values
        if effect:
            spec["effect"] = effect["name"]
        if effect_names and r.random() < 0.25:
            cancelled = r.sample(list(effect_names), r.randint(1, len(effect_names)))
            spec["cancel"] = cancelled[0] if len(cancelled) == 1 and r.random() < 0.5 else cancelled
        if is_action and payload is None and r.random() < 0.4:
            spec["trigger"] = r.choice(["appear", "refresh", "disappear", ["appear", "refresh"],
                                        ["appear", "disappear"], ["refresh", "appear", "disappear"]])
        if self.rng.random() < 0.15:
            spec["doc"] = "Sent when something happens."
        return spec

    def add_messages(self, effects):
        r = self.rng
        actions, results = {}, {}
        names = [e["name"] for e in effects]
        for effect in effects:
            for result, spec in effect["results"].items():
                payload = spec.get("payload")
                # A stream's results start no effect (refused: they come while the stream runs).
                leaves = [e for e in effects if e["leaf"] and not e["open"] and e is not effect
                          and not (effect["stream"] and result != effect["spec"].get("failure"))]
                results[result] = self.message(payload, r.choice(leaves) if leaves and r.random() < 0.3 else None,
                                               names)
                errors = [label for label, t in payload.items() if t in ("any Error", "Error")] \
                    if isinstance(payload, dict) else ["payload"] if payload in ("any Error", "Error") else []
                for field, value in list(results[result].get("set", {}).items()):
                    if value in errors or value.strip("`") in errors:
                        del results[result]["set"][field]
        triggers = list(effects) + [None] * r.randint(1, 3)
        r.shuffle(triggers)
        for effect in triggers:
            actions[self.members.take("action")] = self.message(self.payload_for(effect), effect, names, True)
        if r.random() < 0.3:
            results[self.members.take("result")] = self.message(self.payload_for(None), None)
        self.spec["actions"] = actions
        if results:
            self.spec["results"] = results
        self.spec["effects"] = {e["name"]: e["spec"] for e in effects}
        if not effects:
            del self.spec["effects"]


    def guard_options(self, payload):
        """Conditions this module can judge on literal values: Bool and Int fields, a String payload."""
        options = []
        for name, t, default, _ in self.fields:
            if default is None or escaped(name) != name:
                continue
            if t == "Bool":
                options += [f"state.{name}", f"!state.{name}"]
            elif t == "Int":
                options += [f"state.{name} != 42", f"state.{name} >= 0", f"state.{name} < 42"]
        if payload == "String":
            options.append("!payload.isEmpty")
        return options

    def add_throttles(self):
        """`throttle:` on effects only actions start, none of which also cancels (the spec refuses the rest)."""
        effects = self.spec.get("effects", {})
        results = self.spec.get("results", {}).values()
        actions = self.spec.get("actions", {}).values()
        for name, effect in effects.items():
            if "debounce" in effect or effect.get("policy") == "parallel":
                continue
            if any(result.get("effect") == name for result in results):
                continue
            if any(action.get("effect") == name and action.get("cancel") for action in actions):
                continue
            if self.throttle_rng.random() < 0.4:
                effect["throttle"] = self.throttle_rng.choice(["1s", "500ms", "2s", "250ms"])

    def drop_examples_throttles_refuse(self):
        """No time passes within an example: one that starts a throttled effect twice, or holds one
        pending, is refused, so it is left out."""
        throttled = {name for name, effect in self.spec.get("effects", {}).items() if "throttle" in effect}
        if not throttled or "examples" not in self.spec:
            return
        actions = self.spec.get("actions", {})

        def refused(example):
            steps = example["send"] if isinstance(example["send"], list) else [example["send"]]
            names = [step if isinstance(step, str) else next(iter(step)) for step in steps]
            starts = [actions[n].get("effect") for n in names if n in actions]
            twice = any(starts.count(effect) > 1 for effect in throttled)
            return twice or any(effect in throttled for effect in example.get("pending", []))

        kept = [example for example in self.spec["examples"] if not refused(example)]
        if kept:
            self.spec["examples"] = kept
        else:
            del self.spec["examples"]

    def add_guards(self):
        g = self.guard_rng
        for group in ("actions", "results"):
            for spec in self.spec.get(group, {}).values():
                options = self.guard_options(spec.get("payload"))
                if options and g.random() < 0.6:
                    spec["when"] = g.choice(options)

    @staticmethod
    def guard_holds(condition, names, state):
        """The condition's value on the example's literals, or None when they cannot tell."""
        if condition == "!payload.isEmpty":
            value = names.get("payload")
            return None if not isinstance(value, str) else value != '""'
        negated = condition.startswith("!")
        field, _, rest = condition.lstrip("!")[len("state."):].partition(" ")
        value = state.get(field)
        if not isinstance(value, str):
            return None
        if not rest:
            return None if value not in ("true", "false") else (value == "true") != negated
        try:
            number = int(value)
        except ValueError:
            return None
        operator, literal = rest.split(" ")
        return {"!=": number != int(literal), ">=": number >= int(literal), "<": number < int(literal)}[operator]

    # --- Examples: what the generated code does, worked out here from literal `set` values ----------

    FAILURE = "Boom"

    def value_of(self, type_name):
        """A literal value of `type_name` (a type of this feature), or None."""
        bare = type_name[:-1] if type_name.endswith("?") else type_name[9:-1] if type_name.startswith("Optional<") \
            else type_name
        for t, default, other in self.types:
            if t == bare:
                return other if self.rng.random() < 0.7 or default is None else default
        return None

    def add_examples(self):
        """Examples whose expected state follows from the spec: `set` values here are literals, payload
        names or `state.field` reads, so the state after each message can be worked out exactly."""
        actions = self.spec.get("actions", {})
        if not actions:
            return
        examples = []
        for k in range(self.rng.randint(1, 3)):
            example = self.example(f"example {k + 1}", actions)
            if example is not None:
                examples.append(example)
        if examples:
            self.spec["examples"] = examples

    class Unusable(Exception):
        """The example cannot be worked out here (or would be refused): none is written."""

    def example(self, name, actions):
        # A pending example that cannot be worked out is written as a plain one, with the choices it
        # would have had (so that seeds without pending examples keep theirs).
        saved = self.rng.getstate(), self.stream_rng.getstate()
        for allow_pending in (True, False):
            try:
                example = self.example_or_raise(name, actions, allow_pending)
            except FeatureSpec.Unusable:
                example = None
            if example is not None or not allow_pending:
                return example
            self.rng.setstate(saved[0])
            self.stream_rng.setstate(saved[1])

    def example_or_raise(self, name, actions, allow_pending):
        r = self.rng
        state = {f[0]: (f[2] if f[2] is not None else "nil") for f in self.fields}
        types = {f[0]: f[1] for f in self.fields}
        given = {}
        for field, t, default, other in self.fields:
            if t != "Error?" and r.random() < 0.3:
                given[field] = other
                state[field] = other
        answers, calls, steps, assigned = {}, [], [], set()
        self.uuids_made = 0  # the test's `uuid()` makes UUID(0), UUID(1), … in order
        refused, needs_calls = set(), False
        stream_elements = {}  # by effect: the elements its answer streams
        results_spec = self.spec.get("results", {})
        count = r.randint(1, 2)
        # A pending example (issue 22): the first message's first effect stays in flight while the
        # second message is sent; its own stream of choices, so other seeds' examples stay the same.
        pending = count == 2 and allow_pending and self.pending_rng.random() < 0.7
        hold = {"effect": None, "runs": [], "clock": False}

        def cancels_of(message):
            cancel = message.get("cancel", [])
            return cancel if isinstance(cancel, list) else [cancel]

        def answer(effect, message, names, arguments):
            """Applies what the answered call sends back; returns the result the chain goes on from
            (with its names), or (None, None)."""
            success, failure = effect["spec"].get("success"), effect["spec"].get("failure")
            if effect["stream"]:
                success = effect["spec"]["element"]
            if success is None and failure in (None, "ignore"):
                return None, None  # fire and forget
            answer = answers[effect["name"]]
            if effect["stream"] and not isinstance(answer, dict):
                # Each element's result, then the end's; the chain goes on from neither.
                elements = stream_elements[effect["name"]]
                # An element whose result cancels the stream is its last: nothing follows it.
                stops = bool(elements) and effect["name"] in cancels_of(results_spec[success])
                ends = [(results_spec[success], self.result_names(results_spec[success].get("payload"),
                                                                  lambda _: element, arguments))
                        for element in elements[:1 if stops else None]]
                ended = effect["spec"].get("finished")
                if ended and not stops:
                    ends.append((results_spec[ended], self.result_names(results_spec[ended].get("payload"), None,
                                                                        arguments)))
                for result, result_names in ends:
                    if "when" in result:
                        holds = self.guard_holds(result["when"], result_names, state)
                        if holds is None:
                            raise FeatureSpec.Unusable()
                        if not holds:
                            continue
                    if pending and any(c == hold["effect"] for c in cancels_of(result)):
                        raise FeatureSpec.Unusable()  # a stream's result cancelling a held run
                    for field, expression in result.get("set", {}).items():
                        assigned.add(field)
                    state.update({field: self.evaluate(expression, result_names, state)
                                  for field, expression in result.get("set", {}).items()})
                return None, None
            if isinstance(answer, dict):
                result_name = failure if failure != "ignore" else None
                result = results_spec.get(result_name) if result_name else None
                kind = result.get("payload") if result else None
                # A `String` failure payload is the error's text; an `Error` one the error itself.
                error = lambda t: json.dumps(self.FAILURE) if t == "String" else ("error", self.FAILURE)
                return result, self.result_names(kind, error, arguments)
            result = results_spec.get(success) if success else None
            return result, self.result_names(result.get("payload") if result else None, lambda _: answer, arguments)

        def chain(message, names, step):
            """Runs a message and everything it leads to, as the store does; in a pending example a run
            of the held effect stops the chain (it goes on once every message is sent)."""
            nonlocal needs_calls
            while message is not None:
                if "when" in message:
                    holds = self.guard_holds(message["when"], names, state)
                    if holds is None:
                        raise FeatureSpec.Unusable()
                    if not holds:
                        # Refused: nothing changes and nothing runs. The example says so by answering
                        # none of its effect and listing the calls.
                        if message.get("effect"):
                            refused.add(message["effect"])
                            needs_calls = True
                        break
                    if message.get("effect"):
                        needs_calls = True  # a started run is told by its answer or its call
                for field, expression in message.get("set", {}).items():
                    assigned.add(field)
                state.update({field: self.evaluate(expression, names, state)
                              for field, expression in message.get("set", {}).items()})
                if pending:
                    # The runs it cancels stop before its own effect starts, and send nothing.
                    if hold["effect"] in cancels_of(message):
                        hold["runs"] = []
                effect = self.effects.get(message.get("effect"))
                if effect is None:
                    break
                debounced = "debounce" in effect["spec"]
                if pending and hold["effect"] is None and step == 0:
                    hold["effect"] = effect["name"]
                    hold["clock"] = debounced
                    if debounced and "when" in message:
                        raise FeatureSpec.Unusable()  # refused: a pending example cannot tell
                is_held = pending and effect["name"] == hold["effect"] and step is not None
                if pending and hold["clock"] and debounced and not is_held:
                    raise FeatureSpec.Unusable()  # it would wait on a clock that stands: refused
                call = self.call_text(effect, message, names, state)
                if not (is_held and debounced):
                    calls.append(call)  # a debounced held run calls only if nothing replaces it
                arguments = self.argument_values(effect, message, names, state)
                success, failure = effect["spec"].get("success"), effect["spec"].get("failure")
                if effect["stream"]:
                    success = effect["spec"]["element"]
                if not (success is None and failure in (None, "ignore")) and effect["name"] not in answers:
                    if effect["throws"] and r.random() < 0.35:
                        answers[effect["name"]] = {"fail": self.FAILURE}
                    elif effect["stream"]:
                        elements = [self.value_of(effect["rtype"]) for _ in range(self.stream_rng.randint(0, 2))]
                        if None in elements:
                            raise FeatureSpec.Unusable()
                        answers[effect["name"]] = "[" + ", ".join(elements) + "]"
                        stream_elements[effect["name"]] = elements
                    elif effect["rtype"]:
                        answers[effect["name"]] = self.value_of(effect["rtype"])
                    else:
                        answers[effect["name"]] = "ok"
                if is_held:
                    if effect["spec"].get("policy") != "parallel":
                        hold["runs"] = []  # a newer run of a `latest` effect replaces the older
                    hold["runs"].append((effect, message, names, arguments, call if debounced else None))
                    break
                message, names = answer(effect, message, names, arguments)

        for step in range(count):
            action = r.choice(list(actions))
            spec = actions[action]
            payload = spec.get("payload")
            if isinstance(payload, dict):
                values = {label: self.value_of(t) for label, t in payload.items()}
                if None in values.values():
                    return None
                steps.append({action: dict(values)})
                names = dict(values)
            elif payload is not None:
                value = self.value_of(payload)
                if value is None:
                    return None
                steps.append({action: value})
                names = {"payload": value}
            else:
                steps.append(action)
                names = {}
            chain(spec, names, step)
        if pending:
            if hold["effect"] is None:
                raise FeatureSpec.Unusable()  # the first message starts no effect
            # Every message is sent: the runs still in flight go on, in the order they started.
            for effect, message, names, arguments, deferred_call in hold["runs"]:
                if deferred_call:
                    calls.append(deferred_call)
                # The chain goes on with nothing held (and a debounced effect on a clock that no longer
                # moves is refused: `chain` gives up on it).
                chain(*answer(effect, message, names, arguments), None)
        example = {"name": name}
        if given:
            example["given"] = given
        example["send"] = steps[0] if len(steps) == 1 and r.random() < 0.6 else steps
        if pending:
            example["pending"] = [hold["effect"]]
        if answers:
            example["respond"] = answers
        expect = {}
        for field in assigned:
            value = state[field]
            if isinstance(value, tuple):
                value = json.dumps(value[1])  # an error is stated by its description
            elif types[field] == "Error?" and value != "nil":
                return None
            expect[field] = value
        if expect:
            example["expect"] = dict(sorted(expect.items()))
        # A guarded message starts its effect in an example exactly when the example answers it or lists
        # its call: an effect both refused and run in one example would be ambiguous.
        called = {call.split("(")[0].strip("`") for call in calls}
        function = lambda name: self.effects[name]["spec"]["call"].split("(")[0].strip("`")
        if any(name in answers or function(name) in called for name in refused):
            return None
        if r.random() < 0.6 or needs_calls:
            example["calls"] = calls
        return example

    @staticmethod
    def result_names(payload, answer, arguments):
        """The names a result binds: `payload` for a single value; for labelled values, the call's
        arguments by their parameter's name, and the answer (`answer(type)`) for the other label."""
        if payload is None:
            return {}
        if not isinstance(payload, dict):
            return {"payload": answer(payload)}
        return {label: arguments[label] if label in arguments else answer(t) for label, t in payload.items()}

    def evaluate(self, expression, names, state):
        """The value of a `set` expression: a payload name, `state.field`, or a literal as written."""
        bare = expression[1:-1] if expression.startswith("`") else expression
        if bare in names:
            return names[bare]
        if expression == "uuid()":
            self.uuids_made += 1
            return f"UUID({self.uuids_made - 1})"
        filtered = re.fullmatch(r"state\.(\w+)\.filter \{ \$0 (!=|>|<=) (\S+) \}", expression)
        if filtered:
            field, operator, operand = filtered.groups()
            bound = int(self.evaluate(operand, names, state))
            keep = {"!=": lambda x: x != bound, ">": lambda x: x > bound, "<=": lambda x: x <= bound}[operator]
            return "[" + ", ".join(str(x) for x in ast.literal_eval(state[field]) if keep(x)) + "]"
        if expression.startswith("state."):
            return state[expression[6:]]
        return expression

    def call_text(self, effect, message, names, state):
        """`f(label: value)`: the call the effect makes, its parameters filled as featuregen fills them."""
        values = self.argument_values(effect, message, names, state)
        parts = [(f"{label}: " if label else "") + values[pname] for pname, _, label in effect["params"]]
        function = escaped(effect["spec"]["call"].split("(")[0])
        return f"{function}({', '.join(parts)})"

    def argument_values(self, effect, message, names, state):
        """Each parameter's argument, by name."""
        payload = message.get("payload")
        labels = set(payload) if isinstance(payload, dict) else set()
        values = []
        for pname, _, _ in effect["params"]:
            if pname in effect.get("fallbacks", {}):
                field, fallback = effect["fallbacks"][pname]
                values.append(fallback if state.get(field, "nil") == "nil" else state[field])
            elif pname in effect["arguments"]:
                values.append(effect["arguments"][pname])
            elif pname in labels:
                values.append(names[pname])
            elif pname in state:
                values.append(state[pname])
            else:
                values.append(None)
        missing = [i for i, v in enumerate(values) if v is None]
        if len(missing) == 1 and isinstance(payload, str):
            values[missing[0]] = names["payload"]
        return {pname: value for (pname, _, _), value in zip(effect["params"], values)}


# --- YAML and JSON writers -----------------------------------------------------------------------

def yaml_scalar(value, rng):
    text = str(value)
    plain_ok = (text and text.replace("_", "a").isalnum() and text not in
                ("true", "false", "null", "nil", "yes", "no", "on", "off", "y", "n", "True", "False", "Null",
                 "NULL", "TRUE", "FALSE", "Yes", "No", "On", "Off", "Y", "N", "YES", "NO", "ON", "OFF")
                and not text[0].isdigit())
    if plain_ok and rng.random() < 0.7:
        return text
    if "'" not in text and "\n" not in text and rng.random() < 0.5:
        return "'" + text + "'"
    return json.dumps(text, ensure_ascii=False)


def yaml_lines(value, rng, indent=0, flow_maps=True, empty_list=None):
    """Block YAML for a spec, with its scalars spelled at random. `flow_maps`: now and then a map of
    scalars in flow style; `empty_list`: how an empty list is written (`[]`; None: no value)."""
    pad = "  " * indent
    if isinstance(value, dict):
        if not value:
            return [pad + "{}"]
        lines = []
        for key, item in value.items():
            k = yaml_scalar(key, rng)
            if isinstance(item, dict) and not item:
                lines.append(f"{pad}{k}: {{}}")
            elif isinstance(item, list) and not item and empty_list:
                lines.append(f"{pad}{k}: {empty_list}")
            elif flow_maps and isinstance(item, dict) and all(not isinstance(v, (dict, list)) for v in item.values()) \
                    and rng.random() < 0.4:
                inner = ", ".join(f"{yaml_scalar(a, rng)}: {yaml_scalar(b, rng)}" for a, b in item.items())
                lines.append(f"{pad}{k}: {{ {inner} }}")
            elif isinstance(item, (dict, list)):
                lines.append(f"{pad}{k}:")
                lines += yaml_lines(item, rng, indent + 1, flow_maps, empty_list)
            elif isinstance(item, bool):
                lines.append(f"{pad}{k}: {'true' if item else 'false'}")
            else:
                lines.append(f"{pad}{k}: {yaml_scalar(item, rng)}")
        return lines
    if isinstance(value, list):
        lines = []
        for item in value:
            if isinstance(item, dict) and item:
                inner = yaml_lines(item, rng, indent + 1, flow_maps, empty_list)
                lines.append(pad + "- " + inner[0][len(pad) + 2:])
                lines += inner[1:]
            elif isinstance(item, list):
                lines.append(pad + "- " + json.dumps(item, ensure_ascii=False))
            else:
                lines.append(f"{pad}- {yaml_scalar(item, rng)}")
        return lines
    return [pad + yaml_scalar(value, rng)]


def spec_text(spec, seed, json_share=0.3, kind="spec", **yaml_options):
    """The spec as JSON (`json_share` of them) or YAML, chosen by its seed: (extension, text)."""
    rng = random.Random(seed * 7 + 1)
    if rng.random() < json_share:
        return "json", json.dumps(spec, ensure_ascii=rng.random() < 0.5, indent=2) + "\n"
    return "yml", f"# random {kind}, seed {seed}\n" + "\n".join(yaml_lines(spec, rng, **yaml_options)) + "\n"


PACKAGE = """// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
  name: "RandomSpecs",
  platforms: [.macOS(.v14), .iOS(.v17)],
  targets: [
    .target(name: "App", swiftSettings: strict),
    .testTarget(name: "AppTests", dependencies: ["App"], swiftSettings: strict),
  ]
)
"""


def feature_name(rng, used, seed):
    """A Swift/Foundation-like name half the time (F<seed> if the package already has it)."""
    name = rng.choice(SPECIAL_FEATURES) if rng.random() < 0.5 else f"F{seed}"
    if LONG_NAMES:
        name = f"F{seed}{long_suffix(rng)}"
    if name.lower() in used:
        name = f"F{seed}"
    used.add(name.lower())
    return name


def explain(package, log_path, style="skill"):
    """Prints seed and spec text of every feature of `package` that the log mentions (all if none)."""
    with open(os.path.join(package, "manifest.txt"), encoding="utf-8") as file:
        features = [line.split() for line in file if line.strip()]
    with open(log_path, encoding="utf-8", errors="replace") as file:
        log = "\n".join(line for line in file if "error:" in line or "✘" in line or "Fatal" in line)
    def mentioned(file_name):
        name = file_name.split(".feature.")[0]
        return any(marker in log for marker in (
            f"/Features/{name}/", f"/{name}.feature.", f"AppTests/{name}", f"Mock{name}Service",
            f"Services/{name}Service", f"{name}Reducer", f"{name}State", f"{name}Action",
            f"/Repository/{name}/", f"Mock{name}Repository", f"{name}Middleware", f"Screens/{name}ScreenView"))
    chosen = [f for f in features if mentioned(f[1])] or features
    for seed, file_name in chosen:
        print(f"--- failing spec: seed {seed} (reproduce: .ci/random-specs --count 1 --seed {seed} --style {style}) {file_name}")
        with open(os.path.join(package, "Specs", file_name), encoding="utf-8") as file:
            print(file.read())


def main():
    global LONG_NAMES
    if sys.argv[1] == "explain":
        explain(sys.argv[2], sys.argv[3], *sys.argv[4:5])
        return
    out, seed, count, per, style, silent_package = sys.argv[1], 0, 200, 20, "skill", True
    args = sys.argv[2:]
    while args:
        flag, value = args[0], args[1]
        args = args[2:]
        if flag == "--seed":
            seed = int(value)
        elif flag == "--count":
            count = int(value)
        elif flag == "--per-package":
            per = int(value)
        elif flag == "--style":
            style = value
        elif flag == "--long-names":
            LONG_NAMES = value == "yes"
        elif flag == "--silent-package":
            silent_package = value == "yes"
    # Each run also writes one package made only of features without messages (state only, or not even
    # that): the app-level code then has no action to route, which must compile too.
    groups = [(f"pkg{start // per}", range(start, min(start + per, count)), False)
              for start in range(0, count, per)]
    if silent_package:  # one run per style is enough (.ci/run: the first)
        groups.append(("pkg-silent", range(count, count + 2), True))
    for package_name, seeds, silent in groups:
        package = os.path.join(out, package_name)
        specs = os.path.join(package, "Specs")
        os.makedirs(specs, exist_ok=True)
        with open(os.path.join(package, "Package.swift"), "w") as file:
            file.write(PACKAGE)
        used = set()
        manifest = []
        for k in seeds:
            feature_seed = seed + k
            name = feature_name(random.Random(feature_seed), used, feature_seed)
            prefix = f"T{feature_seed}" + (long_suffix(random.Random(feature_seed)) if LONG_NAMES else "")
            spec = FeatureSpec(feature_seed, name, prefix, style).build(silent)
            extension, text = spec_text(spec, feature_seed)
            with open(os.path.join(specs, f"{name}.feature.{extension}"), "w", encoding="utf-8") as file:
                file.write(text)
            manifest.append(f"{feature_seed} {name}.feature.{extension}\n")
        with open(os.path.join(package, "manifest.txt"), "w", encoding="utf-8") as file:
            file.writelines(manifest)


if __name__ == "__main__":
    main()
